import type { Access } from 'payload'

import { publicPrLinkWhere } from '../db/publicVisibility'
import { roleOf } from './roles'

/**
 * Staff read every PR link; the public reads the active links of public PMS profiles, as the PMS hubs show them. A
 * link of an unpublished PMS would tell the public that the profile exists (docs/decisions/022).
 */
export const publicPrLinkOrStaff: Access = ({ req }) => (roleOf(req.user) !== null ? true : publicPrLinkWhere())
