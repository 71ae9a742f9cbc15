/** The OAuth store's sealing, which the second factor shares: one implementation, in src/ground/lib/sealing.ts. */
export { createSealer, sha256Hex, type Sealer } from '../../ground/lib/sealing'
