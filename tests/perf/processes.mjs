// What the bench reads of the processes it starts: CPU time and resident memory from /proc, and
// a process's own memory breakdown through memory-probe.mjs.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const CLOCK_TICK_MS = 1000 / (Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100);
const MB = 1024 * 1024;

/** utime + stime of a process (all its threads: the JIT and GC count too), in ms. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; fields 14 and 15 count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

/** CPU of every PostgreSQL server process on this machine (the backends run the api's queries),
 * in ms; 0 on PGlite, which runs inside the api. Other users of the server count too: run the
 * bench on a machine left to it. */
export function databaseCpuMs(onPostgres = Boolean(process.env.DATABASE_URL)) {
  if (!onPostgres) return 0;
  const isPostgres = (pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
  return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).reduce((total, pid) => {
    try {
      return isPostgres(pid) ? total + cpuMs(pid) : total;
    } catch {
      return total; // ended while being read
    }
  }, 0);
}

export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

const PROBE = pathToFileURL(fileURLToPath(new URL('./memory-probe.mjs', import.meta.url))).href;
const PROBE_PREFIX = 'memory-probe ';

/**
 * `process.memoryUsage()` of processes started with `env` (in MB), read on demand: pass `onLine`
 * as the launcher's, then `read(name, pid)` asks the process named so for its figures.
 */
export function memoryProbe() {
  const waiting = new Map();
  return {
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PROBE}`.trim() },
    onLine(name, line) {
      if (!line.startsWith(PROBE_PREFIX) || !waiting.has(name)) return;
      const usage = JSON.parse(line.slice(PROBE_PREFIX.length));
      waiting.get(name)(Object.fromEntries(Object.entries(usage).map(([key, bytes]) => [key, bytes / MB])));
      waiting.delete(name);
    },
    read(name, pid) {
      return new Promise((resolve, reject) => {
        waiting.set(name, resolve);
        process.kill(pid, 'SIGUSR2');
        setTimeout(() => reject(new Error(`${name} (pid ${pid}) did not report its memory`)), 5000).unref();
      });
    },
  };
}

/**
 * One line of a Node process's memory (MB): resident, the JavaScript heap (reserved, and used:
 * live objects and garbage not yet collected), and `external`, memory V8 does not manage but is
 * told of: the ArrayBuffers (Buffers) and, on PGlite, its WebAssembly memory, counted whole
 * although only its touched pages are resident.
 */
export function describeMemory({ rss, heapUsed, heapTotal, external, arrayBuffers }) {
  const mb = (value) => `${value.toFixed(0)} MB`;
  return `RSS ${mb(rss)}: JS heap ${mb(heapTotal)} (${mb(heapUsed)} used), external ${mb(external)} (ArrayBuffers ${mb(arrayBuffers)})`;
}
