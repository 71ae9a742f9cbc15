/**
 * The articles' structured data (issue 23): schema.org NewsArticle valid against what Google's Article guidelines
 * ask (tests/fixtures/schemas/news-article-jsonld.schema.json), with absolute addresses, the featured image in its
 * own shape and at 16:9, 4:3 and 1:1, both dates, the author's page and a raster publisher logo that is served.
 */
import fs from 'node:fs'
import path from 'node:path'

import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import sharp from 'sharp'
import { expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'

const SCHEMA = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/schemas/news-article-jsonld.schema.json'), 'utf8'),
)

const app = useApp({ database: 'seeded' })

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!))

it('describes every article as a NewsArticle that is valid against the guidelines, with its picture in the shapes news search asks for', async () => {
  const rows = await app.sql(
    `SELECT a.slug, p.slug AS pms, a.image_id FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published ORDER BY a.published_at DESC LIMIT 5`,
  )
  const ajv = new Ajv2020({ allErrors: true })
  addFormats.default(ajv)
  for (const row of rows) {
    const html = await (await fetch(`${app.url}/${row.pms}/${row.slug}`)).text()
    const [data] = jsonLdOf(html)
    const valid = ajv.validate(SCHEMA, data)
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors)).toEqual([])
    expect(valid).toBe(true)
    expect(data.mainEntityOfPage['@id']).toBe(`${app.url}/${row.pms}/${row.slug}`)
    if (row.image_id) {
      // Its own shape and its 16:9, 4:3 and 1:1 crops, all served.
      expect(data.image).toHaveLength(4)
      const shapes = await Promise.all(
        data.image.map(async (url: string) => {
          const response = await fetch(url)
          expect(response.status).toBe(200)
          const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
          return (width! / height!).toFixed(2)
        }),
      )
      expect(shapes.slice(1)).toEqual([(16 / 9).toFixed(2), (4 / 3).toFixed(2), '1.00'])
    }
  }
})

it('names every author of a co-byline in order, each a Person with their page (docs/decisions/069)', async () => {
  const [row] = await app.sql(
    `SELECT a.slug, p.slug AS pms FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.title LIKE 'Analysis: Restaurant revenue keeps Nordic%'`,
  )
  const [data] = jsonLdOf(await (await fetch(`${app.url}/${row!.pms}/${row!.slug}`)).text())
  expect(data.author).toEqual(
    ['claire-beaumont', 'maya-lindqvist', 'daniel-okafor'].map((slug) => ({
      '@type': 'Person',
      name: expect.any(String),
      url: `${app.url}/authors/${slug}`,
    })),
  )
  const ajv = new Ajv2020({ allErrors: true })
  addFormats.default(ajv)
  expect(ajv.validate(SCHEMA, data), JSON.stringify(ajv.errors)).toBe(true)
})

it('serves the publisher logo it names as a PNG of the size it says', async () => {
  const html = await (await fetch(`${app.url}/`)).text()
  const [row] = await app.sql(
    `SELECT a.slug, p.slug AS pms FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published LIMIT 1`,
  )
  const [data] = jsonLdOf(await (await fetch(`${app.url}/${row.pms}/${row.slug}`)).text())
  expect(html).toContain('PMS News')
  const response = await fetch(data.publisher.logo.url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
  expect({ width, height, format }).toEqual({
    width: data.publisher.logo.width,
    height: data.publisher.logo.height,
    format: 'png',
  })
})
