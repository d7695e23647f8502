import { m } from '$paraglide/messages.js';

/** The text a block shows while its data is on the way, in whatever element the block puts it. */
export function LoadingText() {
  return m.ui_loading();
}
