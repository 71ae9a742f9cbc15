/**
 * An article page's body is rendered and counted once and kept in PostgreSQL (src/content/articles/renderedBodies.ts):
 * a miss reads the kept HTML, and the markdown page the kept count; a body changed by any writer, another renderer or another site address is rendered anew; the
 * CLI's sweep renders only public articles that lack a rendering.
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createArticle, createArticleParents } from '../helpers/fixtures'
import { type LocalPayload, startLocalPayload } from '../helpers/localPayload'

vi.mock('../../src/ground/markdown/markdownToHtml', { spy: true })

const BASE = 'https://news.example'

let local: LocalPayload
let page: typeof import('../../src/features/site/pages/article/load')
let bodies: typeof import('../../src/content/articles/renderedBodies')
let markdownToHtml: typeof import('../../src/ground/markdown/markdownToHtml').markdownToHtml
let markdownPages: typeof import('../../src/features/site/markdownPages')

beforeAll(async () => {
  local = await startLocalPayload()
  page = await import('../../src/features/site/pages/article/load')
  bodies = await import('../../src/content/articles/renderedBodies')
  markdownToHtml = (await import('../../src/ground/markdown/markdownToHtml')).markdownToHtml
  markdownPages = await import('../../src/features/site/markdownPages')
})

afterAll(async () => {
  await local?.close()
})

const kept = (id: number) =>
  local.sql<{ html: string; renderer: string }>(
    `SELECT html, renderer FROM article_rendered_bodies WHERE article_id = $1`,
    [id],
  )

describe("an article's kept rendering", () => {
  it('is made by the first read, kept, and read instead of rendering from then on', async () => {
    const parents = await createArticleParents(local.payload)
    const article = await createArticle(local.payload, parents, {
      title: 'Lobby kiosks',
      slug: 'lobby-kiosks',
      body: 'Kiosks in **every** lobby.',
      is_published: true,
    })
    const read = () => page.loadArticlePage(local.payload, parents.pms.slug!, 'lobby-kiosks', BASE)

    expect((await read())!.bodyHtml).toBe('<p>Kiosks in <strong>every</strong> lobby.</p>\n')
    // Kept without the reader waiting for the write.
    await expect.poll(async () => (await kept(article.id)).length).toBe(1)
    expect((await kept(article.id))[0]).toEqual({
      html: '<p>Kiosks in <strong>every</strong> lobby.</p>\n',
      renderer: bodies.rendererOf(BASE),
    })

    // What is kept is what the page shows: a marked copy proves the page read it, and rendered nothing.
    await local.sql(`UPDATE article_rendered_bodies SET html = '<p>kept copy</p>' WHERE article_id = $1`, [article.id])
    vi.mocked(markdownToHtml).mockClear()
    expect((await read())!.bodyHtml).toBe('<p>kept copy</p>')
    expect(markdownToHtml).not.toHaveBeenCalled()
  })

  it("keeps the count of the body's tokens, which the markdown page's x-markdown-tokens takes instead of counting", async () => {
    const parents = await createArticleParents(local.payload)
    const article = await createArticle(local.payload, parents, {
      title: 'Counted once',
      slug: 'counted-once',
      body: 'Rates load at night. See [the glossary](/glossary/pms).\n\n## Why\n\nBecause the audit runs then.',
      is_published: true,
    })
    const path = `/${parents.pms.slug}/counted-once`
    const answer = () => markdownPages.markdownAnswer(local.payload, path, new URLSearchParams(), BASE)
    const tokensOf = (answer: { headers: Record<string, string> }) => Number(answer.headers['x-markdown-tokens'])

    // The first read counts the page whole, and keeps the body's count with its rendering.
    const first = await answer()
    expect(first.status).toBe(200)
    const markdown = first.body
    expect(markdown).toContain('[the glossary](https://news.example/glossary/pms)')
    const exact = countTokens(markdown, { disallowedSpecial: new Set() })
    expect(tokensOf(first)).toBe(exact)
    const body = bodies.bodyMarkdownOf(article.body ?? '', BASE)
    await expect
      .poll(
        async () =>
          (await local.sql(`SELECT body_tokens FROM article_rendered_bodies WHERE article_id = $1`, [article.id]))[0],
      )
      .toEqual({ body_tokens: countTokens(body, { disallowedSpecial: new Set() }) })

    // From then on the kept count stands for the body, and the sum is exact: the same figure, and the same page.
    const second = await answer()
    expect(second.body).toBe(markdown)
    expect(tokensOf(second)).toBe(exact)
    // A marked count proves the page took it instead of counting the body.
    await local.sql(`UPDATE article_rendered_bodies SET body_tokens = body_tokens + 1000 WHERE article_id = $1`, [
      article.id,
    ])
    expect(tokensOf(await answer())).toBe(exact + 1000)
  })

  it('is never used for a body that has changed since, whoever changed it', async () => {
    const parents = await createArticleParents(local.payload)
    const article = await createArticle(local.payload, parents, {
      title: 'Night audit',
      slug: 'night-audit',
      body: 'The audit runs at two.',
      is_published: true,
    })
    const read = async () =>
      (await page.loadArticlePage(local.payload, parents.pms.slug!, 'night-audit', BASE))!.bodyHtml
    await read()
    await expect.poll(async () => (await kept(article.id)).length).toBe(1)

    await local.payload.update({ collection: 'articles', id: article.id, data: { body: 'The audit runs at *three*.' } })
    expect(await read()).toBe('<p>The audit runs at <em>three</em>.</p>\n')
    await expect.poll(async () => (await kept(article.id))[0]?.html).toContain('three')

    // Around Payload: an operator's statement.
    await local.sql(`UPDATE articles SET body = 'The audit runs at four.' WHERE id = $1`, [article.id])
    expect(await read()).toBe('<p>The audit runs at four.</p>\n')
  })

  it('is made anew for another site address (the links it marks as external depend on it)', async () => {
    const parents = await createArticleParents(local.payload)
    await createArticle(local.payload, parents, {
      title: 'Links',
      slug: 'links-article',
      body: '[Ours](https://news.example/a) and [theirs](https://other.example/b).',
      is_published: true,
    })
    const read = async (base: string) =>
      (await page.loadArticlePage(local.payload, parents.pms.slug!, 'links-article', base))!.bodyHtml
    expect(await read(BASE)).toBe(
      '<p><a href="https://news.example/a">Ours</a> and <a href="https://other.example/b" rel="noopener nofollow">theirs</a>.</p>\n',
    )
    expect(await read('https://moved.example')).toBe(
      '<p><a href="https://news.example/a" rel="noopener nofollow">Ours</a> and <a href="https://other.example/b" rel="noopener nofollow">theirs</a>.</p>\n',
    )
  })

  it("is filled ahead of readers for public articles only, once (the CLI's articles:render-bodies)", async () => {
    const parents = await createArticleParents(local.payload)
    const published = await createArticle(local.payload, parents, {
      title: 'Ahead',
      slug: 'rendered-ahead',
      body: 'Rendered *ahead*.',
      is_published: true,
    })
    const draft = await createArticle(local.payload, parents, {
      title: 'Draft',
      slug: 'rendered-draft',
      body: 'Not public.',
      is_published: false,
    })
    const base = 'https://sweep.example'
    expect(await bodies.renderMissingBodies(local.payload, base)).toBeGreaterThanOrEqual(1)
    const rows = await local.sql<{ article_id: number; html: string }>(
      `SELECT article_id, html FROM article_rendered_bodies WHERE renderer = $1`,
      [bodies.rendererOf(base)],
    )
    expect(rows).toContainEqual({ article_id: published.id, html: '<p>Rendered <em>ahead</em>.</p>\n' })
    expect(rows.map((row) => row.article_id)).not.toContain(draft.id)
    expect(await bodies.renderMissingBodies(local.payload, base)).toBe(0)
  })

  it('goes with its article', async () => {
    const parents = await createArticleParents(local.payload)
    const article = await createArticle(local.payload, parents, {
      title: 'Gone',
      slug: 'gone-article',
      body: 'Soon gone.',
      is_published: true,
    })
    await bodies.renderMissingBodies(local.payload, BASE)
    expect(await kept(article.id)).toHaveLength(1)
    await local.payload.delete({ collection: 'articles', id: article.id })
    expect(await kept(article.id)).toHaveLength(0)
  })
})
