import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface InspectingProxy {
  baseUrl: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A proxy in front of the partner API that records what the CLI sends and,
 * with `prefer`, asks Prism for a documented answer (`code=404`,
 * `code=409, example=idempotencyMismatch`): the CLI itself never sends Prefer.
 */
export function startInspectingProxy(target: string, prefer?: string): Promise<InspectingProxy> {
  const requests: SeenRequest[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    requests.push({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body });
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers.set(name, value);
    if (prefer) headers.set('Prefer', prefer);
    const answer = await fetch(`${target}${request.url}`, { method: request.method, headers, body: body || undefined });
    response.writeHead(answer.status, Object.fromEntries([...answer.headers].filter(([name]) => !['content-length', 'transfer-encoding', 'content-encoding', 'connection', 'keep-alive'].includes(name))));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ baseUrl: `http://127.0.0.1:${port}`, requests, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
