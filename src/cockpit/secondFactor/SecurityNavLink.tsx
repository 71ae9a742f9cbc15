/** The cockpit navigation's way to /cockpit/security, each person's own second factors. */
export function SecurityNavLink() {
  return (
    <a className="nav__link" href="/cockpit/security" style={{ display: 'block', padding: '0.25rem 0' }}>
      Security
    </a>
  )
}
