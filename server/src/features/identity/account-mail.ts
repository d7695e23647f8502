import type { components } from '@chipmart/generated/internal/types';
import type { LocaleCode } from '../../platform/i18n/locales.ts';
import { translate, type Message } from '../../platform/i18n/messages.ts';
import { letter } from '../../platform/mail/letter.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { accountMailMessages } from './account-mail-messages.ts';

type CodePurpose = components['schemas']['CaptchaPurpose'];

/** What a code is for, as its mail says it. */
const codePurposeLine: Record<CodePurpose, Message> = {
  login: accountMailMessages.codeLogin,
  register: accountMailMessages.codeRegister,
  reset_password: accountMailMessages.codeResetPassword,
  change_email: accountMailMessages.codeChangeEmail,
  supplier_settle: accountMailMessages.codeSupplierSettle,
};

export function verificationCodeMail(to: string, purpose: CodePurpose, code: string, validSeconds: number, locale: LocaleCode): OutgoingMail {
  return {
    to,
    kind: 'verification_code',
    locale,
    subject: translate(locale, accountMailMessages.codeSubject, { code }),
    body: letter(
      locale,
      translate(locale, codePurposeLine[purpose]),
      `    ${code}`,
      translate(locale, accountMailMessages.codeValidity, { minutes: Math.round(validSeconds / 60) }),
    ),
  };
}

/**
 * Sent instead of a code when someone asks to register an address that already has an account (or to move
 * another account to it): the answer to the asker stays the same as for a free address, and the owner learns of it.
 */
export function addressTakenMail(to: string, locale: LocaleCode): OutgoingMail {
  return {
    to,
    kind: 'address_taken',
    locale,
    subject: translate(locale, accountMailMessages.addressTakenSubject),
    body: letter(locale, translate(locale, accountMailMessages.addressTakenBody)),
  };
}

/** Sent to the old address, so a taken-over account is noticed. */
export function emailChangedMail(oldEmail: string, newEmail: string, locale: LocaleCode): OutgoingMail {
  return {
    to: oldEmail,
    kind: 'email_changed',
    locale,
    subject: translate(locale, accountMailMessages.emailChangedSubject),
    body: letter(locale, translate(locale, accountMailMessages.emailChangedBody, { newEmail })),
  };
}

export function passwordChangedMail(to: string, endedSessions: number, locale: LocaleCode): OutgoingMail {
  return {
    to,
    kind: 'password_changed',
    locale,
    subject: translate(locale, accountMailMessages.passwordChangedSubject),
    body: letter(locale, translate(locale, accountMailMessages.passwordChangedBody, { sessions: endedSessions })),
  };
}
