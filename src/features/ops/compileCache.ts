/**
 * Node's on-disk cache of compiled code (`module.enableCompileCache`, Node 22.1+), for the processes we start:
 * the server, the CLI and the worker. A start loads some thousands of modules (Payload, Next's server, oidc-provider),
 * and compiling them was the largest part of its CPU; from the second start on, V8 reads the compiled code instead.
 * Entries are checked against the source and the Node version, so a changed file or an upgrade just compiles again.
 * The cache lives in the system's temporary directory unless NODE_COMPILE_CACHE names another. Call it before the
 * modules it should cover are imported: an entry point imports the rest dynamically after it.
 */
import module from 'node:module'

export function enableCompileCache(): void {
  // Absent on Node 20, which runs fine without it.
  module.enableCompileCache?.()
}
