/**
 * What happens to an article that people are told of (issue 61): the review steps, notes' mentions and assignments.
 * Every such step goes through `editorialEvent` (./editorialEvent.ts), which tells whom it concerns.
 */
export type EditorialEvent =
  /** A contributor submitted the article for review: every editor and admin is told. */
  | { kind: 'submitted_for_review'; articleId: number; actorId: number | null }
  /** An editor sent it back with a note: its writer (`created_by`) is told. */
  | { kind: 'sent_back'; articleId: number; actorId: number | null; note: string; writerId: number | null }
  /** It went live: its writer is told (when someone else published it). */
  | { kind: 'published'; articleId: number; actorId: number | null; writerId: number | null }
  /** A note named people with `@`: each named person is told. */
  | { kind: 'mentioned'; articleId: number; actorId: number | null; noteId: number; mentionedIds: number[] }
  /** The article was assigned to someone: that person is told. */
  | { kind: 'assigned'; articleId: number; actorId: number | null; assigneeId: number }

export type EditorialEventKind = EditorialEvent['kind']

export const EDITORIAL_EVENT_KINDS = [
  'submitted_for_review',
  'sent_back',
  'published',
  'mentioned',
  'assigned',
] as const satisfies readonly EditorialEventKind[]
