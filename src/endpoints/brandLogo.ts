/** `GET /brand/logo.png`: the site's logo (src/site/brandLogo.ts), kept a day by anyone (it changes with a release). */
import { brandLogoPng } from '../site/brandLogo'

export async function GET(): Promise<Response> {
  return new Response(new Uint8Array(await brandLogoPng()), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  })
}
