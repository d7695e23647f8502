import type { ReactNode } from 'react';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';

interface QueryState<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A block fed by one query: "Loading…" (or `pending`, a stand-in the size of the content, so what follows does not
 * move when it arrives), then its content, or a retry when the call failed.
 */
export function QueryBlock<Data>({ query, pending, children }: { query: QueryState<Data>; pending?: ReactNode; children: (data: Data) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (pending) return <>{pending}</>;
  return (
    <p className="account-muted">
      <LoadingText />
    </p>
  );
}
