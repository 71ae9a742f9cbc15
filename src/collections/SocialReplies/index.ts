import type { CollectionConfig } from 'payload'

import { mayOrRefuse } from '../../content/access/roleRefusals'

/** Moderating the social web's replies is an editor's (docs/decisions/060-four-roles.md). */
const moderators = mayOrRefuse('moderate_replies')
import { hideBlockedReplies } from './hooks/hideBlockedReplies'

const nobody = () => false

/**
 * What the inbox wrote stays as it wrote it: only the status is an editor's to change, through the API as in the
 * cockpit (the reply's HTML is shown as it was sanitised on arrival, so no one may put other HTML in its place).
 */
const writtenByTheInbox = { create: nobody, update: nobody }

/**
 * What the social web answered to our articles (docs/decisions/044-federation.md): replies, likes and reposts, kept
 * by the inbox (src/features/federation/federation.ts through src/content/socialReplies/). Editors see them per article and
 * approve or hide replies; only an approved reply appears under its article, with its author's handle and a link back.
 * Nothing here is written in the cockpit but the status.
 */
export const SocialReplies: CollectionConfig = {
  slug: 'social-replies',
  labels: { singular: 'Social web reply', plural: 'Social web replies' },
  admin: {
    group: 'Publishing',
    useAsTitle: 'handle',
    defaultColumns: ['article', 'kind', 'status', 'handle', 'content', 'received_at'],
    description:
      'Replies, likes, reposts and quote posts from Mastodon and the rest of the social web. Approve a reply to show it under its article; hide it to keep it off. A quote post waits here too, for an editor to read. Block an account or a server under Social web blocks.',
  },
  defaultSort: '-received_at',
  access: { read: moderators, create: nobody, update: moderators, delete: moderators },
  fields: [
    {
      name: 'article',
      access: writtenByTheInbox,
      type: 'relationship',
      relationTo: 'articles',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'kind',
      access: writtenByTheInbox,
      type: 'select',
      required: true,
      options: ['reply', 'like', 'repost', 'quote'],
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ['pending', 'approved', 'hidden'],
      admin: { description: 'Only an approved reply is shown under its article. Likes and reposts are only counted.' },
    },
    {
      name: 'handle',
      access: writtenByTheInbox,
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'The author, as @user@server.' },
    },
    { name: 'actor', access: writtenByTheInbox, type: 'text', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'content',
      access: writtenByTheInbox,
      type: 'textarea',
      admin: { readOnly: true, description: 'The reply as its server sent it, sanitised.' },
    },
    {
      name: 'url',
      access: writtenByTheInbox,
      type: 'text',
      admin: { readOnly: true, description: 'The reply on its own server.' },
    },
    {
      name: 'activity',
      access: writtenByTheInbox,
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true },
    },
    { name: 'object', access: writtenByTheInbox, type: 'text', index: true, admin: { readOnly: true } },
    { name: 'received_at', access: writtenByTheInbox, type: 'date', required: true, admin: { readOnly: true } },
  ],
  timestamps: true,
}

/**
 * Accounts and servers whose replies, likes and reposts are no longer taken (and whose replies already taken are
 * hidden when the block is made): `target` is an actor's id or a server's host name.
 */
export const SocialBlocks: CollectionConfig = {
  slug: 'social-blocks',
  labels: { singular: 'Social web block', plural: 'Social web blocks' },
  admin: {
    group: 'Publishing',
    useAsTitle: 'target',
    defaultColumns: ['target', 'kind', 'createdAt'],
    description: 'Block one account (its actor address) or a whole server (its host name, as mastodon.example).',
  },
  access: { read: moderators, create: moderators, update: moderators, delete: moderators },
  hooks: {
    afterChange: [hideBlockedReplies],
  },
  fields: [
    { name: 'kind', type: 'select', required: true, options: ['account', 'server'] },
    {
      name: 'target',
      type: 'text',
      required: true,
      unique: true,
      validate: validBlockTarget,
      admin: {
        description: 'An account: its address (https://mastodon.example/users/someone). A server: its host name.',
      },
    },
    { name: 'note', type: 'textarea' },
  ],
  timestamps: true,
}

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i

/** An account is its actor's https address; a server is a host name. */
function validBlockTarget(value: unknown, { siblingData }: { siblingData: { kind?: string } }): true | string {
  const target = typeof value === 'string' ? value.trim() : ''
  if (siblingData.kind === 'server')
    return HOST.test(target) || 'A server is blocked by its host name, such as mastodon.example.'
  try {
    const url = new URL(target)
    if (url.protocol === 'https:' || url.protocol === 'http:') return true
  } catch {
    // not a URL: refused below
  }
  return 'An account is blocked by its address, such as https://mastodon.example/users/someone.'
}
