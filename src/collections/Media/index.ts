import type { CollectionConfig } from 'payload'

import {
  keepPublicMediaFromDeletion,
  keepPublicMediaFromWriters,
  mediaAccess,
  mediaUploaderFields,
} from '../../content/access/mediaAccess'
import { redirectToPublicFile } from './endpoints/redirectToPublicFile'
import { text255 } from '../../content/fields/text255'
import { exposePublicUrls } from './hooks/exposePublicUrls'
import { prepareUpload } from './hooks/prepareUpload'
import { keepDirectory, removeStoredFiles, storeFilesInDirectory } from './hooks/storeFilesInDirectory'
import { DEFAULT_DIRECTORY, DIRECTORY_MAX_LENGTH, normaliseDirectory } from '../../ground/media/directory'
import { MEDIA_SIZES } from '../../ground/media/sizes'

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
  // Payload duplicates an upload by fetching its file by URL, around our conversion; upload the file again instead.
  disableDuplicate: true,
  access: mediaAccess,
  hooks: {
    beforeOperation: [prepareUpload],
    beforeChange: [keepDirectory, keepPublicMediaFromWriters],
    beforeDelete: [keepPublicMediaFromDeletion],
    afterChange: [storeFilesInDirectory],
    afterDelete: [removeStoredFiles],
    afterRead: [exposePublicUrls],
  },
  upload: {
    // Our hooks convert the file (src/ground/media/processImage.ts) and store it under its directory; Payload keeps the
    // record. Its local storage would write flat into one folder, and its sharp pipeline makes the sizes one
    // after another.
    disableLocalStorage: true,
    filesRequiredOnCreate: false,
    handlers: [redirectToPublicFile],
    filenameCompoundIndex: ['filename', 'prefix'],
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    // Our conversion has no focal point or crop; the thumbnail is a centred crop.
    crop: false,
    focalPoint: false,
    adminThumbnail: ({ doc }) => {
      const sizes = doc.sizes as { thumbnail?: { url?: string | null } } | undefined
      return sizes?.thumbnail?.url ?? (doc.url as string | undefined) ?? null
    },
    // Declares the sizes' fields; the files are made by processImage from the same list.
    imageSizes: MEDIA_SIZES.map(({ name, width, height }) => ({ name, width, height })),
  },
  fields: [
    ...mediaUploaderFields,
    {
      name: 'prefix',
      label: 'Directory',
      type: 'text',
      index: true,
      defaultValue: DEFAULT_DIRECTORY,
      maxLength: DIRECTORY_MAX_LENGTH,
      // The files live under it; changing it later would orphan them (keepDirectory enforces it for every caller).
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
