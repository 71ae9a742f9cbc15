import type { ArticleSeed } from './types'

export const articleSeedsB: ArticleSeed[] = [
  {
    pms: 'bunkhouse',
    author: 'maya-lindqvist',
    category: 'customer-wins',
    title: 'Candela Hostels moves 14 Iberian properties to Bunkhouse ahead of the winter low season',
    excerpt:
      'The Madrid-based operator will replace a room-based system with bed-level inventory across 2,380 beds in Spain and Portugal. The rollout is scheduled to finish by March 2026.',
    body: `Candela Hostels, which operates 14 hostels in Spain and Portugal, has signed a contract to move all of its properties to Bunkhouse, the cloud hostel management system developed by Bunkhouse Software Pty Ltd in Melbourne. The group's hostels have a combined 2,380 beds; the largest, in Lisbon, has 310.

Candela currently runs a general-purpose hotel PMS that treats each dormitory as a single room type. Staff track individual beds in a spreadsheet, and mixed dorms that can also be sold as private group rooms are handled by hand. Bunkhouse sells inventory at bed level, with rules for female-only dorms and minimum stays, and gives the front desk a bed map instead of a tape chart.

"We were overbooking beds two or three times a week in summer because the system simply could not see them," said Lucía Ferrer, chief operating officer of Candela Hostels. "That is a cost in refunds and in reviews that we are not willing to carry into another season."

## Rollout plan

The migration will run during the low season in three waves:

- Four hostels in Madrid and Seville in November
- Five coastal properties in December and January
- The remaining five, including Lisbon and Porto, by March 2026

Candela will also use the Bunkhouse point-of-sale module for its bars and breakfast service, which currently run on a separate till system, and the Lockerline integration for its paid lockers.

Aisha Malik, general manager for Europe at Bunkhouse, said Iberia was the company's fastest-growing region outside the United Kingdom. "Spain and Portugal have a lot of hostels in the 100- to 300-bed range that were built or converted in the last decade, and many of them started on hotel software," she said.

Bunkhouse reports about 1,900 hostels on its platform in 70 countries. Financial terms were not disclosed.`,
    isFeatured: false,
    publishedAt: '2025-09-04T08:30:00Z',
  },
  {
    pms: 'meridian-hotel-cloud',
    author: 'daniel-okafor',
    category: 'security-and-compliance',
    title: 'Meridian Hotel Cloud opens Riyadh hosting region as chains prepare for data residency rules',
    excerpt:
      'Meridian Hospitality Platforms is adding a fourth hosting region alongside Singapore, Frankfurt and Dubai. Eleven chain customers have asked to move guest data for their Saudi properties.',
    body: `Meridian Hospitality Platforms will open a hosting region in Riyadh in the first quarter of 2026, its fourth after Singapore, Frankfurt and Dubai. The Singapore-based vendor said the new region was a response to customers that want guest records for hotels in Saudi Arabia stored inside the country.

According to the company, 11 chain customers operating a combined 164 hotels in Saudi Arabia have asked to migrate those properties' data once the region is live. The hotels are currently hosted in Dubai.

"Data residency used to be a question in the last week of a contract negotiation. Now it is in the first request for proposal," said Farah Haddad, chief information security officer at Meridian. "Chains want to show their own regulators exactly where a guest profile sits, who can reach it and how it is backed up."

## What moves and what stays

Under Meridian's design, each property's reservations, guest profiles, folios and payment tokens will be stored in the region assigned to that hotel. Chain-level configuration such as brand standards and rate structures stays in the customer's primary region, and cross-region reports use aggregated figures rather than guest-level records. Backups will be replicated between two data centers within Saudi Arabia rather than to Dubai.

Haddad said the Riyadh region would go through the same independent security audit as the existing three before customers are moved, and that Meridian expects to publish the audit report to customers under non-disclosure by mid-2026.

Khalid Al-Rashed, group IT director at Oasis Crest Hotels, which operates 23 hotels in the kingdom, said the company had delayed two openings' system setups to wait for the region. "Migrating twice is more expensive than waiting three months," he said.

Meridian did not say whether hosting in Riyadh will be priced differently from its other regions.`,
    isFeatured: false,
    publishedAt: '2025-09-18T09:00:00Z',
  },
  {
    pms: 'tidewater-pms',
    author: 'priya-raman',
    // Three authors, five tags and two embeds: the demo's richest article (issue 63; `npm run bench:miss` reads it).
    coAuthors: ['daniel-okafor', 'tomas-vidal'],
    category: 'product-updates',
    title: 'Tidewater PMS gives condo owners a self-service portal for statements and owner stays',
    excerpt:
      'The fall release replaces mailed PDF statements with an online portal where owners can review rental pool results and block their own dates. About 140 condo-hotel customers are eligible.',
    body: `Tidewater Resort Systems has released an owner portal for the condo owner accounting module of Tidewater PMS, its hybrid system for resorts and independent hotels. The portal is included in the fall 2025 release and is available at no extra charge to properties that already license the owner accounting add-on.

About 140 of Tidewater's roughly 650 properties are condo-hotels or resorts with rental pools, in which individual owners place their units with the management company and share in rental revenue. Until now, those properties have generated monthly owner statements as PDF files and sent them by email or post, and owner stays have been requested by phone.

With the portal, owners can:

- View monthly and year-to-date statements, including room revenue, management fees and maintenance charges
- Compare their unit's occupancy and average rate with the pool average
- Block dates for personal use, subject to blackout rules set by the resort
- Download tax documents at year end

"Owner relations is one of the biggest hidden labor costs at a condo-hotel," said Marcus Ellison, vice president of product at Tidewater. "Every statement that raises a question becomes a phone call or an email thread. We wanted owners to be able to answer most of those questions themselves."

Tidewater said 12 properties tested the portal over the summer. At Gulfbreeze Landing, a 260-unit condominium resort in Destin, Florida, calls and emails to the owner relations team fell by about 40 percent during the pilot, according to the resort.

"Our owners are mostly not local, and many of them check the numbers on a Sunday night," said Janelle Porter, director of owner relations at Gulfbreeze Landing. "Now the numbers are there when they look."

Tidewater published a short walkthrough of the portal:

https://www.youtube.com/watch?v=Tw8dR3mPq0s

Gulfbreeze Landing's owner relations team shared the pilot's first weeks on the social web:

https://hospitality.social/@gulfbreeze/113264517804411201

The release also includes updates to resort fee reporting and golf tee time rules.`,
    // What the two links above were found to be when the article was saved: the seed never fetches.
    embeds: [
      {
        kind: 'video',
        url: 'https://www.youtube.com/watch?v=Tw8dR3mPq0s',
        fetchedAt: '2025-10-02T14:15:00.000Z',
        provider: 'YouTube',
        videoId: 'Tw8dR3mPq0s',
        title: 'Tidewater PMS owner portal: a two-minute walkthrough',
        author: 'Tidewater Resort Systems',
      },
      {
        kind: 'post',
        url: 'https://hospitality.social/@gulfbreeze/113264517804411201',
        fetchedAt: '2025-10-02T14:15:00.000Z',
        provider: 'hospitality.social',
        author: '@gulfbreeze@hospitality.social',
        authorUrl: 'https://hospitality.social/users/gulfbreeze',
        text: 'Two weeks into the owner portal pilot: owners check their statements on Sunday nights instead of calling us on Monday mornings. Calls to our team are down by a third so far.',
        published: '2025-09-12T16:40:00.000Z',
      },
    ],
    isFeatured: false,
    publishedAt: '2025-10-02T14:15:00Z',
  },
  {
    pms: 'keystone-front-desk',
    author: 'tomas-vidal',
    category: 'security-and-compliance',
    title: 'Keystone Front Desk update prepares German hotels for mandatory business e-invoicing',
    excerpt:
      'Version 24.2 adds structured electronic invoices for company guests, ahead of the rules that require German businesses to issue them from 2027. Small-amount invoices remain exempt.',
    body: `Keystone Hotel Software GmbH has released version 24.2 of Keystone Front Desk, adding the ability to issue structured electronic invoices to business customers. The Munich-based vendor said the update is meant to give its roughly 2,700 hotels, most of them family-run properties in Germany, Austria and South Tyrol, time to test the new process before it becomes mandatory.

German businesses have had to be able to receive electronic invoices since January 2025. Issuing them becomes compulsory in stages, starting in 2027 for larger companies and in 2028 for all others. For hotels, the rules mainly affect invoices to companies, such as bills for business travelers, seminar groups and tour operators. Invoices up to 250 euros remain exempt as small-amount invoices.

"Most of our hotels will not notice the change at the front desk, and that is the point," said Katrin Vogl, head of development at Keystone. "The receptionist marks the guest as a company, and the system produces the invoice in the right format in the background."

## What the update includes

- Output in the two common German e-invoice formats, selected per company profile
- Validation of required fields, such as the buyer's reference and VAT number, before an invoice is finalized
- Archiving of the structured file alongside the existing PDF, for the record-keeping rules used in tax audits
- Transmission by email or export to the hotel's tax advisor

The update is included in the annual maintenance contract. Keystone said its 35 regional resellers will install it for hotels that do not receive updates automatically, and it expects most customers to be on 24.2 by the end of the first quarter of 2026.

Monika Aurach, who runs the 42-room Hotel Aurach in Landshut with her brother, said about a fifth of the hotel's invoices go to companies. "We were worried we would need a second program for this," she said.`,
    isFeatured: false,
    publishedAt: '2025-10-15T07:45:00Z',
  },
  {
    pms: 'apartio',
    author: 'claire-beaumont',
    category: 'funding-and-deals',
    title: 'Apartio raises €18 million Series B to expand its long-stay platform in Germany and the Nordics',
    excerpt:
      'The Amsterdam-based serviced apartment PMS will use the round to open offices in Berlin and Stockholm and grow headcount from 95 to about 140. Keizersgracht Ventures led the investment.',
    body: `Apartio B.V., the Amsterdam-based developer of a cloud property management system for serviced apartments and aparthotels, has raised 18 million euros in a Series B round led by Keizersgracht Ventures. Existing investor Nordhavn Capital also took part. The company did not disclose its valuation.

Apartio was founded in 2019 and reports about 420 buildings with some 31,000 units on its platform. The Netherlands remains its largest market, followed by Germany, the United Kingdom and the Nordic countries. The company said annual recurring revenue grew by about 70 percent in the 12 months to September.

The new money will fund offices in Berlin and Stockholm and an increase in headcount from 95 to around 140 by the end of 2026. Most new hires will be in implementation, support and product development.

"Germany is the largest serviced apartment market in continental Europe, and it is still under-served by software that understands monthly billing and buildings without a reception," said Sanne de Wit, co-founder and chief executive of Apartio. "We can sell there from Amsterdam, but we cannot support 80 new buildings a year from Amsterdam."

Apartio's product handles short and long stays in the same inventory, with weekly or monthly billing, deposits and recurring charges, and relies on mobile check-in and smart locks for unstaffed buildings. De Wit said part of the round would go toward invoicing features required by German corporate customers and toward Nordic-language versions of the guest app.

Pieter van Loon, partner at Keizersgracht Ventures, said the firm was drawn by the company's retention. "Operators that move to Apartio tend to move their whole portfolio within two years, and very few leave," he said. "That is what you want to see in vertical software."

Van Loon will join Apartio's board.`,
    isFeatured: false,
    publishedAt: '2025-10-29T10:00:00Z',
  },
  {
    pms: 'roomcraft',
    author: 'maya-lindqvist',
    category: 'integrations',
    title: 'Roomcraft and Tavola POS launch two-way integration for boutique hotel restaurants',
    excerpt:
      'Restaurant spend and dietary notes will now flow from Tavola POS back into Roomcraft guest profiles. About 120 hotels already use both systems.',
    body: `Roomcraft Inc. and Tavola POS have launched a two-way integration between their systems, replacing a one-way interface that only posted restaurant and bar charges to guest folios in Roomcraft. The Toronto-based PMS vendor said about 120 of its roughly 780 properties already run Tavola in their outlets.

Under the new integration, item-level restaurant spend, table reservations and dietary notes recorded in Tavola are written to the guest profile in Roomcraft. In the other direction, servers see in-house guests' names, room numbers, preferences and allergies from the PMS when they open a table.

Roomcraft does not offer its own point-of-sale module and relies on partners listed in its marketplace, which now has about 110 integrations.

"Our whole product is built around the guest profile, and for many boutique hotels the restaurant is where they learn most about a guest," said Ryan Desjardins, vice president of product at Roomcraft. "Until now, we only saw the total on the bill. Now we can see that someone orders the same wine every visit, and so can the front desk."

The data also feeds Roomcraft's pre-arrival messaging. Hotels can, for example, offer a table reservation to returning guests who dined at the restaurant on a previous stay.

Marco Bellini, chief executive of Tavola POS, said the integration was built on Roomcraft's open API and took about four months. "The hard part was agreeing which system owns which field, not the code," he said.

Hannah Cho, general manager of the 64-room Hotel Wexley in Toronto, which tested the integration since August, said restaurant covers from in-house guests rose by about 8 percent during the pilot, though she cautioned that the period also included a menu change. "The bigger change is that my servers no longer have to ask a guest about a nut allergy we already know about," she said.

The integration is available to customers on all three Roomcraft tiers.`,
    isFeatured: false,
    publishedAt: '2025-11-12T15:30:00Z',
  },
  {
    pms: 'bunkhouse',
    author: 'daniel-okafor',
    category: 'integrations',
    title: 'Bunkhouse connects to Tripdesk so hostels can sell tours at booking and at the front desk',
    excerpt:
      'The integration brings walking tours, pub crawls and day trips into the Bunkhouse booking engine and POS. Hostels keep a commission on each sale, paid through the guest folio.',
    body: `Bunkhouse Software Pty Ltd has released an integration with Tripdesk, a tours and activities platform, that lets hostels sell local tours through the Bunkhouse booking engine and at the front desk. Sales are posted to the guest's folio, and Tripdesk settles the hostel's commission monthly.

Many hostels already sell walking tours, pub crawls and day trips, but usually from a printed list and a separate cash box or a supplier's own booking page. Bunkhouse said a survey of 300 of its customers found that 71 percent sell activities and fewer than a quarter record those sales in the PMS.

"Tours are one of the few things a hostel can sell that does not need a bed, and a lot of that revenue is invisible," said Josh Tran, head of product at Bunkhouse. "When it runs through the folio, the hostel can see it, report on it and stop chasing cash at the end of a shift."

## How it works

- Hostels choose which Tripdesk activities to offer and set their own markup
- Guests see the activities after choosing a bed in the booking engine, and again in the confirmation email
- Front desk staff sell the same activities from the Bunkhouse POS screen, with live availability
- Cancellations follow the supplier's rules and are reversed on the folio automatically

Bunkhouse does not offer a public API, so integrations are built and maintained by the company itself. Tripdesk becomes the roughly 30th partner on that list.

Mei Fujimoto, partnerships director at Tripdesk, said the company lists about 14,000 activities in 60 countries. "Hostel guests book activities at a much higher rate than hotel guests, but late and often on the day," she said.

Bunkhouse said about 90 hostels tested the integration since September. The feature is available to all customers at no additional charge from Bunkhouse; Tripdesk takes its fee from the supplier's price.`,
    isFeatured: false,
    publishedAt: '2025-11-26T08:00:00Z',
  },
  {
    pms: 'meridian-hotel-cloud',
    author: 'priya-raman',
    category: 'customer-wins',
    title: 'Lantern Bay Hospitality picks Meridian Hotel Cloud for 140 hotels across Southeast Asia',
    excerpt:
      "The Kuala Lumpur-based group will replace on-premise systems at hotels in Malaysia, Indonesia and Vietnam over 14 months. It is one of Meridian's largest single contracts this year.",
    body: `Lantern Bay Hospitality, a hotel group based in Kuala Lumpur, has selected Meridian Hotel Cloud as the property management system for its 140 hotels in Malaysia, Indonesia and Vietnam. The hotels, which operate under three brands from economy to upscale, have about 21,500 rooms.

Lantern Bay currently runs on-premise systems from two vendors, a legacy of the group's acquisition of a Vietnamese hotel company in 2021. Each hotel keeps its own server, and central reporting is built from nightly file exports.

"We have two systems, three brands and 140 versions of the truth," said Ravi Subramaniam, group chief information officer at Lantern Bay. "We want one guest profile, one rate structure per brand and no servers in back offices."

## Five waves over 14 months

The rollout will run in five waves starting in February 2026, beginning with 22 upscale hotels in Malaysia and ending with economy properties in Vietnam. Lantern Bay will use Meridian's central reservation layer, channel manager, booking engine and revenue management, as well as mobile check-in with digital keys at its upscale brand. Guest data for all properties will be hosted in Meridian's Singapore region.

Meridian has said a typical 100-hotel implementation takes nine to 12 months. Subramaniam said the group chose a longer schedule to avoid migrations during Ramadan and the Lunar New Year in its main markets.

Wei Ling Tan, chief executive of Meridian Hospitality Platforms, said the contract was one of the company's largest signed in 2025. "Southeast Asian groups have grown quickly through acquisitions, and many are now where Lantern Bay is, with several systems and no central view," she said.

The companies did not disclose the value of the contract, which runs for five years. Meridian says its system runs in about 2,300 hotels in 31 countries.`,
    isFeatured: false,
    publishedAt: '2025-12-09T09:30:00Z',
  },
  {
    pms: 'tidewater-pms',
    author: 'tomas-vidal',
    category: 'security-and-compliance',
    title: 'Tidewater moves resort POS payments to point-to-point encryption to shrink PCI scope',
    excerpt:
      'Resorts that keep a local server for restaurants and shops will be able to take cards on encrypted Clearline Pay terminals. Tidewater says this cuts the number of compliance controls they must evidence.',
    body: `Tidewater Resort Systems has begun moving the outlet point-of-sale module of Tidewater PMS to point-to-point encrypted card terminals supplied through Clearline Pay. The change affects mainly the larger resorts that still run the POS and activity modules on a local server rather than on Tidewater's hosted service.

With point-to-point encryption, card data is encrypted inside the terminal and decrypted only by the payment processor, so the resort's own network and the POS server never handle readable card numbers. For merchants, that typically means a much shorter self-assessment under the payment card industry's data security standard.

"A resort with six restaurants, a golf shop and a spa can have 40 or 50 card terminals on its network, and today every one of them puts the local server in scope," said Greg Lawton, director of information security at Tidewater. "We would rather take the card data off that network entirely than ask a resort IT team of two people to defend it."

## Rollout

Tidewater said about 310 of its roughly 650 properties use the outlet POS, and around 90 of those run it on a local server. The company plans to:

- Offer the encrypted terminals to all POS customers from February 2026
- Migrate the locally hosted resorts first, by the end of 2026
- Stop certifying older unencrypted terminal models in 2027

Terminal hardware is leased through Clearline Pay. Tidewater said it would not charge for the software change.

Stephanie Broussard, controller at a 420-room golf resort in coastal Georgia that tested the terminals in the fall, said the resort's annual self-assessment shrank considerably. "Last year we answered a few hundred questions and documented firewall rules for the whole property," she said. "This year most of that no longer applies to us."

Tidewater said the hosted edition of its POS was already using tokenized payments.`,
    isFeatured: false,
    publishedAt: '2026-01-13T13:00:00Z',
  },
  {
    pms: 'keystone-front-desk',
    author: 'claire-beaumont',
    category: 'industry-analysis',
    title: 'Analysis: Why family-run hotels in the Alps are slow to leave on-premise software',
    excerpt:
      'Cloud systems dominate new sales elsewhere, but thousands of small hotels in Germany, Austria and South Tyrol still run a server in the back office. Owners and resellers explain why.',
    body: `In most hotel markets, the argument over cloud versus on-premise property management systems is largely settled for new purchases. In the family-run hotels of southern Germany, Austria and South Tyrol, it is not. Keystone Front Desk, an on-premise system sold by Munich-based Keystone Hotel Software, still reports about 2,700 properties, most of them with 15 to 90 rooms and a restaurant.

Conversations with hoteliers, resellers and consultants point to a handful of reasons:

- **Cash register rules.** German and Austrian fiscal requirements for restaurant tills are strict, and owners trust systems that have passed several tax audits.
- **Connectivity.** Hotels in mountain valleys still experience outages, and a local server keeps the front desk and restaurant running.
- **Reseller relationships.** Keystone is installed and supported by 35 regional resellers, often a few hours' drive away, who know the owner personally.
- **Sunk costs.** Perpetual licenses bought a decade ago cost only an annual maintenance fee, which looks cheap next to a monthly subscription.

"When a hotel is in its third generation, the software is often in its second, and nobody wants to be the one who changes it during the season," said Veronika Lechner, managing partner of Alpine Hotel Advisory, a consultancy in Innsbruck. She estimates that about half of the family-run hotels her firm works with still run a local server.

Succession is changing this. Lechner said younger owners who take over tend to ask for access from a phone and for online check-in, which older systems do not provide.

Keystone has announced a browser-based edition but has not released it. Andreas Huber, managing director of Keystone Hotel Software, said the company did not expect a quick migration. "Our customers will move when it is convenient for them, not when it is convenient for us," he said. "Some of them will still run a server in 2035, and we will support it."`,
    isFeatured: false,
    publishedAt: '2026-01-27T08:15:00Z',
  },
  {
    pms: 'apartio',
    author: 'maya-lindqvist',
    category: 'integrations',
    title: 'Apartio links to Longstay Connect to fill serviced apartments with corporate relocation bookings',
    excerpt:
      'Operators can publish availability and monthly rates to the corporate housing marketplace directly from Apartio. Bookings arrive with billing terms already attached.',
    body: `Apartio B.V. has launched an integration with Longstay Connect, a marketplace used by relocation agencies and corporate travel managers to book apartments for stays of one month or more. Apartio customers can now publish availability and monthly rates to the marketplace from the PMS, and bookings are written back with the corporate billing terms attached.

Until now, most Apartio operators have handled corporate housing requests by email. A relocation agent sends a request, the operator checks availability, quotes a monthly rate and then creates the booking and billing schedule by hand.

"Long stays are where our customers make their margin, but they are also where the most manual work sits," said Emma Lindgren, head of partnerships at Apartio. "A 90-day booking with a deposit, monthly invoices to a company and a cleaning every week is a lot of typing if it arrives as an email."

## What the integration covers

- Availability and monthly rates by unit type, with minimum-stay rules
- Instant booking or request-to-book, configurable per building
- Automatic creation of deposits, recurring invoices and housekeeping schedules
- Invoices addressed to the company or relocation agency rather than the guest

Apartio publishes an open API and webhooks, and Longstay Connect built the connector against them. It is the roughly 50th partner listed by Apartio.

Daan Hoekstra, chief operating officer of Longstay Connect, said the marketplace lists about 38,000 units in 14 European countries. "The relocation agencies want a firm answer within an hour," he said. "If the operator's system answers for them, they win the booking."

Apartio said 30 buildings tested the connector in January. At Kanaalhuis Residences, a 180-unit building in Rotterdam, the share of stays longer than 28 nights rose from 34 to 41 percent over the test period, according to the operator. The integration is available to all customers without an added fee.`,
    isFeatured: false,
    publishedAt: '2026-02-10T11:00:00Z',
  },
  {
    pms: 'roomcraft',
    author: 'daniel-okafor',
    category: 'customer-wins',
    title: 'Roomcraft lands its first Irish customer as Liffeyside Hotels moves six boutique properties',
    excerpt:
      'The Dublin group will switch 410 rooms to Roomcraft by early summer, the first Irish contract for the Toronto vendor. Guest messaging and upselling drove the decision.',
    body: `Liffeyside Hotels, a Dublin-based group with six boutique hotels in Dublin, Galway and Kilkenny, has chosen Roomcraft as its property management system. The hotels have 410 rooms in total and range from 38 to 112 rooms.

The contract is Roomcraft's first in Ireland, which the Toronto-based vendor has named as its first target market in Western Europe. Roomcraft reports about 780 properties, mostly in Canada, the United States and the United Kingdom.

Liffeyside currently uses a cloud PMS designed for larger hotels and a separate guest messaging tool. It will move to Roomcraft's Collection tier, which includes multi-property reporting, guest messaging and the pre-arrival upselling engine.

"We are six hotels with six personalities, and our old system made every guest look the same," said Orla Brennan, chief executive of Liffeyside Hotels. "We want the front desk in Galway to know that a guest stayed with us in Dublin last spring and asked for a quiet room."

Roomcraft says hotels using its upselling feature earn upsell revenue averaging about 4 percent of room revenue. Brennan said the group's business case assumed half of that in the first year.

## Local requirements

Roomcraft has added euro billing, Irish VAT rates and support for the local guest registration requirements for the contract. Elena Marchetti, chief executive of Roomcraft, said the company would hire an implementation and support team in Dublin.

"Ireland is close to our home markets in how hotels are run and how guests book, and it gives us a base inside the European Union," Marchetti said. "We would rather do a small number of European hotels well than announce 20 countries."

The first two Dublin hotels will move in April, with the remaining four by the end of June. Financial terms were not disclosed.`,
    isFeatured: false,
    publishedAt: '2026-02-24T14:00:00Z',
  },
  {
    pms: 'bunkhouse',
    author: 'priya-raman',
    category: 'funding-and-deals',
    title: 'Bunkhouse raises A$32 million in its first outside funding to build online check-in and pricing tools',
    excerpt:
      'The Melbourne hostel software company, self-funded since 2015, sold a minority stake to Yarra Point Capital. The money will go to online check-in, dynamic bed pricing and a larger team in Europe.',
    body: `Bunkhouse Software Pty Ltd, the Melbourne-based developer of the Bunkhouse hostel management system, has raised 32 million Australian dollars from growth investor Yarra Point Capital. It is the first outside investment in the company, which was founded in 2015 and has been funded from its own revenue since.

Yarra Point takes a minority stake and one board seat. The founders and employees remain majority owners. The companies did not disclose the valuation.

Bunkhouse reports about 1,900 hostels in 70 countries, with Australia, New Zealand and the United Kingdom its largest markets. The company said revenue grew by 38 percent in the year to June 2025, helped by contracts with hostel groups in Spain, Portugal and Germany.

"For ten years we could grow at the speed our customers paid us, and that was fine," said Sophie Kerrigan, co-founder and chief executive of Bunkhouse. "But our customers now ask for things we cannot build fast enough that way, and competitors from the hotel side are starting to sell into hostels."

## Where the money goes

Kerrigan said the round would fund three areas:

- Online check-in, including bed selection and identity capture, which Bunkhouse does not currently offer
- A pricing tool that recommends rates by bed and dorm type, since the product has no revenue management
- A European support and implementation team, growing from 18 to about 45 people, mainly in London and Lisbon

Bunkhouse does not plan to open a public API in the near term, Kerrigan said, and will continue to build integrations itself.

Tom Ashworth, partner at Yarra Point Capital, said hostels had been overlooked by hospitality software investors. "Hostels are a real category with real operational differences from hotels, and Bunkhouse has been the default choice in its home markets for years," he said. "That is unusual for a company that has never raised money."

The deal is expected to close in April.`,
    isFeatured: true,
    publishedAt: '2026-03-10T22:00:00Z',
  },
  {
    pms: 'meridian-hotel-cloud',
    author: 'tomas-vidal',
    category: 'product-updates',
    title: 'Meridian Hotel Cloud adds multi-hotel group blocks to its central reservation layer',
    excerpt:
      'Chains can now manage one room block across several hotels in a city for conferences and events, with attrition tracking and a single rooming list. The feature syncs with Eventory.',
    body: `Meridian Hospitality Platforms has added multi-property group block management to the central reservation layer of Meridian Hotel Cloud. The feature lets a chain's sales team hold a single block of rooms spread across several of its hotels, for example for a trade fair or a large conference, and manage it as one contract.

Until now, each hotel in Meridian managed its own group blocks. A city-wide block across five hotels meant five blocks, five rooming lists and five pickup reports, usually reconciled in a spreadsheet by a central sales office.

"Event business in cities such as Singapore, Dubai and Frankfurt is booked at the chain level, not at the hotel level," said Arjun Mehta, chief technology officer at Meridian. "Our customers' sales teams were working around the system, and the hotels only saw their share of the block at the last minute."

## Main functions

- One block with room allocations per hotel and per night, editable centrally
- A shared booking link for attendees, who can choose among the participating hotels
- Pickup and attrition tracking against contracted cut-off dates, across all hotels
- Automatic release of unsold rooms to each hotel's inventory at cut-off

Blocks can be created from Eventory, the sales and catering system many Meridian customers use, and changes sync in both directions. Billing can be set to a master account per hotel or per attendee.

Meridian said three chain customers tested the feature with 41 events in the fourth quarter of 2025. One, a 60-hotel group in the Gulf region, reduced the time its central sales office spent reconciling city-wide blocks from about two days per event to under half a day, according to the company.

The feature is available now in all hosting regions. Meridian does not publish prices and said it would be included in existing contracts that license the central reservation layer.`,
    isFeatured: false,
    publishedAt: '2026-03-24T03:00:00Z',
  },
  {
    pms: 'tidewater-pms',
    author: 'claire-beaumont',
    category: 'customer-wins',
    title: 'Coralline Resorts standardizes five Caribbean island properties on Tidewater PMS',
    excerpt:
      "The Barbados-based operator will replace three different systems with Tidewater's hybrid PMS, including activities, spa and condo owner accounting. Four resorts will keep local servers for outages.",
    body: `Coralline Resorts, an operator based in Bridgetown, Barbados, will move its five resorts in Barbados, St. Lucia and the Turks and Caicos Islands to Tidewater PMS. The properties have a combined 1,140 keys, including 380 condominium units that belong to individual owners.

The group currently runs three different property management systems, a result of acquiring two resorts in 2022 and 2024, along with separate software for spa bookings and water sports. Owner statements for the condo units are produced in spreadsheets.

"Every time we bought a resort, we bought its systems too, and we never had the quiet season to fix it," said Andre Clarke, chief operating officer of Coralline Resorts. "We need one guest record, one way of building packages and one owner statement that our accountants trust."

## A hybrid setup

Tidewater is a hybrid system. Coralline will use the hosted service for reservations, front desk and reporting, but four of the five resorts will keep a local server for the outlet POS and activity modules so restaurants and the dive shop can keep trading during internet outages. Clarke said the group had lost connectivity for more than a day at two resorts during the last hurricane season.

Coralline will also use Tidewater's condo owner accounting module and the new owner portal, and connect to Distribo for channel management, since Tidewater does not include its own channel manager.

Marcus Ellison, vice president of product at Tidewater, said the Caribbean was the company's fastest-growing region after Florida. "Island resorts combine everything our system was built for: activities, spa, owners and unreliable infrastructure," he said.

The first resort, in Barbados, is scheduled to go live in June, before the peak of the hurricane season, with the remaining four to follow in November and December. Tidewater reports about 650 properties. Financial terms were not disclosed.`,
    isFeatured: false,
    publishedAt: '2026-04-07T12:30:00Z',
  },
  {
    pms: 'keystone-front-desk',
    author: 'maya-lindqvist',
    category: 'integrations',
    title: 'Keystone Front Desk switches its Distribo channel interface from overnight batches to real-time sync',
    excerpt:
      'Availability and rates will now update within seconds instead of several times a day. Keystone says the change should reduce overbookings at small hotels with few rooms per category.',
    body: `Keystone Hotel Software GmbH has released a new version of its interface to Distribo, the channel manager used by a large share of Keystone Front Desk customers. Availability, rates and restrictions will now be sent to Distribo within seconds of a change in the PMS, and reservations from online channels will be written back immediately.

The previous interface, which dates from 2013, exchanged data in batches, by default four times a day and overnight. Hotels could shorten the interval, but many did not, and bookings made between updates could lead to overbookings.

"A family hotel with 30 rooms may have only two rooms in a category. If the interface is a few hours behind, you are overbooked by lunchtime," said Stefan Brandl, head of the partner network at Keystone. "It was the most common complaint we heard from resellers."

Keystone Front Desk runs on a server at the hotel and does not include its own channel manager or booking engine. The new interface uses a small service on the hotel server that keeps an encrypted connection open to Distribo, so hotels do not need to open inbound ports in their firewall.

## Rollout and cost

Keystone said about 1,100 of its roughly 2,700 properties use Distribo. The new interface requires version 24.2 or later and will be installed by regional resellers during regular maintenance visits through the end of 2026. The interface license price is unchanged.

Lena Hofbauer, product manager for PMS connectivity at Distribo, said the old batch interface was one of the last of its kind on the platform. "Real-time connections to on-premise systems are harder to build and support, but the hotels cannot tell the difference and should not have to," she said.

In a test with 40 hotels in Bavaria and Tyrol since January, overbookings caused by channel delays fell to almost zero, according to Keystone. The company said it planned to move its door lock and telephone interfaces to the same connection service next.`,
    isFeatured: false,
    publishedAt: '2026-04-21T07:30:00Z',
  },
  {
    pms: 'apartio',
    author: 'daniel-okafor',
    category: 'security-and-compliance',
    title: 'Apartio shortens retention of guest ID scans to 30 days after an external privacy audit',
    excerpt:
      'Images of passports and identity cards captured at mobile check-in will be deleted after 30 days, leaving only the verification result. Operators can no longer extend the period themselves.',
    body: `Apartio B.V. will delete images of guests' passports and identity cards 30 days after check-out, down from the current default of 12 months. After that, the system will keep only the result of the identity check, the document type and the last four characters of the document number.

The change follows an external privacy audit the Amsterdam-based company commissioned after its Series B funding round. Apartio's mobile check-in asks guests to photograph an identity document and take a selfie, which are checked by its identity verification partner VeriGuest. Many of Apartio's roughly 420 buildings run without staffed reception, so the check replaces a desk agent looking at a passport.

"The auditors asked a simple question: what do you need the image for after the guest has left?" said Joris Bakker, chief technology officer at Apartio. "For most operators, the honest answer was nothing. We kept it because nobody had decided to delete it."

## What changes

- Document images and selfies are deleted 30 days after check-out, across all customers
- Operators can no longer set longer retention periods in their settings
- Where local law requires registration data, such as guest names, nationality and document numbers, those fields remain in the registration record
- Guests receive a confirmation when their images are deleted

The European Union's data protection rules require that personal data be kept no longer than needed for its purpose. Femke Visser, a privacy lawyer in Utrecht who advises hospitality companies and was not involved in the audit, said long retention of identity document images was common in the short-stay sector. "It is one of the first things I look at, because a leak of passport images is far more harmful than a leak of booking data," she said.

Apartio said the change will take effect on June 1. Existing images older than 30 days will be deleted in the same week.`,
    isFeatured: false,
    publishedAt: '2026-05-05T09:45:00Z',
  },
  {
    pms: 'roomcraft',
    author: 'priya-raman',
    category: 'funding-and-deals',
    title: 'Roomcraft acquires Dutch guest messaging startup Gastlijn to speed its European expansion',
    excerpt:
      'The Toronto PMS vendor buys a 22-person company in Utrecht with about 180 hotel customers in the Netherlands and Belgium. Gastlijn will keep selling its product to hotels on other systems.',
    body: `Roomcraft Inc. has acquired Gastlijn, a guest messaging company based in Utrecht, the Netherlands. Gastlijn's software lets hotels send and answer guest messages over text messaging apps and email from a shared inbox, and is used by about 180 hotels in the Netherlands and Belgium. Terms were not disclosed.

The deal gives Roomcraft a team of 22 people in the Netherlands, which the Toronto-based vendor had named as its second European market after Ireland. Roomcraft reports about 780 properties on its PMS, mostly in Canada, the United States and the United Kingdom, and signed its first Irish customer earlier this year.

"We could have hired a sales team in Amsterdam and waited two years for it to understand the market," said Elena Marchetti, chief executive of Roomcraft. "Gastlijn already has 180 Dutch and Belgian hotels that talk to it every day, and a team that speaks the language of those hotels, literally."

## What happens to the product

Gastlijn will continue to operate under its own name and to sell to hotels using other property management systems, Marchetti said. Its integrations with about a dozen PMSes will be maintained. Roomcraft plans to replace its own guest messaging module, part of its Signature and Collection tiers, with Gastlijn's technology in 2027.

Thijs Janssen, co-founder and chief executive of Gastlijn, will become Roomcraft's general manager for Europe. "Our customers will ask whether we will push them to change PMS," he said. "We will not. But some of them are on systems that are older than our company, and they will have a choice."

Gastlijn was founded in 2020 and raised about 2.5 million euros from Dutch angel investors. Janssen said it had reached break-even in 2025.

The acquisition is Roomcraft's first. The company has not disclosed its own funding since a 2022 round.`,
    isFeatured: true,
    publishedAt: '2026-05-19T13:00:00Z',
  },
  {
    pms: 'bunkhouse',
    author: 'tomas-vidal',
    category: 'product-updates',
    title: 'Bunkhouse launches online check-in with bed selection and ID capture for hostels',
    excerpt:
      'Guests can now choose a specific bed, upload identification and sign house rules before arrival. In a pilot at 60 hostels, average check-in time at the desk fell from about four and a half minutes to under two.',
    body: `Bunkhouse Software Pty Ltd has released online check-in for its hostel management system, the first product funded by the A$32 million the Melbourne company raised in March. Until now, Bunkhouse was one of the few cloud systems in its segment without any form of online check-in.

Guests receive a link two days before arrival. They can confirm their details, photograph a passport or identity card, accept the hostel's house rules and, if the hostel allows it, choose a specific bed in their dorm, such as a lower bunk or a bed near a window, for a small fee.

"Hostel check-in is not like hotel check-in. You have age checks, key deposits, house rules, locker codes and twenty people arriving off the same bus," said Josh Tran, head of product at Bunkhouse. "We did not want a hotel feature with a hostel logo on it."

## Pilot results

Bunkhouse said 60 hostels tested the feature from March to May. According to the company:

- 46 percent of guests completed online check-in before arrival
- Average time at the desk fell from about 4.5 minutes to 1.8 minutes for those guests
- Paid bed selection was offered at 22 hostels and taken by 11 percent of eligible guests

Bed selection uses the bed-level inventory that the rest of the system is built on. Hostels can exclude dorms from selection, for example when they want to keep flexibility for groups.

Ruby Sinclair, general manager of a 240-bed hostel in Edinburgh that took part in the pilot, said the biggest effect was on summer evenings. "We used to have a queue out the door at six. Now half of them just collect a key card," she said.

Online check-in is included in all subscriptions at no extra cost. Bunkhouse said identity images are stored for 30 days after departure unless local law requires otherwise.`,
    isFeatured: false,
    publishedAt: '2026-06-02T23:30:00Z',
  },
  {
    pms: 'meridian-hotel-cloud',
    author: 'claire-beaumont',
    category: 'integrations',
    title: 'Meridian Hotel Cloud adds event streaming export so chains can feed their own data warehouses',
    excerpt:
      'Reservations, folio postings and profile changes are now published as a continuous event stream, replacing nightly file extracts. Two chains are already using it to update dashboards within minutes.',
    body: `Meridian Hospitality Platforms has released a streaming export for Meridian Hotel Cloud that publishes reservation, folio and guest profile changes as a continuous stream of events. Chains can subscribe to the stream and load it into their own data warehouses, instead of relying on nightly file extracts or polling the company's API.

Large Meridian customers have long connected their own warehouses and loyalty systems to the platform. Until now, most did so with files generated after the night audit, which meant central revenue and distribution teams looked at numbers that were up to a day old.

"The night audit is a very old idea of when a hotel's day ends. For a chain across eight time zones, it never ends," said Arjun Mehta, chief technology officer at Meridian. "Our customers told us they were building expensive workarounds to get data sooner, so we built the pipe."

## Details

- Events are published for new, changed and cancelled reservations, folio postings, payments and profile changes
- Each event carries the hotel, brand and hosting region, and guest data stays within the hotel's assigned region
- Customers can replay up to seven days of events after an outage on their side
- Personal data fields can be masked per subscription, for example for analytics teams that do not need guest names

The export sits alongside Meridian's open API, which has more than 400 documented endpoints, and is included in enterprise contracts.

Two chains tested the stream from March. One, a 90-hotel group in Australia and New Zealand, now updates its pickup dashboards every five minutes instead of every morning, said Siobhan Reilly, its head of data. "Our revenue managers used to start the day by asking whether the numbers were right. Now they start by asking what changed," she said.

Meridian said Portfolio Lens, a business intelligence partner, would support the stream by the end of the year.`,
    isFeatured: false,
    publishedAt: '2026-06-16T02:00:00Z',
  },
  {
    pms: 'tidewater-pms',
    author: 'maya-lindqvist',
    category: 'funding-and-deals',
    title: 'Tidewater Resort Systems buys marina software maker Slipway to reach waterfront resorts',
    excerpt:
      "The Charleston vendor adds slip reservations, fuel sales and boat storage to its resort PMS. Slipway's 90 marina customers will continue to be supported on their current product.",
    body: `Tidewater Resort Systems, the Charleston, South Carolina, developer of Tidewater PMS, has acquired Slipway Software, a maker of marina management software based in Annapolis, Maryland. The price was not disclosed. It is Tidewater's first acquisition since its founding in 2005.

Slipway's product handles transient and seasonal slip reservations, boat storage, fuel dock sales and marina billing. It is used by about 90 marinas, roughly a third of which are part of a resort or hotel. All 14 Slipway employees will join Tidewater.

"Our customers kept asking us to connect their marina to the PMS, and the answer was always a custom interface or a spreadsheet," said Caroline Pinckney, chief executive of Tidewater Resort Systems. "A guest who arrives by boat is still a guest, and the resort wants one folio and one profile."

## Integration plan

Tidewater said it would:

- Connect Slipway to Tidewater PMS by early 2027, so slip fees and fuel can post to a guest folio
- Add slips as bookable inventory in Tidewater's booking engine, alongside rooms and activities
- Continue to sell and support Slipway as a standalone product for marinas without a hotel

Tidewater's system already includes activities, spa, golf and condo owner accounting modules, and is used by about 650 properties, most of them on the US East Coast, in Florida and in the Caribbean. Many of those resorts have marinas.

Dennis Harlow, founder of Slipway, said the company had been approached by larger marina software firms. "We chose Tidewater because its customers look like our best customers," he said. "The marinas that struggle most with billing are the ones attached to a resort."

Pinckney said the acquisition was financed from the company's cash and a bank facility and did not involve outside investors. Harlow will lead the marina product at Tidewater.`,
    isFeatured: false,
    publishedAt: '2026-06-30T15:00:00Z',
  },
  {
    pms: 'keystone-front-desk',
    author: 'daniel-okafor',
    category: 'funding-and-deals',
    title: 'Keystone Hotel Software founders sell majority stake to Munich investor Isarwerk Capital',
    excerpt:
      'The two founders keep 30 percent and stay in management, in a deal framed as succession planning. The investor has committed to funding the long-announced browser edition.',
    body: `The founders of Keystone Hotel Software GmbH, the Munich company behind the on-premise hotel system Keystone Front Desk, have sold a 70 percent stake to Isarwerk Capital, a Munich-based investor in small and mid-sized software companies. The founders, Andreas Huber and Gerhard Pichler, keep the remaining 30 percent and stay in their management roles. The price was not disclosed.

Keystone was founded in 1999 and reports about 2,700 hotels, most of them independent and family-run properties in Germany, Austria, Switzerland and South Tyrol. It sells perpetual licenses with annual maintenance contracts, mostly through 35 regional resellers.

"Gerhard and I are both over 60, and our customers have a right to know what happens to their software when we are not here," said Huber, the company's managing director. "We did not want to sell to a competitor that would switch off our product in three years."

## Browser edition and resellers

Isarwerk has committed to funding the completion of a browser-based edition of Keystone Front Desk, which the company announced several years ago but has not released. Julia Reinhardt, partner at Isarwerk Capital, said the investor expected the on-premise product to remain the majority of revenue for several years.

"This is a company with very loyal customers and very predictable maintenance revenue," Reinhardt said. "What it needs is a product its customers' children will want to use when they take over the hotel."

Some resellers have questioned whether the new owner will move to direct sales. Reinhardt said there were no plans to change the reseller model. Stefan Brandl, head of the partner network, said all 35 reseller contracts would continue on current terms.

Keystone employs about 85 people. The transaction is expected to close in August, subject to approval by the competition authorities.`,
    isFeatured: false,
    publishedAt: '2026-07-14T08:00:00Z',
  },
  {
    pms: 'apartio',
    author: 'priya-raman',
    category: 'customer-wins',
    title: 'Apartio signs Fjordhus Living for 2,100 serviced apartments in Norway and Sweden',
    excerpt:
      "The Bergen-based operator will move 17 buildings to Apartio by spring 2027, most of them without a staffed reception. It is Apartio's largest Nordic contract.",
    body: `Fjordhus Living, a serviced apartment operator based in Bergen, Norway, has selected Apartio as the property management system for its 17 buildings in Norway and Sweden. The buildings have about 2,100 units, making the contract the largest Apartio has signed in the Nordic region.

Fjordhus rents apartments for stays from a few nights to a year, with corporate tenants accounting for about 60 percent of its nights. Twelve of its 17 buildings have no staffed reception and are served by a central guest service team in Bergen.

The operator currently uses a hotel PMS for short stays and a separate property management tool for leases longer than three months. Apartio handles both in the same inventory, with weekly or monthly billing, deposits and recurring charges.

"We have been running two systems and moving guests between them when a two-week booking becomes a four-month one," said Ingrid Solberg, chief executive of Fjordhus Living. "It is the most common thing our guests do, and it was the hardest thing for our software."

## Self-service at scale

Guests will check in on their phones using Apartio's mobile check-in, identity verification and digital keys through Keyfree smart locks, which Fjordhus already uses in most of its buildings. Housekeeping will be scheduled by stay length, with weekly cleans for long stays and full turnovers on departure.

Apartio opened an office in Stockholm this year after raising an 18 million euro Series B round in 2025, and released Norwegian and Swedish versions of its guest app in the spring.

"Nordic operators were the first to take reception desks out of their buildings, so they are also the most demanding about what the software does without a person present," said Sanne de Wit, co-founder and chief executive of Apartio.

Migration will begin with three buildings in Oslo in October and finish in spring 2027. Apartio reports about 470 buildings on its platform.`,
    isFeatured: false,
    publishedAt: '2026-07-28T10:30:00Z',
  },
  {
    pms: 'roomcraft',
    author: 'tomas-vidal',
    category: 'security-and-compliance',
    title: 'Roomcraft completes SOC 2 Type II audit and adds single sign-on for hotel groups',
    excerpt:
      'The independent audit covered a six-month period of security controls at the Toronto vendor. Single sign-on and enforced multi-factor login are now available on the Collection tier.',
    body: `Roomcraft Inc. has completed a SOC 2 Type II audit covering its cloud property management system, the Toronto company said. The report, prepared by an independent audit firm, tested Roomcraft's security, availability and confidentiality controls over a six-month period ending in May 2026.

A Type II report examines not only whether controls are designed properly but whether they operated as described over time. Roomcraft said it would share the report with customers and prospects under a non-disclosure agreement.

"Two years ago, a boutique hotel would sign with us after a demo and a reference call. Now even a three-hotel group sends us a security questionnaire with 200 questions," said Gurpreet Sandhu, head of security at Roomcraft. "The audit does not replace those questions, but it answers most of them with evidence instead of our word."

## Login changes

Alongside the audit, Roomcraft has released several account security features:

- Single sign-on through the hotel group's existing identity provider, on the Collection tier
- Multi-factor login enforced by default for all new accounts, on all tiers
- Automatic deactivation of staff accounts not used for 60 days, configurable per property
- A log of logins and permission changes that administrators can export

Sandhu said shared front desk logins remained the most common weakness at small hotels. "If five people use one password on a tablet at reception, you cannot tell who refunded a stay or exported the guest list," he said.

Roomcraft reports about 780 properties and has been expanding in Ireland and the Netherlands, where it acquired the guest messaging company Gastlijn in May. Sandhu said Gastlijn's systems would be brought into the scope of the next audit in 2027.

Abigail Foster, director of operations at a four-hotel group in Vancouver that uses Roomcraft, said the group's insurer had asked for evidence of vendor security at renewal. "Being able to send a report made that a short conversation," she said.`,
    isFeatured: false,
    publishedAt: '2026-08-11T16:00:00Z',
  },
  {
    pms: 'bunkhouse',
    author: 'claire-beaumont',
    category: 'industry-analysis',
    title: 'Analysis: Bed-level pricing is becoming the next battleground for hostel software',
    excerpt:
      'Hostels sell the same room as ten beds, a private room or anything in between, and most pricing tools were built for hotels. Bunkhouse is building its own, and rivals are watching.',
    body: `Revenue management software has spread from chains to small independent hotels over the past decade. Hostels have largely been left out, and the reason is structural: a hostel does not sell rooms, it sells beds, and the same room can be sold as ten beds, a private group room or a mix.

That changes the pricing problem. A 10-bed dorm that is seven beds full on a Saturday can be priced to fill the last three beds, or held back in case a group of ten wants the room privately at a higher total. Most hotel pricing tools see a room type and a rate, and cannot model that choice.

Bunkhouse, the Melbourne-based hostel system used by about 1,900 hostels, has no revenue management module today. After raising A$32 million in March, it said it would build a tool that recommends rates by bed and dorm type. Sophie Kerrigan, the company's chief executive, said a first version would reach customers in 2027.

"Hostel managers already price by instinct at bed level, and they are often very good at it," Kerrigan said. "What they do not have is time to do it for 90 nights ahead across six dorm types every morning."

## What operators want

Hostel operators and consultants interviewed for this article named similar requirements:

- Recommendations per bed type, such as lower bunks, pod beds and female-only dorms
- Rules for when to sell a dorm privately to a group instead of bed by bed
- Awareness of events, school holidays and backpacker seasons, which differ from business travel patterns
- Simple explanations, since many hostels have no revenue manager

Owen Gallagher, a hostel consultant based in Galway who advises groups in the United Kingdom and Ireland, estimated that fewer than one in ten independent hostels use any pricing software. "The ones that do are mostly using hotel tools and overriding half the suggestions," he said. "Whoever gets bed-level pricing right will have a real argument for switching."`,
    isFeatured: false,
    publishedAt: '2026-08-25T21:00:00Z',
  },
  {
    pms: 'meridian-hotel-cloud',
    author: 'maya-lindqvist',
    category: 'industry-analysis',
    title: "Analysis: Meridian's European push tests whether an Asian enterprise PMS can win Western chains",
    excerpt:
      'Three years after opening a Frankfurt hosting region, Meridian Hotel Cloud runs in about 190 European hotels. Customers and consultants describe what has worked and what has not.',
    body: `When Meridian Hospitality Platforms opened a hosting region in Frankfurt in 2023, it set out to do something few Asian hotel software vendors have managed: sell an enterprise PMS to European chains. Three years later, the Singapore company says Meridian Hotel Cloud runs in about 190 hotels in Europe, out of roughly 2,400 worldwide.

That is a small share, but the customer list is instructive. Most of Meridian's European hotels belong to Asian and Middle Eastern groups that already used the system at home and brought it with them when they expanded, or to European groups that operate hotels in the Gulf.

"Our first European customers were our Asian customers," said Wei Ling Tan, chief executive of Meridian. "That was deliberate. We needed references in Europe that we understood completely before we asked a European chain to trust us."

## Where it has worked and where it has not

Consultants who have run chain PMS selections in Europe point to several factors:

- **Multi-brand design.** Meridian was built for groups running several brands and currencies, which matches European operators with franchise and managed portfolios.
- **Local compliance.** Fiscal and registration rules differ by country in Europe, and each new market requires work that Asian markets did not.
- **Partner ecosystem.** European chains rely on local partners for payments, door locks and sales systems, and Meridian's open API has helped, but certified connections are fewer than those of European rivals.
- **Implementation capacity.** Meridian's European team is small, and a 100-hotel rollout typically takes nine to 12 months.

Helena Roth, a hospitality technology consultant in Vienna, said Meridian had reached the shortlist in three of the eight European chain selections she advised on since 2024, and won one. "Nobody disputes the product. The question every board asks is who will be on site in Lyon or Kraków on a Sunday when something breaks," she said.

Tan said Meridian would double its European headcount to about 120 by the end of 2027.`,
    isFeatured: true,
    publishedAt: '2026-09-08T04:00:00Z',
  },
  {
    pms: 'tidewater-pms',
    author: 'daniel-okafor',
    category: 'industry-analysis',
    title: 'Analysis: Hurricane season exposes the trade-offs of hybrid PMS setups at coastal resorts',
    excerpt:
      'Resorts on the Gulf Coast and in the Caribbean are keeping local servers that most hotels have abandoned. Operators say the cost is worth it when the internet goes down for three days.',
    body: `For most hotels, the case for running a property management system entirely in the cloud is straightforward: no server to maintain, automatic updates and access from anywhere. For resorts on the US Gulf Coast and in the Caribbean, this hurricane season has been a reminder of the case against.

Tidewater PMS, developed by Tidewater Resort Systems in Charleston, is one of the few resort systems still sold as a hybrid. Most of its roughly 650 properties use the hosted service, but some larger resorts keep a local server for the outlet POS and activity modules so restaurants, shops and spas can keep trading when connectivity fails.

"After a storm, the resort is often full of utility crews, insurance adjusters and guests who could not leave," said Marcus Ellison, vice president of product at Tidewater. "They all need to eat, and the restaurant needs to charge them to a room. That cannot depend on a fiber line that is under water."

## The costs of keeping a server

Operators and consultants describe a clear set of trade-offs:

- Local servers need backups, patching and physical protection, which small resort IT teams find hard to sustain
- Payment security is harder when card terminals sit on the resort's own network, a reason Tidewater moved its POS to encrypted terminals this year
- Data must be reconciled with the hosted system after an outage, which can take hours after a long disconnection
- Satellite internet backup has become cheaper and is an alternative some resorts now prefer

Carla Montoya, director of IT at a 380-room beach resort on the Florida Panhandle, said the resort lost its primary connection for 52 hours in August. "The front desk ran on a satellite link and was slow, but the restaurant and the spa ran normally on the local server," she said. "If I had to choose only one backup, I would still choose the server."

Ellison said Tidewater had no plans to drop the hybrid option.`,
    isFeatured: false,
    publishedAt: '2026-09-22T13:30:00Z',
  },
  {
    pms: 'keystone-front-desk',
    author: 'priya-raman',
    category: 'product-updates',
    title: 'Keystone releases long-promised browser edition of Front Desk, hosted in German data centers',
    excerpt:
      'The browser-based version runs the same front office and restaurant functions without a server at the hotel. It is sold by monthly subscription, a first for the Munich vendor.',
    body: `Keystone Hotel Software GmbH has released the browser edition of Keystone Front Desk, a hosted version of its hotel software that was first announced several years ago. It is the first product from the Munich company that does not require a server at the hotel, and the first sold by monthly subscription rather than a perpetual license.

The browser edition covers reservations, front desk, guest history, invoicing, housekeeping lists and the restaurant point-of-sale module with table plans. It is hosted in two data centers in Germany. Cash register functions meet German fiscal requirements through a cloud-based technical security device, and data exports for tax audits are unchanged.

"The software had to behave the same, or our hotels would not move," said Katrin Vogl, head of development at Keystone. "A receptionist who has used Keystone for 15 years should find every function where she expects it, just in a browser."

The release follows the sale of a majority stake to Isarwerk Capital in July, which included a commitment to fund the project.

## Pricing and migration

- The subscription is priced per room per month, with the restaurant module as an add-on
- Hotels with a current maintenance contract can migrate without a setup fee until the end of 2027
- The on-premise edition will continue to be developed and supported
- Migration is handled by Keystone's 35 regional resellers, who will also provide first-line support

Some functions are not yet available in the browser edition, including the spa booking module and interfaces to older telephone systems. Keystone said both would follow in 2027.

Thomas Eder, who runs a 28-room hotel with a restaurant near Bad Tölz and has tested the browser edition since June, said the main benefit was access outside the building. "My daughter can check tomorrow's arrivals from her phone, which she could never do before," he said.

Keystone said 60 hotels had signed up before release.`,
    isFeatured: false,
    publishedAt: '2026-10-06T07:00:00Z',
  },
  {
    pms: 'apartio',
    author: 'tomas-vidal',
    category: 'industry-analysis',
    title: 'Analysis: Unstaffed aparthotels are growing, but operators say the front desk has not disappeared',
    excerpt:
      'Mobile check-in and smart locks let serviced apartment buildings run without a reception. Operators using Apartio say the staff have moved rather than vanished.',
    body: `Few hospitality segments have embraced self-service as fully as serviced apartments. Apartio, the Amsterdam-based PMS for serviced apartments and aparthotels, says that 61 percent of the roughly 470 buildings on its platform now have no staffed reception, up from 44 percent two years ago.

Guests in those buildings check in on their phones, verify their identity with a passport photo and a selfie, and open their apartment with a mobile key. The operator's staff are often in another city.

"The reception desk was always the most expensive square meters in the building and the least used after the first day of a long stay," said Sanne de Wit, co-founder and chief executive of Apartio. "For a guest who stays six weeks, the front desk is irrelevant after day one."

## Where the work went

Operators interviewed for this article said the removal of the desk had not removed the work but redistributed it:

- **Central guest service teams** answer messages and calls for several buildings, often in several languages and around the clock
- **Mobile housekeeping and maintenance staff** visit buildings on schedules generated by the PMS
- **Identity and payment exceptions**, such as failed verifications or declined cards, now account for a large share of guest contacts
- **Corporate account managers** handle the companies that book long stays

Ingrid Solberg, chief executive of Fjordhus Living, which runs 12 unstaffed buildings in Norway and Sweden, said her central team of 14 people handles around 2,000 units. "We did not fire receptionists. We hired people who are very good at solving problems remotely," she said.

Not every building suits the model. Operators said aparthotels with many short leisure stays, or buildings in city centers with late-night arrivals, still benefit from a person on site at peak times.

De Wit said Apartio's next priority was tools for the central teams, including a shared inbox for guest messages across buildings.`,
    isFeatured: false,
    publishedAt: '2026-10-20T09:00:00Z',
  },
  {
    pms: 'roomcraft',
    author: 'claire-beaumont',
    category: 'product-updates',
    title: 'Roomcraft adds rate recommendations to its upper tiers but stops short of full revenue management',
    excerpt:
      'A new rate advisor suggests daily prices based on pickup, comparable hotels and local events. Roomcraft says hotels that want automated pricing should still use a partner tool.',
    body: `Roomcraft Inc. has added a rate recommendation feature to the Signature and Collection tiers of its cloud PMS. The Rate Advisor suggests a daily price per room type for the next 180 days, based on the hotel's booking pace, historical occupancy, a set of comparable hotels chosen by the property and a calendar of local events.

Roomcraft has never offered native revenue management, and the company was careful to describe the new feature as something less. Recommendations must be accepted by a person, either one by one or in bulk, and there is no automatic price publishing to channels.

"Most of our hotels do not have a revenue manager. The general manager sets rates on a Monday morning with a spreadsheet and a look at the competition," said Ryan Desjardins, vice president of product at Roomcraft. "We want to make that Monday morning better, not replace it with a system they do not trust."

## What is and is not included

- Daily recommendations per room type, with a short explanation of the main factor behind each one
- Alerts when pickup for a date is well ahead of or behind the same period last year
- A view of how accepted recommendations performed after the stay date
- No automated publishing, forecasting by segment or group displacement analysis

Roomcraft said hotels that want automated pricing should continue to use partner tools in its marketplace, such as Yieldwise. The company said it had discussed the feature with those partners before release.

Roomcraft said 45 hotels tested the advisor over the summer and accepted about 58 percent of recommendations. Sarah Whitcombe, general manager of a 52-room boutique hotel in Halifax, Nova Scotia, said she accepted most weekday suggestions and overrode many weekend ones. "It is right more often than I expected, and when it is wrong I can see why," she said.

The feature is included at no extra cost in the two upper tiers.`,
    isFeatured: false,
    publishedAt: '2026-11-03T14:30:00Z',
  },
]
