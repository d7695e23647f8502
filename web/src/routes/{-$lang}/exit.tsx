import { createFileRoute } from '@tanstack/react-router';
import { exitSearchSchema, exitSeo, SessionExpiredPage } from '@/features/session-expired';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/exit')({
  staticData: { serverRender: true },
  validateSearch: exitSearchSchema,
  head: (context) => pageHead('exit', context, exitSeo()),
  component: ExitRoute,
});

function ExitRoute() {
  return <SessionExpiredPage search={Route.useSearch()} />;
}
