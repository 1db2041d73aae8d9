// CPU time from /proc (Linux), to show where a benchmark's 2 cores go: the Postgres server
// (its main process and every backend, live or ended) and the benchmark's own clients.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux (getconf CLK_TCK)

/** utime, stime, cutime, cstime of a process, in ms; zeros when it is gone. */
function cpuFields(pid: number | 'self'): [number, number, number, number] {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const at = (field: number) => (Number(fields[field - 3]) * 1000) / TICKS_PER_SECOND;
    return [at(14), at(15), at(16), at(17)];
  } catch {
    return [0, 0, 0, 0];
  }
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // Ended while listing.
    }
  }
  return children;
}

/** CPU ms the server has used so far: the postmaster, its live backends and those it reaped. */
export function serverCpuMs(postmasterPid: number): number {
  const [utime, stime, cutime, cstime] = cpuFields(postmasterPid);
  const live = childrenOf(postmasterPid).reduce((total, pid) => {
    const [childUser, childSystem] = cpuFields(pid);
    return total + childUser + childSystem;
  }, 0);
  return utime + stime + cutime + cstime + live;
}

/** CPU ms of this process's ended child processes (e.g. pgbench after it exits). */
export function endedChildrenCpuMs(): number {
  const [, , cutime, cstime] = cpuFields('self');
  return cutime + cstime;
}

/** CPU ms of this process (the benchmark's own clients). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
