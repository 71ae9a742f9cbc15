/**
 * No test waits a fixed time (tests/README.md, issue 43): a test waits for the condition it needs — `expect.poll`, a
 * log line (helpers/outputOf.ts), an event, a row, a response — so that it neither fails on a slow, busy machine nor
 * idles on a fast one. This reads every file under tests/ and fails on the shapes a fixed wait takes.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** The shapes of a fixed wait. A `setTimeout` that is a limit (it rejects or kills) is not one of them. */
const FIXED_WAITS: Array<[RegExp, string]> = [
  [/setTimeout\(\s*(resolve|r|res|done|next)\b/, 'a promise resolved by a timer (a sleep)'],
  [/new Promise[^\n]*setTimeout/, 'a promise resolved by a timer (a sleep)'],
  [/\bsleep\s*\(/, 'a sleep'],
  [/\bdelay\s*\(\s*\d/, 'a delay'],
  [/waitForTimeout\s*\(/, "Playwright's fixed wait"],
  [/['"]node:timers\/promises['"]|['"]timers\/promises['"]/, 'the timers that sleep'],
  [/\bAtomics\.wait\b/, 'a blocking sleep'],
  [/\bpg_sleep\b/, 'a sleep in the database'],
  [/\bscheduler\.wait\b/, 'a sleep'],
]

/**
 * Files allowed to use one of those shapes, each with its reason. Keep it to the bone.
 * - helpers/until.ts: the pause between two looks at a condition, for the global setup, where `expect.poll` cannot
 *   run; each caller waits for a condition, with a limit, and no result depends on the pause.
 * - this file, which names the shapes.
 */
const ALLOWED = new Set(['tests/helpers/until.ts', 'tests/static/noFixedWaits.test.ts'])

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : filesUnder(full)
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [full] : []
  })
}

/** What a line says once its comment is gone (a comment may name a sleep to say that there is none). */
const code = (line: string) => line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '')

it('finds no fixed wait in any test or test helper', () => {
  const found: string[] = []
  const files = filesUnder(path.join(root, 'tests'))
  expect(files.length).toBeGreaterThan(50)
  for (const file of files) {
    const relative = path.relative(root, file)
    if (ALLOWED.has(relative)) continue
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const [pattern, what] of FIXED_WAITS)
          if (pattern.test(code(line))) found.push(`${relative}:${index + 1}: ${what}: ${line.trim()}`)
      })
  }
  expect(found).toEqual([])
})

it('catches the shapes it is meant to catch', () => {
  const caught = (line: string) => FIXED_WAITS.some(([pattern]) => pattern.test(code(line)))
  expect(caught('await new Promise((resolve) => setTimeout(resolve, 1000))')).toBe(true)
  expect(caught('await new Promise((r) => setTimeout(r, 50))')).toBe(true)
  expect(caught('const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))')).toBe(true)
  expect(caught('await sleep(20)')).toBe(true)
  expect(caught('await page.waitForTimeout(500)')).toBe(true)
  expect(caught("import { setTimeout } from 'node:timers/promises'")).toBe(true)
  // A limit, not a wait; and words in a comment.
  expect(caught('const timer = setTimeout(() => reject(new Error("too slow")), limitMs)')).toBe(false)
  expect(caught('// no sleep(100) here')).toBe(false)
})
