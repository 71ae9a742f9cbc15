/**
 * Text and attribute values for the XML documents (feed, sitemaps): the five markup characters escaped, and the
 * characters XML 1.0 forbids (most C0 controls, lone surrogates, U+FFFE/U+FFFF) dropped, since one of them in a
 * title would make the whole document unreadable to every parser.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- the characters XML forbids are the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export const escapeXml = (text: string) =>
  text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (character) => ENTITIES[character]!)
