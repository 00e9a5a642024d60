import fs from 'node:fs';

// The fields after the command name (which may hold spaces), from the state: the parent's id is the 2nd; utime,
// stime, cutime and cstime (the process's own time, then its ended children's) the 12th to 15th, in ticks.
const fieldsOf = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');
const ticks = (stat: string, withChildren = false) => {
  const f = fieldsOf(stat);
  return Number(f[11]) + Number(f[12]) + (withChildren ? Number(f[13]) + Number(f[14]) : 0);
};
const TICK_MS = 10;

/** Processor time of the calling thread so far (Linux), in ms. */
export const threadCpuMs = (): number => ticks(fs.readFileSync('/proc/thread-self/stat', 'utf8')) * TICK_MS;

/**
 * Processor time of PostgreSQL on this machine so far, in ms: its server's, its running processes' and those of the
 * connections that have ended (the server counts its ended children's time); undefined when no PostgreSQL runs
 * here (a database on another machine), so the benchmark can say it does not know.
 */
export function postgresCpuMs(): number | undefined {
  const stats = new Map<string, string>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) stats.set(pid, stat);
    } catch {
      continue; // ended since the listing
    }
  }
  if (!stats.size) return undefined;
  let total = 0;
  for (const stat of stats.values()) {
    const server = !stats.has(fieldsOf(stat)[1]);
    total += ticks(stat, server);
  }
  return total * TICK_MS;
}
