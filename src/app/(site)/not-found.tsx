import { PageNotFound } from '@/features/site/components/PageNotFound'

/*
 * Next renders this only on the client for our dynamic pages; the HTML a reader gets is the global 404 document
 * swapped in by src/server/pageCache/finishPageHtml.ts. Development, which keeps Next's scripts, shows this one.
 */
export default PageNotFound
