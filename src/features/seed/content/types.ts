/**
 * Shapes of the demo content that `npm run cli -- seed` loads. The content files beside this one are plain data:
 * references between records are by slug, and the seeder resolves them to Postgres ids.
 */
import type { Embed } from '../../embeds/embedData'

type Deployment = 'cloud' | 'on-premise' | 'hybrid'

type Segment = 'independent-hotels' | 'chains' | 'hostels' | 'serviced-apartments' | 'vacation-rentals'

type PricingModel = 'per-room-per-month' | 'per-property-subscription' | 'perpetual-licence' | 'tiered' | 'quote'

export interface PmsSeed {
  name: string
  slug: string
  vendor: string
  website: string
  tagline: string
  /** Markdown, 150–300 words, H2 sections allowed, no H1. */
  profile: string
  deployment: Deployment
  segments: Segment[]
  pricingModel: PricingModel
  foundedYear: number
  headquarters: string
  integrations: string[]
  capabilities: {
    channelManager: boolean
    bookingEngine: boolean
    revenueManagement: boolean
    pos: boolean
    housekeeping: boolean
    mobileCheckIn: boolean
    openApi: boolean
  }
}

export interface CategorySeed {
  name: string
  slug: string
  description: string
}

export interface AuthorSeed {
  name: string
  slug: string
  bio: string
  /** Their handle on the social web, `@user@host` (on a reserved `.example` host: the demo names nobody real). */
  fediverse_handle?: string
}

export interface ArticleSeed {
  pms: string
  /** The lead author's slug. */
  author: string
  /** The co-authors' slugs, after the lead, in byline order. */
  coAuthors?: string[]
  /** Also what its picture shows (src/features/seed/featuredImage.ts). */
  category: string
  title: string
  excerpt: string
  /** Markdown, 180–400 words, paragraphs and optionally one H2 or a list; no H1. */
  body: string
  isFeatured: boolean
  /** ISO 8601 date-time. */
  publishedAt: string
  /** The embeds of the body's lone links, as a save would have fetched them (src/features/embeds/embedData.ts). */
  embeds?: Embed[]
  /** Corrections and updates, oldest first (docs/decisions/073-corrections.md): dated by the server when seeded. */
  corrections?: Array<{ kind: 'correction' | 'update'; text: string }>
}

export interface GlossaryTermSeed {
  term: string
  slug: string
  shortDefinition: string
  /** Markdown, 60–150 words. */
  body: string
  relatedTerms: string[]
  relatedPmses: string[]
}

export interface ComparisonSeed {
  title: string
  slug: string
  pmses: string[]
  /** Markdown, 200–400 words. */
  body: string
  verdict: string
  /** The author's slug: the comparison's byline. */
  author: string
  /** ISO 8601 date: when its facts were last checked. */
  reviewedAt: string
}

export interface PrLinkSeed {
  title: string
  url: string
  publisher: string
  date: string
  pms: string
  notes: string
}
