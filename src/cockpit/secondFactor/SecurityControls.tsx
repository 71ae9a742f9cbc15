'use client'
/**
 * The Security view's actions: set up an authenticator app or add a passkey, make new recovery codes (shown once),
 * and remove a factor after the password is entered again. The page reloads after each change, so what it shows is
 * the server's.
 */
import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { useHydrated } from '../useHydrated'
import { RecoveryCodes } from './RecoveryCodes'
import { postJson, problemOf, type SetUpResult } from './secondFactorCall'
import { PasskeySetUp, TotpSetUp } from './SetUpFactor'

export function AddFactors({ totp }: { totp: boolean }) {
  const [codes, setCodes] = useState<string[] | null>(null)
  const done = (result: SetUpResult) =>
    result.recoveryCodes?.length ? setCodes(result.recoveryCodes) : window.location.reload()
  if (codes)
    return (
      <div className="second-factor">
        <RecoveryCodes codes={codes} />
        <Button buttonStyle="primary" margin={false} onClick={() => window.location.reload()}>
          I have kept them
        </Button>
      </div>
    )
  return (
    <div className="second-factor">
      {totp ? null : <TotpSetUp onDone={done} />}
      <PasskeySetUp onDone={done} />
    </div>
  )
}

export function NewRecoveryCodes() {
  const [codes, setCodes] = useState<string[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const hydrated = useHydrated()
  async function renew() {
    if (!window.confirm('New codes replace all the old ones. Make new recovery codes?')) return
    const answer = await postJson<{ recoveryCodes: string[] }>('/second-factor/recovery-codes')
    if (answer.status === 200) setCodes(answer.body.recoveryCodes)
    else setProblem(problemOf(answer))
  }
  if (codes) return <RecoveryCodes codes={codes} />
  return (
    <div className="second-factor__choice">
      {problem ? (
        <p role="alert" className="second-factor__problem">
          {problem}
        </p>
      ) : null}
      <Button buttonStyle="secondary" disabled={!hydrated} margin={false} onClick={() => void renew()}>
        Make new recovery codes
      </Button>
    </div>
  )
}

export function RemoveFactor({ factor, id, label }: { factor: 'totp' | 'passkey'; id?: string; label: string }) {
  const [asking, setAsking] = useState(false)
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const hydrated = useHydrated()
  async function remove(event: React.FormEvent) {
    event.preventDefault()
    const answer = await postJson('/second-factor/remove', { factor, id, password })
    if (answer.status === 200) window.location.reload()
    else setProblem(problemOf(answer))
  }
  if (!asking)
    return (
      <Button buttonStyle="secondary" size="small" disabled={!hydrated} margin={false} onClick={() => setAsking(true)}>
        {`Remove ${label}`}
      </Button>
    )
  return (
    <form className="second-factor__form" onSubmit={(event) => void remove(event)}>
      <label htmlFor={`remove-${factor}-${id ?? ''}`}>Your password, to remove {label}</label>
      <input
        id={`remove-${factor}-${id ?? ''}`}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {problem ? (
        <p role="alert" className="second-factor__problem">
          {problem}
        </p>
      ) : null}
      <Button buttonStyle="primary" size="small" margin={false} type="submit">
        {`Remove ${label}`}
      </Button>
    </form>
  )
}
