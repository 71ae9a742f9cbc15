/**
 * A production process's output as the log lines it is (src/ground/log.ts): one JSON object per line. A line that is not one
 * fails the reading, with the line, since every line an operator's collector gets must be.
 */
export interface LogLine {
  /** pino's levels: 30 info, 40 warn, 50 error, 60 fatal. */
  level: number
  time: string
  pid: number
  msg: string
  err?: { type: string; message: string; stack: string }
}

export function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine
      } catch {
        throw new Error(`not a JSON log line: ${line}`)
      }
    })
}

/** The message of the last line. */
export const lastMessage = (output: string): string => logLines(output).at(-1)?.msg ?? ''
