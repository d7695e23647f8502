import { GuidePage } from './GuidePage.tsx';
import { portalEntryOf } from './portal-entries.ts';
import { ReferencePage } from './ReferencePage.tsx';

/** /integrations-api/<id>: a guide, or the reference at an operation (the route's loader has answered 404 for anything else). */
export function PortalEntryPage({ id }: { id: string }) {
  const entry = portalEntryOf(id);
  if (!entry) return null;
  return entry.kind === 'guide' ? <GuidePage slug={entry.slug} /> : <ReferencePage operationId={entry.operationId} />;
}
