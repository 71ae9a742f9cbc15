/** Which preview a path asks for: `/preview/articles/{id}`, or its markdown form `/preview/articles/{id}.md`. */
export function previewTargetOf(pathname: string): { id: string; markdown: boolean } | null {
  const match = /^\/preview\/articles\/([^/]+?)(\.md)?$/.exec(pathname)
  // The id is only a string here: the signature check (previewSignature.ts) decides whether it is one.
  return match ? { id: match[1]!, markdown: match[2] !== undefined } : null
}

/** Everything under /preview gets the preview headers, also the addresses that are no preview at all. */
export const isPreviewPath = (pathname: string): boolean => /^\/preview(?:\/|$)/.test(pathname)
