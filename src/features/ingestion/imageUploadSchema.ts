/**
 * The text parts of POST /api/images (spec: `directory`, pattern `^[a-z0-9\-\/]+$`, default `uploads`; plus our
 * optional `alt`) and the 201 body. The `image` part is a file and is checked by its bytes
 * (src/ground/media/inspectImage.ts). The same schemas generate the OpenAPI document's multipart body.
 */
import { z } from 'zod'

import { DEFAULT_DIRECTORY, DIRECTORY_PATTERN, normaliseDirectory } from '../../ground/media/directory'

export const IMAGE_PART = 'image'

export const imageUploadFieldsSchema = z
  .object({
    directory: z
      .string()
      .regex(DIRECTORY_PATTERN, 'must contain only lower-case letters, digits, hyphens and slashes')
      .transform((value, ctx) => {
        const verdict = normaliseDirectory(value)
        if (verdict.ok) return verdict.directory
        ctx.addIssue({ code: 'custom', message: verdict.message })
        return z.NEVER
      })
      .prefault(DEFAULT_DIRECTORY)
      .describe('Where the image is stored, e.g. news/2026; leading, trailing and doubled slashes are removed'),
    alt: z
      .string()
      .max(255, 'must be at most 255 characters')
      .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')
      .optional()
      .describe('Alternative text for people who cannot see the image'),
  })
  .strict()

export type ImageUploadFields = z.output<typeof imageUploadFieldsSchema>

export const createdImageSchema = z.object({
  message: z.string(),
  image: z.object({
    id: z.number().int(),
    url: z.url().describe('Absolute public URL of the stored WebP'),
    path: z.string().describe('Path below the media root: directory/filename'),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int().describe('Size of the stored file'),
    mime_type: z.literal('image/webp'),
  }),
})

export type CreatedImage = z.infer<typeof createdImageSchema>
