/** The preview links' own key, derived from PAYLOAD_SECRET (src/ground/config/derivedKey.ts): a new secret ends every link. */
import { resolvePayloadSecret } from '../../ground/config/database'
import { derivedKey } from '../../ground/config/derivedKey'
import { env } from '../../ground/env'

let key: Buffer | undefined

export const previewKey = (): Buffer => (key ??= derivedKey(resolvePayloadSecret(env), 'article-preview'))

export const nowSeconds = (): number => Math.floor(Date.now() / 1000)
