import { createFileRoute } from '@tanstack/react-router';
import { BomUploadPage } from '@/features/bom';
import { pageHead } from '@/platform/pages/page-head.ts';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/bom/')({
  staticData: { serverRender: true },
  beforeLoad: requireSignIn,
  // One buyer's BOMs: not a page for search engines.
  head: (context) => pageHead('bom', context, { noIndex: true }),
  component: () => (
    <PageFrame page="bom">
      <BomUploadPage />
    </PageFrame>
  ),
});
