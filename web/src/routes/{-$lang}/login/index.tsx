import { createFileRoute } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { LoginPage, loginSearchSchema, type LoginMethod, skipLoginWhenSignedIn } from '@/features/login';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/login/')({
  validateSearch: loginSearchSchema,
  beforeLoad: skipLoginWhenSignedIn,
  // A form page whose URLs carry return addresses: nothing for search engines.
  head: (context) => pageHead('login', context, { description: m.login_pageDescription(), noIndex: true }),
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeMethod = (method: LoginMethod) =>
    void navigate({ search: (previous) => ({ ...previous, method: method === 'password' ? undefined : method }), replace: true });
  return <LoginPage search={search} onMethodChange={changeMethod} />;
}
