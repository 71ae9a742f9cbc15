/**
 * Which definition (src/features/site/pages/) answers each kind of page route (src/ground/paths.ts), for the router's HTML and
 * markdown renderers alike. TypeScript refuses a page kind without a definition.
 */
import type { PageRoute } from '../../ground/paths'
import { apiDocsPage } from './pages/apiDocs'
import { articlePage } from './pages/article'
import { comparisonPage } from './pages/comparison'
import { comparisonsPage } from './pages/comparisons'
import { correctionsPage } from './pages/corrections'
import { directoryPage } from './pages/directory'
import { glossaryPage } from './pages/glossary'
import { glossaryTermPage } from './pages/glossaryTerm'
import { homePage } from './pages/home'
import { newsArchivePage } from './pages/news'
import { authorPage, categoryPage, tagPage } from './pages/listing'
import { pmsPage } from './pages/pms'
import { searchPage } from './pages/search'
import { sharePage } from './pages/share'
import { subscribePage } from './pages/subscribe'
import type { MarkdownSitePage } from './sitePage'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page loads its own data; only the route is common
export type PageDefinition<Route extends PageRoute = PageRoute> = MarkdownSitePage<Route, any>

const DEFINITIONS: { [Kind in PageRoute['kind']]: PageDefinition<Extract<PageRoute, { kind: Kind }>> } = {
  home: homePage,
  news: newsArchivePage,
  corrections: correctionsPage,
  directory: directoryPage,
  pms: pmsPage,
  article: articlePage,
  glossary: glossaryPage,
  'glossary-term': glossaryTermPage,
  comparisons: comparisonsPage,
  comparison: comparisonPage,
  category: categoryPage,
  tag: tagPage,
  author: authorPage,
  'api-docs': apiDocsPage,
  search: searchPage,
  newsletter: subscribePage,
  share: sharePage,
}

export const definitionOf = (route: PageRoute) => DEFINITIONS[route.kind] as PageDefinition
