/**
 * TDMRep (W3C TDM Reservation Protocol, Community Group report 2024): the machine-readable reservation of text and
 * data mining rights under the EU's DSM directive, art. 4. It says what `Content-Signal: ai-train=no` says in
 * robots.txt (src/discovery/robotsTxt.ts): mining, and so training, needs our permission. Search indexing and quoting
 * with a link are not text and data mining and stay open, as `search=yes, ai-input=yes` say.
 */

/** Rights reserved (`1`) for everything the site serves. */
export const TDM_RESERVATION = '1'

/** `/.well-known/tdmrep.json`: one rule for every path. */
export const tdmRepJson = () => [{ location: '/*', 'tdm-reservation': Number(TDM_RESERVATION) }]
