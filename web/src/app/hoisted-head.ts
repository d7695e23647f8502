/** One element React hoists out of the page into the document head: a title, a meta, or a link (page head, image preloads). */
const HOISTED = /^(?:<title\b[^>]*>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/**
 * A page rendered to a string starts with the elements React would put in
 * the document head (the route's title, description and links, preloads of
 * its images); hydration looks for them in the head, not in the page. This
 * splits them off, marked as the server's head so the browser's own head
 * takes over once the app runs.
 */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const head: string[] = [];
  let rest = html;
  for (let found = HOISTED.exec(rest); found; found = HOISTED.exec(rest)) {
    head.push(found[0].replace(/^<(\w+)/, '<$1 data-server-head'));
    rest = rest.slice(found[0].length);
  }
  return { head: head.join(''), body: rest };
}
