import { createFileRoute } from '@tanstack/react-router';
import { BomListPage, bomListSearch } from '@/features/bom';
import { pageHead } from '@/platform/pages/page-head.ts';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/myaccount/bom-list')({
  staticData: { serverRender: true },
  validateSearch: bomListSearch,
  // The /myaccount layout checks first; this repeats the same check, so the page stays guarded wherever it is mounted.
  beforeLoad: requireSignIn,
  head: (context) => pageHead('accountBomList', context, { noIndex: true }),
  component: BomListRoute,
});

function BomListRoute() {
  return (
    <PageFrame page="accountBomList">
      <BomListPage search={Route.useSearch()} />
    </PageFrame>
  );
}
