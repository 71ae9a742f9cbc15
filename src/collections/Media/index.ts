import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/isStaff'
import { env } from '../../env'
import { text255 } from '../../fields/text255'
import { DEFAULT_DIRECTORY, DIRECTORY_MAX_LENGTH, normaliseDirectory } from '../../media/directory'
import { checkUploadedImage } from './hooks/checkUploadedImage'
import { exposePublicUrls, redirectToPublicFile } from './hooks/publicUrls'
import { removeStoredFiles, storeFilesInDirectory } from './hooks/storeFilesInDirectory'

const webp = { format: 'webp' as const, options: { quality: 80 } }

/**
 * Uploaded images. Whatever comes in (JPEG, PNG, GIF, WebP) is stored as WebP: turned upright by its EXIF
 * orientation, stripped of metadata (sharp keeps none unless asked), scaled down to IMAGE_MAX_EDGE, with
 * responsive sizes beside it. Animated GIFs stay animated. Files live under their directory in DATA_DIR/media
 * (docs/decisions/006-image-ingestion.md).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Media' },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'prefix', 'alt', 'width', 'height'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeOperation: [checkUploadedImage],
    afterChange: [storeFilesInDirectory],
    afterDelete: [removeStoredFiles],
    afterRead: [exposePublicUrls],
  },
  upload: {
    // Payload's local storage writes flat into one folder; the hooks above store under the directory instead.
    disableLocalStorage: true,
    handlers: [redirectToPublicFile],
    filenameCompoundIndex: ['filename', 'prefix'],
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    constructorOptions: { limitInputPixels: env.IMAGE_MAX_PIXELS },
    resizeOptions: { width: env.IMAGE_MAX_EDGE, height: env.IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true },
    formatOptions: webp,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 225, position: 'centre', formatOptions: webp },
      { name: 'card', width: 800, formatOptions: webp, withoutEnlargement: true },
      { name: 'wide', width: 1280, formatOptions: webp, withoutEnlargement: true },
      { name: 'hero', width: 1920, formatOptions: webp, withoutEnlargement: true },
    ],
  },
  fields: [
    {
      name: 'prefix',
      label: 'Directory',
      type: 'text',
      index: true,
      defaultValue: DEFAULT_DIRECTORY,
      maxLength: DIRECTORY_MAX_LENGTH,
      // The files live under it; changing it later would orphan them.
      access: { update: () => false },
      admin: {
        position: 'sidebar',
        description: 'Folder under /media/ the file is stored in, e.g. news/2026. Fixed once uploaded.',
      },
      hooks: {
        beforeValidate: [
          ({ value }) => {
            if (typeof value !== 'string') return value
            const verdict = normaliseDirectory(value)
            return verdict.ok ? verdict.directory : value
          },
        ],
      },
      // Not `required`, so that callers may leave it to the default; every stored row still has one.
      validate: (value: unknown) => {
        if (value === undefined || value === null) return true
        if (typeof value !== 'string') return 'The directory must be a string.'
        const verdict = normaliseDirectory(value)
        return verdict.ok ? true : `The directory ${verdict.message}.`
      },
    },
    text255('alt', {
      admin: { description: 'Describes the image for people who cannot see it. Leave empty only for decoration.' },
    }),
  ],
}
