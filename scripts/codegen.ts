/**
 * Regenerates files derived from the Payload config: `src/content/payload-types.ts` and the cockpit's import map.
 * Run after changing collections or admin components: `npm run codegen`. (Our script, not the payload CLI.)
 */
import config from '@payload-config'
import { generateImportMap } from 'payload'
import { generateTypes } from 'payload/node'

const resolved = await config
await generateTypes(resolved)
await generateImportMap(resolved, { log: true, force: true })
process.exit(0)
