/** The public addresses of things, absolute under BASE_URL: one place, so pages, feeds and APIs agree. */
export const articlePath = (pmsSlug: string, articleSlug: string) => `/${pmsSlug}/${articleSlug}`
export const articleMarkdownPath = (pmsSlug: string, articleSlug: string) => `${articlePath(pmsSlug, articleSlug)}.md`
export const pmsPath = (pmsSlug: string) => `/${pmsSlug}`
export const authorPath = (slug: string) => `/authors/${slug}`
export const categoryPath = (slug: string) => `/categories/${slug}`

export const absolute = (baseUrl: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${baseUrl}${pathOrUrl}`)
export const glossaryPath = (slug: string) => `/glossary/${slug}`
/** A signed preview of an article's latest version (src/preview/); only valid with its `exp` and `sig`. */
export const articlePreviewPath = (id: number | string) => `/preview/articles/${id}`
