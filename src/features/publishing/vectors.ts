/**
 * Embeddings as stored: unit-length float32 vectors in a `bytea` (4 bytes a dimension), so that cosine similarity
 * is a plain dot product and 100,000 of 256 dimensions take 100 MB.
 */
export function normalize(vector: ArrayLike<number>): Float32Array {
  let norm = 0
  for (let i = 0; i < vector.length; i += 1) norm += vector[i]! * vector[i]!
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0
  const unit = new Float32Array(vector.length)
  for (let i = 0; i < vector.length; i += 1) unit[i] = vector[i]! * scale
  return unit
}

export function toBytes(vector: Float32Array): Buffer {
  const bytes = Buffer.alloc(vector.length * 4)
  for (let i = 0; i < vector.length; i += 1) bytes.writeFloatLE(vector[i]!, i * 4)
  return bytes
}

export function fromBytes(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const vector = new Float32Array(bytes.byteLength / 4)
  for (let i = 0; i < vector.length; i += 1) vector[i] = view.getFloat32(i * 4, true)
  return vector
}

export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!
  return sum
}
