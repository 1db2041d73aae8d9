// Where Chromium's CPU goes during a benchmark: per process type (the page's renderer, the
// browser process that keeps IndexedDB, the network service…) from /proc, and, with
// BENCH_PROFILE=1, the page's JavaScript profile (Chrome DevTools protocol) summed by
// function and by source file. Linux only; elsewhere the split is empty.
import fs from 'node:fs';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

interface ProcessStat {
  ppid: number;
  ticks: number;
  type: string;
}

function processStats(): Map<number, ProcessStat> {
  const stats = new Map<number, ProcessStat>();
  if (!fs.existsSync('/proc/self/stat')) return stats;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const commandLine = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8');
      const type = /--type=([\w-]+)/.exec(commandLine)?.[1] ?? 'browser';
      const service = /--utility-sub-type=([\w.]+)/.exec(commandLine)?.[1];
      stats.set(Number(name), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        type: service ? `${type} (${service.split('.').at(-2) ?? service})` : type,
      });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return stats;
}

/** CPU milliseconds so far of every live Chromium process below this one, by process type. */
export function chromiumCpuByType(rootPid: number = process.pid): Map<string, number> {
  const stats = processStats();
  const below = (pid: number): boolean => {
    for (let parent = stats.get(pid)?.ppid; parent; parent = stats.get(parent)?.ppid) if (parent === rootPid) return true;
    return false;
  };
  const byType = new Map<string, number>();
  for (const [pid, { ticks, type }] of stats) {
    if (!below(pid) || !fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chrom')) continue;
    byType.set(type, (byType.get(type) ?? 0) + ticks * 10);
  }
  return byType;
}

/** The difference of two chromiumCpuByType readings, as one line. */
export function cpuByTypeLine(before: Map<string, number>, after: Map<string, number>): string {
  return [...after]
    .map(([type, used]): [string, number] => [type, used - (before.get(type) ?? 0)])
    .filter(([, used]) => used > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([type, used]) => `${type} ${Math.round(used).toLocaleString('es-CO')} ms`)
    .join(', ');
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface JsProfiler {
  /** The page's self time by function and by file, top entries, as table rows. */
  stop(): Promise<[string, string][]>;
}

const shortUrl = (url: string) => (url ? (url.split('/').at(-1) ?? url).replace(/-[\w-]{8}\.js$/, '.js') : '(nativo)');

function topEntries(totals: Map<string, number>, count: number): [string, string][] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, microseconds]) => [`  ${name}`, `${Math.round(microseconds / 1000).toLocaleString('es-CO')} ms`]);
}

function summarize(profile: CpuProfile): [string, string][] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const delta = profile.timeDeltas[index] ?? 0;
    const file = shortUrl(url);
    const name = `${functionName || '(anónima)'} ${file}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    byFile.set(file, (byFile.get(file) ?? 0) + delta);
  });
  const sampled = profile.timeDeltas.reduce((total, delta) => total + delta, 0);
  return [
    ['Perfil JS de la página (tiempo propio), muestreado', `${Math.round(sampled / 1000).toLocaleString('es-CO')} ms`],
    ['Por archivo', ''],
    ...topEntries(byFile, 8),
    ['Por función', ''],
    ...topEntries(byFunction, 25),
  ];
}

/** Starts the DevTools protocol's sampling profiler on the page when BENCH_PROFILE=1; null otherwise. */
export async function startJsProfiler(context: BrowserContext, page: Page): Promise<JsProfiler | null> {
  if (process.env.BENCH_PROFILE !== '1') return null;
  const session: CDPSession = await context.newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 500 });
  await session.send('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.send('Profiler.stop');
      return summarize(profile as CpuProfile);
    },
  };
}
