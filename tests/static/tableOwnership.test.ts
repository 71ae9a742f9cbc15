/**
 * Every table has one owner (docs/decisions/043-one-owner-per-table.md), read from the ADR's own table so that the
 * decision and its check cannot drift apart:
 * 1. a write (`INSERT INTO t`, `UPDATE t`, `DELETE FROM t`) appears only in t's owner (or src/ground/db/);
 * 2. a read of a table the file's module does not own is allowed on the content floor (src/content/ reading content
 *    tables) or in a file whose statements are about a table its own module owns, joining the others; src/ground/db/ may
 *    name any table.
 * And every table the migrations create has an owner.
 * What counts as SQL: the text of string and template literals (TypeScript's parser finds them, so a comment that
 * says "FROM articles" is prose, not a read), with the keywords in capitals as the code writes them.
 * A plain file scan: no database, no build.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const ADR = 'docs/decisions/043-one-owner-per-table.md'

/** table -> owning folder (with a trailing slash), from the ADR's table. */
function ownersFromAdr(): Map<string, string> {
  const owners = new Map<string, string>()
  for (const line of fs.readFileSync(path.join(ROOT, ADR), 'utf8').split('\n')) {
    const row = /^\| `(src\/[^`]*\/)` \| (.+) \|$/.exec(line)
    if (!row) continue
    for (const table of row[2]!.matchAll(/`([a-z_][a-z0-9_]*)`/g)) owners.set(table[1]!, row[1]!)
  }
  return owners
}

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    return entry.isDirectory() ? walk(rel) : [rel]
  })
}

/** The text of every string and template literal of a source file, where SQL lives, one literal apiece. */
function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest)
  const parts: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) parts.push(node.text)
    else if (ts.isTemplateExpression(node)) {
      parts.push(node.head.text)
      for (const span of node.templateSpans) parts.push(span.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return parts
}

interface Mention {
  table: string
  write: boolean
}

const STATEMENT = /\b(INSERT INTO|UPDATE|DELETE FROM|FROM|JOIN)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/g

function mentions(sqlText: string): Mention[] {
  return [...sqlText.matchAll(STATEMENT)]
    .filter((match) => owners.has(match[2]!))
    .map((match) => ({ table: match[2]!, write: match[1] !== 'FROM' && match[1] !== 'JOIN' }))
}

const owners = ownersFromAdr()
const sourceFiles = walk('src').filter(
  (file) =>
    /\.tsx?$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !file.startsWith('src/features/migrations/') &&
    file !== 'src/content/payload-types.ts',
)
const ownedBy = (file: string, table: string) => file.startsWith(owners.get(table)!)
const isContentTable = (table: string) => owners.get(table)!.startsWith('src/content/')

/**
 * What breaks the two rules in one file whose literals are `literals`, as sentences. Each literal is read apart: a
 * template's text ending in `FOR UPDATE` beside a string `'articles'` is no write.
 */
function violations(file: string, literals: string[]): string[] {
  if (file.startsWith('src/ground/db/')) return []
  const found = literals.flatMap(mentions)
  const ownsOne = found.some((mention) => ownedBy(file, mention.table))
  const wrong = new Set<string>()
  for (const { table, write } of found) {
    if (ownedBy(file, table)) continue
    if (write) wrong.add(`${file} writes ${table}, owned by ${owners.get(table)}`)
    else if (!(file.startsWith('src/content/') && isContentTable(table)) && !ownsOne)
      wrong.add(`${file} reads ${table}, owned by ${owners.get(table)}, in no statement about a table of its own`)
  }
  return [...wrong]
}

describe('every table has one owner', () => {
  it('the ADR names an owner for every table the migrations create, and each owner folder exists', () => {
    const created = new Set(
      walk('src/features/migrations')
        .filter((file) => file.endsWith('.ts'))
        .flatMap((file) => [
          ...fs
            .readFileSync(path.join(ROOT, file), 'utf8')
            .matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(?:"public"\.)?"?([a-z_][a-z0-9_]*)"?/g),
        ])
        .map((match) => match[1]!),
    )
    expect(created.size).toBeGreaterThan(30)
    expect([...created].filter((table) => !owners.has(table))).toEqual([])
    for (const folder of new Set(owners.values())) expect(fs.existsSync(path.join(ROOT, folder)), folder).toBe(true)
  })

  it('writes a table only in its owner, and reads it only with the rows of a table the reader owns', () => {
    expect(sourceFiles.flatMap((file) => violations(file, literalTexts(file)))).toEqual([])
  })

  it('tells a write, a foreign read and a read inside a statement about its own table apart', () => {
    // The check itself, on statements written as the code writes them: it must find what it is for.
    const delivery = 'SELECT d.id FROM newsletter_deliveries d JOIN subscribers s ON s.id = d.subscriber_id'
    expect(violations('src/features/newsletter/queue.ts', [delivery])).toEqual([])
    expect(violations('src/features/newsletter/queue.ts', ['UPDATE subscribers SET status = 1'])).toEqual([
      'src/features/newsletter/queue.ts writes subscribers, owned by src/content/subscribers/',
    ])
    expect(violations('src/features/site/page.ts', ['SELECT * FROM "articles" a JOIN pmses p ON true'])).toHaveLength(2)
    expect(violations('src/content/pmses/list.ts', ['SELECT * FROM articles JOIN pmses ON true'])).toEqual([])
    expect(violations('src/content/pmses/list.ts', ['DELETE FROM articles'])).toHaveLength(1)
    expect(violations('src/content/pmses/list.ts', ['SELECT * FROM payload_jobs'])).toHaveLength(1)
    expect(violations('src/ground/db/catalog.ts', ['DELETE FROM articles'])).toEqual([])
    expect(violations('src/mcp/lock.ts', ['SELECT 1 FOR UPDATE', 'articles'])).toEqual([])
  })
})
