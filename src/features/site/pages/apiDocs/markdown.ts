/** The API documentation as markdown: how to authenticate, then each operation with its fields and answers. */
import { escapeInline, link, table } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import type { ApiDocs, ApiField, ApiOperation } from './load'

const fieldTable = (fields: ApiField[]) =>
  table(
    ['Name', 'Type', 'Required', 'Notes'],
    fields.map((field) => [
      `\`${field.name}\``,
      escapeInline(field.type),
      field.required ? 'yes' : 'no',
      escapeInline(field.notes),
    ]),
  )

function operationMarkdown(operation: ApiOperation): string {
  const parts = [
    `### ${operation.method} ${operation.path}`,
    '',
    escapeInline(operation.summary) + (operation.needsToken ? ' Requires a bearer token.' : ''),
    '',
  ]
  if (operation.description) parts.push(escapeInline(operation.description), '')
  if (operation.parameters.length > 0) parts.push('Parameters:', '', fieldTable(operation.parameters), '')
  if (operation.body) parts.push(`Body (\`${operation.body.mediaType}\`):`, '', fieldTable(operation.body.fields), '')
  parts.push(
    'Answers:',
    '',
    ...operation.responses.map(
      (response) =>
        `- \`${response.status}\` ${escapeInline(response.description)}${response.mediaTypes.length > 0 ? ` (${response.mediaTypes.map((type) => `\`${type}\``).join(', ')})` : ''}`,
    ),
    '',
  )
  return parts.join('\n')
}

export function apiDocsMarkdown(docs: ApiDocs): string {
  return [
    frontMatter({
      title: `${docs.title} documentation`,
      canonical_url: docs.url,
      type: 'api-docs',
      version: docs.version,
      description: docs.description,
    }),
    `# ${escapeInline(docs.title)}`,
    '',
    escapeInline(docs.description),
    '',
    `Version ${docs.version}. Base URL: ${docs.serverUrl}. Machine-readable description: ${link('OpenAPI 3.1', docs.openApiUrl)}.`,
    '',
    '## Authentication',
    '',
    `${escapeInline(docs.authentication)}. Errors are \`application/problem+json\` (RFC 9457) with a stable \`code\`.`,
    '',
    '## Operations',
    '',
    ...docs.operations.map(operationMarkdown),
  ].join('\n')
}
