/**
 * Part numbers are compared on a key without case or punctuation
 * ("STM32-F103" and "stm32 f103" both become "STM32F103"), the same rule as
 * the generated column goods.part_number_key.
 */
export function partNumberKey(text: string): string {
  return text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** The words of the keywords a full-text query can use (letters and digits only). */
export function searchWords(keywords: string): string[] {
  return keywords
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}
