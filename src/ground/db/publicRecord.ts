/**
 * The public rule (./publicVisibility.ts) checked on a record in memory: one Payload populated into another, already
 * read, whose own columns decide.
 */
import { type Condition, type PublicCollection, PUBLIC_RULES } from './publicVisibility'

/**
 * The record's own half of the rule, for a record already read (one Payload populated into another). For articles
 * and PR links, its PMS must be checked too.
 */
function meetsOwnRule(collection: PublicCollection, doc: Record<string, unknown>): boolean {
  const present = (value: unknown) => value !== null && value !== undefined && value !== ''
  return PUBLIC_RULES[collection].own.every(({ column: name, field = name, holds }: Condition) =>
    holds === 'true' ? doc[field] === true : holds === 'present' ? present(doc[field]) : !present(doc[field]),
  )
}

/** The same rule for a PMS profile, comparison or glossary term that Payload populated into another record. */
export const isPublicRecord = (doc: {
  is_published?: boolean | null
  slug?: string | null
  deletedAt?: string | null
}): boolean => meetsOwnRule('pmses', doc)
