const BYTES_PER_MB = 1_048_576;
const BYTES_PER_KB = 1024;

/** A file's size for people: kilobytes below a megabyte, megabytes with one decimal above, in the page's language. */
export function fileSizeText(bytes: number, languageTag: string): string {
  const megabytes = bytes >= BYTES_PER_MB;
  return new Intl.NumberFormat(languageTag, { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: megabytes ? 1 : 0 }).format(
    megabytes ? bytes / BYTES_PER_MB : Math.max(1, Math.round(bytes / BYTES_PER_KB)),
  );
}

/** Whole megabytes, for limits such as "at most 10 MB". */
export const wholeMegabytes = (bytes: number): number => Math.floor(bytes / BYTES_PER_MB);
