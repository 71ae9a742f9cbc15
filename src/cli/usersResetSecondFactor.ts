import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { CliUsageError, type CliCommand } from './commands'

/** For a person locked out of their second factor; what is removed is in the staff audit trail. */
export const usersResetSecondFactor: CliCommand = {
  name: 'users:reset-second-factor',
  summary: 'Remove every second factor and recovery code of an account (a person locked out of theirs)',
  options: { email: { value: 'email', description: 'the account’s sign-in address' } },
  async run(payload, { email }, out) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email.trim().toLowerCase() } },
      limit: 1,
      depth: 0,
    })
    const account = docs[0]
    if (!account) throw new CliUsageError(`no account with the email ${email}`)
    // Loaded here, not at the top: the second factor's sealing reads src/ground/env, which the command table
    // (runCli.ts) must not load before a command's environment is set.
    const { resetSecondFactors } = await import('../features/secondFactor/resetFactors')
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const removed = await resetSecondFactors(req, { id: account.id, email: account.email })
      await commitTransaction(req)
      out(
        removed
          ? `Removed every second factor of ${account.email}; if their role requires one, they set it up at their next sign-in.`
          : `${account.email} has no second factor; nothing changed.`,
      )
    } catch (error) {
      await killTransaction(req)
      throw error
    }
  },
}
