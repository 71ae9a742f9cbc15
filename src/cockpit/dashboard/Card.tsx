/** A dashboard card: its title, a link to where its subject is worked on, and what it shows. */
export function Card({
  title,
  link,
  children,
}: {
  title: string
  link?: { href: string; text: string }
  children: React.ReactNode
}) {
  return (
    <section className="dashboard-card" aria-label={title}>
      <h2>
        <span>{title}</span>
        {link ? <a href={link.href}>{link.text}</a> : null}
      </h2>
      {children}
    </section>
  )
}
