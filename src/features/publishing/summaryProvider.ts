/** A 2–3 sentence summary of a published article: OpenAI's chat completions when configured, else extractive. */
import { env } from '../../ground/env'
import { articleText, type PublishableArticle } from './articleText'
import { localSummary } from './providers/localSummary'
import { openaiClient } from './providers/openaiClient'

export interface Summary {
  text: string
  provider: 'openai' | 'local'
  model: string
}

const INSTRUCTIONS =
  'You summarise trade news about hotel property management systems for a news site. Write a neutral summary of ' +
  'the article in two or three sentences, under 80 words, in plain text without markdown. Use only facts from the article.'

export async function summarize(article: PublishableArticle): Promise<Summary> {
  const client = openaiClient()
  if (!client) return { text: localSummary(article), provider: 'local', model: 'extractive-v1' }
  const completion = await client.chat.completions.create({
    model: env.OPENAI_SUMMARY_MODEL,
    temperature: 0.2,
    max_tokens: 200,
    messages: [
      { role: 'system', content: INSTRUCTIONS },
      { role: 'user', content: articleText(article, 16_000) },
    ],
  })
  const text = completion.choices[0]?.message?.content?.trim()
  if (!text) throw new Error(`OpenAI returned no summary (model ${env.OPENAI_SUMMARY_MODEL})`)
  return { text, provider: 'openai', model: env.OPENAI_SUMMARY_MODEL }
}
