/**
 * The cockpit's webhook actions (admins; docs/decisions/077-webhooks.md), under `/cms-api/webhooks/`: `register`
 * (POST `{"url", "events", "description"?}`: the new endpoint, its secret in this answer only), `:id/rotate-secret`
 * (POST `{"grace_hours"?}`: a new secret, in this answer only; the old one signs beside it for the grace),
 * `:id/test` (POST: a `ping`), `:id/deliveries` (GET: the delivery log) and `:id/deliveries/:delivery/redeliver`
 * (POST). Everyone else is refused: 401 for nobody signed in, 403 problem+json naming the role for anyone not an admin.
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { lackingRole } from '../../../content/access/roleAnswer'
import { roleOf } from '../../../content/access/roles'
import { deliveryLogOf, redeliver } from '../../../content/webhooks/webhookDeliveries'
import { WEBHOOK_EVENTS } from '../../../content/webhooks/webhookEvents'
import { queuePing } from '../../../content/webhooks/webhookMessages'
import { rotateWebhookSecret } from '../../../content/webhooks/rotateWebhookSecret'
import { drizzleOf } from '../../../ground/db/adapter'
import { env } from '../../../ground/env'
import { privateAddressesAllowed, webhookAddresses } from '../../../features/webhooks/webhookUrl'
import { createWebhook } from '../createWebhook'

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
const refusal = (status: number, message: string, path?: string) =>
  answer(status, { errors: [{ message, ...(path ? { path } : {}) }] })

const registerSchema = z.object({
  url: z.string().max(2000),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, 'Choose at least one event.')
    .max(WEBHOOK_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, 'Name each event once.'),
  description: z.string().trim().max(500).optional().nullable(),
})

const rotateSchema = z.object({ grace_hours: z.number().int().min(0).max(168).default(24) })

const onlyAdmins = (req: PayloadRequest) =>
  roleOf(req.user) === null ? refusal(401, 'Only admins manage webhooks.') : lackingRole(req, 'manage_webhooks')

const idParam = (value: unknown) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}

/** A handler of one endpoint's action: admins only, the endpoint named in the path (404 otherwise). */
const ofWebhook =
  (act: (req: PayloadRequest, webhook: { id: number }) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    const refused = onlyAdmins(req)
    if (refused) return refused
    const webhook = await webhookOf(req)
    return webhook instanceof Response ? webhook : act(req, webhook)
  }

/** The endpoint named in the path, or the 404 answer. */
async function webhookOf(req: PayloadRequest): Promise<{ id: number } | Response> {
  const id = idParam(req.routeParams?.id)
  const found = id
    ? await req.payload.findByID({ collection: 'webhooks', id, depth: 0, disableErrors: true, req })
    : null
  return found ? { id: found.id } : refusal(404, 'No such webhook.')
}

const fieldErrors = (error: z.ZodError) =>
  answer(400, {
    errors: error.issues.map((issue) => ({ message: issue.message, path: issue.path.join('.') || 'body' })),
  })

export const webhookEndpoints: Endpoint[] = [
  {
    path: '/register',
    method: 'post',
    handler: async (req) => {
      const refused = onlyAdmins(req)
      if (refused) return refused
      const parsed = registerSchema.safeParse(await req.json?.().catch(() => null))
      if (!parsed.success) return fieldErrors(parsed.error)
      const checked = await webhookAddresses(parsed.data.url, privateAddressesAllowed(env))
      if ('problem' in checked) return refusal(400, `The URL ${checked.problem}.`, 'url')
      const created = await createWebhook(
        req.payload,
        { url: parsed.data.url.trim(), events: parsed.data.events, description: parsed.data.description ?? null },
        req,
      )
      return answer(201, {
        id: created.id,
        url: created.url,
        events: created.events,
        description: created.description,
        secret: created.secret,
      })
    },
  },
  {
    path: '/:id/rotate-secret',
    method: 'post',
    handler: ofWebhook(async (req, webhook) => {
      const parsed = rotateSchema.safeParse((await req.json?.().catch(() => null)) ?? {})
      if (!parsed.success) return fieldErrors(parsed.error)
      const secret = await rotateWebhookSecret(req.payload, webhook.id, parsed.data.grace_hours)
      if (!secret) return refusal(404, 'No such webhook.')
      return answer(200, { id: webhook.id, secret, previous_secret_signs_for_hours: parsed.data.grace_hours })
    }),
  },
  {
    path: '/:id/test',
    method: 'post',
    handler: ofWebhook(async (req, webhook) => {
      const messageId = await queuePing(drizzleOf(req.payload), webhook.id)
      return answer(202, { message: 'A ping is on its way.', message_id: messageId })
    }),
  },
  {
    path: '/:id/deliveries',
    method: 'get',
    handler: ofWebhook(async (req, webhook) => {
      return answer(200, { deliveries: await deliveryLogOf(req.payload, webhook.id) })
    }),
  },
  {
    path: '/:id/deliveries/:delivery/redeliver',
    method: 'post',
    handler: ofWebhook(async (req, webhook) => {
      const deliveryId = idParam(req.routeParams?.delivery)
      const queued = deliveryId ? await redeliver(req.payload, webhook.id, deliveryId) : null
      if (queued === null) return refusal(404, 'No such delivery of this webhook.')
      return answer(202, { message: 'Queued again.', delivery_id: queued })
    }),
  },
]
