/**
 * Records tests/setup/fileSeconds.json, the order the sequencer starts app test files in (tests/setup/sequencer.ts):
 * `npx vitest run --reporter=default --reporter=tests/setup/fileSecondsReporter.mjs`. Each app file (tests/, not
 * tests/static/) that ran gets the seconds it held its worker for, rounded to a tenth: its tests and its hooks (the
 * servers, browsers and CLI runs its beforeAll starts) and its import. A report's own start and end times leave the
 * hooks out, and ranked a file that spends 23 of its 41 s starting two servers and a CLI import among the 18 s ones.
 * Files that did not run keep their seconds; files that no longer exist are dropped.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const recorded = path.join(root, 'tests/setup/fileSeconds.json')

const isAppFile = (file) => file.startsWith('tests/') && !file.startsWith('tests/static/')

export default class FileSecondsReporter {
  onTestRunEnd(testModules) {
    const seconds = new Map(
      Object.entries(JSON.parse(fs.readFileSync(recorded, 'utf8'))).filter(([file]) =>
        fs.existsSync(path.join(root, file)),
      ),
    )
    for (const testModule of testModules) {
      const file = path.relative(root, testModule.moduleId)
      if (!isAppFile(file) || testModule.state() === 'skipped') continue
      const { duration, collectDuration, setupDuration } = testModule.diagnostic()
      seconds.set(file, Math.round((duration + collectDuration + setupDuration) / 100) / 10)
    }
    const entries = [...seconds].sort((a, b) => b[1] - a[1])
    fs.writeFileSync(recorded, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`)
    console.log(`tests/setup/fileSeconds.json: ${entries.length} files`)
  }
}
