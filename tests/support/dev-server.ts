// `npm run dev` (scripts/dev.mjs) as a child process, for the test that it serves the storefront
// and for the edit-to-screen measurement (tests/perf/edit-to-screen.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface DevServer {
  /** The storefront's URL, as `npm run dev` printed it. */
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  /** Ctrl+C; resolves to its exit code once it, and so every process it started, has stopped. */
  stop: () => Promise<number | null>;
}

/** Starts `npm run dev` with `env` (its ports, API_URL, DATA_DIR) and resolves once it printed its
 * URL, i.e. once the api, the gateway and the web server answer; rejects if it exits before. */
export function startDev(env: Record<string, string>): Promise<DevServer> {
  const child = spawn(process.execPath, ['scripts/dev.mjs'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = () => {
    child.kill('SIGINT');
    return exited;
  };
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Storefront \(npm run dev\)\s+(http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, output: () => output, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`npm run dev exited (${code}) before serving:\n${output}`)));
  });
}
