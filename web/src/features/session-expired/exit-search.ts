import { searchSchema, text, type SearchOutput } from '@/platform/lib/search-params.ts';

/** /exit?redirect=...: the page the buyer was on when the session ended (the 4001 handler puts it there). */
export const exitSearchSchema = searchSchema({
  redirect: text({ coerce: false }),
});

export type ExitSearch = SearchOutput<typeof exitSearchSchema>;
