import { tokenizeHtml } from './html-tokens.ts';

/** A content page's body after the allowlist: only these nodes are ever rendered. */
export type ContentNode = { type: 'text'; text: string } | { type: 'element'; tag: AllowedTag; attrs: Record<string, string>; children: ContentNode[] };

const ALLOWED = [
  'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'em', 'code', 'pre', 'blockquote', 'br', 'hr', 'a', 'abbr',
  'small', 'sub', 'sup', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
] as const;
export type AllowedTag = (typeof ALLOWED)[number];
const allowed = new Set<string>(ALLOWED);

/** Tags written another way: the page's title is its only h1, so body headings start at h2. */
const RENAMED: Record<string, AllowedTag> = { h1: 'h2', h5: 'h4', h6: 'h4', b: 'strong', i: 'em' };

/** Elements dropped with everything inside them: active content, embedded documents and forms. */
const DROPPED = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'template', 'form', 'input', 'button',
  'select', 'option', 'textarea', 'noscript', 'title', 'head', 'meta', 'link', 'base', 'video', 'audio', 'canvas', 'img', 'picture', 'source',
]);

const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'base', 'source', 'wbr', 'col', 'area', 'embed', 'param', 'track']);

/** Blocks that end an open paragraph, as the HTML parser does, so the server's markup and the browser's DOM agree. */
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'dl', 'pre', 'blockquote', 'hr', 'table']);

/** Parents whose text between children is only layout whitespace. */
const STRUCTURAL = new Set(['ul', 'ol', 'dl', 'table', 'thead', 'tbody', 'tfoot', 'tr']);

const WHOLE_NUMBER = /^[1-9][0-9]{0,2}$/;

/** The attributes each tag keeps, each with its rule; every other attribute (events, styles, classes) is dropped. */
const ATTRIBUTES: Partial<Record<AllowedTag, Record<string, (value: string) => string | undefined>>> = {
  a: { href: safeHref, title: (value) => value },
  abbr: { title: (value) => value },
  ol: { start: (value) => (WHOLE_NUMBER.test(value) ? value : undefined) },
  th: { colspan: span, rowspan: span, scope: (value) => (/^(row|col|rowgroup|colgroup)$/.test(value) ? value : undefined) },
  td: { colspan: span, rowspan: span },
  h2: { id: anchorId },
  h3: { id: anchorId },
  h4: { id: anchorId },
};

function span(value: string) {
  return WHOLE_NUMBER.test(value) && Number(value) <= 50 ? value : undefined;
}

function anchorId(value: string) {
  return /^[a-z][a-z0-9-]{0,60}$/.test(value) ? value : undefined;
}

/**
 * A link target the shop follows: a path in the shop (which the page puts in
 * its language), an in-page anchor, or an http(s), mailto or tel address.
 * Anything else (javascript:, data:, protocol-relative //host) is no link.
 */
export function safeHref(value: string): string | undefined {
  const href = value.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(href) || /^#[a-z][a-z0-9-]*$/i.test(href)) return href;
  if (/^(https?:\/\/[^\s\\/]+|mailto:[^\s\\]+|tel:\+?[0-9 ()-]+)/i.test(href)) return href;
  return undefined;
}

function keptAttributes(tag: AllowedTag, attrs: Record<string, string>): Record<string, string> {
  const rules = ATTRIBUTES[tag] ?? {};
  const kept: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const value = attrs[name] === undefined ? undefined : rule(attrs[name]);
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

type Open = { tag: AllowedTag | null; source: string; children: ContentNode[] };

/**
 * Parses a page body into the nodes the shop renders: allowlisted tags with
 * checked attributes and text. Unknown tags are unwrapped (their text stays),
 * dangerous ones removed with their content, stray end tags ignored, and rows
 * outside a table section put into a tbody, as browsers would.
 */
export function parseContentHtml(html: string): ContentNode[] {
  const root: Open = { tag: null, source: '#root', children: [] };
  const stack: Open[] = [root];
  let dropping: { name: string; depth: number } | null = null;
  const current = () => stack[stack.length - 1]!;
  const closeUntil = (source: string) => {
    const index = stack.findLastIndex((open) => open.source === source);
    if (index > 0) stack.length = index;
  };
  const push = (tag: AllowedTag, source: string, attrs: Record<string, string>) => {
    const node: ContentNode = { type: 'element', tag, attrs: keptAttributes(tag, attrs), children: [] };
    current().children.push(node);
    if (!VOID.has(tag)) stack.push({ tag, source, children: node.children });
  };

  for (const token of tokenizeHtml(html)) {
    if (dropping) {
      if (token.kind === 'start' && token.name === dropping.name && !token.selfClosing && !VOID.has(token.name)) dropping.depth += 1;
      if (token.kind === 'end' && token.name === dropping.name && --dropping.depth === 0) dropping = null;
      continue;
    }
    if (token.kind === 'text') {
      const parent = current().tag;
      if (parent && STRUCTURAL.has(parent) && !token.text.trim()) continue;
      current().children.push({ type: 'text', text: token.text });
      continue;
    }
    const tag = RENAMED[token.name] ?? (allowed.has(token.name) ? (token.name as AllowedTag) : null);
    if (token.kind === 'end') {
      if (tag) closeUntil(token.name);
      continue;
    }
    if (DROPPED.has(token.name)) {
      if (!token.selfClosing && !VOID.has(token.name)) dropping = { name: token.name, depth: 1 };
      continue;
    }
    if (!tag) continue; // unwrapped: its children land in the current parent
    if (BLOCKS.has(tag) && stack.some((open) => open.tag === 'p')) closeUntil(stack.findLast((open) => open.tag === 'p')!.source);
    if (tag === 'a' && stack.some((open) => open.tag === 'a')) closeUntil('a');
    if (tag === 'li' && current().tag === 'li') stack.pop();
    if ((tag === 'dt' || tag === 'dd') && (current().tag === 'dt' || current().tag === 'dd')) stack.pop();
    if ((tag === 'td' || tag === 'th') && (current().tag === 'td' || current().tag === 'th')) stack.pop();
    if (tag === 'tr') {
      if (current().tag === 'td' || current().tag === 'th') stack.pop();
      if (current().tag === 'tr') stack.pop();
      if (current().tag === 'table') push('tbody', 'tbody', {});
    }
    push(tag, token.name, token.attrs);
  }
  return root.children;
}

/** The plain text of nodes, for checks and summaries. */
export function contentText(nodes: ContentNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : contentText(node.children))).join('');
}
