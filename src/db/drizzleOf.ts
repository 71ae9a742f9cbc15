import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Payload's drizzle instance, for the statements Payload's own API cannot express (search, streams, sitemaps). */
export const drizzleOf = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle
