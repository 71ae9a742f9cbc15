/**
 * How many user codes may be guessed on the device page (RFC 8628 §5.1: "the authorization server SHOULD rate-limit
 * user code verification"; docs/decisions/057-oauth-state-before-sign-in.md). A code that is entered and not
 * accepted (unknown, expired or used) counts against the browser session it was entered in (5 per 15 minutes) and
 * against the client network (20 per 15 minutes; a new session is only a GET away), policies.ts. The page says how
 * many tries are left; with none left, the page and every code entered are refused with 429 until the window ends,
 * before oidc-provider looks the code up, so that a refused guess tells nothing, even when it is right.
 *
 * oidc-provider looks a code up only for a session that holds the page's xsrf secret, that is a session it stored:
 * the session cookie names one, and the key of its count is its id (a keyed hash in a shared store).
 */
import type { IncomingMessage } from 'node:http'

import type { Limiter, LimitVerdict } from '../../ground/rateLimit/createLimiter'
import type { LimitPolicy } from '../../ground/rateLimit/policies'
import { clientNetworkOf } from './startLimit'

export interface GuessesLeft {
  /** Tries left before the page refuses codes: the fewer of the session's and the network's. */
  triesLeft: number
  /** With none left: the limit that ran out (the later to give tries again) and its count, for the wait. */
  spent?: { policy: LimitPolicy; verdict: LimitVerdict }
}

/** The session cookie's value (the session's id), as a request carries it. */
export function sessionIdOf(req: IncomingMessage, cookieName: string): string | undefined {
  const header = req.headers.cookie ?? ''
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === cookieName) return pair.slice(at + 1).trim() || undefined
  }
  return undefined
}

export function createDeviceCodeGuesses({ perSession, perNetwork }: { perSession: Limiter; perNetwork: Limiter }) {
  const sessionKey = (sessionId: string) => `session:${sessionId}`

  function left(verdicts: Array<[Limiter, LimitVerdict]>): GuessesLeft {
    const [spent] = verdicts
      .filter(([, verdict]) => verdict.remaining === 0)
      .sort(([, a], [, b]) => b.resetSeconds - a.resetSeconds)
    return {
      triesLeft: Math.min(...verdicts.map(([, verdict]) => verdict.remaining)),
      spent: spent && { policy: spent[0].policy, verdict: spent[1] },
    }
  }

  return {
    /** Before a code is looked up, or the page shown: what is left to this session and network. */
    async before(sessionId: string | undefined, req: IncomingMessage): Promise<GuessesLeft> {
      const verdicts: Array<[Limiter, LimitVerdict]> = [[perNetwork, await perNetwork.peek(clientNetworkOf(req))]]
      if (sessionId) verdicts.push([perSession, await perSession.peek(sessionKey(sessionId))])
      return left(verdicts)
    },
    /** A code entered in `sessionId` that was not accepted: counted, and what is left. */
    async wrong(sessionId: string, req: IncomingMessage): Promise<GuessesLeft> {
      return left([
        [perNetwork, await perNetwork.consume(clientNetworkOf(req))],
        [perSession, await perSession.consume(sessionKey(sessionId))],
      ])
    },
  }
}

export type DeviceCodeGuesses = ReturnType<typeof createDeviceCodeGuesses>
