/**
 * What many pages read alike from the public content (the search form's choices, the ways on when a search found
 * nothing), kept in this process until the content changes: a storm of search misses otherwise reads the same rows
 * from PostgreSQL on every one (docs/decisions/087-kept-until-content-changes.md). A value is kept only while this
 * process hears every committed change — the server's content-change listener says so (`keepWhileHeard`) and forgets
 * everything on each change and on listening again (src/server/keptStateHears.ts) — so a process that does not hear
 * (a test, the CLI, a lost connection) reads every time. Readers asking while a value loads share that one reading; a
 * change meanwhile drops it, so a reading that began before a change serves only those who asked before it.
 *
 * The state lives on `globalThis` under a `Symbol.for` key: Next's compiled pages carry their own copy of this module
 * beside the server bundle's (./localContentChanges.ts says why), and the server's listener must reach the pages' copy.
 */

interface KeptState {
  /** Whether changes are heard right now; unset: nothing is kept. */
  heard: (() => boolean) | null
  values: Map<string, Promise<unknown>>
}

const STATE = Symbol.for('pmsnews.keptUntilContentChanges')

function kept(): KeptState {
  const global = globalThis as { [STATE]?: KeptState }
  global[STATE] ??= { heard: null, values: new Map() }
  return global[STATE]
}

/** `key` names what `load` reads, the same for every caller in this process (whatever differs goes into it). */
export function keptUntilContentChanges<T>(key: string, load: () => Promise<T>): Promise<T> {
  const state = kept()
  if (!state.heard?.()) {
    state.values.clear()
    return load()
  }
  const known = state.values.get(key) as Promise<T> | undefined
  if (known) return known
  const reading = load()
  state.values.set(key, reading)
  // A failed reading is not kept: the next asker tries again.
  reading.catch(() => state.values.get(key) === reading && state.values.delete(key))
  return reading
}

/** Values are kept while `heard()` says this process hears every committed change (its listener's `listening`). */
export function keepWhileHeard(heard: () => boolean): void {
  kept().heard = heard
  kept().values.clear()
}

/** A change (or listening again, after which changes may have gone unheard): nothing kept can be trusted. */
export function forgetKeptContent(): void {
  kept().values.clear()
}
