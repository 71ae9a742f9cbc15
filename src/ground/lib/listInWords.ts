/**
 * A list as English prose writes it ("A and B", "A, B and C", British style: no comma before "and"), for a byline
 * whose names are each a link: every item with the words that follow it.
 */
const CONJUNCTION = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' })

export function listInWords<T>(items: readonly T[]): Array<{ item: T; after: string }> {
  const listed: Array<{ item: T; after: string }> = []
  for (const part of CONJUNCTION.formatToParts(items.map((_, index) => String(index)))) {
    if (part.type === 'element') listed.push({ item: items[Number(part.value)]!, after: '' })
    else if (listed.length > 0) listed[listed.length - 1]!.after += part.value
  }
  return listed
}
