import type { ApiField } from './load'

/** Parameters or body fields of an operation: name, type, whether required, and the constraints in words. */
export function FieldTable({ fields, caption }: { fields: ApiField[]; caption: string }) {
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
