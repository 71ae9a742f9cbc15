/**
 * Who speaks on the social web (docs/decisions/044-federation.md): the site (`news`) and one topic actor per public
 * PMS profile, named by its slug; and their addresses.
 */
import { absolute, activityPubActorPath, activityPubFollowersPath } from '../../ground/paths'

// Named with the site's addresses (the pages show the actors' handles), used here as the social web's own.
export { pmsActorOf, SITE_ACTOR } from '../../ground/paths'

export const actorUrl = (baseUrl: string, identifier: string) => absolute(baseUrl, activityPubActorPath(identifier))
export const followersUrl = (baseUrl: string, identifier: string) =>
  absolute(baseUrl, activityPubFollowersPath(identifier))
