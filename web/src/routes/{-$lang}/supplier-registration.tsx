import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/supplier-registration')({
  head: (context) => pageHead('supplierRegistration', context),
  component: () => <PageFrame page="supplierRegistration" />,
});
