import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'

import { newWebhookSecret } from '../../content/webhooks/webhookSecrets'
import { signedHeaders } from './signedHeaders'

const body = JSON.stringify({ type: 'ping', timestamp: '2026-12-05T12:00:00.000Z', data: { webhook_id: 1 } })

describe('signedHeaders', () => {
  it("signs `id.timestamp.body` as Standard Webhooks say: the spec's own verifier takes it", () => {
    const secret = newWebhookSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const headers = signedHeaders('msg_1', [secret], body)
    expect(headers['webhook-id']).toBe('msg_1')
    expect(headers['webhook-timestamp']).toMatch(/^\d{10}$/)
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body))
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow(/No matching signature/)
    expect(() => new Webhook(secret).verify(body.replace('1', '2'), headers)).toThrow(/No matching signature/)
  })

  it('signs with both secrets during a rotation, space-separated, and each verifies alone', () => {
    const [before, after] = [newWebhookSecret(), newWebhookSecret()]
    const headers = signedHeaders('msg_2', [after, before], body)
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2)
    expect(new Webhook(before).verify(body, headers)).toEqual(JSON.parse(body))
    expect(new Webhook(after).verify(body, headers)).toEqual(JSON.parse(body))
  })
})
