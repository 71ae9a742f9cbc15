/**
 * Key directories by URL, each fetched once and kept in this process's memory (draft-ietf-webbotauth-httpsig-protocol,
 * "Cache Behaviour", "Negative Caching and Retry", "Discovery Failure"):
 * - a directory is kept for its `Cache-Control: max-age`, at least a minute (so that no directory is fetched for every
 *   request) and at most a day (so that a removed key stops verifying within one);
 * - a failed fetch is remembered for a minute, so that a bad directory is not fetched again for every request naming
 *   it; and the keys of the last good fetch stay in use meanwhile, for up to a day more (the draft: a failure MUST NOT
 *   evict a cached entry, or an operator's outage would revoke its keys everywhere at once);
 * - a `keyid` the kept directory lacks fetches it again once it is a minute old, so that a rotated-in key verifies
 *   before the old copy expires, without letting made-up key ids fetch a directory more than once a minute;
 * - requests that need one directory at once share one fetch, and at most MAX_DIRECTORIES are kept (least recently
 *   used first out).
 * Each instance keeps its own copies: a directory costs one fetch per instance per lifetime, nothing shared to go stale.
 */
import type { KeyObject } from 'node:crypto'

import { env } from '../../env'
import { parseLoopbackStandIns } from '../../lib/loopbackStandIns'
import { type Resolve } from '../client/pinnedAddresses'
import { createDirectoryFetch, type FetchedDirectory } from './directoryFetch'
import { type DirectoryKey, directoryKeys, DirectoryRejected } from './directoryKeys'

const SECOND = 1000
const MIN_KEEP_SECONDS = 60
const MAX_KEEP_SECONDS = 24 * 60 * 60
const FAILURE_KEEP_SECONDS = 60
const MAX_STALE_SECONDS = 24 * 60 * 60
const MAX_DIRECTORIES = 1000
/** The request waits for the fetch, so it is kept well under OUTBOUND_TIMEOUT_MS's default. */
const FETCH_TIMEOUT_MS = 3000
const MAX_DIRECTORY_BYTES = 64 * 1024

type KeyLookup =
  | { found: true; key: KeyObject }
  | { found: false; reason: 'unknown-key' | 'directory-unavailable' | 'directory-refused'; detail: string }

export interface KeyDirectories {
  /** The Ed25519 key the directory at `directory` publishes under the thumbprint `keyId`, usable now. */
  findKey(directory: URL, keyId: string): Promise<KeyLookup>
}

export interface KeyDirectoriesOptions {
  /** Default: WEB_BOT_AUTH_TEST_DIRECTORIES. */
  testDirectories?: ReadonlyMap<string, string>
  /** Default: 3 s, or OUTBOUND_TIMEOUT_MS when lower. */
  timeoutMs?: number
  /** Default: 64 KiB. */
  maxBytes?: number
  /** How many directories are kept; default 1000. */
  maxDirectories?: number
  /**
   * How many directories may be fetched at once; default 8. A directory is named by whoever signs a request: without a
   * bound, requests naming ever new hosts would have this process fetch from all of them at once on their behalf.
   * Past it, a request whose directory would need fetching is served as unsigned.
   */
  maxFetching?: number
  resolve?: Resolve
  now?: () => number
}

interface Directory {
  /** The keys of the last good fetch, while they may be used. */
  keys: Map<string, DirectoryKey> | null
  fetchedAt: number
  /** Until when the keys may be used though the directory fails to answer. */
  usableUntil: number
  /** When the directory is fetched again. */
  freshUntil: number
  failure: { refused: boolean; detail: string } | null
  fetching: Promise<void> | null
}

const keepSecondsOf = (maxAgeSeconds: number | null) =>
  Math.min(MAX_KEEP_SECONDS, Math.max(MIN_KEEP_SECONDS, maxAgeSeconds ?? MIN_KEEP_SECONDS))

async function keysOf(fetched: FetchedDirectory & { ok: true }): Promise<Map<string, DirectoryKey> | string> {
  try {
    return await directoryKeys(fetched.document, { acceptTestKeys: fetched.standIn })
  } catch (error) {
    if (error instanceof DirectoryRejected) return error.message
    throw error
  }
}

/** One per process: it is the cache. */
export function createKeyDirectories({
  testDirectories = parseLoopbackStandIns(env.WEB_BOT_AUTH_TEST_DIRECTORIES),
  timeoutMs = Math.min(FETCH_TIMEOUT_MS, env.OUTBOUND_TIMEOUT_MS),
  maxBytes = MAX_DIRECTORY_BYTES,
  maxDirectories = MAX_DIRECTORIES,
  maxFetching = 8,
  resolve,
  now = Date.now,
}: KeyDirectoriesOptions = {}): KeyDirectories {
  const fetchDirectory = createDirectoryFetch({ testDirectories, timeoutMs, maxBytes, resolve })
  // In the order of their last use: the first is the least recently used.
  const directories = new Map<string, Directory>()

  function directoryAt(url: string): Directory {
    let directory = directories.get(url)
    if (directory) directories.delete(url)
    directory ??= { keys: null, fetchedAt: 0, usableUntil: 0, freshUntil: 0, failure: null, fetching: null }
    directories.set(url, directory)
    if (directories.size > maxDirectories) directories.delete(directories.keys().next().value!)
    return directory
  }

  async function refetch(url: URL, directory: Directory): Promise<void> {
    const fetched = await fetchDirectory(url)
    const keys = fetched.ok ? await keysOf(fetched) : null
    const at = now()
    if (fetched.ok && keys instanceof Map) {
      const keepSeconds = keepSecondsOf(fetched.maxAgeSeconds)
      Object.assign(directory, {
        keys,
        fetchedAt: at,
        freshUntil: at + keepSeconds * SECOND,
        usableUntil: at + (keepSeconds + MAX_STALE_SECONDS) * SECOND,
        failure: null,
      })
      return
    }
    directory.failure = fetched.ok
      ? { refused: false, detail: `${url.href}: ${keys}` }
      : { refused: fetched.refused, detail: fetched.detail }
    directory.freshUntil = at + FAILURE_KEEP_SECONDS * SECOND
    if (at >= directory.usableUntil) directory.keys = null
  }

  let fetching = 0

  /** Refetches `directory`, or joins its fetch under way; false when the bound on fetches at once is reached. */
  async function refetchOnce(url: URL, directory: Directory): Promise<boolean> {
    if (!directory.fetching) {
      if (fetching >= maxFetching) return false
      fetching += 1
      directory.fetching = refetch(url, directory).finally(() => {
        fetching -= 1
        directory.fetching = null
      })
    }
    await directory.fetching
    return true
  }

  function usable(entry: DirectoryKey | undefined): entry is DirectoryKey {
    const seconds = now() / SECOND
    return (
      entry !== undefined &&
      !(entry.notBefore !== undefined && seconds < entry.notBefore) &&
      !(entry.expires !== undefined && seconds >= entry.expires)
    )
  }

  return {
    async findKey(url, keyId) {
      const directory = directoryAt(url.href)
      const stale = now() >= directory.freshUntil
      const perhapsRotated =
        directory.keys !== null &&
        directory.failure === null &&
        !directory.keys.has(keyId) &&
        now() - directory.fetchedAt >= MIN_KEEP_SECONDS * SECOND
      if ((stale || perhapsRotated || directory.fetching) && !(await refetchOnce(url, directory)) && stale)
        return {
          found: false,
          reason: 'directory-unavailable',
          detail: `${maxFetching} key directories are being fetched already; ${url.href} is not fetched now`,
        }
      const entry = directory.keys?.get(keyId)
      if (usable(entry)) return { found: true, key: entry.key }
      if (directory.failure)
        return {
          found: false,
          reason: directory.failure.refused ? 'directory-refused' : 'directory-unavailable',
          detail: directory.failure.detail,
        }
      return {
        found: false,
        reason: 'unknown-key',
        detail: entry ? `key ${keyId} of ${url.href} is not valid now` : `${url.href} has no key ${keyId}`,
      }
    },
  }
}
