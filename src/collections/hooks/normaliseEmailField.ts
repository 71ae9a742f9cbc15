/** Addresses keep the reader's spelling with the domain lower-cased (src/newsletter/emailAddress.ts). */
import type { FieldHook } from 'payload'

import { normaliseEmail } from '../../newsletter/emailAddress'

export const normaliseEmailField: FieldHook = ({ value }) => (typeof value === 'string' ? normaliseEmail(value) : value)
