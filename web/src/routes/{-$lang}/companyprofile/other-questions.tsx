import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/pages/page-head.ts';
import { PageFrame } from '@/features/pages/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/companyprofile/other-questions')({
  head: () => pageHead('helpOtherQuestions'),
  component: () => <PageFrame page="helpOtherQuestions" />,
});
