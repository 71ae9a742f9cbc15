/** `GET /oembed?url=…&format=json`: oEmbed for our public pages (src/features/discovery/oembed.ts). */
import type { Payload } from 'payload'

import { oembedAnswer } from '../features/discovery/oembed'
import { env } from '../ground/env'
import { type DocumentAnswer, documentOfResponse } from '../ground/http/documentAnswer'

/** The answer, on `payload`: for Next's route below, or the router in production (./documentsServedByRouter.ts). */
export async function oembedDocument(
  payload: Payload,
  baseUrl: string,
  query: URLSearchParams,
): Promise<DocumentAnswer> {
  return documentOfResponse(await oembedAnswer(payload, query, baseUrl))
}

export function GET(request: Request, payload: Payload): Promise<Response> {
  return oembedAnswer(payload, new URL(request.url).searchParams, env.baseUrl)
}
