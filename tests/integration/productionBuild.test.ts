/**
 * The build the HTTP tests serve is the one `npm run build` makes for production, whatever NODE_ENV the process that
 * asked for it had: in particular without source maps (next.config.ts says why), which a build under Vitest's
 * `NODE_ENV=test` once made, at 1.6 times the build's CPU.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants'
import { expect, it } from 'vitest'

import nextConfig from '../../next.config'

const root = path.resolve(import.meta.dirname, '../..')

it('makes source maps for the development server only, whatever NODE_ENV says', () => {
  // This process runs with Vitest's NODE_ENV=test, as the test suite's build once did.
  expect(process.env.NODE_ENV).toBe('test')
  const sourceMaps = (phase: string) => nextConfig(phase).experimental?.turbopackSourceMaps
  expect([PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER, PHASE_DEVELOPMENT_SERVER].map(sourceMaps)).toEqual([
    false,
    false,
    true,
  ])
})

it('serves a build with no source maps (the global setup made it from inside Vitest)', () => {
  const maps = fs.globSync('**/*.map', { cwd: path.join(root, '.next', 'server') })
  expect(fs.existsSync(path.join(root, '.next', 'BUILD_ID'))).toBe(true)
  expect(maps).toEqual([])
})
