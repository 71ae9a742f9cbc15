import type { TextField } from 'payload'

/** The spec's "max length 255" strings; Payload enforces maxLength on every write path. */
export function text255(name: string, overrides: Partial<TextField> = {}): TextField {
  return { name, type: 'text', maxLength: 255, ...overrides } as TextField
}
