/**
 * Reads counted for the editors' figures (src/features/analytics/, docs/decisions/049-read-counts.md), settled with
 * PostgreSQL in batches, in the app process: the tally (also handed to Next's route handlers), and the router's counter,
 * which knows the agent policy (docs/decisions/079-agents-by-purpose.md) and, when an operator turned them on, the
 * crawler checks (080). Nothing when READ_COUNTS=off.
 */
import { createReadCounter, type ReadCounter } from '../features/analytics/countRead'
import { setProcessReadTally } from '../features/analytics/processReadTally'
import { readCountsSettlement } from '../features/analytics/readCounts'
import { createReadTally } from '../features/analytics/readTally'
import type { SqlHolder } from '../ground/db/adapter'
import type { Env } from '../ground/env'
import type { AgentPolicyGate } from './agentPolicy'
import { crawlerChecks } from './verifiedAgents'

export function readCountsInApp(
  env: Env,
  payload: SqlHolder,
  agentPolicy: AgentPolicyGate,
  log: (line: string) => void,
): { readCounter?: ReadCounter; stop(): Promise<void> } {
  const readTally =
    env.READ_COUNTS === 'on'
      ? createReadTally({
          settle: readCountsSettlement(payload, env.READ_COUNTS_KEEP_DAYS),
          intervalMs: env.READ_COUNTS_SETTLE_SECONDS * 1000,
          log: { warn: log },
        })
      : undefined
  setProcessReadTally(readTally)
  const readCounter =
    readTally &&
    createReadCounter(readTally, env.baseUrl, { policy: agentPolicy.current, crawlers: crawlerChecks(env) })
  agentPolicy.countWith(readCounter)
  return {
    readCounter,
    /** Settles what is counted, once Next's handlers can no longer count. */
    async stop() {
      setProcessReadTally(undefined)
      await readTally?.stop()
    },
  }
}
