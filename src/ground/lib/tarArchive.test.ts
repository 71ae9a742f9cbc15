import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { tarArchive, type TarFile } from './tarArchive'

async function* filesOf(files: TarFile[]) {
  yield* files
}

async function archiveOf(files: TarFile[]): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of tarArchive(filesOf(files))) chunks.push(chunk)
  return Buffer.concat(chunks)
}

describe('tarArchive', () => {
  it('writes an archive that tar itself extracts, long paths included', async () => {
    const long = `articles/${'a'.repeat(60)}/${'b'.repeat(80)}.md`
    const modified = new Date('2026-01-02T06:00:00Z')
    const archive = await archiveOf([
      { name: 'manifest.json', data: Buffer.from('{"format_version":1}'), modified },
      { name: long, data: Buffer.from('---\ntitle: "ä"\n---\n'), modified },
      { name: 'media/empty.webp', data: Buffer.alloc(0), modified },
    ])
    expect(archive.length % 512).toBe(0)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tar-'))
    try {
      fs.writeFileSync(path.join(dir, 'a.tar'), archive)
      execFileSync('tar', ['-xf', 'a.tar'], { cwd: dir })
      expect(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')).toBe('{"format_version":1}')
      expect(fs.readFileSync(path.join(dir, long), 'utf8')).toBe('---\ntitle: "ä"\n---\n')
      expect(fs.statSync(path.join(dir, 'media/empty.webp')).size).toBe(0)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a path that would leave the archive', async () => {
    await expect(archiveOf([{ name: '../x', data: Buffer.alloc(1), modified: new Date() }])).rejects.toThrow(
      /refusing the path/,
    )
  })
})
