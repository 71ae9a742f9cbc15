/** The preview's first line, so that nobody mistakes a draft for the live page or a screenshot of it for news. */
const formatTime = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')

export function PreviewBanner({ expiresAt }: { expiresAt: number }) {
  return (
    <p className="preview-banner" role="status">
      <strong>Preview — not published.</strong> The latest saved draft, as the public page will show it. This link works
      until {formatTime(expiresAt)} UTC; the cockpit&apos;s Preview button makes a new one.
    </p>
  )
}
