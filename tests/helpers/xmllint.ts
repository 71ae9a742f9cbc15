/** libxml2's xmllint over a document: well-formedness, XML Schema validation and XPath queries. */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { requireDebianTool, XMLLINT } from './debianPackage'

function toFile(xml: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-xml-')), 'document.xml')
  fs.writeFileSync(file, xml)
  return file
}

/** xmllint's verdict: `ok` and, when not, what it complained about. With a schema, validity too. */
export function xmllint(xml: string, schema?: string): { ok: boolean; output: string } {
  const result = spawnSync(
    requireDebianTool(XMLLINT),
    ['--noout', '--nonet', ...(schema ? ['--schema', schema] : []), toFile(xml)],
    { encoding: 'utf8' },
  )
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
}

/**
 * The value of an XPath expression (`count(...)`, `string(...)`, a comparison), namespaces bound by prefix. xmllint
 * shortens strings longer than about 40 characters with "...": compare long ones inside the expression.
 */
export function xpath(xml: string, expression: string, namespaces: Record<string, string> = {}): string {
  const binary = requireDebianTool(XMLLINT)
  const shell = [
    ...Object.entries(namespaces).map(([prefix, uri]) => `setns ${prefix}=${uri}`),
    `xpath ${expression}`,
  ].join('\n')
  const output = execFileSync(binary, ['--nonet', '--shell', toFile(xml)], {
    input: `${shell}\nbye\n`,
    encoding: 'utf8',
  })
  const match = /Object is a (?:number|string|Boolean) : ?(.*)/.exec(output)
  if (!match) throw new Error(`xpath ${expression} gave no value:\n${output}`)
  return match[1]!.trim()
}
