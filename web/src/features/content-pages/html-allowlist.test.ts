import { describe, expect, it } from 'vitest';
import { contentText, parseContentHtml, safeHref, type ContentNode } from './html-allowlist.ts';

/** The parsed tree written back as compact markup, to compare with what a page may show. */
function markup(nodes: ContentNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.text;
      const attrs = Object.entries(node.attrs).map(([name, value]) => ` ${name}="${value}"`).join('');
      return `<${node.tag}${attrs}>${markup(node.children)}</${node.tag}>`;
    })
    .join('');
}

const shown = (html: string) => markup(parseContentHtml(html));

describe("a content page's body", () => {
  it('keeps headings, paragraphs, lists, emphasis and tables as written', () => {
    const html = '<h2 id="pay">Pay</h2><p>Within <strong>3 days</strong>, <em>or</em> the order is cancelled.</p><ol start="2"><li>One</li><li>Two</li></ol>'
      + '<table><caption>Carriers</caption><thead><tr><th scope="col">Carrier</th></tr></thead><tbody><tr><td colspan="2">DHL</td></tr></tbody></table>';
    expect(shown(html)).toBe(html);
  });

  it('never carries scripts, styles, frames, forms, inline handlers or style attributes', () => {
    const html = '<p onclick="steal()" style="color:red" class="x">Hi<script>alert(1)</script></p><style>p{}</style>'
      + '<iframe src="https://evil.example"><p>inside</p></iframe><form><input value="1"><button>Go</button></form><img src=x onerror=alert(1)><svg><a href="/x">svg</a></svg>';
    expect(shown(html)).toBe('<p>Hi</p>');
  });

  it('drops links that would run code or leave the page unsafely, keeping their text', () => {
    expect(shown('<p><a href="javascript:alert(1)">a</a> <a href=" JaVaScRiPt:alert(1)">b</a> <a href="data:text/html,x">c</a> <a href="//evil.example">d</a></p>')).toBe('<p><a>a</a> <a>b</a> <a>c</a> <a>d</a></p>');
    expect(['/rfq', '#pay', 'https://www.st.com', 'mailto:sales@chipmart.example', 'tel:+852 3001 8200'].map(safeHref)).toEqual(['/rfq', '#pay', 'https://www.st.com', 'mailto:sales@chipmart.example', 'tel:+852 3001 8200']);
  });

  it('unwraps unknown tags but keeps their text, and reads character references', () => {
    expect(shown('<div><span class="big">Tom &amp; Jerry &lt;3 &#8211; &#x2014; &nbsp;&unknown;</span></div>')).toBe('Tom & Jerry <3 – — \u00a0&unknown;');
  });

  it('starts body headings at h2, the page title being the only h1', () => {
    expect(shown('<h1>Title</h1><h5>Small</h5><b>bold</b><i>it</i>')).toBe('<h2>Title</h2><h4>Small</h4><strong>bold</strong><em>it</em>');
  });

  it('builds the tree a browser would, so the page hydrates without mismatch', () => {
    // A list or table ends an open paragraph; rows go into a tbody; whitespace between rows is layout.
    expect(shown('<p>Intro<ul><li>a<li>b</ul>')).toBe('<p>Intro</p><ul><li>a</li><li>b</li></ul>');
    expect(shown('<table>\n  <tr><td>1<td>2</tr>\n  <tr><td>3</td></tr>\n</table>')).toBe('<table><tbody><tr><td>1</td><td>2</td></tr><tr><td>3</td></tr></tbody></table>');
    expect(shown('<p><a href="/a">one<a href="/b">two</a></p>')).toBe('<p><a href="/a">one</a><a href="/b">two</a></p>');
    expect(shown('</p>stray</li><p>open')).toBe('stray<p>open</p>');
  });

  it('reads as plain text for summaries', () => {
    expect(contentText(parseContentHtml('<h2>How</h2><p>to <strong>buy</strong></p>'))).toBe('Howto buy');
  });
});
