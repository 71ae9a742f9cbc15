/**
 * Who speaks on the social web (docs/decisions/044-federation.md): the site (`news`) and one topic actor per public
 * PMS profile, named by its slug; and their addresses.
 */
import { absolute, activityPubActorPath, activityPubFollowersPath } from '../../ground/paths'

/** The site's own actor; a PMS profile with this slug has no actor of its own (the site comes first). */
export const SITE_ACTOR = 'news'

/** The actor that speaks for a PMS's news, if it has one. */
export const pmsActorOf = (pmsSlug: string): string | null => (pmsSlug === SITE_ACTOR ? null : pmsSlug)

export const actorUrl = (baseUrl: string, identifier: string) => absolute(baseUrl, activityPubActorPath(identifier))
export const followersUrl = (baseUrl: string, identifier: string) =>
  absolute(baseUrl, activityPubFollowersPath(identifier))
