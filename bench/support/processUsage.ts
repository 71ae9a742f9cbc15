/** What a process has used so far, from /proc (Linux): the benches' steadiest figures on a shared machine. */
import fs from 'node:fs'

/** The kernel's clock ticks per second (USER_HZ), 100 on Linux. */
const CLOCK_TICKS_PER_SECOND = 100

/** User plus system CPU time of a process in milliseconds. */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND
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
