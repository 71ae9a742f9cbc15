/**
 * Content changes within this process, heard at once. The collections' hooks run inside Next's bundle and the page
 * cache in the server outside it, two copies of every module; a registry on `globalThis` under a `Symbol.for` key
 * is the one thing both see. (Other processes hear changes through PostgreSQL NOTIFY, a moment later.)
 */
import type { ContentChange } from './contentChange'

type Listener = (change: ContentChange) => void

const REGISTRY = Symbol.for('pmsnews.localContentChangeListeners')

function listeners(): Set<Listener> {
  const global = globalThis as { [REGISTRY]?: Set<Listener> }
  global[REGISTRY] ??= new Set()
  return global[REGISTRY]
}

export function onLocalContentChange(listener: Listener): () => void {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

export function announceLocalContentChange(change: ContentChange): void {
  for (const listener of listeners()) listener(change)
}
