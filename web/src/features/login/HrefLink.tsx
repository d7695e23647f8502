import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A link to a full in-shop href (path with its query), followed by the router
 * on a plain click; a modified click (new tab, new window) is left to the browser.
 */
export function HrefLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
