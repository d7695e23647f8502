import { regexes } from 'zod/v4/core';

/*
 * Format checks forms run as the user types. The e-mail pattern is the one
 * the contract's generated schemas (zod's email format) and so the server
 * check; importing the pattern alone keeps zod's parsing code out of the
 * pages, which only need the yes or no.
 */

/** An e-mail address as the contract's `format: email` takes it. */
export function isEmailAddress(text: string): boolean {
  return regexes.email.test(text);
}

/** A web address a person gives for a company: http or https, with a host. */
export function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
