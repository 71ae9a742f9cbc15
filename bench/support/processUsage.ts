/** What a process has used so far, from /proc (Linux): the benches' steadiest figures on a shared machine. */
import fs from 'node:fs'

/** The kernel's clock ticks per second (USER_HZ), 100 on Linux. */
const CLOCK_TICKS_PER_SECOND = 100

/** User plus system CPU time of a process in milliseconds. */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND
}

/** The processes `pid` started that still run (their own children too), from /proc (Linux). */
function descendantsOf(pid: number): number[] {
  const found: number[] = []
  const visit = (parent: number) => {
    let tasks: string[]
    try {
      tasks = fs.readdirSync(`/proc/${parent}/task`)
    } catch {
      return // ended meanwhile
    }
    for (const task of tasks) {
      let children: string
      try {
        children = fs.readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8')
      } catch {
        continue
      }
      for (const child of children.split(' ').filter(Boolean).map(Number)) {
        found.push(child)
        visit(child)
      }
    }
  }
  visit(pid)
  return found
}

/** User plus system CPU time of the processes `pid` started and that still run, in ms (0 for one that ended). */
export function descendantsCpuMs(pid: number): number {
  let total = 0
  for (const child of descendantsOf(pid)) {
    try {
      total += cpuMs(child)
    } catch {
      // ended meanwhile
    }
  }
  return total
}

/**
 * The machine's CPU time so far, from /proc/stat, in ms summed over its cores: `busy` (user, nice, system, interrupts),
 * `steal` (time the hypervisor gave another guest while this one wanted to run: a shared host's own load) and `total`.
 */
export function machineCpuMs(): { busy: number; steal: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number) as number[]
  const toMs = (ticks: number) => (ticks * 1000) / CLOCK_TICKS_PER_SECOND
  const busy = user! + nice! + system! + irq! + softirq!
  return { busy: toMs(busy), steal: toMs(steal!), total: toMs(busy + idle! + iowait! + steal!) }
}

/** Resident memory of a process in MiB: now (VmRSS) or at its highest (VmHWM). */
export function residentMiB(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]) / 1024
}

/**
 * User plus system CPU time of every PostgreSQL process on this machine and of the ones they reaped (a benchmark's
 * database work), in ms: a backend that ends moves its time into the postmaster's, so the total never falls when a
 * connection closes during a run.
 */
export function postgresCpuMs(): number {
  let total = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (!stat.includes('(postgres)')) continue
      const fields = stat.split(') ')[1]!.split(' ')
      total +=
        ((Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 1000) /
        CLOCK_TICKS_PER_SECOND
    } catch {
      // The process ended while it was being read.
    }
  }
  return total
}

/**
 * Proportional resident memory of a process in MiB (Pss): pages it shares with others (the node binary's code, which
 * an edge and its render processes map once) counted in part, so that the figures of processes add up.
 */
export function proportionalMiB(pid: number): number {
  const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
  return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)![1]) / 1024
}

/** Resident memory shared with other processes and never written (Shared_Clean: mapped code), in MiB. */
export function sharedCleanMiB(pid: number): number {
  const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
  return Number(/^Shared_Clean:\s+(\d+) kB/m.exec(rollup)![1]) / 1024
}
