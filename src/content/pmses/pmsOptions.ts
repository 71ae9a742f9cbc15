/**
 * The values a PMS profile's facts take (deployment, segments, pricing, capabilities): one list each, for the
 * collection (src/collections/Pmses.ts), the MCP tools' input schemas and the comparison pages alike.
 */
export const DEPLOYMENTS = ['cloud', 'on-premise', 'hybrid'] as const
export const SEGMENTS = ['independent-hotels', 'chains', 'hostels', 'serviced-apartments', 'vacation-rentals'] as const
export const PRICING_MODELS = [
  'per-room-per-month',
  'per-property-subscription',
  'perpetual-licence',
  'tiered',
  'quote',
] as const
export const CAPABILITIES = [
  'channel_manager',
  'booking_engine',
  'revenue_management',
  'pos',
  'housekeeping',
  'mobile_check_in',
  'open_api',
] as const
