import { describe, expect, it } from 'vitest'

import { classifySendFailure } from './smtpOutcome'

describe('classifySendFailure', () => {
  it("calls a 5xx to RCPT TO a bounce, with the server's words as the reason", () => {
    const error = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      code: 'EENVELOPE',
      command: 'RCPT TO',
      responseCode: 550,
      response: '550 5.1.1 <gone@example.com>: no such user',
    })
    expect(classifySendFailure(error)).toEqual({ kind: 'bounce', reason: '550 5.1.1 <gone@example.com>: no such user' })
  })

  it('calls a 5xx to DATA permanent for this mail but not a bounce of the address', () => {
    expect(classifySendFailure({ command: 'DATA', responseCode: 554, response: '554 message refused' }).kind).toBe(
      'permanent',
    )
  })

  it('calls a 4xx, a dropped connection and a timeout temporary', () => {
    expect(classifySendFailure({ command: 'RCPT TO', responseCode: 451, response: '451 try later' }).kind).toBe(
      'temporary',
    )
    expect(
      classifySendFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' })).kind,
    ).toBe('temporary')
    expect(classifySendFailure(Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' }))).toEqual({
      kind: 'temporary',
      reason: 'Timeout',
    })
  })
})
