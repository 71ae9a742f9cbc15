/**
 * Keeps the entries of `process.nextTick`'s queue on one hidden class for the life of the server (docs/performance.md,
 * "Cached hits"). Call it first, before the modules of the app are loaded.
 *
 * Node builds each entry as an object literal with symbol keys, so V8 derives the entry's hidden class from the plain
 * `{}` class, one transition per key. Transitions are held weakly: when no entry is alive, as between two requests,
 * the collector may drop them. And in a process as large as ours the plain class soon carries so many transitions
 * (one for each first property any object got after it was made, some thousands) that V8 adds no more. From then on
 * every entry gets a hidden class of its own: a new class made per `nextTick`, and inline caches that never hit.
 * Node's HTTP calls `nextTick` about eight times per request, so that costs some 13 % of a cached hit's CPU, the
 * largest part of what would separate a hit from a bare Node server answering the same bytes. One entry held here
 * keeps its classes, and with them the transitions, alive.
 */
import { createHook } from 'node:async_hooks'

let held: object | undefined

export function holdTickObjectShape(): void {
  if (held) return
  // Node hands each entry to the init hooks as the tick's resource: the one public way to reach one.
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') held = resource
    },
  })
  hook.enable()
  process.nextTick(() => {})
  hook.disable()
}
