import { createFileRoute } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { LoginValidatePage, loginValidateSearchSchema, skipLoginWhenSignedIn } from '@/features/login';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/login/validate')({
  validateSearch: loginValidateSearchSchema,
  beforeLoad: skipLoginWhenSignedIn,
  head: (context) => pageHead('loginValidate', context, { description: m.login_validateDescription(), noIndex: true }),
  component: LoginValidateRoute,
});

function LoginValidateRoute() {
  return <LoginValidatePage search={Route.useSearch()} />;
}
