import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage, forgotPasswordSearchSchema, forgotPasswordSeo } from '@/features/password-reset';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/forgotpassword/')({
  staticData: { serverRender: true },
  validateSearch: forgotPasswordSearchSchema,
  head: (context) => pageHead('forgotPassword', context, forgotPasswordSeo()),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  return <ForgotPasswordPage search={Route.useSearch()} />;
}
