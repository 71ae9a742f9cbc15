import { enableCompileCache } from '../src/features/ops/compileCache'

enableCompileCache()
const { runCli } = await import('../src/cli/runCli')

const code = await runCli(
  process.argv.slice(2),
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
)
process.exit(code)
