import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { articleCreateSchema } from '../../content/articles/articleCreateSchema'
import { imageUploadFieldsSchema } from '../ingestion/imageUploadSchema'
import { buildOpenApiDocument } from './openApiDocument'

const document = buildOpenApiDocument('https://news.example', 'editors@news.example')

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, version 1.0.0', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(document.info.version).toBe('1.0.0')
  })

  it('covers every endpoint of the spec, and the other public documents', () => {
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/sitemaps/pages.xml',
        '/sitemap-news.xml',
        '/sitemaps/articles-{n}.xml',
        '/robots.txt',
        '/docs/api',
        '/.well-known/agent-skills/{name}/SKILL.md',
        '/llms.txt',
        '/llms-full.txt',
        '/{pmsSlug}/{articleSlug}.md',
        '/search',
        '/feed',
        '/feed.json',
        '/sitemap.xml',
        '/up',
        '/ready',
        '/.well-known/api-catalog',
        '/.well-known/tdmrep.json',
        '/docs/api/openapi.json',
        '/.well-known/mcp/server-card.json',
        '/.well-known/agent-skills/index.json',
        '/auth.md',
        '/.well-known/oauth-protected-resource',
        '/.well-known/oauth-authorization-server',
        '/api/articles',
        '/api/articles/{id}/corrections',
        '/api/images',
        '/subscribe',
      ].sort(),
    )
  })

  it('describes the article request body with the schema the handler validates with', () => {
    const { $schema: _dialect, ...expected } = z.toJSONSchema(articleCreateSchema, { io: 'input' })
    expect(document.components.schemas.ArticleCreate).toEqual(expected)
    expect(document.components.schemas.ArticleCreate).toMatchObject({
      additionalProperties: false,
      // One of author_id (the spec's) and author_ids (a co-byline) is required: the handler's rule, not the schema's.
      required: ['pms_id', 'title', 'body'],
    })
    expect(Object.keys(document.components.schemas.ArticleCreate.properties as object)).toEqual(
      expect.arrayContaining(['author_id', 'author_ids']),
    )
  })

  it('documents POST /subscribe: the one answer for every address, and each refusal', () => {
    const operation = document.paths['/subscribe'].post
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '413', '422', '429'])
    expect(operation.responses['200'].content['application/json'].example).toMatchObject({ status: 'recorded' })
    expect(operation.description).toMatch(/must not subscribe an address without the explicit consent/)
  })

  it('documents every status of POST /api/articles as problem+json', () => {
    const responses = document.paths['/api/articles'].post.responses
    expect(Object.keys(responses).sort()).toEqual(['201', '400', '401', '413', '415', '422', '429'])
  })

  it('describes the image upload with the schema the handler validates its text parts with', () => {
    const upload = document.components.schemas.ImageUpload as {
      required: string[]
      properties: Record<string, unknown>
      additionalProperties: boolean
    }
    const { properties } = z.toJSONSchema(imageUploadFieldsSchema, { io: 'input' }) as {
      properties: Record<string, unknown>
    }
    expect(upload.required).toEqual(['image'])
    expect(upload.additionalProperties).toBe(false)
    expect(Object.keys(upload.properties).sort()).toEqual(['alt', 'directory', 'image'])
    expect(upload.properties.directory).toEqual(properties.directory)
    expect(upload.properties.directory).toMatchObject({ pattern: '^[a-z0-9\\-/]+$', default: 'uploads' })
    expect(upload.properties.alt).toEqual(properties.alt)
  })

  it('documents every status of POST /api/images, and its 201 body', () => {
    const { responses } = document.paths['/api/images'].post
    expect(Object.keys(responses).sort()).toEqual(['201', '400', '401', '413', '415', '422', '429', '503'])
    expect(document.components.schemas.CreatedImage).toMatchObject({
      properties: { image: { required: ['id', 'url', 'path', 'width', 'height', 'bytes', 'mime_type'] } },
    })
  })
})
