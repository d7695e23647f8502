import type { FocusEvent } from 'react';

/**
 * Scrolls a link that takes the keyboard's focus wholly into its sideways-scrolling row. Chromium's own scroll on
 * focus leaves a link that is already partly in view where it is, cut at the row's edge.
 */
export function revealFocused(event: FocusEvent<HTMLElement>): void {
  event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
