/**
 * A TCP relay on 127.0.0.1 in front of another loopback server, that a test can close and open again on the same port:
 * to the client, the server behind it is away (connections refused) and back, while the server itself keeps running.
 */
import net from 'node:net'

import { freePort } from './freePort'

export interface TcpGate {
  /** `http://127.0.0.1:<port>` of the relay. */
  url: string
  /** Refuses new connections and ends the open ones. */
  close(): Promise<void>
  /** Relays again, on the same port. */
  open(): Promise<void>
}

export async function startTcpGate(targetPort: number): Promise<TcpGate> {
  const port = await freePort()
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1')
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      if (!server) return resolve()
      server.close(() => resolve())
      server = null
    })
  await open()
  return { url: `http://127.0.0.1:${port}`, close, open }
}
