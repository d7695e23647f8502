/** The document types an upload may be recognised as, with the first bytes each always starts with. */
const SIGNATURES = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
} as const satisfies Record<string, readonly number[]>;

export type SniffedFileType = keyof typeof SIGNATURES;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/**
 * An uploaded file's type read from its first bytes, among the types the
 * caller takes; null for anything else (an empty file included). The file's
 * name and the type the browser declared are never trusted: a renamed HTML
 * page stays HTML.
 */
export function sniffFileType<Accepted extends SniffedFileType>(bytes: Uint8Array, accepted: readonly Accepted[]): Accepted | null {
  return accepted.find((type) => startsWith(bytes, SIGNATURES[type])) ?? null;
}
