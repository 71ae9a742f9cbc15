import type { ComparisonSeed } from './types'

export const comparisonSeeds: ComparisonSeed[] = [
  {
    title: 'Harbor PMS vs Roomcraft for boutique hotels',
    slug: 'harbor-pms-vs-roomcraft',
    author: 'maya-lindqvist',
    reviewedAt: '2026-10-12T09:00:00.000Z',
    pmses: ['harbor-pms', 'roomcraft'],
    body: `Harbor PMS and Roomcraft both sell cloud systems to independent hotels and small groups, and both leave revenue management and point of sale to partners. They differ in where they are strongest and in what they treat as the core of the product.

## Market and scale

Harbor is the larger of the two, with about 1,400 properties in 22 countries, roughly 60 percent of them in Portugal, Spain and Italy. Roomcraft reports about 780 properties, mostly in Canada, the United States and the United Kingdom. Both target hotels of roughly 20 to 150 rooms and groups of up to about 15 properties.

## Product focus

Harbor is an operations-first system. Its strengths are a complete front office with night audit and housekeeping, an included channel manager and booking engine, and certified invoicing for Portugal, Spain and Italy, which matters to any hotel subject to those fiscal rules. Roomcraft is built around the guest profile. Staff see stay history and preferences on one screen, and its upselling engine sends pre-arrival offers for upgrades, early check-in and extras. The vendor puts the resulting upsell revenue at about 4 percent of room revenue on average. Roomcraft's tablet interface also suits hotels that want to check guests in away from a desk.

## Pricing and integrations

Harbor charges per room per month, with onboarding quoted separately. Roomcraft sells three tiers, and the upselling engine and guest messaging sit in the upper two, so the entry price understates what a boutique hotel will usually pay. Both publish REST APIs; Harbor lists about 90 partners and Roomcraft about 110. In practice, a hotel on either system will connect a third-party revenue management tool and a restaurant POS.

## Which fits

A Southern European hotel will find Harbor's fiscal compliance and local support hard to match. A North American or UK boutique hotel that competes on service and wants to grow ancillary revenue will get more from Roomcraft's guest tools.`,
    verdict:
      'Harbor PMS is the safer choice for independent hotels in Southern Europe that need fiscal compliance and solid operations. Roomcraft suits boutique hotels in North America and the UK that prioritize guest data and upselling.',
  },
  {
    title: 'Quartermaster HMS vs Meridian Hotel Cloud vs Stayline for hotel chains',
    slug: 'quartermaster-hms-vs-meridian-hotel-cloud-vs-stayline',
    author: 'daniel-okafor',
    reviewedAt: '2026-09-28T09:00:00.000Z',
    pmses: ['quartermaster-hms', 'meridian-hotel-cloud', 'stayline'],
    body: `All three systems run multi-property portfolios, but they are built for different kinds of chains: large full-service hotels, enterprise multi-brand groups and select-service management companies.

## Quartermaster HMS

Quartermaster has the broadest functional scope of the three, covering sales and catering, spa and activities, outlet POS and an integrated revenue management module. Its typical customer runs full-service hotels of 250 rooms or more, and about 900 properties in 40 countries use it. It was built as on-premise software, but most new customers take the hosted edition run from Swiss and German data centers. Licenses are perpetual, with annual maintenance of around 20 percent, and single-hotel implementations take four to six months.

## Meridian Hotel Cloud

Meridian is cloud-native and designed for chains of 50 hotels or more that operate several brands. Brand standards, rate structures and loyalty rules are configured centrally, and customers can host data in Singapore, Frankfurt or Dubai. Its roughly 2,300 hotels are concentrated in Asia Pacific and the Middle East. Pricing is quoted, contracts usually run five years, and a 100-hotel rollout typically takes nine to 12 months.

## Stayline

Stayline serves management companies with 10 to 80 mostly select-service hotels, about 85 percent of them in North America. Its single multi-property database, central rate console and owner reporting fit the way third-party operators work. Tiered pricing is published, and the Professional tier includes revenue management. Stayline has no POS of its own, which matters less for hotels with limited food and beverage.

## How to choose

The deciding factors are hotel type and region. Complex full-service properties need Quartermaster's depth. Multi-brand groups in Asia and the Middle East, or those with data residency requirements, will find Meridian's central controls and hosting options the closest fit. North American management companies that value fast deployment and portfolio reporting should start with Stayline.`,
    verdict:
      'Quartermaster HMS fits full-service chains with complex operations, Meridian Hotel Cloud fits large multi-brand groups in Asia Pacific and the Middle East, and Stayline fits North American management companies running select-service portfolios.',
  },
  {
    title: 'Casa Suite vs Apartio for serviced apartments',
    slug: 'casa-suite-vs-apartio',
    author: 'claire-beaumont',
    reviewedAt: '2026-11-03T09:00:00.000Z',
    pmses: ['casa-suite', 'apartio'],
    body: `Casa Suite and Apartio both manage apartments rather than hotel rooms, but they come from different parts of the market. Casa Suite started with vacation rental managers; Apartio was built for serviced apartment and aparthotel operators.

## Portfolio shape

Casa Suite's roughly 2,600 customers manage about 48,000 units, often scattered across towns and owned by many different landlords. Its owner accounting splits revenue, commissions and expenses by unit, which is essential for managers who do not own the property. Apartio's customers run about 420 buildings with some 31,000 units, usually whole buildings operated by a single company, and its owner accounting is correspondingly limited.

## Stay length and billing

Apartio handles long stays natively. Weekly or monthly billing, deposits, recurring invoices and central invoicing for corporate accounts are built in, and housekeeping can be scheduled by stay length. Casa Suite is optimized for short leisure stays, with dynamic pricing based on seasonality, events and booking pace, and cleaning scheduled around changeovers.

## Guest journey and compliance

Both offer online check-in with identity capture and support smart locks. Casa Suite files the guest registration reports required in Spain and Portugal and calculates local tourist taxes, which is a strong advantage for operators in those countries. Apartio's mobile key flow is designed for buildings with no staffed reception, which is common in its markets in the Netherlands, Germany, the United Kingdom and the Nordics.

## Pricing and integrations

Casa Suite sells three tiers priced by units under management, with dynamic pricing in the upper tiers. Apartio charges per unit per month and waives setup fees above 100 units, but it has no pricing module, so most operators add a third-party tool. Both publish open APIs.`,
    verdict:
      'Casa Suite is the stronger fit for vacation rental managers and short-stay apartment operators in Southern Europe. Apartio is better suited to operators of whole serviced apartment buildings with a large share of long stays and corporate guests.',
  },
  {
    title: 'Innkeep Cloud vs Bunkhouse for hostels',
    slug: 'innkeep-cloud-vs-bunkhouse',
    author: 'priya-raman',
    reviewedAt: '2026-08-19T09:00:00.000Z',
    pmses: ['innkeep-cloud', 'bunkhouse'],
    body: `Innkeep Cloud and Bunkhouse are both low-cost cloud systems sold on flat per-property subscriptions, and both list hostels among their customers. Only one of them, however, was designed around dormitory beds.

## Inventory model

Bunkhouse manages inventory at bed level. A 10-bed dorm can be sold as individual beds or as a private room for a group, with rules for female-only dorms, age limits and minimum stays on busy nights, and the front desk works from a bed map. Innkeep Cloud is room-based, like most systems built for B&Bs and small hotels. Hostels can model dorm beds as separate units, but reporting and the booking calendar become harder to manage as bed counts grow.

## On-site sales

Bunkhouse includes a point-of-sale module for the bar, breakfast, lockers and tours, with sales posted to guest folios. Innkeep Cloud has no POS, so a hostel with a busy bar would need a separate till and manual reconciliation.

## Setup and scale

Innkeep Cloud is designed to be set up by the owner, and the vendor says most properties go live within a week. Its size bands end at 60 rooms. Bunkhouse serves properties from 20 beds to 600 beds and has customers in about 70 countries, with Australia, New Zealand and the United Kingdom as its largest markets.

## Shared limitations

Neither system offers a public API, revenue management or online check-in; integrations are built by each vendor from a curated list of about 20 partners for Innkeep Cloud and about 30 for Bunkhouse. Hostels that want to connect their own tools will find both restrictive.`,
    verdict:
      'Bunkhouse is the better choice for any hostel whose revenue depends on dorm beds and on-site sales. Innkeep Cloud suits small mixed properties, such as guesthouses with a few shared rooms, that value simple setup over hostel-specific features.',
  },
  {
    title: 'Keystone Front Desk vs Nordlys PMS vs Tidewater PMS for hotels with restaurants and outlets',
    slug: 'keystone-front-desk-vs-nordlys-pms-vs-tidewater-pms',
    author: 'tomas-vidal',
    reviewedAt: '2026-10-30T09:00:00.000Z',
    pmses: ['keystone-front-desk', 'nordlys-pms', 'tidewater-pms'],
    body: `Many PMSes leave food and beverage to partner systems. Keystone Front Desk, Nordlys PMS and Tidewater PMS each include their own point of sale, and each can run locally when the internet connection fails. The similarities end there.

## Keystone Front Desk

Keystone is on-premise software for independent and family-run hotels in Germany, Austria, Switzerland and South Tyrol, with about 2,700 properties. Its restaurant POS has table plans and follows German fiscal requirements for cash registers, and a network of 35 regional resellers provides installation and support. The trade-offs are a Windows-based system with no public API, no built-in channel manager or booking engine, and perpetual licenses with annual maintenance. A browser edition has been announced but not released.

## Nordlys PMS

Nordlys runs its central database in the cloud, while properties in remote areas can use a local edge server that keeps the front desk and POS working offline. The integrated POS and the fiscal modules follow cash register rules in each Nordic country. A channel manager and booking engine are included, and a public REST API connects about 70 partners. Pricing is per room per month, with the POS charged per terminal.

## Tidewater PMS

Tidewater is built for resorts. Its outlet POS covers restaurants, bars and shops, and it adds spa and activity scheduling, golf tee times, packages and condo owner accounting. Most customers use the hosted service, and some keep a local server for POS and activities. Tidewater has no channel manager of its own, and the activity and condo modules are priced as add-ons.

## Choosing between them

Region and property type largely decide the question. Fiscal compliance ties Keystone to the German-speaking markets and Nordlys to the Nordics, and Tidewater's resort modules have little value for a city hotel with one restaurant.`,
    verdict:
      'Keystone Front Desk suits traditional family-run hotels in the German-speaking markets, Nordlys PMS suits Nordic hotels with significant food and beverage revenue, and Tidewater PMS suits resorts that sell activities and manage condo owners.',
  },
]
