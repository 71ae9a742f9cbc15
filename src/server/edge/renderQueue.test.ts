import { describe, expect, it } from 'vitest'

import { createRenderQueue, renderClassOf } from './renderQueue'

/** A render that ends when the test says so. */
function heldRender(log: string[], name: string) {
  let finish!: () => void
  const finished = new Promise<void>((resolve) => (finish = resolve))
  return {
    render: async () => {
      log.push(name)
      await finished
    },
    finish: () => finish(),
  }
}

describe('the render queue', () => {
  it('starts a waiting person before agents that waited longer', async () => {
    const queue = createRenderQueue({ slots: 1, perAgentClass: 4 })
    const started: string[] = []
    const first = heldRender(started, 'first')
    const crawler = heldRender(started, 'crawler')
    const person = heldRender(started, 'person')
    const running = queue.run('person', first.render)
    const crawled = queue.run('search', crawler.render)
    const read = queue.run('person', person.render)
    await expect.poll(() => started).toEqual(['first'])
    expect(queue.figures()).toEqual({ inFlight: 1, waitingPeople: 1, waitingAgents: 1 })
    first.finish()
    await expect.poll(() => started).toEqual(['first', 'person'])
    person.finish()
    await expect.poll(() => started).toEqual(['first', 'person', 'crawler'])
    crawler.finish()
    expect(await Promise.all([running, crawled, read])).toEqual([true, true, true])
  })

  it("refuses an agent past its purpose's bound, never a person, and not another purpose's agent", async () => {
    const queue = createRenderQueue({ slots: 1, perAgentClass: 2 })
    const started: string[] = []
    const renders = ['a', 'b', 'c'].map((name) => heldRender(started, name))
    const runs = renders.slice(0, 2).map((held) => queue.run('ai-training', held.render))
    expect(await queue.run('ai-training', renders[2]!.render)).toBe(false)
    const other = heldRender(started, 'other')
    const otherRun = queue.run('search', other.render)
    const people = [1, 2, 3].map((n) => heldRender(started, `person ${n}`))
    const peopleRuns = people.map((held) => queue.run('person', held.render))
    for (const held of [...renders.slice(0, 2), other, ...people]) {
      await expect.poll(() => started.length > 0).toBe(true)
      held.finish()
    }
    expect(await Promise.all([...runs, otherRun, ...peopleRuns])).toEqual([true, true, true, true, true, true])
    expect(started).not.toContain('c')
    // Once its renders are over, the purpose may render again.
    expect(await queue.run('ai-training', async () => undefined)).toBe(true)
  })

  it('lets an agent past its bound render while a slot is free', async () => {
    const queue = createRenderQueue({ slots: 4, perAgentClass: 1 })
    const started: string[] = []
    const first = heldRender(started, 'first')
    const running = queue.run('search', first.render)
    expect(await queue.run('search', async () => undefined)).toBe(true)
    first.finish()
    expect(await running).toBe(true)
  })

  it('waits for a slot while there is none, and starts once render processes come', async () => {
    const queue = createRenderQueue({ slots: 0, perAgentClass: 2 })
    let ran = false
    const run = queue.run('person', async () => {
      ran = true
    })
    expect(queue.figures().waitingPeople).toBe(1)
    queue.resize(16)
    expect(await run).toBe(true)
    expect(ran).toBe(true)
  })

  it('tells people from agents by their reader', () => {
    expect(renderClassOf({ kind: 'person', name: '', purpose: '', listed: false })).toBe('person')
    expect(renderClassOf({ kind: 'declared-agent', name: 'GPTBot', purpose: 'ai-training', listed: true })).toBe(
      'ai-training',
    )
    expect(renderClassOf({ kind: 'declared-agent', name: 'somebot', purpose: '', listed: false })).toBe('other-bot')
  })
})
