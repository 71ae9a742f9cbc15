import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { endsCleanly, sniffImageType } from './imageType'

const solid = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })

describe('sniffImageType', () => {
  it('recognises JPEG, PNG, GIF and WebP by their bytes', async () => {
    expect(sniffImageType(await solid().jpeg().toBuffer())).toBe('jpeg')
    expect(sniffImageType(await solid().png().toBuffer())).toBe('png')
    expect(sniffImageType(await solid().gif().toBuffer())).toBe('gif')
    expect(sniffImageType(await solid().webp().toBuffer())).toBe('webp')
  })

  it('recognises nothing else, whatever the name says', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImageType(Buffer.from('just text renamed to .png'))).toBeNull()
  })
})

describe('endsCleanly', () => {
  it.each(['jpeg', 'png', 'gif', 'webp'] as const)(
    'accepts a plain %s and refuses one with bytes appended',
    async (type) => {
      const image = await solid().toFormat(type).toBuffer()
      expect(endsCleanly(image, type)).toBe(true)
      expect(endsCleanly(Buffer.concat([image, Buffer.from('<script>alert(1)</script>')]), type)).toBe(false)
    },
  )
})

describe('endsCleanly on camera quirks', () => {
  it('accepts a JPEG padded with zero bytes after its end marker', async () => {
    const jpeg = await solid().jpeg().toBuffer()
    expect(endsCleanly(Buffer.concat([jpeg, Buffer.alloc(16)]), 'jpeg')).toBe(true)
  })
})
