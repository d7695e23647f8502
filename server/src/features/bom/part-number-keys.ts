/**
 * The two keys a BOM line's part number is matched by (ADR 87), the same
 * rules as the SQL functions bom_exact_key and bom_loose_key
 * (drizzle/0013_bom.sql); server/test/bom-keys.test.ts keeps them equal.
 */

/** Trailing packaging suffixes: tape and reel, lead-free marks, NXP's packing codes. */
const PACKAGING_SUFFIX = /[ \t\r\n]*(#TRPBF|#PBF|-PBF|\/PBF|#TR|\/TR|-TR|\+T|,215|,115|,118|,135|\(T&R\)|-T&R|\/T&R|T&R)$/;

const asciiUpper = (text: string) => text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
const trimmed = (text: string) => text.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');

/** Trimmed, ASCII letters upper-cased, punctuation kept: 1.5SMC6.8CA and 1.5SMC68CA stay different. */
export function exactKey(partNumber: string): string {
  return asciiUpper(trimmed(partNumber));
}

/** The exact key without its packaging suffix (punctuation kept): what tells a packaging variant from a looser likeness. */
export function withoutPackagingSuffix(partNumber: string): string {
  return exactKey(partNumber).replace(PACKAGING_SUFFIX, '');
}

/** Without a packaging suffix, then letters and digits only: only ever used to suggest. */
export function looseKey(partNumber: string): string {
  return withoutPackagingSuffix(partNumber).replace(/[^A-Z0-9]/g, '');
}
