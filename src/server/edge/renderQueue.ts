/**
 * Who renders next, when renders queue at the edge (docs/decisions/085-edge-and-renderers.md, issue 67): a person's
 * miss goes ahead of any agent's, and the agents of each purpose (search, AI training, …, other bots) have their own
 * bound on renders in flight and waiting, which holds while renders queue (no slot is free); past it such an agent is
 * told to come back (503 with Retry-After). A person is never refused here: the read limit is what bounds one person.
 */
import type { Reader } from '../../features/analytics/readers'

/** Whom a render is for: a person, or an agent of a purpose (`other-bot` for a machine of no known purpose). */
export type RenderClass = 'person' | string

export const renderClassOf = (reader: Reader): RenderClass =>
  reader.kind === 'person' ? 'person' : reader.purpose || 'other-bot'

interface Waiting {
  renderClass: RenderClass
  start: () => void
}

export interface RenderQueue {
  /**
   * Runs `render` once a slot is free — a person's before any agent's — and resolves when it has; false, having run
   * nothing, when no slot is free and the agents of its class already fill their bound.
   */
  run(renderClass: RenderClass, render: () => Promise<void>): Promise<boolean>
  /** More (or fewer) slots: render processes came or went. */
  resize(slots: number): void
  /** Renders in flight and waiting, for the log and the tests. */
  figures(): { inFlight: number; waitingPeople: number; waitingAgents: number }
}

export function createRenderQueue({ slots, perAgentClass }: { slots: number; perAgentClass: number }): RenderQueue {
  let free = slots
  let inFlight = 0
  const people: Waiting[] = []
  const agents: Waiting[] = []
  /** Each agent class's renders in flight and waiting. */
  const held = new Map<RenderClass, number>()

  const next = () => {
    while (free > 0) {
      const waiting = people.shift() ?? agents.shift()
      if (!waiting) return
      free--
      waiting.start()
    }
  }

  return {
    async run(renderClass, render) {
      const person = renderClass === 'person'
      if (!person) {
        const count = held.get(renderClass) ?? 0
        // The bound holds while renders queue: with a slot free, nobody waits for this agent.
        if (count >= perAgentClass && free <= 0) return false
        held.set(renderClass, count + 1)
      }
      try {
        await new Promise<void>((start) => {
          ;(person ? people : agents).push({ renderClass, start })
          next()
        })
        inFlight++
        try {
          await render()
        } finally {
          inFlight--
          free++
          next()
        }
        return true
      } finally {
        if (!person) {
          const count = held.get(renderClass)! - 1
          if (count === 0) held.delete(renderClass)
          else held.set(renderClass, count)
        }
      }
    },
    resize(nextSlots) {
      free += nextSlots - slots
      slots = nextSlots
      next()
    },
    figures: () => ({ inFlight, waitingPeople: people.length, waitingAgents: agents.length }),
  }
}
