import { createFileRoute } from '@tanstack/react-router';
import { LoginValidatePage, loginValidateSearchSchema, loginValidateSeo, skipLoginWhenSignedIn } from '@/features/login';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/login/validate')({
  staticData: { serverRender: true },
  validateSearch: loginValidateSearchSchema,
  beforeLoad: skipLoginWhenSignedIn,
  head: (context) => pageHead('loginValidate', context, loginValidateSeo()),
  component: LoginValidateRoute,
});

function LoginValidateRoute() {
  return <LoginValidatePage search={Route.useSearch()} />;
}
