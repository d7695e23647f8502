// @ts-check
// The server processes of `npm run start:cluster`: N children running server/src/main.ts (as `npm start`
// runs one), each on its own port, each line of their output prefixed with its number. A process that
// exits while the cluster is not stopping is started again (a simple supervisor); meanwhile nginx passes
// requests to the others.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const READY = 'Chipmart is running at';
/** A process that ran at least this long before it exited is restarted at once; one that fails sooner waits longer each time, up to 30 s. */
const HEALTHY_MS = 10_000;

/**
 * @typedef {{ index: number; port: number; child: import('node:child_process').ChildProcess | undefined; restarts: number; ready: boolean }} ServerSlot
 */

/**
 * Starts `count` servers on ports `firstPort`, `firstPort + 1` … with `env` plus their PORT. `ready`
 * resolves once each has said it is running (the first start on an empty database seeds it while the others
 * wait for the start-up lock); `stop` ends them all.
 * @param {{ count: number; firstPort: number; env: NodeJS.ProcessEnv; log: (line: string) => void }} options
 */
export function startServerProcesses(options) {
  let stopping = false;
  /** @type {ServerSlot[]} */
  const slots = Array.from({ length: options.count }, (_unused, index) => ({ index: index + 1, port: options.firstPort + index, child: undefined, restarts: 0, ready: false }));
  /** @type {Array<(error: Error | undefined) => void>} */
  const waiting = [];
  const notify = (/** @type {Error | undefined} */ error = undefined) => waiting.splice(0).forEach((wake) => wake(error));

  /** @param {ServerSlot} slot */
  const launch = (slot) => {
    const startedAt = Date.now();
    // Node with tsx's loader rather than the tsx command, which would put a second process in between: the
    // child is the server itself, so its pid is the server's and a signal reaches it directly.
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], { cwd: root, env: { ...options.env, PORT: String(slot.port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    slot.child = child;
    options.log(`[${slot.index}] server process ${child.pid} starting on 127.0.0.1:${slot.port}`);
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream?.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          if (line.includes(READY) && !slot.ready) {
            slot.ready = true;
            notify();
          }
          options.log(`[${slot.index}] ${line}`);
        }
      });
    }
    child.once('exit', (code, signal) => {
      slot.child = undefined;
      if (stopping) return;
      const wasReady = slot.ready;
      slot.ready = false;
      const ranMs = Date.now() - startedAt;
      slot.restarts = ranMs >= HEALTHY_MS ? 0 : slot.restarts + 1;
      const delayMs = slot.restarts === 0 ? 0 : Math.min(30_000, 1000 * 2 ** (slot.restarts - 1));
      options.log(
        `[${slot.index}] server process ${child.pid} exited (${signal ?? `code ${code}`}); ${wasReady ? 'the others keep serving through nginx; ' : ''}starting it again${delayMs ? ` in ${delayMs / 1000} s` : ''}`,
      );
      const timer = setTimeout(() => !stopping && launch(slot), delayMs);
      timer.unref();
      if (!wasReady && slot.restarts >= 3 && slots.every((other) => !other.ready)) notify(new Error(`server process ${slot.index} keeps failing at start; see its output above`));
    });
  };

  slots.forEach(launch);
  const ready = (async () => {
    while (!slots.every((slot) => slot.ready)) {
      const error = await new Promise((resolve) => waiting.push(resolve));
      if (error) throw error;
      if (stopping) throw new Error('stopped before every server process was running');
    }
  })();

  /**
   * Ends every process (signal, then SIGKILL after 20 s) and waits until all have exited.
   * @param {NodeJS.Signals} signal
   */
  async function stop(signal) {
    stopping = true;
    notify();
    await Promise.all(
      slots.map(async (slot) => {
        const child = slot.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }),
    );
  }

  return { slots, ready, stop };
}
