import { GlossaryList } from '../../components/GlossaryList'
import type { GlossaryIndex } from './load'
import { GLOSSARY_DESCRIPTION } from './metadata'

export function GlossaryHtml({ page }: { page: GlossaryIndex }) {
  return (
    <div className="glossary">
      <h1>Glossary</h1>
      <p className="article-excerpt">{GLOSSARY_DESCRIPTION}</p>
      <nav className="letters" aria-label="Letters">
        {page.letters.map((group) => (
          <a key={group.letter} href={`#letter-${group.letter}`}>
            {group.letter}
          </a>
        ))}
      </nav>
      {page.letters.map((group) => (
        <section key={group.letter} id={`letter-${group.letter}`}>
          <h2>{group.letter}</h2>
          <GlossaryList entries={group.terms} />
        </section>
      ))}
    </div>
  )
}
