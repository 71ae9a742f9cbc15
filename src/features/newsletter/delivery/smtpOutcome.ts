/**
 * What a failed send means (RFC 5321 §4.2.1): a 5xx reply to RCPT TO says the mailbox does not exist or will never
 * take mail, a bounce; another 5xx refuses this mail for good; a 4xx, a dropped connection or a timeout is
 * temporary and worth trying again later.
 */
export type SendFailure = { kind: 'bounce' | 'permanent' | 'temporary'; reason: string }

interface NodemailerError {
  message?: string
  code?: string
  command?: string
  responseCode?: number
  response?: string
}

export function classifySendFailure(error: unknown): SendFailure {
  const failure = (error ?? {}) as NodemailerError
  const reason = (failure.response ?? failure.message ?? String(error)).replace(/\s+/g, ' ').trim()
  const code = failure.responseCode ?? 0
  if (code >= 500 && code < 600) return { kind: failure.command === 'RCPT TO' ? 'bounce' : 'permanent', reason }
  return { kind: 'temporary', reason }
}
