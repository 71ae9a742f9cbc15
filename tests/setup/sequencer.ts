/**
 * The order test files start in. Vitest starts the files that took longest in the last run first, but a fresh clone
 * (CI) has no last run, and then it orders by file size: the dev-server test, short and the slowest of all, would
 * start last and run alone at the end while the other worker idles. These files start first, slowest first
 * (docs/performance.md has the timings); after them, Vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const SLOWEST = [
  'tests/http/dev.test.ts',
  'tests/browser/cockpitEditor.test.ts',
  'tests/http/embedded.test.ts',
  'tests/http/badInput.test.ts',
  'tests/http/publishing.test.ts',
  'tests/http/oauth/personApproves.test.ts',
  'tests/http/securityHeaders.test.ts',
  'tests/http/readRateLimit.test.ts',
]

const rank = (spec: TestSpecification) => {
  const index = SLOWEST.findIndex((file) => spec.moduleId.endsWith(file))
  return index === -1 ? SLOWEST.length : index
}

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b))
  }
}
