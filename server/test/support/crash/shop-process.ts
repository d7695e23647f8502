import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../postgres-cluster.ts';

/** The server package: main.ts runs from here, as `npm start -w @chipmart/server` runs it. */
const SERVER_DIR = join(import.meta.dirname, '..', '..', '..');

export interface ShopProcessOptions {
  databaseUrl: string;
  /** DATA_DIR: where the server keeps its local mailbox file (the database itself is DATABASE_URL's). */
  dataDir: string;
}


/** One GET answered with a status, or undefined while nothing listens. */
function probe(port: number, path: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const call = request({ host: '127.0.0.1', port, path, method: 'GET', agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', () => resolve(undefined));
    });
    call.on('timeout', () => call.destroy());
    call.on('error', () => resolve(undefined));
    call.end();
  });
}

/**
 * The real shop server (server/src/main.ts) as a child process: started,
 * killed with SIGKILL and started again on the same database and port, the
 * way a crashed production process is restarted by its supervisor.
 */
export class ShopProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> | undefined;
  /** Everything the server printed since its last start, shown when something goes wrong. */
  output = '';
  /** Everything it printed over all its starts. */
  log = '';
  /** How many times the server was started. */
  starts = 0;

  private constructor(
    readonly port: number,
    private readonly options: ShopProcessOptions,
  ) {}

  static async create(options: ShopProcessOptions): Promise<ShopProcess> {
    return new ShopProcess(await freePort(), options);
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server and resolves once it answers HTTP (the language list), never after a fixed sleep. */
  async start(): Promise<void> {
    if (this.child) throw new Error('The shop server is already running');
    this.output = '';
    this.starts += 1;
    // tsx from node_modules, as the server package's start script runs it; no WEB_DIST: the API only.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: this.options.databaseUrl,
        DATA_DIR: this.options.dataDir,
        PORT: String(this.port),
        PASSWORD_COST_LOG2: '12',
        // The test fills the catalogue before the first start; an empty one would be seeded with this many parts.
        SEED_PARTS: '50',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString();
      this.log += chunk.toString();
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let gone = false;
    void this.exited.then(() => (gone = true));

    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (gone) throw new Error(`The shop server exited while starting:\n${this.output}`);
      if ((await probe(this.port, '/api/lang/list')) === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`The shop server did not answer within 120 s:\n${this.output}`);
  }

  /** The requests the server answered with 500, as it logged them (`[id] METHOD /path failed: …`). */
  failures(): string[] {
    return this.log.split('\n').filter((line) => /^\[[^\]]+\] [A-Z]+ \S+ failed:/.test(line));
  }

  /** SIGKILL: no shutdown hook runs, open requests and transactions are cut off where they are. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGKILL');
    await this.exited;
    this.child = undefined;
  }

  /** A clean stop at the end of the test (SIGTERM runs the server's own shutdown). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGTERM');
    const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timeout);
    this.child = undefined;
  }
}
