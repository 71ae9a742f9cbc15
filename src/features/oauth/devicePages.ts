/**
 * The device flow's pages (RFC 8628), which oidc-provider serves at /oauth/device: enter the code shown by the
 * agent, check it matches, then the same sign-in and consent as every authorization, then done.
 */
import type { KoaContextWithOIDC } from 'oidc-provider'

import { escapeHtml, oauthPage, problemBox } from './pages'

/** oidc-provider's form has a hidden xsrf input first: the label and hints go on the code field itself. */
const labelCodeField = (form: string) =>
  form.replace(/<input(?=[^>]*name="user_code")/, '<input id="user-code" aria-label="Code" autocapitalize="characters"')

export const deviceFlowPages = {
  mask: '****-****',
  async userCodeInputSource(
    ctx: KoaContextWithOIDC,
    form: string,
    _out?: unknown,
    error?: Error & { userCode?: string },
  ) {
    const message =
      error && (error.userCode || error.name === 'NoCodeError')
        ? 'That code is not valid, or has expired. Check it and try again.'
        : error && error.name === 'AbortedError'
          ? 'The sign-in was cancelled.'
          : error
            ? 'Something went wrong; please try again.'
            : undefined
    ctx.body = oauthPage(
      'Connect a device',
      `<h1>Connect an agent</h1>
<p>Enter the code the agent or device shows you.</p>
${problemBox(message)}
${labelCodeField(form)}
<div class="actions"><button type="submit" form="op.deviceInputForm">Continue</button></div>`,
    )
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
<p><strong>${escapeHtml(client.clientName || client.clientId)}</strong> is asking to connect. It should show this code:</p>
<p><code class="user-code">${escapeHtml(userCode)}</code></p>
<p>If you did not start this, or the code differs, cancel.</p>
${form}
<div class="actions"><button type="submit" form="op.deviceConfirmForm">Continue</button>
<button type="submit" class="secondary" form="op.deviceConfirmForm" value="yes" name="abort">Cancel</button></div>`,
    )
  },
  async successSource(ctx: KoaContextWithOIDC) {
    const name = ctx.oidc.client?.clientName
    ctx.body = oauthPage(
      'Connected',
      `<h1>Connected</h1><p>${name ? `<strong>${escapeHtml(name)}</strong> now has the access you approved.` : 'The agent now has the access you approved.'} You can close this page.</p>
<p>You can revoke it at any time in the cockpit, under MCP tokens.</p>`,
    )
  },
}
