/**
 * What a `/cms-api/graphql` request may ask for, judged before Payload runs it. Payload's own complexity limit
 * (`graphQL.maxComplexity`, graphql-query-complexity with one point per field) counts neither aliases' lists nor
 * `limit`: 99 aliases of `Articles(limit: 100) { docs { id title body } }` cost it about 500 of its 1000 points
 * and made a 12.7 MB answer. Here a list query multiplies what it selects by the documents it may return, so that
 * the cost counts the values of the answer (docs/decisions/022-anonymous-cms-api-access.md). Introspection is for
 * signed-in people only: anonymous clients have no use for the schema, and it is one of the largest answers.
 *
 * No schema is needed: Payload's list queries (a collection's `Articles`, a join field) are the fields whose
 * selection holds `docs`, and the documents they may return are their `limit` argument (10 when absent, and
 * UNBOUNDED_LIST for `limit: 0` or `pagination: false`, which return every document).
 */
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql'

export const ANONYMOUS_MAX_COST = 1_000
const SIGNED_IN_MAX_COST = 50_000

/** Payload's default page size. */
const DEFAULT_LIST = 10
const UNBOUNDED_LIST = 10_000
/** Parsing itself is work: a document longer than this many tokens is not read further. */
const MAX_TOKENS = 20_000

interface Context {
  fragments: Map<string, FragmentDefinitionNode>
  variables: Record<string, unknown>
  /** Each selection set's cost, computed once however many paths reach it (fragments), so crafted documents stay linear. */
  costs: Map<SelectionSetNode, number>
}

export type GraphqlVerdict =
  { ok: true } | { ok: false; status: number; message: string; extensions?: Record<string, unknown> }

function argument(field: FieldNode, name: string, context: Context): unknown {
  const node = field.arguments?.find((candidate) => candidate.name.value === name)
  return node ? valueFromASTUntyped(node.value, context.variables) : undefined
}

/** The fields a selection set holds, fragments spread in; a fragment spread twice at one level adds nothing new. */
function fieldsOf(selectionSet: SelectionSetNode, context: Context, spread = new Set<string>()): FieldNode[] {
  const fields: FieldNode[] = []
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection)
    else if (selection.kind === Kind.INLINE_FRAGMENT) fields.push(...fieldsOf(selection.selectionSet, context, spread))
    else if (!spread.has(selection.name.value)) {
      spread.add(selection.name.value)
      const fragment = context.fragments.get(selection.name.value)
      if (fragment) fields.push(...fieldsOf(fragment.selectionSet, context, spread))
    }
  }
  return fields
}

/** How many documents a field may return, each repeating its selection: 1 unless it is a list query. */
function listSize(field: FieldNode, children: FieldNode[], context: Context): number {
  if (!children.some((child) => child.name.value === 'docs')) return 1
  if (argument(field, 'pagination', context) === false) return UNBOUNDED_LIST
  const limit = argument(field, 'limit', context)
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return DEFAULT_LIST // absent, or refused by GraphQL's own validation
  return limit <= 0 ? UNBOUNDED_LIST : limit
}

/** One point per value in the answer: each field once per document of the list queries around it. */
function costOf(selectionSet: SelectionSetNode, context: Context): number {
  const known = context.costs.get(selectionSet)
  if (known !== undefined) return known
  // Reached again while being counted: a fragment cycle, which GraphQL refuses; never cheap meanwhile.
  context.costs.set(selectionSet, Number.POSITIVE_INFINITY)
  let cost = 0
  for (const field of fieldsOf(selectionSet, context)) {
    cost += 1
    if (field.selectionSet)
      cost += listSize(field, fieldsOf(field.selectionSet, context), context) * costOf(field.selectionSet, context)
  }
  context.costs.set(selectionSet, cost)
  return cost
}

const hasIntrospection = (document: DocumentNode): boolean => {
  let found = false
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (
        selection.kind === Kind.FIELD &&
        selection.name.value.startsWith('__') &&
        selection.name.value !== '__typename'
      )
        found = true
      if (selection.kind !== Kind.FRAGMENT_SPREAD) visit(selection.selectionSet)
    }
  }
  for (const definition of document.definitions) if ('selectionSet' in definition) visit(definition.selectionSet)
  return found
}

interface GraphqlBody {
  query?: unknown
  variables?: unknown
  operationName?: unknown
}

/** The verdict on a GraphQL request body (already parsed JSON); what is not a query is left to Payload to answer. */
export function judgeGraphqlRequest(body: unknown, signedIn: boolean): GraphqlVerdict {
  const { query, variables, operationName } = (body && typeof body === 'object' ? body : {}) as GraphqlBody
  if (typeof query !== 'string') return { ok: true }
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: MAX_TOKENS })
  } catch (error) {
    return {
      ok: false,
      status: 400,
      message: error instanceof Error ? error.message : 'The query is not valid GraphQL.',
    }
  }
  if (!signedIn && hasIntrospection(document)) {
    return { ok: false, status: 403, message: 'Introspection (__schema, __type) is for signed-in cockpit users only.' }
  }
  const context: Context = {
    fragments: new Map(
      document.definitions
        .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
        .map((node) => [node.name.value, node]),
    ),
    variables: variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : {},
    costs: new Map(),
  }
  const operations = document.definitions.filter(
    (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
  )
  const chosen =
    typeof operationName === 'string' ? operations.filter((node) => node.name?.value === operationName) : operations
  const cost = Math.max(0, ...chosen.map((operation) => costOf(operation.selectionSet, context)))
  const budget = signedIn ? SIGNED_IN_MAX_COST : ANONYMOUS_MAX_COST
  if (cost <= budget) return { ok: true }
  return {
    ok: false,
    status: 400,
    message: `This query may return ${Number.isFinite(cost) ? cost : 'too many'} values (each field once per document of the lists around it); at most ${budget} ${signedIn ? 'per request' : 'without signing in'}.`,
    extensions: { code: 'QUERY_TOO_COSTLY', cost: Number.isFinite(cost) ? cost : null, maxCost: budget },
  }
}
