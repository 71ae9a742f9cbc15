/**
 * A bare Node `http` server answering every request with one fixed response, in its own process like the app it is
 * compared with: in the benchmark's process it would share one thread with autocannon, the load generator, and be
 * measured as slower than it is. Reads its response from the JSON file named by its argument; prints its port.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const { body, headers } = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as {
  body: string
  headers: Record<string, string>
}
const bytes = Buffer.from(body, 'base64')
const server = http.createServer((_req, res) => {
  res.writeHead(200, { ...headers, 'Content-Length': String(bytes.length) })
  res.end(bytes)
})
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`))
// An exit of its own, so that a CPU profile (`--cpu-prof`, BENCH_CPU_PROFILE) is written.
process.on('SIGTERM', () => process.exit(0))
