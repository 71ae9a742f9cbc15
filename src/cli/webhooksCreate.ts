import { createWebhook } from '../collections/Webhooks/createWebhook'
import { isWebhookEvent, WEBHOOK_EVENTS } from '../content/webhooks/webhookEvents'
import { privateAddressesAllowed, webhookAddresses } from '../features/webhooks/webhookUrl'
import { CliUsageError, type CliCommand } from './commands'

/** `webhooks:create`: an endpoint, as the cockpit registers one (docs/decisions/077-webhooks.md); its secret printed once. */
export const webhooksCreate: CliCommand = {
  name: 'webhooks:create',
  summary: 'Register a webhook endpoint (its signing secret printed once)',
  options: {
    url: { value: 'url', description: 'where the events are POSTed: an https:// address on the public internet' },
    events: { value: 'event,event,…', description: `what it hears of: ${WEBHOOK_EVENTS.join(', ')}` },
    description: { value: 'text', description: 'what listens there', optional: true },
  },
  async run(payload, { url, events, description }, out) {
    const chosen = [...new Set(events.split(',').map((event) => event.trim()))].filter(Boolean)
    const unknown = chosen.filter((event) => !isWebhookEvent(event))
    if (chosen.length === 0 || unknown.length > 0)
      throw new CliUsageError(
        `--events ${unknown.length > 0 ? `names unknown events (${unknown.join(', ')})` : 'is empty'}; choose from: ${WEBHOOK_EVENTS.join(', ')}`,
      )
    if (description && description.length > 500) throw new CliUsageError('--description is longer than 500 characters')
    // Loaded here, not at the top: src/ground/env reads the environment once, and the command table is imported
    // before the CLI's tests set theirs.
    const { env } = await import('../ground/env')
    const checked = await webhookAddresses(url, privateAddressesAllowed(env))
    if ('problem' in checked) throw new CliUsageError(`--url ${checked.problem}`)
    const created = await createWebhook(payload, {
      url,
      events: chosen.filter(isWebhookEvent),
      description: description ?? null,
    })
    out(
      `Registered webhook ${created.id} for ${url} (${chosen.join(', ')}). Copy its signing secret now; it is kept sealed and cannot be shown again:`,
    )
    out('')
    out(`  ${created.secret}`)
    out('')
    out('Verify each delivery with a Standard Webhooks library (docs/api.md, "Webhooks").')
  },
}
