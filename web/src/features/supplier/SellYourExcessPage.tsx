import { m } from '$paraglide/messages.js';
import { useSession } from '@/platform/session/session-store.ts';
import { ExcessListForm } from './ExcessListForm.tsx';
import { SentLists } from './SentLists.tsx';
import { SignInInvite } from './SignInInvite.tsx';
import './supplier.css';

/** Sell your excess: visitors read what it is for and are asked to sign in; signed in, the supplier sends lists and sees those sent. */
export function SellYourExcessPage() {
  const { token, userInfo } = useSession();
  if (!token) {
    return <SignInInvite purpose={m.supplier_excessPurpose()} steps={[m.supplier_excessStep1(), m.supplier_excessStep2(), m.supplier_excessStep3()]} />;
  }
  return (
    <div className="supplier-page">
      <p className="lead">{m.supplier_excessPurpose()}</p>
      <ExcessListForm profile={userInfo} />
      <SentLists />
    </div>
  );
}
