import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { SessionExpiredPage } from '@/features/session/SessionExpiredPage.tsx';

export const Route = createFileRoute('/{-$lang}/exit')({
  head: (context) => pageHead('exit', context),
  component: SessionExpiredPage,
});
