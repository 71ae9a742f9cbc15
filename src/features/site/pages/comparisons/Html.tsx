import type { ComparisonIndex } from './load'

export function ComparisonsHtml({ page }: { page: ComparisonIndex }) {
  return (
    <div>
      <h1>Comparisons</h1>
      <ul className="article-list">
        {page.comparisons.map((item) => (
          <li key={item.url}>
            <a href={item.url}>{item.title}</a>
            <p>{item.pmsNames.join(' · ')}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
