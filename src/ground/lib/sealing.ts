/**
 * Values a store must be able to give back but must not keep readable (the OAuth store: a token's id when it is found by
 * another key, the signing key): AES-256-GCM under a key derived from PAYLOAD_SECRET. Everything found by its own
 * value is kept as a SHA-256 instead (src/features/oauth/postgresAdapter.ts).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

export interface Sealer {
  seal(plain: string): string
  unseal(sealed: string): string
}

export function createSealer(key: Buffer): Sealer {
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
    },
    unseal(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
      const decipher = createDecipheriv('aes-256-gcm', key, iv!)
      decipher.setAuthTag(tag!)
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')
    },
  }
}

export const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex')
