import { and, eq, ne } from 'drizzle-orm';
import { countryNameOf } from '../../platform/country-names.ts';
import { users } from '../../platform/db/schema/index.ts';
import { conflict, invalidField, ValidationError } from '../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { captchaMessages, consumeCode, issueCode, RESEND_SECONDS, verifyCode } from '../captcha/index.ts';
import { addressTakenMail, emailChangedMail, passwordChangedMail, verificationCodeMail } from './account-mail.ts';
import { emailKey, findUserByEmail, findUserById, telephoneKey, type UserRow } from './accounts.ts';
import { avatarPathFor } from './avatar.ts';
import type { IdentityDeps } from './deps.ts';
import { identityMessages } from './messages.ts';
import { isStrongEnough } from './passwords.ts';
import { profileOf } from './profile.ts';
import { RATE_RULES } from './rate-rules.ts';
import { endSessions, type AuthUser } from './sessions.ts';
import { violatedUniqueIndex } from '../../platform/db/unique-violation.ts';

/** The signed-in user's row; a token outliving its account cannot happen (accounts are never deleted). */
async function currentUser(db: Parameters<typeof findUserById>[0], userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`Signed-in user ${userId} has no account row`);
  return user;
}

export const getUserProfile = (deps: IdentityDeps): Handler<'getUserProfile', AuthUser> => async ({ user, locale }) => {
  const account = await currentUser(deps.db, signedIn(user).userId);
  return profileOf(deps.db, account, locale, deps.now(), deps.creditStateOf);
};

export const updateUserProfile = (deps: IdentityDeps): Handler<'updateUserProfile', AuthUser> => async ({ user, body, locale, say }) => {
  const { userId } = signedIn(user);
  const now = deps.now();
  // The contract's minProperties: 1, which the generated schema does not carry.
  if (Object.keys(body).length === 0) throw invalidField('body', identityMessages.nothingToChange);
  const changes: Partial<typeof users.$inferInsert> = {};
  const problems: ConstructorParameters<typeof ValidationError>[0] = [];

  if (body.contact_name !== undefined) {
    if (body.contact_name.trim() === '') problems.push({ field: 'contact_name', message: identityMessages.blank });
    changes.contactName = body.contact_name.trim();
  }
  if (body.company_name !== undefined) changes.companyName = body.company_name.trim();
  if (body.company_title !== undefined) changes.companyTitle = body.company_title.trim();
  if (body.company_address !== undefined) changes.companyAddress = body.company_address.trim();
  if (body.telephone !== undefined) {
    const telephone = body.telephone.trim();
    const key = telephone === '' ? null : telephoneKey(telephone);
    if (telephone !== '' && !key) problems.push({ field: 'telephone', message: identityMessages.invalidTelephone });
    changes.telephone = telephone;
    changes.telephoneKey = key;
  }
  if (body.country_id !== undefined) {
    if (body.country_id !== null && (await countryNameOf(deps.db, body.country_id, locale)) === null) {
      problems.push({ field: 'country_id', message: identityMessages.unknownCountry });
    }
    changes.countryId = body.country_id;
  }
  if (problems.length > 0) throw new ValidationError(problems);

  if (changes.telephoneKey) {
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.telephoneKey, changes.telephoneKey), ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict(identityMessages.telephoneTaken);
  }

  try {
    const updated = await deps.db.transaction(async (tx) => {
      if (body.avatar_img !== undefined) changes.avatarImg = body.avatar_img === null ? null : await avatarPathFor(tx, userId, body.avatar_img, now);
      if (Object.keys(changes).length === 0) return currentUser(tx, userId);
      const [row] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
      return row!;
    });
    say(identityMessages.profileUpdated);
    return profileOf(deps.db, updated, locale, now, deps.creditStateOf);
  } catch (error) {
    if (violatedUniqueIndex(error) !== undefined) throw conflict(identityMessages.telephoneTaken);
    throw error;
  }
};

export const changeUserPassword = (deps: IdentityDeps): Handler<'changeUserPassword', AuthUser> => async ({ user, body, locale, say }) => {
  const { userId, sessionId } = signedIn(user);
  const now = deps.now();
  await deps.rateLimiter.consume(`change-password:${userId}`, RATE_RULES.changePasswordPerUser);
  // The cheap checks first: each scrypt run costs about half a second of CPU.
  if (!isStrongEnough(body.new_password)) throw invalidField('new_password', identityMessages.passwordWeak);
  if (body.new_password === body.old_password) throw invalidField('new_password', identityMessages.samePassword);
  const account = await currentUser(deps.db, userId);
  if (!(await deps.passwords.verify(body.old_password, account.passwordHash))) throw invalidField('old_password', identityMessages.wrongPassword);
  const passwordHash = await deps.passwords.hash(body.new_password);

  const endedSessions = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordUpdatedAt: now }).where(eq(users.id, userId));
    const ended = await endSessions(tx, userId, now, sessionId);
    await enqueueMail(tx, passwordChangedMail(account.email, ended, locale), now);
    return ended;
  });
  deps.mail.kick();
  say(identityMessages.passwordChanged);
  return { password_updated_at: isoTime(now), ended_sessions: endedSessions };
};

export const sendChangeEmailCode = (deps: IdentityDeps): Handler<'sendChangeEmailCode', AuthUser> => async ({ user, body, locale, say }) => {
  const { userId } = signedIn(user);
  const email = emailKey(body.new_email);
  const now = deps.now();
  await deps.rateLimiter.consume(`change-email-code:${userId}`, RATE_RULES.changeEmailCodePerUser);
  await deps.rateLimiter.consume(`change-email-code-daily:${userId}`, RATE_RULES.changeEmailCodePerUserDaily);
  // As for sign-up codes: an address that has an account gets a notice instead of the code, and the answer is the same.
  const owner = await findUserByEmail(deps.db, email);

  const expire = await deps.db.transaction(async (tx) => {
    const issued = await issueCode(tx, { email, purpose: 'change_email', userId }, now);
    await enqueueMail(tx, owner ? addressTakenMail(owner.email, locale) : verificationCodeMail(email, 'change_email', issued.code, issued.expire, locale), now);
    return issued.expire;
  });
  deps.mail.kick();
  say(identityMessages.codeSent, { email });
  return { email, purpose: 'change_email', expire, resend_after: RESEND_SECONDS };
};

export const changeUserEmail = (deps: IdentityDeps): Handler<'changeUserEmail', AuthUser> => async ({ user, body, locale, say }) => {
  const { userId } = signedIn(user);
  const email = emailKey(body.new_email);
  const now = deps.now();
  await deps.rateLimiter.consume(`change-email:${userId}`, RATE_RULES.changeEmailPerUser);

  const code = await verifyCode(deps.db, { email, purpose: 'change_email', code: body.captcha }, now);
  // A change-e-mail code proves the address only for the account that asked for it.
  if (code.userId !== userId) throw invalidField('captcha', captchaMessages.codeWrong);
  const account = await currentUser(deps.db, userId);
  if (!(await deps.passwords.verify(body.password, account.passwordHash))) throw invalidField('password', identityMessages.wrongPassword);
  if (await findUserByEmail(deps.db, email)) throw conflict(identityMessages.emailTaken);

  try {
    const updated = await deps.db.transaction(async (tx) => {
      await consumeCode(tx, code, now);
      const [row] = await tx.update(users).set({ email }).where(eq(users.id, userId)).returning();
      await enqueueMail(tx, emailChangedMail(account.email, email, locale), now);
      return row!;
    });
    deps.mail.kick();
    say(identityMessages.emailChanged);
    return profileOf(deps.db, updated, locale, now, deps.creditStateOf);
  } catch (error) {
    if (violatedUniqueIndex(error) !== undefined) throw conflict(identityMessages.emailTaken);
    throw error;
  }
};
