/**
 * Public pages need no JavaScript: they are server-rendered HTML with plain links and no interactive component.
 * Next still adds its runtime, the hydration payload and preload hints to every page; they are removed here, and
 * only JSON-LD (data, not code) stays. A phone then downloads and runs nothing but the HTML and one stylesheet.
 */
const SCRIPT = /<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*\/?>/gi

export function stripClientScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '')
}
