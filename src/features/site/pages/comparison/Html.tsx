import { Callout } from '../../components/Callout'
import { longDate } from '../../components/formatDate'
import { Kicker } from '../../components/Kicker'
import { MarkdownBody } from '../../components/MarkdownBody'
import { comparisonIndexPath } from '../../../../ground/paths'
import type { ComparisonPage } from './load'

/**
 * A comparison: one table of facts and capabilities, a column per PMS, then the text and the verdict. A phone shows
 * the same cells PMS by PMS instead (the table's columns do not fit 390 px, and a table scrolled sideways hides all
 * but its first PMS): both are in the page, CSS shows the one that fits.
 */
export function ComparisonHtml({ page }: { page: ComparisonPage }) {
  return (
    <article className="comparison">
      <Kicker href={comparisonIndexPath}>Comparisons</Kicker>
      <h1>{page.title}</h1>
      <p className="article-meta">
        {page.author ? (
          <>
            By <a href={page.author.url}>{page.author.name}</a>
            {' · '}
          </>
        ) : null}
        {`${page.pmses.length} PMSes compared · Last reviewed `}
        <time dateTime={page.reviewedAt}>{longDate(page.reviewedAt)}</time>
      </p>
      <div className="table-scroll compare-wide">
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
      <div className="compare-stacked">
        {page.pmses.map((pms, index) => (
          <section key={pms.url} className="compare-pms">
            <h2>
              <a href={pms.url}>{pms.name}</a>
            </h2>
            <dl>
              {page.facts.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.values[index]}</dd>
                </div>
              ))}
              {page.capabilities.map((row) => (
                <div key={row.label} className={row.values[index] ? 'yes' : 'no'}>
                  <dt>{row.label}</dt>
                  <dd>{row.values[index] ? '✓ yes' : '– no'}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <MarkdownBody markdown={page.body} />
      <Callout title="Verdict" text={page.verdict} />
    </article>
  )
}
