/**
 * Dates in the reader's language. Building an Intl date formatter loads the
 * language's calendar data: the first one on a page costs tens of
 * milliseconds on a phone, far more than formatting. So formatters are made
 * once per language and style, and a server-rendered page carries the date
 * texts the server wrote (ADR 0027), which the browser reuses while it
 * hydrates instead of loading that data before the page is interactive.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(languageTag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${languageTag} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag, options);
    formatters.set(key, format);
  }
  return format;
}

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

/** The same for "3 hours ago". */
export function relativeTimeFormat(languageTag: string): Intl.RelativeTimeFormat {
  let format = relativeFormatters.get(languageTag);
  if (!format) {
    format = new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' });
    relativeFormatters.set(languageTag, format);
  }
  return format;
}

/** Date texts this page has written, by what they say (language, style, date). */
export type DateTexts = Record<string, string>;

const browserTexts: DateTexts = {};
let pageTexts = (): DateTexts => browserTexts;

/** Where the page's date texts are kept: the server keeps one set per request (entry-server.tsx). */
export function keepDateTextsIn(source: () => DateTexts): void {
  pageTexts = source;
}

/** The date texts the server wrote into the page it sent. */
export function seedDateTexts(texts: DateTexts): void {
  Object.assign(pageTexts(), texts);
}

/** A date text of this page: the one already written for `key`, or `write()`'s, remembered. */
export function dateText(key: string, write: () => string): string {
  const texts = pageTexts();
  return (texts[key] ??= write());
}

/** A date (ISO 8601) in a language and style; '' for a value that is no date. */
export function formatDate(iso: string, languageTag: string, options: Intl.DateTimeFormatOptions): string {
  return dateText(`${languageTag} ${JSON.stringify(options)} ${iso}`, () => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : dateFormat(languageTag, options).format(date);
  });
}
