import { describe, expect, it } from 'vitest'

import { ANONYMOUS_MAX_COST, judgeGraphqlRequest } from './graphqlCost'

const aliases = (count: number, limit: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: Articles(limit: ${limit}) { docs { id title body } }`).join(' ')} }`

describe('judgeGraphqlRequest', () => {
  it('refuses an anonymous query of 99 aliases of a 100-document list, counting every value the answer could hold', () => {
    const verdict = judgeGraphqlRequest({ query: aliases(99, 100) }, false)
    expect(verdict).toMatchObject({
      ok: false,
      status: 400,
      extensions: { code: 'QUERY_TOO_COSTLY', cost: 99 * (1 + 100 * 4), maxCost: ANONYMOUS_MAX_COST },
    })
  })

  it('lets an anonymous client read one page of articles, and a signed-in person read far more', () => {
    expect(
      judgeGraphqlRequest({ query: '{ Articles(limit: 20) { docs { id title slug } totalDocs } }' }, false),
    ).toEqual({ ok: true })
    expect(judgeGraphqlRequest({ query: aliases(99, 100) }, true)).toEqual({ ok: true })
  })

  it("reads limits from variables, and counts an absent limit as Payload's page of 10", () => {
    const query = 'query Q($n: Int) { Articles(limit: $n) { docs { id title body } } }'
    expect(judgeGraphqlRequest({ query, variables: { n: 1000 } }, false)).toMatchObject({
      ok: false,
      extensions: { cost: 1 + 1000 * 4 },
    })
    expect(judgeGraphqlRequest({ query: '{ a: Articles { docs { id } } b: Pmses { docs { id } } }' }, false)).toEqual({
      ok: true,
    })
  })

  it('counts limit: 0 and pagination: false as unbounded lists', () => {
    expect(judgeGraphqlRequest({ query: '{ Articles(limit: 0) { docs { id } } }' }, false)).toMatchObject({ ok: false })
    expect(judgeGraphqlRequest({ query: '{ Articles(pagination: false) { docs { id } } }' }, false)).toMatchObject({
      ok: false,
    })
  })

  it('multiplies nested lists and follows fragments', () => {
    const query = `{ Pmses(limit: 10) { docs { ...P } } }
      fragment P on Pms { name articles: comparisons(limit: 10) { docs { title } } }`
    // Pmses 1 + 10 × (docs 1 + name 1 + comparisons (1 + 10 × (docs 1 + title 1)))
    expect(judgeGraphqlRequest({ query }, false)).toEqual({ ok: true })
    const deeper = query.replace('title', 'title nested: comparisons(limit: 10) { docs { title } }')
    expect(judgeGraphqlRequest({ query: deeper }, false)).toMatchObject({
      ok: false,
      extensions: { cost: 1 + 10 * (1 + 1 + 1 + 10 * (1 + 1 + 1 + 10 * 2)) },
    })
  })

  it('stays quick on a document whose fragments fan out exponentially, and on a fragment cycle', () => {
    const levels = 40
    const fragments = Array.from(
      { length: levels },
      (_, index) => `fragment F${index} on Article { a: pms { ...F${index + 1} } b: author { ...F${index + 1} } }`,
    ).join('\n')
    const query = `{ Article(id: 1) { ...F0 } }\n${fragments}\nfragment F${levels} on Article { id }`
    const started = performance.now()
    expect(judgeGraphqlRequest({ query }, true)).toMatchObject({ ok: false })
    expect(performance.now() - started).toBeLessThan(1000)
    const cycle = '{ Article(id: 1) { ...A } } fragment A on Article { pms { ...A } }'
    expect(judgeGraphqlRequest({ query: cycle }, false)).toMatchObject({ ok: false })
  })

  it('refuses introspection to anonymous clients only', () => {
    const query = '{ __schema { types { name } } }'
    expect(judgeGraphqlRequest({ query }, false)).toMatchObject({ ok: false, status: 403 })
    expect(judgeGraphqlRequest({ query: '{ Articles { docs { __typename id } } }' }, false)).toEqual({ ok: true })
    expect(judgeGraphqlRequest({ query }, true)).toEqual({ ok: true })
  })

  it('answers a query that does not parse with a 400, and leaves a body without a query to Payload', () => {
    expect(judgeGraphqlRequest({ query: '{ Articles {' }, false)).toMatchObject({ ok: false, status: 400 })
    expect(judgeGraphqlRequest({ nothing: true }, false)).toEqual({ ok: true })
    expect(judgeGraphqlRequest(undefined, false)).toEqual({ ok: true })
  })
})
