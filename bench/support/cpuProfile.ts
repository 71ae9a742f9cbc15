/**
 * Where a process spent its CPU, from the `.cpuprofile` files `node --cpu-prof` writes at exit: self time grouped by
 * where the code lives (an npm package, Next's compiled server, our own code, Node's internals, garbage collection
 * and idle). Enough to choose what to cut on a miss; open a file in Chrome's DevTools for the call tree.
 */
import fs from 'node:fs'
import path from 'node:path'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string }
}

interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

function placeOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)'
  if (url.startsWith('node:')) return 'node internals'
  const modules = url.lastIndexOf('/node_modules/')
  if (modules >= 0) {
    const [scope, name] = url.slice(modules + '/node_modules/'.length).split('/')
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!
  }
  if (url.includes('/.next/')) return 'next build output (our pages and Next, bundled)'
  return `ours: ${
    url
      .replace(/^file:\/\//, '')
      .split('/src/')[1]
      ?.split('/')[0] ?? path.basename(url)
  }`
}

/**
 * Self time per place, in milliseconds, biggest first, in the profile of process `pid` in `directory` (Node names
 * each file by its process id), or else the largest one there. The largest is not always the server's: a server
 * answering cache hits walks few distinct stacks, and its profile can be smaller than the migration's beside it.
 */
export function selfTimeByPlace(directory: string, pid?: number): Array<{ place: string; ms: number; share: number }> {
  const totals = new Map<string, number>()
  const files = fs.readdirSync(directory).filter((name) => name.endsWith('.cpuprofile'))
  const own = pid === undefined ? [] : files.filter((name) => name.split('.')[3] === String(pid))
  const chosen =
    own.length > 0
      ? own
      : files
          .sort((a, b) => fs.statSync(path.join(directory, b)).size - fs.statSync(path.join(directory, a)).size)
          .slice(0, 1)
  for (const file of chosen) {
    const profile = JSON.parse(fs.readFileSync(path.join(directory, file), 'utf8')) as CpuProfile
    const places = new Map(profile.nodes.map((node) => [node.id, placeOf(node.callFrame)]))
    profile.samples.forEach((id, index) => {
      const place = places.get(id) ?? '(unknown)'
      totals.set(place, (totals.get(place) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000)
    })
  }
  const busy = [...totals].filter(([place]) => place !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0)
  return [...totals]
    .filter(([place]) => place !== '(idle)')
    .map(([place, ms]) => ({ place, ms, share: ms / busy }))
    .sort((a, b) => b.ms - a.ms)
}
