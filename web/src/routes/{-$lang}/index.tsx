import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { HomePage } from '@variant/HomePage.tsx';

export const Route = createFileRoute('/{-$lang}/')({
  head: (context) => pageHead('home', context),
  component: HomePage,
});
