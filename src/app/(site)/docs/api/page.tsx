import type { Metadata } from 'next'

import { env } from '@/env'
import type { ApiField } from '@/site/loaders/loadApiDocs'
import { loadApiDocs } from '@/site/loaders/loadApiDocs'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'API documentation',
  description: 'The PMS News API: public reads, discovery documents and token-authenticated ingestion of articles and images.',
  alternates: { canonical: '/docs/api' },
}

function FieldTable({ fields, caption }: { fields: ApiField[]; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="compare-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
              </th>
              <td>{field.type}</td>
              <td>{field.required ? 'yes' : 'no'}</td>
              <td>{field.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The human API docs, generated from the OpenAPI description (loadApiDocs.ts); markdown on `Accept: text/markdown`. */
export default function ApiDocsPage() {
  const docs = loadApiDocs(env.baseUrl, env.CONTACT_EMAIL)
  return (
    <div className="api-docs">
      <h1>{docs.title}</h1>
      <p className="article-excerpt">{docs.description}</p>
      <p>
        Version {docs.version}. Base URL: <code>{docs.serverUrl}</code>. Machine-readable description:{' '}
        <a href={docs.openApiUrl}>OpenAPI 3.1</a>.
      </p>
      <h2>Authentication</h2>
      <p>
        {docs.authentication}. Errors are <code>application/problem+json</code> (RFC 9457) with a stable <code>code</code>.
      </p>
      <h2>Operations</h2>
      <nav aria-label="Operations">
        <ul>
          {docs.operations.map((operation) => (
            <li key={operation.id}>
              <a href={`#${operation.id}`}>
                <code>{`${operation.method} ${operation.path}`}</code>
              </a>{' '}
              {operation.summary}
            </li>
          ))}
        </ul>
      </nav>
      {docs.operations.map((operation) => (
        <section key={operation.id} id={operation.id}>
          <h3>
            <code>{`${operation.method} ${operation.path}`}</code>
          </h3>
          <p>
            {operation.summary}
            {operation.needsToken ? ' Requires a bearer token.' : ''}
          </p>
          {operation.description ? <p>{operation.description}</p> : null}
          {operation.parameters.length > 0 ? <FieldTable fields={operation.parameters} caption="Parameters" /> : null}
          {operation.body ? (
            <>
              <p>
                Body (<code>{operation.body.mediaType}</code>):
              </p>
              <FieldTable fields={operation.body.fields} caption="Body fields" />
            </>
          ) : null}
          <p>Answers:</p>
          <ul>
            {operation.responses.map((response) => (
              <li key={response.status}>
                <code>{response.status}</code> {response.description}
                {response.mediaTypes.length > 0 ? <> ({response.mediaTypes.join(', ')})</> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
