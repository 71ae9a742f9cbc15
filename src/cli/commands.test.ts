import { expect, it } from 'vitest'

import { optionValues, usageOf } from './commands'
import { COMMANDS } from './runCli'

it('writes each command’s usage line from its options, optional ones in brackets', () => {
  expect(Object.fromEntries(COMMANDS.map((command) => [command.name, usageOf(command)]))).toEqual({
    'users:create': 'users:create --email <email> --password <password> --role <admin|editor> [--name <name>]',
    'tokens:create': 'tokens:create --name <name>',
    'tokens:list': 'tokens:list',
    'tokens:revoke': 'tokens:revoke --id <id>',
    migrate: 'migrate',
    seed: 'seed',
    'migrate:create': 'migrate:create --name <snake_case_name>',
  })
})

it('refuses a run without a required option before anything loads, and leaves an optional one out', () => {
  const usersCreate = COMMANDS.find((command) => command.name === 'users:create')!
  expect(() => optionValues(usersCreate, { email: 'a@example.com', password: '  ', role: 'editor' })).toThrow('--password is required')
  expect(optionValues(usersCreate, { email: ' a@example.com ', password: 'correct horse', role: 'editor' })).toEqual({
    email: 'a@example.com',
    password: 'correct horse',
    role: 'editor',
  })
})
