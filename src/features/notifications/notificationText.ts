/**
 * What a notification says, in the inbox and in its mail. The inbox's line is written once, when the event happens
 * (so that it says what happened then, whatever the article is called later); the mail is written from the same
 * facts when it goes, and never carries a note's words: a mail leaves the staff's interfaces (issue 61: notes are
 * never public), so it says what happened and links to the article in the cockpit.
 */
import type { EditorialEvent, EditorialEventKind } from './events'

/** The longest part of a sent-back note quoted in the inbox's line. */
const NOTE_EXCERPT_LENGTH = 200

/**
 * PostgreSQL `format()` templates: %1$s the actor's name, %2$s the article's title, %3$s the note's excerpt. `alone`
 * is for a step nobody in particular took (a scheduled publication).
 */
export const INBOX_TEMPLATES: Record<EditorialEventKind, { byActor: string; alone: string }> = {
  submitted_for_review: {
    byActor: '%1$s submitted “%2$s” for review.',
    alone: '“%2$s” was submitted for review.',
  },
  sent_back: { byActor: '%1$s sent “%2$s” back to you: %3$s', alone: '“%2$s” was sent back to you: %3$s' },
  published: { byActor: '%1$s published “%2$s”.', alone: '“%2$s” was published.' },
  mentioned: { byActor: '%1$s mentioned you in a note on “%2$s”.', alone: 'You were mentioned in a note on “%2$s”.' },
  assigned: { byActor: '%1$s assigned “%2$s” to you.', alone: '“%2$s” was assigned to you.' },
}

/** The note's first words for the inbox (sent back only), on one line. */
export function noteExcerpt(event: EditorialEvent): string {
  if (event.kind !== 'sent_back') return ''
  const line = event.note.replace(/\s+/g, ' ').trim()
  return line.length > NOTE_EXCERPT_LENGTH ? `${line.slice(0, NOTE_EXCERPT_LENGTH - 1)}…` : line || '(no note)'
}

export interface MailFacts {
  kind: EditorialEventKind
  actor: string | null
  title: string
}

/** The mail's subject: what happened, in a line. */
export function mailSubject({ kind, actor, title }: MailFacts): string {
  const who = actor ?? 'Someone'
  switch (kind) {
    case 'submitted_for_review':
      return `Waiting for review: ${title}`
    case 'sent_back':
      return `Sent back to you: ${title}`
    case 'published':
      return `Published: ${title}`
    case 'mentioned':
      return `${who} mentioned you on “${title}”`
    case 'assigned':
      return `Assigned to you: ${title}`
  }
}

/** The mail's sentence: who did what, without a note's words. */
export function mailSentence({ kind, actor, title }: MailFacts): string {
  const who = actor ?? 'Someone'
  switch (kind) {
    case 'submitted_for_review':
      return `${who} submitted “${title}” for review.`
    case 'sent_back':
      return `${who} sent “${title}” back to you with a note. The note is on the article in the cockpit.`
    case 'published':
      return `${who} published “${title}”.`
    case 'mentioned':
      return `${who} mentioned you in a note on “${title}”. The note is on the article in the cockpit.`
    case 'assigned':
      return `${who} assigned “${title}” to you.`
  }
}
