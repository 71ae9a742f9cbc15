/**
 * The bad-input battery deals each family of bad values out over an interface's routes instead of sending the whole
 * product (tests/helpers/badInputBattery.ts says why): the cut must still give every route some of every family and
 * every bad value to every interface, in the anonymous run and in the signed-in one.
 */
import { describe, expect, it } from 'vitest'

import { dealt, everyTarget, generateBattery, interfaceOf, rawBattery } from '../helpers/badInputBattery'

const slugs = { pms: 'p', article: 'a', glossary: 'g', comparison: 'c', category: 'k', author: 'w' }
const everything = everyTarget(slugs)

// The families' sizes: raw per-target forms, odd methods, path suffixes, bodies, queries, PATCH and PUT bodies.
describe.each([0, 1])('with the deal moved by %i', (offset) => {
  it.each([4, 6, 11, 18, 24, 36])(
    'gives every route some of a family of %i values, and every value every interface',
    (size) => {
      const values = Array.from({ length: size }, (_, index) => index)
      const pairs = dealt(everything, values, offset)
      for (const target of everything)
        expect(
          pairs.some(([dealtTo]) => dealtTo === target),
          target,
        ).toBe(true)
      const interfaces = new Set(everything.map(interfaceOf))
      expect(interfaces.size).toBe(5)
      for (const kind of interfaces)
        for (const value of values)
          expect(
            pairs.some(([target, dealtValue]) => dealtValue === value && interfaceOf(target) === kind),
            `${value} to ${kind}`,
          ).toBe(true)
    },
  )
})

it('sends every route an odd method, a bad body, both header cases and a raw request', () => {
  const cases = generateBattery({ all: everything, queried: [], patched: [], huge: [] }, { hugeBytes: 0 })
  for (const target of everything) {
    const to = cases.filter((sent) => sent.target === target)
    expect(
      to.some((sent) => sent.method === 'POST' && sent.body !== undefined),
      `a body to ${target}`,
    ).toBe(true)
    expect(
      to.some((sent) => !['GET', 'POST'].includes(sent.method)),
      `an odd method to ${target}`,
    ).toBe(true)
    expect(
      to.filter((sent) => /odd headers|bogus credentials/.test(sent.name)),
      target,
    ).toHaveLength(2)
    expect(
      rawBattery(everything).some((raw) => raw.name.endsWith(` ${target}`) || raw.name.includes(` ${target},`)),
      target,
    ).toBe(true)
  }
})

it('classes the interfaces by path', () => {
  expect(
    ['/cms-api/graphql', '/oauth/token', '/mcp/news', '/ap/inbox', '/.well-known/webfinger', '/feed'].map(interfaceOf),
  ).toEqual(['cms-api', 'oauth', 'mcp', 'federation', 'federation', 'public'])
})
