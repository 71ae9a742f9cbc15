/** A short box beside a page's text that sums it up: an article's summary, a comparison's verdict. */
export function Callout({ title, text }: { title: string; text: string | null | undefined }) {
  if (!text) return null
  return (
    <aside className="article-summary">
      <h2>{title}</h2>
      <p>{text}</p>
    </aside>
  )
}
