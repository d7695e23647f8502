/** Text for use in a URL: every run of special symbols becomes one dash ("LM358 / SOIC-8" -> "LM358-SOIC-8"). */
export function toUrlSlug(text: string): string {
  return text
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
