/**
 * Agents by purpose in the cockpit (issue 65, docs/decisions/079-agents-by-purpose.md): real User-Agents of every
 * purpose read the site while the editors' policy refuses AI training crawlers and asks AI answer crawlers to stay
 * away; the dashboard's Readers card shows each agent under its purpose, the training crawlers as refused and the
 * answer crawlers as ignoring robots.txt, at 1366 and 390 px, light and dark (screenshots under test-results/cockpit/).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { cockpitSignedIn, inEveryLook, keepScreenshot, useBrowser } from '../helpers/browser'
import { signIn } from '../helpers/cockpitSession'

const app = useApp({ database: 'seededWithAccounts', env: () => ({ READ_COUNTS_SETTLE_SECONDS: '1' }) })
const { sql } = app
const browser = useBrowser()

/** Each agent's User-Agent as its operator documents it, the purpose it is counted under, and the answer it gets. */
const AGENTS: { name: string; userAgent: string; purpose: string; status: number }[] = [
  {
    name: 'Googlebot',
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    purpose: 'search',
    status: 200,
  },
  {
    name: 'bingbot',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    purpose: 'search',
    status: 200,
  },
  {
    name: 'GPTBot',
    userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    purpose: 'ai-training',
    status: 403,
  },
  {
    name: 'ClaudeBot',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    purpose: 'ai-training',
    status: 403,
  },
  { name: 'CCBot', userAgent: 'CCBot/2.0 (https://commoncrawl.org/faq/)', purpose: 'ai-training', status: 403 },
  {
    name: 'Applebot-Extended',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 (Applebot-Extended/0.1; +http://www.apple.com/go/applebot)',
    purpose: 'ai-training',
    status: 403,
  },
  {
    name: 'PerplexityBot',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
    purpose: 'ai-answers',
    status: 200,
  },
  {
    name: 'OAI-SearchBot',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
    purpose: 'ai-answers',
    status: 200,
  },
  {
    name: 'ChatGPT-User',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
    purpose: 'ai-assistant',
    status: 200,
  },
  {
    name: 'Claude-User',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
    purpose: 'ai-assistant',
    status: 200,
  },
  {
    name: 'Perplexity-User',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)',
    purpose: 'ai-assistant',
    status: 200,
  },
  {
    name: 'facebookexternalhit',
    userAgent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    purpose: 'preview',
    status: 200,
  },
  {
    name: 'Slackbot',
    userAgent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    purpose: 'preview',
    status: 200,
  },
]

beforeAll(async () => {
  const { cms } = await signIn(app.url, EDITOR.email, EDITOR.password)
  await cms('POST', '/globals/agent-policy', { aiTraining: 'refuse', aiAnswers: 'disallow' })
})

it('answers each agent by its purpose’s policy, and counts every read and refusal', async () => {
  await expect
    .poll(async () => (await fetch(`${app.url}/news`, { headers: { 'user-agent': AGENTS[2]!.userAgent } })).status)
    .toBe(403)
  for (const agent of AGENTS) {
    const response = await fetch(`${app.url}/news`, { headers: { 'user-agent': agent.userAgent } })
    await response.arrayBuffer()
    expect(response.status, agent.name).toBe(agent.status)
  }
  await expect
    .poll(async () =>
      Number((await sql(`SELECT coalesce(sum(reads + refused), 0) AS n FROM read_counts WHERE path = '/news'`))[0]!.n),
    )
    .toBe(AGENTS.length + 1)
})

describe('the Readers card', () => {
  it('shows every agent under its purpose, refused and ignoring robots.txt, at 1366 and 390 px, light and dark', async () => {
    const { context, page } = await cockpitSignedIn(browser(), app.url, EDITOR, { at: null })
    try {
      const card = page.getByRole('region', { name: 'Readers' })
      await inEveryLook(
        page,
        () => page.goto(`${app.url}/cockpit`),
        async ({ width, scheme }) => {
          await card.waitFor()
          const shown = await card.locator('[data-purpose] li[data-name]').evaluateAll((items) =>
            items.map((item) => {
              const { name, reads, disallowed, refused } = (item as HTMLElement).dataset
              const purpose = (item.closest('[data-purpose]') as HTMLElement).dataset.purpose
              return `${purpose} ${name}: ${reads} read, ${disallowed} ignored robots.txt, ${refused} refused`
            }),
          )
          // The one refused probe before the reads is GPTBot's.
          expect(shown.sort()).toEqual(
            AGENTS.map(
              (agent) =>
                `${agent.purpose} ${agent.name}: ${agent.status === 200 ? 1 : 0} read, ${agent.purpose === 'ai-answers' ? 1 : 0} ignored robots.txt, ${agent.status === 403 ? (agent.name === 'GPTBot' ? 2 : 1) : 0} refused`,
            ).sort(),
          )
          const training = card.getByRole('group', { name: 'AI training crawlers' })
          await expect.poll(() => training.locator('h4').innerText()).toMatch(/0 reads · 5 refused/)
          const answers = card.getByRole('group', { name: 'AI search and answer crawlers' })
          await expect.poll(() => answers.locator('h4').innerText()).toMatch(/2 reads · 2 ignored robots\.txt/)
          await expect
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
            .toBe(true)
          await card.getByText('Machines by purpose').scrollIntoViewIfNeeded()
          await keepScreenshot(page, `cockpit/readers-by-purpose-${width}-${scheme}`, { fullPage: false })
        },
      )
    } finally {
      await context.close()
    }
  })
})
