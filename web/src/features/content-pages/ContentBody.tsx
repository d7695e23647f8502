import { useNavigate } from '@tanstack/react-router';
import { createElement, type MouseEvent, type ReactNode } from 'react';
import { m } from '$paraglide/messages.js';
import { localizePath } from '@/platform/i18n/locale.ts';
import type { ContentNode } from './html-allowlist.ts';

/** A path inside the shop: it gets the page's language prefix and is followed without reloading. */
const isShopPath = (href: string) => href.startsWith('/');

function ShopLink({ href, title, children }: { href: string; title?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const localized = localizePath(href);
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href: localized });
  }
  return (
    <a href={localized} title={title} onClick={follow}>
      {children}
    </a>
  );
}

function renderNodes(nodes: ContentNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.text;
    const children = renderNodes(node.children);
    if (node.tag === 'a') {
      const { href, title } = node.attrs;
      if (!href) return <span key={index}>{children}</span>;
      if (isShopPath(href)) return <ShopLink key={index} href={href} title={title}>{children}</ShopLink>;
      const external = /^https?:/i.test(href);
      return (
        <a key={index} href={href} title={title} rel={external ? 'noopener noreferrer' : undefined}>
          {children}
        </a>
      );
    }
    if (node.tag === 'table') {
      // A wide table scrolls inside its own box, never the page; the box takes focus so the keyboard can scroll it.
      return (
        <div key={index} className="content-table" role="region" aria-label={m.contentPages_tableRegion()} tabIndex={0}>
          <table>{children}</table>
        </div>
      );
    }
    const props: Record<string, unknown> = { key: index, ...node.attrs };
    if ('colspan' in node.attrs) props.colSpan = Number(props.colspan);
    if ('rowspan' in node.attrs) props.rowSpan = Number(props.rowspan);
    delete props.colspan;
    delete props.rowspan;
    return createElement(node.tag, props, ...(children.length ? children : []));
  });
}

/** A content page's body: only the allowlisted nodes, as React elements (never as raw HTML). */
export function ContentBody({ nodes }: { nodes: ContentNode[] }) {
  return <div className="content-body">{renderNodes(nodes)}</div>;
}
