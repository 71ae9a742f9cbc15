/**
 * Every MCP tool, in the order tools/list shows them: the read tools (scope `articles:read`; search-news among them), then the article
 * writes and the review's steps, then the catalogue writes (PMS profiles, glossary terms, PR links). Each write lands in the audit trail.
 */
import type { McpServer } from '@modelcontextprotocol/server'

import type { ToolContext } from '../toolContext'
import { registerAddCorrection } from './addCorrection'
import { registerCreateArticle } from './createArticle'
import { registerCreateGlossaryTerm } from './createGlossaryTerm'
import { registerCreatePms } from './createPms'
import { registerCreatePrLink } from './createPrLink'
import { registerDeletePrLink } from './deletePrLink'
import { registerGetArticle } from './getArticle'
import { registerGetGlossaryTerm } from './getGlossaryTerm'
import { registerListArticles } from './listArticles'
import { registerListCategories } from './listCategories'
import { registerListTags } from './listTags'
import { registerListGlossaryTerms } from './listGlossaryTerms'
import { registerListPmses } from './listPmses'
import { registerListPrLinks } from './listPrLinks'
import { registerReviewTools } from './reviewTools'
import { registerSearchNews } from './searchNews'
import { registerUpdateArticle } from './updateArticle'
import { registerUpdatePmsProfile } from './updatePmsProfile'
import { registerUpdatePrLink } from './updatePrLink'

const registrations: Array<(server: McpServer, ctx: ToolContext) => void> = [
  registerListPmses,
  registerListCategories,
  registerListTags,
  registerListArticles,
  registerSearchNews,
  registerGetArticle,
  registerListGlossaryTerms,
  registerGetGlossaryTerm,
  registerListPrLinks,
  registerCreateArticle,
  registerUpdateArticle,
  registerAddCorrection,
  registerReviewTools,
  registerCreatePms,
  registerUpdatePmsProfile,
  registerCreateGlossaryTerm,
  registerCreatePrLink,
  registerUpdatePrLink,
  registerDeletePrLink,
]

export function registerTools(server: McpServer, ctx: ToolContext): void {
  for (const register of registrations) register(server, ctx)
}
