import { describe, expect, it } from 'vitest'

import { repliesIn, textAsHtml } from './blueskyReplies'

const post = (name: string, replies: unknown[] = []) => ({
  $type: 'app.bsky.feed.defs#threadViewPost',
  post: {
    uri: `at://did:plc:${name}/app.bsky.feed.post/3k`,
    author: { did: `did:plc:${name}`, handle: `${name}.test` },
    record: { text: name },
  },
  replies,
})

describe('the replies of a Bluesky thread', () => {
  it('are read breadth first, passing over deleted and blocked ones, and no more than asked', () => {
    const thread = post('root', [
      post('a', [post('a1', [post('a11')])]),
      { $type: 'app.bsky.feed.defs#notFoundPost', uri: 'at://did:plc:gone/app.bsky.feed.post/3k', notFound: true },
      post('b', [post('b1')]),
      { $type: 'app.bsky.feed.defs#blockedPost', uri: 'at://did:plc:blocked/app.bsky.feed.post/3k', blocked: true },
    ])
    expect(repliesIn(thread, 10).map((reply) => reply.author.handle)).toEqual([
      'a.test',
      'b.test',
      'a1.test',
      'b1.test',
      'a11.test',
    ])
    expect(repliesIn(thread, 3).map((reply) => reply.author.handle)).toEqual(['a.test', 'b.test', 'a1.test'])
  })

  it('are none for a thread that is not a post (a deleted root) or has no replies', () => {
    expect(repliesIn({ $type: 'app.bsky.feed.defs#notFoundPost' }, 10)).toEqual([])
    expect(repliesIn(post('alone'), 10)).toEqual([])
    expect(repliesIn(null, 10)).toEqual([])
  })

  it('keep their text as escaped paragraphs and line breaks', () => {
    expect(textAsHtml('First <b>line</b>\nsecond & last\n\nNew paragraph')).toBe(
      '<p>First &lt;b&gt;line&lt;/b&gt;<br>second &amp; last</p><p>New paragraph</p>',
    )
  })
})
