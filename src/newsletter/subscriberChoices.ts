/**
 * The subscriber's choices as the site's preferences and subscribe pages read them. They are the subscribers'
 * module's (src/content/subscribers/subscriberChoices.ts, followablePmses.ts), like every read and write of a
 * subscriber.
 */
export { type FollowablePms, followablePmses } from '../content/subscribers/followablePmses'
export { preferencesOf, type SubscriberPreferences } from '../content/subscribers/subscriberChoices'
