/**
 * An admin's upload becoming an import run (docs/decisions/068-cockpit-import-runs.md): the form's fields checked
 * (each refusal names its field), the file told apart by its first bytes (WordPress's WXR is XML, Ghost's export
 * JSON), then the run, its file and its job written in one transaction, so that a run exists only with its file and
 * a job to run it. The import itself happens in the worker (./importRunTask.ts), never in the request.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type TypedUser,
} from 'payload'

import { AppError, type FieldError, validationFailed } from '../../ground/errors/AppError'
import type { ReceivedFile } from '../../ground/http/receiveFileUpload'
import { storeImportRunFile } from './importRunFiles'
import { IMPORT_RUN_TASK, insertImportRun, type ImportRunOptions } from './importRuns'
import { parsePmsMap } from './pmsMap'
import { SourceFileRefused, type SourceKind } from './sourcePost'

/** The form's field names, as the cockpit's form and the API's clients send them. */
export const IMPORT_FIELDS = {
  file: 'file',
  source: 'source',
  defaultPms: 'default_pms',
  pmsMap: 'pms_map',
  oldSite: 'old_site',
  dryRun: 'dry_run',
} as const

const SOURCE_NAMES: Record<SourceKind, string> = {
  wordpress: 'a WordPress export (WXR, XML)',
  ghost: 'a Ghost export (JSON)',
}

/** What the file's first bytes say it is: XML is WordPress's WXR, a JSON object Ghost's export; else null. */
export function sniffSource(head: Buffer): SourceKind | null {
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (text.startsWith('<')) return 'wordpress'
  if (text.startsWith('{')) return 'ghost'
  return null
}

const notAnExport = () =>
  new AppError({
    code: 'unsupported_media_type',
    status: 415,
    title: 'Unsupported content type',
    detail: `The file is neither ${SOURCE_NAMES.wordpress} nor ${SOURCE_NAMES.ghost}.`,
    errors: [{ field: IMPORT_FIELDS.file, message: `is neither ${SOURCE_NAMES.wordpress} nor ${SOURCE_NAMES.ghost}` }],
  })

const TRUE_VALUES = new Set(['true', 'on', '1', 'yes'])
const FALSE_VALUES = new Set(['', 'false', 'off', '0', 'no'])

/** The slugs among `slugs` that no PMS profile has. */
async function unknownPmses(payload: Payload, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return []
  const { docs } = await payload.find({
    collection: 'pmses',
    where: { slug: { in: slugs } },
    limit: slugs.length,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { slug: true },
  })
  const known = new Set(docs.map((pms) => pms.slug))
  return slugs.filter((slug) => !known.has(slug))
}

/** The upload's fields as a run's options, or the 415/422 naming what is wrong. */
export async function importRunOptions(
  payload: Payload,
  file: ReceivedFile | null,
  fields: ReadonlyMap<string, string>,
): Promise<ImportRunOptions> {
  const errors: FieldError[] = []
  const field = (name: string) => fields.get(name)?.trim() ?? ''
  if (!file || file.filename === '') errors.push({ field: IMPORT_FIELDS.file, message: 'is required: the export file' })
  else if (file.bytes === 0) errors.push({ field: IMPORT_FIELDS.file, message: 'is empty' })

  const chosen = field(IMPORT_FIELDS.source) || 'auto'
  if (!['auto', 'wordpress', 'ghost'].includes(chosen))
    errors.push({ field: IMPORT_FIELDS.source, message: 'must be auto, wordpress or ghost' })

  const defaultPms = field(IMPORT_FIELDS.defaultPms)
  if (!defaultPms)
    errors.push({ field: IMPORT_FIELDS.defaultPms, message: 'is required: the PMS of posts no rule places' })

  const pmsMap = fields.get(IMPORT_FIELDS.pmsMap) ?? ''
  let mapped: string[] = []
  try {
    mapped = [...new Set(parsePmsMap(pmsMap).values())]
  } catch (error) {
    if (!(error instanceof SourceFileRefused)) throw error
    errors.push({ field: IMPORT_FIELDS.pmsMap, message: error.message.replace(/^The PMS map('s)? /, '') })
  }

  const oldSite = field(IMPORT_FIELDS.oldSite) || null
  if (oldSite !== null && (!/^https?:\/\/[^/\s]+/.test(oldSite) || !URL.canParse(oldSite)))
    errors.push({
      field: IMPORT_FIELDS.oldSite,
      message: 'must be an http(s) address such as https://blog.example.com',
    })

  const dryRunValue = field(IMPORT_FIELDS.dryRun).toLowerCase()
  if (!TRUE_VALUES.has(dryRunValue) && !FALSE_VALUES.has(dryRunValue))
    errors.push({ field: IMPORT_FIELDS.dryRun, message: 'must be true or false' })

  if (defaultPms || mapped.length > 0) {
    const unknown = new Set(await unknownPmses(payload, [...new Set([defaultPms, ...mapped].filter(Boolean))]))
    if (unknown.has(defaultPms))
      errors.push({ field: IMPORT_FIELDS.defaultPms, message: `names no PMS profile: "${defaultPms}"` })
    const unknownMapped = mapped.filter((slug) => unknown.has(slug))
    if (unknownMapped.length > 0)
      errors.push({
        field: IMPORT_FIELDS.pmsMap,
        message: `names no PMS profile: ${unknownMapped.map((slug) => `"${slug}"`).join(', ')}`,
      })
  }
  if (errors.length > 0) throw validationFailed(errors)

  const sniffed = sniffSource(file!.head)
  if (!sniffed) throw notAnExport()
  if (chosen !== 'auto' && chosen !== sniffed)
    throw validationFailed([
      { field: IMPORT_FIELDS.source, message: `is ${chosen}, but the file is ${SOURCE_NAMES[sniffed]}` },
    ])
  return {
    source: sniffed,
    fileName: file!.filename.slice(0, 255),
    fileBytes: file!.bytes,
    defaultPms,
    pmsMap,
    oldSite,
    dryRun: TRUE_VALUES.has(dryRunValue),
  }
}

/** The run written with its file and queued, as `user`'s; resolves to its id. */
export async function startImportRun(
  payload: Payload,
  user: TypedUser,
  options: ImportRunOptions,
  file: ReceivedFile,
): Promise<number> {
  const req = await createLocalReq({ user }, payload)
  await initTransaction(req)
  try {
    const runId = await insertImportRun(req, options)
    await storeImportRunFile(req, runId, file.path)
    await payload.jobs.queue({ task: IMPORT_RUN_TASK, input: { runId }, req })
    await commitTransaction(req)
    return runId
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
