import { describe, expect, it } from 'vitest'

import { renderProcessExecArgv } from './renderProcesses'

describe('a render process', () => {
  it("takes the edge's Node flags but for those that size the edge's heap", () => {
    expect(
      renderProcessExecArgv([
        '--experimental-async-context-frame',
        '--max-semi-space-size=2',
        '--max_semi_space_size=2',
        '--optimize-for-size',
        '--optimize_for_size',
        '--v8-pool-size=1',
        '--max-old-space-size=512',
      ]),
    ).toEqual(['--experimental-async-context-frame', '--max-old-space-size=512'])
  })
})
