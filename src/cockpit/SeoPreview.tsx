'use client'
/**
 * The cockpit's search-result preview for an article: what a search engine would show, with the lengths that fit
 * (titles are cut at about 60 characters, descriptions at about 155). Empty meta fields fall back the way the public
 * page does: the title and the excerpt.
 */
import { useFormFields } from '@payloadcms/ui'

import { lengthVerdict, TITLE_FIT, DESCRIPTION_FIT } from './seoLengths'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export function SeoPreview() {
  const fields = useFormFields(([all]) => ({
    title: text(all.title?.value),
    metaTitle: text(all.meta_title?.value),
    excerpt: text(all.excerpt?.value),
    metaDescription: text(all.meta_description?.value),
    slug: text(all.slug?.value),
  }))
  const shownTitle = fields.metaTitle || fields.title
  const shownDescription = fields.metaDescription || fields.excerpt
  const titleVerdict = lengthVerdict(shownTitle, TITLE_FIT)
  const descriptionVerdict = lengthVerdict(shownDescription, DESCRIPTION_FIT)
  return (
    <div className="field-type seo-preview" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label">Search result preview</label>
      <div
        style={{
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 4,
          padding: 'calc(var(--base) * 0.75)',
          maxWidth: 600,
        }}
      >
        <div style={{ fontSize: 13, color: 'var(--theme-elevation-600)' }}>…/{fields.slug || 'slug'}</div>
        <div style={{ fontSize: 20, color: 'var(--theme-success-700, #1a0dab)', lineHeight: 1.3 }}>
          {cut(shownTitle, TITLE_FIT) || 'Title'}
        </div>
        <div style={{ fontSize: 14, color: 'var(--theme-elevation-800)' }}>
          {cut(shownDescription, DESCRIPTION_FIT) || 'Description'}
        </div>
      </div>
      <p className="field-description" aria-live="polite">
        Title: {shownTitle.length} characters ({titleVerdict}
        {fields.metaTitle ? '' : ', from the article title'}). Description: {shownDescription.length} characters (
        {descriptionVerdict}
        {fields.metaDescription ? '' : ', from the excerpt'}).
      </p>
    </div>
  )
}

function cut(value: string, fit: number): string {
  return value.length > fit ? `${value.slice(0, fit - 1).trimEnd()}…` : value
}
