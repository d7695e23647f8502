import type { DehydratedState } from '@tanstack/react-query';
import type { DateTexts } from '@/platform/lib/date-format.ts';

/** The element that carries the server's answers into the page, so the browser hydrates without asking again. */
export const SERVER_STATE_ELEMENT_ID = 'chipmart-state';

export interface ServerState {
  queries: DehydratedState;
  /** The dates the page shows, as the server wrote them (platform/lib/date-format.ts). */
  dates?: DateTexts;
}

/** The state as a JSON script element; `<` is escaped so no answer text can close the element early. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** The state the server rendered the page with, or undefined for a page the browser renders alone. */
export function readServerState(doc: Document): ServerState | undefined {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return undefined;
  }
}
