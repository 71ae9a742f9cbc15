import { BarChart } from './BarChart'
import { Card } from './Card'
import type { CountAt } from './dashboardFigures'

export function PublicationsCard({ perWeek }: { perWeek: CountAt[] }) {
  return (
    <Card title="Publications">
      <BarChart title="Articles published per week" bars={perWeek} unit="articles" />
    </Card>
  )
}
