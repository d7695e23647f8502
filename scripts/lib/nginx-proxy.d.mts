// Types of nginx-proxy.mjs, for the TypeScript that imports it (the server's benchmarks).
import type { ChildProcess } from 'node:child_process';

export interface Upstream {
  host: string;
  port: number;
}
export interface RunningNginx {
  child: ChildProcess;
  prefix: string;
  accessLog: string | undefined;
  exited: Promise<number | string | null>;
  stop: () => Promise<void>;
}
export declare const NGINX_PACKAGE: string;
export declare const CLIENT_MAX_BODY: string;
export declare function findNginx(): string | undefined;
export declare function nginxConfig(options: { prefix: string; port: number; upstreams: Upstream[]; accessLog?: boolean }): string;
export declare function startNginx(binary: string, options: { port: number; upstreams: Upstream[]; accessLog?: boolean; onLine?: (line: string) => void }): Promise<RunningNginx>;
