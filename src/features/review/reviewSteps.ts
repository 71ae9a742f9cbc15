/**
 * The review's steps (docs/decisions/061-review-notes-assignments.md, issue 61): a writer submits an article for
 * review; an editor sends it back with a note, or publishes or schedules it (publishing clears the state:
 * src/collections/Articles/hooks/keepReviewState.ts). Each step is a draft version of the article (its history names
 * who took it and the state it left), a line of the staff audit trail and an editorial event, in one transaction.
 * The cockpit's buttons and `/cms-api/articles/:id/…` (src/collections/Articles/endpoints/reviewEndpoints.ts) call
 * these; a step out of turn or of a role that may not take it changes nothing.
 */
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { may, roleLacks, roleOf } from '../../content/access/roles'
import { setReviewOfPublicRow } from '../../content/articles/articleReview'
import { recordStaffAction } from '../../content/auditEvents/staffActions'
import { NOTE_MAX_LENGTH } from '../../content/articleNotes/noteFields'
import type { Article } from '../../content/payload-types'
import type { ReviewState } from '../../content/review/reviewStates'
import { AppError } from '../../ground/errors/AppError'
import { editorialEvent } from '../notifications/editorialEvent'
import { withReviewStep } from './reviewStepContext'
import { relationId } from '../../ground/lib/relationId'

/** Who wrote the article: its owner (`created_by`, set on create by the roles' hooks). */
export const writerOf = (article: Article): number | null =>
  relationId((article as { created_by?: number | { id: number } | null }).created_by)

const outOfTurn = (detail: string) =>
  new AppError({ code: 'review_step_out_of_turn', status: 409, title: 'Not the review’s turn for this', detail })

async function inOneTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const shouldCommit = await initTransaction(req)
  try {
    const result = await work()
    if (shouldCommit) await commitTransaction(req)
    return result
  } catch (error) {
    if (shouldCommit) await killTransaction(req)
    throw error
  }
}

/** The article's latest version, drafts included; 401 without a cockpit account, 404 when there is none. */
async function articleFor(req: PayloadRequest, articleId: number): Promise<Article> {
  if (roleOf(req.user) === null)
    throw new AppError({
      code: 'unauthorized',
      status: 401,
      title: 'Sign in to the cockpit',
      detail: 'Review steps are taken by signed-in staff.',
    })
  const article =
    Number.isSafeInteger(articleId) && articleId > 0 && articleId <= 2_147_483_647
      ? await req.payload.findByID({
          collection: 'articles',
          id: articleId,
          draft: true,
          depth: 0,
          disableErrors: true,
          overrideAccess: true,
          req,
        })
      : null
  if (!article) throw new AppError({ code: 'not_found', status: 404, title: 'No such article' })
  return article
}

/** Saves the latest version again as a draft with the step's state: the history's record of the step. */
async function saveStep(req: PayloadRequest, article: Article, state: ReviewState): Promise<Article> {
  const saved = await withReviewStep(req, state, () =>
    req.payload.update({
      collection: 'articles',
      id: article.id,
      data: {},
      draft: true,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )
  await setReviewOfPublicRow(req, article.id, state)
  return saved
}

/** A writer asks an editor to publish: their own article (an editor may submit any), not live as it stands. */
export async function submitForReview(req: PayloadRequest, articleId: number): Promise<Article> {
  return inOneTransaction(req, async () => {
    const article = await articleFor(req, articleId)
    const role = roleOf(req.user)
    if (!may(role, 'write_own_drafts')) throw roleLacks(role, 'write_own_drafts')
    if (writerOf(article) !== req.user!.id && !may(role, 'edit_all_content')) throw roleLacks(role, 'edit_all_content')
    if (article.review === 'submitted') throw outOfTurn('The article already waits for review.')
    if (article.is_published && article._status === 'published')
      throw outOfTurn('The article is live as it stands: there is no unpublished change to review.')
    const saved = await saveStep(req, article, 'submitted')
    await recordStaffAction(req, {
      action: 'review_submitted',
      targetCollection: 'articles',
      targetId: article.id,
      summary: `“${article.title}” submitted for review.`,
    })
    await editorialEvent(req, { kind: 'submitted_for_review', articleId: article.id, actorId: req.user!.id })
    return saved
  })
}

/** Checks a send-back note: said, and within a note's length. */
export function sendBackNote(value: unknown): string {
  const note = typeof value === 'string' ? value.trim() : ''
  if (note.length === 0 || note.length > NOTE_MAX_LENGTH)
    throw new AppError({
      code: 'validation_failed',
      status: 422,
      title: 'The note is missing or too long',
      errors: [{ field: 'note', message: `Say what to change, in 1 to ${NOTE_MAX_LENGTH} characters.` }],
    })
  return note
}

/** An editor asks the writer for changes: the note goes on the article as an editorial note too, and its writer is told. */
export async function sendBack(req: PayloadRequest, articleId: number, noteText: unknown): Promise<Article> {
  return inOneTransaction(req, async () => {
    const article = await articleFor(req, articleId)
    const role = roleOf(req.user)
    if (!may(role, 'review')) throw roleLacks(role, 'review')
    const note = sendBackNote(noteText)
    if (article.review !== 'submitted') throw outOfTurn('Only an article waiting for review is sent back.')
    const saved = await saveStep(req, article, 'sent_back')
    await req.payload.create({
      collection: 'article-notes',
      data: { article: article.id, body: note },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordStaffAction(req, {
      action: 'review_sent_back',
      targetCollection: 'articles',
      targetId: article.id,
      summary: `“${article.title}” sent back: ${note}`,
    })
    await editorialEvent(req, {
      kind: 'sent_back',
      articleId: article.id,
      actorId: req.user!.id,
      note,
      writerId: writerOf(article),
    })
    return saved
  })
}
