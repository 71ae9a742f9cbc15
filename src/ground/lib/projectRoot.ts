/**
 * The project's folder, where package.json and payload.config.ts are. Modules find files there (the Next build, the
 * migrations, the site's CSS, the agent skills) from here rather than from their own location, which differs between
 * the sources (src/…, run by tsx and compiled by Next) and the server bundle (dist/, what `npm start` runs).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

function projectRootAbove(start: string): string {
  for (let directory = start; ; directory = path.dirname(directory)) {
    if (fs.existsSync(path.join(directory, 'payload.config.ts'))) return directory
    if (path.dirname(directory) === directory)
      throw new Error(`no payload.config.ts above ${start}: the project's files are not where the code is`)
  }
}

export const PROJECT_ROOT = projectRootAbove(path.dirname(fileURLToPath(import.meta.url)))
