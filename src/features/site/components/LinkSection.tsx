/** A headed list of plain links (related articles, comparisons, …); nothing at all when the list is empty. */
export function LinkSection({
  title,
  links,
  className,
}: {
  title: string
  links: Array<{ title: string; url: string }>
  className?: string
}) {
  if (links.length === 0) return null
  return (
    <section className={className}>
      <h2>{title}</h2>
      <ul>
        {links.map((item) => (
          <li key={item.url}>
            <a href={item.url}>{item.title}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}
