/** The GFM plugin ships no types: the one export the importers use. */
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown'

  export const gfm: TurndownService.Plugin
}
