/**
 * What automated systems may do with a piece of content, and the three ways the web says it: Cloudflare's content
 * signals (contentsignals.org: `Content-Signal: ai-train=no, search=yes, ai-input=yes`, a robots.txt line and a
 * response header), the IETF's AI preferences (draft-ietf-aipref-vocab and -attach: `Content-Usage: train-ai=n,
 * search=y`, a Structured Fields dictionary, in robots.txt and as a header) and TDMRep (W3C TDM Reservation
 * Protocol: `tdm-reservation: 1` reserves text and data mining, which training is). One value, `AiUse`, renders all
 * three, so they cannot disagree.
 *
 * The vocabularies do not cover the same ground: AIPREF has no word for quoting in an answer at inference time
 * (`ai-input`), so `Content-Usage` says only `train-ai` and `search`; TDMRep reserves mining, so it follows `ai-train`.
 */

export interface AiUse {
  /** Indexing the content and linking to it from search results. */
  search: boolean
  /** Using the content as input to an AI answer at the time of a question (grounding, quoting with a link). */
  aiInput: boolean
  /** Training or fine-tuning AI models on the content. */
  aiTrain: boolean
}

/** The content signal names, in the order the site has always written them (`ai-train=no, search=yes, …`). */
const SIGNALS = [
  ['ai-train', 'aiTrain'],
  ['search', 'search'],
  ['ai-input', 'aiInput'],
] as const

/**
 * `ai-train=no, search=yes, ai-input=yes` as an `AiUse`; every one of the three named once, `yes` or `no`. Throws a
 * `RangeError` that says what is wrong (the setting that holds it is checked at start-up).
 */
export function parseContentSignal(text: string): AiUse {
  const given = new Map<string, string>()
  for (const part of text.split(',')) {
    const match = /^\s*([a-z-]+)\s*=\s*(yes|no)\s*$/.exec(part)
    if (!match) throw new RangeError(`"${part.trim()}" is not name=yes or name=no`)
    if (given.has(match[1]!)) throw new RangeError(`${match[1]} is named twice`)
    given.set(match[1]!, match[2]!)
  }
  const unknown = [...given.keys()].filter((name) => !SIGNALS.some(([signal]) => signal === name))
  if (unknown.length > 0) throw new RangeError(`unknown signal ${unknown.join(', ')} (ai-train, search, ai-input)`)
  const missing = SIGNALS.filter(([signal]) => !given.has(signal)).map(([signal]) => signal)
  if (missing.length > 0) throw new RangeError(`missing ${missing.join(', ')}`)
  return {
    search: given.get('search') === 'yes',
    aiInput: given.get('ai-input') === 'yes',
    aiTrain: given.get('ai-train') === 'yes',
  }
}

const yesNo = (allowed: boolean) => (allowed ? 'yes' : 'no')

/** The `Content-Signal` value: `ai-train=no, search=yes, ai-input=yes`. */
export const contentSignalOf = (use: AiUse): string =>
  SIGNALS.map(([signal, key]) => `${signal}=${yesNo(use[key])}`).join(', ')

/** The AIPREF `Content-Usage` value (a Structured Fields dictionary of `y`/`n` tokens): `train-ai=n, search=y`. */
export const contentUsageOf = (use: AiUse): string =>
  `train-ai=${use.aiTrain ? 'y' : 'n'}, search=${use.search ? 'y' : 'n'}`

/** TDMRep's `tdm-reservation`: `1` (mining reserved) unless training is allowed. */
export const tdmReservationOf = (use: AiUse): '0' | '1' => (use.aiTrain ? '0' : '1')

/** The response headers that carry it, on every public answer of the site. */
export const aiUseHeaders = (use: AiUse): Record<'Content-Signal' | 'Content-Usage' | 'tdm-reservation', string> => ({
  'Content-Signal': contentSignalOf(use),
  'Content-Usage': contentUsageOf(use),
  'tdm-reservation': tdmReservationOf(use),
})

/** In words, for people and agents reading llms.txt or auth.md. */
export const aiUseInWords = (use: AiUse): string =>
  [
    `search indexing ${use.search ? 'allowed' : 'not allowed'}`,
    `use in AI answers, with a link, ${use.aiInput ? 'allowed' : 'not allowed'}`,
    `AI training ${use.aiTrain ? 'allowed' : 'not allowed'}`,
  ].join('; ')

export const sameAiUse = (a: AiUse, b: AiUse): boolean =>
  a.search === b.search && a.aiInput === b.aiInput && a.aiTrain === b.aiTrain
