/**
 * The human API documentation (`/docs/api`), read out of the OpenAPI document the API itself is described by
 * (src/features/openapi/openApiDocument.ts): every operation with its parameters, body fields and answers, as plain data for the HTML
 * page and its markdown form. Nothing is written twice, so the docs cannot drift from the description.
 */
import { buildOpenApiDocument } from '../../../openapi/openApiDocument'
import { absolute, apiDocsPath, openApiPath } from '../../../../ground/paths'

export interface ApiField {
  name: string
  type: string
  required: boolean
  /** Constraints and description in words: "max 255 characters", "default false", the field's description. */
  notes: string
}

export interface ApiOperation {
  id: string
  method: string
  path: string
  summary: string
  description: string | null
  needsToken: boolean
  parameters: ApiField[]
  body: { mediaType: string; fields: ApiField[] } | null
  responses: Array<{ status: string; description: string; mediaTypes: string[] }>
}

export interface ApiDocs {
  url: string
  title: string
  version: string
  description: string
  serverUrl: string
  openApiUrl: string
  authentication: string
  operations: ApiOperation[]
}

type Schema = Record<string, unknown>
type Document = ReturnType<typeof buildOpenApiDocument>

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

function resolve(document: Document, schema: Schema | undefined): Schema {
  const ref = schema?.$ref
  if (typeof ref !== 'string') return schema ?? {}
  const name = ref.replace('#/components/schemas/', '')
  return ((document.components.schemas as Record<string, Schema>)[name] ?? {}) as Schema
}

/** A JSON Schema type in words: `string`, `integer or null`, `string (date-time)`, `array of string`. */
function typeOf(schema: Schema): string {
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (variants) return variants.map(typeOf).join(' or ')
  const type = Array.isArray(schema.type)
    ? (schema.type as string[]).join(' or ')
    : ((schema.type as string | undefined) ?? 'any')
  if (type === 'array') return `array of ${typeOf((schema.items as Schema) ?? {})}`
  const format =
    (schema.format as string | undefined) ??
    (schema.contentMediaType === 'application/octet-stream' ? 'binary' : undefined)
  return format ? `${type} (${format})` : type
}

function notesOf(schema: Schema): string {
  const variants = ((schema.anyOf ?? schema.oneOf) as Schema[] | undefined) ?? [schema]
  const notes: string[] = []
  for (const variant of variants) {
    if (typeof variant.minLength === 'number' && variant.minLength > 0)
      notes.push(`at least ${variant.minLength} characters`)
    if (typeof variant.maxLength === 'number') notes.push(`at most ${variant.maxLength} characters`)
    if (typeof variant.minimum === 'number') notes.push(`minimum ${variant.minimum}`)
    if (typeof variant.maximum === 'number') notes.push(`maximum ${variant.maximum}`)
    if (typeof variant.pattern === 'string') notes.push(`pattern \`${variant.pattern}\``)
    if (Array.isArray(variant.enum))
      notes.push(`one of ${(variant.enum as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`)
  }
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`)
  if (typeof schema.description === 'string') notes.push(schema.description)
  return notes.join('; ')
}

function fieldsOf(document: Document, schema: Schema): ApiField[] {
  const resolved = resolve(document, schema)
  const required = new Set((resolved.required as string[] | undefined) ?? [])
  return Object.entries((resolved.properties as Record<string, Schema> | undefined) ?? {}).map(([name, property]) => ({
    name,
    type: typeOf(property),
    required: required.has(name),
    notes: notesOf(property),
  }))
}

export function loadApiDocs(baseUrl: string, contactEmail: string): ApiDocs {
  const document = buildOpenApiDocument(baseUrl, contactEmail)
  const operations: ApiOperation[] = []
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Schema>>)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      const content = ((operation.requestBody as Schema | undefined)?.content ?? null) as Record<
        string,
        { schema: Schema }
      > | null
      const [mediaType, media] = content ? Object.entries(content)[0]! : [null, null]
      operations.push({
        id: `${method}-${path}`
          .replace(/[^a-zA-Z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase(),
        method: method.toUpperCase(),
        path,
        summary: operation.summary as string,
        description: (operation.description as string | undefined) ?? null,
        needsToken: Array.isArray(operation.security) && operation.security.length > 0,
        parameters: ((operation.parameters as Schema[] | undefined) ?? []).map((parameter) => ({
          name: `${parameter.name as string} (${parameter.in as string})`,
          type: typeOf((parameter.schema as Schema) ?? {}),
          required: parameter.required === true,
          notes: [parameter.description, notesOf((parameter.schema as Schema) ?? {})].filter(Boolean).join('; '),
        })),
        body: mediaType && media ? { mediaType, fields: fieldsOf(document, media.schema) } : null,
        responses: Object.entries(operation.responses as Record<string, Schema>).map(([status, response]) => ({
          status,
          description: response.description as string,
          mediaTypes: Object.keys((response.content as Schema | undefined) ?? {}),
        })),
      })
    }
  }
  return {
    url: absolute(baseUrl, apiDocsPath),
    title: document.info.title,
    version: document.info.version,
    description: document.info.description,
    serverUrl: baseUrl,
    openApiUrl: absolute(baseUrl, openApiPath),
    authentication: document.components.securitySchemes.bearerAuth.description,
    operations,
  }
}
