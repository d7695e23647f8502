import type { UserPasswordChangeResult } from '@chipmart/generated/internal/model/index';
import { Link, useRouter } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { CodeRequestForm, emailProblem } from '@/features/login';
import { EmailCodeNotice } from '@/features/register';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { ResetDone } from './ResetDone.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';
import { forgotPasswordHref, resetPasswordHref, type ResetPasswordSearch } from './reset-search.ts';
import { signInHref } from './sign-in-href.ts';
import './password-reset.css';

/**
 * /forgotpassword/resetpassword: the code e-mailed to the address in the URL
 * and the new password; then what happened (every session ended) and the way
 * to sign in. Without a valid address it first asks for one and sends the code.
 */
export function ResetPasswordPage({ search }: { search: ResetPasswordSearch }) {
  const router = useRouter();
  const [done, setDone] = useState<UserPasswordChangeResult>();
  const email = search.email && !emailProblem(search.email) ? search.email : undefined;
  return (
    <PageFrame page="resetPassword">
      <section className="reset-card">
        {done ? (
          <ResetDone result={done} signInHref={signInHref(search.redirect)} />
        ) : email ? (
          <Fragment key={email}>
            <EmailCodeNotice
              email={email}
              purpose="reset_password"
              requestLabel={m.passwordReset_codeRequestLabel()}
              onChangeEmail={() => void router.navigate({ href: forgotPasswordHref(search.redirect) })}
            />
            <ResetPasswordForm email={email} onDone={setDone} />
          </Fragment>
        ) : (
          <>
            <p className="reset-note">{m.passwordReset_forgotIntro()}</p>
            <CodeRequestForm
              id="reset-code-request"
              purpose="reset_password"
              label={m.passwordReset_codeRequestLabel()}
              initialEmail={search.email}
              onSent={(sent) => void router.navigate({ href: resetPasswordHref(sent.email, search.redirect), replace: true })}
            />
          </>
        )}
        {!done && (
          <p className="reset-links">
            <Link to={signInHref(search.redirect) as never}>{m.passwordReset_backToSignIn()}</Link>
          </p>
        )}
      </section>
    </PageFrame>
  );
}
