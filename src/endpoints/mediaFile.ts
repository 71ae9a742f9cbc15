/** `GET|HEAD /media/{directory}/{file}`: stored images from the data directory, without the database (src/ground/media). */
import { serveMediaFile } from '../ground/media/serveMediaFile'

interface Context {
  params: Promise<{ path: string[] }>
}

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return serveMediaFile(request, (await params).path)
}

export async function HEAD(request: Request, { params }: Context): Promise<Response> {
  return serveMediaFile(request, (await params).path, false)
}
