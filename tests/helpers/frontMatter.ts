/** The YAML front matter of a markdown answer, parsed. */
import { parse } from 'yaml'

export const frontMatterOf = (markdown: string) =>
  parse(/^---\n([\s\S]*?)\n---\n/.exec(markdown)![1]!) as Record<string, unknown>
