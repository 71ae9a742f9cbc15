/**
 * Writes tests/setup/fileSeconds.json, the order the sequencer starts app test files in (tests/setup/sequencer.ts),
 * from a full run's report: `npx vitest run --reporter=default --reporter=json --outputFile.json=run.json`, then
 * `node tests/setup/recordFileSeconds.mjs run.json`. Only the app files (tests/, not tests/static/) are kept, each
 * with the wall seconds it took in that run, rounded to a tenth.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const [report] = process.argv.slice(2)
if (!report) {
  console.error('usage: node tests/setup/recordFileSeconds.mjs <vitest json report>')
  process.exit(2)
}
const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8'))
const entries = testResults
  .map((result) => [path.relative(root, result.name), (result.endTime - result.startTime) / 1000])
  .filter(([file]) => file.startsWith('tests/') && !file.startsWith('tests/static/'))
  .sort((a, b) => b[1] - a[1])
  .map(([file, seconds]) => [file, Math.round(seconds * 10) / 10])
fs.writeFileSync(
  path.join(root, 'tests/setup/fileSeconds.json'),
  `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`,
)
console.log(`tests/setup/fileSeconds.json: ${entries.length} files`)
