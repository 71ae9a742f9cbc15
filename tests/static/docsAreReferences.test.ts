/**
 * The docs are references, not a diary (Diátaxis, as the shared style guide says; docs/decisions/054-floors-in-the-tree.md): no
 * page grows past what a reader looks things up in, and none keeps a dated record of runs or sessions — git and the
 * ADRs keep the history. A plain file scan.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const MAX_LINES = 600

function markdownUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) return markdownUnder(rel)
    return rel.endsWith('.md') ? [rel] : []
  })
}

const docs = ['README.md', ...markdownUnder('docs')]
const linesOf = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')

/**
 * A line that keeps a diary: a working session by number, what was done "this session", a run log by session. A date
 * alone is no diary: an ADR carries its status's and its amendments' dates, and a protocol its version's.
 */
const DIARY = [
  /\b(\d+(st|nd|rd|th)|first|second|third|fourth|fifth|last|this|previous|next) session\b/i,
  /\bsession (\d+|by session)\b/i,
]

/** The lines of `text` that read as a diary. */
const diaryLines = (file: string, lines: string[]) =>
  lines.flatMap((line, index) => (DIARY.some((shape) => shape.test(line)) ? [`${file}:${index + 1}: ${line}`] : []))

it(`keeps every page of the docs under ${MAX_LINES} lines`, () => {
  expect(docs.length).toBeGreaterThan(10)
  expect(docs.filter((file) => linesOf(file).length > MAX_LINES)).toEqual([])
})

it('keeps no diary in the docs', () => {
  expect(docs.flatMap((file) => diaryLines(file, linesOf(file)))).toEqual([])
})

it('knows a diary when it sees one', () => {
  expect(
    diaryLines('x.md', ['## 24th session: CI green', 'What this session found.', 'Session by session:']),
  ).toHaveLength(3)
  expect(diaryLines('x.md', ['*Status: accepted, 2026-11-28 (issue 43).*', 'A session cookie is Secure.'])).toEqual([])
})

it('finds no docs/performance-history.md: the history of runs is in git', () => {
  expect(fs.existsSync(path.join(ROOT, 'docs/performance-history.md'))).toBe(false)
})
