import { sendSupplierCode } from '@chipmart/generated/internal/hooks/supplier/supplier';
import type { SupplierCodeSent } from '@chipmart/generated/internal/model/index';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { CodeField } from '@/ui/fields/CodeField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { readFailure } from './api-failure.ts';
import { emailProblem } from './registration-rules.ts';
import { rememberResendWait, useResendCountdown } from './resend-countdown.ts';

interface Props {
  idPrefix: string;
  email: string;
  code: string;
  emailError?: string | undefined;
  codeError?: string | undefined;
  onEmailChange: (email: string) => void;
  onCodeChange: (code: string) => void;
  /** The server's word on the address when asking for a code (an application already open, a bad address). */
  onEmailProblem: (problem: string | undefined) => void;
}

/**
 * The contact address and the code e-mailed to it. Asking for a code is a
 * GET the server counts (one a minute, five an hour per address), so it is
 * sent as an action, not cached: while the wait runs a countdown replaces
 * the button, and the server's limits are said as it words them.
 */
export function EmailCodeFields({ idPrefix, email, code, emailError, codeError, onEmailChange, onCodeChange, onEmailProblem }: Props) {
  const resendIn = useResendCountdown(email);
  const [sent, setSent] = useState<SupplierCodeSent>();
  const [notice, setNotice] = useState<string>();
  const serverMessage = useRef('');
  const send = useMutation({
    mutationFn: (address: string) => sendSupplierCode({ email: address }, { onSuccessMessage: (message) => (serverMessage.current = message) }),
  });

  const ask = () => {
    const problem = emailProblem(email);
    onEmailProblem(problem);
    setNotice(undefined);
    if (problem) {
      document.getElementById(`${idPrefix}-email`)?.focus();
      return;
    }
    const address = email.trim();
    send.mutate(address, {
      onSuccess: (answer) => {
        rememberResendWait(answer.email, answer.resend_after);
        setSent(answer);
        setNotice(serverMessage.current || m.supplier_codeSent({ email: answer.email }));
        document.getElementById(`${idPrefix}-code`)?.focus();
      },
      onError: (error) => {
        const failure = readFailure(error, (field) => (field === 'email' ? 'email' : undefined));
        if (failure.retryAfter) rememberResendWait(address, failure.retryAfter);
        onEmailProblem(failure.fields.email ?? failure.message);
        document.getElementById(`${idPrefix}-email`)?.focus();
      },
    });
  };

  const sentHere = sent && sent.email === email.trim().toLowerCase();
  return (
    <div className="supplier-code">
      <div className="supplier-code-row">
        <TextField
          id={`${idPrefix}-email`}
          label={m.supplier_emailLabel()}
          required
          type="email"
          autoComplete="email"
          value={email}
          error={emailError}
          onChange={(event) => onEmailChange(event.currentTarget.value)}
        />
        <button type="button" className="button supplier-code-button" onClick={ask} disabled={send.isPending || resendIn > 0}>
          {send.isPending ? m.supplier_sendingCode() : resendIn > 0 ? m.supplier_resendIn({ seconds: resendIn }) : sentHere ? m.supplier_resendCode() : m.supplier_sendCode()}
        </button>
      </div>
      <p className="supplier-hint" aria-live="polite">
        {notice && sentHere ? `${notice} ${m.supplier_codeValidity({ minutes: Math.round(sent.expires_in / 60) })}` : m.supplier_codeLimits()}
      </p>
      <CodeField id={`${idPrefix}-code`} label={m.supplier_codeLabel()} value={code} error={codeError} onValueChange={onCodeChange} />
    </div>
  );
}
