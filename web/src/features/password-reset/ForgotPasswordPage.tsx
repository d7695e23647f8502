import { Link, useRouter } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { CodeRequestForm } from '@/features/login';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { signInHref } from './sign-in-href.ts';
import { resetPasswordHref, type ForgotPasswordSearch } from './reset-search.ts';
import './password-reset.css';

/**
 * /forgotpassword: the address and the image captcha; the server e-mails a
 * reset code (it answers the same for addresses without an account), then
 * the reset step takes the code and the new password.
 */
export function ForgotPasswordPage({ search }: { search: ForgotPasswordSearch }) {
  const router = useRouter();
  const toReset = (email: string) => void router.navigate({ href: resetPasswordHref(email, search.redirect) });
  return (
    <PageFrame page="forgotPassword">
      <section className="reset-card">
        <p className="reset-note">{m.passwordReset_forgotIntro()}</p>
        <CodeRequestForm
          id="forgot-code-request"
          purpose="reset_password"
          label={m.passwordReset_codeRequestLabel()}
          onSent={(sent) => toReset(sent.email)}
          onHaveCode={toReset}
        />
        <p className="reset-links">
          <Link to={signInHref(search.redirect) as never}>{m.passwordReset_backToSignIn()}</Link>
        </p>
      </section>
    </PageFrame>
  );
}
