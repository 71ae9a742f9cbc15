import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from './databaseUnavailable'

const coded = (message: string, code: string) => Object.assign(new Error(message), { code })
const wrapped = (cause: unknown) => new Error('Failed query: insert into "articles" …', { cause })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down (57P01)', coded('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', coded('the database system is starting up', '57P03')],
    ['a connection exception (08006)', coded('connection failure', '08006')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      "Payload's first connection refused",
      new Error('Error: cannot connect to Postgres: connect ECONNREFUSED 127.0.0.1:5432'),
    ],
    [
      "Payload's first connection to a server starting up",
      new Error('Error: cannot connect to Postgres: the database system is starting up'),
    ],
    [
      'both addresses of localhost refused',
      Object.assign(new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {}),
    ],
  ])('knows %s, also under the errors that wrap it', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(isDatabaseUnavailable(wrapped(wrapped(error)))).toBe(true)
  })

  it("leaves the request's mistakes and our bugs alone", () => {
    expect(isDatabaseUnavailable(coded('invalid input syntax for type integer', '22P02'))).toBe(false)
    expect(isDatabaseUnavailable(coded('duplicate key value', '23505'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    expect(
      isDatabaseUnavailable(
        new Error('Error: cannot connect to Postgres: password authentication failed for user "x"'),
      ),
    ).toBe(false)
  })
})
