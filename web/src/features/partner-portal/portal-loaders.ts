import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { loadGuide } from './guide-queries.ts';
import { portalEntryOf, type PortalEntry } from './portal-entries.ts';

/** What /integrations-api/<id> shows, with a guide's text loaded first; an id that is neither guide nor operation is a 404. */
export async function loadPortalEntry(queryClient: QueryClient, id: string): Promise<PortalEntry> {
  const entry = portalEntryOf(id);
  if (!entry) throw notFound();
  if (entry.kind === 'guide') await loadGuide(queryClient, entry.slug);
  return entry;
}
