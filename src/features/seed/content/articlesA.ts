import type { ArticleSeed } from './types'

export const articleSeedsA: ArticleSeed[] = [
  {
    pms: 'nordlys-pms',
    author: 'maya-lindqvist',
    coAuthors: ['claire-beaumont'],
    category: 'integrations',
    title: 'Nordlys PMS and Yieldwise launch two-way revenue integration for Nordic hotels',
    excerpt:
      'Hotels on Nordlys can now publish Yieldwise rate recommendations straight to the PMS and its channel manager. The integration also passes restaurant revenue to the pricing tool.',
    body: `Nordlys Software AS and revenue management vendor Yieldwise have launched a two-way integration that lets hotels on Nordlys PMS accept rate recommendations and push them to the PMS, booking engine and channel manager without re-keying. Until now, the two systems were connected by a one-way nightly export of reservation data, and revenue managers copied recommended rates into Nordlys by hand.

Nordlys, which is used by about 1,100 properties in the Nordic countries, does not build its own revenue management module and relies on partners. Yieldwise is the most widely used of them; the companies say around 160 Nordlys hotels hold a Yieldwise license.

## What changes

- Reservation, cancellation and rate data flow to Yieldwise every 15 minutes rather than once a night.
- Recommended rates can be approved one by one or published automatically within limits set by the hotel.
- Food and beverage revenue from the Nordlys POS module is passed to Yieldwise at guest and group level, so total spend can inform pricing for packages and conference business.

"Our customers make a third of their money in the restaurant, and the pricing tool only saw the room," said Ingrid Haugen, head of partnerships at Nordlys Software. "Sending the POS data across was the part hotels asked for most."

Sverre Dahl, revenue manager for a group of six hotels in western Norway that has tested the integration since May, said the main gain was time. "We used to spend about an hour every morning entering rates for six properties. Now we review the exceptions and approve the rest," he said.

The integration is available at no extra charge from Nordlys, and Yieldwise license fees are unchanged. Hotels that run a local edge server can use it, but rate updates are queued during connectivity outages and sent when the line returns.`,
    isFeatured: false,
    publishedAt: '2025-09-09T08:00:00Z',
  },
  {
    pms: 'stayline',
    author: 'priya-raman',
    category: 'security-and-compliance',
    title: 'Stayline completes PCI DSS 4.0 assessment and removes stored card numbers from its platform',
    excerpt:
      'The Austin vendor says card data for about 2,100 hotels is now held only as tokens by its payment partner. Hotels that take cards by phone must use a new secure entry field.',
    body: `Stayline Technologies has completed an assessment against version 4.0 of the Payment Card Industry Data Security Standard and says its cloud PMS no longer stores full card numbers anywhere on its platform. Card details for the roughly 2,100 hotels on Stayline are now held as tokens by its payment partner Clearline Pay, and the PMS keeps only the token, the last four digits and the expiry date.

The change closes a project the company started in 2023. Before it, card numbers captured at the front desk or received from online travel agencies were encrypted and stored in Stayline's own database, which put the PMS and parts of each hotel's network in scope for PCI audits.

"Encrypted is not the same as absent," said Rebecca Holloway, Stayline's chief information security officer. "The simplest way to protect card data is not to have it. For most of our hotels, the PMS is now out of the card data path entirely."

Under the new setup, cards from online travel agencies are tokenized on receipt by the channel interface, and front desk staff taking bookings by phone enter card numbers in a secure field hosted by Clearline Pay and embedded in the Stayline screen. Stayline says about 9 percent of its hotels still use payment terminals that are not integrated with Clearline; those properties will need to tokenize through their own processor or switch by the end of March 2026.

Marcus Bell, director of information technology at a Texas management company with 27 Stayline hotels, said the change should cut the work of the group's annual self-assessment questionnaire. "Our auditors spent most of their time on how the PMS handled card numbers. That section should now be a paragraph," he said.

Stayline said the assessment was carried out by an independent qualified security assessor and that its attestation of compliance is available to customers on request.`,
    isFeatured: false,
    publishedAt: '2025-09-16T13:30:00Z',
  },
  {
    pms: 'quartermaster-hms',
    author: 'daniel-okafor',
    category: 'customer-wins',
    title: "Kestrel Hotels moves 18 full-service hotels to Quartermaster's hosted edition",
    excerpt:
      'The German and Austrian group will retire its on-premise servers over 14 months. The contract takes Quartermaster past 100 hotels on its hosted edition.',
    body: `Kestrel Hotels, which operates 18 full-service hotels in Germany and Austria, will move all of its properties from on-premise installations of Quartermaster HMS to the hosted edition that Quartermaster Systems AG runs from data centers in Switzerland and Germany. The hotels have a combined 5,900 rooms, and the largest, in Frankfurt, has 540 rooms and 22 meeting rooms.

Kestrel has used Quartermaster since 2006 and is not changing systems. Each hotel currently runs its own server and database, maintained by a small central IT team and local contractors. The migration moves those databases into Quartermaster's hosting, with a single shared guest profile database for the group.

"We are not buying a new PMS, we are getting out of the server business," said Jens Hartmann, chief information officer of Kestrel Hotels. "Three of our hotels are running hardware that is eight years old. Replacing it on site made no sense."

## Timeline and cost

The rollout begins with two Vienna hotels in November and is due to finish in the fourth quarter of 2026. Kestrel keeps its existing perpetual licenses and annual maintenance and will pay a monthly hosting fee per hotel; neither company disclosed the amount. Interfaces to the group's door lock, telephone and energy management systems will be reconnected through on-site gateways.

With the signing, Quartermaster says 104 hotels are now live on or contracted for the hosted edition, which it launched in 2019. That is still a minority of its roughly 900 properties.

"The hosted edition was a slow start, but the conversations have changed since the pandemic," said Lukas Brunner, head of sales for Germany, Austria and Switzerland at Quartermaster Systems. "Most chains now ask about hosting in the first meeting."`,
    isFeatured: false,
    publishedAt: '2025-09-24T07:15:00Z',
  },
  {
    pms: 'innkeep-cloud',
    author: 'claire-beaumont',
    category: 'industry-analysis',
    title: 'Analysis: Small B&Bs lean harder on direct bookings as commission bills climb',
    excerpt:
      'Booking data from Innkeep Cloud shows direct reservations rising at properties with fewer than 10 rooms. Owners say the savings are real, but the extra work is not free.',
    body: `For the owners of small guesthouses, the largest technology-related cost is often not software at all. It is the commission paid to online travel agencies, typically 15 to 18 percent of the room rate, and for a nine-room bed and breakfast it can easily exceed the annual cost of the PMS, channel manager and website combined.

Figures shared with PMS News by Innkeep Labs, whose Innkeep Cloud system is used by about 3,800 small properties, suggest owners are pushing back. Among Innkeep customers with 10 rooms or fewer, the share of room nights booked directly, through the property's own booking engine, by phone or by email, rose from 31 percent in the first half of 2023 to 38 percent in the first half of 2025. At properties with 11 to 30 rooms, it rose more slowly, from 27 to 30 percent.

"The small places have the most to gain and the most loyal repeat guests," said Aoife Nolan, head of product at Innkeep Labs. "A returning guest who booked through an agency last year is the easiest direct booking you will ever get."

## What owners are doing

- Adding a booking engine to their own website and offering a small discount or free breakfast for direct bookings.
- Sending pre-stay and post-stay emails that invite guests to book directly next time.
- Closing agency availability for the last one or two rooms on peak dates.

The gains come with costs. Owners must handle more email and phone inquiries, and payment disputes land on them rather than on the agency. Siobhán Kearney, who runs a seven-room guesthouse in County Clare, said direct bookings now make up nearly half her business. "I save about €6,000 a year in commission," she said. "But I answer a lot more messages at eleven o'clock at night."

The agencies still bring the first booking from most new guests, and few owners expect that to change.`,
    isFeatured: false,
    publishedAt: '2025-10-07T09:00:00Z',
  },
  {
    pms: 'harbor-pms',
    author: 'tomas-vidal',
    category: 'customer-wins',
    title: 'Andalusian group Hoteles Azahar moves nine hotels to Harbor PMS',
    excerpt:
      "The Seville-based operator is replacing an on-premise system across 640 rooms. It is Harbor's largest Spanish contract since the vendor opened a Madrid office this month.",
    body: `Hoteles Azahar, a family-owned group with nine hotels in Seville, Córdoba, Granada and Málaga, has chosen Harbor PMS to replace the on-premise system it has run since 2009. The hotels have 640 rooms in total, ranging from a 28-room townhouse hotel in Córdoba to a 118-room city hotel near Seville's main train station.

The contract is the largest in Spain for Harbor Hospitality Software, the Lisbon-based vendor whose cloud PMS is used in about 1,400 properties. Spain is Harbor's second-largest market, and the company opened a Madrid office with 14 support and onboarding staff earlier this month.

Azahar's current system runs on servers in each hotel and connects to a separate channel manager that the group says fails to sync several times a month. Harbor includes a channel manager and booking engine in its per-room monthly price, along with certified Spanish invoicing.

"Our reservations team spends the first hour of every morning checking that availability is right on the agencies," said Carmen Olmedo, operations director of Hoteles Azahar. "We want that hour back, and we want one system where a booking only exists once."

The group's restaurants use Tavola POS, which will post charges to Harbor through an existing interface, and Lockwell door locks at six hotels will be connected at go-live.

## Rollout

Migration begins with the Córdoba hotel in January, during the low season, followed by the remaining eight properties at two-week intervals. Harbor's Madrid team will run on-site training, and the group expects all hotels to be live before Holy Week at the end of March.

"Spanish hotel groups of this size have been a hard sell for us without local people," said Rui Valente, chief commercial officer of Harbor Hospitality Software. "Azahar is the kind of customer the Madrid office was built for."`,
    isFeatured: false,
    publishedAt: '2025-10-21T10:30:00Z',
  },
  {
    pms: 'stayline',
    author: 'maya-lindqvist',
    category: 'product-updates',
    title: 'Stayline rolls up occupancy and revenue forecasts across hotel portfolios',
    excerpt:
      "Management companies on the Professional tier can now see 90-day forecasts for every hotel they run on one screen. The feature reuses data from Stayline's revenue module.",
    body: `Stayline Technologies has added portfolio forecasting to the Professional tier of its cloud PMS, giving hotel management companies a single view of expected occupancy, average daily rate and room revenue across all the hotels they operate. The forecasts cover the next 90 days and are updated every night.

Stayline's revenue management module, added in 2022, already produced property-level forecasts to drive its rate recommendations. The new feature rolls those forecasts up by portfolio, brand, region or ownership group and compares them with budget and the same period last year. Users can drill down from the portfolio view to a single hotel and a single night.

"A regional director with 14 hotels was opening 14 reports every Monday," said Jordan Whitfield, vice president of product at Stayline. "We already had the forecast for each hotel. The work was making them comparable and putting them on one page."

The feature flags hotels whose forecast falls more than a set percentage below budget, 5 percent by default, and lists the dates driving the gap. Forecasts can be exported to Portfolio Lens, the business intelligence tool many Stayline customers use for owner reporting.

About 2,100 properties use Stayline, and the company says around 60 percent of them are on the Professional or Enterprise tiers, both of which include the new feature at no extra cost. Essentials customers do not get it.

Early users said the forecasts were useful for staffing and owner calls but less reliable at hotels with a lot of group business. "For our select-service hotels the numbers are close," said Denise Carver, vice president of revenue at a Georgia management company with 31 hotels. "For the two with conference space, we still adjust by hand."

Stayline said forecasts that account for group blocks are planned for 2026.`,
    isFeatured: false,
    publishedAt: '2025-11-04T15:00:00Z',
  },
  {
    pms: 'quartermaster-hms',
    author: 'priya-raman',
    category: 'security-and-compliance',
    title: 'Quartermaster patches authentication flaw in legacy SOAP interface and urges on-premise hotels to update',
    excerpt:
      'The flaw could let a device on a hotel network read reservation and guest profile data. Hosted customers were patched automatically; on-premise hotels must install the fix themselves.',
    body: `Quartermaster Systems AG has released a security update for Quartermaster HMS that fixes a flaw in the system's older SOAP interface, which hotels use to connect central reservation systems, telephone systems and other third-party products. The company rated the issue as high severity and has asked hotels running the software on their own servers to install the patch within 30 days.

According to Quartermaster's advisory, the interface did not correctly check session tokens on certain requests, so a device on the same network as the PMS server could retrieve reservation and guest profile data, including names, contact details and stay history, without valid credentials. Payment card data is not stored in the affected tables, the company said. The newer REST API is not affected.

The flaw was reported in October by an external security researcher through Quartermaster's disclosure program. The company said it had found no evidence that it had been exploited.

"The exposure depends on the hotel's network. Where the PMS server sits on a segregated network, the risk is low. Where it shares a flat network with guest Wi-Fi or back-office PCs, it is not," said Daniela Keller, head of product security at Quartermaster Systems. "We would rather hotels treat this as urgent than discover later that their network was flatter than they thought."

## Who needs to act

- Hotels on the hosted edition, about 105 properties, were patched on November 11 and need do nothing.
- On-premise hotels on versions 12 and 13 can install the update through the usual maintenance channel.
- Hotels on version 11 or older, which the company puts at around 80 properties, must first upgrade, since those versions are no longer supported.

Security consultants said the last group was the concern. "Old versions sit in hotels for years because nobody owns the upgrade," said Felix Amsler, a Zurich-based consultant who audits hotel networks. "This is the moment to find out who does."`,
    isFeatured: true,
    publishedAt: '2025-11-18T06:45:00Z',
  },
  {
    pms: 'casa-suite',
    author: 'priya-raman',
    category: 'security-and-compliance',
    title: 'Casa Suite files traveler registration reports automatically as Spanish rules demand more guest data',
    excerpt:
      'Rental managers on Casa Suite can now send guest registration reports to the authorities directly from online check-in. The update targets late and incomplete filings that have led to fines.',
    body: `Casa Suite S.L. has released an update that files traveler registration reports with the Spanish authorities directly from its cloud platform, using the data guests enter during online check-in. Until now, Casa Suite produced a file that operators had to upload themselves, and the company says missed or late uploads were the most common compliance problem among its Spanish customers.

Spain's traveler registration rules, expanded in December 2024, require accommodation providers, including holiday rental managers, to record more details for each guest, such as the payment method and the relationship between adult and minor travelers, and to report them within 24 hours. Operators face fines for missing or incomplete reports.

"A rental manager with 200 apartments in four towns might have 60 arrivals on a Saturday, most of them checking in with a key box at ten at night," said Núria Puig, compliance lead at Casa Suite. "Asking someone to upload a file by hand for each of those was never going to work reliably."

Under the new process, guests complete the required fields and photograph an identity document during online check-in, with verification through VeriGuest on the upper tiers. Casa Suite validates the record, submits it and shows its status on the reservation. Rejected submissions are flagged to staff with the reason given by the authorities.

About 1,200 of Casa Suite's roughly 2,600 operators are in Spain. Automated filing is included in all tiers; identity verification remains limited to the two higher tiers. The company said submitted data is stored in EU data centers and that operators can set how long document images are kept.

Jordi Bosch, who manages 140 apartments in Sitges and Vilanova i la Geltrú and has tested the feature since September, said the change was overdue. "We had two fines last year for reports filed a day late," he said. "That alone pays for the upgrade."`,
    isFeatured: false,
    publishedAt: '2025-12-02T11:00:00Z',
  },
  {
    pms: 'harbor-pms',
    author: 'maya-lindqvist',
    category: 'integrations',
    title: 'Harbor PMS and Yieldwise cut rate update delays to under a minute for independent hotels',
    excerpt:
      'A rebuilt interface replaces hourly rate pushes with event-based updates. Harbor still has no revenue module of its own and leans on partners such as Yieldwise.',
    body: `Harbor Hospitality Software and revenue management vendor Yieldwise have rebuilt the interface between their systems, replacing hourly batch updates with event-based messages. Rates and restrictions approved in Yieldwise now reach Harbor PMS, its booking engine and its built-in channel manager in under a minute, the companies said, and new reservations reach Yieldwise as soon as they are made.

Harbor does not build its own revenue management module and relies on partners from a marketplace of about 90 connected products. Yieldwise is the most used of them, with around 230 of Harbor's roughly 1,400 properties on both systems.

The old interface, launched in 2018, sent data in both directions once an hour. Hotels said that on busy days rates could lag demand, especially when a large group booking or a local event changed the picture in the middle of the afternoon.

"An hour is a long time on a Friday in August in Lisbon," said Marta Figueiredo, head of integrations at Harbor. "The new interface uses the webhooks we already publish in our API, so it was mostly a matter of Yieldwise being ready to consume them."

## What hotels get

- Reservations, modifications and cancellations sent to Yieldwise as they happen.
- Rate and restriction changes applied in Harbor within about 40 seconds on average, according to test data.
- An activity log in Harbor showing which rates were changed by Yieldwise and when.

Existing joint customers will be moved to the new interface in batches through February at no charge.

Matteo Ricci, general manager of a 64-room hotel in Bologna that piloted the interface, said the main change was confidence. "Before, I checked the channel manager after every rate change to be sure it had gone through," he said. "Now I check the log once a day."`,
    isFeatured: false,
    publishedAt: '2025-12-16T09:30:00Z',
  },
  {
    pms: 'innkeep-cloud',
    author: 'daniel-okafor',
    category: 'funding-and-deals',
    title: 'Innkeep Labs raises €9 million Series A to build a public API and expand in France',
    excerpt:
      'The Dublin company, whose PMS serves about 3,800 small properties, has taken its first institutional funding. Halfpenny Capital led the round.',
    body: `Innkeep Labs, the Dublin company behind the Innkeep Cloud property management system, has raised €9 million in a Series A round led by Halfpenny Capital, a Dublin venture fund, with participation from Brightwater Ventures of London. It is the company's first institutional funding; Innkeep was previously financed by its founders and a small group of angel investors.

Innkeep Cloud is used by about 3,800 bed and breakfasts, guesthouses, inns, small hotels and hostels, with an average of 11 rooms. Ireland and the United Kingdom account for about half of customers, followed by France, New Zealand and Canada. The company has 64 employees and says annual recurring revenue passed €7 million in 2025.

Chief executive Ciarán Doyle said the money would pay for three things: a public API, which Innkeep has so far declined to build; a larger support and sales team in France; and integrated payments.

"We kept the product small on purpose, and that is why owners can set it up in a week," Doyle said. "But the number of partners our customers want to connect has outgrown what we can build one by one. An open API is the honest answer."

Innkeep currently connects about 20 partner products itself. The company plans to open an API to selected partners in the second half of 2026. It will also add 15 staff in a new office in Lyon to support French customers, who now number around 500.

Niamh Farrell, partner at Halfpenny Capital, said the fund was attracted by the company's low churn among very small properties, a segment other vendors often treat as unprofitable. "These owners switch rarely, and when they do it is usually because they have sold the business," she said.

Terms, including the valuation, were not disclosed.`,
    isFeatured: false,
    publishedAt: '2026-01-08T08:00:00Z',
  },
  {
    pms: 'nordlys-pms',
    author: 'maya-lindqvist',
    category: 'product-updates',
    title: 'Nordlys PMS keeps lobby kiosks checking guests in during internet outages',
    excerpt:
      'An update to the Nordlys edge server lets self-service kiosks issue keys and take payment offline. Remote mountain hotels asked for it after a string of winter outages.',
    body: `Nordlys Software AS has extended the offline mode of its hybrid PMS to self-service kiosks, so hotels can keep checking guests in and issuing room keys from lobby kiosks when their internet connection fails. Until now, the kiosks stopped working during an outage, while the front desk kept running from the local edge server.

Nordlys runs its central database in the cloud, but properties in remote areas can install an edge server that holds a copy of the hotel's data and keeps the front desk and restaurant point of sale working offline. The company says about 240 of its roughly 1,100 properties use one, most of them mountain and coastal hotels in Norway and Sweden.

With the update, kiosks connected to the edge server can look up reservations, assign rooms, encode Lockwell key cards and take card payments through Nordpay Terminals, which can authorize transactions offline up to a limit set by the hotel. Everything is synchronized when the connection returns.

"Our hotels in the mountains have winter nights with no reception staff after eleven and a storm that takes the fiber down," said Henrik Aas, product director at Nordlys Software. "The kiosk was the one part of check-in that could not survive that."

## Limits

- Online check-in on a guest's phone before arrival still needs a connection to issue mobile keys.
- Offline card payments carry a higher risk of later declines, and hotels set their own ceiling per transaction.
- Walk-in reservations can be made at the kiosk offline only if the hotel enables it.

Kari Lunde, general manager of a 78-room hotel near Geilo, said the property lost its connection for six hours on a Saturday last February. "We had 40 arrivals and one person at the desk," she said. "With the kiosks working, that would have been a normal evening."

The update is free for customers with an edge server.`,
    isFeatured: false,
    publishedAt: '2026-01-20T12:00:00Z',
  },
  {
    pms: 'innkeep-cloud',
    author: 'tomas-vidal',
    category: 'product-updates',
    title: 'Innkeep Cloud adds tourist tax calculation and returns for French guesthouses',
    excerpt:
      "The update calculates the taxe de séjour per guest and night and produces the periodic returns local authorities require. France is one of Innkeep's four largest markets.",
    body: `Innkeep Labs has added tourist tax calculation and reporting for France to Innkeep Cloud, aiming at the hundreds of chambres d'hôtes and small hotels in the country that currently work out the tax in spreadsheets. The update calculates the taxe de séjour for each stay and produces the periodic returns that local authorities require.

French tourist tax rates are set by each municipality or group of municipalities, vary by accommodation type and classification, and apply per person per night, with exemptions that include minors. For unclassified accommodation, the tax is a percentage of the nightly price per person, up to a cap. Owners must collect it from guests and declare it on a schedule set locally.

"An owner near Annecy told us she spent a day every quarter on the tax return for six rooms," said Aoife Nolan, head of product at Innkeep Labs. "The rules are fiddly, but they are rules. Software should do this."

## How it works

- Owners choose their municipality, and Innkeep applies the published rate for their classification.
- The tax is calculated per guest and night, with ages captured at booking so exemptions apply automatically.
- Reports list nights, guests, exemptions and amounts collected, and can be exported as a spreadsheet.

Innkeep says it will maintain the rate table from official publications and update it each January. Owners can override a rate if their authority's figure differs.

The feature is included in all Innkeep subscription bands at no extra charge. About 500 of Innkeep's 3,800 properties are in France, where the company plans to open a support office in Lyon this year.

Élodie Marchand, who runs five guest rooms in a farmhouse in the Dordogne, tested the feature in December. "I still check the figures," she said. "But I check instead of calculate, and that is a big difference."`,
    isFeatured: false,
    publishedAt: '2026-02-03T10:00:00Z',
  },
  {
    pms: 'stayline',
    author: 'daniel-okafor',
    category: 'funding-and-deals',
    title: 'Stayline buys housekeeping labor scheduling startup Shiftwell',
    excerpt:
      'The Austin PMS vendor is paying an undisclosed sum for the Nashville company. Stayline plans to build Shiftwell scheduling into its Professional and Enterprise tiers.',
    body: `Stayline Technologies has acquired Shiftwell, a Nashville-based company that makes labor scheduling software for hotel housekeeping and front desk teams. Terms were not disclosed. It is Stayline's second acquisition, after it bought a small booking engine developer in 2019.

Shiftwell, founded in 2020, has 22 employees and says its software is used in about 430 hotels in the United States, roughly 180 of which already run Stayline. The product builds weekly staff schedules from forecast occupancy, departures and stayovers, and tracks actual hours against a labor standard such as minutes per occupied room.

"Labor is the largest cost line our customers control, and housekeeping is the biggest part of it," said Anita Morales, chief executive of Stayline. "Management companies were exporting our forecasts into another tool every week to build schedules. Putting it in one product is the obvious step."

Shiftwell will continue to sell its product to hotels on other PMSes for at least two years, Stayline said, and its interfaces to three other systems will be maintained. From the third quarter of 2026, Shiftwell scheduling will be included in Stayline's Enterprise tier and offered as an add-on for Professional customers.

Shiftwell co-founder Tyler Reese, a former hotel housekeeping director, will lead a labor management team within Stayline. All Shiftwell employees are joining the company.

Consultants said the deal fits a pattern of PMS vendors adding operational tools. "Mid-size chains want fewer vendors, not more," said Helen Park, a hotel technology consultant based in Dallas. "The question for Stayline is whether it keeps the product good for hotels that are not on its PMS, because that is where Shiftwell's growth came from."

Stayline, founded in 2011, says about 2,100 properties use its PMS, roughly 85 percent of them in the United States and Canada.`,
    isFeatured: false,
    publishedAt: '2026-02-17T14:00:00Z',
  },
  {
    pms: 'harbor-pms',
    author: 'tomas-vidal',
    category: 'product-updates',
    title: 'Harbor PMS redesigns housekeeping app with supervisor inspections and photo reports',
    excerpt:
      'The free update lets supervisors inspect rooms, log defects with photos and send them to maintenance. Harbor says it was the most requested change among hotels with more than 60 rooms.',
    body: `Harbor Hospitality Software has released a redesigned version of the housekeeping app that comes with Harbor PMS, adding room inspections by supervisors and photo reports for maintenance issues. The update is included in the per-room monthly price and replaces the previous app for all customers by the end of April.

The original app, launched in 2017, let room attendants see their assigned rooms and mark them as cleaned, which updated room status at the front desk. It had no separate inspection step, so hotels that inspect rooms before releasing them used paper checklists or a separate tool.

The new version adds an inspected status and a configurable checklist for supervisors. If the hotel chooses, rooms are released to the front desk only after inspection. Attendants and supervisors can photograph a defect, such as a broken lamp or a stained carpet, and send it to a maintenance queue, where it stays attached to the room until it is closed.

"For a 25-room hotel the old app was enough. For a 90-room hotel with two supervisors it was not," said Inês Carvalho, product manager at Harbor. "We heard it in almost every visit to larger customers."

## Other changes

- Attendants can see which guests have asked for no service or a late checkout.
- Supervisors can reassign task lists during a shift.
- The app works in Portuguese, Spanish, Italian, English, French and Ukrainian.

Harbor said the app keeps working offline for short periods and syncs when a connection returns, which matters in older buildings with weak Wi-Fi.

Lorenzo Gatti, general manager of a 96-room hotel in Florence that tested the app, said maintenance requests used to arrive on scraps of paper. "Now they arrive with a photo and a room number, and nobody can say they did not see them," he said.`,
    isFeatured: false,
    publishedAt: '2026-03-10T09:00:00Z',
  },
  {
    pms: 'casa-suite',
    author: 'tomas-vidal',
    category: 'customer-wins',
    title: 'Algarve rental manager Costa Dourada Stays moves 640 units to Casa Suite',
    excerpt:
      'The Portuguese operator will replace separate tools for channel management, cleaning schedules and owner accounting. It plans to be fully live before the summer peak.',
    body: `Costa Dourada Stays, which manages 640 holiday apartments and villas in the Algarve on behalf of about 410 owners, is moving to Casa Suite, the cloud platform for vacation rental managers developed by Casa Suite S.L. in Barcelona. The company is replacing a combination of a channel manager, a cleaning scheduling app and spreadsheets for owner accounting.

The portfolio ranges from studios in Albufeira to five-bedroom villas near Lagos, and around 70 percent of bookings come from rental platforms and online travel agencies. Costa Dourada employs 45 people year-round and about 120 in summer, most of them cleaners and maintenance staff who move between properties.

"In August we do more than 500 changeovers a week. When the cleaning schedule lives in a different system from the bookings, something always falls through," said Rita Gonçalves, managing director of Costa Dourada Stays. "Late checkouts, early arrivals, a booking moved at the last minute. We want one calendar."

Casa Suite's operations tools build cleaning and maintenance tasks from the booking calendar and send them to field staff by mobile app. Costa Dourada is taking the top tier, which includes dynamic pricing, owner statements and identity checks through VeriGuest. Keyfree smart locks are already installed in about a third of its units. The operator will also use Casa Suite to file guest registration reports with the Portuguese authorities, which it now does by hand.

## Rollout

Data migration started in February. Villas go live first, in April, followed by apartments in May. Owners will receive statements from Casa Suite from June.

"Portugal is our second-largest market after Spain, and the Algarve is the densest part of it," said Pau Serra, head of sales for Portugal at Casa Suite, which says it manages about 48,000 units for around 2,600 operators.`,
    isFeatured: false,
    publishedAt: '2026-03-17T10:30:00Z',
  },
  {
    pms: 'quartermaster-hms',
    author: 'claire-beaumont',
    category: 'industry-analysis',
    title: 'Analysis: Why large hotels still buy perpetual PMS licenses a decade into the cloud era',
    excerpt:
      'Quartermaster sells most new contracts as perpetual licenses, even when the software is hosted. Finance directors say the model fits how owners budget, but it carries costs of its own.',
    body: `Cloud software vendors have spent a decade telling hotels that buying a license outright and running software on their own servers is a thing of the past. At the large full-service end of the market, the message has only half landed.

Quartermaster Systems AG, whose Quartermaster HMS runs in about 900 hotels, still sells licenses on a perpetual basis, with annual maintenance of around 20 percent of the license fee. Since 2019 it has offered a hosted edition, and most new customers take it. But they still buy the license and pay for hosting on top. The company told PMS News that 84 percent of contracts signed in 2025 were perpetual licenses, most of them hosted.

## The finance view

The reason, finance directors say, is how hotel owners account for money. A perpetual license can be capitalized and depreciated, which sits differently in budgets and management agreements than an operating expense that grows with every room.

"For a 400-room hotel, a per-room monthly fee looks small, and then you add it up over ten years," said Andreas Vogt, chief financial officer of a Swiss group with seven full-service hotels. "Our owners prefer a capital item they can plan for. That is not nostalgia, it is arithmetic."

The arithmetic has limits. Maintenance fees compound, upgrades can require consultant days, and hotels that skip upgrades to save money end up on unsupported versions. That risk became visible in November, when Quartermaster told hotels on version 11 or older that they had to upgrade before they could install a security fix.

Patrick Moser, chief operating officer of Quartermaster Systems, said the company is not trying to move customers off perpetual licenses. "We offer both because customers want both," he said. "What we push hard is hosting, because that is where the security and upgrade problems get solved."

Cloud-native vendors argue the model will fade as finance teams change. For now, the large hotels that make up Quartermaster's base show little sign of hurrying.`,
    isFeatured: false,
    publishedAt: '2026-03-31T08:00:00Z',
  },
  {
    pms: 'nordlys-pms',
    author: 'priya-raman',
    category: 'security-and-compliance',
    title: 'Nordlys warns hotels after phishing calls impersonating its support desk reach front desk staff',
    excerpt:
      'Fraudsters used look-alike domains and phone calls to get hotel staff to install remote access tools. Nordlys says its systems were not breached, but 11 hotels reported suspicious sessions.',
    body: `Nordlys Software AS has warned customers about a phishing campaign in which emails and phone calls impersonating its support team asked hotel staff to install remote access software. The Oslo company said its own systems were not compromised, but at least 11 of the roughly 1,100 properties that use Nordlys PMS reported that staff had allowed remote sessions before the fraud was spotted.

According to the company, the emails came from domains that differed from its own by one or two characters and referred to a "mandatory security update" for the PMS. Recipients were asked to call a number, where a caller speaking Norwegian or Swedish walked them through installing a common remote desktop tool.

"The attackers wanted a front desk PC where someone was logged in to the PMS," said Mona Berg, head of security at Nordlys Software. "We do not ask hotels to install anything by email, and we never will."

Nordlys said that in the sessions it has reviewed, the attackers viewed reservation screens and tried to change supplier bank details in the accounting export. It said it was not aware of any payment card data being taken, as card details are tokenized by Nordpay Terminals and never displayed in full. Affected hotels have reported the incidents to the police and, where personal data may have been viewed, to their national data protection authorities.

## What Nordlys changed

- Support staff now identify themselves with a code shown in the hotel's own PMS screen.
- Changes to supplier bank details require approval by a second user.
- Administrators can restrict PMS logins to known devices.

Tore Haugland, IT manager for a group of nine hotels in Sweden and Norway, said two of his properties received the calls. "One receptionist hung up because the caller did not know our hotel code," he said. "The other did not. We were lucky it was a Tuesday morning and the manager was sitting next to her."`,
    isFeatured: false,
    publishedAt: '2026-04-14T07:30:00Z',
  },
  {
    pms: 'casa-suite',
    author: 'tomas-vidal',
    category: 'integrations',
    title: 'Casa Suite links Quietline noise sensors to its task board to head off party complaints',
    excerpt:
      'Noise alerts from Quietline now create guest messages and staff tasks inside Casa Suite. Rental managers in cities with strict neighbor rules say response time is what matters.',
    body: `Casa Suite S.L. has integrated its platform with Quietline, a maker of noise-monitoring sensors for rental properties, so that noise alerts appear directly on Casa Suite's operations board and trigger automated messages to guests. Previously, operators received Quietline alerts in a separate app and had to look up the booking and the guest's contact details themselves.

Quietline sensors measure sound levels rather than recording audio, and send an alert when a threshold set by the operator is exceeded for a sustained period. With the integration, each alert is matched to the current reservation in Casa Suite. The platform can send the guest a message in their language and, if the noise continues, create a task for an on-call staff member to visit the property.

"In Barcelona, a noise complaint from a neighbor is not just a bad review. It can put a license at risk," said Marc Soler, head of partnerships at Casa Suite. "The faster someone responds, the less likely the neighbor calls the city."

## Details

- Noise thresholds and quiet hours can be set per unit.
- Each alert and response is logged on the reservation, which operators can use as evidence in disputes with guests or building managers.
- Sensors that estimate occupancy can flag possible overcrowding against the number of guests booked.

The integration is available on Casa Suite's two higher tiers; sensors are sold separately by Quietline. The companies say around 180 Casa Suite operators already use Quietline in about 5,200 units. Sensor data is kept for 90 days.

Beatriz Llorente, operations manager of a company with 95 apartments in Valencia, said her team used to spend the first ten minutes of every alert working out who was staying in the unit. "With the message going out automatically, most groups quiet down before we even pick up the phone," she said.`,
    isFeatured: false,
    publishedAt: '2026-04-28T11:30:00Z',
  },
  {
    pms: 'stayline',
    author: 'maya-lindqvist',
    category: 'customer-wins',
    title: 'Prairie Crest Hospitality picks Stayline to replace four PMSes across 38 Midwest hotels',
    excerpt:
      'The Omaha management company will consolidate systems inherited from past management contracts onto one platform. The rollout is scheduled to run over nine months.',
    body: `Prairie Crest Hospitality, a third-party management company based in Omaha, Nebraska, has chosen Stayline to run 38 hotels in seven Midwestern states. The hotels have about 4,300 rooms and are mostly select-service and extended-stay properties under several franchise brands, plus four independent hotels.

Prairie Crest currently runs four different PMSes, the result of taking over management contracts from other companies over the past decade. Each system reports differently, and the company's regional directors and accounting team reconcile the numbers by hand every month.

"We have four sets of reports, four ways of closing the night audit and four logins for every regional director," said Greg Halvorsen, chief operating officer of Prairie Crest Hospitality. "Our owners want one statement format. We cannot give them that until we have one system."

Stayline's multi-property database lets management companies see reservations, rates and accounts receivable across a portfolio from one login. Prairie Crest has chosen the Professional tier, which includes revenue management and portfolio forecasting, and will use Stayline's owner reporting packages for monthly statements. Franchise hotels will keep connecting to their brands' central reservation systems through existing Stayline interfaces, and restaurants at six properties will post charges through Counterpoint F&B.

## Nine-month rollout

- The four independent hotels move first, in July.
- Branded hotels follow in groups of five or six, starting in September.
- All 38 hotels are scheduled to be live by the end of March 2027.

Jordan Whitfield, vice president of product at Stayline, said brand certification would set the pace. "The independents are straightforward. For the branded hotels, every interface has to be tested with the brand before go-live," he said.

Stayline says about 2,100 properties use its system, mostly in the United States and Canada.`,
    isFeatured: false,
    publishedAt: '2026-05-19T13:00:00Z',
  },
  {
    pms: 'quartermaster-hms',
    author: 'claire-beaumont',
    category: 'product-updates',
    title: 'Quartermaster HMS 2026 release forecasts group pickup for sales and catering teams',
    excerpt:
      "The annual release predicts how much of each room block will actually be used, based on a group's history. It also extends the REST API ahead of the SOAP interface's eventual retirement.",
    body: `Quartermaster Systems AG has released the 2026 version of Quartermaster HMS, its annual update for large full-service hotels. The headline addition is group pickup forecasting, which estimates how many rooms in each group block will actually be booked and when, based on the group's history, the type of event and booking pace to date.

Group business is a large share of revenue for Quartermaster's typical customer, a hotel with 250 rooms or more and conference space. Room blocks are often released late or only partly used, and sales teams and revenue managers negotiate cutoff dates and attrition clauses largely on experience.

"A block of 120 rooms for a medical congress behaves nothing like a block of 120 rooms for a wedding," said Sabine Frei, product director at Quartermaster Systems. "The system has years of data on both. It was time it used them."

The forecast appears in the sales and catering module and in the revenue management module, where it adjusts the number of rooms treated as available for transient sale. Users see an expected final pickup for each block, with a range, and a recommended release date.

## Also in the release

- Sales and catering gets a redesigned function diary and room setup templates.
- The REST API adds endpoints for groups, allotments and accounts receivable, previously available only through the SOAP interface.
- Hosted customers receive the release automatically between June and September; on-premise customers schedule it with their account teams.

Quartermaster said the SOAP interface will be supported until at least 2029, but new partner certifications will use the REST API only.

Christoph Baumann, director of revenue at a 480-room conference hotel in Basel that tested the module, said the first results were encouraging but not decisive. "For repeat groups it is very close. For first-time groups it is a guess with good manners," he said. "We still keep a person on the release decisions."`,
    isFeatured: false,
    publishedAt: '2026-06-09T08:30:00Z',
  },
  {
    pms: 'harbor-pms',
    author: 'daniel-okafor',
    category: 'funding-and-deals',
    title: 'Harbor Hospitality Software raises €24 million Series B to expand in Italy and France',
    excerpt:
      'The Lisbon company, whose cloud PMS runs in about 1,500 properties, will also use the round to build payments into its platform. Atlântico Growth Partners led the investment.',
    body: `Harbor Hospitality Software, the Lisbon company behind Harbor PMS, has raised €24 million in a Series B round led by Atlântico Growth Partners, a growth equity firm with offices in Lisbon and London. Existing investor Tejo Ventures also took part. The company's previous round, a €6 million Series A, closed in 2021.

Harbor PMS is a cloud property management system for independent hotels and small groups. The company says it now runs in about 1,500 properties in 22 countries, up from about 1,400 a year ago. Portugal, Spain and Italy account for roughly 60 percent of the base, and Harbor has 190 employees.

Chief executive Sofia Mendes said the money would go to three areas: sales and support teams in Italy and France, integrated payments, and a multi-property layer for groups of up to a dozen hotels.

"Independent hotels in Italy and France look a lot like our customers in Portugal ten years ago. Many are running older software on a server in the back office," Mendes said. "We opened Madrid last year and Spain has grown faster since. We want to do the same in Milan and Lyon."

On payments, Harbor plans to offer card processing under its own name through a partnership with Pagora, which already processes payments for many Harbor customers. The company said hotels would remain free to use other payment providers through its API.

Ana Pereira, partner at Atlântico Growth Partners, said the firm was drawn by Harbor's customer retention and its marketplace of about 90 connected partners. "Harbor does not try to build everything, and its customers do not seem to mind," she said. "That discipline is rare in this market."

## Market context

The round follows a year of steady investment in European hotel software, as cloud PMS vendors raise growth capital to win hotels still running on-premise systems. Harbor did not disclose its valuation or revenue.`,
    isFeatured: true,
    publishedAt: '2026-06-23T07:00:00Z',
  },
  {
    pms: 'innkeep-cloud',
    author: 'priya-raman',
    category: 'integrations',
    title: 'Innkeep Labs opens its first public API to 40 partners in a closed beta',
    excerpt:
      "The Dublin vendor had long built every integration itself. The beta covers reservations, availability and guest data, and each connection needs the owner's consent.",
    body: `Innkeep Labs has opened a public API for Innkeep Cloud to 40 partner companies in a closed beta, ending its long-standing policy of building every integration itself. The company announced the plan when it raised a €9 million Series A in January.

Until now, Innkeep Cloud has connected to about 20 partner products, including Pagora for payments and Bookwise for accounting, through integrations built and maintained by Innkeep's own engineers. Owners asking for other connections, from guest messaging tools to smart locks, were told to wait.

The beta API is a REST interface with webhooks for new, changed and cancelled reservations. It covers reservations, availability and rates, guest records and invoices. Partners must register, pass a security review and sign a data processing agreement, and each connection has to be authorized by the property owner, who can see and revoke it in Innkeep's settings.

"Most of our owners have no IT person. They will not read API scopes," said Declan Murphy, chief technology officer of Innkeep Labs. "So the consent screen says in plain language what a partner will see and what it can change, and the defaults give partners the least access that works."

## What the beta includes

- Read access to reservations and guest records, and write access to availability and rates only for approved categories such as pricing tools.
- Rate limits scaled to property size.
- Access logs that owners can download.

Innkeep said it expects to open the API to any registered developer in early 2027, after reviewing how partners use the beta. It does not plan to charge partners or owners for API access.

Caroline Dunne, founder of a guest messaging startup in Galway that is part of the beta, said small-property software had been hard to reach. "There are thousands of guesthouses on Innkeep, and until now we could not get to any of them," she said.`,
    isFeatured: false,
    publishedAt: '2026-07-08T10:00:00Z',
  },
  {
    pms: 'casa-suite',
    author: 'claire-beaumont',
    category: 'industry-analysis',
    title: 'Analysis: Licensing crackdowns in Southern Europe are turning rental software into compliance software',
    excerpt:
      'Stricter rules on holiday rentals are changing what operators ask of their platforms. Usage data from Casa Suite shows how far the demand has shifted.',
    body: `For most of the last decade, software for holiday rental managers was sold on distribution: how many channels it connected to, how fast it updated calendars, how well it priced. In Southern Europe the pitch is shifting. The first question operators now ask is whether the software will keep them legal.

The change follows a run of local and national rules. Barcelona has said it will not renew tourist apartment licenses when they expire in 2028, Spain now requires a registration number on short-term rental listings, and several Portuguese and Italian cities have restricted new licenses in central districts. Operators must also file guest registrations and collect tourist taxes.

Casa Suite, the Barcelona platform used by about 2,600 operators managing some 48,000 units, has watched the shift in its own data. The company told PMS News that compliance features, including guest registration filing, tourist tax calculation and license number management, were used by 91 percent of its Spanish operators in the first half of 2026, up from 58 percent two years earlier. Support tickets about compliance now outnumber those about channel connections.

"Two years ago, a new customer asked us about pricing. Now they ask whether we file the police reports and what happens when a license number is rejected," said Laia Roig, chief executive of Casa Suite. "We did not plan to become a compliance company, but that is a large part of what we sell."

## Winners and losers

Consultants say the rules favor larger operators, who can spread the cost of compliance across more units, and vendors with local regulatory teams. "Every city has its own form and its own deadline. A global platform will not build that for Girona," said Javier Mora, a Madrid consultant who advises rental managers.

Smaller operators are consolidating, and several Casa Suite customers have bought portfolios from owners who gave up on the paperwork. Whether enforcement shrinks the market or only reshapes it is unclear. For the software vendors, compliance is no longer a feature. It is the product.`,
    isFeatured: true,
    publishedAt: '2026-07-22T09:00:00Z',
  },
  {
    pms: 'nordlys-pms',
    author: 'daniel-okafor',
    category: 'funding-and-deals',
    title: 'Nordlys Software acquires Finnish hotel POS maker Kelo Systems to enter Finland',
    excerpt:
      'The Oslo PMS vendor is buying a Tampere company whose point-of-sale software runs in about 160 Finnish hotels. Finland is the smallest of its Nordic markets.',
    body: `Nordlys Software AS has agreed to acquire Kelo Systems Oy, a Tampere-based company that makes point-of-sale and small-hotel software for the Finnish market. The price was not disclosed. The deal is expected to close in September.

Kelo, founded in 2004, has 35 employees and says its software is used in about 160 hotels and 400 standalone restaurants in Finland. Most of its hotel customers run Kelo's POS alongside a PMS from another vendor; about 40 use Kelo's own basic hotel module.

Nordlys is used by about 1,100 properties, roughly 70 percent of them in Norway and Sweden. Finland is its smallest Nordic market, with fewer than 60 properties. The company's pitch rests on an integrated PMS and restaurant POS with local fiscal and reporting modules, and it has found Finland hard to win without a local team.

"In Finland we were selling a Norwegian product with a Finnish translation," said Eirik Nygaard, chief executive of Nordlys Software. "Kelo gives us people in Tampere and Helsinki who know the hotels, know the accountants and know the rules."

Nordlys plans to keep Kelo's POS on sale and supported for at least three years and to offer Kelo's hotel customers a migration path to Nordlys PMS. Kelo's standalone restaurant business will continue under its own name.

Kelo's founder and chief executive, Jari Koskinen, will become managing director of Nordlys Finland. "Our customers kept asking for a real PMS, and building one ourselves was not realistic," he said.

The acquisition is Nordlys's first. The company is owned by its founders and employees and says it is paying for the deal from cash.

Anders Lie, a hotel technology analyst in Oslo, said integration would be the test. "Two POS products in one company is manageable for a while. Within five years, customers will want to know which one is the future," he said.`,
    isFeatured: false,
    publishedAt: '2026-08-05T08:00:00Z',
  },
  {
    pms: 'stayline',
    author: 'claire-beaumont',
    category: 'industry-analysis',
    title: 'Analysis: Management companies want owner reporting, not more dashboards, from their PMS',
    excerpt:
      "Hotel management firms running dozens of properties say owner statements drive their software choices. Stayline's customer base shows how that demand is reshaping product roadmaps.",
    body: `Ask a hotel management company what it wants from a property management system and the answer is rarely a new front desk feature. It is a month-end close that does not take a week, and a statement for each hotel owner that nobody has to build in a spreadsheet.

Third-party management companies in the United States now operate a large share of select-service and focused-service hotels, often for dozens of different ownership groups. Each owner expects monthly reporting in its own format, and many management agreements tie incentive fees to results that owners want to verify line by line.

Stayline, whose cloud PMS is used in about 2,100 properties, has built much of its recent roadmap around that demand. Owner reporting packages produce statements per ownership group, portfolio forecasting was added to the Professional tier last year, and the Shiftwell acquisition in February brought labor data into the same system. The company says 64 percent of its properties are now run by management companies rather than owner-operators, up from 51 percent in 2021.

"Our buyers are not general managers any more. They are chief financial officers and asset managers," said Anita Morales, chief executive of Stayline. "They want fewer systems and fewer reconciliations."

## The reconciliation problem

Finance leaders say the gap lies between the PMS and the general ledger. "The PMS knows revenue to the penny. The accounting system knows it a week later, after somebody has mapped 400 transaction codes," said Linda Osei, chief financial officer of a Florida management company with 23 hotels. Her team spends about four days a month reconciling the two.

Vendors are responding with standard exports to accounting tools such as Ledgerly and APIs that push postings daily. But management companies say the bigger obstacle is inconsistent setup across hotels, especially those taken over from other operators.

"A single platform helps only if every hotel uses the same chart of accounts," said Helen Park, a Dallas-based hotel technology consultant. "Most companies discover during the migration that they never had one."`,
    isFeatured: false,
    publishedAt: '2026-08-19T14:30:00Z',
  },
  {
    pms: 'harbor-pms',
    author: 'priya-raman',
    category: 'security-and-compliance',
    title: 'Harbor PMS makes two-factor sign-in mandatory after a surge in credential-stuffing attempts',
    excerpt:
      'All Harbor users must enable a second factor by November 3. The vendor says attackers tried reused passwords against hotel accounts more than 20,000 times a day in July.',
    body: `Harbor Hospitality Software will require two-factor authentication for every user of Harbor PMS from November 3, after what it described as a sharp increase in automated attempts to log in to hotel accounts with stolen passwords. Two-factor sign-in has been optional since 2021, and the company says only 38 percent of users had turned it on.

According to Harbor, attempts to log in with passwords leaked from other websites, a technique known as credential stuffing, rose from a few hundred a day early in 2026 to more than 20,000 a day in July. Most were blocked by rate limits, but the company identified 17 accounts at 12 hotels where an attacker logged in successfully. The attackers viewed reservations and, in four cases, sent messages to guests from the PMS asking them to reconfirm card details through an outside link.

"Hotel staff change often, passwords get shared at the front desk, and the same password gets used everywhere," said Tiago Moreira, chief technology officer of Harbor Hospitality Software. "We can block most of the traffic, but one successful login is enough to target guests. The second factor has to be the default."

## What changes for hotels

- Users can choose an authenticator app, a hardware key or, as a fallback, a text message code.
- Shared front desk logins will no longer be allowed; each staff member needs a named account.
- Administrators can mark trusted devices for up to 30 days.
- Guest messages containing external payment links will be held for review unless sent by an approved integration.

Harbor said affected hotels had been notified and had informed guests and, where required, data protection authorities.

Some hoteliers worry about the front desk. "At seven in the morning with a queue of checkouts, nobody wants to look for their phone," said Beatriz Nunes, front office manager of a 72-room hotel in Porto. "But after this summer, I would rather my staff grumble than my guests get a fake payment link."`,
    isFeatured: false,
    publishedAt: '2026-09-02T09:00:00Z',
  },
  {
    pms: 'casa-suite',
    author: 'daniel-okafor',
    category: 'funding-and-deals',
    title: 'Casa Suite buys Athens rental software firm Egnatia Systems to grow in Greece',
    excerpt:
      'The Barcelona platform is acquiring a Greek vendor whose software manages about 6,000 island and city units. Casa Suite plans to offer migrations from autumn 2027.',
    body: `Casa Suite S.L. has acquired Egnatia Systems, an Athens company that makes property management software for vacation rental managers in Greece, for an undisclosed sum. It is the first acquisition for Casa Suite, which was founded in Barcelona in 2016.

Egnatia was founded in 2018 and has 28 employees. Its software is used by about 310 rental managers who together manage around 6,000 units, mostly villas and apartments on the Cycladic and Ionian islands, on Crete and in Athens. Greece is already one of Casa Suite's five largest markets, but the company has only about 130 Greek customers.

"Greek rental managers need a vendor that understands island logistics, local tax rules and a season that starts and ends almost overnight," said Laia Roig, chief executive of Casa Suite. "Egnatia has that knowledge and the relationships. We bring a platform with dynamic pricing, owner accounting and an open API that they could not have built at their size."

Egnatia customers will keep using their current system for at least the 2027 season. Casa Suite plans to offer migrations to its own platform from autumn 2027 and will honor Egnatia's current pricing for two years for customers who move. Egnatia's Athens office will become Casa Suite's base for Greece and Cyprus.

Egnatia co-founder Nikos Papadakis will lead the Greek business. "On Naxos or Paros, a cleaner may need a ferry to reach a property. Our scheduling was built for that, and it will come with us," he said.

## Market context

Casa Suite says it now serves about 2,700 operators managing some 52,000 units, up from about 48,000 units a year ago. Consolidation among European vacation rental software vendors has picked up as stricter regulation raises the cost of building country-specific compliance features, which smaller vendors struggle to keep current.`,
    isFeatured: false,
    publishedAt: '2026-09-16T08:30:00Z',
  },
  {
    pms: 'innkeep-cloud',
    author: 'tomas-vidal',
    category: 'customer-wins',
    title: 'West of Ireland guesthouse cooperative signs 120 members up to Innkeep Cloud',
    excerpt:
      'Atlantic Hearth, a marketing cooperative of small B&Bs, negotiated a group deal and plans a shared booking portal. Members keep their own accounts, rates and policies.',
    body: `Atlantic Hearth, a cooperative of bed and breakfasts and guesthouses along Ireland's west coast, has signed a group agreement with Innkeep Labs under which 120 of its 165 members will use Innkeep Cloud. The properties have between 3 and 18 rooms, about 950 rooms in total, and stretch from Donegal to west Cork.

The cooperative was formed in 2012 to market its members jointly to tour operators and overseas visitors. Members currently use a mix of paper diaries, spreadsheets and at least six different booking systems, which has made it hard to run the shared booking website the cooperative has wanted for years.

"When a coach group wants 30 rooms in Westport for one night, we ring around eight houses," said Mairéad Gallagher, manager of Atlantic Hearth. "With everyone on the same system, we can see who has space and hold it in minutes."

Under the agreement, each member has its own Innkeep subscription and sets its own rates and policies, but members can opt in to share availability with a cooperative booking portal. The portal is being built on Innkeep's new public API by the cooperative's web developer, one of the partners in the beta. The cooperative negotiated a discount on subscriptions in return for the volume, and Innkeep will run training sessions in Galway, Sligo and Killarney over the winter.

"Cooperatives like this are common in rural Ireland, in France and in New Zealand, and they have been hard to serve because each member is its own business," said Ciarán Doyle, chief executive of Innkeep Labs, which says about 3,900 small properties now use its system. "The API made this possible. A year ago we would have said no."

## The remaining members

Of the 45 members not joining, most are happy with their current systems and some plan to retire within two years, Gallagher said. The portal, due in March 2027, will also accept availability from them by manual entry.`,
    isFeatured: false,
    publishedAt: '2026-09-30T10:00:00Z',
  },
  {
    pms: 'quartermaster-hms',
    author: 'maya-lindqvist',
    category: 'integrations',
    title: 'Quartermaster certifies Thermacore interface to cut heating and cooling in unsold rooms',
    excerpt:
      'Hotels on Quartermaster HMS can now set room climate automatically from booking and room status data. A pilot in Zurich cut energy used for heating and cooling by 14 percent.',
    body: `Quartermaster Systems AG has certified a new interface between Quartermaster HMS and Thermacore, a maker of energy management systems for hotels, that uses reservation and room status data to control heating, ventilation and air conditioning in each guest room. Rooms that are unsold or vacant are held at an energy-saving setback temperature and brought to comfort level shortly before the guest arrives.

The two systems have been connected for years through a basic interface that sent check-in and check-out events. The new interface, built on Quartermaster's REST API, adds each room's forecast status for the next 48 hours, expected arrival times from online check-in and housekeeping status, so Thermacore can pre-condition a room just before it is needed rather than at check-in.

"The biggest savings are in rooms nobody is going to sleep in tonight, and the PMS is the only system that knows that," said Sabine Frei, product director at Quartermaster Systems. "Sending only the check-in event left most of the value on the table."

A six-month pilot at a 310-room hotel in Zurich cut energy used for room heating and cooling by 14 percent compared with the same months a year earlier, adjusted for weather and occupancy, the companies said. Guest complaints about room temperature did not rise.

## Requirements

- Quartermaster HMS 2026 release or later, in the hosted or on-premise edition.
- Thermacore room controllers installed from 2019 onward.
- Setback temperatures and pre-conditioning times set by room type and season.

Large hotels in Europe face growing pressure to report and reduce energy use. "Our owners ask about kilowatt-hours in the same meeting as RevPAR," said Nicole Wyss, director of engineering at a Swiss group with five full-service hotels. "Any saving we can prove with data goes straight into the sustainability report."

The interface is licensed as an add-on module to Quartermaster HMS.`,
    isFeatured: false,
    publishedAt: '2026-10-14T09:00:00Z',
  },
  {
    pms: 'nordlys-pms',
    author: 'claire-beaumont',
    coAuthors: ['maya-lindqvist', 'daniel-okafor'],
    category: 'industry-analysis',
    title: 'Analysis: Restaurant revenue keeps Nordic hotels loyal to PMSes with built-in POS',
    excerpt:
      'Food and beverage makes up a large share of revenue at many Nordic hotels. That makes the restaurant till, not the front desk, the deciding factor in many PMS choices.',
    body: `In much of Europe, a hotel's choice of property management system starts at the front desk. In Norway and Sweden, it often starts in the restaurant.

Nordic hotels earn an unusually high share of revenue from food and beverage, from included breakfasts to conference lunches. Among the roughly 1,100 properties using Nordlys PMS, food and beverage made up 34 percent of total revenue on average in 2025, and more than 45 percent at mountain and conference hotels, according to the vendor.

That shapes buying decisions. Nordlys, developed in Oslo since 2008, sells a PMS with an integrated restaurant and bar POS, with fiscal modules for each Nordic country's cash register rules. Hotels can put a restaurant bill on a room, split it between a conference account and a guest, and close the day with one report.

"When we talk about replacing the PMS, the first question from the restaurant manager is whether the till will still work," said Linnea Sandberg, managing director of a 140-room hotel in Östersund. "Nobody wants to be the one who breaks the restaurant during the ski season."

## The cost of separation

Vendors from outside the region usually rely on partner POS systems. Hotels that have tried that report two recurring problems: charges that fail to post to rooms during busy service, and fiscal reporting handled in a system that cannot see the hotel folio.

"An interface can be good. But every interface is another place for a charge to get lost on a Saturday night," said Anders Lie, a hotel technology analyst in Oslo.

The loyalty has a price. Nordlys has no revenue management module, and some chains ask whether an integrated suite limits their choice of restaurant tools. Henrik Aas, product director at Nordlys, said the company would not split the product. "We sell one system for hotels where a third of the money comes through the restaurant," he said.

With its Finnish acquisition closed in September, Nordlys now owns two POS products. How it reconciles them will show whether integration is a principle or a habit.`,
    isFeatured: false,
    publishedAt: '2026-11-10T08:00:00Z',
    corrections: [
      {
        kind: 'correction',
        text: 'An earlier version of this article said Nordlys PMS was developed in Bergen. It has been developed in Oslo since 2008.',
      },
    ],
  },
]
