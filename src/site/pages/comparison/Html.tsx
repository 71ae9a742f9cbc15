import { Callout } from '../../components/Callout'
import { Kicker } from '../../components/Kicker'
import { MarkdownBody } from '../../components/MarkdownBody'
import { comparisonIndexPath } from '../../paths'
import type { ComparisonPage } from './load'

/** A comparison: one table of facts and capabilities, a column per PMS, then the text and the verdict. */
export function ComparisonHtml({ page }: { page: ComparisonPage }) {
  return (
    <article className="comparison">
      <Kicker href={comparisonIndexPath}>Comparisons</Kicker>
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
      <MarkdownBody markdown={page.body} />
      <Callout title="Verdict" text={page.verdict} />
    </article>
  )
}
