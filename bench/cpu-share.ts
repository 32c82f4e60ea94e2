/**
 * Where a machine's cores went during a bench phase, by program (postgres, node, wrk, redis-server …):
 * the CPU time of every process from /proc at the start and the end, as cores busy on average.
 * Linux only; elsewhere `cpuSnapshot` returns null and nothing is printed. A process that started during
 * the phase counts whole, one that ended during it is missed by program (a load generator run for the
 * phase alone, say) but not in the machine's total.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface CpuSnapshot {
  at: number;
  ticks: Map<number, { program: string; ticks: number }>;
  /** The whole machine's busy ticks (all cores; /proc/stat), which also hold processes that came and went. */
  machineBusy: number;
}

/** Busy ticks of all cores from the text of /proc/stat: everything but idle and iowait. */
export function parseMachineBusy(stat: string): number {
  const fields = /^cpu\s+(.+)$/m.exec(stat)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return user + nice + system + irq + softirq + steal;
}

/** One process' program name and user + system ticks, from the text of /proc/<pid>/stat. */
export function parseProcStat(stat: string): { program: string; ticks: number } | null {
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so it ends at the last ")".
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const fields = stat.slice(close + 2).split(' ');
  // After comm: state is field 3 of the man page; utime and stime are fields 14 and 15.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return { program: stat.slice(open + 1, close), ticks: utime + stime };
}

export function cpuSnapshot(): CpuSnapshot | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const ticks = new Map<number, { program: string; ticks: number }>();
  for (const pid of pids) {
    try {
      const parsed = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (parsed) ticks.set(Number(pid), parsed);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return { at: performance.now(), ticks, machineBusy: parseMachineBusy(readFileSync('/proc/stat', 'utf8')) };
}

/**
 * Cores busy on average between two snapshots, by program, busiest first (programs under 0.02 cores left
 * out). `names` renames processes by pid (the bench's own Node.js process, say, apart from the servers').
 */
export function coresByProgram(before: CpuSnapshot, after: CpuSnapshot, names: Record<number, string> = {}): [string, number][] {
  const seconds = (after.at - before.at) / 1000;
  const used = new Map<string, number>();
  for (const [pid, now] of after.ticks) {
    const then = before.ticks.get(pid);
    const delta = then && then.program === now.program ? now.ticks - then.ticks : now.ticks;
    const program = names[pid] ?? now.program;
    used.set(program, (used.get(program) ?? 0) + delta);
  }
  return [...used]
    .map(([program, ticks]) => [program, ticks / TICKS_PER_SECOND / seconds] as [string, number])
    .filter(([, cores]) => cores >= 0.02)
    .sort((a, b) => b[1] - a[1]);
}

/** Cores busy on average on the whole machine between two snapshots. */
export function machineCores(before: CpuSnapshot, after: CpuSnapshot): number {
  return (after.machineBusy - before.machineBusy) / TICKS_PER_SECOND / ((after.at - before.at) / 1000);
}

/** "1.95 of 2 cores busy: node 1.02, postgres 0.81" */
export function describeCores(shares: [string, number][], machine: number, cores: number): string {
  return `${machine.toFixed(2)} of ${cores} cores busy: ${shares.map(([program, used]) => `${program} ${used.toFixed(2)}`).join(', ')}`;
}
