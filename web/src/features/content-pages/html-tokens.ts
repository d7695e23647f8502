/** One piece of an HTML string: text, a start tag with its attributes, or an end tag. */
export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'end'; name: string };

/** Elements whose content is never shown: their text is skipped up to the closing tag, whatever it looks like. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ndash: '–', mdash: '—', hellip: '…', copy: '©', reg: '®',
  trade: '™', middot: '·', laquo: '«', raquo: '»', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', times: '×', deg: '°', euro: '€',
  yen: '¥', pound: '£', bull: '•', rarr: '→', le: '≤', ge: '≥', plusmn: '±', micro: 'µ', ohm: 'Ω', Omega: 'Ω',
};

/** Replaces character references (`&amp;`, `&#8211;`, `&#x2013;`); unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body] ?? whole;
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    // Nul, surrogates and out-of-range points are what browsers replace too.
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function readAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    // The first of two same-named attributes wins, as in browsers.
    if (!(name in attrs)) attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/;

/**
 * Splits HTML into tokens without a DOM, so the server and the browser read
 * it the same way. Comments, doctypes and processing instructions are
 * dropped; a `<` that starts no tag is text.
 */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let text = '';
  let at = 0;
  const flushText = () => {
    if (text) tokens.push({ kind: 'text', text: decodeEntities(text) });
    text = '';
  };
  while (at < html.length) {
    const next = html.indexOf('<', at);
    if (next === -1) {
      text += html.slice(at);
      break;
    }
    text += html.slice(at, next);
    at = next;
    const rest = html.slice(at);
    if (rest.startsWith('<!--')) {
      const close = html.indexOf('-->', at + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    if (rest.startsWith('<!') || rest.startsWith('<?')) {
      const close = html.indexOf('>', at);
      at = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = TAG.exec(rest);
    if (!tag) {
      text += '<';
      at += 1;
      continue;
    }
    flushText();
    at += tag[0].length;
    const name = tag[2]!.toLowerCase();
    if (tag[1]) {
      tokens.push({ kind: 'end', name });
      continue;
    }
    const attributes = tag[3]!;
    const selfClosing = /\/\s*$/.test(attributes);
    tokens.push({ kind: 'start', name, attrs: readAttributes(selfClosing ? attributes.replace(/\/\s*$/, '') : attributes), selfClosing });
    if (RAW_TEXT.has(name) && !selfClosing) {
      const close = html.toLowerCase().indexOf(`</${name}`, at);
      at = close === -1 ? html.length : html.indexOf('>', close) + 1 || html.length;
      tokens.push({ kind: 'end', name });
    }
  }
  flushText();
  return tokens;
}
