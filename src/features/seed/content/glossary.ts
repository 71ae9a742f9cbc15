import type { GlossaryTermSeed } from './types'

export const glossaryTermSeeds: GlossaryTermSeed[] = [
  {
    term: 'Property management system (PMS)',
    slug: 'property-management-system',
    shortDefinition:
      'The core operational software a hotel uses to manage reservations, check-in and check-out, room inventory, guest accounts and billing.',
    body: `A property management system is the system of record for a hotel's day-to-day operations. It holds the room inventory and rates, stores reservations and guest profiles, assigns rooms, handles check-in and check-out, posts charges to guest folios and runs the night audit that closes each business day.

Most other hotel systems connect to the PMS: the channel manager and booking engine send it reservations, the POS posts restaurant charges to rooms, door-lock systems encode keys from it, and accounting systems receive its revenue journals. PMSes are delivered as on-premise software installed at the hotel, as cloud services accessed through a browser, or as hybrid combinations of the two.`,
    relatedTerms: ['night-audit', 'folio', 'two-way-interface', 'channel-manager'],
    relatedPmses: ['harbor-pms', 'quartermaster-hms', 'stayline'],
  },
  {
    term: 'Channel manager',
    slug: 'channel-manager',
    shortDefinition:
      "Software that distributes a hotel's availability, rates and restrictions to online booking channels and delivers the resulting reservations back to the PMS.",
    body: `A channel manager sits between the PMS and the hotel's distribution channels, such as online travel agencies, wholesalers, metasearch sites and, through a switch, the global distribution systems. It sends updates on availability, rates and inventory (often abbreviated ARI) to each connected channel and retrieves new bookings, modifications and cancellations.

Because every channel sells from the same inventory, a reliable channel manager is the main defense against overbooking caused by the same room being sold twice. Some PMSes include a channel manager; others connect to a standalone product through a two-way interface. Mapping room types and rate plans correctly on each channel is the most common source of errors.`,
    relatedTerms: ['online-travel-agency', 'rate-parity', 'overbooking', 'global-distribution-system'],
    relatedPmses: ['harbor-pms', 'casa-suite', 'bunkhouse'],
  },
  {
    term: 'Global distribution system (GDS)',
    slug: 'global-distribution-system',
    shortDefinition:
      'A worldwide computerized reservation network that travel agents and corporate booking tools use to search and book airline seats, hotel rooms and car rentals.',
    body: `Global distribution systems grew out of airline reservation systems in the 1960s and 1970s and remain the main booking channel for travel management companies and corporate travel agents. A handful of operators run the networks globally.

Hotels reach a GDS through their central reservation system or a channel manager, usually via a switch that translates messages between systems. Each hotel is listed with a chain code and property code, and travel agents typically earn a commission on bookings. GDS bookings matter most to hotels with significant corporate business, where negotiated company rates are loaded as private rates visible only to specific agencies or accounts.`,
    relatedTerms: ['central-reservation-system', 'channel-manager', 'online-travel-agency'],
    relatedPmses: ['meridian-hotel-cloud', 'quartermaster-hms'],
  },
  {
    term: 'Central reservation system (CRS)',
    slug: 'central-reservation-system',
    shortDefinition:
      'A system that manages rates, inventory and reservations for one or many hotels centrally and distributes them to booking channels.',
    body: `A central reservation system holds bookable inventory and rates above the property level. Chains use a CRS to control rate plans and brand standards across their hotels, to run a central call center and to connect the brand website, the global distribution systems and online travel agencies through a single point.

The PMS remains the system of record for what happens at the property, such as room assignment, check-in and billing, while the CRS handles distribution. The two exchange reservations, availability and rate updates through a two-way interface. Independent hotels often rely on a channel manager and booking engine instead, although some vendors combine CRS functions into those products.`,
    relatedTerms: ['global-distribution-system', 'channel-manager', 'booking-engine', 'property-management-system'],
    relatedPmses: ['meridian-hotel-cloud', 'quartermaster-hms'],
  },
  {
    term: 'Average daily rate (ADR)',
    slug: 'average-daily-rate',
    shortDefinition:
      'Room revenue divided by the number of rooms sold over a period; the average price paid per occupied room.',
    body: `Average daily rate measures how much a hotel earns, on average, for each room it sells. It is calculated as room revenue divided by rooms sold for the same period. A hotel that earns 24,000 dollars from 160 occupied rooms on a given night has an ADR of 150 dollars.

ADR excludes food and beverage and other revenue, and it is usually reported net of taxes. Hotels differ on whether complimentary and house-use rooms are counted as rooms sold, so comparisons between properties should use a common definition, such as the one in the Uniform System of Accounts for the Lodging Industry. ADR on its own says nothing about how many rooms went unsold, which is why it is read alongside occupancy and RevPAR.`,
    relatedTerms: ['revpar', 'occupancy-rate', 'best-available-rate'],
    relatedPmses: [],
  },
  {
    term: 'RevPAR',
    slug: 'revpar',
    shortDefinition:
      'Revenue per available room: room revenue divided by the number of rooms available, or ADR multiplied by occupancy.',
    body: `RevPAR combines price and occupancy into a single measure of how well a hotel monetizes its room inventory. It is calculated as room revenue divided by available rooms for the period, which gives the same result as multiplying average daily rate by occupancy rate. A hotel with an ADR of 150 dollars and 80 percent occupancy has a RevPAR of 120 dollars.

RevPAR is the most widely used benchmark in the industry because it allows comparison between hotels of different sizes and against a competitive set. It covers room revenue only. Measures such as total revenue per available room and GOPPAR are used when ancillary revenue and costs need to be taken into account.`,
    relatedTerms: ['average-daily-rate', 'occupancy-rate', 'goppar'],
    relatedPmses: [],
  },
  {
    term: 'Occupancy rate',
    slug: 'occupancy-rate',
    shortDefinition: 'The share of available rooms that were sold during a period, expressed as a percentage.',
    body: `Occupancy rate is calculated as rooms sold divided by rooms available, multiplied by 100. A 200-room hotel that sells 150 rooms on a given night runs at 75 percent occupancy for that night.

Definitions vary in the details. Rooms that are out of order are normally removed from the available count, while complimentary and house-use rooms may be included or excluded depending on the reporting standard a hotel follows. Hostels often also report bed occupancy, because a partly filled dorm counts as an occupied room. Occupancy is one of the two components of RevPAR and is the main input for forecasting staffing levels in housekeeping and at the front desk.`,
    relatedTerms: ['revpar', 'average-daily-rate', 'housekeeping-status'],
    relatedPmses: [],
  },
  {
    term: 'Night audit',
    slug: 'night-audit',
    shortDefinition:
      "The daily process that closes a hotel's business day in the PMS, posting room charges and reconciling the day's transactions.",
    body: `The night audit is run once a day, traditionally overnight by a night auditor. It posts room and tax charges to every in-house guest folio, processes no-shows according to the hotel's guarantee policy, checks that payments and charges from connected systems such as the POS have been recorded, and reconciles cashier balances.

When the audit is complete, the PMS rolls the business date forward and produces the daily reports used by management and accounting, including occupancy, ADR, revenue by department and the guest ledger. Many cloud PMSes automate the audit and run it at a set time, leaving staff to review exceptions rather than work through a manual checklist.`,
    relatedTerms: ['folio', 'no-show', 'property-management-system'],
    relatedPmses: ['keystone-front-desk', 'quartermaster-hms'],
  },
  {
    term: 'Folio',
    slug: 'folio',
    shortDefinition: 'The guest account in a PMS that records all charges and payments for a stay.',
    body: `A folio is the running statement of a guest's account. Room and tax charges are posted to it by the night audit, while restaurant, bar, spa, parking and other charges are posted manually or by connected systems. Payments, deposits and adjustments are recorded against the same folio, which is settled at check-out and issued to the guest as the final invoice.

Most PMSes allow several folios per reservation, so that a company can pay for the room while the guest pays for incidentals. Routing rules direct specific charge types to specific folios automatically. Group and event business often uses a master folio that collects charges from many rooms.`,
    relatedTerms: ['night-audit', 'group-block', 'two-way-interface'],
    relatedPmses: ['tidewater-pms'],
  },
  {
    term: 'Rate parity',
    slug: 'rate-parity',
    shortDefinition:
      "The practice of offering the same room at the same price and conditions on every distribution channel, including the hotel's own website.",
    body: `Rate parity means that a given room type, for the same dates and the same conditions, is sold at the same price on online travel agencies, the global distribution systems and the hotel's direct channels. Parity was historically required by clauses in OTA contracts.

Wide parity clauses, which barred hotels from offering lower prices on any other channel, have been removed or prohibited in much of Europe, and several countries have also restricted narrow clauses that apply only to the hotel's own website. The EU Digital Markets Act prohibits parity clauses for platforms designated as gatekeepers. Hotels still monitor parity closely, because price differences across channels affect search rankings and guest trust.`,
    relatedTerms: ['online-travel-agency', 'channel-manager', 'best-available-rate'],
    relatedPmses: [],
  },
  {
    term: 'Online travel agency (OTA)',
    slug: 'online-travel-agency',
    shortDefinition:
      'A website or app that sells hotel rooms and other travel products to consumers, usually in exchange for a commission from the hotel.',
    body: `Online travel agencies list hotels alongside many competitors and sell rooms to travelers, either under an agency model, in which the guest pays the hotel and the hotel pays the OTA a commission, or under a merchant model, in which the OTA collects payment and passes on a net rate. Commissions commonly range from about 15 to 25 percent of the booking value.

Hotels connect to OTAs through a channel manager or a direct connection from the PMS or CRS. OTAs bring reach and marketing that most independent hotels cannot match, but a high share of OTA bookings raises distribution costs. Reducing that share is the main reason hotels invest in booking engines and direct-booking incentives.`,
    relatedTerms: ['channel-manager', 'rate-parity', 'booking-engine'],
    relatedPmses: [],
  },
  {
    term: 'Booking engine',
    slug: 'booking-engine',
    shortDefinition:
      "The software that lets guests check availability and book rooms directly on a hotel's own website.",
    body: `A booking engine is the reservation module behind the "book now" button on a hotel website. It shows live availability and rates, lets guests choose room types and add-ons, takes payment or a card guarantee, and sends the reservation to the PMS or CRS.

Because direct bookings carry no OTA commission, the booking engine is central to a hotel's direct-distribution strategy. Important features include mobile usability, multiple languages and currencies, member or promotional rates, and support for strong customer authentication when cards are charged or stored. Booking engines are included in many cloud PMSes and are also sold as standalone products connected by interface.`,
    relatedTerms: [
      'online-travel-agency',
      'central-reservation-system',
      'upselling',
      'psd2-strong-customer-authentication',
    ],
    relatedPmses: ['harbor-pms', 'roomcraft', 'innkeep-cloud'],
  },
  {
    term: 'PCI DSS',
    slug: 'pci-dss',
    shortDefinition:
      'The Payment Card Industry Data Security Standard, a set of security requirements for any organization that stores, processes or transmits cardholder data.',
    body: `PCI DSS is maintained by the PCI Security Standards Council, which was founded in 2006 by the major payment card brands. It sets requirements for network security, access control, encryption, vulnerability management, logging and security policies. Version 4.0 was published in 2022, and the requirements it introduced as future-dated became mandatory at the end of March 2025.

Hotels fall within scope because they take card guarantees and payments at the front desk, over the phone and online. Compliance is validated annually, through a self-assessment questionnaire for most properties or an on-site assessment for the largest merchants. Tokenization and point-to-point encryption are widely used to shrink the number of hotel systems that handle card data.`,
    relatedTerms: ['tokenization', 'psd2-strong-customer-authentication'],
    relatedPmses: [],
  },
  {
    term: 'Tokenization',
    slug: 'tokenization',
    shortDefinition:
      'Replacing a payment card number with a non-sensitive substitute value, or token, that can be stored and used for later charges.',
    body: `In tokenization, the card number is sent to a payment provider, which stores it in a secure vault and returns a token. The hotel's PMS keeps only the token, which is worthless to an attacker, and uses it to charge deposits, no-show fees or the final bill.

For hotels, tokenization is the main way to reduce PCI DSS scope. If the PMS never stores or displays full card numbers, it and the workstations that run it are largely removed from the most demanding requirements. Tokens are usually tied to one payment provider, so changing providers can require migrating the stored tokens, which is worth checking when a hotel changes its PMS or payment partner.`,
    relatedTerms: ['pci-dss', 'no-show', 'psd2-strong-customer-authentication'],
    relatedPmses: [],
  },
  {
    term: 'Overbooking',
    slug: 'overbooking',
    shortDefinition:
      'Deliberately accepting more reservations than there are rooms available, in anticipation of cancellations and no-shows.',
    body: `Hotels overbook because a predictable share of reservations end in late cancellations or no-shows, and an unsold room cannot be sold again after the night has passed. The overbooking level is usually set by room type and date, based on historical cancellation and no-show rates, and many PMSes and revenue management systems let managers configure it.

If more guests arrive than there are rooms, the hotel must "walk" a guest, typically by paying for a comparable room at a nearby hotel plus transport. Unintended overbooking, caused by delays or mapping errors between the PMS and the channel manager, is a different problem and is treated as a system failure.`,
    relatedTerms: ['no-show', 'channel-manager', 'walk-in'],
    relatedPmses: [],
  },
  {
    term: 'Housekeeping status',
    slug: 'housekeeping-status',
    shortDefinition:
      'The condition of each room as recorded in the PMS, such as vacant clean, vacant dirty, occupied or out of order.',
    body: `Housekeeping status tells the front desk which rooms can be assigned to arriving guests. Common statuses include vacant clean, vacant dirty, occupied clean, occupied dirty and inspected, the last used where a supervisor checks rooms before release.

Two special statuses affect inventory. Out of order rooms need repairs and are removed from sellable inventory for the period. Out of service rooms have a minor issue and stay in inventory but should not be assigned until fixed. Modern systems update statuses from housekeepers' mobile devices or room phones in real time, which shortens the wait between a departure and the room being ready for the next guest.`,
    relatedTerms: ['occupancy-rate', 'property-management-system', 'two-way-interface'],
    relatedPmses: ['harbor-pms', 'stayline'],
  },
  {
    term: 'Group block',
    slug: 'group-block',
    shortDefinition:
      'A set of rooms held for a group, such as a conference or wedding, at a negotiated rate until an agreed cutoff date.',
    body: `A group block reserves rooms for a defined group over specific dates. The contract sets the number of rooms per night, the group rate, the cutoff date after which unclaimed rooms return to general inventory, and any attrition clause that makes the organizer pay for a shortfall below an agreed level.

Rooms taken from the block are called pickup. Attendees may book individually through a dedicated link or code, or the organizer may submit a rooming list. In the PMS, the block reduces available inventory, and charges are often routed to a master folio. Tracking pickup against the block is a routine task for sales and revenue teams.`,
    relatedTerms: ['allotment', 'folio', 'length-of-stay'],
    relatedPmses: ['quartermaster-hms', 'tidewater-pms'],
  },
  {
    term: 'Allotment',
    slug: 'allotment',
    shortDefinition:
      'An allocation of rooms that a hotel contracts to a third party, such as a tour operator or wholesaler, to sell on its own account.',
    body: `Under an allotment contract, a hotel gives a tour operator, wholesaler or travel agency a number of rooms per night for a season at agreed net rates. The partner sells the rooms to its own customers and must release unsold rooms back to the hotel by a release date, often seven to 21 days before arrival.

Allotments differ from group blocks in that the rooms are sold to many unrelated travelers over a long period. Some contracts are guaranteed, meaning the partner pays regardless of use. Allotments are common in resort and leisure markets, and the PMS or CRS has to track contracted, used and released rooms for each partner.`,
    relatedTerms: ['group-block', 'overbooking', 'central-reservation-system'],
    relatedPmses: ['tidewater-pms', 'quartermaster-hms'],
  },
  {
    term: 'No-show',
    slug: 'no-show',
    shortDefinition:
      "A guest with a reservation who neither arrives nor cancels within the hotel's cancellation policy.",
    body: `A no-show leaves a room unsold for at least one night. Hotels protect themselves by guaranteeing reservations with a card or deposit and charging a no-show fee, often the first night, according to the policy accepted at booking.

In the PMS, unarrived reservations are usually marked as no-shows during the night audit, which releases the room inventory for the remaining nights and can trigger the fee. Charging a stored card for a no-show in Europe is normally treated as a merchant-initiated transaction, which is possible without the guest present if the card was authenticated when it was stored. No-show history also feeds the overbooking levels set by revenue managers.`,
    relatedTerms: ['overbooking', 'night-audit', 'psd2-strong-customer-authentication', 'tokenization'],
    relatedPmses: [],
  },
  {
    term: 'Walk-in',
    slug: 'walk-in',
    shortDefinition: 'A guest who arrives at a hotel without a reservation and asks for a room.',
    body: `Walk-ins are booked and checked in at the same time at the front desk. The PMS creates a reservation with the arrival date of the current business day, and the guest is usually asked for payment or a card guarantee up front.

The share of walk-in business varies widely. It is significant at roadside and airport hotels and at hostels, and small at resorts and city hotels with high advance booking. Walk-in rates may be set at or above the best available rate. The term should not be confused with walking a guest, which means relocating a guest with a reservation to another hotel because of overbooking.`,
    relatedTerms: ['overbooking', 'best-available-rate'],
    relatedPmses: ['bunkhouse'],
  },
  {
    term: 'Upselling',
    slug: 'upselling',
    shortDefinition:
      'Offering a guest a higher-priced room category or paid extras in addition to what was originally booked.',
    body: `Hotels upsell at several points: on the booking engine, in pre-arrival emails and messages, during online check-in and at the front desk. Typical offers include room upgrades, early check-in, late check-out, breakfast, parking and spa packages. Selling additional products unrelated to the room is often called cross-selling.

PMSes and guest-messaging tools support upselling by pricing upgrades from available inventory, so that only rooms likely to remain empty are offered, and by posting accepted offers directly to the folio. Hotels usually measure results as upsell revenue per arrival or as a percentage of room revenue.`,
    relatedTerms: ['booking-engine', 'guest-profile', 'folio'],
    relatedPmses: ['roomcraft'],
  },
  {
    term: 'Mobile key',
    slug: 'mobile-key',
    shortDefinition:
      "A digital room key delivered to a guest's smartphone that opens the room door instead of a plastic key card.",
    body: `Mobile keys are issued by the hotel's door-lock system, which receives check-in and room assignment data from the PMS. The guest opens the door with a hotel or brand app over Bluetooth Low Energy, or with a key stored in the phone's digital wallet and read over NFC.

Combined with online check-in, mobile keys allow guests to go straight to their rooms and let operators run buildings without a staffed reception, which is common in serviced apartments. Deploying them usually requires compatible lock hardware or retrofit modules, and a PMS interface that creates, changes and cancels keys when reservations change.`,
    relatedTerms: ['two-way-interface', 'guest-profile', 'open-api'],
    relatedPmses: ['apartio', 'nordlys-pms', 'meridian-hotel-cloud'],
  },
  {
    term: 'Open API',
    slug: 'open-api',
    shortDefinition:
      'A publicly documented application programming interface that third parties can use to connect their software to a system.',
    body: `In hotel technology, an open API means that a PMS vendor publishes documentation for reading and writing data such as reservations, guest profiles, rates and folio charges, and lets partners build integrations without a bespoke development project. Most modern PMS APIs use REST and JSON and offer webhooks that notify partners of events such as check-ins.

Open does not always mean free. Vendors may require partner registration, certification or per-connection fees. The openness of a PMS API strongly affects how quickly a hotel can add new tools and how easily it can later change vendors, which is why buyers increasingly ask for API documentation before signing.`,
    relatedTerms: ['two-way-interface', 'htng', 'property-management-system'],
    relatedPmses: ['stayline', 'meridian-hotel-cloud', 'apartio'],
  },
  {
    term: 'HTNG',
    slug: 'htng',
    shortDefinition:
      'Hospitality Technology Next Generation, an industry association that develops open technical specifications for connecting hotel systems.',
    body: `HTNG was founded in 2002 as Hotel Technology Next Generation and now operates as part of the American Hotel & Lodging Association. Its workgroups bring together hoteliers and technology vendors to define standard message formats for common integrations, such as PMS to central reservation system, PMS to POS, door locks and guest room devices.

Many HTNG specifications build on message schemas from the OpenTravel Alliance. Vendors whose interfaces follow HTNG specifications can connect to each other with less custom development, and some chains require HTNG-based interfaces in their requests for proposals. Newer integrations are increasingly built on vendors' own REST APIs rather than on the older XML messages.`,
    relatedTerms: ['two-way-interface', 'open-api', 'central-reservation-system'],
    relatedPmses: ['quartermaster-hms'],
  },
  {
    term: 'PSD2 strong customer authentication',
    slug: 'psd2-strong-customer-authentication',
    shortDefinition:
      'An EU requirement that electronic payments be authenticated with at least two independent factors, introduced by the revised Payment Services Directive.',
    body: `The revised Payment Services Directive (PSD2) requires strong customer authentication for most electronic payments initiated by the payer in the European Economic Area. The guest must confirm the payment with two of three factor types: something they know, something they have and something they are. For online card payments this is usually done through 3-D Secure 2.

For hotels the rules matter because cards are often stored at booking and charged later. Authenticating the card when it is first stored allows later charges, such as deposits, no-show fees or the final bill, to be processed as merchant-initiated transactions without the guest present. Booking engines, channel managers and PMS payment integrations all need to pass the required authentication data correctly.`,
    relatedTerms: ['pci-dss', 'tokenization', 'no-show', 'booking-engine'],
    relatedPmses: [],
  },
  {
    term: 'Length of stay (LOS)',
    slug: 'length-of-stay',
    shortDefinition:
      'The number of nights a reservation covers; also used for rate and availability restrictions based on stay duration.',
    body: `Length of stay is both a metric and a control. As a metric, average length of stay is total room nights divided by the number of reservations, and it affects cleaning costs, front desk workload and distribution costs per night.

As a control, hotels set minimum length of stay restrictions on busy dates to avoid one-night bookings that leave gaps, and sometimes maximum stays. Restrictions can apply to stays arriving on a date or to any stay that includes a date. Some revenue systems also price by length of stay, offering lower nightly rates for longer stays. Serviced apartments and long-stay hotels often bill stays of 30 nights or more differently from short stays.`,
    relatedTerms: ['best-available-rate', 'group-block', 'average-daily-rate'],
    relatedPmses: ['apartio', 'casa-suite'],
  },
  {
    term: 'Best available rate (BAR)',
    slug: 'best-available-rate',
    shortDefinition:
      'The lowest publicly available, unrestricted rate for a room type on a given night, open to any guest.',
    body: `The best available rate is the hotel's standard public price for a night, usually flexible and without conditions such as prepayment or membership. Revenue managers move BAR up or down by date according to demand, and many hotels publish several BAR levels that the rate moves between.

BAR usually serves as the base rate from which other rates are derived. An advance purchase rate might be set at BAR minus 15 percent, and a breakfast-inclusive package at BAR plus a fixed amount. Deriving rates from BAR means a single change updates the whole rate structure in the PMS, CRS and channel manager.`,
    relatedTerms: ['average-daily-rate', 'rate-parity', 'length-of-stay'],
    relatedPmses: [],
  },
  {
    term: 'GOPPAR',
    slug: 'goppar',
    shortDefinition:
      "Gross operating profit per available room: a hotel's gross operating profit divided by the number of rooms available.",
    body: `GOPPAR measures profitability rather than revenue. It is calculated as gross operating profit, meaning total revenue from all departments minus departmental and undistributed operating expenses, divided by available rooms for the same period.

Unlike RevPAR, GOPPAR reflects food and beverage, spa and other revenue as well as labor, distribution and utility costs. A hotel that raises RevPAR by buying expensive OTA business can see GOPPAR fall. Owners and asset managers therefore give it significant weight, but it requires departmental cost data from the accounting system, so it is reported less often and less quickly than RevPAR.`,
    relatedTerms: ['revpar', 'average-daily-rate', 'occupancy-rate'],
    relatedPmses: [],
  },
  {
    term: 'Guest profile',
    slug: 'guest-profile',
    shortDefinition:
      "The record in a PMS or CRM that stores a guest's identity, contact details, stay history and preferences.",
    body: `A guest profile links all of a person's reservations and holds contact details, addresses, preferences such as room type or pillow choice, loyalty membership, marketing consent and notes from staff. PMSes also keep profiles for companies, travel agents and groups, which are linked to reservations for billing and commission purposes.

Profile quality depends on avoiding duplicates, because the same guest arriving through different channels often creates several records that must be merged. In Europe, profiles are personal data under the GDPR, so hotels need a lawful basis for keeping them, retention rules and a process for handling access and deletion requests.`,
    relatedTerms: ['upselling', 'property-management-system', 'mobile-key'],
    relatedPmses: ['roomcraft', 'meridian-hotel-cloud'],
  },
  {
    term: 'Two-way interface',
    slug: 'two-way-interface',
    shortDefinition:
      'An integration in which data flows in both directions between two systems, such as a PMS and a POS.',
    body: `In a one-way interface, one system only sends data to another. In a two-way interface both systems send and receive. A typical example is the PMS and POS link: the PMS sends the POS the list of in-house guests and their room numbers, and the POS posts restaurant charges back to the correct folio.

Other common two-way interfaces connect the PMS with channel managers, central reservation systems, door locks, call accounting and guest messaging platforms. When evaluating a PMS, hotels should ask which interfaces are two-way, which events trigger updates, and whether updates are sent in real time or in batches, since delays can cause posting errors or overbooking.`,
    relatedTerms: ['open-api', 'htng', 'folio', 'channel-manager'],
    relatedPmses: ['nordlys-pms', 'keystone-front-desk'],
  },
]
