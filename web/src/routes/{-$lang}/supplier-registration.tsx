import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { SupplierRegistrationPage, supplierRegistrationSeo } from '@/features/supplier';

export const Route = createFileRoute('/{-$lang}/supplier-registration')({
  staticData: { serverRender: true },
  head: (context) => pageHead('supplierRegistration', context, supplierRegistrationSeo()),
  component: () => (
    <PageFrame page="supplierRegistration">
      <SupplierRegistrationPage />
    </PageFrame>
  ),
});
