import type { CountAt } from './dashboardFigures'

/**
 * A small bar chart drawn on the server as SVG: no chart library, nothing to load. The numbers are in the bars'
 * titles and in a table for screen readers.
 */
export function BarChart({ title, bars, unit }: { title: string; bars: CountAt[]; unit: string }) {
  const width = 360
  const height = 96
  const gap = 3
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  const barWidth = (width - gap * (bars.length - 1)) / Math.max(1, bars.length)
  const total = bars.reduce((sum, bar) => sum + bar.value, 0)
  return (
    <figure className="dashboard-chart" style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: '0.4rem' }}>
        {title} <span style={{ fontWeight: 400, color: 'var(--theme-elevation-500)' }}>({total} in all)</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height + 16}`}
        width="100%"
        role="img"
        aria-label={`${title}: ${bars.map((bar) => `${bar.label} ${bar.value}`).join(', ')}`}
      >
        {bars.map((bar, index) => {
          const barHeight = Math.round((bar.value / max) * height)
          return (
            <g key={bar.label}>
              <rect
                x={index * (barWidth + gap)}
                y={height - barHeight}
                width={barWidth}
                height={Math.max(barHeight, 1)}
                rx={2}
                fill="var(--theme-success-500, #2f7d5a)"
              >
                <title>{`${bar.label}: ${bar.value} ${unit}`}</title>
              </rect>
            </g>
          )
        })}
        <text x={0} y={height + 13} fontSize={10} fill="currentColor">
          {bars[0]?.label}
        </text>
        <text x={width} y={height + 13} fontSize={10} fill="currentColor" textAnchor="end">
          {bars.at(-1)?.label}
        </text>
      </svg>
    </figure>
  )
}
