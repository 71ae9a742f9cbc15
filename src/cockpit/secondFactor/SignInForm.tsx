'use client'
/**
 * The cockpit's sign-in (docs/decisions/063-second-factor.md): email and password, then, for a person with a second
 * factor, a code (authenticator or recovery) or their passkey; for a person whose role needs one they lack, its
 * set-up, before the cockpit opens. Every step is a POST to /cms-api/users/…; the session cookie comes with the last.
 */
import { startAuthentication } from '@simplewebauthn/browser'
import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { useHydrated } from '../useHydrated'
import { RecoveryCodes } from './RecoveryCodes'
import { postJson, problemOf, type SetUpResult } from './secondFactorCall'
import { PasskeySetUp, TotpSetUp } from './SetUpFactor'

type Step =
  | { name: 'password' }
  | { name: 'second-factor'; methods: string[] }
  | { name: 'set-up' }
  | { name: 'codes'; codes: string[] }

interface SecondStepData {
  second_step?: 'second-factor' | 'set-up'
  methods?: string[]
}

export function SignInForm({ redirectTo, forgotHref }: { redirectTo: string; forgotHref: string }) {
  const [step, setStep] = useState<Step>({ name: 'password' })
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [code, setCode] = useState('')
  // Until then a click would send the form the browser's way, its fields in the address (a password in a URL).
  const hydrated = useHydrated()
  const enter = () => window.location.assign(redirectTo)

  async function signIn(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    const answer = await postJson('/login', { email: form.get('email'), password: form.get('password') })
    setBusy(false)
    if (answer.status === 200) return enter()
    const data = (answer.body as { errors?: Array<{ data?: SecondStepData }> }).errors?.[0]?.data
    setProblem(null)
    if (data?.second_step === 'second-factor') return setStep({ name: 'second-factor', methods: data.methods ?? [] })
    if (data?.second_step === 'set-up') return setStep({ name: 'set-up' })
    setProblem(problemOf(answer))
  }

  async function sendCode(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    const answer = await postJson('/second-factor', { code })
    setBusy(false)
    if (answer.status === 200) return enter()
    setProblem(problemOf(answer))
  }

  async function usePasskey() {
    setBusy(true)
    setProblem(null)
    try {
      const options = await postJson<{ options: never; ticket: string }>('/second-factor/passkey-options')
      if (options.status !== 200) return setProblem(problemOf(options))
      const passkey = await startAuthentication({ optionsJSON: options.body.options })
      const answer = await postJson('/second-factor', { passkey, passkeyTicket: options.body.ticket })
      if (answer.status === 200) return enter()
      setProblem(problemOf(answer))
    } catch {
      setProblem('The browser did not use a passkey. Try again, or enter a code.')
    } finally {
      setBusy(false)
    }
  }

  const setUpDone = (result: SetUpResult) =>
    result.recoveryCodes?.length ? setStep({ name: 'codes', codes: result.recoveryCodes }) : enter()
  const problemLine = problem ? (
    <p role="alert" className="second-factor__problem">
      {problem}
    </p>
  ) : null

  if (step.name === 'codes')
    return (
      <div className="second-factor">
        <RecoveryCodes codes={step.codes} />
        <Button buttonStyle="primary" margin={false} onClick={enter}>
          Continue to the cockpit
        </Button>
      </div>
    )
  if (step.name === 'set-up')
    return (
      <div className="second-factor">
        <h1>Set up a second factor</h1>
        <p>Your role needs a second factor to sign in. Choose one; you can add the other later under Security.</p>
        <TotpSetUp onDone={setUpDone} />
        <PasskeySetUp onDone={setUpDone} />
      </div>
    )
  if (step.name === 'second-factor')
    return (
      <div className="second-factor">
        <h1>One more step</h1>
        {step.methods.includes('passkey') ? (
          <Button buttonStyle="primary" disabled={busy} margin={false} onClick={() => void usePasskey()}>
            Use your passkey
          </Button>
        ) : null}
        <form method="post" className="second-factor__form" onSubmit={(event) => void sendCode(event)}>
          <label htmlFor="second-factor-code">Code from your authenticator app, or a recovery code</label>
          <input
            id="second-factor-code"
            name="code"
            autoComplete="one-time-code"
            autoFocus
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {problemLine}
          <Button
            buttonStyle={step.methods.includes('passkey') ? 'secondary' : 'primary'}
            disabled={busy}
            margin={false}
            type="submit"
          >
            Continue
          </Button>
        </form>
      </div>
    )
  return (
    <form method="post" className="second-factor second-factor__form" onSubmit={(event) => void signIn(event)}>
      <label htmlFor="sign-in-email">Email</label>
      <input id="sign-in-email" name="email" type="email" autoComplete="username webauthn" required />
      <label htmlFor="sign-in-password">Password</label>
      <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
      {problemLine}
      <a href={forgotHref}>Forgot password?</a>
      <Button buttonStyle="primary" disabled={busy || !hydrated} margin={false} type="submit">
        Log in
      </Button>
    </form>
  )
}
