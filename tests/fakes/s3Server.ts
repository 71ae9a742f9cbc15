/**
 * A real S3-compatible server on 127.0.0.1 (s3rver) with one bucket, and the environment the app needs to store its
 * media there. The AWS SDK talks to it exactly as to S3: signed requests, the checksums current SDKs send.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

export interface S3Server {
  url: string
  bucket: string
  env: Record<string, string>
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>
  stop(): Promise<void>
}

export async function startS3Server(bucket = 'pmsnews-media'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const url = `http://127.0.0.1:${port}`
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: url,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }
  const client = new S3Client({
    endpoint: url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  return {
    url,
    bucket,
    env,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (listed.Contents ?? []).map((object) => object.Key!).sort()
    },
    async stop() {
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
