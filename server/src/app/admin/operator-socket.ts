import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { ComposedServer } from '../compose.ts';
import { executeAdminCommand, type AdminOutcome, type AdminRequest } from './execute.ts';

/**
 * While a server holds the embedded database, operator commands reach it
 * through a Unix socket in its data directory. Only who may read the data
 * directory may act; the socket is the owner's alone (mode 0600).
 */
export const operatorSocketIn = (dataDir: string) => join(dataDir, 'operator.sock');

/** Serves operator commands: one JSON request line in, one JSON outcome line out. */
export function listenForOperators(server: ComposedServer, socketPath: string): Promise<Server> {
  rmSync(socketPath, { force: true });
  const listener = createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > 1_000_000) connection.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      let request: AdminRequest;
      try {
        request = JSON.parse(received.slice(0, end)) as AdminRequest;
      } catch {
        connection.end(`${JSON.stringify({ ok: false, kind: 'usage', message: 'The request is not JSON' } satisfies AdminOutcome)}\n`);
        return;
      }
      void executeAdminCommand(server, request).then((outcome) => connection.end(`${JSON.stringify(outcome)}\n`));
    });
    connection.on('error', () => connection.destroy());
  });
  return new Promise((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(socketPath, () => {
      chmodSync(socketPath, 0o600);
      resolve(listener);
    });
  });
}

/** Sends one command to the server listening on `socketPath`. */
export function sendToServer(socketPath: string, request: AdminRequest): Promise<AdminOutcome> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socketPath, () => connection.write(`${JSON.stringify(request)}\n`));
    let received = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (received += chunk));
    connection.on('end', () => {
      try {
        resolve(JSON.parse(received) as AdminOutcome);
      } catch {
        reject(new Error('The server closed the operator socket without an answer'));
      }
    });
    connection.on('error', reject);
  });
}
