import { checkHealth } from '@/ops/health'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const health = await checkHealth()
  const headers = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }
  return health.ok
    ? new Response('ok\n', { status: 200, headers })
    : new Response(`unavailable: ${health.reason}\n`, { status: 503, headers })
}
