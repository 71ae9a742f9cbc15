'use client'
/** New recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section className="second-factor__codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">Your recovery codes</h2>
      <p>
        Keep them somewhere safe, apart from your phone. Each code signs you in once if you lose your authenticator app
        or passkey. They are shown only now.
      </p>
      <ol className="second-factor__code-list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </section>
  )
}
