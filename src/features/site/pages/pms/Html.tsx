import { ArticleListing } from '../../components/ArticleListing'
import { LinkSection } from '../../components/LinkSection'
import { MarkdownBody } from '../../components/MarkdownBody'
import { FediverseHandle } from '../../components/FediverseHandle'
import { SubscribeForm } from '../../components/SubscribeForm'
import { searchPath } from '../../../../ground/paths'
import type { PmsPage } from './load'

/** A PMS hub: the profile's facts and capabilities, its text, then the news, comparisons and press about it. */
export function PmsHtml({ page }: { page: PmsPage }) {
  return (
    <div className="hub">
      <header>
        <p className="article-kicker">PMS profile</p>
        <h1>{page.name}</h1>
        {page.tagline ? <p className="article-excerpt">{page.tagline}</p> : null}
      </header>
      <div className="hub-profile">
        <section>
          <h2>Facts</h2>
          <table className="facts">
            <tbody>
              {page.facts.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>
                    {row.label === 'Website' ? (
                      <a href={row.value} rel="noopener nofollow">
                        {row.value}
                      </a>
                    ) : (
                      row.value
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section>
          <h2>Capabilities</h2>
          <ul className="capabilities">
            {page.capabilities.map((row) => (
              <li key={row.label} className={row.available ? 'yes' : 'no'}>
                <span aria-hidden="true">{row.available ? '✓' : '–'}</span> {row.label}
                <span className="visually-hidden">{row.available ? ': yes' : ': no'}</span>
              </li>
            ))}
          </ul>
          {page.integrations.length > 0 ? (
            <>
              <h2>Integrations</h2>
              <p>{page.integrations.join(' · ')}</p>
            </>
          ) : null}
        </section>
      </div>
      {page.profile ? <MarkdownBody markdown={page.profile} as="section" /> : null}
      <section>
        <h2>News about {page.name}</h2>
        <ArticleListing list={page.articles} baseUrl={page.url} />
        <p>
          <a href={searchPath(page.name)}>Search everything about {page.name}</a>
        </p>
        <p className="list-feeds">
          Follow {page.name}: <a href={page.feeds.rss}>RSS</a> · <a href={page.feeds.json}>JSON Feed</a>
        </p>
        {page.fediverseHandle ? (
          <FediverseHandle label={`${page.name} news on Mastodon and the fediverse:`} handle={page.fediverseHandle} />
        ) : null}
      </section>
      <SubscribeForm
        source="pms-hub"
        heading={`Follow ${page.name} by email`}
        follow={{ slug: page.slug, name: page.name }}
      />
      <LinkSection title="Comparisons" links={page.comparisons} />
      {page.prLinks.length > 0 ? (
        <section>
          <h2>In the press</h2>
          <ul>
            {page.prLinks.map((item) => (
              <li key={item.url}>
                <a href={item.url} rel="noopener nofollow">
                  {item.title}
                </a>
                {item.publisher ? ` — ${item.publisher}` : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
