/**
 * Media in an S3-compatible bucket (issue 26): with S3_BUCKET set, an uploaded image and every size of it go to the
 * bucket (a real S3-compatible server on loopback, s3rver, spoken to by the AWS SDK as to S3), nothing to the local
 * directory; /media/… serves them from the bucket with validators; deleting the image deletes its objects; and
 * `media:migrate-to-s3` copies local media into the bucket, resumably.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type S3Server, startS3Server } from '../fakes/s3Server'
import { ADMIN } from '../helpers/accounts'
import { insertApiToken } from '../helpers/apiTokens'
import { useApp } from '../helpers/appFixture'
import { insertPms } from '../helpers/content'
import * as images from '../helpers/images'
import { runCliProcess } from '../helpers/runCliProcess'

let s3: S3Server
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3?.stop()
})

const app = useApp({ database: 'migratedWithAccounts', env: () => s3.env })
let token = ''
beforeAll(async () => {
  ;({ token } = await insertApiToken(app.database.url))
})

const localFiles = () =>
  fs.existsSync(path.join(app.dataDir, 'media'))
    ? fs
        .readdirSync(path.join(app.dataDir, 'media'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile()).length
    : 0

async function upload(directory: string) {
  const form = new FormData()
  form.append(
    'image',
    new Blob([new Uint8Array(await images.photoJpeg(1600, 900))], { type: 'image/jpeg' }),
    'lobby.jpg',
  )
  form.append('directory', directory)
  form.append('alt', 'The lobby')
  const response = await fetch(`${app.url}/api/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { image: { id: number; path: string; url: string } }).image
}

describe('media in an S3-compatible bucket', () => {
  it('stores an upload and every size of it in the bucket, serves them from there, and deletes them with the image', async () => {
    const image = await upload('news/2026')
    const [row] = await app.sql(
      `SELECT filename, sizes_thumbnail_filename AS thumbnail, sizes_card_filename AS card FROM media WHERE id = $1`,
      [image.id],
    )
    const keys = await s3.keys()
    expect(keys).toContain(`news/2026/${row!.filename}`)
    expect(keys).toContain(`news/2026/${row!.thumbnail}`)
    expect(keys).toContain(`news/2026/${row!.card}`)
    expect(keys.every((key) => key.startsWith('news/2026/') && key.endsWith('.webp'))).toBe(true)
    expect(localFiles()).toBe(0)

    // Served once public content shows it (docs/decisions/059).
    await insertPms(app.sql, { name: 'Bucket PMS', slug: 'bucket-pms', logo_id: image.id })
    const served = await fetch(`${app.url}/media/${image.path}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toContain('max-age=86400')
    const etag = served.headers.get('etag')!
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    expect((await fetch(`${app.url}/media/${image.path}`, { headers: { 'if-none-match': etag } })).status).toBe(304)
    expect((await fetch(`${app.url}/media/news/2026/none.webp`)).status).toBe(404)

    const login = await fetch(`${app.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token: jwt } = (await login.json()) as { token: string }
    const deleted = await fetch(`${app.url}/cms-api/media/${image.id}`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${jwt}` },
    })
    expect(deleted.status).toBe(200)
    expect((await s3.keys()).filter((key) => key.startsWith('news/2026/'))).toEqual([])
    expect((await fetch(`${app.url}/media/${image.path}`)).status).toBe(404)
  })

  it('copies local media into the bucket with media:migrate-to-s3, and a second run copies nothing', async () => {
    const directory = path.join(app.dataDir, 'media', 'archive', '2019')
    fs.mkdirSync(directory, { recursive: true })
    fs.writeFileSync(path.join(directory, 'old-lobby.webp'), await images.webp(320, 180))
    fs.writeFileSync(path.join(directory, 'old-lobby-card.webp'), await images.webp(160, 90))

    const first = await runCliProcess(['media:migrate-to-s3'], { ...app.env, ...s3.env })
    expect(first.code, first.stderr).toBe(0)
    expect(first.stdout).toContain('[##############################] 2/2  copied 2, already there 0')
    expect(await s3.keys()).toEqual(
      expect.arrayContaining(['archive/2019/old-lobby-card.webp', 'archive/2019/old-lobby.webp']),
    )
    // The file's image, shown by a public PMS profile, as a migrated library's would be.
    const [old] = await app.sql<{ id: number }>(
      `INSERT INTO media (prefix, filename, mime_type, sizes_card_filename, updated_at, created_at)
       VALUES ('archive/2019', 'old-lobby.webp', 'image/webp', 'old-lobby-card.webp', now(), now()) RETURNING id`,
    )
    await insertPms(app.sql, { name: 'Archive PMS', slug: 'archive-pms', logo_id: old!.id })
    expect((await fetch(`${app.url}/media/archive/2019/old-lobby.webp`)).status).toBe(200)

    const again = await runCliProcess(['media:migrate-to-s3'], { ...app.env, ...s3.env })
    expect(again.stdout).toContain('copied 0, already there 2')

    const { S3_BUCKET: _bucket, ...withoutBucket } = { ...app.env, ...s3.env }
    const refused = await runCliProcess(['media:migrate-to-s3'], { ...withoutBucket, S3_BUCKET: '' })
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toContain('S3_BUCKET is not set')
  })
})
