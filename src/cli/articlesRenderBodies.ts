import type { CliCommand } from './commands'

const PROGRESS_EVERY = 10_000

/**
 * Renders every public article's body that has no kept rendering (src/content/articles/renderedBodies.ts), so that
 * no reader's request waits for one: after an upgrade that changes the renderer, or an import of many articles.
 * Readers fill the same table on their own; this only does it ahead of them.
 */
export const articlesRenderBodies: CliCommand = {
  name: 'articles:render-bodies',
  summary: "Render and keep the HTML of public articles' bodies that have none yet",
  async run(payload, _options, out) {
    // Loaded when run, as every command's settings are: the CLI reads the environment only once it has checked its options.
    const [{ renderMissingBodies }, { env }] = await Promise.all([
      import('../content/articles/renderedBodies'),
      import('../ground/env'),
    ])
    let reported = 0
    const rendered = await renderMissingBodies(payload, env.baseUrl, {
      onProgress: (count) => {
        if (count - reported < PROGRESS_EVERY) return
        reported = count
        out(`${count} rendered…`)
      },
    })
    out(rendered === 0 ? 'Every public article body was rendered already.' : `Rendered ${rendered} article bodies.`)
  },
}
