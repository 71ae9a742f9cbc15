import { RerunJobButton } from '../../features/jobs/RerunJobButton'
import { Card } from './Card'
import { collectionsPath } from './collectionsPath'
import type { FailedJob, QueueFigures } from './dashboardFigures'
import { QueueState } from './QueueState'

/** The jobs queue's state, then the publishing jobs that failed, each with its error and a button to run it again. */
export function FailedJobsCard({ failed, queue }: { failed: FailedJob[]; queue: QueueFigures }) {
  return (
    <Card
      title="Publishing jobs that failed"
      link={{ href: `${collectionsPath}/payload-jobs?where[hasError][equals]=true`, text: 'All failed jobs' }}
    >
      <QueueState queue={queue} />
      {failed.length === 0 ? (
        <p className="dashboard-empty">None: every publication went through.</p>
      ) : (
        <ul className="dashboard-list">
          {failed.map((job) => (
            <li key={job.id}>
              <span style={{ minWidth: 0 }}>
                <a href={`${collectionsPath}/payload-jobs/${job.id}`}>
                  {job.articleId ? `${job.task} of article ${job.articleId}` : job.task}
                </a>
                <br />
                <small className="dashboard-error">{job.error.slice(0, 140)}</small>
              </span>
              <span style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                <RerunJobButton jobId={job.id} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
