import type { PmsSeed } from './types'

export const pmsSeeds: PmsSeed[] = [
  {
    name: 'Harbor PMS',
    slug: 'harbor-pms',
    vendor: 'Harbor Hospitality Software',
    website: 'https://www.harborpms.example',
    tagline: 'Cloud PMS for independent hotels and small groups, with a built-in channel manager.',
    profile: `## Overview

Harbor PMS is a cloud property management system developed by Harbor Hospitality Software in Lisbon, Portugal. The company was founded in 2014 by two former front-office managers and says its software now runs in about 1,400 properties in 22 countries. Most customers are independent hotels with 20 to 120 rooms and small groups of up to a dozen hotels. Southern Europe is the core market: Portugal, Spain and Italy account for roughly 60 percent of the installed base.

## Product

The core system covers reservations, front desk, folios and invoicing, night audit and housekeeping. A channel manager and a commission-free booking engine are included rather than sold as add-ons. Housekeeping staff work from a mobile app that updates room status as rooms are cleaned and inspected, and guests can complete pre-arrival check-in through a web link sent by email or text message. Certified invoicing modules cover the fiscal rules in Portugal, Spain and Italy.

## Pricing and ecosystem

Harbor charges per room per month, with onboarding and data migration quoted separately. A documented REST API with webhooks supports a partner marketplace of around 90 connected products. Harbor does not build its own revenue management or point-of-sale modules and relies on partners for both, which keeps the core product lean but means larger hotels typically run several connected systems.`,
    deployment: 'cloud',
    segments: ['independent-hotels', 'chains'],
    pricingModel: 'per-room-per-month',
    foundedYear: 2014,
    headquarters: 'Lisbon, Portugal',
    integrations: [
      'Payments: Pagora',
      'Revenue management: Yieldwise',
      'POS: Tavola POS',
      'Door locks: Lockwell',
      'Guest messaging: Chatterbox Guest',
      'Accounting: Ledgerly',
    ],
    capabilities: {
      channelManager: true,
      bookingEngine: true,
      revenueManagement: false,
      pos: false,
      housekeeping: true,
      mobileCheckIn: true,
      openApi: true,
    },
  },
  {
    name: 'Stayline',
    slug: 'stayline',
    vendor: 'Stayline Technologies Inc.',
    website: 'https://www.stayline.example',
    tagline: 'Multi-property cloud PMS for mid-size chains and hotel management companies.',
    profile: `## Overview

Stayline is a cloud property management system from Stayline Technologies Inc., based in Austin, Texas, and founded in 2011. It is aimed at mid-size chains and third-party management companies that run between 10 and 80 hotels, mostly in the select-service and focused-service segments. The company reports about 2,100 properties on the platform, roughly 85 percent of them in the United States and Canada.

## Product

Stayline is built around a single multi-property database, so a management company can view reservations, rates, guest profiles and accounts receivable across its portfolio from one login. A central rate console pushes rate and restriction changes to selected properties at once, and owner reporting packages produce monthly statements for each hotel's ownership group. The system includes a channel manager, a booking engine, housekeeping with mobile task lists and mobile check-in. A revenue management module, added in 2022, recommends daily rates by room type using pickup and competitor data.

## Pricing and ecosystem

Pricing is tiered. The Essentials tier covers core PMS functions; Professional adds the revenue management module and portfolio reporting; Enterprise adds single sign-on, data warehouse exports and a named support manager. Stayline publishes an open REST API and lists around 140 certified partners. It does not offer its own point-of-sale system, and restaurant or bar charges are posted through partner interfaces.`,
    deployment: 'cloud',
    segments: ['chains', 'independent-hotels'],
    pricingModel: 'tiered',
    foundedYear: 2011,
    headquarters: 'Austin, Texas, United States',
    integrations: [
      'Payments: Clearline Pay',
      'POS: Counterpoint F&B',
      'Business intelligence: Portfolio Lens',
      'Accounting: Ledgerly',
      'Door locks: Lockwell',
      'Guest messaging: Chatterbox Guest',
      'Call accounting: generic PBX interface',
    ],
    capabilities: {
      channelManager: true,
      bookingEngine: true,
      revenueManagement: true,
      pos: false,
      housekeeping: true,
      mobileCheckIn: true,
      openApi: true,
    },
  },
  {
    name: 'Innkeep Cloud',
    slug: 'innkeep-cloud',
    vendor: 'Innkeep Labs',
    website: 'https://www.innkeepcloud.example',
    tagline: 'Simple cloud PMS for B&Bs, guesthouses, small hotels and hostels.',
    profile: `## Overview

Innkeep Cloud is a browser-based property management system from Innkeep Labs, founded in Dublin, Ireland, in 2017. It targets the smallest end of the market: bed and breakfasts, guesthouses, inns, small independent hotels and hostels. The company says about 3,800 properties use the system, with an average size of 11 rooms. Ireland and the United Kingdom account for around half of customers, followed by France, New Zealand and Canada.

## Product

The system combines a tape-chart reservation calendar, guest records, invoicing, a basic housekeeping board, a channel manager and a booking engine that can be embedded in an existing website. Setup is designed to be done by the owner without a consultant; the vendor says most properties go live within a week. Reports are limited to the essentials, including occupancy, average daily rate, revenue by source and tax summaries. There is no revenue management module and no point-of-sale system, and card payments run through a single embedded payment partner.

## Pricing and ecosystem

Innkeep Cloud charges a flat subscription per property in three size bands, up to 10 rooms, 11 to 30 rooms and 31 to 60 rooms, with the channel manager and booking engine included. Integrations are limited to a curated list of around 20 partners connected by Innkeep itself; there is no public API, which the company says it will revisit as the customer base grows.`,
    deployment: 'cloud',
    segments: ['independent-hotels', 'hostels'],
    pricingModel: 'per-property-subscription',
    foundedYear: 2017,
    headquarters: 'Dublin, Ireland',
    integrations: [
      'Payments: Pagora',
      'Accounting: Bookwise',
      'Guest reviews: generic review aggregator',
      'Email marketing: Postbox Mail',
      'Smart locks: Keyfree',
    ],
    capabilities: {
      channelManager: true,
      bookingEngine: true,
      revenueManagement: false,
      pos: false,
      housekeeping: true,
      mobileCheckIn: false,
      openApi: false,
    },
  },
  {
    name: 'Quartermaster HMS',
    slug: 'quartermaster-hms',
    vendor: 'Quartermaster Systems AG',
    website: 'https://www.quartermaster-hms.example',
    tagline: 'Full-service hotel management system for large hotels and chains, on premise or hosted.',
    profile: `## Overview

Quartermaster HMS is one of the longest-established hotel systems in Europe. Quartermaster Systems AG was founded in Zurich, Switzerland, in 1994, and its software is used in about 900 properties in 40 countries. The typical customer is a full-service hotel with 250 rooms or more, often with conference space, several restaurants and a spa, and many installations belong to regional and international chains.

## Product

The system covers reservations, front office, groups and allotments, sales and catering, accounts receivable, point of sale, spa and activity booking, and housekeeping with inspection workflows. Revenue management is available as an integrated module with forecasting by market segment. A mobile check-in and digital key service was added in 2021. The breadth of functions reflects three decades of development, and implementations for large hotels typically take four to six months, including interface testing and staff training.

## Deployment and pricing

Quartermaster HMS was built as on-premise software and still runs on servers at many hotels. Since 2019 the company has also offered a hosted edition operated from data centers in Switzerland and Germany, which most new customers choose. Licenses are sold on a perpetual basis with annual maintenance of around 20 percent of the license fee; the hosted edition adds a monthly hosting charge. The company maintains both a SOAP interface and a REST API that follow HTNG specifications, and it certifies about 250 third-party interfaces.`,
    deployment: 'hybrid',
    segments: ['chains', 'independent-hotels'],
    pricingModel: 'perpetual-licence',
    foundedYear: 1994,
    headquarters: 'Zurich, Switzerland',
    integrations: [
      'Central reservation system: generic HTNG CRS interface',
      'Channel manager: Distribo',
      'Door locks: Lockwell',
      'Payments: Clearline Pay',
      'Business intelligence: Portfolio Lens',
      'In-room entertainment: Screenway',
      'Energy management: Thermacore',
      'Call accounting: generic PBX interface',
    ],
    capabilities: {
      channelManager: true,
      bookingEngine: true,
      revenueManagement: true,
      pos: true,
      housekeeping: true,
      mobileCheckIn: true,
      openApi: true,
    },
  },
  {
    name: 'Nordlys PMS',
    slug: 'nordlys-pms',
    vendor: 'Nordlys Software AS',
    website: 'https://www.nordlys-pms.example',
    tagline: 'Hybrid PMS for Nordic hotels, with integrated restaurant POS and local fiscal compliance.',
    profile: `## Overview

Nordlys PMS is developed by Nordlys Software AS, founded in Oslo, Norway, in 2008. It serves independent hotels and regional chains in Norway, Sweden, Denmark, Finland and Iceland, and the company reports about 1,100 properties, from 30-room mountain lodges to 400-room city hotels. Roughly 70 percent of customers are in Norway and Sweden.

## Product

The system combines a cloud PMS with an integrated restaurant and bar point-of-sale module, which matters in a market where many hotels earn a large share of revenue from food and beverage. Fiscal and reporting modules follow the cash register rules in each Nordic country, and invoices can be sent in the electronic formats required by public-sector customers. Housekeeping, a channel manager, a booking engine and mobile check-in with digital keys are included. Nordlys does not have its own revenue management module.

## Deployment and pricing

Nordlys is a hybrid system. The central database runs in the cloud, but properties in remote areas can run a local edge server that keeps the front desk and point of sale working during connectivity outages and synchronizes when the line returns. Pricing is per room per month, with the POS module charged per terminal. A public REST API is documented in English and Norwegian, and about 70 partners are connected.`,
    deployment: 'hybrid',
    segments: ['independent-hotels', 'chains'],
    pricingModel: 'per-room-per-month',
    foundedYear: 2008,
    headquarters: 'Oslo, Norway',
    integrations: [
      'Revenue management: Yieldwise',
      'Payments: Nordpay Terminals',
      'Door locks: Lockwell',
      'Accounting: generic Nordic ledger export',
      'E-invoicing: generic public-sector e-invoice gateway',
      'Guest messaging: Chatterbox Guest',
    ],
    capabilities: {
      channelManager: true,
      bookingEngine: true,
      revenueManagement: false,
      pos: true,
      housekeeping: true,
      mobileCheckIn: true,
      openApi: true,
    },
  },
  {
    name: 'Casa Suite',
    slug: 'casa-suite',
    vendor: 'Casa Suite S.L.',
    website: 'https://www.casasuite.example',
    tagline: 'Cloud platform for vacation rental managers and serviced apartment operators.',
    profile: `## Overview

Casa Suite is a cloud property management platform from Casa Suite S.L., founded in Barcelona, Spain, in 2016. It is built for vacation rental management companies and serviced apartment operators rather than hotels. The company says about 2,600 operators use it to manage some 48,000 units, most of them in Spain, Portugal, France, Italy and Greece. A typical customer manages between 20 and 300 units spread across several buildings or towns.

## Product

The system handles unit-level inventory, distribution to rental platforms and online travel agencies through a built-in channel manager, a direct booking engine and dynamic pricing based on seasonality, local events and booking pace. Operations tools schedule cleaning and maintenance between stays and send tasks to field staff by mobile app. Guests complete online check-in, including identity document capture, and the system files the guest registration reports required by Spanish and Portuguese authorities and calculates local tourist taxes. Owner statements split revenue, commissions and expenses for each unit.

## Pricing and ecosystem

Casa Suite sells three tiers priced by the number of units under management. The entry tier covers channel management and the booking calendar; higher tiers add dynamic pricing, owner accounting and guest identity checks. An open API and webhooks are available on all tiers. There is no point-of-sale module, which is rarely needed in the segment.`,
    deployment: 'cloud',
    segments: ['vacation-rentals', 'serviced-apartments'],
    pricingModel: 'tiered',
    foundedYear: 2016,
    headquarters: 'Barcelona, Spain',
    integrations: [
      'Smart locks: Keyfree',
      'Payments: Pagora',
      'Identity verification: VeriGuest',
      'Damage protection: Staysure Cover',
      'Accounting: Bookwise',
      'Noise monitoring: Quietline sensors',
    ],
    capabilities: {
      channelManager: true,
      bookingEngine: true,
      revenueManagement: true,
      pos: false,
      housekeeping: true,
      mobileCheckIn: true,
      openApi: true,
    },
  },
  {
    name: 'Bunkhouse',
    slug: 'bunkhouse',
    vendor: 'Bunkhouse Software Pty Ltd',
    website: 'https://www.bunkhouse.example',
    tagline: 'Hostel management system with bed-level inventory, front desk and bar POS.',
    profile: `## Overview

Bunkhouse is a cloud property management system for hostels, developed by Bunkhouse Software Pty Ltd in Melbourne, Australia, since 2015. The company reports about 1,900 hostels in 70 countries, ranging from 20-bed backpacker hostels to 600-bed properties in European capitals. Australia, New Zealand and the United Kingdom are its largest markets.

## Product

The system manages inventory at bed level rather than room level, so a 10-bed dorm can be sold as individual beds, as a private group room or as a mix, with rules for female-only dorms, age limits and minimum stays on busy nights. The front desk screen shows a bed map instead of a room tape chart. A point-of-sale module handles bar, breakfast, locker and tour sales and posts them to guest folios, and housekeeping tasks are organized by bed changeover. A channel manager covers the main hostel-specific booking sites as well as general online travel agencies, and a booking engine is included.

## Pricing and ecosystem

Bunkhouse charges a flat monthly subscription per property in size bands based on bed count, with the POS module included. There is no public API; integrations with about 30 partners, including payment, locker and key-card systems, are built and maintained by Bunkhouse. Online check-in and revenue management are not part of the product.`,
    deployment: 'cloud',
    segments: ['hostels'],
    pricingModel: 'per-property-subscription',
    foundedYear: 2015,
    headquarters: 'Melbourne, Australia',
    integrations: [
      'Payments: Pagora',
      'Key cards and lockers: Lockerline',
      'Accounting: Bookwise',
      'Tours and activities: Tripdesk',
      'Guest Wi-Fi: generic captive portal',
    ],
    capabilities: {
      channelManager: true,
      bookingEngine: true,
      revenueManagement: false,
      pos: true,
      housekeeping: true,
      mobileCheckIn: false,
      openApi: false,
    },
  },
  {
    name: 'Meridian Hotel Cloud',
    slug: 'meridian-hotel-cloud',
    vendor: 'Meridian Hospitality Platforms',
    website: 'https://www.meridianhotelcloud.example',
    tagline: 'Enterprise cloud PMS for multi-brand hotel chains across Asia Pacific and the Middle East.',
    profile: `## Overview

Meridian Hotel Cloud is an enterprise property management system from Meridian Hospitality Platforms, founded in Singapore in 2012. It is sold to hotel chains and multi-brand operators, usually with 50 or more properties, and the company says it runs in about 2,300 hotels in 31 countries. Asia Pacific and the Middle East account for most of the installed base, and the company has been expanding in Europe since 2023.

## Product

The platform is designed for multi-brand, multi-currency and multi-language operation. Chains configure brand standards, rate structures and loyalty rules centrally, while each property keeps its own front-office, cashiering and housekeeping workflows. Modules include a central reservation layer, a channel manager, a booking engine, revenue management with forecasts by segment and length of stay, restaurant and outlet POS, and mobile check-in with digital keys. Customers can choose among data hosting regions in Singapore, Frankfurt and Dubai to meet data residency requirements.

## Pricing and implementation

Meridian does not publish prices; contracts are quoted per customer, usually over five years. Implementations run in waves, and the vendor says a typical 100-hotel rollout takes nine to 12 months. An open API with more than 400 documented endpoints supports the partner program, and large customers often connect their own data warehouses and loyalty platforms directly.`,
    deployment: 'cloud',
    segments: ['chains'],
    pricingModel: 'quote',
    foundedYear: 2012,
    headquarters: 'Singapore',
    integrations: [
      'Loyalty: generic chain loyalty interface',
      'Global distribution: generic GDS switch',
      'Payments: Clearline Pay',
      'Door locks: Lockwell',
      'Business intelligence: Portfolio Lens',
      'Sales and catering: Eventory',
      'Guest messaging: Chatterbox Guest',
      'Data warehouse: generic streaming export',
    ],
    capabilities: {
      channelManager: true,
      bookingEngine: true,
      revenueManagement: true,
      pos: true,
      housekeeping: true,
      mobileCheckIn: true,
      openApi: true,
    },
  },
  {
    name: 'Tidewater PMS',
    slug: 'tidewater-pms',
    vendor: 'Tidewater Resort Systems',
    website: 'https://www.tidewaterpms.example',
    tagline: 'Resort PMS with activities, spa, golf and condo owner accounting.',
    profile: `## Overview

Tidewater PMS is developed by Tidewater Resort Systems, founded in Charleston, South Carolina, in 2005. It is built for resorts and independent hotels with complex operations: beach and golf resorts, conference resorts, and condo-hotels in which units belong to individual owners. The company reports about 650 properties, most of them on the US East Coast, in Florida and in the Caribbean.

## Product

Alongside reservations, front desk, folios and housekeeping, Tidewater includes modules for activity and spa scheduling, golf tee times, package building and resort fees. Its condo owner accounting module tracks rental pools, splits revenue between owners and management, and produces owner statements, a function many general-purpose systems lack. An outlet POS handles restaurants, bars and retail shops, and mobile check-in with digital keys was added in 2023. Tidewater has no built-in channel manager and relies on partner connections for online distribution, but it includes a booking engine that can sell rooms and activities together.

## Deployment and pricing

Tidewater is a hybrid system. Most customers use the hosted service, but some larger resorts keep a local server for the POS and activity modules. Pricing is per room per month, with the condo accounting and activity modules priced as add-ons. A REST API is publicly documented and about 60 partners are certified.`,
    deployment: 'hybrid',
    segments: ['independent-hotels'],
    pricingModel: 'per-room-per-month',
    foundedYear: 2005,
    headquarters: 'Charleston, South Carolina, United States',
    integrations: [
      'Channel manager: Distribo',
      'Revenue management: Yieldwise',
      'Payments: Clearline Pay',
      'Door locks: Lockwell',
      'Golf course management: Teesheet Pro',
      'Accounting: Ledgerly',
    ],
    capabilities: {
      channelManager: false,
      bookingEngine: true,
      revenueManagement: false,
      pos: true,
      housekeeping: true,
      mobileCheckIn: true,
      openApi: true,
    },
  },
  {
    name: 'Keystone Front Desk',
    slug: 'keystone-front-desk',
    vendor: 'Keystone Hotel Software GmbH',
    website: 'https://www.keystone-frontdesk.example',
    tagline: 'On-premise front office and restaurant software for family-run hotels in the German-speaking markets.',
    profile: `## Overview

Keystone Front Desk is an on-premise hotel system developed by Keystone Hotel Software GmbH, founded in Munich, Germany, in 1999. Its customers are mostly independent and family-run hotels in Germany, Austria, Switzerland and South Tyrol, typically with 15 to 90 rooms and a restaurant. The company says about 2,700 properties use the software, many of them through a network of 35 regional resellers who install and support it.

## Product

The system runs on Windows servers and workstations at the hotel. It covers reservations, front desk, guest history, invoicing, housekeeping lists, spa and wellness bookings, and a restaurant point-of-sale module with table plans. The cash register functions follow German fiscal requirements, including support for certified technical security devices, and exports meet the record-keeping rules used in tax audits. Registration forms and local tourist tax reports are built in for the main German and Austrian municipalities.

## Pricing and ecosystem

Licenses are sold on a perpetual basis by module and number of workstations, with an annual maintenance contract that covers updates and hotline support. Keystone does not offer its own channel manager or booking engine; both are connected through partner interfaces, as are door locks and telephone systems. There is no public API, and interfaces are developed by Keystone on request. A browser-based edition has been announced but not released.`,
    deployment: 'on-premise',
    segments: ['independent-hotels'],
    pricingModel: 'perpetual-licence',
    foundedYear: 1999,
    headquarters: 'Munich, Germany',
    integrations: [
      'Channel manager: Distribo',
      'Booking engine: Alpenbook',
      'Door locks: Lockwell',
      'Telephone system: generic PBX interface',
      'Payments: Nordpay Terminals',
      'Accounting: generic German tax-advisor export',
    ],
    capabilities: {
      channelManager: false,
      bookingEngine: false,
      revenueManagement: false,
      pos: true,
      housekeeping: true,
      mobileCheckIn: false,
      openApi: false,
    },
  },
  {
    name: 'Apartio',
    slug: 'apartio',
    vendor: 'Apartio B.V.',
    website: 'https://www.apartio.example',
    tagline: 'Cloud PMS for serviced apartment and aparthotel operators, built for long stays and self-service.',
    profile: `## Overview

Apartio is a cloud property management system from Apartio B.V., founded in Amsterdam, the Netherlands, in 2019. It is built for operators of serviced apartments and aparthotels, where guests often stay for weeks or months and the front desk is small or absent. The company reports about 420 buildings with some 31,000 units on the platform, mainly in the Netherlands, Germany, the United Kingdom and the Nordic countries.

## Product

Apartio handles both short stays and long stays in the same inventory. Long-stay bookings can be billed weekly or monthly, with deposits, recurring invoices and separate utility or cleaning charges, and corporate accounts can be invoiced centrally. Guests check in on their phones, verify their identity and receive a mobile key, so many buildings run without a staffed reception. Housekeeping is scheduled by stay length, for example weekly cleans for long stays and full turnovers on departure. A channel manager and booking engine are included.

## Pricing and ecosystem

Apartio charges per unit per month, with no setup fee for operators with more than 100 units. The company publishes an open API and webhooks and lists about 50 partners, including smart lock, payment and corporate housing platforms. There is no point-of-sale or revenue management module; operators usually connect a third-party pricing tool.`,
    deployment: 'cloud',
    segments: ['serviced-apartments'],
    pricingModel: 'per-room-per-month',
    foundedYear: 2019,
    headquarters: 'Amsterdam, Netherlands',
    integrations: [
      'Smart locks: Keyfree',
      'Payments: Pagora',
      'Identity verification: VeriGuest',
      'Revenue management: Yieldwise',
      'Corporate housing marketplace: Longstay Connect',
      'Accounting: Bookwise',
    ],
    capabilities: {
      channelManager: true,
      bookingEngine: true,
      revenueManagement: false,
      pos: false,
      housekeeping: true,
      mobileCheckIn: true,
      openApi: true,
    },
  },
  {
    name: 'Roomcraft',
    slug: 'roomcraft',
    vendor: 'Roomcraft Inc.',
    website: 'https://www.roomcraft.example',
    tagline: 'Guest-centric cloud PMS for boutique hotels and small independent groups.',
    profile: `## Overview

Roomcraft is a cloud property management system from Roomcraft Inc., founded in Toronto, Canada, in 2018. It is aimed at independent boutique hotels and small groups with two to 15 properties, typically with 30 to 150 rooms. The company says about 780 properties use the system, mostly in Canada, the United States and the United Kingdom.

## Product

Roomcraft puts the guest profile at the center of the product. Staff see stay history, preferences, spend and notes on one screen, and the system sends pre-arrival messages that offer room upgrades, early check-in and add-ons such as parking or breakfast. The company says upsell revenue averages about 4 percent of room revenue at hotels that use the feature. Mobile check-in, a booking engine, a channel manager and housekeeping with mobile task lists are included. The interface runs on tablets, so reception staff can check guests in away from a desk.

## Pricing and ecosystem

Roomcraft sells three tiers, Studio, Signature and Collection. The higher tiers add multi-property reporting, guest messaging and the upselling engine. There is no native revenue management or point-of-sale module; Roomcraft instead publishes an open API and a partner marketplace with about 110 integrations. The company has said it intends to expand in Western Europe, starting with Ireland and the Netherlands.`,
    deployment: 'cloud',
    segments: ['independent-hotels', 'chains'],
    pricingModel: 'tiered',
    foundedYear: 2018,
    headquarters: 'Toronto, Canada',
    integrations: [
      'Payments: Clearline Pay',
      'POS: Tavola POS',
      'Revenue management: Yieldwise',
      'Door locks: Keyfree',
      'Guest reviews: generic review aggregator',
      'Email marketing: Postbox Mail',
      'Accounting: Ledgerly',
    ],
    capabilities: {
      channelManager: true,
      bookingEngine: true,
      revenueManagement: false,
      pos: false,
      housekeeping: true,
      mobileCheckIn: true,
      openApi: true,
    },
  },
]
