import { issueApiToken } from '../../src/features/auth/apiTokenSecret'
import { runSql } from './sql'

/** Stores a new API token the way the CLI does (hash and prefix only) and returns its plaintext and id. */
export async function insertApiToken(databaseUrl: string, name = 'test pipeline') {
  const issued = issueApiToken()
  const { rows } = await runSql(
    databaseUrl,
    `INSERT INTO api_tokens (name, token_hash, display_prefix, updated_at, created_at)
     VALUES ($1, $2, $3, now(), now()) RETURNING id`,
    [name, issued.hash, issued.displayPrefix],
  )
  return { token: issued.token, id: rows[0].id as number }
}
