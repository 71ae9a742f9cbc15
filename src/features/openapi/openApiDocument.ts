/**
 * The OpenAPI 3.1.0 description of the service (spec "Versioning": description version 1.0.0), served at
 * /docs/api/openapi.json. Request and response bodies are generated from the zod schemas the handlers validate
 * with, so the document cannot drift from the code.
 */
import { articleCreateSchema, createdArticleSchema } from '../../content/articles/articleCreateSchema'
import { createdImageSchema } from '../ingestion/imageUploadSchema'
import { correctionInputSchema } from '../../content/articles/articleCorrections'
import { MAX_EMAIL_LENGTH } from '../../content/subscribers/subscriberEmail'
import { SUBSCRIPTION_RECORDED } from '../newsletter/subscribeAnswer'
import { SUBSCRIBE_MAX_BODY_BYTES } from '../newsletter/subscriptionRequest'
import {
  bearerRefused,
  created,
  imageUploadSchema,
  markdownOrHtml,
  problem,
  problemSchema,
  readLimited,
  retryAfter,
  schemaOf,
  text,
  writeLimited,
} from './schemaParts'

export function buildOpenApiDocument(baseUrl: string, contactEmail: string) {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'PMS News API',
      version: '1.0.0',
      description:
        'News about hotel property management systems. Public reads, token-authenticated ingestion and newsletter subscription.',
      contact: { email: contactEmail },
    },
    servers: [{ url: baseUrl }],
    paths: {
      '/llms.txt': {
        get: {
          summary: 'Markdown index of the site',
          responses: { '200': text('text/plain', 'The index'), ...readLimited },
        },
      },
      '/llms-full.txt': {
        get: {
          summary:
            "The newest published articles whole, as markdown, newest first, up to the site's size limit (LLMS_FULL_MAX_BYTES, 5 MiB by default); none is cut, older ones are listed in /llms.txt",
          responses: { '200': text('text/plain', 'The articles'), ...readLimited },
        },
      },
      '/{pmsSlug}/{articleSlug}.md': {
        get: {
          summary: 'An article as markdown: metadata, then the body',
          parameters: [
            { name: 'pmsSlug', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'articleSlug', in: 'path', required: true, schema: { type: 'string' } },
          ],
          responses: {
            '200': text('text/markdown', 'The article'),
            '404': { description: 'No such article' },
            ...readLimited,
          },
        },
      },
      '/search': {
        get: {
          summary: 'Search; a q shorter than 3 characters returns no results',
          parameters: [{ name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 3 } }],
          responses: {
            '200': markdownOrHtml('Results as HTML, or markdown with Accept: text/markdown'),
            ...readLimited,
          },
        },
      },
      '/feed.json': {
        get: {
          summary: 'JSON Feed 1.1 of recent articles, each whole',
          responses: {
            '200': { description: 'The feed', content: { 'application/feed+json': { schema: { type: 'object' } } } },
            ...readLimited,
          },
        },
      },
      '/feed': {
        get: {
          summary: 'RSS 2.0 feed of recent articles',
          responses: { '200': text('application/rss+xml', 'The feed'), ...readLimited },
        },
      },
      '/sitemap.xml': {
        get: {
          summary:
            "Every indexable URL with its last change; past 2,000 URLs a sitemap index of the pages' sitemap and the articles' sitemaps",
          responses: { '200': text('application/xml', 'A urlset, or a sitemapindex'), ...readLimited },
        },
      },
      '/sitemap-news.xml': {
        get: {
          summary: 'A Google News sitemap: the articles published in the last 48 hours, newest first, at most 1,000',
          responses: { '200': text('application/xml', 'A urlset with the news extension'), ...readLimited },
        },
      },
      '/sitemaps/pages.xml': {
        get: {
          summary: 'Every indexable page that is not an article, with its last change',
          responses: { '200': text('application/xml', 'A urlset'), ...readLimited },
        },
      },
      '/sitemaps/articles-{n}.xml': {
        get: {
          summary: 'The public articles with ids from (n - 1) × 2,000 + 1 to n × 2,000, with their last change',
          parameters: [{ name: 'n', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
          responses: {
            '200': text('application/xml', 'A urlset'),
            '404': { description: 'No public article in that range' },
            ...readLimited,
          },
        },
      },
      '/robots.txt': {
        get: {
          summary: 'Crawling rules with content signals',
          responses: { '200': text('text/plain', 'robots.txt'), ...readLimited },
        },
      },
      '/docs/api': {
        get: {
          summary: "This API's documentation for people (markdown with Accept: text/markdown)",
          responses: { '200': markdownOrHtml('The documentation'), ...readLimited },
        },
      },
      '/.well-known/agent-skills/{name}/SKILL.md': {
        get: {
          summary: 'One published agent skill',
          parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': text('text/markdown', 'The SKILL.md'), '404': { description: 'No such skill' } },
        },
      },
      '/up': {
        get: {
          summary: 'Health',
          responses: {
            '200': text('text/plain', 'The app and its database answer'),
            '503': text('text/plain', 'Unavailable, with a short reason'),
          },
        },
      },
      '/ready': {
        get: {
          summary: 'Readiness',
          description:
            'PostgreSQL, Redis where configured, the jobs queue and the heartbeats of the processes that run it. `status` is `ready`, `degraded` (serving, but no worker runs the queue, one stopped beating, or a due job waited over two minutes) or `unavailable` (503: the database or Redis does not answer).',
          responses: {
            '200': {
              description: 'Serving: ready or degraded',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
            '503': { description: 'Unavailable', content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
      },
      '/.well-known/api-catalog': {
        get: {
          summary: 'RFC 9727 API catalog',
          responses: {
            '200': { description: 'Linkset', content: { 'application/linkset+json': { schema: { type: 'object' } } } },
          },
        },
      },
      '/docs/api/openapi.json': {
        get: {
          summary: 'This document',
          responses: {
            '200': { description: 'OpenAPI 3.1', content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
      },
      '/.well-known/tdmrep.json': {
        get: {
          summary: 'TDMRep: text and data mining rights reserved for every path (as Content-Signal ai-train=no)',
          responses: {
            '200': { description: 'TDMRep rules', content: { 'application/json': { schema: { type: 'array' } } } },
          },
        },
      },
      '/.well-known/mcp/server-card.json': {
        get: {
          summary: 'MCP server card',
          responses: {
            '200': { description: 'Server card', content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
      },
      '/.well-known/agent-skills/index.json': {
        get: {
          summary: 'Published agent skills with SHA-256 digests',
          responses: {
            '200': { description: 'Index', content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
      },
      '/auth.md': {
        get: { summary: 'Agent registration guide', responses: { '200': text('text/markdown', 'The guide') } },
      },
      '/.well-known/oauth-protected-resource': {
        get: {
          summary: 'RFC 9728 protected resource metadata',
          responses: {
            '200': { description: 'Metadata', content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
      },
      '/.well-known/oauth-authorization-server': {
        get: {
          summary: 'RFC 8414 authorization server metadata',
          responses: {
            '200': { description: 'Metadata', content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
      },
      '/api/articles': {
        post: {
          summary: 'Create an article',
          security: [{ bearerAuth: [] }],
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description:
                'A retry with the same key and body returns the first answer; another body with the same key is a 422.',
              schema: { type: 'string', minLength: 1, maxLength: 255 },
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ArticleCreate' } } },
          },
          responses: {
            '201': created('Article created', "The article's canonical URL", 'CreatedArticle'),
            '400': problem('Malformed JSON or an invalid Idempotency-Key'),
            '401': bearerRefused,
            '413': problem('Body larger than the limit (1 MiB by default)'),
            '415': problem('Body is not application/json'),
            '422': problem(
              'Payload failed validation, a reference does not exist, the slug is taken, an image path of ours (in `body` or `featured_image`) names no media item, or the Idempotency-Key was used with another body',
            ),
            '429': writeLimited('Rate limit exceeded'),
          },
        },
      },
      '/api/articles/{id}/corrections': {
        post: {
          summary: 'Add a dated correction or update to a published article',
          description:
            'Shown on the article, in its markdown, JSON-LD and feeds and on /corrections, and sent to its followers as an edit; ' +
            "dated by the server when it is added. A token of an editor's or admin's role (docs/decisions/073-corrections.md).",
          security: [{ bearerAuth: [] }],
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              description: 'The article id',
              schema: { type: 'integer', minimum: 1 },
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/CorrectionCreate' } } },
          },
          responses: {
            '201': { description: 'Correction added', content: { 'application/json': { schema: { type: 'object' } } } },
            '400': problem('Malformed JSON'),
            '401': bearerRefused,
            '403': problem("The token's role may not edit every article (role_lacks_capability)"),
            '404': problem('No such article'),
            '413': problem('Body larger than the limit (1 MiB by default)'),
            '415': problem('Body is not application/json'),
            '422': problem('The note failed validation, or the article is not published'),
            '429': writeLimited('Rate limit exceeded (shared with POST /api/articles)'),
          },
        },
      },
      '/api/images': {
        post: {
          summary: 'Upload an image; it is stored as WebP under the directory',
          description:
            'The type is decided by the bytes: JPEG, PNG, GIF or WebP. The stored file is upright (EXIF orientation applied), ' +
            'carries no metadata, fits 2560 px on its long edge by default, and stays animated when the GIF was.',
          security: [{ bearerAuth: [] }],
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/ImageUpload' } } },
          },
          responses: {
            '201': created('Image stored', 'Public URL of the stored WebP', 'CreatedImage'),
            '400': problem('The body is not valid multipart/form-data (malformed_multipart)'),
            '401': bearerRefused,
            '413': problem('The image is larger than the byte limit (10 MiB by default)'),
            '415': problem('Body is not multipart/form-data'),
            '422': problem(
              'A part failed validation (validation_failed), the bytes are not a JPEG, PNG, GIF or WebP (unsupported_image_type), ' +
                'the file is cut short, carries trailing data or cannot be decoded (corrupt_image), or it decodes to more pixels ' +
                'than allowed, 40 megapixels over all frames by default (image_too_large)',
            ),
            '429': writeLimited('Rate limit exceeded (shared with POST /api/articles)'),
            '503': problem(
              'The media storage (the S3 bucket) or the database cannot be reached for the moment (storage_unavailable, ' +
                'database_unavailable): nothing was stored; send it again after Retry-After seconds',
              retryAfter,
            ),
          },
        },
      },
      '/subscribe': {
        post: {
          summary:
            'Subscribe an email address to the newsletter (double opt-in; only the person themselves, never on their behalf)',
          description:
            'Automated clients must not subscribe an address without the explicit consent of the person who reads it. ' +
            'The address is subscribed only when that person opens the link mailed to it and confirms. The answer is the ' +
            'same for every address, whatever its state; a confirmed address gets no mail (unless the request makes choices: ' +
            'then the link to its preferences), a pending one at most one an hour. The person may choose how often the digest ' +
            'comes and which PMSes to follow; later changes go through the preferences link in every mail.',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['email'],
                  properties: {
                    email: { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH },
                    digest: {
                      type: 'string',
                      enum: ['daily', 'weekly'],
                      default: 'weekly',
                      description: 'How often the digest of new articles comes',
                    },
                    follow: {
                      type: 'array',
                      maxItems: 50,
                      items: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
                      description: 'Slugs of PMSes to follow',
                    },
                    only_followed: {
                      type: 'boolean',
                      default: false,
                      description: 'Digests only about the followed PMSes',
                    },
                  },
                },
              },
            },
          },
          responses: {
            '200': {
              description:
                'Subscription recorded (a confirmation mail is on its way unless the address is already subscribed)',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['status', 'message'],
                    properties: {
                      status: { type: 'string', const: SUBSCRIPTION_RECORDED.status },
                      message: { type: 'string' },
                    },
                  },
                  example: SUBSCRIPTION_RECORDED,
                },
              },
            },
            '400': problem('The body is not valid JSON'),
            '413': problem(`The body is over ${SUBSCRIBE_MAX_BODY_BYTES} bytes`),
            '422': problem(
              'Not application/json, not an object, a missing or invalid email or a `follow` slug of no public PMS (code validation_failed), or a blocked mail domain (code blocked_domain)',
            ),
            '429': writeLimited(
              'Too many requests from this client (per hour) or for this address (per day): wait Retry-After seconds',
              {},
            ),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'Operator API token, in the Authorization header only, never in the query string',
        },
      },
      schemas: {
        ArticleCreate: schemaOf(articleCreateSchema, 'input'),
        CreatedArticle: schemaOf(createdArticleSchema),
        CorrectionCreate: schemaOf(correctionInputSchema.strict(), 'input'),
        ImageUpload: imageUploadSchema(),
        CreatedImage: schemaOf(createdImageSchema),
        Problem: problemSchema,
      },
    },
  }
}
