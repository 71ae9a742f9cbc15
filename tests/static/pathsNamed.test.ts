/**
 * A comment or a doc that names a repository path names one that exists. A file that moves leaves no stale pointer
 * behind: in a comment of the code (src/, scripts/, bench/, tests/, server.ts, payload.config.ts) or anywhere in the
 * markdown (README.md, docs/, tests/README.md).
 *
 * What counts as a path, so that nothing else is taken for one:
 * - a token that starts with one of the repository's top-level directories (src/, docs/, tests/, …, those not in
 *   .gitignore), read from the root, and not after a letter, `/`, `.`, `:`, `-` or `@` (so no URL, `/docs/api` route,
 *   package path or `owner/repo:docs/x.md`, another repository's path); a token with a glob, placeholder or template
 *   in it (`*`, `{`, `<`, `…`, `$`, `|`, `=`, `?`) names no one file and is left alone; `docs/decisions/012` names the
 *   ADR whose file starts with 012; one without an extension may name a module (`src/ground/db/adapter` for adapter.ts);
 * - in a code comment, a token starting `./` or `../` with a file extension, read from the comment's file;
 * - in markdown, the target of a link (`[text](target)`) that is neither a URL nor an anchor, read from the
 *   markdown file's folder;
 * - in markdown, a path relative to src/, as tables and prose name one: a code span holding one token (`db/adapter.ts`,
 *   `collections/Articles/hooks/`) that starts with the name of a folder of src/ or of a folder inside one (a floor's
 *   room, src/ground/db; a surface's, src/endpoints/cmsApi; not src/app/'s route folders, nor a name the root has),
 *   and ends in `/` or a source file's extension (.ts, .tsx, .css, .json). It is read from src/ or from each folder of
 *   that name (`media/` is src/content/media or src/ground/media). A token without that ending names no file of ours:
 *   an MCP method (`tools/list`), a test's short name (`http/dev`), another repository's file (`lib/helpers/x.js`).
 * A path struck through in markdown (~~`src/…`~~) is named as gone, on purpose: history in an ADR's context or a
 * dated record. A path that leads out of the repository (the shared design beside it) is not ours to check.
 * A plain file scan: no database, no build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

const IGNORED = new Set([
  '.git',
  ...fs
    .readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .filter((line) => line.endsWith('/'))
    .map((line) => line.slice(0, -1)),
])
const TOP_DIRS = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !IGNORED.has(entry.name))
  .map((entry) => entry.name)

/** Generated files: nobody writes their comments. */
const GENERATED = new Set(['src/content/payload-types.ts', 'src/app/(payload)/cockpit/importMap.js'])
const CODE_EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) return IGNORED.has(entry.name) || entry.name === 'fixtures' ? [] : walk(rel)
    return [rel]
  })
}

const codeFiles = [
  ...['src', 'scripts', 'bench', 'tests'].flatMap(walk).filter((file) => CODE_EXTENSIONS.test(file)),
  'server.ts',
  'payload.config.ts',
].filter((file) => !GENERATED.has(file))
const markdownFiles = ['README.md', 'tests/README.md', ...walk('docs').filter((file) => file.endsWith('.md'))]

/**
 * Every comment of a JavaScript or TypeScript file, with the line it starts on: a small lexer that skips strings,
 * templates and regular expressions (it finds the same comments as TypeScript's parser, at a twentieth of the time).
 */
function comments(text: string): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = []
  const templates: number[] = [] // brace depth at which each open template's `${` closes
  let depth = 0
  let line = 1
  let previous = '' // the last significant character outside comments, for telling a regex from a division
  let word = '' // the last word, for `return /x/`
  let i = 0
  const skipTo = (end: number) => {
    for (let k = i; k < end; k++) if (text[k] === '\n') line++
    i = end
  }
  while (i < text.length) {
    const c = text[i]
    const next = text[i + 1]
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i)
      const stop = end === -1 ? text.length : end
      found.push({ text: text.slice(i, stop), line })
      i = stop
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2)
      const stop = end === -1 ? text.length : end + 2
      found.push({ text: text.slice(i, stop), line })
      skipTo(stop)
    } else if (c === "'" || c === '"') {
      let k = i + 1
      while (k < text.length && text[k] !== c && text[k] !== '\n') k += text[k] === '\\' ? 2 : 1
      skipTo(k + 1)
      previous = c
    } else if (c === '`' || (c === '}' && templates.length > 0 && templates[templates.length - 1] === depth)) {
      if (c === '}') templates.pop()
      let k = i + 1
      while (k < text.length && text[k] !== '`' && !(text[k] === '$' && text[k + 1] === '{'))
        k += text[k] === '\\' ? 2 : 1
      if (text[k] === '$') {
        templates.push(depth)
        skipTo(k + 2)
      } else skipTo(k + 1)
      previous = '`'
    } else if (
      c === '/' &&
      (previous === '' ||
        '(,=:[!&|?{};+-*%<>~^'.includes(previous) ||
        /^(return|typeof|case|do|else|in|of|void|yield|await)$/.test(word))
    ) {
      let k = i + 1
      let inClass = false
      while (k < text.length && text[k] !== '\n' && (inClass || text[k] !== '/')) {
        if (text[k] === '\\') k++
        else if (text[k] === '[') inClass = true
        else if (text[k] === ']') inClass = false
        k++
      }
      skipTo(k + 1)
      previous = '/'
      word = ''
    } else {
      if (c === '\n') line++
      else if (c === '{') depth++
      else if (c === '}') depth--
      if (!/\s/.test(c)) {
        const wordy = /[\w$]/.test(c)
        word = wordy ? (/[\w$]/.test(previous) ? word + c : c) : ''
        // `x!` (TypeScript's non-null assertion) ends an expression, as `x` does: a `/` after it divides.
        previous = c === '!' && /[\w$)\]]/.test(previous) ? ')' : c
      }
      i++
    }
  }
  return found
}

const TOKEN = new RegExp(
  `(?<![\\w./@:-])(?:${TOP_DIRS.map((dir) => dir.replace('.', '\\.')).join('|')})/[^\\s\`'"]*`,
  'g',
)
const RELATIVE = /(?<![\w./@:-])\.\.?\/[^\s`'"]*/g
const NOT_ONE_FILE = /[*{}<>…$|=?]/

/** The token as a path: trailing punctuation and unbalanced closing brackets dropped, `:line` and `#anchor` too. */
function trimmed(token: string): string | undefined {
  let candidate = token
    .split('](')[0]
    .replace(/#.*$/, '')
    .replace(/:\d.*$/, '')
  for (;;) {
    const before = candidate
    candidate = candidate.replace(/[.,;:!]+$/, '')
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
    ]) {
      if (candidate.endsWith(close) && candidate.split(open).length < candidate.split(close).length) {
        candidate = candidate.slice(0, -1)
      }
    }
    if (candidate === before) break
  }
  return NOT_ONE_FILE.test(candidate) ? undefined : candidate
}

function exists(fromRoot: string): boolean {
  const absolute = path.join(ROOT, fromRoot)
  if (fs.existsSync(absolute)) return true
  const adr = /^docs\/decisions\/(\d{3})$/.exec(fromRoot)
  if (adr) return fs.readdirSync(path.join(ROOT, 'docs/decisions')).some((name) => name.startsWith(`${adr[1]}-`))
  if (path.extname(fromRoot) === '') {
    return ['.ts', '.tsx', '.mjs', '/index.ts'].some((ending) => fs.existsSync(absolute + ending))
  }
  return false
}

/** The path from the root, or undefined when it leads out of the repository. */
function fromRoot(file: string, target: string): string | undefined {
  const resolved = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), target))
  return resolved.startsWith('..') || path.isAbsolute(resolved) ? undefined : resolved.split(path.sep).join('/')
}

type Stale = string

function rootTokens(file: string, line: number, text: string): Stale[] {
  return [...text.matchAll(TOKEN)].flatMap(({ 0: token, index }) => {
    // Markdown's strike-through marks a path as gone on purpose: an ADR's context may say what was there.
    if (file.endsWith('.md') && /~~`?$/.test(text.slice(0, index))) return []
    const candidate = trimmed(token)
    return candidate && !exists(candidate) ? [`${file}:${line}: ${candidate}`] : []
  })
}

function staleInCode(file: string): Stale[] {
  return comments(fs.readFileSync(path.join(ROOT, file), 'utf8')).flatMap(({ text, line }) =>
    text.split('\n').flatMap((row, offset) => [
      ...rootTokens(file, line + offset, row),
      ...[...row.matchAll(RELATIVE)].flatMap(([token]) => {
        const candidate = trimmed(token)
        if (!candidate || path.extname(candidate) === '') return []
        const resolved = fromRoot(file, candidate)
        return resolved !== undefined && !exists(resolved) ? [`${file}:${line + offset}: ${candidate}`] : []
      }),
    ]),
  )
}

const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g

const folders = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** The folders a path relative to src/ is read from, by its first name: src/ for src/'s own folders, else its parents. */
const SRC_NAMES = new Map<string, string[]>()
for (const folder of folders('src')) {
  const named = (name: string, base: string) => {
    if (!TOP_DIRS.includes(name)) SRC_NAMES.set(name, [...(SRC_NAMES.get(name) ?? []), base])
  }
  named(folder, 'src')
  if (folder !== 'app') for (const inner of folders(`src/${folder}`)) named(inner, `src/${folder}`)
}
const CODE_SPAN = /(~~)?`([^`\s]+)`/g
const SOURCE_ENDING = /(\/|\.(ts|tsx|css|json))$/

function srcRelative(file: string, line: number, text: string): Stale[] {
  return [...text.matchAll(CODE_SPAN)].flatMap(([, struck, token]) => {
    const bases = SRC_NAMES.get(token.split('/')[0])
    const candidate = bases && token.includes('/') && !struck ? trimmed(token) : undefined
    if (!bases || !candidate || !SOURCE_ENDING.test(candidate)) return []
    return bases.some((base) => exists(`${base}/${candidate}`)) ? [] : [`${file}:${line}: ${candidate} (from src/)`]
  })
}

function staleInMarkdown(file: string): Stale[] {
  const rows = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')
  return rows.flatMap((row, index) => [
    ...rootTokens(file, index + 1, row),
    ...srcRelative(file, index + 1, row),
    ...[...row.matchAll(LINK)].flatMap(([, target]) => {
      if (/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(target)) return []
      const resolved = fromRoot(file, decodeURIComponent(target.replace(/[#?].*$/, '')))
      return resolved !== undefined && !exists(resolved) ? [`${file}:${index + 1}: ${target}`] : []
    }),
  ])
}

describe('paths named in comments and docs', () => {
  it('finds the files it reads', () => {
    expect(TOP_DIRS).toEqual(expect.arrayContaining(['src', 'docs', 'tests', 'scripts', 'bench']))
    expect(codeFiles.length).toBeGreaterThan(100)
    expect(markdownFiles).toContain('docs/decisions/README.md')
  })

  it('takes for a path only what names one', () => {
    const file = 'src/example.ts'
    const named = (text: string) => [...text.matchAll(TOKEN)].map(([token]) => trimmed(token))
    expect(named('see src/ground/db/adapter.ts, and (src/ground/lib/slug.ts).')).toEqual([
      'src/ground/db/adapter.ts',
      'src/ground/lib/slug.ts',
    ])
    expect(named('https://example.com/src/x.ts /docs/api @scope/tests/x node_modules/x/src/y.ts')).toEqual([])
    expect(named('src/**/*.test.ts and src/app/(site)/[slug]/page.tsx')).toEqual([
      undefined,
      'src/app/(site)/[slug]/page.tsx',
    ])
    expect(rootTokens('docs/x.md', 1, 'was ~~`src/gone.ts`~~ and ~~src/gone/~~, now `src/nowhere.ts`')).toEqual([
      'docs/x.md:1: src/nowhere.ts',
    ])
    expect(named('spec `owner/repo:docs/elsewhere.md`')).toEqual([])
    expect(exists('docs/decisions/012')).toBe(true)
    expect(exists('docs/decisions/999')).toBe(false)
    expect(fromRoot(file, '../../shared/DESIGN.md')).toBeUndefined()
    expect(fromRoot('docs/api.md', 'security.md')).toBe('docs/security.md')
    expect(
      srcRelative('docs/x.md', 1, '`db/adapter.ts`, `collections/Articles/hooks/`, `endpoints/cmsApi/`, `media/`'),
    ).toEqual([])
    expect(
      srcRelative('docs/x.md', 1, '`endpoints/nowhere.ts` and `collections/nowhere/`, `media/nowhere.ts`'),
    ).toEqual([
      'docs/x.md:1: endpoints/nowhere.ts (from src/)',
      'docs/x.md:1: collections/nowhere/ (from src/)',
      'docs/x.md:1: media/nowhere.ts (from src/)',
    ])
    expect(
      srcRelative('docs/x.md', 1, '`tools/list` `http/dev` `lib/helpers/x.js` `content/<entity>/` ~~`hooks/gone.ts`~~'),
    ).toEqual([])
  })

  it('names no path that does not exist in a code comment', () => {
    expect(codeFiles.flatMap(staleInCode)).toEqual([])
  })

  it('names no path that does not exist in README, docs/ or tests/README.md', () => {
    expect(markdownFiles.flatMap(staleInMarkdown)).toEqual([])
  })
})
