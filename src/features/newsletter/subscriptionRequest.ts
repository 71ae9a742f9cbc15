/**
 * The body of POST /subscribe: JSON from programs (`{"email": …}`), or the site's HTML form
 * (`application/x-www-form-urlencoded`, which also carries where the form was and the honeypot). Whatever cannot
 * be used is a problem+json: 400 when the JSON does not parse, 422 for everything else (a wrong content type
 * included, so that a client gets one status for "this is not a subscription we can take").
 */
import { z } from 'zod'

import {
  CONSENT_SOURCES,
  type ConsentSource,
  type SubscriberChoices,
  subscriberInputSchema,
} from '../../content/subscribers/subscriberInput'
import { AppError, validationFailed } from '../../ground/errors/AppError'
import { readBodyWithin } from '../../ground/http/readJsonBody'

export type { ConsentSource }

/** A subscription is one short address; anything much longer is not one. */
export const SUBSCRIBE_MAX_BODY_BYTES = 4096

/** The honeypot: a field people never see, so never fill; form-filling bots do. */
export const HONEYPOT_FIELD = 'website'

/** The subscriber's choices as a request makes them: the PMSes to follow by their slugs. */
interface RequestedChoices extends Omit<SubscriberChoices, 'followIds'> {
  follow?: string[]
}

export interface SubscriptionRequest {
  email: string
  source: ConsentSource
  choices: RequestedChoices
  /** The request came from the HTML form, and is answered with a redirect to a page. */
  fromForm: boolean
  /** The honeypot was filled: answer as usual, record nothing. */
  isBot: boolean
}

const PMS_SLUG = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a PMS slug')
  .max(100)

/**
 * The body: the subscriber's fields as the subscribers' module takes them (src/content/subscribers/subscriberInput.ts),
 * and the choices as JSON sends them or as the form does (repeated `follow` slugs, a ticked box as "on").
 */
const bodySchema = z.object({
  email: subscriberInputSchema.shape.email,
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
  source: z.string().max(40).optional(),
  digest: subscriberInputSchema.shape.digest,
  follow: z.union([PMS_SLUG, z.array(PMS_SLUG).max(50)]).optional(),
  only_followed: z.union([z.boolean(), z.literal('on')]).optional(),
})

function choicesOf(fields: {
  digest?: 'daily' | 'weekly'
  follow?: string | string[]
  only_followed?: boolean | 'on'
}): RequestedChoices {
  return {
    ...(fields.digest ? { digest: fields.digest } : {}),
    ...(fields.follow !== undefined ? { follow: [...new Set([fields.follow].flat())] } : {}),
    ...(fields.only_followed !== undefined
      ? { onlyFollowed: fields.only_followed === true || fields.only_followed === 'on' }
      : {}),
  }
}

/** A form's fields, a repeated name (a box ticked for each PMS) as a list. */
function formFields(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = fields[name]
    fields[name] = name === 'follow' ? [...(seen === undefined ? [] : [seen].flat()), value] : value
  }
  return fields
}

const mediaTypeOf = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

const unsupportedContentType = () =>
  new AppError({
    code: 'validation_failed',
    status: 422,
    title: 'The request failed validation',
    detail: 'Send the subscription as application/json: {"email": "reader@example.com"}.',
    errors: [
      { field: 'body', message: "must be application/json (or the site form's application/x-www-form-urlencoded)" },
    ],
    headers: { 'Accept-Post': 'application/json, application/x-www-form-urlencoded' },
  })

async function readFields(request: Request): Promise<{ fields: unknown; fromForm: boolean }> {
  const mediaType = mediaTypeOf(request)
  const isJson = mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType)
  const isForm = mediaType === 'application/x-www-form-urlencoded'
  if (!isJson && !isForm) throw unsupportedContentType()
  const raw = await readBodyWithin(request, SUBSCRIBE_MAX_BODY_BYTES)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw)
  } catch (error) {
    throw new AppError({
      code: 'malformed_body',
      status: 400,
      title: 'Malformed body',
      detail: 'The body is not valid UTF-8.',
      cause: error,
    })
  }
  if (isForm) return { fields: formFields(text), fromForm: true }
  try {
    return { fields: JSON.parse(text), fromForm: false }
  } catch (error) {
    throw new AppError({
      code: 'malformed_json',
      status: 400,
      title: 'Malformed JSON',
      detail: 'The body is not valid JSON.',
      cause: error,
    })
  }
}

export async function readSubscriptionRequest(request: Request): Promise<SubscriptionRequest> {
  const { fields, fromForm } = await readFields(request)
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw validationFailed([{ field: 'body', message: 'must be a JSON object: {"email": "reader@example.com"}' }])
  }
  const parsed = bodySchema.safeParse(fields)
  if (!parsed.success) {
    throw validationFailed(
      parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message })),
    )
  }
  const source = fromForm
    ? (CONSENT_SOURCES.find((known) => known !== 'api' && known === parsed.data.source) ?? 'subscribe-page')
    : 'api'
  return {
    email: parsed.data.email,
    source,
    choices: choicesOf(parsed.data),
    fromForm,
    isBot: Boolean(parsed.data[HONEYPOT_FIELD]?.trim()),
  }
}
