/**
 * A streaming writer of POSIX tar archives (pax interchange format, POSIX.1-2001 `ustar` headers with `x` extended
 * headers for paths longer than `ustar` holds): one file at a time in, 512-byte blocks out, so an archive of any
 * size streams in the memory of its largest file. Regular files only; owner, group and mode are fixed (0644, root).
 * https://pubs.opengroup.org/onlinepubs/9699919799/utilities/pax.html#tag_20_92_13_01
 */
const BLOCK = 512
const NAME_BYTES = 100

export interface TarFile {
  /** The path inside the archive, `/`-separated, relative. */
  name: string
  data: Buffer
  modified: Date
}

/** An octal number in a field of `width` bytes: zero-padded digits, then a NUL. */
function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0'
}

function header(name: string, size: number, modified: Date, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(name, 0, NAME_BYTES, 'utf8')
  block.write(octal(0o644, 8), 100, 'ascii')
  block.write(octal(0, 8), 108, 'ascii')
  block.write(octal(0, 8), 116, 'ascii')
  block.write(octal(size, 12), 124, 'ascii')
  block.write(octal(Math.floor(modified.getTime() / 1000), 12), 136, 'ascii')
  block.write(' '.repeat(8), 148, 'ascii')
  block.write(type, 156, 'ascii')
  block.write('ustar\0', 257, 'ascii')
  block.write('00', 263, 'ascii')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(octal(sum, 7) + ' ', 148, 'ascii')
  return block
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)

/** A pax record, `<length> path=<value>\n`, whose length counts its own digits. */
function paxRecord(key: string, value: string): Buffer {
  const rest = ` ${key}=${value}\n`
  let length = Buffer.byteLength(rest)
  while (String(length + String(length).length).length !== String(length).length) length += 1
  return Buffer.from(`${length + String(length).length}${rest}`)
}

function* fileBlocks(file: TarFile): Generator<Buffer> {
  if (!file.name || file.name.startsWith('/') || file.name.split('/').includes('..'))
    throw new Error(`tar: refusing the path "${file.name}"`)
  let name = file.name
  if (Buffer.byteLength(name) > NAME_BYTES) {
    const record = paxRecord('path', name)
    yield header('PaxHeader', record.length, file.modified, 'x')
    yield record
    yield padding(record.length)
    name = Buffer.from(name)
      .subarray(0, NAME_BYTES)
      .toString('utf8')
      .replace(/\uFFFD$/, '')
  }
  yield header(name, file.data.length, file.modified, '0')
  yield file.data
  yield padding(file.data.length)
}

/** The archive of `files`, in their order, ended by the two zero blocks tar readers expect. */
export async function* tarArchive(files: AsyncIterable<TarFile>): AsyncGenerator<Buffer> {
  for await (const file of files) yield* fileBlocks(file)
  yield Buffer.alloc(BLOCK * 2)
}
