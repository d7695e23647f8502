import type { components } from '@chipmart/generated/internal/types';
import type { LocaleCode } from '../http/operation-types.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import type { OutgoingMail } from './outbox.ts';

type CodePurpose = components['schemas']['CaptchaPurpose'];

function letter(locale: LocaleCode, ...paragraphs: string[]): string {
  return [translate(locale, 'mail.greeting'), ...paragraphs, translate(locale, 'mail.signature')].join('\n\n');
}

export function verificationCodeMail(to: string, purpose: CodePurpose, code: string, validSeconds: number, locale: LocaleCode): OutgoingMail {
  return {
    to,
    kind: 'verification_code',
    locale,
    subject: translate(locale, 'mail.code.subject', { code }),
    body: letter(
      locale,
      translate(locale, `mail.code.${purpose}` satisfies MessageKey),
      `    ${code}`,
      translate(locale, 'mail.code.validity', { minutes: Math.round(validSeconds / 60) }),
    ),
  };
}

/** Sent to the old address, so a taken-over account is noticed. */
export function emailChangedMail(oldEmail: string, newEmail: string, locale: LocaleCode): OutgoingMail {
  return {
    to: oldEmail,
    kind: 'email_changed',
    locale,
    subject: translate(locale, 'mail.emailChanged.subject'),
    body: letter(locale, translate(locale, 'mail.emailChanged.body', { newEmail })),
  };
}

export function passwordChangedMail(to: string, endedSessions: number, locale: LocaleCode): OutgoingMail {
  return {
    to,
    kind: 'password_changed',
    locale,
    subject: translate(locale, 'mail.passwordChanged.subject'),
    body: letter(locale, translate(locale, 'mail.passwordChanged.body', { sessions: endedSessions })),
  };
}
