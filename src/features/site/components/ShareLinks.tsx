import { shareOnMastodonPath } from '../../../ground/paths'

/**
 * Share links that need no script and load nothing from the networks until the reader follows one: each is the
 * network's own "share this address" URL, and mail is a `mailto:`. Opened in the same tab, like any link. Mastodon
 * has no one server: our own page asks the reader for theirs (docs/decisions/081-fediverse-handles.md).
 */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const targets = [
    ['Mastodon', shareOnMastodonPath(url, title)],
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ['Bluesky', `https://bsky.app/intent/compose?text=${encodeURIComponent(`${title} ${url}`)}`],
    ['X', `https://x.com/intent/post?url=${u}&text=${t}`],
    ['Email', `mailto:?subject=${t}&body=${u}`],
  ] as const
  return (
    <nav className="share" aria-label="Share this article">
      <p>Share</p>
      {targets.map(([name, href]) => (
        <a key={name} href={href} rel="noopener nofollow">
          {name}
        </a>
      ))}
    </nav>
  )
}
