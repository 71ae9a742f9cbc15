import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    setupFiles: ['tests/setup/testProcess.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each file gets its own database; two at a time matches the two cores of CI.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      // Only the integration tests need the global setup's database server, fixtures and build (minutes on a fresh clone).
      { extends: true, test: { name: 'integration', include: ['tests/**/*.test.ts'], globalSetup: ['tests/setup/globalSetup.ts'] } },
    ],
  },
})
