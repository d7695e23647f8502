import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage, resetPasswordSearchSchema, resetPasswordSeo } from '@/features/password-reset';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/forgotpassword/resetpassword')({
  staticData: { serverRender: true },
  validateSearch: resetPasswordSearchSchema,
  head: (context) => pageHead('resetPassword', context, resetPasswordSeo()),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  return <ResetPasswordPage search={Route.useSearch()} />;
}
