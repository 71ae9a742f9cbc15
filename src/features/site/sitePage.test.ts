import { describe, expect, it } from 'vitest'

import { firstValue, paginated, searchParamsOf } from './sitePage'

describe('searchParamsOf', () => {
  it('reads a query as Next hands it to a page: one value a string, a repeated name an array', () => {
    const search = searchParamsOf(new URLSearchParams('q=cloud+pms&page=1&page=2&__proto__=a&__proto__=b'))
    expect(search.q).toBe('cloud pms')
    expect(search.page).toEqual(['1', '2'])
    expect(Object.getPrototypeOf(search)).toBe(Object.prototype)
    expect(Object.hasOwn(search, '__proto__')).toBe(true)
  })

  it('takes the first of repeated values where a page reads one', () => {
    expect(firstValue(['harbor', 'x'])).toBe('harbor')
    expect(firstValue(undefined)).toBeNull()
  })
})

describe('paginated', () => {
  const load = paginated(async (_payload, _request, page) => ({ page }))

  it('hands the loader the page number, and finds no page for anything but a whole number from 1', async () => {
    const payload = {} as never
    expect(await load(payload, { params: {}, search: {} }, '')).toEqual({ page: 1 })
    expect(await load(payload, { params: {}, search: { page: '3' } }, '')).toEqual({ page: 3 })
    for (const page of ['0', 'x', '2.5', ['1', '2']])
      expect(await load(payload, { params: {}, search: { page } }, '')).toBeNull()
  })
})
