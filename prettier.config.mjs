/**
 * Prettier's options. Oxc's parser reads JavaScript and TypeScript in place of Prettier's own (typescript-estree's
 * and Babel's): the printer is Prettier's either way and printed every file of the tree alike, and `prettier --check`
 * took a third less CPU (docs/performance.md, "Lint").
 *
 * @type {import('prettier').Config}
 */
export default {
  semi: false,
  singleQuote: true,
  printWidth: 120,
  trailingComma: 'all',
  arrowParens: 'always',
  plugins: ['@prettier/plugin-oxc'],
}
