import type { GlossaryEntry } from '../loaders/glossaryEntries'

/** Glossary terms as a definition list: each term a link to its page, then its one-line definition. */
export function GlossaryList({ entries, className }: { entries: GlossaryEntry[]; className?: string }) {
  return (
    <dl className={className}>
      {entries.map((item) => (
        <div key={item.url}>
          <dt>
            <a href={item.url}>{item.term}</a>
          </dt>
          <dd>{item.definition}</dd>
        </div>
      ))}
    </dl>
  )
}
