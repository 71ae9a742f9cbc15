import fs from 'node:fs'
import net from 'node:net'

/**
 * A TCP port that was free a moment ago on 127.0.0.1, chosen below the kernel's ephemeral range: a port the kernel
 * hands out itself (`listen(0)`) can be taken by any outgoing connection, a database client's say, between this
 * check and the moment the test's server listens on it.
 */
export async function freePort(): Promise<number> {
  const below = ephemeralRangeStart()
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * (below - 20_000))
    if (await isFree(port)) return port
  }
  throw new Error(`no free port found between 20000 and ${below}`)
}

function ephemeralRangeStart(): number {
  try {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)
    const start = Number(low)
    if (start > 21_000) return start
  } catch {
    // Not Linux: IANA's dynamic range starts at 49152, and macOS and Windows use it.
  }
  return 32_768
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}
