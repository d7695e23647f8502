import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/supplier-registration')({
  head: (context) => pageHead('supplierRegistration', context),
  component: () => <PageFrame page="supplierRegistration" />,
});
