/**
 * The write rules every writer shares (cockpit, REST, MCP, jobs, seed), at Payload's local API: the body as rich text
 * and markdown in step, the featured image as a media item or another site's URL, and an editor's summary; and no
 * write reported as done whose COMMIT the database refused (src/ground/db/surfaceCommitFailures.ts).
 */
import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RichText } from '../../src/content/richText/lexicalNodes'
import { createArticle, createArticleParents } from '../helpers/fixtures'
import { alphaPng } from '../helpers/images'
import { startLocalPayload, type LocalPayload } from '../helpers/localPayload'

let local: LocalPayload
let payload: Payload
let parents: Awaited<ReturnType<typeof createArticleParents>>
let image: { id: number; url: string }

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
  parents = await createArticleParents(payload)
  const png = await alphaPng(320, 200)
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A test card', prefix: 'news' },
    file: { data: png, mimetype: 'image/png', name: 'card.png', size: png.length },
  })
  image = { id: media.id, url: media.url! }
})

afterAll(async () => {
  await local?.close()
})

const stored = (id: number) => payload.findByID({ collection: 'articles', id, depth: 0 })

async function refusal(work: Promise<unknown>): Promise<Array<{ path: string; message: string }>> {
  try {
    await work
  } catch (error) {
    if (error instanceof ValidationError) return error.data.errors
    throw error
  }
  throw new Error('expected a ValidationError, but the write succeeded')
}

const paragraph = (text: string) => ({
  type: 'paragraph',
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
  textStyle: '',
  children: [{ type: 'text', text, format: 1, detail: 0, mode: 'normal', style: '', version: 1 }],
})
const richText = (...children: unknown[]) => ({
  root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children },
})

describe('the body as rich text and markdown', () => {
  it('turns a markdown body into rich text and keeps its canonical markdown', async () => {
    const article = await createArticle(payload, parents, { body: 'Intro with __bold__.\n\n* one\n* two' })
    expect(article.body).toBe('Intro with **bold**.\n\n- one\n- two')
    const content = article.content as unknown as RichText
    expect(content.root.children.map((node) => node.type)).toEqual(['paragraph', 'list'])
  })

  it('derives the markdown from rich text written in the cockpit, and the reading time from that markdown', async () => {
    const article = await createArticle(payload, parents, {
      body: undefined,
      content: richText(paragraph('word '.repeat(400).trim())),
    })
    expect(article.reading_time_minutes).toBe(2)
    expect(article.body).toBe(`**${'word '.repeat(400).trim()}**`)
    expect(article.reading_time_minutes).toBe(2)
    const edited = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { content: richText(paragraph('Short now.')) as never },
    })
    expect(edited.body).toBe('**Short now.**')
    expect(edited.reading_time_minutes).toBe(1)
  })

  it('writes an image of ours in the body as a media upload, and refuses a path of ours that names nothing', async () => {
    const article = await createArticle(payload, parents, { body: `Before.\n\n![Desk](${image.url} "At night")` })
    expect((article.content as unknown as RichText).root.children[1]).toMatchObject({
      type: 'upload',
      value: image.id,
      fields: { alt: 'Desk', caption: 'At night' },
    })
    expect(article.body).toBe(`Before.\n\n![Desk](${image.url} "At night")`)
    const errors = await refusal(createArticle(payload, parents, { body: 'Look: ![typo](/media/news/featurd.webp)' }))
    expect(errors).toEqual([
      {
        path: 'body',
        message: expect.stringContaining('an image of ours that does not exist (/media/news/featurd.webp)'),
      },
    ])
  })

  it("refuses rich text that is not Lexical's shape with a field error, not a crash", async () => {
    for (const content of ['just a string', { root: { children: 'nope' } }, { root: null }]) {
      expect((await refusal(createArticle(payload, parents, { body: undefined, content })))[0]!.path).toBe('content')
    }
  })

  it('requires a body, whichever form is sent', async () => {
    expect((await refusal(createArticle(payload, parents, { body: undefined }))).map((e) => e.path)).toEqual([
      'content',
    ])
  })

  it('opens a row written by SQL with its markdown converted for a signed-in reader, and leaves the public read alone', async () => {
    const article = await createArticle(payload, parents, { body: 'Kept **safe**.' })
    await local.sql('UPDATE articles SET content = NULL WHERE id = $1', [article.id])
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'sql-row@example.com', password: 'a long password 123', role: 'editor' },
    })
    const asEditor = await payload.findByID({
      collection: 'articles',
      id: article.id,
      user: editor,
      overrideAccess: false,
    })
    expect((asEditor.content as unknown as RichText).root.children[0]).toMatchObject({ type: 'paragraph' })
    const anonymous = await payload.findByID({ collection: 'articles', id: article.id })
    expect(anonymous.content).toBeNull()
  })
})

describe('internal links', () => {
  const linkTo = (relationTo: string, value: number, text: string) => ({
    type: 'paragraph',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    textFormat: 0,
    textStyle: '',
    children: [
      {
        type: 'link',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 3,
        fields: { linkType: 'internal', doc: { relationTo, value } },
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  })

  it('follow their targets: a slug or PMS that changes rewrites the markdown of every text linking there, latest version included', async () => {
    const pms = await payload.create({
      collection: 'pmses',
      data: { name: 'Linked PMS', slug: 'linked-pms', is_published: true },
    })
    const target = await createArticle(payload, { ...parents, pms }, { title: 'Target story', slug: 'target-story' })
    const term = await payload.create({
      collection: 'glossary-terms',
      data: {
        term: 'Night audit',
        slug: 'night-audit',
        short_definition: 'The end of day.',
        is_published: true,
        body: 'The end of day.',
      },
    })
    const linking = await createArticle(payload, parents, {
      body: undefined,
      content: richText(
        linkTo('articles', target.id, 'the story'),
        linkTo('pmses', pms.id, 'the PMS'),
        linkTo('glossary-terms', term.id, 'the term'),
      ),
    })
    expect(linking.body).toBe(
      '[the story](/linked-pms/target-story)\n\n[the PMS](/linked-pms)\n\n[the term](/glossary/night-audit)',
    )

    await payload.update({ collection: 'articles', id: target.id, data: { slug: 'renamed-story' } })
    await payload.update({ collection: 'glossary-terms', id: term.id, data: { slug: 'night-audit-run' } })
    await payload.update({ collection: 'pmses', id: pms.id, data: { slug: 'moved-pms' } })
    const expected =
      '[the story](/moved-pms/renamed-story)\n\n[the PMS](/moved-pms)\n\n[the term](/glossary/night-audit-run)'
    expect((await stored(linking.id)).body).toBe(expected)
    const latest = await payload.findByID({ collection: 'articles', id: linking.id, draft: true, depth: 0 })
    expect(latest.body).toBe(expected)

    // An article moved to another PMS moves its links too.
    await payload.update({ collection: 'articles', id: target.id, data: { pms: parents.pms.id } })
    const pmsSlug = (await payload.findByID({ collection: 'pmses', id: parents.pms.id })).slug
    expect((await stored(linking.id)).body).toContain(`[the story](/${pmsSlug}/renamed-story)`)
  })
})

describe('the featured image', () => {
  it('links a media item of ours named by path or by absolute URL, and writes its canonical path', async () => {
    const byPath = await createArticle(payload, parents, { featured_image: image.url })
    expect(await stored(byPath.id)).toMatchObject({ image: image.id, featured_image: image.url })
    const byUrl = await createArticle(payload, parents, { featured_image: `http://localhost:3000${image.url}` })
    expect(await stored(byUrl.id)).toMatchObject({ image: image.id, featured_image: image.url })
    const picked = await createArticle(payload, parents, { image: image.id })
    expect(await stored(picked.id)).toMatchObject({ image: image.id, featured_image: image.url })
  })

  it("keeps another site's http(s) image as external", async () => {
    const article = await createArticle(payload, parents, { featured_image: 'https://images.example/hero.webp' })
    expect(article).toMatchObject({ image: null, featured_image: 'https://images.example/hero.webp' })
  })

  it('refuses a path of ours that names no media item, and an address that is no image URL', async () => {
    expect(await refusal(createArticle(payload, parents, { featured_image: '/media/news/featurd.webp' }))).toEqual([
      {
        path: 'featured_image',
        message: expect.stringContaining('names no image in the media library (/media/news/featurd.webp)'),
      },
    ])
    expect((await refusal(createArticle(payload, parents, { featured_image: 'featured.webp' })))[0]!.path).toBe(
      'featured_image',
    )
    const article = await createArticle(payload, parents, { image: image.id })
    expect(
      (
        await refusal(
          payload.update({ collection: 'articles', id: article.id, data: { featured_image: '/media/news/gone.webp' } }),
        )
      )[0]!.path,
    ).toBe('featured_image')
    expect((await payload.findByID({ collection: 'articles', id: article.id })).featured_image).toBe(image.url)
  })

  it('clears the address when the picked image is removed', async () => {
    const article = await createArticle(payload, parents, { image: image.id })
    const cleared = await payload.update({ collection: 'articles', id: article.id, data: { image: null } })
    expect(cleared).toMatchObject({ image: null, featured_image: null })
  })
})

describe('the summary', () => {
  it("is marked as the editor's when someone changes it, and handed back when the mark is cleared", async () => {
    const article = await createArticle(payload, parents)
    expect(article.summary_by_editor).toBe(false)
    const edited = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { summary: 'What the story says, by a person.' },
    })
    expect(edited.summary_by_editor).toBe(true)
    const handedBack = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { summary_by_editor: false },
    })
    expect(handedBack).toMatchObject({ summary_by_editor: false, summary: 'What the story says, by a person.' })
  })
})

describe('a write whose COMMIT the database refuses', () => {
  it('fails, instead of answering with a document the database rolled back', async () => {
    // A deferred constraint is checked at COMMIT: the insert succeeds, the commit fails, as when the server goes away then.
    await local.sql(
      `CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$`,
    )
    await local.sql(
      `CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT ON articles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.title = 'Refused at commit') EXECUTE FUNCTION refuse_at_commit()`,
    )
    try {
      await expect(createArticle(payload, parents, { title: 'Refused at commit' })).rejects.toThrow()
      expect(await local.sql(`SELECT id FROM articles WHERE title = 'Refused at commit'`)).toEqual([])
      // The next write, on the same pool, goes through.
      expect((await createArticle(payload, parents, { title: 'Kept after a refused commit' })).title).toBe(
        'Kept after a refused commit',
      )
    } finally {
      await local.sql(`DROP TRIGGER refuse_at_commit ON articles`)
      await local.sql(`DROP FUNCTION refuse_at_commit()`)
    }
  })
})
