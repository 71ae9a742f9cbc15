import { describe, expect, it } from 'vitest'

import { answerDatabaseErrors, clientErrorFor, sqlStateOf } from './databaseErrors'

const databaseError = (code: string) => Object.assign(new Error('invalid input syntax for type integer'), { code })
const wrapped = (cause: Error) => new Error('Failed query: select …', { cause })

describe('answerDatabaseErrors', () => {
  it('finds the SQLSTATE under the query error drizzle wraps it in', () => {
    expect(sqlStateOf(wrapped(databaseError('22P02')))).toBe('22P02')
    expect(sqlStateOf(new Error('plain'))).toBeNull()
    expect(sqlStateOf(Object.assign(new Error('node'), { code: 'ECONNREFUSED' }))).toBeNull()
  })

  it('takes data exceptions and missing operators for 400s, integrity violations for 409s, and nothing else', () => {
    expect(clientErrorFor(wrapped(databaseError('22003')))?.status).toBe(400)
    expect(clientErrorFor(wrapped(databaseError('42883')))?.status).toBe(400)
    expect(clientErrorFor(wrapped(databaseError('23502')))?.status).toBe(409)
    expect(clientErrorFor(wrapped(databaseError('57P01')))).toBeNull()
    expect(clientErrorFor(wrapped(databaseError('42P01')))).toBeNull()
  })

  it("answers without the SQL in REST, and keeps GraphQL's error with the status it stands for", () => {
    const args = { error: wrapped(databaseError('22021')), context: {}, req: {} } as Parameters<
      typeof answerDatabaseErrors
    >[0]
    const message = 'A value in the request does not fit the field it is compared with.'
    expect(answerDatabaseErrors(args)).toEqual({ status: 400, response: { errors: [{ message }] } })
    expect(
      answerDatabaseErrors({
        ...args,
        graphqlResult: { message: 'Something went wrong.', extensions: { statusCode: 500 } },
      }),
    ).toEqual({
      graphqlResult: { message, extensions: { statusCode: 400 } },
    })
    expect(answerDatabaseErrors({ ...args, error: new Error('bug') })).toBeUndefined()
  })
})

describe('a database that is away', () => {
  it('is a 503 with Retry-After, in REST and GraphQL, for a refused connection or a server shutting down', () => {
    const req = {} as { responseHeaders?: Headers }
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const args = { error: wrapped(refused), context: {}, req } as unknown as Parameters<typeof answerDatabaseErrors>[0]
    expect(answerDatabaseErrors(args)).toEqual({
      status: 503,
      response: { errors: [{ message: expect.stringContaining('Send the request again in 5 seconds') }] },
    })
    expect(req.responseHeaders?.get('Retry-After')).toBe('5')
    expect(
      answerDatabaseErrors({
        ...args,
        error: wrapped(databaseError('57P01')),
        graphqlResult: { message: 'x', extensions: {} },
      }),
    ).toEqual({
      graphqlResult: { message: expect.any(String), extensions: { statusCode: 503 } },
    })
  })
})
