/**
 * `npm run lint`'s folder-level check (docs/decisions/054-floors-in-the-tree.md): dependency-cruiser holds the
 * floors and finds circles between files; this finds circles between the rooms of src/ (a floor's folders,
 * src/features/site, and the surfaces, src/mcp), which file-level rules miss — `site` importing `newsletter` in one file and `newsletter` importing `site` in another.
 * Prints each circle with one import that closes it; exits 1 when there is one.
 */
import { cruise } from 'dependency-cruiser'

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

const { output } = await cruise(['src'], {
  exclude: { path: ['\\.test\\.tsx?$'] },
  doNotFollow: { path: 'node_modules' },
  tsConfig: { fileName: 'tsconfig.json' },
  tsPreCompilationDeps: true,
})
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
if (circles.length > 0) process.exit(1)
console.log(`no folder circle among ${new Set([...arrows.keys()]).size} rooms of src/`)
