import config from '@payload-config'
import { NotFoundPage } from '@payloadcms/next/views'

import { importMap } from '../importMap.js'
import type { CockpitPageArgs } from './page'

export { generateMetadata } from './page'

export default function NotFound({ params, searchParams }: CockpitPageArgs) {
  return NotFoundPage({ config, params, searchParams, importMap })
}
