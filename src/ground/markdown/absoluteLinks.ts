/**
 * Markdown pages promise absolute links: a site-relative link or image in a body (`](/glossary/pms)`) gets the
 * site's address, so the page still works when an agent reads it out of context.
 */
export function absoluteLinks(markdown: string, baseUrl: string): string {
  return markdown
    .replace(/(\]\(\s*<?)\/(?!\/)/g, `$1${baseUrl}/`)
    .replace(/^(\[[^\]]+\]:\s*<?)\/(?!\/)/gm, `$1${baseUrl}/`)
}
