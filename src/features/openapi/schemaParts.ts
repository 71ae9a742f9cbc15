/** The pieces the OpenAPI document is built from: JSON Schema from zod, problem answers, headers, media types. */
import { z } from 'zod'

import { IMAGE_PART, imageUploadFieldsSchema } from '../ingestion/imageUploadSchema'

export type JsonSchema = Record<string, unknown>

/** OpenAPI 3.1 schemas are JSON Schema 2020-12; the dialect is declared once for the document. */
export function schemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

/** The multipart body of POST /api/images: the image file part beside the text parts' schema. */
export function imageUploadSchema(): JsonSchema {
  const fields = schemaOf(imageUploadFieldsSchema, 'input') as { properties: Record<string, unknown> }
  return {
    type: 'object',
    required: [IMAGE_PART],
    additionalProperties: false,
    properties: {
      [IMAGE_PART]: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: 'The image file: JPEG, PNG, GIF or WebP',
      },
      ...fields.properties,
    },
  }
}

export const problemSchema: JsonSchema = {
  type: 'object',
  description: 'RFC 9457 problem details',
  required: ['type', 'title', 'status', 'code'],
  properties: {
    type: { type: 'string', format: 'uri' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string', description: 'Stable machine-readable error code' },
    errors: {
      type: 'array',
      description: 'One entry per failing field (422 only)',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
}

export const problem = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
})

const rateLimitHeaders = {
  RateLimit: {
    description: 'Remaining writes and seconds to reset (IETF RateLimit fields)',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': { description: 'The quota: writes per window', schema: { type: 'string' } },
}

export const retryAfter = { 'Retry-After': { schema: { type: 'integer' } } }

/** A write refused by its limit; the ingestion limits also say what is left (RateLimit fields). */
export const writeLimited = (description: string, headers: Record<string, unknown> = rateLimitHeaders) =>
  problem(description, { ...retryAfter, ...headers })

/** The ingestion API's refusal of a request without a valid operator token. */
export const bearerRefused = problem('Missing or invalid bearer token', {
  'WWW-Authenticate': { schema: { type: 'string' } },
})

/** A 201 whose Location names what was made, with the write limit's RateLimit fields. */
export const created = (description: string, location: string, schemaName: string) => ({
  description,
  headers: { Location: { description: location, schema: { type: 'string', format: 'uri' } }, ...rateLimitHeaders },
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemaName}` } } },
})

export const text = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: { type: 'string' } } },
})

export const markdownOrHtml = (description: string) => ({
  description,
  headers: {
    'x-markdown-tokens': { description: 'Approximate token count of a markdown body', schema: { type: 'integer' } },
  },
  content: { 'text/html': { schema: { type: 'string' } }, 'text/markdown': { schema: { type: 'string' } } },
})

/** Anonymous reads past the limit: 429 in the representation the request asked for (HTML or markdown). */
export const readLimited = {
  '429': {
    description: 'Read limit exceeded: wait Retry-After seconds',
    headers: {
      ...retryAfter,
      RateLimit: {
        description: 'Remaining reads and seconds to reset (IETF RateLimit fields)',
        schema: { type: 'string' },
      },
      'RateLimit-Policy': { description: 'The quota: reads per window', schema: { type: 'string' } },
    },
    content: { 'text/html': { schema: { type: 'string' } }, 'text/markdown': { schema: { type: 'string' } } },
  },
}
