import { Card } from './Card'
import type { ServiceHealth } from './serviceHealth'
import { when } from './when'

/** For admins: each outside service, whether it answers, and its last failure. */
export function ServicesCard({ services }: { services: ServiceHealth[] }) {
  return (
    <Card title="Outside services">
      {services.map((service) => (
        <div key={service.name} className="service" data-service={service.name} data-state={service.state}>
          <span className={`service-dot service-${service.state}`} aria-hidden="true" />
          <strong>
            {service.name}
            <span className="dashboard-sr-only">{`: ${service.state}`}</span>
          </strong>
          <small>{service.detail}</small>
          {service.lastFailure ? (
            <span className="service-failure">{`Last failure ${when(service.lastFailure.at)}: ${service.lastFailure.message.slice(0, 160)}`}</span>
          ) : null}
        </div>
      ))}
    </Card>
  )
}
