import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { env } from '@/env'
import { loadGlossaryIndex } from '@/site/loaders/loadGlossaryPages'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Glossary', description: 'Hotel technology terms, A to Z.', alternates: { canonical: '/glossary' } }

export default async function GlossaryPage() {
  const index = await loadGlossaryIndex(await getPayload({ config }), env.baseUrl)
  return (
    <div className="glossary">
      <h1>Glossary</h1>
      <p className="article-excerpt">Hotel technology terms, A to Z.</p>
      <nav className="letters" aria-label="Letters">
        {index.letters.map((group) => (
          <a key={group.letter} href={`#letter-${group.letter}`}>
            {group.letter}
          </a>
        ))}
      </nav>
      {index.letters.map((group) => (
        <section key={group.letter} id={`letter-${group.letter}`}>
          <h2>{group.letter}</h2>
          <dl>
            {group.terms.map((item) => (
              <div key={item.url}>
                <dt>
                  <a href={item.url}>{item.term}</a>
                </dt>
                <dd>{item.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
