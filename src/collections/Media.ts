import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { env } from '../env'
import { text255 } from '../fields/text255'

const webp = { format: 'webp' as const, options: { quality: 80 } }

/** Uploaded images. Whatever comes in (JPEG, PNG, GIF, WebP) is stored as WebP, with responsive sizes. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Media' },
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'width', 'height'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.join(env.dataDir, 'media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    formatOptions: webp,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 225, position: 'centre', formatOptions: webp },
      { name: 'card', width: 800, formatOptions: webp, withoutEnlargement: true },
      { name: 'wide', width: 1280, formatOptions: webp, withoutEnlargement: true },
      { name: 'hero', width: 1920, formatOptions: webp, withoutEnlargement: true },
    ],
  },
  fields: [text255('alt', { required: true, admin: { description: 'Describes the image for people who cannot see it.' } })],
}
