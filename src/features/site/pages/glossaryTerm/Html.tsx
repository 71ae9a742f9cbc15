import { Kicker } from '../../components/Kicker'
import { LinkSection } from '../../components/LinkSection'
import { MarkdownBody } from '../../components/MarkdownBody'
import { glossaryIndexPath, searchPath } from '../../../../ground/paths'
import type { GlossaryTermPage } from './load'

export function GlossaryTermHtml({ page }: { page: GlossaryTermPage }) {
  return (
    <article className="article">
      <Kicker href={glossaryIndexPath}>Glossary</Kicker>
      <h1>{page.term}</h1>
      <p className="article-excerpt">{page.definition}</p>
      {page.body ? <MarkdownBody markdown={page.body} /> : null}
      <LinkSection
        title="Related terms"
        links={page.relatedTerms.map((item) => ({ title: item.term, url: item.url }))}
      />
      <LinkSection title="PMSes" links={page.relatedPmses.map((item) => ({ title: item.name, url: item.url }))} />
      <p>
        <a href={searchPath(page.term)}>Search the news for “{page.term}”</a>
      </p>
    </article>
  )
}
