/**
 * A small DNS server on 127.0.0.1 (UDP, RFC 1035 §4) for the crawler checks (src/ground/http/crawlerIdentity.ts):
 * it answers PTR, A and AAAA questions from the records it is given, NXDOMAIN to any other name, and counts the
 * questions asked. Reached through Node's own resolver, pointed at it as the app's CRAWLER_DNS_SERVER.
 */
import dgram from 'node:dgram'

export interface DnsRecords {
  /** `in-addr.arpa` / `ip6.arpa` name → host names. */
  ptr?: Record<string, string[]>
  a?: Record<string, string[]>
  aaaa?: Record<string, string[]>
}

const TYPES = { A: 1, PTR: 12, AAAA: 28 } as const

function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').split('.').filter(Boolean)
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ])
}

function readQuestion(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = []
  let at = 12
  while (query[at] !== 0) {
    const length = query[at]!
    labels.push(query.subarray(at + 1, at + 1 + length).toString())
    at += 1 + length
  }
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at + 1), end: at + 5 }
}

const ipv6Bytes = (address: string): Buffer => {
  const [head, tail] = address.split('::') as [string, string | undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return Buffer.from(
    groups.flatMap((group) => {
      const value = parseInt(group, 16)
      return [value >> 8, value & 255]
    }),
  )
}

export async function startDnsServer(records: DnsRecords) {
  const asked: string[] = []
  const socket = dgram.createSocket('udp4')
  socket.on('message', (query, from) => {
    const { name, type, end } = readQuestion(query)
    asked.push(`${type === TYPES.PTR ? 'PTR' : type === TYPES.AAAA ? 'AAAA' : type === TYPES.A ? 'A' : type} ${name}`)
    const found =
      type === TYPES.PTR
        ? records.ptr?.[name]
        : type === TYPES.A
          ? records.a?.[name]
          : type === TYPES.AAAA
            ? records.aaaa?.[name]
            : undefined
    const answers = (found ?? []).map((value) => {
      const data =
        type === TYPES.PTR
          ? encodeName(value)
          : type === TYPES.A
            ? Buffer.from(value.split('.').map(Number))
            : ipv6Bytes(value)
      const head = Buffer.alloc(12)
      head.writeUInt16BE(0xc00c, 0)
      head.writeUInt16BE(type, 2)
      head.writeUInt16BE(1, 4)
      head.writeUInt32BE(60, 6)
      head.writeUInt16BE(data.length, 10)
      return Buffer.concat([head, data])
    })
    const header = Buffer.alloc(12)
    query.copy(header, 0, 0, 2)
    // A response (QR), recursion desired and available; NXDOMAIN (3) when the name has no records.
    header.writeUInt16BE(found ? 0x8180 : 0x8183, 2)
    header.writeUInt16BE(1, 4)
    header.writeUInt16BE(answers.length, 6)
    socket.send(Buffer.concat([header, query.subarray(12, end), ...answers]), from.port, from.address)
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  return {
    address: `127.0.0.1:${socket.address().port}`,
    asked,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  }
}
