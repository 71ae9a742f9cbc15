/**
 * A PMS profile's facts and capabilities as labelled rows, shared by the hub page, its markdown form and the
 * comparison tables, so that every representation says the same thing in the same words.
 */
import type { Pmse } from '../../content/payload-types'

export const DEPLOYMENT: Record<string, string> = { cloud: 'Cloud', 'on-premise': 'On-premise', hybrid: 'Hybrid' }
const SEGMENTS: Record<string, string> = {
  'independent-hotels': 'Independent hotels',
  chains: 'Chains',
  hostels: 'Hostels',
  'serviced-apartments': 'Serviced apartments',
  'vacation-rentals': 'Vacation rentals',
}
const PRICING: Record<string, string> = {
  'per-room-per-month': 'Per room per month',
  'per-property-subscription': 'Per-property subscription',
  'perpetual-licence': 'Perpetual licence',
  tiered: 'Tiered',
  quote: 'On quote',
}
export const CAPABILITIES: ReadonlyArray<[keyof NonNullable<Pmse['capabilities']>, string]> = [
  ['channel_manager', 'Channel manager'],
  ['booking_engine', 'Booking engine'],
  ['revenue_management', 'Revenue management'],
  ['pos', 'Point of sale'],
  ['housekeeping', 'Housekeeping'],
  ['mobile_check_in', 'Mobile check-in'],
  ['open_api', 'Open API'],
]

export interface FactRow {
  label: string
  value: string
}

export function pmsFacts(pms: Pmse): FactRow[] {
  const rows: Array<[string, string | null | undefined]> = [
    ['Vendor', pms.vendor],
    ['Deployment', pms.deployment ? DEPLOYMENT[pms.deployment] : null],
    ['Segments', pms.segments?.length ? pms.segments.map((segment) => SEGMENTS[segment] ?? segment).join(', ') : null],
    ['Pricing', pms.pricing_model ? PRICING[pms.pricing_model] : null],
    ['Founded', pms.founded_year ? String(pms.founded_year) : null],
    ['Headquarters', pms.headquarters],
    ['Website', pms.website],
  ]
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }))
}

export function pmsCapabilities(pms: Pmse): Array<{ label: string; available: boolean }> {
  return CAPABILITIES.map(([key, label]) => ({ label, available: pms.capabilities?.[key] === true }))
}
