import { isStaff } from './isStaff'

const nobody = () => false

/** A record only the server writes (a log, an audit trail): staff read it in the cockpit, nobody changes it there. */
export const staffReadOnly = { read: isStaff, create: nobody, update: nobody, delete: nobody }
