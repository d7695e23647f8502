// The guides are Markdown kept per language in ./guides/<locale>/<slug>.md (ADR 80). This reads the small part of
// Markdown they use into a tree the page renders as React elements: no HTML passes through, so nothing in a guide
// can run, and the server's markup and the browser's agree on hydration.

export type GuideInline = { type: 'text'; text: string } | { type: 'code'; text: string } | { type: 'strong'; text: string } | { type: 'link'; href: string; text: string };

export type GuideBlock =
  | { type: 'heading'; level: 2 | 3; id: string; inline: GuideInline[] }
  | { type: 'paragraph'; inline: GuideInline[] }
  | { type: 'list'; ordered: boolean; items: GuideInline[][] }
  | { type: 'code'; language: string; text: string }
  /** `::name argument`: a block the page builds from the partner document (a table) or a shared code example. */
  | { type: 'directive'; name: string; argument: string };

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): GuideInline[] {
  const parts: GuideInline[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > at) parts.push({ type: 'text', text: text.slice(at, match.index) });
    if (match[1] !== undefined) parts.push({ type: 'code', text: match[1] });
    else if (match[2] !== undefined) parts.push({ type: 'strong', text: match[2] });
    else parts.push({ type: 'link', text: match[3]!, href: match[4]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ type: 'text', text: text.slice(at) });
  return parts;
}

/** An anchor for a heading: its words in lower case joined by dashes (letters of any script kept). */
export const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[`*]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** Puts the partner document's facts into `{{name}}` places; a name the facts do not have is a mistake in the guide. */
export function fillFacts(text: string, facts: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_place, name: string) => {
    if (!(name in facts)) throw new Error(`The guide names {{${name}}}, which the partner document's facts do not have`);
    return String(facts[name]);
  });
}

export function parseGuide(markdown: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', inline: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fence = /^```(\w*)\s*$/.exec(line);
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    const directive = /^::([\w-]+)\s*(.*)$/.exec(line);
    const item = /^(-|\d+\.) (.+)$/.exec(line);
    if (fence) {
      endParagraph();
      const code: string[] = [];
      while (index + 1 < lines.length && !/^```\s*$/.test(lines[index + 1]!)) code.push(lines[++index]!);
      index++;
      blocks.push({ type: 'code', language: fence[1] ?? '', text: code.join('\n') });
    } else if (heading) {
      endParagraph();
      blocks.push({ type: 'heading', level: heading[1]!.length as 2 | 3, id: headingId(heading[2]!), inline: parseInline(heading[2]!) });
    } else if (directive) {
      endParagraph();
      blocks.push({ type: 'directive', name: directive[1]!, argument: directive[2]!.trim() });
    } else if (item) {
      endParagraph();
      const ordered = item[1] !== '-';
      const last = blocks.at(-1);
      const list = last?.type === 'list' && last.ordered === ordered && /^(-|\d+\.) /.test(lines[index - 1] ?? '') ? last : undefined;
      if (list) list.items.push(parseInline(item[2]!));
      else blocks.push({ type: 'list', ordered, items: [parseInline(item[2]!)] });
    } else if (line.trim() === '') {
      endParagraph();
    } else {
      paragraph.push(line.trim());
    }
  }
  endParagraph();
  return blocks;
}
