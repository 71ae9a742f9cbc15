/**
 * A bundle's comments in Latin-1 (scripts/bundleServer.ts). V8 keeps each loaded module's source in its heap, one
 * byte a character when every character is Latin-1 and two bytes otherwise: one dash in a comment of zod's doubled its
 * 755 KB chunk in every process that loads it, the edge among them (docs/performance.md, "Edge's resident memory").
 * esbuild writes strings and names in ASCII (its default `charset`) but copies comments, and some regular
 * expressions, as written. Past Latin-1, each UTF-16 unit of a comment becomes `?`, which keeps every position the
 * source maps point at; code is left as it is (a date-fns locale's expressions keep their letters, and their file
 * its two bytes).
 */
import { parse } from 'acorn'

const PAST_LATIN1 = /[\u0100-\uffff]/
const PAST_LATIN1_EVERYWHERE = new RegExp(PAST_LATIN1.source, 'g')

export function latin1Comments(source: string): string {
  if (!PAST_LATIN1.test(source)) return source
  const pieces: string[] = []
  let copied = 0
  parse(source, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    onComment: (_block, _text, start, end) => {
      pieces.push(source.slice(copied, start), source.slice(start, end).replace(PAST_LATIN1_EVERYWHERE, '?'))
      copied = end
    },
  })
  pieces.push(source.slice(copied))
  return pieces.join('')
}
