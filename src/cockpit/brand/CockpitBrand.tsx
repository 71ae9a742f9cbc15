/**
 * The cockpit's graphics (Payload's `admin.components.graphics`): the site's mark (src/features/site/brandMark.ts) in its
 * stand-alone colours, with the name on the login page and the mark alone in the admin's header.
 */
import { BRAND_COLOURS, BRAND_MARK } from '../../features/site/brandMark'

function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox={BRAND_MARK.viewBox} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx={BRAND_MARK.radius} fill={BRAND_COLOURS.accent} />
      <path
        d={BRAND_MARK.letter}
        fill="none"
        stroke={BRAND_COLOURS.onAccent}
        strokeWidth={BRAND_MARK.strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={BRAND_MARK.dot.cx} cy={BRAND_MARK.dot.cy} r={BRAND_MARK.dot.r} fill={BRAND_COLOURS.onAccent} />
    </svg>
  )
}

/** The login page's logo: the mark and "PMS News cockpit". */
export function CockpitLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem', fontSize: '1.6rem', fontWeight: 700 }}>
      <Mark size={44} />
      <span>
        PMS News <span style={{ fontWeight: 400 }}>cockpit</span>
      </span>
    </span>
  )
}

/** The header's icon: the mark, and its name for screen readers. */
export function CockpitIcon() {
  return (
    <span style={{ display: 'inline-flex', width: 18, height: 18 }} title="PMS News cockpit">
      <Mark size={18} />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        PMS News cockpit
      </span>
    </span>
  )
}
