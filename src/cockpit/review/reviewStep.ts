/** Calls a review step of the article (src/collections/Articles/endpoints/reviewEndpoints.ts) from the cockpit. */
export async function reviewStep(
  articleId: number,
  step: 'submit-for-review' | 'send-back',
  body?: { note: string },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const response = await fetch(`/cms-api/articles/${articleId}/${step}`, {
    method: 'POST',
    credentials: 'include',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  if (response.ok) return { ok: true }
  const problem = (await response.json().catch(() => null)) as {
    detail?: string
    title?: string
    errors?: Array<{ message: string }>
  } | null
  return {
    ok: false,
    message: problem?.errors?.[0]?.message ?? problem?.detail ?? problem?.title ?? 'The step failed; try again.',
  }
}
