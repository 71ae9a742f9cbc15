import fs from 'node:fs'
import { startBenchApp } from './support/benchApp'
const app = await startBenchApp({ EDGE: 'on' }, undefined, { seed: true })
for (const p of ['/', '/search?q=x']) await (await fetch(app.baseUrl + p)).text()
await new Promise((r) => setTimeout(r, 3000))
const smaps = fs.readFileSync(`/proc/${app.pid}/smaps`, 'utf8')
const regions: Array<[number, string]> = []
let cur = ''
for (const line of smaps.split('\n')) {
  if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) cur = line.split(/\s+/).slice(5).join(' ') || '[anon]'
  const m = /^Rss:\s+(\d+) kB/.exec(line)
  if (m) regions.push([Number(m[1]), cur])
}
const by = new Map<string, number>()
for (const [kb, name] of regions) by.set(name, (by.get(name) ?? 0) + kb)
console.log([...by].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([n, kb]) => `${(kb / 1024).toFixed(1)} MiB ${n}`).join('\n'))
const anon = regions.filter(([, n]) => n === '[anon]').map(([kb]) => kb).sort((a, b) => b - a)
console.log('anon regions', anon.length, 'largest', anon.slice(0, 12).join(','))
await app.close()
