/**
 * What a content change does to what a serving process keeps in memory — the agent policy, the redirects, the page
 * cache and what pages read alike (../features/contentChanges/keptUntilContentChanges.ts) — whether that process is
 * the one process or the edge (docs/decisions/085-edge-and-renderers.md). A change to the redirects reaches the page
 * cache once the map has it: a page rendered before (an old address's 404) then counts as stale and is not kept
 * (./redirects/redirectMap.ts). After a lost connection all of them forget.
 */
import { forgetKeptContent } from '../features/contentChanges/keptUntilContentChanges'
import type { AgentPolicyGate } from './agentPolicy'
import type { ContentChangeHandlers } from './pageCache/contentChanges'
import type { PageCache } from './pageCache/servePageCache'
import type { RedirectMap } from './redirects/redirectMap'

export function keptStateHears(
  agentPolicy: Pick<AgentPolicyGate, 'changed' | 'reload'>,
  redirects: Pick<RedirectMap, 'changed' | 'reload'>,
  /** The page cache, made once the listener that keeps it trustworthy exists; undefined where none is kept. */
  pageCache: () => PageCache | undefined,
): ContentChangeHandlers {
  return {
    onChange: (change) => {
      forgetKeptContent()
      void agentPolicy.changed(change)
      const reading = redirects.changed(change)
      if (reading) void reading.then(() => pageCache()?.changed(change))
      else pageCache()?.changed(change)
    },
    onListening: async () => {
      forgetKeptContent()
      pageCache()?.clear()
      await Promise.all([agentPolicy.reload(), redirects.reload().then(() => pageCache()?.clear())])
    },
  }
}
