/**
 * A subscriber's choices (docs/decisions/036-newsletter-delivery.md): how often the digest comes, which PMSes they
 * follow, and whether digests keep to those. Stored on the subscriber (`digest`, `digest_scope`) and in Payload's
 * relation table of its `follows` field, so the cockpit shows them.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleOf, queryInTransaction } from '../../ground/db/adapter'
import { parseSubscriberInput, type SubscriberChoices, subscriberChoicesSchema } from './subscriberInput'
import { writeSubscriber } from './subscriberWrite'

/** The statements that store `choices` on subscriber `id`, to run in the caller's transaction; none for no choice. */
export function storeChoices(id: number, choices: SubscriberChoices): SQL[] {
  const statements: SQL[] = []
  if (choices.digest !== undefined || choices.onlyFollowed !== undefined) {
    statements.push(sql`
      UPDATE subscribers
      SET digest = coalesce(${choices.digest ?? null}::enum_subscribers_digest, digest),
          digest_scope = coalesce(${choices.onlyFollowed === undefined ? null : choices.onlyFollowed ? 'followed' : 'all'}::enum_subscribers_digest_scope, digest_scope),
          updated_at = now()
      WHERE id = ${id}`)
  }
  if (choices.followIds !== undefined) {
    statements.push(sql`DELETE FROM subscribers_rels WHERE parent_id = ${id} AND path = 'follows'`)
    if (choices.followIds.length > 0) {
      statements.push(sql`
        INSERT INTO subscribers_rels ("order", parent_id, path, pmses_id)
        SELECT n, ${id}, 'follows', pms FROM unnest(${`{${choices.followIds.map(Number).join(',')}}`}::int[]) WITH ORDINALITY AS x(pms, n)`)
    }
  }
  return statements
}

export interface SubscriberPreferences {
  id: number
  email: string
  status: string
  digest: 'daily' | 'weekly'
  onlyFollowed: boolean
  follows: number[]
}

export async function preferencesOf(payload: Payload, id: number): Promise<SubscriberPreferences | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    SELECT s.id, s.email, s.status::text AS status, s.digest::text AS digest, s.digest_scope = 'followed' AS "onlyFollowed",
           array(SELECT f.pmses_id FROM subscribers_rels f WHERE f.parent_id = s.id AND f.path = 'follows' ORDER BY f."order") AS follows
    FROM subscribers s WHERE s.id = ${id}`)
  return (rows[0] as unknown as SubscriberPreferences | undefined) ?? null
}

/** Stores a subscriber's whole choice at once (the preferences page), in one transaction: all of it, or none. */
export async function savePreferences(
  payload: Payload,
  id: number,
  choices: Required<SubscriberChoices>,
): Promise<void> {
  const whole = parseSubscriberInput(subscriberChoicesSchema.required(), choices)
  await writeSubscriber(payload, 'the subscriber, by their preferences link', async (req) => {
    for (const statement of storeChoices(id, whole)) await queryInTransaction(req, statement)
  })
}
