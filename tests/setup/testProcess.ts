import { afterEach, vi } from 'vitest'

// Vitest copies Vite's `BASE_URL` ("/") into process.env; the app's BASE_URL means the public site address.
delete process.env.BASE_URL

/** An unexpected console.error is a failure (STYLE.md practice 8); a test expecting one spies on it itself. */
const spy = vi.spyOn(console, 'error')

afterEach(() => {
  const calls = spy.mock.calls.slice()
  spy.mockClear()
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`)
  }
})
