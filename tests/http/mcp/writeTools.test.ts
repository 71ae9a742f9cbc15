/**
 * The MCP write tools (issue 10): articles, PMS profiles, glossary terms and PR links created and changed with
 * good and bad arguments, the stale-edit guard, and the audit trail of every write, shown to staff in the cockpit.
 */
import { describe, expect, it } from 'vitest'

import { addAccount, ADMIN, EDITOR } from '../../helpers/accounts'
import { cockpitSignedIn, useBrowser } from '../../helpers/browser'
import { signIn } from '../../helpers/cockpitSession'
import { call, errorText, structured, useMcpApp } from './mcpClient'

const { app, agentWith, rawPost, writer } = useMcpApp()
const browser = useBrowser()
const { sql } = app

describe('write tools', () => {
  it('create a draft article by default, say so, and publish it through update-article with a stale-edit guard', async () => {
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const [author] = await sql<{ id: number }>(`SELECT id FROM authors ORDER BY id LIMIT 1`)
    const created = structured<{ article: { id: number; state: string; slug: string }; message: string }>(
      await call(writer().client, 'create-article', {
        pms_id: pms!.id,
        author_id: author!.id,
        title: 'Harbor PMS tests an agent-written draft',
        body: 'A body in **markdown**, long enough to read.',
      }),
    )
    expect(created.article.state).toBe('draft')
    expect(created.message).toMatch(/draft/)
    const [row] = await sql<{ is_published: boolean }>(`SELECT is_published FROM articles WHERE id = $1`, [
      created.article.id,
    ])
    expect(row!.is_published).toBe(false)

    const dangling = errorText(
      await call(writer().client, 'create-article', { pms_id: 999_999, author_id: author!.id, title: 'x', body: 'y' }),
    )
    expect(dangling).toBe(
      'The change was refused: pms_id: refers to a PMS that does not exist (find the right id with list-pmses). Fix these fields and call again.',
    )
    expect(
      (await call(writer().client, 'create-article', { pms_id: pms!.id, title: 'No author', body: 'y' })).isError,
    ).toBe(true)

    const current = structured<{ article: { updated_at: string } }>(
      await call(writer().client, 'get-article', { id: created.article.id }),
    ).article
    const stale = await call(writer().client, 'update-article', {
      id: created.article.id,
      expected_updated_at: '2020-01-01T00:00:00.000Z',
      title: 'Overwrite',
    })
    expect(errorText(stale)).toMatch(/changed at .* get-article again/)
    // Two editors' agents with the same version in hand: one change wins, the other is told to read again.
    const racing = await Promise.all(
      ['First title', 'Second title'].map((title) =>
        call(writer().client, 'update-article', {
          id: created.article.id,
          expected_updated_at: current.updated_at,
          title,
        }),
      ),
    )
    expect(racing.filter((result) => !result.isError)).toHaveLength(1)
    expect(errorText(racing.find((result) => result.isError)!)).toMatch(/get-article again/)
    const latest = structured<{ article: { updated_at: string } }>(
      await call(writer().client, 'get-article', { id: created.article.id }),
    ).article
    current.updated_at = latest.updated_at
    const published = structured<{ article: { state: string }; changed: string[] }>(
      await call(writer().client, 'update-article', {
        id: created.article.id,
        expected_updated_at: current.updated_at,
        is_published: true,
        excerpt: 'Now with an excerpt.',
      }),
    )
    expect(published.article.state).toBe('published')
    // Publishing stamps published_at, and the record says so.
    expect(published.changed).toEqual(
      expect.arrayContaining([
        'excerpt',
        'is_published (false → true)',
        expect.stringMatching(/^published_at \(null → "\d{4}-/),
      ]),
    )
    // Publishing queued the same publishing job as the cockpit and REST.
    const jobs = await sql(
      `SELECT 1 FROM payload_jobs WHERE workflow_slug = 'publish-article' AND (input->>'articleId')::int = $1`,
      [created.article.id],
    )
    expect(jobs.length).toBe(1)
    expect(errorText(await call(writer().client, 'update-article', { id: created.article.id }))).toMatch(
      /Nothing to change/,
    )
    expect(errorText(await call(writer().client, 'update-article', { id: 999_999, title: 'x' }))).toMatch(
      /No article has id/,
    )
    // Every write is a version naming the agent and the person who approved its grant (docs/decisions/017).
    const versions = await sql<{ version_edited_by: string }>(
      `SELECT version_edited_by FROM _articles_v WHERE parent_id = $1`,
      [created.article.id],
    )
    expect(versions.length).toBeGreaterThanOrEqual(3)
    for (const version of versions)
      expect(version.version_edited_by).toMatch(/^agent ".+" \(MCP\), approved by \S+@\S+$/)
    // The body came in as markdown, is stored as rich text too, and a path of ours naming no image is refused.
    const [stored] = await sql<{ body: string; rich: boolean }>(
      `SELECT body, content IS NOT NULL AS rich FROM articles WHERE id = $1`,
      [created.article.id],
    )
    expect(stored).toEqual({ body: 'A body in **markdown**, long enough to read.', rich: true })
    const broken = await call(writer().client, 'update-article', {
      id: created.article.id,
      body: 'See ![x](/media/news/featurd.webp)',
    })
    expect(errorText(broken)).toMatch(
      /body: The text holds an image of ours that does not exist \(\/media\/news\/featurd\.webp\)/,
    )
  })

  it('add a dated correction to a published article, shown by get-article and on its page; refused on a draft or a missing id', async () => {
    const [row] = await sql<{ id: number; path: string }>(
      `SELECT a.id, '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id
       WHERE a.is_published ORDER BY a.id LIMIT 1`,
    )
    const before = Date.now()
    const added = structured<{ correction: { kind: string; text: string; date: string }; message: string }>(
      await call(writer().client, 'add-correction', {
        id: row!.id,
        kind: 'update',
        text: 'The vendor confirmed the date after publication.',
      }),
    )
    expect(added.correction).toMatchObject({ kind: 'update', text: 'The vendor confirmed the date after publication.' })
    expect(new Date(added.correction.date).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const detail = structured<{ article: { corrections: Array<{ kind: string; text: string; date: string }> } }>(
      await call(writer().client, 'get-article', { id: row!.id }),
    )
    expect(detail.article.corrections.at(-1)).toEqual(added.correction)
    await expect
      .poll(async () =>
        (await (await fetch(`${app.url}${row!.path}`)).text()).includes('The vendor confirmed the date'),
      )
      .toBe(true)

    const [draft] = await sql<{ id: number }>(
      `SELECT id FROM articles WHERE NOT is_published AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    )
    if (draft)
      expect(
        errorText(await call(writer().client, 'add-correction', { id: draft.id, kind: 'update', text: 'x' })),
      ).toContain('only to a published article')
    expect(
      errorText(await call(writer().client, 'add-correction', { id: 999_999, kind: 'update', text: 'x' })),
    ).toContain('No article has id 999999')
  })

  it('create and update a PMS profile, create a glossary term, and create, update and delete a PR link', async () => {
    const pms = structured<{ pms: { id: number; slug: string; is_published: boolean } }>(
      await call(writer().client, 'create-pms', {
        name: 'Lighthouse Stay',
        vendor: 'Lighthouse Software',
        deployment: 'cloud',
        integrations: ['Stripe'],
        capabilities: { pos: true },
      }),
    ).pms
    expect(pms).toMatchObject({ slug: 'lighthouse-stay', is_published: false })
    expect(
      errorText(await call(writer().client, 'create-pms', { name: 'Lighthouse Stay', slug: 'lighthouse-stay' })),
    ).toMatch(/slug/)
    expect((await call(writer().client, 'create-pms', { name: 'Bad', deployment: 'mainframe' })).isError).toBe(true)
    const updated = structured<{ changed: string[] }>(
      await call(writer().client, 'update-pms-profile', {
        id: pms.id,
        tagline: 'PMS for lighthouses',
        founded_year: 2019,
      }),
    )
    expect(updated.changed).toEqual(['tagline', 'founded_year'])
    expect(errorText(await call(writer().client, 'update-pms-profile', { id: 999_999, tagline: 'x' }))).toMatch(
      /No PMS has id/,
    )

    const term = structured<{ term: { id: number; slug: string } }>(
      await call(writer().client, 'create-glossary-term', {
        term: 'Lighthouse keeping',
        short_definition: 'Looking after a lighthouse, a test term made by an agent.',
      }),
    ).term
    expect(term.slug).toBe('lighthouse-keeping')
    expect((await call(writer().client, 'create-glossary-term', { term: 'Missing definition' })).isError).toBe(true)

    const link = structured<{ pr_link: { id: number; is_active: boolean } }>(
      await call(writer().client, 'create-pr-link', {
        title: 'Lighthouse launches',
        url: 'https://lighthouse.example/news',
        pms_id: pms.id,
        date: '2026-11-01',
      }),
    ).pr_link
    expect(link.is_active).toBe(true)
    expect(
      errorText(
        await call(writer().client, 'create-pr-link', { title: 'Bad', url: 'ftp://x.example', pms_id: pms.id }),
      ),
    ).toBeTruthy()
    expect(
      structured<{ changed: string[] }>(
        await call(writer().client, 'update-pr-link', { id: link.id, is_active: false }),
      ).changed,
    ).toEqual(['is_active (true → false)'])
    expect(
      errorText(await call(writer().client, 'update-pr-link', { id: link.id, url: 'javascript:alert(1)' })),
    ).toMatch(/url/i)
    expect(errorText(await call(writer().client, 'update-pr-link', { id: link.id }))).toMatch(/Nothing to change/)
    expect(errorText(await call(writer().client, 'update-pr-link', { id: 999_999, is_active: true }))).toMatch(
      /No PR link has id 999999/,
    )
    expect(errorText(await call(writer().client, 'update-pr-link', { id: link.id, pms_id: 999_999 }))).toMatch(
      /pms_id: refers to a PMS that does not exist \(find the right id with list-pmses\)/,
    )
    expect(
      structured<{ deleted: { id: number } }>(await call(writer().client, 'delete-pr-link', { id: link.id })).deleted
        .id,
    ).toBe(link.id)
    expect(errorText(await call(writer().client, 'delete-pr-link', { id: link.id }))).toMatch(/deleted already/)
  })

  it('records every write in the audit trail: tool, client, account, target and what changed', async () => {
    const events = await sql<{
      tool: string
      client_name: string
      account_id: number
      target_collection: string
      target_id: string
      summary: string
    }>(`SELECT tool, client_name, account_id, target_collection, target_id, summary FROM mcp_audit_events ORDER BY id`)
    const [admin] = await sql<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [ADMIN.email])
    expect(events.map((event) => event.tool)).toEqual(
      expect.arrayContaining([
        'create-article',
        'update-article',
        'create-pms',
        'update-pms-profile',
        'create-glossary-term',
        'create-pr-link',
        'update-pr-link',
        'delete-pr-link',
      ]),
    )
    for (const event of events) expect(event).toMatchObject({ client_name: 'Newsroom writer', account_id: admin!.id })
    expect(events.filter((event) => event.tool === 'update-article').map((event) => event.summary)).toEqual([
      'changed title',
      expect.stringMatching(/is_published \(false → true\)/),
    ])
    // Refused calls leave no trace and no partial data.
    expect(events.filter((event) => event.tool === 'create-article')).toHaveLength(1)
    // A creation shows what it set, field by field, as an edit shows what it changed.
    const created = await sql<{ tool: string; changes: Array<{ field: string; before: unknown; after: unknown }> }>(
      `SELECT tool, changes FROM mcp_audit_events WHERE tool LIKE 'create-%' ORDER BY id`,
    )
    for (const event of created) {
      expect(event.changes.length, event.tool).toBeGreaterThan(0)
      for (const change of event.changes) expect(change.before, `${event.tool} ${change.field}`).toBeNull()
    }
    expect(created.find((event) => event.tool === 'create-article')!.changes).toContainEqual(
      expect.objectContaining({ field: 'title', after: expect.any(String) }),
    )
  })

  it("writes under an editor's grant as that editor, and shows the trail to staff in the cockpit", async () => {
    const { client: assistant } = await agentWith('articles:read pr-links:write', 'Desk assistant', EDITOR)
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const link = structured<{ pr_link: { id: number } }>(
      await call(assistant, 'create-pr-link', {
        title: 'Harbor PMS opens a desk office',
        url: 'https://harbor.example/desk',
        pms_id: pms!.id,
      }),
    ).pr_link
    await assistant.close()
    const [event] = await sql<{ email: string; client_name: string }>(
      `SELECT u.email, e.client_name FROM mcp_audit_events e JOIN users u ON u.id = e.account_id WHERE e.target_collection = 'pr-links' AND e.target_id = $1`,
      [String(link.id)],
    )
    expect(event).toEqual({ email: EDITOR.email, client_name: 'Desk assistant' })

    const { context, page } = await cockpitSignedIn(browser(), app.url, ADMIN, {
      at: '/cockpit/collections/mcp-audit-events',
    })
    // The account cell loads its user after the table renders.
    const newest = page.locator('table tbody tr').first()
    await newest.getByText(EDITOR.email).waitFor()
    const row = (await newest.innerText()).replace(/\s+/g, ' ')
    expect(row).toContain('create-pr-link')
    expect(row).toContain('Desk assistant')
    expect(row).toContain(EDITOR.email)
    expect(row).toContain(String(link.id))
    // Nobody edits the trail, not even an admin.
    expect(await page.getByRole('link', { name: /Create new/i }).count()).toBe(0)
    await context.close()
  })
  it("record what a change did to an article's state and relations, and nothing for an unchanged list", async () => {
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const [author] = await sql<{ id: number }>(`SELECT id FROM authors ORDER BY id LIMIT 1`)
    const [category] = await sql<{ id: number }>(`SELECT id FROM categories ORDER BY id LIMIT 1`)
    const { article } = structured<{ article: { id: number } }>(
      await call(writer().client, 'create-article', {
        pms_id: pms!.id,
        author_id: author!.id,
        category_id: category!.id,
        title: 'Harbor PMS plans a launch',
        body: 'Scheduled later.',
      }),
    )
    const change = async (args: Record<string, unknown>) =>
      structured<{ changed: string[] }>(await call(writer().client, 'update-article', { id: article.id, ...args }))
        .changed
    // A future date schedules rather than publishes: the record says so.
    expect(await change({ is_published: true, published_at: '2030-01-01T09:00:00.000Z' })).toEqual(
      expect.arrayContaining(['scheduled (false → true)']),
    )
    expect(await change({ is_published: false })).toEqual(['scheduled (true → false)'])
    expect(await change({ category_id: null })).toEqual(['category'])
    const summaries = await sql<{ summary: string }>(
      `SELECT summary FROM mcp_audit_events WHERE target_collection = 'articles' AND target_id = $1 ORDER BY id`,
      [String(article.id)],
    )
    expect(summaries.map((row) => row.summary).slice(1)).toEqual([
      expect.stringContaining('scheduled (false → true)'),
      'changed scheduled (true → false)',
      'changed category',
    ])
    // Each changed field is kept with its value before and after, for the trail's diff.
    await change({ body: 'Scheduled later.\n\nA second paragraph.' })
    const [latest] = await sql<{ changes: Array<{ field: string; before: unknown; after: unknown }> }>(
      `SELECT changes FROM mcp_audit_events WHERE target_collection = 'articles' AND target_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(article.id)],
    )
    expect(latest!.changes).toEqual([
      { field: 'body', before: 'Scheduled later.', after: expect.stringContaining('A second paragraph.') },
    ])
    // Integrations compare by name: saving the same list changes nothing.
    const [lighthouse] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'lighthouse-stay'`)
    expect(
      structured<{ changed: string[] }>(
        await call(writer().client, 'update-pms-profile', { id: lighthouse!.id, integrations: ['Stripe'] }),
      ).changed,
    ).toEqual([])
    expect(
      structured<{ changed: string[] }>(
        await call(writer().client, 'update-pms-profile', { id: lighthouse!.id, integrations: ['Stripe', 'Adyen'] }),
      ).changed,
    ).toEqual(['integrations'])
  })

  it('write a co-byline as author_ids, read it back in order, reorder it, and refuse an author it cannot find', async () => {
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const [first, second] = await sql<{ id: number; name: string }>(`SELECT id, name FROM authors ORDER BY id LIMIT 2`)
    const { article } = structured<{ article: { id: number } }>(
      await call(writer().client, 'create-article', {
        pms_id: pms!.id,
        author_ids: [second!.id, first!.id],
        title: 'Two agents write together',
        body: 'A co-written body.',
      }),
    )
    const authorsOf = async () =>
      structured<{ article: { author: { id: number }; authors: Array<{ id: number; name: string }> } }>(
        await call(writer().client, 'get-article', { id: article.id }),
      ).article
    expect(await authorsOf()).toMatchObject({
      author: { id: second!.id },
      authors: [
        { id: second!.id, name: second!.name },
        { id: first!.id, name: first!.name },
      ],
    })
    const { changed } = structured<{ changed: string[] }>(
      await call(writer().client, 'update-article', { id: article.id, author_ids: [first!.id, second!.id] }),
    )
    expect(changed).toEqual(['authors', 'author'])
    expect((await authorsOf()).authors.map((author) => author.id)).toEqual([first!.id, second!.id])
    // author_id alone makes a byline of one.
    await call(writer().client, 'update-article', { id: article.id, author_id: second!.id })
    expect((await authorsOf()).authors.map((author) => author.id)).toEqual([second!.id])

    expect(
      errorText(await call(writer().client, 'update-article', { id: article.id, author_ids: [first!.id, 999_999] })),
    ).toMatch(
      /^The change was refused: author_ids: names an author that does not exist \(find the right id with one of these authors: /,
    )
    expect(
      (
        await call(writer().client, 'update-article', {
          id: article.id,
          author_id: first!.id,
          author_ids: [second!.id],
        })
      ).isError,
    ).toBe(true)
  })

  it('refuse what the database would refuse, answer an author_id it cannot find with the authors, and hide a failure behind a reference', async () => {
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const links = async () => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM pr_links`))[0]!.n)
    const before = await links()
    expect(
      errorText(
        await call(writer().client, 'create-pr-link', {
          title: 'NUL',
          url: 'https://a.example/\u0000x',
          pms_id: pms!.id,
        }),
      ),
    ).toMatch(/url/)
    expect(
      errorText(
        await call(writer().client, 'create-pr-link', {
          title: 'Year zero',
          url: 'https://a.example/y',
          pms_id: pms!.id,
          date: '0000-01-01',
        }),
      ),
    ).toMatch(/year 0001/)
    expect(await links()).toBe(before)

    const authors = errorText(
      await call(writer().client, 'create-article', { pms_id: pms!.id, author_id: 999_999, title: 'x', body: 'y' }),
    )
    const [author] = await sql<{ id: number; name: string }>(`SELECT id, name FROM authors ORDER BY name LIMIT 1`)
    expect(authors).toContain(
      `author_id: refers to an author that does not exist (find the right id with one of these authors: ${author!.id} (${author!.name})`,
    )

    // A failure inside the database (here a constraint the test adds) is logged with a reference; the model gets the
    // reference, never the SQL, and nothing of the call is stored.
    const audits = Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM mcp_audit_events`))[0]!.n)
    await sql(`ALTER TABLE pr_links ADD CONSTRAINT test_refuses_this_title CHECK (title <> 'Break the database')`)
    try {
      const failed = errorText(
        await call(writer().client, 'create-pr-link', {
          title: 'Break the database',
          url: 'https://a.example/z',
          pms_id: pms!.id,
        }),
      )
      const reference = /reference ([0-9a-f-]{36})/.exec(failed)?.[1]
      expect(reference, failed).toBeTruthy()
      expect(failed).not.toMatch(/insert|pr_links|Failed query|constraint/i)
      await expect.poll(() => app.server.output()).toContain(reference)
    } finally {
      await sql(`ALTER TABLE pr_links DROP CONSTRAINT test_refuses_this_title`)
    }
    expect(await links()).toBe(before)
    expect(Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM mcp_audit_events`))[0]!.n)).toBe(audits)
  })

  it("refuses the same bad value through MCP and through the cockpit's /cms-api, in the same words, storing nothing", async () => {
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const { token } = await signIn(app.url, ADMIN.email, ADMIN.password)
    const rows = async () =>
      (
        await sql<{ pmses: number; pr_links: number }>(
          `SELECT (SELECT count(*)::int FROM pmses) AS pmses, (SELECT count(*)::int FROM pr_links) AS pr_links`,
        )
      )[0]
    const before = await rows()
    const link = { title: 'A launch', url: 'https://launch.example/', pms_id: pms!.id }
    for (const [tool, args, collection, field, message] of [
      [
        'create-pms',
        { name: 'Bad Slug', slug: 'Bad Slug' },
        'pmses',
        'slug',
        'must contain only lower-case letters, digits and single hyphens',
      ],
      [
        'create-pms',
        { name: 'Cockpit', slug: 'cockpit' },
        'pmses',
        'slug',
        '"cockpit" is a reserved path of the site and cannot be a PMS slug',
      ],
      ['create-pms', { name: 'x'.repeat(256) }, 'pmses', 'name', 'must be at most 255 characters'],
      [
        'create-pms',
        { name: 'Old PMS', founded_year: 1700 },
        'pmses',
        'founded_year',
        'must be a year from 1800 to 2100',
      ],
      [
        'create-pr-link',
        { ...link, url: 'javascript:alert(1)' },
        'pr-links',
        'url',
        'must be an absolute http(s) URL without control characters',
      ],
    ] as const) {
      expect(errorText(await call(writer().client, tool, args))).toContain(`${field}: ${message}`)

      const { pms_id: pmsId, ...fields } = args as Record<string, unknown>
      const cockpit = await fetch(`${app.url}/cms-api/${collection}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, origin: app.url },
        body: JSON.stringify(pmsId === undefined ? fields : { ...fields, pms: pmsId }),
      })
      expect(cockpit.status).toBe(400)
      const { errors } = (await cockpit.json()) as {
        errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>
      }
      expect(errors[0]?.data?.errors).toEqual([expect.objectContaining({ path: field, message })])
    }
    expect(await rows()).toEqual(before)
  })

  it('set who may quote an article (issue 66) on create-article and update-article, and refuse a policy it does not know', async () => {
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const [author] = await sql<{ id: number }>(`SELECT id FROM authors ORDER BY id LIMIT 1`)
    const policyOf = async (id: number) =>
      (await sql<{ policy: string }>(`SELECT quote_policy::text AS policy FROM articles WHERE id = $1`, [id]))[0]!
        .policy
    const created = structured<{ article: { id: number } }>(
      await call(writer().client, 'create-article', {
        pms_id: pms!.id,
        author_id: author!.id,
        title: 'Harbor PMS keeps its roadmap to itself',
        body: 'Quote it? Not this one.',
        quote_policy: 'nobody',
      }),
    )
    expect(await policyOf(created.article.id)).toBe('nobody')
    const changed = structured<{ changed: string[] }>(
      await call(writer().client, 'update-article', { id: created.article.id, quote_policy: 'followers' }),
    )
    expect(changed.changed).toContain('quote_policy')
    expect(await policyOf(created.article.id)).toBe('followers')
    const refused = await call(writer().client, 'update-article', { id: created.article.id, quote_policy: 'everyone' })
    expect(refused.isError).toBe(true)
    expect(errorText(refused)).toMatch(/quote_policy/)
    expect(await policyOf(created.article.id)).toBe('followers')
  })
})

describe("an agent's grant by its approver's role (docs/decisions/060-four-roles.md)", () => {
  const asked = 'articles:read articles:write pms:write'
  const callCreatePms = (token: string) =>
    rawPost(
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'create-pms', arguments: { name: 'Agent PMS' } } },
      { authorization: `Bearer ${token}` },
    )

  it("grants a contributor's agent no more than drafts and the review, and takes a demoted approver's power from their agent", async () => {
    const CONTRIBUTOR = { email: 'agent-contributor@example.com', password: 'a long contributor password' }
    await addAccount(app.url, CONTRIBUTOR, 'contributor')
    const capped = await agentWith(asked, 'Contributor helper', CONTRIBUTOR)
    // pms:write was asked for and approved, but a contributor does not change PMS profiles: neither does their agent.
    const beyond = await callCreatePms(capped.token)
    expect(beyond.status).toBe(403)
    expect(beyond.message).toMatchObject({
      code: 'role_lacks_capability',
      role: 'contributor',
      lacks: 'edit_all_content',
    })
    const [pms] = await sql<{ id: number }>(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const [author] = await sql<{ id: number }>(`SELECT id FROM authors ORDER BY id LIMIT 1`)
    const article = { pms_id: pms!.id, author_id: author!.id, title: 'A contributor agent draft', body: 'Text.' }
    const refused = await call(capped.client, 'create-article', { ...article, is_published: true })
    expect(errorText(refused)).toContain('A contributor may not publish or schedule their own articles.')
    const draft = structured<{ article: { id: number } }>(await call(capped.client, 'create-article', article)).article
    // Its way forward is the review: submitted once, as the contributor's, and told when it already waits.
    const submitted = structured<{ review: string; message: string }>(
      await call(capped.client, 'submit-for-review', { id: draft.id }),
    )
    expect(submitted.review).toBe('submitted')
    const reviewOf = async () =>
      (await sql<{ review: string }>(`SELECT review FROM articles WHERE id = $1`, [draft.id]))[0]!.review
    expect(await reviewOf()).toBe('submitted')
    expect(errorText(await call(capped.client, 'submit-for-review', { id: draft.id }))).toContain(
      'The article already waits for review.',
    )
    // Sending back is an editor's step: refused for the contributor's agent, nothing changed.
    const notBack = await call(capped.client, 'send-back', { id: draft.id, note: 'Shorter, please.' })
    expect(errorText(notBack)).toContain('send-back was refused')
    expect(await reviewOf()).toBe('submitted')
    // An editor's agent sends it back: the note is an editorial note on the article, the step in the audit trail.
    const back = structured<{ review: string }>(
      await call(writer().client, 'send-back', { id: draft.id, note: 'Name the hotel group in the first line.' }),
    )
    expect(back.review).toBe('sent_back')
    expect(await reviewOf()).toBe('sent_back')
    expect(
      await sql(
        `SELECT 1 FROM article_notes WHERE article_id = $1 AND body = 'Name the hotel group in the first line.'`,
        [draft.id],
      ),
    ).toHaveLength(1)
    expect(
      (
        await sql<{ tool: string }>(
          `SELECT tool FROM mcp_audit_events WHERE target_collection = 'articles' AND target_id = $1 ORDER BY id`,
          [draft.id],
        )
      ).map((row) => row.tool),
    ).toEqual(['create-article', 'submit-for-review', 'send-back'])
    expect(errorText(await call(capped.client, 'submit-for-review', { id: 999_999 }))).toContain('No such article')
    // Nor does it correct a published article: a contributor edits no published article.
    const [published] = await sql<{ id: number }>(`SELECT id FROM articles WHERE is_published ORDER BY id LIMIT 1`)
    const correction = await call(capped.client, 'add-correction', { id: published!.id, kind: 'update', text: 'No.' })
    expect(correction.isError).toBe(true)
    expect(await sql(`SELECT 1 FROM articles_corrections WHERE text = 'No.'`)).toEqual([])
    await capped.client.close()

    const DEMOTED = { email: 'agent-demoted@example.com', password: 'a long editor password' }
    const id = await addAccount(app.url, DEMOTED, 'editor')
    const helper = await agentWith(asked, 'Demoted helper', DEMOTED)
    await sql(`UPDATE users SET role = 'contributor' WHERE id = $1`, [id])
    const answer = await callCreatePms(helper.token)
    expect(answer.status).toBe(403)
    expect(answer.headers.get('content-type')).toContain('application/problem+json')
    expect(answer.message).toMatchObject({
      code: 'role_lacks_capability',
      role: 'contributor',
      lacks: 'edit_all_content',
    })
    expect(await sql(`SELECT id FROM pmses WHERE name = 'Agent PMS'`)).toEqual([])
    await helper.client.close()
  })
})
