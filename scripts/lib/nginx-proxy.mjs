// @ts-check
// nginx from Debian's package in front of several server processes: `npm run start:cluster` and the
// benchmark of processes vs throughput (server/bench/cluster.ts). Types: nginx-proxy.d.mts.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The Debian package that has /usr/sbin/nginx. */
export const NGINX_PACKAGE = 'nginx';

/** The nginx binary (NGINX_BIN, else Debian's /usr/sbin/nginx), or undefined when it is not installed. */
export function findNginx() {
  const binary = process.env.NGINX_BIN || '/usr/sbin/nginx';
  return existsSync(binary) ? binary : undefined;
}

/**
 * The largest request body the server takes: an upload of 10 MB plus its form (the `x-max-body-bytes` of
 * the upload operations is 10,551,296 bytes). nginx refuses more with 413 before the server sees it.
 */
export const CLIENT_MAX_BODY = '11m';

/**
 * nginx's configuration: listen on `port` (every interface, as `npm start` does), pass every request to
 * the upstreams in turn over kept-alive connections, name the client in X-Forwarded-For (the servers trust
 * it from 127.0.0.1: TRUST_PROXY), and move on to the next upstream when one refuses the connection or
 * times out (never for a request already sent to one that failed, unless it is safe to repeat).
 * @param {{ prefix: string; port: number; upstreams: Array<{ host: string; port: number }>; accessLog?: boolean }} options
 */
export function nginxConfig(options) {
  const path = (/** @type {string} */ name) => join(options.prefix, name);
  return `# Written by scripts/lib/nginx-proxy.mjs; removed when nginx stops.
worker_processes auto;
pid ${path('nginx.pid')};
error_log stderr warn;
events { worker_connections 4096; }
http {
  ${options.accessLog ? `log_format upstream '$remote_addr "$request" $status $upstream_addr $request_time';\n  access_log ${path('access.log')} upstream;` : 'access_log off;'}
  client_body_temp_path ${path('client_body')};
  proxy_temp_path ${path('proxy')};
  fastcgi_temp_path ${path('fastcgi')};
  uwsgi_temp_path ${path('uwsgi')};
  scgi_temp_path ${path('scgi')};
  server_tokens off;

  upstream chipmart {
${options.upstreams.map((upstream) => `    server ${upstream.host}:${upstream.port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
    # Below the servers' own idle limit (5 s), so nginx never reuses a connection a server is closing.
    keepalive_timeout 4s;
  }

  server {
    listen ${options.port};
    # The servers' own limits (decision 90): headers in 10 s, a request in 60 s, the largest upload.
    client_max_body_size ${CLIENT_MAX_BODY};
    client_header_timeout 10s;
    client_body_timeout 60s;
    send_timeout 60s;
    keepalive_timeout 5s;

    location / {
      proxy_pass http://chipmart;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_send_timeout 60s;
      # A BOM of 5,000 lines is matched within one call.
      proxy_read_timeout 120s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_timeout 10s;
    }
  }
}
`;
}

/**
 * Starts nginx in the foreground as a child process, its configuration and temporary files in a new folder,
 * and resolves once it accepts connections on `port`. `stop` ends it (gracefully: requests in flight finish)
 * and removes the folder.
 * @param {string} binary
 * @param {{ port: number; upstreams: Array<{ host: string; port: number }>; accessLog?: boolean; onLine?: (line: string) => void }} options
 */
export async function startNginx(binary, options) {
  const prefix = mkdtempSync(join(tmpdir(), 'chipmart-nginx-'));
  // As root nginx's workers run as nobody, which must reach the temporary folders.
  chmodSync(prefix, 0o755);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ prefix, ...options }));
  const child = spawn(binary, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output += chunk;
      for (const line of String(chunk).split('\n')) if (line.trim()) options.onLine?.(line);
    });
  }
  const remove = () => rmSync(prefix, { recursive: true, force: true });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    remove();
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      remove();
      throw new Error(`nginx exited at start (${await exited}):\n${output.trim()}`);
    }
    if (await accepts(options.port)) break;
    if (Date.now() - started > 10_000) {
      await stop();
      throw new Error(`nginx did not listen on port ${options.port} within 10 s:\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, prefix, accessLog: options.accessLog ? join(prefix, 'access.log') : undefined, exited, stop };
}

/**
 * Whether something accepts connections on 127.0.0.1:port.
 * @param {number} port
 */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
