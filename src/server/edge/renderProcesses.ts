/**
 * The render processes the edge starts and keeps (docs/decisions/085-edge-and-renderers.md): each is this same entry
 * (dist/server.mjs) started again with RENDER_SOCKET set, so it runs today's app (Next and Payload) on a Unix socket
 * instead of the port. Each runs at a lower OS priority than the edge (RENDER_NICENESS steps lower, 10 by default),
 * so that under load the CPU serves cached pages first. One that exits unasked is started again; a miss it was
 * rendering is answered 503 by the edge.
 */
import { type ChildProcess, fork } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

import type { ContentChange } from '../../features/contentChanges/contentChange'
import { isRenderProcessMessage } from './renderProcessSide'

const RESTART_DELAY_MS = 500
const MAX_NICENESS = 19

interface RenderProcess {
  socket: string
  child: ChildProcess
  ready: boolean
  /** Exchanges in flight, for choosing the least busy. */
  inFlight: number
}

export interface RenderProcesses {
  /** Starts them, one after the other (the first applies the migrations); resolves once the first is ready. */
  start(): Promise<void>
  /** The least busy ready render process's socket, or null when none is ready. */
  pick(): { socket: string; done(): void } | null
  /** How many are ready. */
  readyCount(): number
  /** The ready ones, to ask for their figures of `/metrics` (./edgeMetrics.ts). */
  ready(): ChildProcess[]
  /** From now on one that exits is not started again: the edge is stopping (a signal may reach them first). */
  stopping(): void
  /** SIGTERM to each; resolves once all have exited. */
  stop(): Promise<void>
}

interface RenderProcessesOptions {
  count: number
  /** How much higher their niceness is than this process's own, set as each starts (RENDER_NICENESS). */
  niceness: number
  /** The entry to start (this process's own) and the environment to start it with. */
  entry: string
  env: NodeJS.ProcessEnv
  log(line: string): void
  /** A render process's write is about to commit (./renderProcessSide.ts). */
  onSuspend(change: ContentChange): void
  /** How many are ready changed. */
  onReadyCount(count: number): void
}

export function createRenderProcesses({
  count,
  niceness,
  entry,
  env,
  log,
  onSuspend,
  onReadyCount,
}: RenderProcessesOptions): RenderProcesses {
  const processes: RenderProcess[] = []
  let stopping = false
  const readyCount = () => processes.filter((one) => one.ready).length

  const spawn = (index: number): Promise<void> => {
    const socket = path.join(os.tmpdir(), `pmsnews-${process.pid}-${index}.sock`)
    const child = fork(entry, [], {
      env: { ...env, RENDER_SOCKET: socket },
      execArgv: renderProcessExecArgv(process.execArgv),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const one: RenderProcess = { socket, child, ready: false, inFlight: 0 }
    processes[index] = one
    try {
      // Relative to the edge's own, so that an edge started niced (`nice npm start`) still goes first; 19 is the lowest.
      os.setPriority(child.pid!, Math.min(MAX_NICENESS, os.getPriority() + niceness))
    } catch (error) {
      log(`render process ${child.pid}: its priority could not be lowered (${String(error)})`)
    }
    return new Promise<void>((resolve, reject) => {
      child.on('message', (message) => {
        if (!isRenderProcessMessage(message)) return
        if (message.kind === 'suspend') return onSuspend(message.change)
        one.ready = true
        onReadyCount(readyCount())
        resolve()
      })
      child.once('exit', (code, signal) => {
        const wasReady = one.ready
        one.ready = false
        onReadyCount(readyCount())
        if (!wasReady) reject(new Error(`the render process exited before it was ready (${signal ?? code})`))
        if (stopping) return
        log(`render process ${child.pid} exited (${signal ?? code}); starting another`)
        setTimeout(() => {
          if (!stopping) spawn(index).catch((error: unknown) => log(`render process: ${String(error)}`))
        }, RESTART_DELAY_MS)
      })
    })
  }

  return {
    async start() {
      await spawn(0)
      // The others after the first, which applied the migrations; not waited for.
      for (let index = 1; index < count; index++)
        void spawn(index).catch((error: unknown) => log(`render process: ${String(error)}`))
    },
    pick() {
      let best: RenderProcess | undefined
      for (const one of processes) if (one?.ready && (!best || one.inFlight < best.inFlight)) best = one
      if (!best) return null
      const chosen = best
      chosen.inFlight++
      return { socket: chosen.socket, done: () => void chosen.inFlight-- }
    },
    readyCount,
    ready: () => processes.filter((one) => one?.ready).map((one) => one.child),
    stopping() {
      stopping = true
    },
    async stop() {
      stopping = true
      await Promise.all(
        processes.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve()
              child.once('exit', () => resolve())
              child.kill('SIGTERM')
            }),
        ),
      )
    },
  }
}

/**
 * The edge's Node flags for a render process, but for those that size the edge's heap: an edge may be started with a
 * small young generation (`--max-semi-space-size`), a heap sized for memory (`--optimize-for-size`) and one V8 worker
 * thread (`--v8-pool-size`), which bound its resident memory under load (its garbage is a hit's few short-lived objects), while a render's many objects would
 * be promoted early and collected more often, at greater cost.
 */
export function renderProcessExecArgv(execArgv: readonly string[]): string[] {
  return execArgv.filter((flag) => !EDGE_HEAP_FLAG.test(flag))
}

const EDGE_HEAP_FLAG = /^--(?:max[-_]semi[-_]space[-_]size=|optimize[-_]for[-_]size$|v8[-_]pool[-_]size=)/
