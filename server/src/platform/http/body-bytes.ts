import type { Context } from 'hono';

/**
 * A request body's bytes, read no further than `maxBytes`: refused by its
 * Content-Length before anything is read, or the moment its streamed bytes
 * pass the limit, so no body is ever buffered beyond it. Returns null when
 * the body is too large (the caller says so in its own terms).
 */
export async function bodyBytesWithin(context: Context, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(context.req.header('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  const stream = context.req.raw.body;
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** A limit as people read it: 256 KB, 5 MB (a form's few kilobytes of overhead do not show). */
export function sizeText(bytes: number): string {
  return bytes >= 1_048_576 ? `${Math.floor(bytes / 1_048_576)} MB` : `${Math.floor(bytes / 1024)} KB`;
}
