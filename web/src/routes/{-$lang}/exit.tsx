import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/platform/pages/page-head.ts';
import { SessionExpiredPage } from '@/features/session-expired';

export const Route = createFileRoute('/{-$lang}/exit')({
  head: (context) => pageHead('exit', context),
  component: SessionExpiredPage,
});
