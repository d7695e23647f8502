import { useLoginUserWithCode } from '@chipmart/generated/internal/hooks/user/user';
import { useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { CodeField } from '@/ui/fields/CodeField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { sortFailure } from './api-failure.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { forgetCodeSent } from './sent-codes.ts';
import { codeProblem, codeSignInBody } from './sign-in-rules.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** The code step: the 6-digit code e-mailed to `email`, sent with verificationLogin. */
export function CodeSignInForm({ email, redirect }: { email: string; redirect: string | undefined }) {
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const serverMessage = useRef('');
  const login = useLoginUserWithCode({ request: { onSuccessMessage: (message) => (serverMessage.current = message) } });
  const finish = useFinishSignIn(redirect);
  const problem = serverProblem ?? (checked ? codeProblem(code) : undefined);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (codeProblem(code)) {
      focusFirstInvalid(form.current);
      return;
    }
    login.mutate(
      { data: codeSignInBody(email, code) },
      {
        onSuccess: (session) => {
          forgetCodeSent(email);
          finish(session, serverMessage.current);
        },
        onError: (error) => {
          // The account is named by the address in the URL; its errors belong to the code the buyer typed.
          setServerProblem(sortFailure(error, { captcha: 'code', email: 'code', telephone: 'code' }).fields.code);
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  return (
    <form ref={form} className="form login-form" onSubmit={submit} noValidate aria-label={m.login_codeForm()}>
      <CodeField
        id="login-code"
        label={m.login_codeLabel()}
        error={problem}
        value={code}
        onValueChange={(typed) => {
          setCode(typed);
          setServerProblem(undefined);
        }}
      />
      <button type="submit" className="button button-primary login-submit" disabled={login.isPending}>
        {login.isPending ? m.login_signingIn() : m.login_signIn()}
      </button>
    </form>
  );
}
