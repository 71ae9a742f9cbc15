/**
 * The embedding used when no OpenAI key is configured: a hashed bag of words. Words are lower-cased, accents
 * folded, crudely stemmed ("channels" → "channel"), and common words dropped: English function words and the
 * words every article on this site uses ("hotel", "PMS", "guests"), which say nothing about what an article is
 * about. Each remaining word and each pair of neighbouring words adds 1 + log(count) to one of `dimensions` buckets
 * chosen by a hash, with a sign from the same hash, so that collisions cancel out rather than pile up; title words
 * count three times and excerpt words twice. Deterministic, offline, and good enough to find articles on the same
 * subject.
 */
import { createHash } from 'node:crypto'

import { normalize } from '../vectors'

export const LOCAL_EMBEDDING_MODEL = 'hashed-bag-of-words-v1'

const STOP_WORDS = new Set(
  `the and for with from that this into its are was were has have had will can but not all any our your their they them than then also more most over new now out per via about after before while when where which what who how
   been being would could should may might must did does doing done said says say just only such other some each both many much very same own onto upon within without between among across against during through
   one two three four five six seven eight nine ten first second last year years month months week weeks day days time times percent
   hotel hotels property properties pms guest guests system systems software company companies vendor vendors customer customers
   product products team teams group groups use used using user users make makes made take takes work works feature features
   support supports said told according available including include includes based part plan plans start started launch launched`.split(
    /\s+/,
  ),
)

/** A crude English stemmer: enough to fold plurals and the commonest verb endings together. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3)
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2)
  if (word.length > 4 && word.endsWith('es') && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word))
    .map(stem)
    .filter((word) => !STOP_WORDS.has(word))
}

function bucketOf(feature: string, dimensions: number): { index: number; sign: number } {
  const hash = createHash('sha256').update(feature).digest()
  return { index: hash.readUInt32LE(0) % dimensions, sign: hash[4]! & 1 ? 1 : -1 }
}

function countFeatures(tokens: string[], weight: number, counts: Map<string, number>): void {
  tokens.forEach((token, index) => {
    counts.set(token, (counts.get(token) ?? 0) + weight)
    if (index + 1 < tokens.length)
      counts.set(`${token} ${tokens[index + 1]}`, (counts.get(`${token} ${tokens[index + 1]}`) ?? 0) + weight / 2)
  })
}

export function localEmbedding(
  input: { title: string; excerpt?: string | null; text: string },
  dimensions: number,
): Float32Array {
  const counts = new Map<string, number>()
  countFeatures(words(input.title), 1.5, counts)
  countFeatures(words(input.excerpt ?? ''), 1.5, counts)
  countFeatures(words(input.text), 1, counts)
  const vector = new Float64Array(dimensions)
  for (const [feature, count] of counts) {
    const { index, sign } = bucketOf(feature, dimensions)
    vector[index]! += sign * (1 + Math.log(count))
  }
  return normalize(vector)
}
