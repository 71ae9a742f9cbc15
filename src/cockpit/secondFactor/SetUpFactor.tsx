'use client'
/**
 * Setting up a second factor, for the Security view and for a sign-in whose role needs one: an authenticator app
 * (its `otpauth://` address and secret to type, then a code from it to confirm) or a passkey (the browser's WebAuthn
 * ceremony, @simplewebauthn/browser). `onDone` gets the endpoint's answer: recovery codes for a first factor, and for a
 * sign-in the session's cookie is set already.
 */
import { startRegistration } from '@simplewebauthn/browser'
import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { useHydrated } from '../useHydrated'
import { postJson, problemOf, type SetUpResult } from './secondFactorCall'

export function TotpSetUp({ onDone }: { onDone: (result: SetUpResult) => void }) {
  const [secret, setSecret] = useState<{ secret: string; uri: string } | null>(null)
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()

  async function begin() {
    setBusy(true)
    const answer = await postJson<{ secret: string; uri: string }>('/second-factor/totp')
    setBusy(false)
    if (answer.status === 200) setSecret(answer.body)
    else setProblem(problemOf(answer))
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    const answer = await postJson<SetUpResult>('/second-factor/totp/confirm', { code })
    setBusy(false)
    if (answer.status === 200) onDone(answer.body)
    else setProblem(problemOf(answer))
  }

  if (!secret)
    return (
      <div className="second-factor__choice">
        {problem ? (
          <p role="alert" className="second-factor__problem">
            {problem}
          </p>
        ) : null}
        <Button buttonStyle="secondary" disabled={busy || !hydrated} margin={false} onClick={() => void begin()}>
          Set up an authenticator app
        </Button>
      </div>
    )
  return (
    <form className="second-factor__form" onSubmit={(event) => void confirm(event)}>
      <p>Add this account to your authenticator app: open the address on this device, or type the secret.</p>
      <p className="second-factor__secret">
        <a href={secret.uri}>Open in an authenticator app</a>
        <br />
        Secret: <code data-testid="totp-secret">{secret.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      <label htmlFor="totp-confirm">Code the app shows now</label>
      <input
        id="totp-confirm"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {problem ? (
        <p role="alert" className="second-factor__problem">
          {problem}
        </p>
      ) : null}
      <Button buttonStyle="primary" disabled={busy} margin={false} type="submit">
        Confirm
      </Button>
    </form>
  )
}

export function PasskeySetUp({ onDone }: { onDone: (result: SetUpResult) => void }) {
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()

  async function add() {
    setBusy(true)
    setProblem(null)
    try {
      const options = await postJson<{ options: never; ticket: string }>('/second-factor/passkeys/options')
      if (options.status !== 200) return setProblem(problemOf(options))
      const response = await startRegistration({ optionsJSON: options.body.options })
      const answer = await postJson<SetUpResult>('/second-factor/passkeys', {
        ticket: options.body.ticket,
        response,
        name: navigator.platform ? `Passkey (${navigator.platform})` : 'Passkey',
      })
      if (answer.status === 200) onDone(answer.body)
      else setProblem(problemOf(answer))
    } catch {
      setProblem('The browser did not make a passkey. Try again, or set up an authenticator app.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="second-factor__choice">
      {problem ? (
        <p role="alert" className="second-factor__problem">
          {problem}
        </p>
      ) : null}
      <Button buttonStyle="secondary" disabled={busy || !hydrated} margin={false} onClick={() => void add()}>
        Add a passkey
      </Button>
    </div>
  )
}
