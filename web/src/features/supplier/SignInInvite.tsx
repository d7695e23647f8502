import { Link, useRouterState } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { signInHref } from '@/platform/session/login-href.ts';

/** For visitors: what the page is for, and a sign-in link that brings them back here (the calls need an account). */
export function SignInInvite({ purpose, steps }: { purpose: string; steps: readonly string[] }) {
  const signIn = useRouterState({ select: (state) => signInHref(state.location) });
  return (
    <section className="supplier-invite" aria-labelledby="supplier-invite-title">
      <p className="lead">{purpose}</p>
      <ol className="supplier-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2 id="supplier-invite-title" className="supplier-section-title">
        {m.supplier_signInTitle()}
      </h2>
      <p>{m.supplier_signInText()}</p>
      <Link to={signIn as never} className="button button-primary">
        {m.supplier_signIn()}
      </Link>
    </section>
  );
}
