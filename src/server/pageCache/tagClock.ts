/**
 * When each tag last changed, on a counter of this process, and which tags a write of this process has suspended
 * until its commit is heard. A response may be kept only if none of its tags changed since it began (it may have
 * read the content before the change), and none of them is suspended (it may be reading before the commit).
 */
import { EVERYTHING } from '../../features/contentChanges/cacheTags'

/** Past this many remembered tags, the oldest are folded into one floor: older changes count as changes of all. */
const MAX_REMEMBERED_TAGS = 10_000

export class TagClock {
  private ticks = 0
  private floor = 0
  private readonly changedAt = new Map<string, number>()
  private readonly suspensions = new Map<string, { tags: ReadonlySet<string>; until: number }>()

  constructor(private readonly suspensionMs: number) {}

  now(): number {
    return this.ticks
  }

  invalidate(tags: Iterable<string>): void {
    this.ticks += 1
    for (const tag of tags) {
      if (tag === EVERYTHING) {
        this.floor = this.ticks
        this.changedAt.clear()
        return
      }
      // Re-inserted, so the map's order is the order of change and the oldest are folded first.
      this.changedAt.delete(tag)
      this.changedAt.set(tag, this.ticks)
    }
    for (const [tag, at] of this.changedAt) {
      if (this.changedAt.size <= MAX_REMEMBERED_TAGS) break
      this.floor = Math.max(this.floor, at)
      this.changedAt.delete(tag)
    }
  }

  changedSince(tags: readonly string[], tick: number): boolean {
    return this.floor > tick || tags.some((tag) => (this.changedAt.get(tag) ?? 0) > tick)
  }

  suspend(write: string, tags: readonly string[], now = Date.now()): void {
    this.suspensions.set(write, { tags: new Set(tags), until: now + this.suspensionMs })
  }

  resume(write: string): void {
    this.suspensions.delete(write)
  }

  /** Whether any write is suspending tags: when none is, a request need not read its URL's tags to be answered. */
  suspending(): boolean {
    return this.suspensions.size > 0
  }

  suspended(tags: readonly string[], now = Date.now()): boolean {
    for (const [write, suspension] of this.suspensions) {
      // A write whose NOTIFY never came rolled back (or its process lost the channel, which clears everything).
      if (now >= suspension.until) this.suspensions.delete(write)
      else if (suspension.tags.has(EVERYTHING) || tags.some((tag) => suspension.tags.has(tag))) return true
    }
    return false
  }
}
