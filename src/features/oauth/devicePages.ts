/**
 * The device flow's pages (RFC 8628), which oidc-provider serves at /oauth/device: enter the code shown by the
 * agent, check it matches, then the same sign-in and consent as every authorization, then done. A code entered and
 * not accepted is counted (deviceCodeGuesses.ts): the page says how many tries are left, and when none are, how long
 * to wait.
 */
import type { KoaContextWithOIDC } from 'oidc-provider'

import { clientHtml } from './clientClaim'
import type { DeviceCodeGuesses, GuessesLeft } from './deviceCodeGuesses'
import { clientHostOf } from './clientNames'
import { escapeHtml, oauthPage, problemBox } from './pages'
import { minutesIn } from './startLimit'

/** oidc-provider's form has a hidden xsrf input first: the label and hints go on the code field itself. */
const labelCodeField = (form: string) =>
  form.replace(/<input(?=[^>]*name="user_code")/, '<input id="user-code" aria-label="Code" autocapitalize="characters"')

const NOT_VALID = 'That code is not valid, or has expired.'

const triesLeftIn = (left: GuessesLeft) => `${left.triesLeft} ${left.triesLeft === 1 ? 'try' : 'tries'} left`

/** The device page once no tries are left: what happened and how long to wait, and no form. */
export function deviceWaitPage(waitSeconds: number, problem: string): string {
  return oauthPage(
    'Connect a device',
    `<h1>Connect an agent</h1>
${problemBox(problem)}
<p>Wait ${minutesIn(waitSeconds)}, then open this page again and enter the code the agent shows you.</p>`,
  )
}

export const TOO_MANY_GUESSES = 'Too many codes that were not valid were entered here.'

/** An error oidc-provider re-renders the form for after looking a code up (unknown, expired or used). */
const isWrongCode = (error: (Error & { userCode?: string }) | undefined) => Boolean(error?.userCode)

export function deviceFlowPages(guesses: DeviceCodeGuesses) {
  return {
    mask: '****-****',
    async userCodeInputSource(
      ctx: KoaContextWithOIDC,
      form: string,
      _out?: unknown,
      error?: Error & { userCode?: string },
    ) {
      if (isWrongCode(error)) {
        const left = await guesses.wrong(String(ctx.oidc.session?.jti), ctx.req)
        if (left.spent) {
          ctx.body = deviceWaitPage(left.spent.verdict.resetSeconds, `${NOT_VALID} That was the last try for now.`)
          return
        }
        return showForm(ctx, form, `${NOT_VALID} Check it and try again: ${triesLeftIn(left)}.`)
      }
      const message =
        error && error.name === 'NoCodeError'
          ? `${NOT_VALID} Check it and try again.`
          : error && error.name === 'AbortedError'
            ? 'The sign-in was cancelled.'
            : error
              ? 'Something went wrong; please try again.'
              : undefined
      showForm(ctx, form, message)
    },
    async userCodeConfirmSource(
      ctx: KoaContextWithOIDC,
      form: string,
      client: { clientName?: string; clientId: string },
      _deviceInfo: unknown,
      userCode: string,
    ) {
      ctx.body = oauthPage(
        'Confirm the code',
        `<h1>Is this your code?</h1>
${clientHtml(client.clientName || client.clientId, clientHostOf(client.clientId))}
<p>It is asking to connect. It should show this code:</p>
<p><code class="user-code">${escapeHtml(userCode)}</code></p>
<p>If you did not start this, or the code differs, cancel.</p>
${form}
<div class="actions"><button type="submit" form="op.deviceConfirmForm">Continue</button>
<button type="submit" class="secondary" form="op.deviceConfirmForm" value="yes" name="abort">Cancel</button></div>`,
      )
    },
    async successSource(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client
      ctx.body = oauthPage(
        'Connected',
        `<h1>Connected</h1>${
          client?.clientName
            ? `${clientHtml(client.clientName, clientHostOf(client.clientId))}<p>It now has the access you approved. You can close this page.</p>`
            : '<p>The agent now has the access you approved. You can close this page.</p>'
        }
<p>You can revoke it at any time in the cockpit, under MCP tokens.</p>`,
      )
    },
  }
}

function showForm(ctx: KoaContextWithOIDC, form: string, message: string | undefined): void {
  ctx.body = oauthPage(
    'Connect a device',
    `<h1>Connect an agent</h1>
<p>Enter the code the agent or device shows you.</p>
${problemBox(message)}
${labelCodeField(form)}
<div class="actions"><button type="submit" form="op.deviceInputForm">Continue</button></div>`,
  )
}
