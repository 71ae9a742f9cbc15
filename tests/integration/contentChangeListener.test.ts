/**
 * A process serves only once it hears content changes (src/server/pageCache/contentChanges.ts): `heard()` resolves when
 * the listener's LISTEN holds, so the first pages it renders are kept like any later ones (before, a page read in the
 * first moments was rendered and not kept, which a loaded machine made likely); against a database it cannot reach,
 * it resolves after its wait all the same, and the cache keeps nothing meanwhile.
 */
import net from 'node:net'

import { expect, it } from 'vitest'

import { contentChange, encodeContentChange } from '../../src/features/contentChanges/contentChange'
import { CONTENT_CHANNEL } from '../../src/features/contentChanges/contentChannel'
import { listenForContentChanges } from '../../src/server/pageCache/contentChanges'
import { useApp } from '../helpers/appFixture'

const app = useApp({ server: false })

it('is listening once heard() resolves, and hears a committed change', async () => {
  const changes: string[][] = []
  let listenings = 0
  const listener = listenForContentChanges(
    app.database.url,
    { onChange: (change) => changes.push([...change.tags]), onListening: () => void listenings++ },
    () => undefined,
  )
  try {
    // Far longer than a LISTEN takes: resolving on the wait would leave the listener not listening.
    await listener.heard(600_000)
    expect(listener.listening()).toBe(true)
    expect(listenings).toBe(1)
    await app.sql('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, encodeContentChange(contentChange(['article:7']))])
    await expect.poll(() => changes).toEqual([['article:7']])
  } finally {
    await listener.close()
  }
})

it('resolves heard() only once what listening set off has finished (the redirects and the policy read again)', async () => {
  let finish: () => void = () => undefined
  const finishing = new Promise<void>((resolve) => (finish = resolve))
  let listened = false
  const listener = listenForContentChanges(
    app.database.url,
    {
      onChange: () => undefined,
      onListening: () => {
        listened = true
        return finishing
      },
    },
    () => undefined,
  )
  try {
    let heard = false
    const hearing = listener.heard(600_000).then(() => (heard = true))
    await expect.poll(() => listened).toBe(true)
    expect(heard).toBe(false)
    finish()
    await hearing
    expect(heard).toBe(true)
  } finally {
    await listener.close()
  }
})

it('resolves after its wait when the database cannot be reached, and says so', async () => {
  const closedPort = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
  const lines: string[] = []
  const listener = listenForContentChanges(
    `postgres://postgres@127.0.0.1:${closedPort}/postgres`,
    { onChange: () => undefined, onListening: () => undefined },
    (line) => lines.push(line),
  )
  try {
    await listener.heard(200)
    expect(listener.listening()).toBe(false)
    expect(lines).toContain(
      'page cache: content changes not heard after 200 ms; serving, keeping nothing until they are',
    )
  } finally {
    await listener.close()
  }
})
