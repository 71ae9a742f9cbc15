/** `GET /brand/logo.png`: the site's logo (src/discovery/brandLogo.ts), kept a day by anyone (it changes with a release). */
import { brandLogoPng } from '../discovery/brandLogo'

export async function GET(): Promise<Response> {
  return new Response(new Uint8Array(await brandLogoPng()), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  })
}
