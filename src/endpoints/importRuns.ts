/**
 * The cockpit's imports (docs/decisions/068-cockpit-import-runs.md), for admins only (ADR 060's `import_content`):
 * POST /cms-api/imports takes a WordPress or Ghost export as multipart/form-data (`file`, `default_pms`, and optionally
 * `source`, `pms_map`, `old_site`, `dry_run`) and answers 202 with the queued run; GET /cms-api/imports/:id is a
 * run's state, progress and, at the end, its report, which the cockpit's Import page polls. Nobody signed in is
 * answered 401, another role 403, both as problem+json; a bad upload 400, 413, 415 or 422, never a 500.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { may, roleLacks, roleOf } from '../content/access/roles'
import { importRunById } from '../features/importing/importRuns'
import { IMPORT_FIELDS, importRunOptions, startImportRun } from '../features/importing/startImportRun'
import { AppError, unauthorized } from '../ground/errors/AppError'
import { problemResponse } from '../ground/errors/problem'
import { env } from '../ground/env'
import { receiveFileUpload } from '../ground/http/receiveFileUpload'
import { isSameOrigin } from '../ground/http/sameOrigin'

/** Where the upload is taken; guardCmsApi leaves its body to the endpoint, which streams it to disk. */
export const IMPORT_UPLOAD_PATH = '/imports'

/** The PMS map is the largest field: a rule per category or tag of a large site. */
const FIELD_BYTES = 256 * 1024

/** PostgreSQL's integer: a larger id names no run (and would fail the query). */
const MAX_ID = 2_147_483_647

const noStore = { 'Cache-Control': 'no-store' }

/** The refusal of anyone but an admin: 401 without a session, 403 naming the role. */
function refusalOf(req: PayloadRequest): AppError | null {
  const role = roleOf(req.user)
  if (role === null) return unauthorized('Sign in to the cockpit as an admin to import.')
  if (!may(role, 'import_content')) return roleLacks(role, 'import_content')
  // The cockpit's session cookie goes with any request the browser sends: an upload by cookie must come from the
  // cockpit's own page. A token in the Authorization header is never sent by a page elsewhere.
  if (!req.headers.get('authorization') && !isSameOrigin(req as unknown as Request, env.baseUrl))
    return new AppError({
      code: 'cross_site_action',
      status: 403,
      title: 'Cross-site request refused',
      detail: 'Upload from the cockpit’s Import page.',
    })
  return null
}

export const uploadImportEndpoint: Endpoint = {
  path: IMPORT_UPLOAD_PATH,
  method: 'post',
  handler: async (req) => {
    try {
      const refused = refusalOf(req)
      if (refused) throw refused
      const upload = await receiveFileUpload(req as unknown as Request, {
        fileField: IMPORT_FIELDS.file,
        fileBytes: env.IMPORT_MAX_BYTES,
        fields: 10,
        fieldBytes: FIELD_BYTES,
      })
      try {
        const options = await importRunOptions(req.payload, upload.file, upload.fields)
        const runId = await startImportRun(req.payload, req.user!, options, upload.file!)
        const run = await importRunById(req.payload, runId)
        return Response.json(run, {
          status: 202,
          headers: { ...noStore, Location: `${req.payload.config.routes.api}${IMPORT_UPLOAD_PATH}/${runId}` },
        })
      } finally {
        await upload.discard()
      }
    } catch (error) {
      if (!(error instanceof AppError)) req.payload.logger.error({ err: error }, 'import upload failed')
      return problemResponse(error, env.baseUrl)
    }
  },
}

export const importRunEndpoint: Endpoint = {
  path: `${IMPORT_UPLOAD_PATH}/:id`,
  method: 'get',
  handler: async (req) => {
    try {
      const role = roleOf(req.user)
      if (role === null) throw unauthorized('Sign in to the cockpit as an admin to see imports.')
      if (!may(role, 'import_content')) throw roleLacks(role, 'import_content')
      const id = Number(req.routeParams?.id)
      const run = Number.isInteger(id) && id > 0 && id <= MAX_ID ? await importRunById(req.payload, id) : null
      if (!run)
        throw new AppError({ code: 'not_found', status: 404, title: 'Not found', detail: 'No such import run.' })
      return Response.json(run, { headers: noStore })
    } catch (error) {
      if (!(error instanceof AppError)) req.payload.logger.error({ err: error }, 'reading an import run failed')
      return problemResponse(error, env.baseUrl)
    }
  },
}
