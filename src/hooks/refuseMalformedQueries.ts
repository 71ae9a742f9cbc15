/**
 * The arguments of every read, count, update and delete (Payload's `/cms-api` REST and GraphQL, and the local API
 * alike) are checked before any SQL runs, so that a value the database cannot compare answers a 4xx instead of a
 * PostgreSQL error and a 500 (docs/decisions/022-anonymous-cms-api-access.md):
 *
 * - a document id that no row can have (`/cms-api/articles/abc`, `/%00`, `/99999999999999999999`) is Not Found;
 * - a `where` value with a NUL character, an id or relationship value that is not a whole number in PostgreSQL's
 *   `integer` range, a value no select or checkbox column can hold, and an operator the database adapter does not
 *   have for the field (`near` on a text field, `all` anywhere) are refused with a 400 naming the parameter;
 * - `page` and `limit` must be whole numbers in `integer` range.
 * (How much an anonymous client may ask for is judged on its request, in src/endpoints/cmsApi/anonymousReadBounds.ts: here
 * Payload's own lookups of related documents, unbounded lists of ids, look like a client's reads.)
 */
import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type CollectionConfig,
  type FlattenedField,
  NotFound,
  type PayloadRequest,
  type Where,
} from 'payload'

const INT_MAX = 2_147_483_647
const INT_MIN = -2_147_483_648

/** What the PostgreSQL adapter can compare (@payloadcms/drizzle's operatorMap); the spatial ones on point fields only. */
const COMPARISONS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])
const SPATIAL = new Set(['near', 'within', 'intersects'])
const LISTS = new Set(['in', 'not_in', 'all'])

/**
 * A 400 for a query Payload would send to the database anyway. Named as Payload's own QueryError (its "path cannot
 * be queried"), so that both are logged alike (`loggingLevels`) and clients see one name for a refused query.
 */
export class QueryRefused extends APIError<{ errors: Array<{ path: string; message: string }> }> {
  constructor(path: string, message: string) {
    super(`The query parameter ${path} ${message}.`, 400, { errors: [{ path, message }] }, true)
    this.name = 'QueryError'
  }
}

/**
 * Payload's Not Found under its own name: the production build renames classes, and `loggingLevels` goes by name,
 * so that an id no row can have is logged as the miss it is, not as an error.
 */
class NoSuchDocument extends NotFound {
  constructor(req: PayloadRequest) {
    super(req.t)
    this.name = 'NotFound'
  }
}

/** What a `where` path leads to: a field, a numeric document id, or something Payload itself will judge. */
type Target = { kind: 'field'; field: FlattenedField } | { kind: 'id' } | { kind: 'unknown' }

function hasNumericIds(req: PayloadRequest, slug: string): boolean {
  const collection = req.payload.collections[slug as CollectionSlug]
  return Boolean(collection) && (collection!.customIDType ?? req.payload.db.defaultIDType) === 'number'
}

/** Follows a dotted path through groups, arrays, tabs and single-collection relationships. */
function resolvePath(req: PayloadRequest, fields: FlattenedField[], path: string, numericIds: boolean): Target {
  const [head, ...rest] = path.split('.')
  if (head === 'id' && rest.length === 0) return numericIds ? { kind: 'id' } : { kind: 'unknown' }
  const field = fields.find((candidate) => candidate.name === head)
  if (!field) return { kind: 'unknown' }
  if (rest.length === 0) return { kind: 'field', field }
  if ('flattenedFields' in field && Array.isArray(field.flattenedFields))
    return resolvePath(req, field.flattenedFields, rest.join('.'), numericIds)
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    const related = req.payload.collections[field.relationTo as CollectionSlug]
    if (!related) return { kind: 'unknown' }
    return resolvePath(req, related.config.flattenedFields, rest.join('.'), hasNumericIds(req, field.relationTo))
  }
  return { kind: 'unknown' }
}

const containsNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Array.isArray(value)
      ? value.some(containsNul)
      : value !== null && typeof value === 'object'
        ? Object.values(value).some(containsNul)
        : false

const isWholeInt = (value: unknown): boolean => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isInteger(number) && number >= INT_MIN && number <= INT_MAX
}

const isNullish = (value: unknown) => value === null || value === undefined || value === 'null' || value === ''

/** The single values a condition compares with: comma lists and arrays of `in`/`not_in` taken apart. */
function valuesOf(operator: string, value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (LISTS.has(operator) && typeof value === 'string') return value.split(',')
  return [value]
}

const optionValues = (field: FlattenedField): string[] =>
  field.type === 'select' || field.type === 'radio'
    ? field.options.map((option) => (typeof option === 'string' ? option : option.value))
    : []

/** Why a condition cannot run, or null when the database can take it. */
function conditionProblem(req: PayloadRequest, target: Target, operator: string, value: unknown): string | null {
  if (containsNul(value)) return 'must not contain NUL characters'
  const field = target.kind === 'field' ? target.field : null
  if (operator === 'all') return 'uses the operator "all", which this database does not support'
  if (SPATIAL.has(operator))
    return field?.type === 'point' ? null : `uses the operator "${operator}", which works on point fields only`
  if (!COMPARISONS.has(operator)) return null // Payload names unknown operators itself
  if (operator === 'exists') return null
  const values = valuesOf(operator, value).filter((item) => !isNullish(item))
  const numericRelation =
    field &&
    (field.type === 'relationship' || field.type === 'upload') &&
    typeof field.relationTo === 'string' &&
    hasNumericIds(req, field.relationTo)
  if (target.kind === 'id' || numericRelation) {
    return values.every(isWholeInt) ? null : `must be a whole number from ${INT_MIN} to ${INT_MAX}`
  }
  if (field?.type === 'checkbox')
    return values.every((item) => ['true', 'false', true, false].includes(item as string | boolean))
      ? null
      : 'must be true or false'
  if ((field?.type === 'select' || field?.type === 'radio') && !['like', 'not_like', 'contains'].includes(operator)) {
    const allowed = optionValues(field)
    return values.every((item) => allowed.includes(String(item))) ? null : `must be one of ${allowed.join(', ')}`
  }
  return null
}

/** Every condition of a `where`, through its `and`/`or` lists, with its query-string name. */
function* conditionsOf(
  where: Where,
  prefix = 'where',
): Generator<{ name: string; path: string; operator: string; value: unknown }> {
  for (const [key, condition] of Object.entries(where ?? {})) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      for (const [index, nested] of condition.entries())
        yield* conditionsOf(nested as Where, `${prefix}[${key}][${index}]`)
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    for (const [operator, value] of Object.entries(condition))
      yield { name: `${prefix}[${key}][${operator}]`, path: key, operator, value }
  }
}

function checkWhere(
  req: PayloadRequest,
  fields: FlattenedField[],
  numericIds: boolean,
  where: Where | undefined,
): void {
  if (!where || typeof where !== 'object') return
  for (const condition of conditionsOf(where)) {
    const problem = conditionProblem(
      req,
      resolvePath(req, fields, condition.path, numericIds),
      condition.operator,
      condition.value,
    )
    if (problem) throw new QueryRefused(condition.name, problem)
  }
}

/** Whether an id could name a row: NaN, 1e20 or a string with NUL never can, so they are simply not found. */
function isPossibleId(id: unknown, numericIds: boolean): boolean {
  if (numericIds) return isWholeInt(id)
  return typeof id === 'string' ? !id.includes('\u0000') : typeof id === 'number'
}

interface QueryArgs {
  id?: unknown
  where?: Where
  page?: unknown
  limit?: unknown
}

function checkPaging(args: QueryArgs): void {
  if (args.page !== undefined && !(isWholeInt(args.page) && Number(args.page) >= 1))
    throw new QueryRefused('page', `must be a whole number from 1 to ${INT_MAX}`)
  if (args.limit !== undefined && !(isWholeInt(args.limit) && Number(args.limit) >= 0))
    throw new QueryRefused('limit', `must be a whole number from 0 to ${INT_MAX}`)
}

export const refuseMalformedQuery: CollectionBeforeOperationHook<CollectionSlug> = ({ args, collection, req }) => {
  const queryArgs = args as QueryArgs
  const numericIds = hasNumericIds(req, collection.slug)
  if ('id' in queryArgs && queryArgs.id !== undefined && !isPossibleId(queryArgs.id, numericIds))
    throw new NoSuchDocument(req)
  checkPaging(queryArgs)
  checkWhere(req, collection.flattenedFields, numericIds, queryArgs.where)
  return args
}

export const refusingMalformedQueries = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [refuseMalformedQuery, ...(collection.hooks?.beforeOperation ?? [])] },
})
