// `npm start` and `npx tsx start.ts` run the server three or four processes below the one the
// person started (npm → sh → tsx → node). Killing that one with kill -9 leaves the server
// running as an orphan that still holds the port and the data folder, so the next start is
// refused. The server therefore watches its launchers and stops cleanly when one of them
// goes away. Linux only (it reads /proc); elsewhere it does nothing.
import fs from 'node:fs';

/** npm, npx and tsx: the tools that start the server as their child and may be killed alone. */
const LAUNCHER_TOOL = /(^|[/\s])(npm|npx|tsx|npm-cli\.js|npx-cli\.js)(\s|$)/;
/** The `sh -c` npm runs scripts through; counted only between the server and such a tool. */
const SCRIPT_SHELL = /^(\/usr)?(\/bin\/)?(sh|dash|bash) -c /;

interface ProcessStat {
  state: string;
  ppid: number;
}

function statOf(pid: number): ProcessStat | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces; state and parent follow it.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

/** Gone, or a zombie its own parent has not reaped yet. */
function isDead(pid: number): boolean {
  const stat = statOf(pid);
  return stat === null || stat.state === 'Z' || stat.state === 'X';
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** The chain of launcher processes right above this one, nearest first. */
export function launcherChain(): number[] {
  const chain: number[] = [];
  let outermostTool = -1;
  let pid = process.ppid;
  while (pid > 1) {
    const command = commandLine(pid);
    if (LAUNCHER_TOOL.test(command)) outermostTool = chain.length;
    else if (!SCRIPT_SHELL.test(command)) break;
    chain.push(pid);
    const stat = statOf(pid);
    if (!stat) break;
    pid = stat.ppid;
  }
  // A shell above the outermost tool is the person's (or a service's, which may exit on purpose).
  return chain.slice(0, outermostTool + 1);
}

/**
 * Calls onGone once a launcher above this process has died. Whatever started the outermost
 * launcher (a terminal, nohup, a service manager) may come and go: only the launchers count.
 */
export function whenLauncherDies(onGone: () => void, intervalMs = 250): () => void {
  if (process.platform !== 'linux') return () => {};
  const chain = launcherChain();
  if (chain.length === 0) return () => {};
  const timer = setInterval(() => {
    const broken = process.ppid !== chain[0] || chain.some(isDead);
    if (!broken) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
