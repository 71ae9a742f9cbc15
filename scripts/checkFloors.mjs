/**
 * `npm run lint`'s floors (docs/decisions/054-floors-in-the-tree.md), from one cruise of the tree: dependency-cruiser's
 * rules (.dependency-cruiser.cjs) hold the floors and find circles between files, printed as `depcruise` prints them;
 * then this finds circles between the rooms of src/ (a floor's folders, src/features/site, and the surfaces, src/mcp),
 * which file-level rules miss — `site` importing `newsletter` in one file and `newsletter` importing `site` in another.
 * Prints each circle with one import that closes it; exits 1 on a broken rule or a circle. One cruise, not the
 * `depcruise` command and a second cruise here: each reads and resolves every module of the tree (5 s of CPU).
 */
import { cruise, format } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'

/** What `depcruise` was given: every module on a floor (the top's files included), tests excluded by the config. */
const ROOTS = ['src', 'server.ts', 'payload.config.ts', 'scripts']

/** A lower floor's rooms are its folders (src/features/site); a surface is a room (src/mcp). */
const FLOORS = new Set(['features', 'content', 'ground'])
const roomOf = (file) => {
  if (!file.startsWith('src/')) return null
  const parts = file.split('/')
  return parts
    .slice(0, FLOORS.has(parts[1]) ? 3 : 2)
    .join('/')
    .replace(/\.tsx?$/, '')
}

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs')
const { output } = await cruise(ROOTS, options, undefined, { tsConfig: extractTSConfig('tsconfig.json') })
const rules = await format(output, { outputType: 'err' })
process.stdout.write(rules.output)

const arrows = new Map()
for (const module of output.modules) {
  const from = roomOf(module.source)
  if (!from) continue
  for (const dependency of module.dependencies) {
    const to = roomOf(dependency.resolved)
    if (!to || to === from) continue
    if (!arrows.has(from)) arrows.set(from, new Map())
    if (!arrows.get(from).has(to)) arrows.get(from).set(to, `${module.source} → ${dependency.resolved}`)
  }
}

// Tarjan's strongly connected components: a component of more than one room is a circle.
const index = new Map()
const low = new Map()
const stack = []
const circles = []
let next = 0
function visit(room) {
  index.set(room, next)
  low.set(room, next)
  next += 1
  stack.push(room)
  for (const to of arrows.get(room)?.keys() ?? []) {
    if (!index.has(to)) {
      visit(to)
      low.set(room, Math.min(low.get(room), low.get(to)))
    } else if (stack.includes(to)) low.set(room, Math.min(low.get(room), index.get(to)))
  }
  if (low.get(room) !== index.get(room)) return
  const component = []
  let member
  do {
    member = stack.pop()
    component.push(member)
  } while (member !== room)
  if (component.length > 1) circles.push(component)
}
for (const room of arrows.keys()) if (!index.has(room)) visit(room)

for (const circle of circles) {
  console.error(`folder circle: ${circle.join(', ')}`)
  for (const from of circle)
    for (const [to, example] of arrows.get(from) ?? [])
      if (circle.includes(to)) console.error(`  ${from} → ${to}: ${example}`)
}
if (circles.length === 0) console.log(`no folder circle among ${new Set([...arrows.keys()]).size} rooms of src/`)
if (circles.length > 0 || rules.exitCode !== 0) process.exit(1)
