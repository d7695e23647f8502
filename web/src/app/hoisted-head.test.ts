import { describe, expect, it } from 'vitest';
import { splitHoistedHead } from './hoisted-head.ts';

describe('the head a server render starts with', () => {
  it('moves the title, meta and link elements before the page into the head, marked as the server head', () => {
    const html = '<title>Home | Chipmart</title><meta name="description" content="Parts"/><link rel="preload" as="image" href="/logo.svg"/><div class="app"><title>inner</title></div>';
    expect(splitHoistedHead(html)).toEqual({
      head: '<title data-server-head>Home | Chipmart</title><meta data-server-head name="description" content="Parts"/><link data-server-head rel="preload" as="image" href="/logo.svg"/>',
      body: '<div class="app"><title>inner</title></div>',
    });
  });

  it('leaves a page without head elements as it is', () => {
    expect(splitHoistedHead('<div class="app"></div>')).toEqual({ head: '', body: '<div class="app"></div>' });
  });
});
