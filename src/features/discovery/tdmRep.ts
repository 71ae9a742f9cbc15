/**
 * TDMRep (W3C TDM Reservation Protocol, Community Group report 2024): the machine-readable reservation of text and
 * data mining rights under the EU's DSM directive, art. 4. It follows the site's AI-use policy (src/ground/lib/aiUse.ts):
 * mining, and so training, is reserved unless training is allowed. Search indexing and quoting with a link are not
 * text and data mining. An article with terms of its own says them in its answers' `tdm-reservation` header, which
 * a TDM agent reads before this file.
 */
import { type AiUse, tdmReservationOf } from '../../ground/lib/aiUse'

/** `/.well-known/tdmrep.json`: one rule for every path. */
export const tdmRepJson = (aiUse: AiUse) => [{ location: '/*', 'tdm-reservation': Number(tdmReservationOf(aiUse)) }]
