/**
 * Above the cockpit's subscriber list: the CSV export of confirmed subscribers
 * (src/collections/Subscribers/endpoints/exportSubscribers.ts).
 */
export function ExportSubscribersLink() {
  return (
    <div style={{ marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href="/cms-api/subscribers/export" download>
        Export confirmed subscribers (CSV)
      </a>
    </div>
  )
}
