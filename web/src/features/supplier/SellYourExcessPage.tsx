import { lazy, Suspense } from 'react';
import { m } from '$paraglide/messages.js';
import { useSession } from '@/platform/session/session-store.ts';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { SentLists } from './SentLists.tsx';
import { SignInInvite } from './SignInInvite.tsx';
import './supplier.css';

/** Only a signed-in supplier sees the form: visitors, who are asked to sign in, never load it. */
const ExcessListForm = lazy(() => import('./ExcessListForm.tsx').then((module) => ({ default: module.ExcessListForm })));

/** Sell your excess: visitors read what it is for and are asked to sign in; signed in, the supplier sends lists and sees those sent. */
export function SellYourExcessPage() {
  const { token, userInfo } = useSession();
  if (!token) {
    return <SignInInvite purpose={m.supplier_excessPurpose()} steps={[m.supplier_excessStep1(), m.supplier_excessStep2(), m.supplier_excessStep3()]} />;
  }
  return (
    <div className="supplier-page">
      <p className="lead">{m.supplier_excessPurpose()}</p>
      <Suspense fallback={<LoadingText />}>
        <ExcessListForm profile={userInfo} />
      </Suspense>
      <SentLists />
    </div>
  );
}
