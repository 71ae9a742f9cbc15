import { describe, expect, it } from 'vitest'

import { renderProcessExecArgv } from './renderProcesses'

describe('a render process', () => {
  it("takes the edge's Node flags but for the size of the edge's young generation", () => {
    expect(
      renderProcessExecArgv([
        '--experimental-async-context-frame',
        '--max-semi-space-size=2',
        '--max_semi_space_size=2',
        '--max-old-space-size=512',
      ]),
    ).toEqual(['--experimental-async-context-frame', '--max-old-space-size=512'])
  })
})
