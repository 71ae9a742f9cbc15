import { env } from '../../../env'
import { markdownToHtml } from '../../../markdown/markdownToHtml'
import { LinkSection } from '../../components/LinkSection'
import { glossaryIndexPath, searchPath } from '../../paths'
import type { GlossaryTermPage } from './load'

export function GlossaryTermHtml({ page }: { page: GlossaryTermPage }) {
  return (
    <article className="article">
      <p className="article-kicker">
        <a href={glossaryIndexPath}>Glossary</a>
      </p>
      <h1>{page.term}</h1>
      <p className="article-excerpt">{page.definition}</p>
      {page.body ? <div className="article-body" dangerouslySetInnerHTML={{ __html: markdownToHtml(page.body, env.baseUrl) }} /> : null}
      <LinkSection title="Related terms" links={page.relatedTerms.map((item) => ({ title: item.term, url: item.url }))} />
      <LinkSection title="PMSes" links={page.relatedPmses.map((item) => ({ title: item.name, url: item.url }))} />
      <p>
        <a href={searchPath(page.term)}>Search the news for “{page.term}”</a>
      </p>
    </article>
  )
}
