/**
 * fetch cannot report how much of a request body has gone out; an upload's
 * progress bar needs XMLHttpRequest's upload events. This sends one request
 * that way and hands back a fetch Response, so the rest of the client reads
 * the answer as it reads any other.
 */
import type { Transport } from './api-client.ts';

/** A transport for one upload that tells `onProgress` how many bytes of how many have gone out (browsers only). */
export function uploadWithProgress(onProgress: (loaded: number, total: number) => void): Transport {
  return (url, init) => sendWithUploadProgress(url, { ...init, body: init.body as XMLHttpRequestBodyInit }, onProgress);
}

export function sendWithUploadProgress(
  url: string,
  init: { method: string; headers: Headers; body: XMLHttpRequestBodyInit; signal?: AbortSignal },
  onProgress: (loaded: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    init.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      // Statuses that may not carry a body must be built without one.
      const body = [204, 205, 304].includes(xhr.status) ? null : (xhr.response as Blob);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(init.signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    if (init.signal?.aborted) {
      reject(init.signal.reason);
      return;
    }
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
