/**
 * The one write path of a PR link for the machine writers (MCP's create-pr-link, update-pr-link and delete-pr-link):
 * the fields of ./prLinkInputSchema.ts mapped to the collection's, the PMS and the article it names checked (one
 * statement), and Payload's write as the request's person in one transaction recorded as its writer's, refusals
 * mapped once (src/content/recordWrites.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryInRequest } from '../../ground/db/adapter'
import type { FieldError } from '../../ground/errors/AppError'
import { givenFields } from '../givenFields'
import { type NewRecordData, type RecordFields, recordWrites } from '../recordWrites'
import type { PrLinkInput } from './prLinkInputSchema'

function prLinkData(input: PrLinkInput): RecordFields<'pr-links'> {
  const { pms_id: pms, article_id: article, ...fields } = input
  const data: RecordFields<'pr-links'> = givenFields(fields)
  if (pms !== undefined) data.pms = pms
  if (article !== undefined) data.article = article
  return data
}

/** The PMS and the article given that name nothing, in one statement (none asked when neither is given). */
async function danglingReferences(req: PayloadRequest, input: PrLinkInput): Promise<FieldError[]> {
  const pms = input.pms_id ?? null
  const article = input.article_id ?? null
  if (pms === null && article === null) return []
  const [found] = await queryInRequest<{ pms: boolean; article: boolean }>(
    req,
    sql`SELECT EXISTS (SELECT 1 FROM pmses WHERE id = ${pms}) AS pms,
               EXISTS (SELECT 1 FROM articles WHERE id = ${article}) AS article`,
  )
  const errors: FieldError[] = []
  if (pms !== null && !found?.pms) errors.push({ field: 'pms_id', message: 'refers to a PMS that does not exist' })
  if (article !== null && !found?.article)
    errors.push({ field: 'article_id', message: 'refers to an article that does not exist' })
  return errors
}

/** A new PR link's data: its input gives the title, the URL and the PMS, as the collection requires. */
const newPrLinkData = (
  input: PrLinkInput & Required<Pick<PrLinkInput, 'title' | 'url' | 'pms_id'>>,
): NewRecordData<'pr-links'> => ({ ...prLinkData(input), title: input.title, url: input.url, pms: input.pms_id })

export const {
  create: createPrLink,
  update: updatePrLink,
  trash: trashPrLink,
} = recordWrites({ collection: 'pr-links', data: prLinkData, newData: newPrLinkData, danglingReferences })
