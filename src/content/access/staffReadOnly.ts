import { mayOrRefuse } from './roleRefusals'

const nobody = () => false

/**
 * A record only the server writes (a log, an audit trail): editors and admins read it in the cockpit, nobody changes
 * it there. Contributors and authors do not: the agents' trail holds other people's drafts, changed field by field
 * (docs/decisions/060-four-roles.md).
 */
export const staffReadOnly = { read: mayOrRefuse('edit_all_content'), create: nobody, update: nobody, delete: nobody }
