import { env } from '../../../env'
import { markdownToHtml } from '../../../markdown/markdownToHtml'
import { comparisonIndexPath } from '../../paths'
import type { ComparisonPage } from './load'

/** A comparison: one table of facts and capabilities, a column per PMS, then the text and the verdict. */
export function ComparisonHtml({ page }: { page: ComparisonPage }) {
  return (
    <article className="comparison">
      <p className="article-kicker">
        <a href={comparisonIndexPath}>Comparisons</a>
      </p>
      <h1>{page.title}</h1>
      <div className="table-scroll">
        <table className="compare-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Fact</span>
              </th>
              {page.pmses.map((pms) => (
                <th key={pms.url} scope="col">
                  <a href={pms.url}>{pms.name}</a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.facts.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={page.pmses[index]!.url}>{value}</td>
                ))}
              </tr>
            ))}
            {page.capabilities.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={page.pmses[index]!.url} className={value ? 'yes' : 'no'}>
                    {value ? '✓ yes' : '– no'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="article-body" dangerouslySetInnerHTML={{ __html: markdownToHtml(page.body, env.baseUrl) }} />
      {page.verdict ? (
        <aside className="article-summary">
          <h2>Verdict</h2>
          <p>{page.verdict}</p>
        </aside>
      ) : null}
    </article>
  )
}
