/**
 * Bytes in base58btc, Bitcoin's alphabet of 58 characters (draft-msporny-base58-03), the encoding Multibase marks
 * with `z`: what Data Integrity proofs carry their signatures in (../../features/federation/signedActivity.ts).
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function base58btc(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1
  // The number in base 58, least significant digit first.
  const digits: number[] = []
  for (const byte of bytes.subarray(zeros)) {
    let carry = byte
    for (let index = 0; index < digits.length; index += 1) {
      carry += digits[index]! * 256
      digits[index] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  )
}
