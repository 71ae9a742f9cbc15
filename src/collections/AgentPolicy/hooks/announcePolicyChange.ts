import type { GlobalAfterChangeHook } from 'payload'

import { queryInRequest } from '../../../ground/db/adapter'
import { announceContentChangeFrom } from '../../../features/contentChanges/announceContentChange'
import { AGENT_POLICY, EVERYTHING } from '../../../features/contentChanges/cacheTags'

/**
 * A policy change reaches every app process as a content change (src/server/agentPolicy.ts reads the policy again),
 * in the write's transaction; every kept page goes too, robots.txt among them.
 */
export const announcePolicyChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await announceContentChangeFrom({ execute: (query) => queryInRequest(req, query) }, [AGENT_POLICY, EVERYTHING])
  return doc
}
