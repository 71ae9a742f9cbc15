import fs from 'node:fs/promises'
import path from 'node:path'

import { CliUsageError, type CliCommand } from './commands'

async function filesBelow(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

const bar = (done: number, total: number, width = 30) => {
  const filled = total === 0 ? width : Math.round((done / total) * width)
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`
}

/**
 * `media:migrate-to-s3`: copies the images under DATA_DIR/media into the bucket S3_BUCKET names, under the same
 * keys (docs/decisions/037-media-storage.md). An object already there with the same size is left alone, so a run
 * that stopped half-way resumes where it was, and a second run copies nothing. Local files are not deleted.
 */
export const mediaMigrateToS3: CliCommand = {
  name: 'media:migrate-to-s3',
  summary: 'Copy local media into the S3 bucket (resumable; copies only what is missing)',
  async run(_payload, _options, out) {
    // Loaded here: they read the environment, which runCli's importers set only after importing the commands.
    const [{ bucketOf }, { mediaRoot }] = await Promise.all([
      import('../ground/media/mediaStore'),
      import('../ground/media/mediaFiles'),
    ])
    const bucket = await bucketOf()
    if (!bucket)
      throw new CliUsageError(
        'S3_BUCKET is not set: say which bucket to copy the media into (and S3_ENDPOINT, credentials).',
      )
    const root = mediaRoot()
    const files = await filesBelow(root)
    let copied = 0
    let present = 0
    const step = Math.max(1, Math.ceil(files.length / 20))
    for (const [index, relative] of files.entries()) {
      const data = await fs.readFile(path.join(root, ...relative.split('/')))
      if ((await bucket.sizeOf(relative)) === data.length) present += 1
      else {
        await bucket.put(relative, data)
        copied += 1
      }
      if ((index + 1) % step === 0 || index + 1 === files.length)
        out(`${bar(index + 1, files.length)}  copied ${copied}, already there ${present}`)
    }
    out(
      files.length === 0
        ? `No media under ${root}.`
        : `Done: ${copied} copied, ${present} already in s3://${bucket.bucket}. Local files are kept; set S3_BUCKET on every instance to serve from the bucket.`,
    )
  },
}
