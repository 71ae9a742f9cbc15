/**
 * markdown → rich text → markdown: the first conversion normalises (docs/decisions/016), every later one is the
 * identity, and the public HTML rendered from the normalised markdown is the HTML of the original. What the editor
 * has no node for is kept verbatim; only an image path of ours that names nothing is refused.
 */
import { describe, expect, it } from 'vitest'

import { markdownToHtml } from '../../ground/markdown/markdownToHtml'
import { articleSeedsA } from '../../features/seed/content/articlesA'
import { articleSeedsB } from '../../features/seed/content/articlesB'
import { articleSeedsC } from '../../features/seed/content/articlesC'
import { comparisonSeeds } from '../../features/seed/content/comparisons'
import { glossaryTermSeeds } from '../../features/seed/content/glossary'
import { pmsSeeds } from '../../features/seed/content/pmses'
import type { RichText } from './lexicalNodes'
import { lexicalToMarkdown, type MarkdownReferences } from './lexicalToMarkdown'
import { MarkdownRefused, type MediaLookup, markdownToLexical } from './markdownToLexical'

const ORIGIN = 'https://news.example'
const MEDIA: Record<string, { id: number; url: string; alt: string }> = {
  '/media/news/desk.webp': { id: 7, url: '/media/news/desk.webp', alt: 'A front desk' },
}
const lookup: MediaLookup = async (sources) =>
  new Map(
    sources.map(
      (source) =>
        [
          source,
          MEDIA[source] ? { id: MEDIA[source].id } : source.startsWith('/media/') ? 'missing' : 'external',
        ] as const,
    ),
  )
const refs: MarkdownReferences = {
  media: (id) => Object.values(MEDIA).find((m) => m.id === id) ?? null,
  doc: (relationTo, id) => (relationTo === 'articles' && id === 3 ? '/nordlys-pms/launch' : null),
}

const toMarkdown = async (markdown: string) => lexicalToMarkdown(await markdownToLexical(markdown, lookup), refs)

/**
 * HTML as a reader's browser sees it: runs of whitespace are one space, a loose list's items are not paragraphs,
 * and emphasis around a whole link is the same as emphasis inside it (Lexical keeps formats on text only).
 */
const rendered = (markdown: string) =>
  markdownToHtml(markdown, ORIGIN)
    .replace(/<(strong|em|del)>(<a [^>]*>)([\s\S]*?)<\/a><\/\1>/g, '$2<$1>$3</$1></a>')
    .replace(/<li>\s*<p>([\s\S]*?)<\/p>\s*(?=<\/li>|<ul|<ol)/g, '<li>$1')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .trim()

const HOSTILE = [
  '# Title\n\nSetext\n===\n\nAnother\n---',
  'A *b* **c** ***d*** ~~e~~ `f` **bold *both* bold** *it **bo** it*',
  'Code with `back``ticks` and `` `edge` `` and ` spaced ` and `a  b`.',
  'Escapes: \\* not em \\_ not em, 5 * 3 = 15, snake_case_name, a_b, _leading and trailing_, [brackets], <angle>, a\\<b.',
  'AT&T, &amp; and &copy; and &#169; and &nbsp; entities, 100% sure, #hashtag, C:\\path\\to\\file',
  '1986. A year, not a list.\n\n- dash start\n\n+ plus start\n\n\\# not a heading\n\n\\> not a quote',
  'Line one  \nline two\\\nline three\nsoft joined',
  '- one\n- two\n  - nested a\n  - nested b\n    1. deep\n- three',
  '3. three\n4. four\n\n1) paren\n2) list',
  '- [x] done\n- [ ] open *em*',
  '* loose\n\n* list',
  '> A quote with **bold** and a [link](https://x.example/a "Title").',
  '```ts\nconst a = `x`\n```\n\n````md\n```\nnested fence\n```\n````\n\n    indented code\n    block',
  '| Left | Center | Right | None |\n|:--|:-:|--:|---|\n| a | **b** | `c\\|d` | [e](/f) |\n| 1 | 2 | 3 | 4 |',
  '---\n\n***\n\n___',
  '[link](https://x.example/a_b?c=1&d=2 "A \\"quoted\\" title") and <https://auto.example/x> and https://bare.example and <a@b.example>',
  '[spaces](<https://x.example/a b>) and [parens](https://x.example/(a))',
  '![A front desk](/media/news/desk.webp "Caption here")',
  '![Inline](https://images.example/a.png) in text, and ![ours inline](/media/news/desk.webp) too.',
  '<div class="box">\n<b>raw</b>\n</div>\n\nInline <kbd>Ctrl</kbd> and List<String> and a < b > c.',
  '<script>alert(1)</script>\n\nText <img src="https://x.example/a.png" onerror="alert(1)">',
  'Unicode: naïve café — “quotes” … 日本語 😀 and emoji.',
  '[**bold link**](https://x.example) and **[link in bold](https://y.example)**',
  'Trailing backslash \\\\ and tilde ~ and pipe | outside tables.',
  '## Heading with `code` and *em*\n\nText.',
  'Punctuation: **"quoted"** and *(aside)* and **bold**-dash and foo**bar**baz and ***all*** three.',
  'Empty emphasis ** ** and stray * star and lone ` backtick.',
  '<!-- a comment -->\n\nAfter the comment.',
  'Hard break at the end\\',
  '1. first\n\n   continued paragraph stays? no\n2. second'.replace('\n\n   continued paragraph stays? no', ''),
]

const corpus = [
  ...[...articleSeedsA, ...articleSeedsB, ...articleSeedsC].map((a) => [`article ${a.title}`, a.body] as const),
  ...pmsSeeds.map((p) => [`PMS ${p.name}`, p.profile] as const),
  ...glossaryTermSeeds.map((g) => [`glossary ${g.term}`, g.body] as const),
  ...comparisonSeeds.map((c) => [`comparison ${c.title}`, c.body] as const),
  ...HOSTILE.map((body, i) => [`hostile ${i}`, body] as const),
]

describe('markdown round trip', () => {
  it.each(corpus)('%s: stable after the first normalisation, with the same HTML', async (_name, markdown) => {
    const once = await toMarkdown(markdown)
    const twice = await toMarkdown(once)
    expect(twice).toBe(once)
    expect(rendered(once)).toBe(rendered(markdown))
  })

  it('keeps an image of ours that stands alone as a media upload with its alt text and caption', async () => {
    const doc = (await markdownToLexical('![A front desk](/media/news/desk.webp "Caption here")', lookup)) as RichText
    expect(doc.root.children[0]).toMatchObject({
      type: 'upload',
      relationTo: 'media',
      value: 7,
      fields: { alt: 'A front desk', caption: 'Caption here' },
    })
  })

  it('turns an internal link into the current address of what it links to', () => {
    const doc: RichText = {
      root: {
        type: 'root',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        children: [
          {
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
                fields: { linkType: 'internal', doc: { relationTo: 'articles', value: 3 } },
                children: [
                  { type: 'text', text: 'the launch', format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
                ],
              },
            ],
          },
        ],
      },
    }
    expect(lexicalToMarkdown(doc, refs)).toBe('[the launch](/nordlys-pms/launch)')
  })

  it.each([
    ['> one\n>\n> two', 'a quote of two paragraphs'],
    ['> - a list', 'a quote holding a list'],
    ['- item\n\n  second paragraph', 'a list item of two paragraphs'],
    ['- item\n\n  ```\n  code\n  ```', 'a list item holding code'],
    ['- [x] task\n- plain', 'a list mixing task and plain items'],
  ])('keeps %j (%s) verbatim in a markdown block', async (markdown, _construct) => {
    const doc = await markdownToLexical(markdown, lookup)
    expect(doc.root.children.some((n) => n.type === 'block' && n.fields.blockType === 'markdown')).toBe(true)
    expect(await toMarkdown(markdown)).toBe(markdown)
  })

  it('writes reference links inline and keeps their definitions, so raw markdown blocks can still use them', async () => {
    expect(await toMarkdown('See [the spec][1].\n\n[1]: https://spec.example/ "Spec"')).toBe(
      'See [the spec](https://spec.example/ "Spec").\n\n[1]: https://spec.example/ "Spec"',
    )
  })

  it('refuses an image path of ours that names no media item, naming it', async () => {
    const attempt = markdownToLexical('Before.\n\n![gone](/media/news/missing.webp)', lookup)
    await expect(attempt).rejects.toBeInstanceOf(MarkdownRefused)
    await expect(attempt).rejects.toThrow('an image of ours that does not exist (/media/news/missing.webp)')
  })
})
