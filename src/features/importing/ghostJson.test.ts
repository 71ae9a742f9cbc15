/**
 * A Ghost export is read as a stream (./ghostJson.ts): rows come out while the file is still being written (a FIFO the
 * test writes only after the reader has given the first post back, which a whole-file read would wait for forever), a
 * light table's rows keep only the fields named, both of Ghost's shapes are found, and a file cut short is refused.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { type GhostFileFacts, ghostRows } from './ghostJson'
import { SourceFileRefused } from './sourcePost'

const scratch = await mkdtemp(path.join(tmpdir(), 'ghost-json-'))

const post = (n: number) =>
  JSON.stringify({ id: `p${n}`, type: 'post', title: `Post ${n}`, html: `<p>${'x'.repeat(50_000)}</p>` })

describe('ghostRows', () => {
  it('yields the first post before the rest of the file exists', async () => {
    const fifo = path.join(scratch, 'export.fifo')
    execFileSync('mkfifo', [fifo])
    const facts: GhostFileFacts = { version: '', hasData: false }
    const rows = ghostRows(fifo, (table) => (table === 'posts' ? { whole: true } : undefined), facts)
    const writer = fs.createWriteStream(fifo)
    writer.write(`{"db": [{"meta": {"version": "5.80.0"}, "data": {"posts": [${post(1)},`)
    const first = await rows.next()
    expect(first.value).toEqual(['posts', expect.objectContaining({ id: 'p1', title: 'Post 1' })])
    // Only now is the rest written: 200 more posts, megabytes a bounded read would have had to hold first.
    for (let n = 2; n <= 200; n++) writer.write(`${post(n)}${n < 200 ? ',' : ''}`)
    writer.end(`], "tags": []}}]}`)
    const ids = ['p1']
    for await (const [, row] of { [Symbol.asyncIterator]: () => rows }) ids.push(String(row.id))
    expect(ids).toHaveLength(200)
    expect(ids.at(-1)).toBe('p200')
    expect(facts).toEqual({ version: '5.80.0', hasData: true })
  })

  it('keeps only the named strings of a light table’s rows, in either of Ghost’s shapes', async () => {
    const file = path.join(scratch, 'flat.json')
    await writeFile(
      file,
      JSON.stringify({
        meta: { version: '2.9.0' },
        data: { posts: [{ id: 'a', type: 'page', page: 1, html: '<p>long</p>', tags: ['x'] }] },
      }),
    )
    const facts: GhostFileFacts = { version: '', hasData: false }
    const rows = []
    for await (const row of ghostRows(file, () => ({ keep: new Set(['id', 'type']) }), facts)) rows.push(row)
    expect(rows).toEqual([['posts', { id: 'a', type: 'page', page: 1, html: null, tags: ['x'] }]])
    expect(facts).toEqual({ version: '2.9.0', hasData: true })
  })

  it('refuses a file cut short as not valid JSON', async () => {
    const file = path.join(scratch, 'cut.json')
    await writeFile(file, `{"db": [{"meta": {"version": "5.80.0"}, "data": {"posts": [${post(1)}, {"id": "p2", "ti`)
    const read = async () => {
      for await (const row of ghostRows(file, () => ({ whole: true }), { version: '', hasData: false })) void row
    }
    await expect(read()).rejects.toThrow(SourceFileRefused)
    await expect(read()).rejects.toThrow(/^The file is not valid JSON: /)
  })
})
