/** Like Promise.all, but rejects only once every promise has settled, so that no work outlives a failed setup's cleanup. */
export async function allSettled<T extends readonly unknown[]>(promises: {
  [K in keyof T]: Promise<T[K]>
}): Promise<T> {
  const results = await Promise.allSettled(promises)
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T
}
