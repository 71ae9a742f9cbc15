import { serveMediaFile } from '@/media/serveMediaFile'

export const dynamic = 'force-dynamic'

interface Context {
  params: Promise<{ path: string[] }>
}

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return serveMediaFile(request, (await params).path)
}

export async function HEAD(request: Request, { params }: Context): Promise<Response> {
  return serveMediaFile(request, (await params).path, false)
}
