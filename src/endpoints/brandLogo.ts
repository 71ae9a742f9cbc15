/**
 * `GET /brand/logo.png` and `GET /brand/header.png`: the site's logo and its actors' header on the social web
 * (src/features/site/brandLogo.ts), kept a day by anyone (they change with a release).
 */
import { brandHeaderPng, brandLogoPng } from '../features/site/brandLogo'

const png = (bytes: Buffer) =>
  new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  })

export const GET = async (): Promise<Response> => png(await brandLogoPng())

export const brandHeader = async (): Promise<Response> => png(await brandHeaderPng())
