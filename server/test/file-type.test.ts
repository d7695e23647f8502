import { describe, expect, it } from 'vitest';
import { sniffFileType } from '../src/platform/file-type.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading an upload’s type from its content', () => {
  it('knows a PDF, a JPEG and a PNG by their first bytes, whatever they are called', () => {
    const all = ['application/pdf', 'image/jpeg', 'image/png'] as const;
    expect(sniffFileType(bytes('%PDF-1.7\n...'), all)).toBe('application/pdf');
    expect(sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00]), all)).toBe('image/jpeg');
    expect(sniffFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]), all)).toBe('image/png');
  });

  it('refuses HTML, an empty file, a truncated signature and a type the caller does not take', () => {
    const all = ['application/pdf', 'image/jpeg', 'image/png'] as const;
    expect(sniffFileType(bytes('<html><script>alert(1)</script>'), all)).toBeNull();
    expect(sniffFileType(new Uint8Array(), all)).toBeNull();
    expect(sniffFileType(bytes('%PDF'), all)).toBeNull();
    expect(sniffFileType(bytes('%PDF-1.7'), ['image/png'])).toBeNull();
  });
});
