/** The PostgreSQL NOTIFY channel on which committed content changes are announced to every app process. */
export const CONTENT_CHANNEL = 'pmsnews_content_changed'
