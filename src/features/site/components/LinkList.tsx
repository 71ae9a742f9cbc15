/** Named links as a plain list. */
export function LinkList({ links, className }: { links: Array<{ name: string; url: string }>; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url}>{link.name}</a>
        </li>
      ))}
    </ul>
  )
}
