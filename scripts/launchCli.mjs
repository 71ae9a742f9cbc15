/**
 * `npm run cli`: the operator CLI from the build (`dist/cli.mjs`, made by `npm run build`) when it is newer than
 * every source file, else from the sources through tsx. The bundle starts in a third of the CPU (no TypeScript to
 * compile, no module resolution through tsx's hooks: ADR 039); the sources keep a developer who edited a file from
 * running stale code (`migrate:create` must see the current collections). The check reads the sources' modification
 * times, a few milliseconds.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { outputsAreFresh } from './sourceFreshness.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

if (outputsAreFresh(root, ['dist/cli.mjs'])) {
  await import('../dist/cli.mjs')
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('./cli.ts')
}
