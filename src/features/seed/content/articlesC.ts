import type { ArticleSeed } from './types'

/** Distribution news: a cluster of channel-manager stories, so that related articles have a topic to find. */
export const articleSeedsC: ArticleSeed[] = [
  {
    pms: 'casa-suite',
    author: 'priya-raman',
    category: 'integrations',
    title: 'Casa Suite and Distribo launch a two-way channel manager connection for holiday rentals',
    excerpt:
      'Rental managers on Casa Suite can now push rates and availability to online travel agencies through the Distribo channel manager, and bookings flow back within seconds.',
    body: `Casa Suite has connected its rental management platform to the Distribo channel manager, giving holiday rental managers a two-way link to the online travel agencies that sell most of their nights. Until now, Casa Suite customers exported availability to Distribo every hour, and bookings made on the agencies were keyed in by hand.

With the new connection, every change to rates, minimum stays or availability in Casa Suite is sent to the channel manager at once, and the channel manager forwards it to each connected agency. Bookings, modifications and cancellations come back the same way and land on the unit calendar without an operator touching them.

## Why it matters for rentals

Rental managers juggle hundreds of units with their own owners, rules and cleaning windows. A lagging channel manager is the main cause of double bookings, because a unit sold on one agency stays open on another until the next sync.

"An hour is a long time on a summer Saturday," said Lucía Ferrer, who runs 210 apartments on the Costa Blanca and tested the connection. "Since the switch we have had no overbooking from channel delays at all."

The channel manager connection is included in Casa Suite's Professional plan. Distribo charges its usual per-unit fee, and existing mappings of units to agency listings are kept.`,
    isFeatured: false,
    publishedAt: '2025-10-14T08:00:00Z',
  },
  {
    pms: 'innkeep-cloud',
    author: 'tomas-vidal',
    category: 'product-updates',
    title: 'Innkeep Cloud builds its own channel manager for small hotels and guesthouses',
    excerpt:
      'Innkeep Cloud now ships a built-in channel manager that sends rates and availability to online travel agencies, replacing the partner connections small properties paid for separately.',
    body: `Innkeep Cloud has released a built-in channel manager, ending its reliance on third-party connections for the guesthouses and small hotels that make up most of its customers. Properties can connect their listings on the large online travel agencies from the Innkeep Cloud settings, and rates, availability and restrictions are then sent from the PMS directly.

Small properties have long paid twice: once for the PMS and once for a separate channel manager, with a mapping between the two that broke whenever a room type changed. Innkeep Cloud says a third of its customers asked for the channel manager to be part of the product.

## What is included

- Two-way sync of rates, availability and stay restrictions with the largest agencies
- Bookings, changes and cancellations imported in real time, with the guest's card details tokenized
- A parity view that shows where an agency displays a different rate than the booking engine

"Owners of a ten-room guesthouse do not want to manage two systems and a mapping table," said Claire Dubois, product lead at Innkeep Cloud. "With the channel manager inside the PMS, a new room or rate plan appears on every channel the moment it is saved."

Existing connections to partner channel managers keep working, and the company says it will support both for at least two years.`,
    isFeatured: false,
    publishedAt: '2025-11-04T08:00:00Z',
  },
  {
    pms: 'stayline',
    author: 'daniel-okafor',
    category: 'industry-analysis',
    title: 'Analysis: Why hotels still overbook when their channel manager lags behind the PMS',
    excerpt:
      'Real-time channel manager connections are common now, but overbookings have not disappeared. Delays in mapping, caching at the agencies and manual overrides are to blame.',
    body: `Almost every PMS vendor now advertises a real-time connection to a channel manager, yet revenue managers still report overbookings from online travel agencies. The reasons lie less in the PMS than in what happens between the channel manager and the agencies.

First, channel managers queue updates. When a hotel changes availability for many dates at once, the channel manager may take minutes to send every message to every agency, and the last room can be sold twice in that window.

Second, agencies cache availability. Even after the channel manager has delivered an update, an agency can show the old inventory to shoppers until its cache expires.

## Manual overrides

The third cause is people. Front desk staff who close a room in the PMS without the change reaching the channel manager, or reservations agents who extend a stay directly on an agency extranet, create differences that no sync can see.

"We found that half of our overbookings came from changes made outside the PMS," said Maria Olsen, director of revenue at a group of city hotels that uses Stayline. "The channel manager was doing its job. Our process was not."

Hotels that cut overbookings the most keep a small buffer on their busiest dates, forbid changes on agency extranets, and review the channel manager's error log every morning.`,
    isFeatured: false,
    publishedAt: '2025-11-18T08:00:00Z',
  },
]
