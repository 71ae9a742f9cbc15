/**
 * How deeply a JSON text nests its arrays and objects, read in one pass without parsing it. A library that walks a
 * parsed document by recursion (Fedify's JSON-LD processing of a delivery) overflows its stack on a few thousand
 * levels and answers 500; a caller refuses such a body before handing it on. Brackets inside strings do not count.
 */
export function jsonNesting(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c)
        index += 1 // a backslash: the next character is escaped
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth)
    else if (char === 0x5d || char === 0x7d) depth -= 1
  }
  return deepest
}
