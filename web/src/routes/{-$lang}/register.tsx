import { createFileRoute } from '@tanstack/react-router';
import { skipLoginWhenSignedIn } from '@/features/login';
import { RegisterPage, registerSearchSchema, registerSeo } from '@/features/register';
import { pageHead } from '@/platform/pages/page-head.ts';

export const Route = createFileRoute('/{-$lang}/register')({
  staticData: { serverRender: true },
  validateSearch: registerSearchSchema,
  beforeLoad: skipLoginWhenSignedIn,
  head: (context) => pageHead('register', context, registerSeo()),
  component: RegisterRoute,
});

function RegisterRoute() {
  return <RegisterPage search={Route.useSearch()} />;
}
