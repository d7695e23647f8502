import { searchSchema, text, type SearchOutput } from '@/platform/lib/search-params.ts';

/** /register?redirect=...: the page to open once the new account is signed in (the account pages without one). */
export const registerSearchSchema = searchSchema({
  redirect: text({ coerce: false }),
});

export type RegisterSearch = SearchOutput<typeof registerSearchSchema>;
