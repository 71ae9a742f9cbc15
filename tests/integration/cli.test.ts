/**
 * The operator CLI against a fresh database. Help and one command run as child processes, as an operator runs them;
 * the other commands run `runCli` in this process (what `scripts/cli.ts` calls, minus `process.exit`), sparing each
 * the seconds a fresh process spends loading Payload.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { hashApiToken } from '../../src/features/auth/apiTokenSecret'
import { runCli } from '../../src/cli/runCli'
import { useApp } from '../helpers/appFixture'
import { startAppServer } from '../helpers/appServer'
import { type CliResult, runCliProcess } from '../helpers/runCliProcess'
import { appEnv } from '../helpers/testEnv'

// The webhooks' test allowance: an endpoint on loopback, where no receiver need listen for a registration.
const app = useApp({ server: false, env: { WEBHOOKS_TEST_PRIVATE_ADDRESSES: 'true' } })
const { sql } = app

beforeAll(async () => {
  // The app's env module reads process.env once, when it is first imported: nothing this file imports statically
  // may import it, or the commands would write to another database. Checked here, not assumed.
  Object.assign(process.env, appEnv(app.env))
  const { env } = await import('../../src/ground/env')
  if (env.DATABASE_URL !== app.database.url)
    throw new Error(`src/ground/env was loaded before this file set DATABASE_URL (it has ${env.DATABASE_URL})`)
})

async function cli(...args: string[]): Promise<CliResult> {
  const stdout: string[] = []
  const stderr: string[] = []
  const code = await runCli(
    args,
    (line) => stdout.push(`${line}\n`),
    (line) => stderr.push(`${line}\n`),
  )
  return { code, stdout: stdout.join(''), stderr: stderr.join('') }
}

// A run as a child process loads Payload first: 4 to 9 s on an idle two-core machine, up to 46 s measured on a
// loaded one; a test with a run and a server start needs more than the default.
vi.setConfig({ testTimeout: 180_000 })

describe('help', () => {
  it('lists every command with --help', async () => {
    const result = await runCliProcess(['--help'], app.env)
    expect(result.code).toBe(0)
    for (const command of ['users:create', 'tokens:create', 'tokens:list', 'tokens:revoke', 'migrate', 'seed']) {
      expect(result.stdout).toContain(command)
    }
  })

  it("shows a command's options with <command> --help", async () => {
    const result = await runCliProcess(['users:create', '--help'], app.env)
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('--email')
    expect(result.stdout).toContain('--role')
  })

  it('refuses an unknown command with status 1', async () => {
    const result = await runCliProcess(['users:destroy'], app.env)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Unknown command "users:destroy"')
  })

  it('refuses an unknown option with status 1', async () => {
    const result = await runCliProcess(['tokens:list', '--colour'], app.env)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain("Unknown option '--colour'")
  })
})

describe('migrate', () => {
  it('applies nothing new on a migrated database and says so', async () => {
    const result = await cli('migrate')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Migrations are up to date.')
    const { migrations } = await import('../../src/features/migrations')
    const rows = await sql('SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY name')
    expect(rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name))
  })
})

describe('users:create', () => {
  it('creates an account that can sign in with the given role', async () => {
    const result = await cli(
      'users:create',
      '--email',
      'Editor@Example.com',
      '--password',
      'a good long password',
      '--role',
      'editor',
    )
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Created editor account editor@example.com')
    const rows = await sql('SELECT email, role, hash FROM users')
    expect(rows).toHaveLength(1)
    expect(rows[0].email).toBe('editor@example.com')
    expect(rows[0].role).toBe('editor')
    expect(rows[0].hash).not.toContain('a good long password')
  })

  it('refuses a duplicate email, a short password and an unknown role, writing nothing', async () => {
    const duplicate = await cli(
      'users:create',
      '--email',
      'editor@example.com',
      '--password',
      'another long password',
      '--role',
      'admin',
    )
    expect(duplicate.code).toBe(1)
    expect(duplicate.stderr).toContain('already exists')
    const short = await cli('users:create', '--email', 'x@example.com', '--password', 'short', '--role', 'admin')
    expect(short.code).toBe(1)
    expect(short.stderr).toContain('--password must have at least 12 characters')
    const role = await cli(
      'users:create',
      '--email',
      'y@example.com',
      '--password',
      'a good long password',
      '--role',
      'owner',
    )
    expect(role.code).toBe(1)
    expect(role.stderr).toContain('--role must be one of: contributor, author, editor, admin')
    const rows = await sql('SELECT count(*)::int AS n FROM users')
    expect(rows[0].n).toBe(1)
  })

  it('takes each of the four roles', async () => {
    for (const role of ['contributor', 'author']) {
      const made = await cli(
        'users:create',
        '--email',
        `${role}@example.com`,
        '--password',
        'a good long password',
        '--role',
        role,
      )
      expect(made.code).toBe(0)
    }
    const rows = await sql(`SELECT role FROM users WHERE email IN ('contributor@example.com', 'author@example.com')`)
    expect(rows.map((row) => row.role).sort()).toEqual(['author', 'contributor'])
  })
})

describe('tokens', () => {
  let token: string
  let id: number

  it('tokens:create prints the token once and stores only its SHA-256 hash', async () => {
    const result = await cli('tokens:create', '--name', 'newsroom pipeline')
    expect(result.code).toBe(0)
    const match = /^\s+(pmsn_[A-Za-z0-9_-]{43})$/m.exec(result.stdout)
    expect(match).not.toBeNull()
    token = match![1]!
    const rows = await sql('SELECT * FROM api_tokens')
    expect(rows).toHaveLength(1)
    id = rows[0].id
    expect(rows[0].token_hash).toBe(hashApiToken(token))
    expect(rows[0].display_prefix).toBe(token.slice(0, 11))
    // Without --role, an editor's powers: what every token could do before tokens had roles.
    expect(rows[0].role).toBe('editor')
    // The plaintext appears in no column of any row.
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('tokens:list shows the prefix and never the secret', async () => {
    const result = await cli('tokens:list')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('newsroom pipeline')
    expect(result.stdout).toContain(`${token.slice(0, 11)}…`)
    expect(result.stdout).not.toContain(token)
  })

  it('tokens:revoke marks the token revoked', async () => {
    const result = await cli('tokens:revoke', '--id', String(id))
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`Revoked API token ${id} ("newsroom pipeline")`)
    const rows = await sql('SELECT revoked_at FROM api_tokens WHERE id = $1', [id])
    expect(rows[0].revoked_at).toBeInstanceOf(Date)
  })

  it('tokens:revoke refuses an unknown id', async () => {
    const result = await cli('tokens:revoke', '--id', '999999')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('no API token with id 999999')
  })

  it('tokens:create gives the token the role asked for, and refuses one that is not a role', async () => {
    const made = await cli('tokens:create', '--name', 'freelance feed', '--role', 'contributor')
    expect(made.code).toBe(0)
    expect(made.stdout).toContain('with the role contributor')
    const rows = await sql(`SELECT role FROM api_tokens WHERE name = 'freelance feed'`)
    expect(rows).toEqual([{ role: 'contributor' }])
    const refused = await cli('tokens:create', '--name', 'odd', '--role', 'owner')
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('--role must be one of: contributor, author, editor, admin')
  })

  it('tokens:create requires a name', async () => {
    const result = await cli('tokens:create')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('--name is required')
  })
})

describe('webhooks:create', () => {
  it('prints the signing secret once and stores it sealed, with the events asked for', async () => {
    const result = await cli(
      'webhooks:create',
      '--url',
      'http://127.0.0.1:9/hooks/in',
      '--events',
      'article.published, article.updated,ping',
      '--description',
      'search index',
    )
    expect(result.code, result.stderr).toBe(0)
    const secrets = result.stdout.match(/whsec_[A-Za-z0-9+/=]+/g) ?? []
    expect(secrets).toHaveLength(1)
    const secret = secrets[0]!
    const [row] = await sql(`SELECT * FROM webhooks WHERE url = 'http://127.0.0.1:9/hooks/in'`)
    expect(row).toMatchObject({ description: 'search index', enabled: true, secret_hint: `${secret.slice(0, 10)}…` })
    expect(JSON.stringify(row)).not.toContain(secret.slice('whsec_'.length, 20))
    const { unsealWebhookSecret } = await import('../../src/content/webhooks/webhookSecrets')
    expect(unsealWebhookSecret(row.secret_sealed)).toBe(secret)
    const events = await sql(`SELECT value FROM webhooks_events WHERE parent_id = $1 ORDER BY "order"`, [row.id])
    expect(events.map((event) => event.value)).toEqual(['article.published', 'article.updated', 'ping'])
  })

  it('refuses unknown events and a URL it could not send to, storing nothing', async () => {
    const before = (await sql(`SELECT count(*)::int AS n FROM webhooks`))[0].n
    const unknown = await cli('webhooks:create', '--url', 'http://127.0.0.1:9/x', '--events', 'article.exploded')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('--events names unknown events (article.exploded)')
    const notHttp = await cli('webhooks:create', '--url', 'ftp://127.0.0.1/x', '--events', 'ping')
    expect(notHttp.code).toBe(1)
    expect(notHttp.stderr).toContain('--url must be an https:// address')
    expect((await sql(`SELECT count(*)::int AS n FROM webhooks`))[0].n).toBe(before)
  })
})

describe('seed', () => {
  // The global setup made this fixture with `npm run cli -- seed` on an empty database (setup/databaseFixtures.ts):
  // seeding renders dozens of images, too slow to do twice per run on two cores.
  const seeded = useApp({ database: 'seeded', server: false })
  const counts = async () => {
    const tables = ['pmses', 'articles', 'glossary_terms', 'comparisons', 'pr_links', 'categories', 'authors', 'media']
    const result: Record<string, number> = {}
    for (const table of tables) result[table] = (await seeded.sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n
    return result
  }

  it('loads the demo content, and a second run adds nothing', async () => {
    const after = await counts()
    expect(after.pmses).toBeGreaterThanOrEqual(12)
    expect(after.articles).toBeGreaterThanOrEqual(60)
    expect(after.glossary_terms).toBeGreaterThanOrEqual(30)
    expect(after.comparisons).toBeGreaterThanOrEqual(5)
    expect(after.pr_links).toBeGreaterThan(0)
    // A featured image per article, and the thumbnail of the demo's one video (docs/decisions/076-video-thumbnails.md).
    expect(after.media).toBe(after.articles + 1)

    const second = await runCliProcess(['seed'], seeded.env)
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('Demo content was already complete; nothing added.')
    expect(await counts()).toEqual(after)
  })

  it('spreads the articles over every PMS, with categories and authors, all published with WebP images', async () => {
    const rows = await seeded.sql(`
      SELECT count(DISTINCT pms_id)::int AS pmses, count(DISTINCT author_id)::int AS authors,
             count(DISTINCT category_id)::int AS categories, bool_and(is_published) AS published,
             bool_and(featured_image LIKE '%.webp') AS webp
      FROM articles`)
    expect(rows[0]).toEqual({ pmses: 12, authors: 5, categories: 6, published: true, webp: true })
  })

  it('is visible to anonymous readers through /cms-api, images included', async () => {
    const server = await startAppServer(seeded.env)
    try {
      const response = await fetch(`${server.url}/cms-api/articles?limit=1&depth=0`)
      const body = (await response.json()) as { totalDocs: number; docs: Array<{ featured_image: string }> }
      expect(body.totalDocs).toBe(63)
      const image = await fetch(new URL(body.docs[0]!.featured_image, server.url))
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/webp')
    } finally {
      await server.stop()
    }
  })
})
