const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain page of the local sandbox: a title, lines of text and a form with buttons. */
export function sandboxPage(page: { title: string; lines: string[]; action?: string; fields?: Record<string, string>; buttons?: Array<{ name: string; value: string; label: string }> }): string {
  const fields = Object.entries(page.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const buttons = (page.buttons ?? []).map((button) => `<button type="submit" name="${escapeHtml(button.name)}" value="${escapeHtml(button.value)}">${escapeHtml(button.label)}</button>`).join(' ');
  const form = page.action ? `<form method="post" action="${escapeHtml(page.action)}">${fields}${buttons}</form>` : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title></head><body><h1>${escapeHtml(page.title)}</h1><p><strong>Sandbox: no real money moves.</strong></p>${page.lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')}${form}</body></html>`;
}
