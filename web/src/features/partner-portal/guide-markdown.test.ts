import { describe, expect, it } from 'vitest';
import { fillFacts, headingId, parseGuide } from './guide-markdown.ts';

describe('a guide written in Markdown', () => {
  it('reads headings, paragraphs, lists, code and the blocks the page builds itself', () => {
    const blocks = parseGuide(
      ['Intro with `code`, **bold** and [a link](/integrations-api/errors).', 'same paragraph', '', '## Get a token', '', '- one', '- two', '', '1. first', '', '```http', 'Authorization: Bearer <token>', '```', '', '::snippet curl-token', '::errors'].join('\n'),
    );
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'heading', 'list', 'list', 'code', 'directive', 'directive']);
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      inline: [
        { type: 'text', text: 'Intro with ' },
        { type: 'code', text: 'code' },
        { type: 'text', text: ', ' },
        { type: 'strong', text: 'bold' },
        { type: 'text', text: ' and ' },
        { type: 'link', text: 'a link', href: '/integrations-api/errors' },
        { type: 'text', text: '. same paragraph' },
      ],
    });
    expect(blocks[1]).toMatchObject({ type: 'heading', level: 2, id: 'get-a-token' });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[4]).toEqual({ type: 'code', language: 'http', text: 'Authorization: Bearer <token>' });
    expect(blocks[5]).toEqual({ type: 'directive', name: 'snippet', argument: 'curl-token' });
  });

  it('keeps letters of every script in heading anchors', () => {
    expect(headingId('1. Получите токен')).toBe('1-получите-токен');
    expect(headingId('토큰 받기')).toBe('토큰-받기');
  });

  it('fills in the facts it names and refuses a fact the document does not give', () => {
    expect(fillFacts('lives {{seconds}} s', { seconds: 86400 })).toBe('lives 86400 s');
    expect(() => fillFacts('{{refreshLifetime}}', { seconds: 86400 })).toThrow(/refreshLifetime/);
  });
});
