/**
 * The summary used when no OpenAI key is configured: extractive and deterministic. The body's sentences (markdown
 * stripped) are scored by how many of the article's frequent words they hold, a bonus for the opening sentences
 * (news puts the point first) and for words of the title; the best two or three, in their original order, are the
 * summary, kept under 600 characters.
 */
import { words } from './localEmbedding'

const MAX_CHARACTERS = 600

export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+\.|>)\s+/gm, '')
    .replace(/[*_`~|]+/g, '')
}

export function sentences(text: string): string[] {
  return plainText(text)
    .split(/\n{2,}/)
    .flatMap((paragraph) =>
      paragraph
        .replace(/\s+/g, ' ')
        .trim()
        .split(/(?<=[.!?])\s+(?=[A-Z0-9"\u201c])/),
    )
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 30 && /[.!?]["\u201d]?$/.test(sentence))
}

export function localSummary(input: { title: string; excerpt?: string | null; body: string }): string {
  const candidates = sentences(input.body)
  if (candidates.length === 0) return (input.excerpt ?? input.title).trim()
  const frequency = new Map<string, number>()
  for (const word of words(input.body)) frequency.set(word, (frequency.get(word) ?? 0) + 1)
  const titleWords = new Set(words(input.title))
  const scored = candidates.map((sentence, position) => {
    const tokens = words(sentence)
    const weight = tokens.reduce(
      (sum, word) => sum + Math.log(1 + (frequency.get(word) ?? 0)) + (titleWords.has(word) ? 2 : 0),
      0,
    )
    return { sentence, position, score: weight / Math.sqrt(tokens.length + 1) + (position < 2 ? 2 - position : 0) }
  })
  const chosen: typeof scored = []
  let length = 0
  for (const candidate of [...scored].sort((a, b) => b.score - a.score || a.position - b.position)) {
    if (chosen.length === 3) break
    if (chosen.length > 0 && length + candidate.sentence.length > MAX_CHARACTERS) continue
    chosen.push(candidate)
    length += candidate.sentence.length + 1
  }
  return chosen
    .sort((a, b) => a.position - b.position)
    .map((candidate) => candidate.sentence)
    .join(' ')
}
