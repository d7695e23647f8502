import { useLoginUser } from '@chipmart/generated/internal/hooks/user/user';
import { useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { TextField } from '@/ui/fields/TextField.tsx';
import { sortFailure } from './api-failure.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { passwordProblems, passwordSignInBody, type FieldProblems, type PasswordDraft, type PasswordField } from './sign-in-rules.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';
import { useImageCaptcha } from './use-image-captcha.ts';

const blank: PasswordDraft = { account: '', password: '', captchaAnswer: '' };

/** The contract's field names, as this form shows them: e-mail and telephone share one field. */
const fieldOf: Record<string, PasswordField> = {
  email: 'account',
  telephone: 'account',
  password: 'password',
  captcha_answer: 'captcha',
  captcha_key: 'captcha',
};

/**
 * Sign-in with e-mail or telephone and password. After failed attempts the
 * server asks for an image captcha (422 on captcha_answer); from then on the
 * form shows one and sends its key and answer, with a new image after each try.
 */
export function PasswordSignInForm({ redirect }: { redirect: string | undefined }) {
  const [draft, setDraft] = useState(blank);
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems<PasswordField>>({});
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useImageCaptcha('login-password', captchaShown);
  const form = useRef<HTMLFormElement>(null);
  const serverMessage = useRef('');
  const login = useLoginUser({ request: { onSuccessMessage: (message) => (serverMessage.current = message) } });
  const finish = useFinishSignIn(redirect);

  // A server message stands until its field is edited; it says more than the local rule.
  const problems = { ...(checked ? passwordProblems(draft, captchaShown) : {}), ...serverProblems };
  const edit = (field: keyof PasswordDraft, problemField: PasswordField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [field]: value }));
    setServerProblems(({ [problemField]: _edited, ...rest }) => rest);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(passwordProblems(draft, captchaShown)).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    login.mutate(
      { data: passwordSignInBody(draft, captchaShown ? captcha.captcha?.captcha_key : undefined) },
      {
        onSuccess: (session) => finish(session, serverMessage.current),
        onError: (error) => {
          const failure = sortFailure(error, fieldOf);
          setServerProblems(failure.fields);
          // A shown captcha was used up by this try (or the server now asks for one): a fresh image and an empty answer.
          if (captchaShown) captcha.refresh();
          if (failure.captchaNamed) setCaptchaShown(true);
          if (captchaShown || failure.captchaNamed) setDraft((current) => ({ ...current, captchaAnswer: '' }));
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  return (
    <form ref={form} className="form login-form" onSubmit={submit} noValidate>
      <TextField
        id="login-account"
        label={m.login_accountLabel()}
        required
        autoComplete="username"
        error={problems.account}
        value={draft.account}
        onChange={edit('account', 'account')}
      />
      <TextField
        id="login-password"
        label={m.login_passwordLabel()}
        required
        type="password"
        autoComplete="current-password"
        error={problems.password}
        value={draft.password}
        onChange={edit('password', 'password')}
      />
      {captchaShown && (
        <>
          <p className="login-note">{m.login_captchaIntro()}</p>
          <CaptchaField
            id="login-password-captcha"
            captcha={captcha}
            answer={draft.captchaAnswer}
            error={problems.captcha}
            onAnswerChange={(captchaAnswer) => {
              setDraft((current) => ({ ...current, captchaAnswer }));
              setServerProblems(({ captcha: _edited, ...rest }) => rest);
            }}
          />
        </>
      )}
      <button type="submit" className="button button-primary login-submit" disabled={login.isPending || (captchaShown && (!captcha.captcha || captcha.loading))}>
        {login.isPending ? m.login_signingIn() : m.login_signIn()}
      </button>
    </form>
  );
}
