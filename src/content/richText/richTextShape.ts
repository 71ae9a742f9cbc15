/**
 * Whether a value has the shape of Lexical's serialized state: a root whose nodes are objects with arrays of
 * children. Payload's rich-text hooks walk the tree before any validation and crash on other shapes (a 500), so
 * API clients' values are checked first. Deeper than any real document is refused too (a stack overflow).
 */
const MAX_DEPTH = 64

export function isRichTextShape(value: unknown): boolean {
  if (value === null) return true
  if (!value || typeof value !== 'object') return false
  const root = (value as { root?: unknown }).root
  return isNode(root, 0)
}

function isNode(node: unknown, depth: number): boolean {
  if (!node || typeof node !== 'object' || Array.isArray(node) || depth > MAX_DEPTH) return false
  const { children, type } = node as { children?: unknown; type?: unknown }
  if (typeof type !== 'string') return false
  if (children === undefined) return true
  return Array.isArray(children) && children.every((child) => isNode(child, depth + 1))
}
