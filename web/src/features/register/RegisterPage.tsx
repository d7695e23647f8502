import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { CodeRequestForm } from '@/features/login';
import { currentLocale, localizePath } from '@/platform/i18n/locale.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { loginHref } from '@/platform/session/login-href.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { EmailCodeNotice } from './EmailCodeNotice.tsx';
import { blankRegisterDraft } from './register-rules.ts';
import type { RegisterSearch } from './register-search.ts';
import { RegisterForm } from './RegisterForm.tsx';
import './register.css';

const CODE_REQUEST_ID = 'register-code-request';

/**
 * /register: first the e-mail address is proved (image captcha, then a code
 * e-mailed for purpose `register`), then the account is filled in with that
 * code. Going back to change the address keeps everything else typed.
 */
export function RegisterPage({ search }: { search: RegisterSearch }) {
  const [email, setEmail] = useState<string>();
  const [lastEmail, setLastEmail] = useState('');
  const [draft, setDraft] = useState(blankRegisterDraft);
  const signIn = search.redirect ? loginHref(search.redirect) : localizePath(pages.login.path, currentLocale());
  const toAccountStep = (address: string) => {
    setLastEmail(address);
    setEmail(address);
  };
  // The button pressed is gone with its step: the keyboard goes on at the address to change.
  const changeEmail = () => {
    setEmail(undefined);
    requestAnimationFrame(() => document.getElementById(`${CODE_REQUEST_ID}-email`)?.focus());
  };
  return (
    <PageFrame page="register">
      <section className="register-card">
        {email === undefined ? (
          <>
            <p className="register-note">{m.register_intro()}</p>
            <CodeRequestForm
              id={CODE_REQUEST_ID}
              purpose="register"
              label={m.register_codeRequestLabel()}
              initialEmail={lastEmail}
              onSent={(sent) => toAccountStep(sent.email)}
              onHaveCode={toAccountStep}
            />
          </>
        ) : (
          <>
            <EmailCodeNotice email={email} purpose="register" requestLabel={m.register_codeRequestLabel()} onChangeEmail={changeEmail} />
            <RegisterForm key={email} email={email} draft={draft} onDraftChange={setDraft} redirect={search.redirect} />
          </>
        )}
        <p className="register-links">
          {m.register_haveAccount()}{' '}
          <Link to={signIn as never}>{m.register_signIn()}</Link>
        </p>
      </section>
    </PageFrame>
  );
}
