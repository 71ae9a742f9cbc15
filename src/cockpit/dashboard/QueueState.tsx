import { OVERDUE_AFTER_SECONDS, type QueueFigures } from './dashboardFigures'
import { when } from './when'

const minutes = (seconds: number) =>
  seconds < 90 ? `${seconds} s` : seconds < 5400 ? `${Math.round(seconds / 60)} min` : `${Math.round(seconds / 3600)} h`

/**
 * Whether anything works through the jobs queue (issue 47): a dead worker says nothing itself, and publications then
 * wait without a word. Shown first where failed jobs are, in words an editor can act on.
 */
export function QueueState({ queue }: { queue: QueueFigures }) {
  const overdue = queue.oldestDueSeconds > OVERDUE_AFTER_SECONDS
  const trouble = queue.alive.length === 0 || queue.dead.length > 0 || overdue
  const workers =
    queue.alive.length === 0
      ? 'No worker is running the jobs queue'
      : `${queue.alive.length} ${queue.alive.length === 1 ? 'worker' : 'workers'} running the jobs queue`
  const dead = queue.dead.map((worker) => `${worker.host} (pid ${worker.pid}), silent since ${when(worker.beatAt)}`)
  return (
    <p
      className={trouble ? 'dashboard-queue dashboard-error' : 'dashboard-queue dashboard-empty'}
      data-state={trouble ? 'trouble' : 'ok'}
    >
      {`${workers}${dead.length > 0 ? `; stopped without a word: ${dead.join(', ')}` : ''}. ${
        queue.oldestDueSeconds === 0
          ? 'No job waits.'
          : `The oldest due job has waited ${minutes(queue.oldestDueSeconds)}${overdue ? ': publications are held up.' : '.'}`
      }`}
    </p>
  )
}
