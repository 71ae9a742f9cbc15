/** The line above a page's title that says what kind of page it is, linking to its index. */
export function Kicker({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <p className="article-kicker">
      <a href={href}>{children}</a>
    </p>
  )
}
