/**
 * PMS News on the social web (docs/decisions/044-federation.md), served with Fedify: the site's actor (`@news@host`)
 * and one topic actor per public PMS profile (`@{pms-slug}@host`, "news about Oracle OPERA"), found by WebFinger,
 * with NodeInfo 2.1 describing the server. Each actor's document names its inbox, outbox, followers and shared inbox,
 * links its page on the site and carries its keys (./actorKeys.ts).
 *
 * Remote servers are reached only at public addresses (Fedify's own guard, as the CIMD fetch guards its own), unless
 * FEDERATION_TEST_PRIVATE_ADDRESSES is on, which the settings refuse but for a site on loopback (src/ground/env.ts): the
 * tests' second server runs there.
 */
import { createFederation, type Federation } from '@fedify/fedify'
import {
  Announce,
  Application,
  Create,
  Delete,
  Endpoints,
  Follow,
  Image,
  Like,
  QuoteRequest,
  Service,
  Undo,
  Update,
} from '@fedify/vocab'
import type { Payload } from 'payload'

import { countPublishedArticles } from '../../content/articles/publishedArticleStream'
import { publicPmsBySlug, publicPmsesAToZ } from '../../content/pmses/publicPmses'
import { poolOf } from '../../ground/db/adapter'
import { publicMediaPath } from '../../ground/media/mediaFiles'
import { absolute, activityPubTemplates, brandHeaderPath, brandLogoPath, pmsPath } from '../../ground/paths'
import type { Sealer } from '../oauth/sealing'
import { SITE_NAME } from '../site/pageHead'
import { actorKeys } from './actorKeys'
import { SITE_ACTOR } from './actors'
import { isDeliverableInbox } from './deliverableInbox'
import { followersStore } from './followers'
import { interactionsInbox } from './interactions'
import { queueAccept } from './outbox'
import { PostgresKvStore } from './postgresKvStore'
import { quoteRequestsInbox } from './quoteRequests'

const federationPaths = activityPubTemplates

export interface FederationOptions {
  payload: Payload
  baseUrl: string
  sealer: Sealer
  /** Tests only: let Fedify fetch keys and documents from loopback and other private addresses. */
  privateAddresses: boolean
  version: string
}

interface ActorDescription {
  kind: 'site' | 'pms'
  name: string
  summary: string
  pageUrl: string
  /** Its picture: the site's logo, or the PMS's own where its profile has one. */
  icon: { url: string; mediaType: string }
}

const brandIcon = (baseUrl: string) => ({ url: absolute(baseUrl, brandLogoPath), mediaType: 'image/png' })

async function describeActor(payload: Payload, baseUrl: string, identifier: string): Promise<ActorDescription | null> {
  if (identifier === SITE_ACTOR)
    return {
      kind: 'site',
      name: SITE_NAME,
      summary: 'News about hotel property management systems, for people and for software.',
      pageUrl: absolute(baseUrl, '/'),
      icon: brandIcon(baseUrl),
    }
  const pms = await publicPmsBySlug(payload, identifier)
  if (!pms) return null
  return {
    kind: 'pms',
    name: `${pms.name} news · ${SITE_NAME}`,
    summary: pms.tagline ? `News about ${pms.name}: ${pms.tagline}` : `News about ${pms.name}.`,
    pageUrl: absolute(baseUrl, pmsPath(pms.slug)),
    icon: pms.logo
      ? {
          url: absolute(baseUrl, publicMediaPath(pms.logo.directory, pms.logo.filename)),
          mediaType: pms.logo.mimeType ?? 'image/webp',
        }
      : brandIcon(baseUrl),
  }
}

export function createSiteFederation({
  payload,
  baseUrl,
  sealer,
  privateAddresses,
  version,
}: FederationOptions): Federation<void> {
  const pool = poolOf(payload)
  const keys = actorKeys(pool, sealer)
  const followers = followersStore(pool)
  const interactions = interactionsInbox(payload, baseUrl)
  const quoteRequests = quoteRequestsInbox(payload, baseUrl, privateAddresses)
  const federation = createFederation<void>({
    kv: new PostgresKvStore(pool),
    origin: baseUrl,
    allowPrivateAddress: privateAddresses,
  })

  federation
    .setActorDispatcher(federationPaths.actor, async (ctx, identifier) => {
      const actor = await describeActor(payload, baseUrl, identifier)
      if (!actor) return null
      const pairs = await ctx.getActorKeyPairs(identifier)
      const values = {
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: actor.name,
        summary: actor.summary,
        url: new URL(actor.pageUrl),
        icon: new Image({ url: new URL(actor.icon.url), mediaType: actor.icon.mediaType }),
        image: new Image({ url: new URL(absolute(baseUrl, brandHeaderPath)), mediaType: 'image/png' }),
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        manuallyApprovesFollowers: false,
        discoverable: true,
        indexable: true,
        publicKey: pairs[0]!.cryptographicKey,
        assertionMethods: pairs.map((pair) => pair.multikey),
      }
      // The site is the instance's own actor; a topic is an automated account that posts the news about one PMS.
      return actor.kind === 'site' ? new Application(values) : new Service(values)
    })
    .setKeyPairsDispatcher((_ctx, identifier) => keys.pairsOf(identifier))

  federation
    .setInboxListeners(federationPaths.inbox, federationPaths.sharedInbox)
    // What the shared inbox fetches (a follower's actor, say) it fetches signed as the site, for servers that answer
    // only signed requests (Mastodon's authorized fetch).
    .setSharedKeyDispatcher(() => ({ identifier: SITE_ACTOR }))
    // Fedify has checked the delivery's signature (RFC 9421 or draft-cavage) and that its signer is its actor.
    .on(Follow, async (ctx, follow) => {
      const followed = ctx.parseUri(follow.objectId)
      if (followed?.type !== 'actor' || !follow.id || !follow.actorId) return
      if (!(await describeActor(payload, baseUrl, followed.identifier))) return
      const follower = await follow.getActor(ctx)
      // The signer is the Follow's actor (Fedify's check); the document fetched for it must be that same actor.
      if (!follower?.id || follower.id.href !== follow.actorId.href || !follower.inboxId) return
      const sharedInbox = follower.endpoints?.sharedInbox ?? null
      if (!(await isDeliverableInbox(follower.inboxId, privateAddresses))) return
      if (sharedInbox && !(await isDeliverableInbox(sharedInbox, privateAddresses))) return
      await followers.add(followed.identifier, {
        follower: follower.id.href,
        inbox: follower.inboxId.href,
        sharedInbox: sharedInbox?.href ?? null,
        followActivity: follow.id.href,
      })
      // Through the queue, with its retries: the remote server shows the follow as requested until it comes.
      await queueAccept(
        payload,
        baseUrl,
        followed.identifier,
        { id: follow.id.href, actor: follow.actorId.href, object: follow.objectId!.href },
        follower.inboxId.href,
      )
    })
    .on(Undo, async (ctx, undo) => {
      if (!undo.actorId) return
      const undone = await undo.getObject({
        documentLoader: ctx.documentLoader,
        contextLoader: ctx.contextLoader,
        crossOrigin: 'ignore',
        suppressError: true,
      })
      if (undone instanceof Follow) {
        const followed = ctx.parseUri(undone.objectId)
        if (followed?.type === 'actor') await followers.remove(followed.identifier, undo.actorId.href)
        return
      }
      // A like or a repost taken back, or an Undo that names its Follow by id alone.
      const undoneId = undone?.id ?? undo.objectId
      if (!undoneId) return
      await interactions.withdraw(undo.actorId, undoneId)
      await followers.removeFollow(undo.actorId.href, undoneId.href)
    })
    // Replies, likes and reposts of our articles (./interactions.ts): kept for the editors, shown only once approved.
    .on(Create, (ctx, create) => interactions.reply(ctx, create))
    .on(Update, (ctx, update) => interactions.revise(ctx, update))
    .on(Like, (ctx, like) => interactions.react(ctx, like, 'like'))
    .on(Announce, (ctx, announce) => interactions.react(ctx, announce, 'repost'))
    // Quote posts (FEP-044f): answered by the article's quote policy (./quoteRequests.ts).
    .on(QuoteRequest, (ctx, request) => quoteRequests(ctx, request))
    .on(Delete, async (_ctx, deletion) => {
      if (deletion.actorId && deletion.objectId) await interactions.withdraw(deletion.actorId, deletion.objectId)
    })

  // What each actor sent is served without Fedify (./outboxPage.ts, by ./serveFederation.ts), as it was sent; the
  // route is set for its address, which the actors' documents name.
  federation.setOutboxDispatcher(federationPaths.outbox, () => null)
  federation
    .setFollowersDispatcher(federationPaths.followers, async (_ctx, identifier) => ({
      items: await followers.recipientsOf(identifier),
    }))
    .setCounter((_ctx, identifier) => followers.countOf(identifier))

  federation.setNodeInfoDispatcher(federationPaths.nodeInfo, async () => ({
    software: { name: 'pms-news', version, homepage: new URL(baseUrl) },
    protocols: ['activitypub'],
    openRegistrations: false,
    // Its accounts are its actors: the site and a topic per public PMS profile (less one whose slug is the site's).
    usage: {
      users: {
        total: 1 + (await publicPmsesAToZ(payload)).filter((pms) => pms.slug !== SITE_ACTOR).length,
      },
      localPosts: await countPublishedArticles(payload),
      localComments: 0,
    },
  }))

  return federation
}
