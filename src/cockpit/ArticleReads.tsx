/**
 * In an article's sidebar in the cockpit: who read it in the last 30 days — people and agents, by kind and by form,
 * and machines by purpose with who ignored robots.txt (src/features/analytics/). Rendered with the edit view on the server.
 */
import type { Payload } from 'payload'

import { articleReadFigures } from '../features/analytics/readCounts'
import { PurposeFigures } from './dashboard/PurposeFigures'
import { FORMAT_NAMES, KIND_NAMES } from './dashboard/ReadersCard'

const reads = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'read' : 'reads'}`

export async function ArticleReads({ id, payload }: { id?: number | string; payload: Payload }) {
  const articleId = Number(id)
  if (!Number.isSafeInteger(articleId) || articleId < 1 || articleId > 2_147_483_647) return null
  const figures = await articleReadFigures(payload, articleId)
  const muted = { margin: 0, color: 'var(--theme-elevation-600)', fontSize: 13 }
  return (
    <div className="field-type article-reads" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label">{`Readers, last ${figures.days} days`}</label>
      {figures.people + figures.agents === 0 ? (
        <p style={muted}>No reads counted yet.</p>
      ) : (
        <>
          <p style={{ margin: 0 }} data-people={figures.people} data-agents={figures.agents}>
            {`${reads(figures.people)} by people · ${reads(figures.agents)} by agents`}
          </p>
          <p style={muted} data-kinds={figures.kinds.map((kind) => `${kind.name}=${kind.reads}`).join(',')}>
            {figures.kinds.map((kind) => `${KIND_NAMES[kind.name] ?? kind.name} ${kind.reads}`).join(' · ')}
          </p>
          <p style={muted} data-formats={figures.formats.map((format) => `${format.name}=${format.reads}`).join(',')}>
            {figures.formats.map((format) => `${FORMAT_NAMES[format.name] ?? format.name} ${format.reads}`).join(' · ')}
          </p>
          {figures.purposes.length > 0 ? (
            <PurposeFigures purposes={figures.purposes} formatNames={FORMAT_NAMES} />
          ) : null}
        </>
      )}
    </div>
  )
}
