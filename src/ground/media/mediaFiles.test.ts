import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

// The env module reads DATA_DIR once, at import: point it at a temporary directory first.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-media-'))
process.env.DATA_DIR = dataDir
let files: typeof import('./mediaFiles')

beforeAll(async () => {
  files = await import('./mediaFiles')
})

describe('writeMediaFiles', () => {
  it('writes every file under the directory, leaving no temporary files', async () => {
    await files.writeMediaFiles('news/2026', [
      { filename: 'a.webp', data: Buffer.from('a') },
      { filename: 'a-card.webp', data: Buffer.from('b') },
    ])
    expect(fs.readdirSync(path.join(dataDir, 'media/news/2026')).sort()).toEqual(['a-card.webp', 'a.webp'])
  })

  it('removes what it wrote when a later file cannot be written', async () => {
    // A directory where the third file should go makes its rename fail.
    fs.mkdirSync(path.join(dataDir, 'media/broken/c.webp'), { recursive: true })
    await expect(
      files.writeMediaFiles('broken', [
        { filename: 'a.webp', data: Buffer.from('a') },
        { filename: 'b.webp', data: Buffer.from('b') },
        { filename: 'c.webp', data: Buffer.from('c') },
      ]),
    ).rejects.toThrow()
    expect(fs.readdirSync(path.join(dataDir, 'media/broken'))).toEqual(['c.webp'])
  })

  it('refuses to write outside the media root', async () => {
    await expect(files.writeMediaFiles('..', [{ filename: 'x.webp', data: Buffer.from('x') }])).rejects.toThrow(
      /outside the media root/,
    )
  })
})

describe('absoluteMediaPath', () => {
  it.each(['../secrets.json', 'a/../../b.webp', '/etc/passwd', 'a//b.webp', 'a\\b.webp', 'a/\0.webp', '.'])(
    'refuses %j',
    (relative) => {
      expect(files.absoluteMediaPath(relative)).toBeNull()
    },
  )

  it('resolves a stored path below the root', () => {
    expect(files.absoluteMediaPath('news/2026/a.webp')).toBe(path.join(dataDir, 'media/news/2026/a.webp'))
  })
})
