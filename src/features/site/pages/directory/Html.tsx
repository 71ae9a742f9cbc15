import { shortDate } from '../../components/formatDate'
import type { PmsDirectory } from './load'

const storiesLine = (count: number, latestAt: string | null) =>
  count === 0
    ? 'No stories yet'
    : `${count} ${count === 1 ? 'story' : 'stories'}${latestAt ? `, latest ${shortDate(latestAt)}` : ''}`

/** Every PMS we cover, A–Z: what it is, who makes it, and how much news there is about it. */
export function DirectoryHtml({ page }: { page: PmsDirectory }) {
  return (
    <div className="directory-page">
      <h1>PMS directory</h1>
      <p className="lede">{`The ${page.pmses.length} property management systems we cover, with their profiles, news and comparisons.`}</p>
      <ul className="directory-grid">
        {page.pmses.map((pms) => (
          <li key={pms.url}>
            <h2>
              <a href={pms.url}>{pms.name}</a>
            </h2>
            {pms.tagline ? <p>{pms.tagline}</p> : null}
            <p className="meta">
              {[pms.vendor, pms.deployment, storiesLine(pms.articleCount, pms.latestAt)].filter(Boolean).join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
