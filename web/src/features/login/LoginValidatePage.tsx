import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { CodeRequestForm } from './CodeRequestForm.tsx';
import { CodeSignInForm } from './CodeSignInForm.tsx';
import { HrefLink } from './HrefLink.tsx';
import type { LoginValidateSearch } from './login-search.ts';
import { secondsUntil, useSentCode } from './sent-codes.ts';
import { emailProblem } from './sign-in-rules.ts';
import { codeTabHref, validateHref } from './validate-href.ts';
import './login.css';

const SECONDS_PER_MINUTE = 60;

/**
 * /login/validate: the code step of the code sign-in. With an address it
 * takes the e-mailed code, and offers a new code once the server's resend
 * wait is over; without a valid address it first asks for one and sends the code.
 */
export function LoginValidatePage({ search }: { search: LoginValidateSearch }) {
  const router = useRouter();
  const email = search.email && !emailProblem(search.email) ? search.email : undefined;
  return (
    <PageFrame page="loginValidate">
      <section className="login-card">
        {email ? (
          <CodeStep key={email} email={email} redirect={search.redirect} />
        ) : (
          <>
            <p className="login-note">{m.login_codeIntro()}</p>
            <CodeRequestForm
              id="validate-code-request"
              initialEmail={search.email}
              onSent={(sent) => void router.navigate({ href: validateHref(sent.email, search.redirect), replace: true })}
            />
          </>
        )}
        <p className="login-links">
          <HrefLink href={codeTabHref(search.redirect)}>{email ? m.login_otherEmail() : m.login_backToLogin()}</HrefLink>
        </p>
      </section>
    </PageFrame>
  );
}

function CodeStep({ email, redirect }: { email: string; redirect: string | undefined }) {
  const { sent, resendIn } = useSentCode(email);
  const [asking, setAsking] = useState(false);
  const minutesLeft = Math.ceil(secondsUntil(sent?.expiresAt, Date.now()) / SECONDS_PER_MINUTE);
  return (
    <>
      <p className="login-note" role="status">
        {sent ? m.login_codeSentTo({ email }) : m.login_codeEnter({ email })}
        {minutesLeft > 0 && ` ${m.login_codeValidFor({ minutes: minutesLeft })}`}
      </p>
      <CodeSignInForm email={email} redirect={redirect} />
      <div className="login-resend">
        {asking ? (
          <CodeRequestForm id="validate-resend" fixedEmail={email} onSent={() => setAsking(false)} />
        ) : resendIn > 0 ? (
          <p className="login-note">{m.login_resendIn({ seconds: resendIn })}</p>
        ) : (
          <button type="button" className="button" onClick={() => setAsking(true)}>
            {m.login_sendNewCode()}
          </button>
        )}
      </div>
    </>
  );
}
