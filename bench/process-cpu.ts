/**
 * CPU time of a process and its descendants, read from /proc (Linux; elsewhere NaN). On a
 * shared machine a rate moves with whatever else runs, while the CPU a unit of work costs
 * the shop and the database moves much less: it says where the time goes, and what a core
 * of their own would buy each of them.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: the unit of utime and stime in /proc/<pid>/stat, 100 on every common build. */
const TICKS_PER_SECOND = 100;

type Stat = { ppid: number; cpuSeconds: number };

function readStat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // utime, stime, and cutime, cstime: what its exited children used, once it reaped them
    // (a PostgreSQL backend that ends, a pool's connection closed when idle).
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return { ppid: Number(fields[1]), cpuSeconds: ticks / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** Seconds of CPU (user and system) the process `root` and its descendants have used, those that ended included. */
export function processTreeCpuSeconds(root: number | undefined): number {
  if (root === undefined || process.platform !== 'linux') return Number.NaN;
  const stats = new Map<number, Stat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) stats.set(Number(entry), stat);
  }
  if (!stats.has(root)) return Number.NaN;
  let total = 0;
  for (const [pid, stat] of stats) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.ppid) {
      if (at === root) {
        total += stat.cpuSeconds;
        break;
      }
    }
  }
  return total;
}

/** The postmaster's pid, from its data directory's `postmaster.pid` (first line). */
export function postmasterPid(dataDir: string | undefined): number | undefined {
  if (!dataDir) return undefined;
  try {
    const pid = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
