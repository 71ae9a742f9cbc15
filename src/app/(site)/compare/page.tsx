import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { env } from '@/env'
import { loadComparisonIndex } from '@/site/loaders/loadComparisonPages'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Comparisons', description: 'PMSes compared side by side.', alternates: { canonical: '/compare' } }

export default async function ComparisonsPage() {
  const index = await loadComparisonIndex(await getPayload({ config }), env.baseUrl)
  return (
    <div>
      <h1>Comparisons</h1>
      <ul className="article-list">
        {index.comparisons.map((item) => (
          <li key={item.url}>
            <a href={item.url}>{item.title}</a>
            <p>{item.pmsNames.join(' · ')}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
