/**
 * `npm run bench:ingest`, in one run:
 * 1. POST /api/articles over HTTP (the built server, as in production) next to the same create through Payload's
 *    local API in this process, sequentially and at concurrency 8 (goal: latency ratio ≤ 1.5), and the endpoint
 *    itself called in this process, which splits the ratio into the endpoint's own work and what HTTP adds;
 * 2. POST /api/images with a 12-megapixel JPEG next to bare sharp converting the same file (goal: ratio ≤ 1.3).
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
 * The sequential sides alternate in runs of BENCH_BATCH (20) calls, so that each process is as warm as a client
 * calling it in a loop keeps it; the HTTP side's goal figure uses a lean node:http client, fetch's is printed beside.
 * BENCH_ROUNDS (200) and BENCH_IMAGE_ROUNDS (15) set the sample sizes; BENCH_ONLY=articles or images runs one part.
 * BENCH_CPU_PROFILE=1 runs the server under `node --cpu-prof` and prints where its CPU went.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import sharp from 'sharp'

import { MEDIA_SIZES, SIZE_EFFORT, sizeApplies, WEBP_QUALITY } from '../src/ground/media/sizes'
import { twelveMegapixelJpeg } from '../tests/helpers/images'
import { startBenchApp, type BenchApp } from './support/benchApp'
import { selfTimeByPlace } from './support/cpuProfile'
import { measure, measureInterleaved, ratio } from './support/stats'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)
const IMAGE_ROUNDS = Number(process.env.BENCH_IMAGE_ROUNDS ?? 15)
const CONCURRENCY = 8
const BATCH = Number(process.env.BENCH_BATCH ?? 20)
const MAX_EDGE = 2560

async function benchArticles(app: BenchApp) {
  const body = (i: number, tag: string) => ({
    pms_id: app.pmsId,
    author_id: app.authorId,
    title: `Bench ${tag} article ${i}`,
    body: 'word '.repeat(400),
  })
  const post = (tag: string) => async (i: number) => {
    const response = await fetch(`${app.baseUrl}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body(i, tag)),
    })
    // Read to its end, as a client does: an unread body keeps fetch from reusing the connection.
    const answer = await response.text()
    if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${answer}`)
  }
  // The same request from node:http on a kept-alive connection: a lean client, as load generators are, whose own CPU
  // (a third of fetch's here, on the cores the server shares) weighs less on what the server is measured to take.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const postLean = (tag: string) => (i: number) =>
    new Promise<void>((resolve, reject) => {
      const json = JSON.stringify(body(i, tag))
      const request = http.request(
        `${app.baseUrl}/api/articles`,
        {
          agent,
          method: 'POST',
          headers: {
            authorization: `Bearer ${app.token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(json),
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            response.statusCode === 201
              ? resolve()
              : reject(new Error(`POST answered ${response.statusCode}: ${Buffer.concat(chunks)}`)),
          )
        },
      )
      request.on('error', reject)
      request.end(json)
    })

  Object.assign(process.env, app.env)
  const { default: config } = await import('../payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const local = (tag: string) => async (i: number) => {
    const input = body(i, tag)
    // As the handler calls it (depth 0: no relationships populated in the answer).
    await payload.create({
      collection: 'articles',
      data: {
        pms: input.pms_id,
        author: input.author_id,
        authors: [input.author_id],
        title: input.title,
        body: input.body,
      },
      depth: 0,
    })
  }

  // The same endpoint in this process, without HTTP: what the handler adds to the create (token, write limit, body,
  // validation, reference check, transaction) apart from what the HTTP exchange and the app's process add.
  const { postApiArticles } = await import('../src/endpoints/postApiArticles')
  const inProcess = (tag: string) => async (i: number) => {
    const request = new Request(`${app.baseUrl}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body(i, tag)),
    })
    const response = await postApiArticles(request, payload)
    if (response.status !== 201) throw new Error(`the endpoint answered ${response.status}: ${await response.text()}`)
  }

  for (let i = 0; i < 10; i += 1) {
    await post('warm-http')(i)
    await postLean('warm-lean')(i)
    await local('warm-local')(i)
    await inProcess('warm-endpoint')(i)
  }
  console.log(`\nPOST /api/articles vs Payload local API, ${ROUNDS} creates each, on ${os.cpus().length} cores`)
  // Sequential: the three interleaved call by call, so that the machine's drift reaches each alike.
  const sequential = await measureInterleaved(
    ROUNDS,
    {
      'HTTP POST (node:http), sequential': postLean('seq'),
      'HTTP POST (fetch), sequential': post('seq'),
      'local API, sequential': local('seq'),
      'the endpoint in this process, sequential': inProcess('seq'),
    },
    'creates/s',
    BATCH,
  )
  const httpSeq = sequential['HTTP POST (node:http), sequential']!
  const fetchSeq = sequential['HTTP POST (fetch), sequential']!
  const localSeq = sequential['local API, sequential']!
  const endpointSeq = sequential['the endpoint in this process, sequential']!
  const httpPar = await measure(`HTTP POST, concurrency ${CONCURRENCY}`, ROUNDS, CONCURRENCY, post('par'))
  const localPar = await measure(`local API, concurrency ${CONCURRENCY}`, ROUNDS, CONCURRENCY, local('par'))
  console.log(
    `ratio HTTP/local median latency: sequential ${ratio(httpSeq, localSeq)} (goal ≤ 1.5; from fetch ${ratio(fetchSeq, localSeq)}), concurrency ${CONCURRENCY} ${ratio(httpPar, localPar)} (fetch)`,
  )
  console.log(
    `of it, sequential: the endpoint's own work ${ratio(endpointSeq, localSeq)}× the create, HTTP and the app's process ${ratio(httpSeq, endpointSeq)}× the endpoint`,
  )
  console.log(
    `ratio local/HTTP throughput:     concurrency ${CONCURRENCY} ${(localPar.perSecond / httpPar.perSecond).toFixed(2)}`,
  )
  await payload.destroy()
}

async function benchImages(app: BenchApp) {
  const jpeg = await twelveMegapixelJpeg()
  const { width, height } = await sharp(jpeg).metadata()
  // The multipart body is encoded once, as a pipeline streaming a file would not re-encode it: the client's work
  // should not count against the server.
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'camera-frame.jpg')
  const encoded = new Response(form)
  const contentType = encoded.headers.get('content-type')!
  const body = new Uint8Array(await encoded.arrayBuffer())
  const upload = async () => {
    const response = await fetch(`${app.baseUrl}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.token}`, 'content-type': contentType },
      body,
    })
    if (response.status !== 201) throw new Error(`POST answered ${response.status}: ${await response.text()}`)
  }
  // Bare sharp, written out here rather than calling our code: the stored image alone, and all the stored files.
  const stored = () =>
    sharp(jpeg)
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
  const scale = Math.min(1, MAX_EDGE / Math.max(width!, height!))
  const sizes = MEDIA_SIZES.filter((size) => sizeApplies(size, Math.round(width! * scale), Math.round(height! * scale)))
  const everyFile = () =>
    Promise.all([
      stored(),
      ...sizes.map((size) =>
        sharp(jpeg)
          .rotate()
          .resize({ width: size.width, height: size.height, fit: 'cover' })
          .webp({ quality: WEBP_QUALITY, effort: size.effort ?? SIZE_EFFORT })
          .toBuffer(),
      ),
    ])

  await upload()
  await everyFile()
  console.log(
    `\nPOST /api/images vs bare sharp: a ${width}×${height} JPEG of ${(jpeg.length / 1e6).toFixed(1)} MB, ${IMAGE_ROUNDS} rounds each, sequential`,
  )
  const http = await measure('HTTP POST /api/images', IMAGE_ROUNDS, 1, upload, 'uploads/s')
  const bareStored = await measure(`sharp: the stored WebP (≤ ${MAX_EDGE} px)`, IMAGE_ROUNDS, 1, stored, 'images/s')
  const bareAll = await measure(
    `sharp: stored WebP + ${sizes.length} sizes at once`,
    IMAGE_ROUNDS,
    1,
    everyFile,
    'images/s',
  )
  console.log(
    `ratio upload/bare sharp median: against the stored WebP alone ${ratio(http, bareStored)} (goal ≤ 1.3), against the same ${sizes.length + 1} files ${ratio(http, bareAll)}`,
  )
}

/** Each part on a fresh server and database, so that one part's garbage does not weigh on the other. */
async function onFreshApp(work: (app: BenchApp) => Promise<void>) {
  const profileDir = process.env.BENCH_CPU_PROFILE ? fs.mkdtempSync(`${os.tmpdir()}/pmsnews-ingest-profile-`) : null
  const app = await startBenchApp(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {})
  try {
    await work(app)
  } finally {
    await app.close()
  }
  if (profileDir) {
    console.log(`\nthe server's CPU by place (self time, the whole run; profiles in ${profileDir}):`)
    for (const { place, ms, share } of selfTimeByPlace(profileDir).slice(0, 25))
      console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${place}`)
  }
}

if (process.env.BENCH_ONLY !== 'images') await onFreshApp(benchArticles)
if (process.env.BENCH_ONLY !== 'articles') await onFreshApp(benchImages)
process.exit(0)
