/**
 * The cockpit's import (docs/decisions/068-cockpit-import-runs.md) over HTTP: an admin uploads a real WordPress export
 * (tests/fixtures/imports/), the run waits queued until a worker takes its job, its progress reaches "finished" with
 * the importer's counts and report, the articles exist and the uploaded file is gone. Refusals: nobody signed in 401,
 * an editor 403 naming the role, a cookie from elsewhere 403, a bad or missing file, field or PMS 4xx, never a run. A
 * run a dead worker left is taken over and finished; one started too often fails; one whose job is gone fails.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { ADMIN, EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { startWorker, type WorkerProcess } from '../helpers/worker'

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/imports')
const SMALL_WXR = fs.readFileSync(path.join(FIXTURES, 'wxr-1.1-wp3.1-small-export.xml'))
const GHOST = fs.readFileSync(path.join(FIXTURES, 'ghost-4.1.0-v4_export.json'))
/** Above the small WXR (25 807 bytes), below the Ghost export (235 282 bytes): room for the 413. */
const MAX_BYTES = 100_000

const app = useApp({
  database: 'seededWithAccounts',
  env: { IMPORT_MAX_BYTES: String(MAX_BYTES), JOBS_POLL_INTERVAL_MS: '100' },
})
const { sql } = app

vi.setConfig({ testTimeout: 240_000 })

let adminToken = ''
let editorToken = ''
beforeAll(async () => {
  adminToken = (await app.signIn(ADMIN)).token
  editorToken = (await app.signIn(EDITOR)).token
})

interface Upload {
  file?: { data: Buffer; name: string } | null
  fields?: Record<string, string>
}

async function upload({ file = { data: SMALL_WXR, name: 'export.xml' }, fields = {} }: Upload, token = adminToken) {
  const form = new FormData()
  for (const [name, value] of Object.entries({ default_pms: 'harbor-pms', ...fields })) form.append(name, value)
  if (file) form.append('file', new Blob([new Uint8Array(file.data)]), file.name)
  const response = await fetch(`${app.url}/cms-api/imports`, {
    method: 'POST',
    headers: token ? { authorization: `JWT ${token}` } : {},
    body: form,
  })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    headers: response.headers,
    body: await response.json(),
  }
}

const runOf = async (id: number) => {
  const response = await fetch(`${app.url}/cms-api/imports/${id}`, { headers: { authorization: `JWT ${adminToken}` } })
  expect(response.status).toBe(200)
  return response.json()
}
const fileChunks = async (id: number) =>
  Number((await sql(`SELECT count(*) AS n FROM import_run_files WHERE run_id = $1`, [id]))[0]!.n)
const runCount = async () => Number((await sql(`SELECT count(*) AS n FROM import_runs`))[0]!.n)
const importedArticles = async () =>
  Number((await sql(`SELECT count(*) AS n FROM imported_items WHERE kind = 'article' AND source = 'wordpress'`))[0]!.n)

describe('refusals, with no run made', () => {
  let before = 0
  beforeAll(async () => {
    before = await runCount()
  })
  afterAll(async () => {
    expect(await runCount()).toBe(before)
    expect(await sql(`SELECT 1 FROM payload_jobs WHERE task_slug = 'import-run'`)).toEqual([])
  })

  it('answers 401 to nobody signed in and 403 naming the role to an editor, as problem+json', async () => {
    const anonymous = await upload({}, '')
    expect(anonymous.status).toBe(401)
    expect(anonymous.type).toBe('application/problem+json')
    const editor = await upload({}, editorToken)
    expect(editor.status).toBe(403)
    expect(editor.type).toBe('application/problem+json')
    expect(editor.body).toMatchObject({ code: 'role_lacks_capability', role: 'editor', lacks: 'import_content' })
    const read = await fetch(`${app.url}/cms-api/imports/1`, { headers: { authorization: `JWT ${editorToken}` } })
    expect(read.status).toBe(403)
    expect(await read.json()).toMatchObject({ code: 'role_lacks_capability', role: 'editor' })
  })

  it("refuses an admin's session cookie sent by a page that is not the cockpit's", async () => {
    const form = new FormData()
    form.append('default_pms', 'harbor-pms')
    form.append('file', new Blob([new Uint8Array(SMALL_WXR)]), 'export.xml')
    const login = await fetch(`${app.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith('payload-token='))
    expect(cookie).toBeDefined()
    // Payload takes a cookie without an Origin from a same-site page (Sec-Fetch-Site); the upload asks which page.
    const response = await fetch(`${app.url}/cms-api/imports`, {
      method: 'POST',
      headers: { cookie: cookie!, 'sec-fetch-site': 'same-site', referer: 'https://blog.example/upload' },
      body: form,
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'cross_site_action' })
  })

  it('refuses a missing default PMS, an unknown one, a PMS map naming none, a bad address, each by its field', async () => {
    const missing = await upload({ fields: { default_pms: '' } })
    expect(missing.status).toBe(422)
    expect(missing.type).toBe('application/problem+json')
    expect(missing.body.errors).toEqual([
      { field: 'default_pms', message: 'is required: the PMS of posts no rule places' },
    ])
    const unknown = await upload({
      fields: { default_pms: 'no-such-pms', pms_map: 'news no-such-either\n', old_site: 'ftp://old.example' },
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual([
      { field: 'old_site', message: 'must be an http(s) address such as https://blog.example.com' },
      { field: 'default_pms', message: 'names no PMS profile: "no-such-pms"' },
      { field: 'pms_map', message: 'names no PMS profile: "no-such-either"' },
    ])
    const badMap = await upload({ fields: { pms_map: 'one two three' } })
    expect(badMap.status).toBe(422)
    expect(badMap.body.errors[0]).toMatchObject({ field: 'pms_map' })
    expect(badMap.body.errors[0].message).toContain('line 1')
  })

  it('refuses a missing file, an empty one, one that is no export, and a kind the file is not', async () => {
    const none = await upload({ file: null })
    expect(none.status).toBe(422)
    expect(none.body.errors).toEqual([{ field: 'file', message: 'is required: the export file' }])
    const empty = await upload({ file: { data: Buffer.alloc(0), name: 'export.xml' } })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual([{ field: 'file', message: 'is empty' }])
    const png = await upload({ file: { data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), name: 'a.png' } })
    expect(png.status).toBe(415)
    expect(png.body).toMatchObject({ code: 'unsupported_media_type', errors: [{ field: 'file' }] })
    const wrongKind = await upload({ fields: { source: 'ghost' } })
    expect(wrongKind.status).toBe(422)
    expect(wrongKind.body.errors).toEqual([
      { field: 'source', message: 'is ghost, but the file is a WordPress export (WXR, XML)' },
    ])
  })

  it('answers 413 to a file over IMPORT_MAX_BYTES and 415 to a body that is not multipart', async () => {
    const large = await upload({ file: { data: GHOST, name: 'ghost.json' } })
    expect(large.status).toBe(413)
    expect(large.body).toMatchObject({
      code: 'payload_too_large',
      detail: `The file may have at most ${MAX_BYTES} bytes.`,
    })
    const json = await fetch(`${app.url}/cms-api/imports`, {
      method: 'POST',
      headers: { authorization: `JWT ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ default_pms: 'harbor-pms' }),
    })
    expect(json.status).toBe(415)
    expect(await json.json()).toMatchObject({ code: 'unsupported_media_type' })
    const cut = await fetch(`${app.url}/cms-api/imports`, {
      method: 'POST',
      headers: { authorization: `JWT ${adminToken}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="e.xml"\r\n\r\n<rss',
    })
    expect(cut.status).toBe(400)
    expect(await cut.json()).toMatchObject({ code: 'malformed_multipart' })
  })

  it('answers 404 for a run that does not exist', async () => {
    for (const id of ['999999', '99999999999', 'x']) {
      const response = await fetch(`${app.url}/cms-api/imports/${id}`, {
        headers: { authorization: `JWT ${adminToken}` },
      })
      expect(response.status, id).toBe(404)
    }
  })
})

/** A worker of this app: production wants its address. */
const workerEnv = () => ({ ...app.env, BASE_URL: 'https://news.example', JOBS_STALE_AFTER_SECONDS: '3' })

describe('a run, in the worker', () => {
  let worker: WorkerProcess | undefined
  afterAll(async () => {
    await worker?.stop()
  })

  it('is queued by the upload, not run in the request, and waits for a worker', async () => {
    const answer = await upload({ fields: { dry_run: 'true' } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(202)
    expect(answer.body).toMatchObject({
      state: 'queued',
      source: 'wordpress',
      dryRun: true,
      fileBytes: SMALL_WXR.length,
    })
    expect(answer.headers.get('location')).toBe(`/cms-api/imports/${answer.body.id}`)
    expect(await fileChunks(answer.body.id)).toBe(1)
    expect((await runOf(answer.body.id)).state).toBe('queued')
  })

  it('runs in the worker: a dry run reports what it would do and writes nothing', async () => {
    const [run] = await sql<{ id: number }>(`SELECT id FROM import_runs ORDER BY id DESC LIMIT 1`)
    worker = await startWorker(workerEnv())
    await expect.poll(async () => (await runOf(run!.id)).state, { timeout: 120_000 }).toBe('finished')
    const finished = await runOf(run!.id)
    expect(finished).toMatchObject({
      done: 6,
      total: 6,
      counts: { created: 5, updated: 0, unchanged: 0, skipped: 1, failed: 0 },
      attempts: 1,
      error: null,
    })
    expect(await importedArticles()).toBe(0)
    expect(await fileChunks(run!.id)).toBe(0)
  })

  it('imports the posts: progress reaches finished with the counts, the report lists the private post', async () => {
    const answer = await upload({})
    expect(answer.status).toBe(202)
    const id = answer.body.id as number
    await expect.poll(async () => (await runOf(id)).state, { timeout: 120_000 }).toBe('finished')
    const run = await runOf(id)
    expect(run).toMatchObject({
      done: 6,
      total: 6,
      dryRun: false,
      createdBy: ADMIN.email,
      counts: { created: 5, updated: 0, unchanged: 0, skipped: 1, failed: 0 },
    })
    expect(run.report.skipped).toEqual([
      {
        title: 'Private Post',
        key: expect.stringMatching(/^http:\/\/localhost\/\?p=\d+$/),
        reason: 'private on the old site',
      },
    ])
    expect(run.report.otherItems).toEqual({ page: 5 })
    expect(await importedArticles()).toBe(5)
    const [hello] = await sql(
      `SELECT a.title, a.is_published, p.slug AS pms FROM imported_items i JOIN articles a ON a.id = i.target_id
       JOIN pmses p ON p.id = a.pms_id WHERE i.kind = 'article' AND i.source_key = 'http://localhost/?p=1'`,
    )
    expect(hello).toEqual({ title: 'Hello world!', is_published: true, pms: 'harbor-pms' })
    expect(await fileChunks(id)).toBe(0)
  })

  it('takes over a run whose worker died, and finishes it, creating nothing twice', async () => {
    await worker!.stop()
    const answer = await upload({})
    const id = answer.body.id as number
    // What a worker killed in the middle of the run leaves: the run running, its job claimed, neither renewed since.
    await sql(`UPDATE import_runs SET state = 'running', attempts = 1, done = 2, total = 6 WHERE id = $1`, [id])
    await sql(
      `UPDATE payload_jobs SET processing = true, updated_at = now() - interval '1 hour'
       WHERE task_slug = 'import-run' AND input->>'runId' = $1`,
      [String(id)],
    )
    expect((await runOf(id)).state).toBe('running')
    worker = await startWorker(workerEnv())
    await expect.poll(async () => (await runOf(id)).state, { timeout: 120_000 }).toBe('finished')
    expect(await runOf(id)).toMatchObject({
      attempts: 2,
      counts: { created: 0, updated: 0, unchanged: 5, skipped: 1, failed: 0 },
    })
    expect(await importedArticles()).toBe(5)
    expect(await fileChunks(id)).toBe(0)
  })

  it('fails a run started too often without finishing, and deletes its file', async () => {
    await worker!.stop()
    const answer = await upload({})
    const id = answer.body.id as number
    await sql(`UPDATE import_runs SET state = 'running', attempts = 3 WHERE id = $1`, [id])
    await sql(
      `UPDATE payload_jobs SET processing = true, updated_at = now() - interval '1 hour'
       WHERE task_slug = 'import-run' AND input->>'runId' = $1`,
      [String(id)],
    )
    worker = await startWorker(workerEnv())
    await expect.poll(async () => (await runOf(id)).state, { timeout: 120_000 }).toBe('failed')
    expect((await runOf(id)).error).toBe(
      'The run was started 3 times without finishing (its worker stopped each time); upload the file again to retry.',
    )
    expect(await fileChunks(id)).toBe(0)
  })

  it('fails a run whose job is gone from the queue, and deletes its file', async () => {
    await worker!.stop()
    worker = undefined
    const answer = await upload({})
    const id = answer.body.id as number
    await sql(`DELETE FROM payload_jobs WHERE task_slug = 'import-run' AND input->>'runId' = $1`, [String(id)])
    const run = await runOf(id)
    expect(run.state).toBe('failed')
    expect(run.error).toBe('Its job is gone from the queue (cancelled, or failed for good).')
    expect(await fileChunks(id)).toBe(0)
  })
})
