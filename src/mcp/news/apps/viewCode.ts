/**
 * The code each MCP Apps view inlines: the shared bridge to the host (view/bridge.js) followed by the view's own
 * script in one strict-mode function, and the shared stylesheet (view/base.css) followed by the view's own. Plain
 * browser JavaScript and CSS in files of their own, so that they are linted and formatted as what they are; read from
 * the project's folder, as the OAuth pages read the site's stylesheet, since the server bundle carries no copy.
 */
import fs from 'node:fs'
import path from 'node:path'

import { PROJECT_ROOT } from '../../../ground/lib/projectRoot'

const VIEW_FOLDER = path.join(PROJECT_ROOT, 'src/mcp/news/apps/view')

const read = (name: string) => fs.readFileSync(path.join(VIEW_FOLDER, name), 'utf8').trim()

/** The inline script of the view whose own script is `view/<name>`. */
export const viewScript = (name: string) => `'use strict';\n(() => {\n${read('bridge.js')}\n\n${read(name)}\n})()\n`

/** The inline stylesheet of the view whose own stylesheet is `view/<name>`. */
export const viewStyle = (name: string) => `\n${read('base.css')}\n\n${read(name)}\n`
