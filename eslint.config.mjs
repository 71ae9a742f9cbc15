// ESLint's flat config: JavaScript's and typescript-eslint's recommended rules over our TypeScript, scripts, tests
// and benchmarks. Formatting is Prettier's (npm run lint runs both); the floors of the house are
// dependency-cruiser's (.dependency-cruiser.cjs).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/** `x as never` fits any type, so it switches the check off where it matters most: a write's data, a hook's document. */
const noCastToNever = {
  selector: 'TSAsExpression > TSNeverKeyword.typeAnnotation, TSTypeAssertion > TSNeverKeyword.typeAnnotation',
  message:
    "'as never' turns the type check off. Name the real type (Payload's generated types, RequiredDataFromCollectionSlug, a narrowed union, a typed helper).",
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.next/',
      '.data/',
      'test-results/',
      'coverage/',
      'src/content/payload-types.ts',
      'src/app/(payload)/cockpit/importMap.js',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        fetch: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        structuredClone: 'readonly',
        performance: 'readonly',
        queueMicrotask: 'readonly',
        globalThis: 'readonly',
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        localStorage: 'readonly',
        crypto: 'readonly',
      },
    },
    rules: {
      // A name starting with _ is left unused on purpose (a destructured field dropped, a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
    },
  },
  {
    // What the service's processes write goes through their one log (src/ground/log.ts, ADR 053): a JSON object per line.
    // The CLI answers a person at a terminal, and the log itself writes the lines.
    files: ['src/**/*.{ts,tsx}', 'server.ts', 'payload.config.ts', 'scripts/worker.ts', 'scripts/dev.ts'],
    ignores: ['src/**/*.test.ts', 'src/cli/**', 'src/ground/log.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.object.name='process'][object.property.name=/^(stdout|stderr)$/][property.name='write']",
          message: 'Write through the log (src/ground/log.ts): every line a process writes is one JSON object.',
        },
        noCastToNever,
      ],
    },
  },
  {
    // The files the block above leaves out keep the cast rule (the last block that matches a file sets its options).
    files: ['src/cli/**/*.{ts,tsx}', 'src/ground/log.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', noCastToNever] },
  },
  {
    // Rooms of one job (docs/decisions/054-floors-in-the-tree.md): a module past 250 lines does more than one thing.
    // Data is exempt: the generated types, the migrations, the seed's articles, the OpenAPI document, the env schema,
    // and the one table of the site's addresses (DESIGN.md: one module for paths), which grows with every page.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.ts',
      'src/ground/paths.ts',
      'src/content/payload-types.ts',
      'src/features/migrations/**',
      'src/features/seed/content/**',
      'src/features/openapi/openApiDocument.ts',
      'src/ground/env.ts',
    ],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
    // CommonJS: require() is how a .cjs file imports.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
