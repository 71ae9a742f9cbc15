import type { AuthorSeed, CategorySeed } from './types'

export const categorySeeds: CategorySeed[] = [
  {
    name: 'Product updates',
    slug: 'product-updates',
    description: 'New releases, modules and feature changes from property management system vendors.',
  },
  {
    name: 'Integrations',
    slug: 'integrations',
    description:
      'New and updated connections between PMSes and channel managers, payment providers, door locks, POS and other hotel systems.',
  },
  {
    name: 'Funding and deals',
    slug: 'funding-and-deals',
    description: 'Investment rounds, acquisitions, mergers and partnerships involving hotel software vendors.',
  },
  {
    name: 'Customer wins',
    slug: 'customer-wins',
    description: 'Hotels, groups and operators that have chosen, switched or rolled out a property management system.',
  },
  {
    name: 'Industry analysis',
    slug: 'industry-analysis',
    description:
      'Reporting and analysis on market share, pricing, technology trends and buying decisions in hotel software.',
  },
  {
    name: 'Security and compliance',
    slug: 'security-and-compliance',
    description: 'Data protection, payment security, fiscal rules and incident coverage affecting hotel systems.',
  },
]

export const authorSeeds: AuthorSeed[] = [
  {
    name: 'Maya Lindqvist',
    slug: 'maya-lindqvist',
    fediverse_handle: '@maya@social.example',
    bio: 'Maya Lindqvist covers cloud property management systems and hotel distribution from Stockholm. Before joining PMS News she spent six years in revenue management for a Scandinavian hotel group.',
  },
  {
    name: 'Daniel Okafor',
    slug: 'daniel-okafor',
    bio: 'Daniel Okafor reports on funding, acquisitions and the business of hotel software. He previously covered enterprise technology for a financial newswire in London and has followed hospitality vendors since 2016.',
  },
  {
    name: 'Priya Raman',
    slug: 'priya-raman',
    bio: 'Priya Raman writes about payment security, PCI DSS and data protection in hotel systems. She trained as a software engineer and worked on payment integrations for a hotel chain in Singapore before moving into journalism.',
  },
  {
    name: 'Tomás Vidal',
    slug: 'tomas-vidal',
    bio: 'Tomás Vidal covers vacation rentals, serviced apartments and hostels, with a focus on Southern Europe and Latin America. He is based in Madrid and previously ran operations for a 300-unit apartment rental company.',
  },
  {
    name: 'Claire Beaumont',
    slug: 'claire-beaumont',
    fediverse_handle: '@claire@news.social.example',
    bio: 'Claire Beaumont is the senior editor of PMS News and writes industry analysis on hotel technology markets. She has reported on hospitality technology for more than 12 years, including as technology editor of a hotel trade weekly.',
  },
]

/**
 * The demo's tags (docs/decisions/070-tags.md), each given to the articles whose title or excerpt it matches, in this
 * order: a rule here rather than a list on each article, so that the stories stay as they were written.
 */
export const tagSeeds: Array<{ name: string; slug: string; description: string; matches: RegExp }> = [
  {
    name: 'Revenue management',
    slug: 'revenue-management',
    description: 'Rates, forecasts and the systems that set them, and how they talk to the PMS.',
    matches: /revenue|rate update|forecast|yield/i,
  },
  {
    name: 'Open APIs',
    slug: 'open-apis',
    description: 'Public APIs, partner programs and what hotels can build on their PMS.',
    matches: /\bAPIs?\b|interface/,
  },
  {
    name: 'Security',
    slug: 'security',
    description: 'Breaches, patches, phishing and the sign-in rules vendors impose.',
    matches: /security|phishing|two-factor|authentication|PCI|credential/i,
  },
  {
    name: 'Housekeeping',
    slug: 'housekeeping',
    description: 'Room status, cleaning schedules and the apps housekeepers carry.',
    matches: /housekeeping|cleaning/i,
  },
  {
    name: 'Compliance',
    slug: 'compliance',
    description: 'Guest registration, tourist taxes, licensing and the software that files them.',
    matches: /compliance|registration|tourist tax|licensing|rules/i,
  },
  {
    name: 'Acquisitions',
    slug: 'acquisitions',
    description: 'Vendors buying vendors, and what it means for their hotels.',
    matches: /\b(acquires|buys)\b/i,
  },
  {
    name: 'Vacation rentals',
    slug: 'vacation-rentals',
    description: 'Software for rental managers, apartments and short stays.',
    matches: /rental/i,
  },
  {
    name: 'Condo hotels',
    slug: 'condo-hotels',
    description: 'Condo-hotels and rental pools: units owned by many, run as one hotel.',
    matches: /condo/i,
  },
  {
    name: 'Owner accounting',
    slug: 'owner-accounting',
    description: "What a rental pool's owners are paid and told: statements, fees and owner stays.",
    matches: /owner stays|statements/i,
  },
  {
    name: 'Owner portals',
    slug: 'owner-portals',
    description: 'Where owners of units see their figures and book their own stays.',
    matches: /\bportal\b/i,
  },
  {
    name: 'Self-service',
    slug: 'self-service',
    description: 'Guests, owners and staff doing it themselves: kiosks, portals and apps.',
    matches: /self-service/i,
  },
]
