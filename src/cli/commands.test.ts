import { expect, it } from 'vitest'

import { optionValues, usageOf } from './commands'
import { COMMANDS } from './runCli'

it('writes each command’s usage line from its options, optional ones in brackets', () => {
  expect(Object.fromEntries(COMMANDS.map((command) => [command.name, usageOf(command)]))).toEqual({
    'users:create':
      'users:create --email <email> --password <password> --role <contributor|author|editor|admin> [--name <name>]',
    'users:reset-second-factor': 'users:reset-second-factor --email <email>',
    'tokens:create': 'tokens:create --name <name> [--role <contributor|author|editor|admin>]',
    'tokens:list': 'tokens:list',
    'tokens:revoke': 'tokens:revoke --id <id>',
    'webhooks:create': 'webhooks:create --url <url> --events <event,event,…> [--description <text>]',
    'newsletter:send-digest': 'newsletter:send-digest [--dry-run]',
    'articles:render-bodies': 'articles:render-bodies',
    'import:wordpress':
      'import:wordpress --file <export.xml> [--pms-map <file>] [--default-pms <slug>] [--old-site <url>] [--dry-run]',
    'import:ghost':
      'import:ghost --file <export.json> [--pms-map <file>] [--default-pms <slug>] [--old-site <url>] [--dry-run]',
    'media:migrate-to-s3': 'media:migrate-to-s3',
    export: 'export --to <dir>',
    'import:pms-news': 'import:pms-news --from <dir>',
    migrate: 'migrate',
    seed: 'seed',
    'migrate:create': 'migrate:create --name <snake_case_name>',
  })
})

it('refuses a run without a required option before anything loads, and leaves an optional one out', () => {
  const usersCreate = COMMANDS.find((command) => command.name === 'users:create')!
  expect(() => optionValues(usersCreate, { email: 'a@example.com', password: '  ', role: 'editor' })).toThrow(
    '--password is required',
  )
  expect(optionValues(usersCreate, { email: ' a@example.com ', password: 'correct horse', role: 'editor' })).toEqual({
    email: 'a@example.com',
    password: 'correct horse',
    role: 'editor',
  })
})

it('reads a flag as "true" when given and leaves it out when not, whatever else is passed', () => {
  const sendDigest = COMMANDS.find((command) => command.name === 'newsletter:send-digest')!
  expect(optionValues(sendDigest, { 'dry-run': true })).toEqual({ 'dry-run': 'true' })
  expect(optionValues(sendDigest, {})).toEqual({})
})
