/**
 * A reading of something kept in memory (the redirects, the agent policy) that changes come to ask for again: while
 * one reading runs, the asks that arrive are folded into one more reading after it, so that the last change is read
 * and no two readings overlap. A failed reading keeps what was read last, and says so through `failed`.
 */
export function coalescedReload(read: () => Promise<void>, failed: (error: unknown) => void): () => Promise<void> {
  let reading: Promise<void> | null = null
  let readAgain = false
  return () => {
    if (reading) {
      readAgain = true
      return reading
    }
    reading = (async () => {
      do {
        readAgain = false
        try {
          await read()
        } catch (error) {
          failed(error)
        }
      } while (readAgain)
    })().finally(() => {
      reading = null
    })
    return reading
  }
}
