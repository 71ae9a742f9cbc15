import { describe, expect, it } from 'vitest'

import { animatedGif, progressiveJpeg } from '../../../tests/helpers/images'
import { ImageRejected, inspectImage } from './inspectImage'

describe('inspectImage', () => {
  it('reads type, size and frames from the header', async () => {
    expect(await inspectImage(await progressiveJpeg(300, 200), 1_000_000)).toEqual({
      type: 'jpeg',
      width: 300,
      height: 200,
      frames: 1,
      orientation: 1,
    })
    expect(await inspectImage(await animatedGif(), 1_000_000)).toEqual({
      type: 'gif',
      width: 160,
      height: 120,
      frames: 3,
      orientation: 1,
    })
  })

  it('counts the pixels of every frame against the limit', async () => {
    const gif = await animatedGif() // 160 × 120 × 3 frames = 57,600 pixels
    await expect(inspectImage(gif, 57_600)).resolves.toMatchObject({ frames: 3 })
    const refusal = await inspectImage(gif, 57_599).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ImageRejected)
    expect(refusal).toMatchObject({ code: 'image_too_large', message: expect.stringContaining('over 3 frames') })
  })

  it('refuses a header it cannot read', async () => {
    const jpeg = await progressiveJpeg(300, 200)
    const broken = Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(64, 0x11), Buffer.from([0xff, 0xd9])])
    await expect(inspectImage(broken, 1_000_000)).rejects.toMatchObject({ code: 'corrupt_image' })
  })
})
