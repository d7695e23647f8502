import { createFileRoute } from '@tanstack/react-router';
import { LoginPage, loginSearchSchema, loginSeo, type LoginMethod, skipLoginWhenSignedIn } from '@/features/login';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/login/')({
  staticData: { serverRender: true },
  validateSearch: loginSearchSchema,
  beforeLoad: skipLoginWhenSignedIn,
  head: (context) => pageHead('login', context, loginSeo()),
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeMethod = (method: LoginMethod) =>
    void navigate({ search: (previous) => ({ ...previous, method: method === 'password' ? undefined : method }), replace: true });
  return <LoginPage search={search} onMethodChange={changeMethod} />;
}
