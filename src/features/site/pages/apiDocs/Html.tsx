import { FieldTable } from './FieldTable'
import type { ApiDocs } from './load'

/** The human API docs, generated from the OpenAPI description (./load.ts). */
export function ApiDocsHtml({ page }: { page: ApiDocs }) {
  return (
    <div className="api-docs">
      <h1>{page.title}</h1>
      <p className="article-excerpt">{page.description}</p>
      <p>
        Version {page.version}. Base URL: <code>{page.serverUrl}</code>. Machine-readable description:{' '}
        <a href={page.openApiUrl}>OpenAPI 3.1</a>.
      </p>
      <h2>Authentication</h2>
      <p>
        {page.authentication}. Errors are <code>application/problem+json</code> (RFC 9457) with a stable{' '}
        <code>code</code>.
      </p>
      <h2>Operations</h2>
      <nav aria-label="Operations">
        <ul>
          {page.operations.map((operation) => (
            <li key={operation.id}>
              <a href={`#${operation.id}`}>
                <code>{`${operation.method} ${operation.path}`}</code>
              </a>{' '}
              {operation.summary}
            </li>
          ))}
        </ul>
      </nav>
      {page.operations.map((operation) => (
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
