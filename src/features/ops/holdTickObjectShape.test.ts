import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { transformSync } from 'esbuild'
import { expect, it } from 'vitest'

/**
 * In a process of its own, since it needs V8's own functions (`--allow-natives-syntax`, `--expose-gc`) and a plain
 * `{}` class that only it has crowded. The module comes in as plain JavaScript from a `data:` URL: a file loaded
 * through a TypeScript loader leaves queue entries of its own behind, which would hold the transitions for the test.
 * After the hold, the plain class gets more first properties than V8 keeps transitions for, and a full collection
 * drops whatever no living object needs; without the hold, each later entry has a hidden class of its own.
 */
const probe = (moduleUrl: string) => `
import { createHook } from 'node:async_hooks'
import { holdTickObjectShape } from '${moduleUrl}'
holdTickObjectShape()
await new Promise((resolve) => setTimeout(resolve, 10))
const crowd = []
for (let i = 0; i < 3000; i++) {
  const object = {}
  object['first' + i] = i
  crowd.push(object)
}
globalThis.gc()
globalThis.gc()
const entries = []
const hook = createHook({ init(_id, type, _trigger, resource) { if (type === 'TickObject') entries.push(resource) } })
hook.enable()
process.nextTick(() => {})
process.nextTick(() => {}, 'with an argument')
hook.disable()
const sameClass = new Function('a', 'b', 'return %HaveSameMap(a, b)')
process.stdout.write(JSON.stringify({ entries: entries.length, sameClass: sameClass(entries[0], entries[1]), crowd: crowd.length }))
`

it('keeps every queue entry of process.nextTick on one hidden class once the plain object class is crowded', () => {
  const source = fs.readFileSync(path.join(import.meta.dirname, 'holdTickObjectShape.ts'), 'utf8')
  const { code } = transformSync(source, { loader: 'ts', format: 'esm' })
  const moduleUrl = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  const output = execFileSync(
    process.execPath,
    ['--allow-natives-syntax', '--expose-gc', '--input-type=module', '--eval', probe(moduleUrl)],
    { encoding: 'utf8' },
  )
  expect(JSON.parse(output)).toEqual({ entries: 2, sameClass: true, crowd: 3000 })
})
