/**
 * CPU time of processes, read from /proc (Linux): what a benchmark's
 * requests cost in CPU, which a shared machine's load disturbs far less than
 * requests per second. Times are seconds of CPU (user + system).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Kernel clock ticks per second (USER_HZ): 100 on every Linux Node runs on. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  parent: number;
  cpuSeconds: number;
}

/** One process's /proc/<pid>/stat, or undefined once it has exited. */
function procStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and brackets: the fields that follow start after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { pid, parent: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

/** Whether CPU times can be read here (Linux's /proc). */
export const cpuTimesReadable = (): boolean => procStat(process.pid) !== undefined;

/** The process and every process below it (a tsx wrapper's node, cluster workers, nginx workers), by pid. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat.pid]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** CPU seconds used so far by each of these processes (exited ones are left out). */
export function cpuSecondsByPid(pids: Iterable<number>): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    const stat = procStat(pid);
    if (stat) seconds.set(pid, stat.cpuSeconds);
  }
  return seconds;
}

/** CPU used between two readings: processes that started in between count from zero. */
export function cpuSecondsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** The whole machine's busy and total CPU seconds so far (every core), from /proc/stat. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = ticks[3]! + ticks[4]!;
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}
