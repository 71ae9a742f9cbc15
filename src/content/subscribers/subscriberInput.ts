/**
 * What a subscriber's record takes from the outside, as one zod schema: POST /subscribe builds its body's schema
 * from these fields (src/features/newsletter/subscriptionRequest.ts), and every write of this module parses its input with
 * it again, so that no caller can store an address the cockpit's hook would have spelt otherwise, or a choice the
 * collection does not have. A refusal is the 422 naming the fields as a request names them.
 */
import { z } from 'zod'

import { validationFailed } from '../../ground/errors/AppError'
import { subscriberEmailSchema } from './subscriberEmail'

/** Where a reader gave consent; the cockpit shows it as part of the evidence. */
export const CONSENT_SOURCES = ['api', 'footer', 'home', 'article', 'subscribe-page', 'pms-hub'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]

export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const

/** PostgreSQL `integer` ids: a larger number names no PMS. */
const pmsId = z.number().int().positive().max(2_147_483_647)

/** What a subscriber may choose (docs/decisions/036-newsletter-delivery.md); each left out keeps what is. */
export const subscriberChoicesSchema = z
  .object({
    digest: z.enum(DIGEST_FREQUENCIES).optional(),
    /** Digests only about the followed PMSes. */
    onlyFollowed: z.boolean().optional(),
    /** The PMSes followed, by id, in the subscriber's order. */
    followIds: z.array(pmsId).max(50, 'may name at most 50 PMSes').optional(),
  })
  .strict()

export type SubscriberChoices = z.infer<typeof subscriberChoicesSchema>

/** A request to subscribe, with its consent evidence. */
export const subscriberInputSchema = subscriberChoicesSchema
  .extend({
    email: subscriberEmailSchema,
    source: z.enum(CONSENT_SOURCES),
    /** The network address the request came from (the collection keeps at most 64 characters). */
    requestedIp: z.string().max(64, 'may have at most 64 characters'),
  })
  .strict()

export type SubscriberInput = z.input<typeof subscriberInputSchema>

/** The fields a request names otherwise than the record (the choices' form and JSON fields). */
const REQUEST_FIELD_NAMES: Record<string, string> = { followIds: 'follow', onlyFollowed: 'only_followed' }

/** `input` parsed by `schema`, or the 422 naming each field it refuses. */
export function parseSubscriberInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  throw validationFailed(
    parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? 'body')
      return { field: REQUEST_FIELD_NAMES[field] ?? field, message: issue.message }
    }),
  )
}

/** Whether a request made any choice (a confirmed subscriber's then come by their preferences link instead). */
export const hasChoices = (choices: SubscriberChoices) => Object.values(choices).some((value) => value !== undefined)
