/**
 * The subscribers' one module (src/content/subscribers/): whichever path writes a subscriber — the newsletter's
 * sign-up, confirmation and one-click links and its delivery, or the cockpit through the collection's hooks — it
 * follows the same rules: the address spelt as the cockpit's hook spells it, and an unsubscribed person back only by
 * their own confirmed request. A refused write names its field and leaves nothing of itself behind.
 */
import { ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ClaimedDelivery } from '../../src/features/newsletter/delivery/deliveries'
import { AppError } from '../../src/ground/errors/AppError'
import { createArticleParents } from '../helpers/fixtures'
import { useLocalPayload } from '../helpers/localPayload'

const local = useLocalPayload()

// Imported once the local Payload has set this file's environment: the env module reads it when first imported.
let hook: typeof import('../../src/collections/Subscribers/hooks/normaliseEmailField')
let confirmation: typeof import('../../src/content/subscribers/confirmation')
let choices: typeof import('../../src/content/subscribers/subscriberChoices')
let deliveries: typeof import('../../src/features/newsletter/delivery/deliveries')
let newsletter: typeof import('../../src/features/newsletter/subscriptions')
let tokens: typeof import('../../src/features/newsletter/tokens')

beforeAll(async () => {
  hook = await import('../../src/collections/Subscribers/hooks/normaliseEmailField')
  confirmation = await import('../../src/content/subscribers/confirmation')
  choices = await import('../../src/content/subscribers/subscriberChoices')
  deliveries = await import('../../src/features/newsletter/delivery/deliveries')
  newsletter = await import('../../src/features/newsletter/subscriptions')
  tokens = await import('../../src/features/newsletter/tokens')
})

interface SubscriberRow {
  id: number
  email: string
  status: string
  digest: string
  digest_scope: string
  follows: number[]
}

async function subscriberRow(email: string): Promise<SubscriberRow | undefined> {
  const [row] = await local.sql<SubscriberRow>(
    `SELECT s.id, s.email, s.status::text AS status, s.digest::text AS digest, s.digest_scope::text AS digest_scope,
            array(SELECT f.pmses_id FROM subscribers_rels f WHERE f.parent_id = s.id ORDER BY f."order") AS follows
     FROM subscribers s WHERE lower(s.email) = lower($1)`,
    [email],
  )
  return row
}

const request = (email: string, choices: Record<string, unknown> = {}) =>
  newsletter.recordSubscriptionRequest(local.payload, { email, source: 'api', requestedIp: '198.51.100.7', ...choices })

/** A confirmation link as the confirmation mail's job makes it: the token, its hash stored. */
async function mailedConfirmationToken(subscriberId: number): Promise<string> {
  const token = tokens.newConfirmationToken()
  expect(
    await confirmation.storeConfirmationToken(local.payload, subscriberId, tokens.hashConfirmationToken(token), 48),
  ).not.toBeNull()
  return token
}

/** The AppError `work` is refused with. */
async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => new Error('expected a refusal, but the write succeeded'),
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

/** What a refused write must not leave: subscribers, their follows, queued mail jobs. */
async function counts() {
  const [row] = await local.sql<{ subscribers: number; follows: number; jobs: number }>(
    `SELECT (SELECT count(*)::int FROM subscribers) AS subscribers, (SELECT count(*)::int FROM subscribers_rels) AS follows,
            (SELECT count(*)::int FROM payload_jobs) AS jobs`,
  )
  return row
}

describe('the newsletter writes subscribers by the rules the cockpit holds', () => {
  it('stores an address exactly as the cockpit’s field hook spells it, whatever the caller passed', async () => {
    const typed = '  Reader.Two@EXAMPLE.Com '
    await request(typed)
    const row = await subscriberRow('reader.two@example.com')
    expect(row?.email).toBe(
      hook.normaliseEmailField({ value: typed } as Parameters<typeof hook.normaliseEmailField>[0]),
    )
    expect(row?.email).toBe('Reader.Two@example.com')
  })

  it.each(['one-click', 'cockpit'] as const)(
    'takes back someone unsubscribed (%s) only by their own confirmation of a new request: a link from before is spent',
    async (via) => {
      const email = `leaving.${via}@example.com`
      await request(email)
      const { id } = (await subscriberRow(email))!
      const linkFromBefore = await mailedConfirmationToken(id)

      if (via === 'one-click')
        expect(
          await newsletter.unsubscribeByToken(
            local.payload,
            tokens.subscriberToken(newsletter.unsubscribeKey(), id, email),
          ),
        ).toBe(true)
      else await local.payload.update({ collection: 'subscribers', id, data: { status: 'unsubscribed' } })
      expect((await subscriberRow(email))?.status).toBe('unsubscribed')

      // Asking again makes them pending, not subscribed; the link still in their mailbox no longer confirms.
      await request(email)
      expect((await subscriberRow(email))?.status).toBe('pending')
      expect(await newsletter.confirmSubscription(local.payload, linkFromBefore, '198.51.100.8')).toBe('invalid')
      // Nor may an admin confirm them: the same rule, held by the collection's hook.
      const confirmedByHand = await local.payload
        .update({ collection: 'subscribers', id, data: { status: 'confirmed' } })
        .catch((error: unknown) => error)
      expect(confirmedByHand).toBeInstanceOf(ValidationError)
      expect((confirmedByHand as ValidationError).data.errors.map((entry) => entry.path)).toEqual(['status'])
      expect((await subscriberRow(email))?.status).toBe('pending')

      // Their click on the new link is what subscribes them.
      expect(
        await newsletter.confirmSubscription(local.payload, await mailedConfirmationToken(id), '198.51.100.8'),
      ).toBe('confirmed')
      expect((await subscriberRow(email))?.status).toBe('confirmed')
    },
  )

  it('ends only a confirmed subscription on a bounce: someone who unsubscribed stays unsubscribed', async () => {
    await request('bounced.confirmed@example.com')
    await request('bounced.unsubscribed@example.com')
    const confirmed = (await subscriberRow('bounced.confirmed@example.com'))!
    const unsubscribed = (await subscriberRow('bounced.unsubscribed@example.com'))!
    expect(
      await newsletter.confirmSubscription(local.payload, await mailedConfirmationToken(confirmed.id), '198.51.100.9'),
    ).toBe('confirmed')
    await newsletter.unsubscribeByToken(
      local.payload,
      tokens.subscriberToken(newsletter.unsubscribeKey(), unsubscribed.id, unsubscribed.email),
    )

    // No delivery record has id 0: only the subscriber's half of the statement has anything to change.
    const queue = deliveries.deliveryQueue(local.payload, { leaseMs: 60_000, retryBaseMs: 10_000 })
    for (const { id } of [confirmed, unsubscribed])
      await deliveries.markBounced(queue, { id: 0, subscriberId: id } as ClaimedDelivery, '550')
    expect((await subscriberRow(confirmed.email))?.status).toBe('bounced')
    expect((await subscriberRow(unsubscribed.email))?.status).toBe('unsubscribed')
  })
})

describe('a refused subscriber write', () => {
  const NO_SUCH_PMS = 2_147_483_000

  it('is a 422 naming the field, and leaves no subscriber, follow or mail job behind', async () => {
    const { pms } = await createArticleParents(local.payload)
    const before = await counts()

    // A PMS deleted between the request's check of its slugs and the write: the database refuses the follow, after
    // the subscriber's row was inserted in the same transaction.
    const deletedPms = await refusal(request('follows.gone@example.com', { followIds: [pms.id, NO_SUCH_PMS] }))
    expect(deletedPms).toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [{ field: 'follow', message: 'names a PMS that does not exist' }],
    })
    const notAnAddress = await refusal(request('not an address'))
    expect(notAnAddress).toMatchObject({ status: 422, errors: [{ field: 'email', message: expect.any(String) }] })

    expect(await subscriberRow('follows.gone@example.com')).toBeUndefined()
    expect(await counts()).toEqual(before)
  })

  it('leaves a subscriber’s choices as they were when a new choice is refused, not half replaced', async () => {
    const { pms } = await createArticleParents(local.payload)
    await request('keeps.choices@example.com', { followIds: [pms.id] })
    const before = (await subscriberRow('keeps.choices@example.com'))!
    expect(before).toMatchObject({ digest: 'weekly', digest_scope: 'all', follows: [pms.id] })

    const refused = await refusal(
      choices.savePreferences(local.payload, before.id, {
        digest: 'daily',
        onlyFollowed: true,
        followIds: [NO_SUCH_PMS],
      }),
    )
    expect(refused).toMatchObject({
      status: 422,
      errors: [{ field: 'follow', message: 'names a PMS that does not exist' }],
    })
    expect(await subscriberRow('keeps.choices@example.com')).toEqual(before)
  })
})
