/**
 * A handle on the social web, shown where readers look for it (docs/decisions/081-fediverse-handles.md): plain text a
 * click selects whole (`user-select: all`, no script), and a `<details>` that says what to do with it.
 */
export function FediverseHandle({ handle, label }: { handle: string; label: string }) {
  return (
    <div className="fediverse-handle">
      <p>
        {label} <code translate="no">{handle}</code>
      </p>
      <details>
        <summary>How to follow</summary>
        <p>
          Copy <code translate="no">{handle}</code> (a click selects it), paste it into the search of your Mastodon or
          other fediverse app, and press Follow.
        </p>
      </details>
    </div>
  )
}
