/** The PMS directory as markdown: a table a reader or an agent can scan. */
import { dateOf, escapeInline, link, table } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import type { PmsDirectory } from './load'
import { DIRECTORY_DESCRIPTION } from './metadata'

export function directoryMarkdown(page: PmsDirectory): string {
  return [
    frontMatter({
      title: 'PMS directory',
      canonical_url: page.url,
      type: 'directory',
      description: DIRECTORY_DESCRIPTION,
    }),
    '# PMS directory',
    '',
    table(
      ['PMS', 'Vendor', 'Deployment', 'Stories', 'Latest story', 'About'],
      page.pmses.map((pms) => [
        link(pms.name, pms.url),
        escapeInline(pms.vendor ?? ''),
        escapeInline(pms.deployment ?? ''),
        String(pms.articleCount),
        dateOf(pms.latestAt) ?? '',
        escapeInline(pms.tagline ?? ''),
      ]),
    ),
    '',
  ].join('\n')
}
