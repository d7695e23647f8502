/** A buyer's company name with all but its first and last characters masked ("Siemens AG" -> "S********G"). */
export function maskBuyerName(name: string): string {
  const characters = [...name.trim()];
  if (characters.length === 0) return '*';
  if (characters.length <= 2) return `${characters[0]}*`;
  return `${characters[0]}${'*'.repeat(characters.length - 2)}${characters.at(-1)}`;
}
