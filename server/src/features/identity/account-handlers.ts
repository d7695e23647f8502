import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../shared/db/schema/index.ts';
import { conflict, invalidField, ValidationError } from '../../shared/http/errors.ts';
import { signedIn, type Handler } from '../../shared/http/handler.ts';
import { enqueueMail } from '../../shared/mail/outbox.ts';
import { emailChangedMail, passwordChangedMail, verificationCodeMail } from '../../shared/mail/templates.ts';
import { consumeCode, issueCode, RESEND_SECONDS, verifyCode } from '../captcha/verification-codes.ts';
import { emailKey, findUserByEmail, findUserById, telephoneKey, type UserRow } from './accounts.ts';
import { avatarPathFor } from './avatar.ts';
import { countryNameOf } from '../../shared/country-names.ts';
import { isoSeconds } from '../../shared/iso-time.ts';
import { isStrongEnough } from './passwords.ts';
import { profileOf } from './profile.ts';
import { RATE_RULES } from './rate-rules.ts';
import { endSessions } from './sessions.ts';
import { violatedUniqueIndex } from './unique-violation.ts';

/** The signed-in user's row; a token outliving its account cannot happen (accounts are never deleted). */
async function currentUser(db: Parameters<typeof findUserById>[0], userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`Signed-in user ${userId} has no account row`);
  return user;
}

export const getUserProfile: Handler<'getUserProfile'> = async ({ user, services, locale }) => {
  const account = await currentUser(services.db, signedIn(user).userId);
  return profileOf(services.db, account, locale, services.now());
};

export const updateUserProfile: Handler<'updateUserProfile'> = async ({ user, body, services, locale, say }) => {
  const { userId } = signedIn(user);
  const now = services.now();
  // The contract's minProperties: 1, which the generated schema does not carry.
  if (Object.keys(body).length === 0) throw invalidField('body', 'identity.nothingToChange');
  const changes: Partial<typeof users.$inferInsert> = {};
  const problems: ConstructorParameters<typeof ValidationError>[0] = [];

  if (body.contact_name !== undefined) {
    if (body.contact_name.trim() === '') problems.push({ field: 'contact_name', message: 'identity.blank' });
    changes.contactName = body.contact_name.trim();
  }
  if (body.company_name !== undefined) changes.companyName = body.company_name.trim();
  if (body.company_title !== undefined) changes.companyTitle = body.company_title.trim();
  if (body.company_address !== undefined) changes.companyAddress = body.company_address.trim();
  if (body.telephone !== undefined) {
    const telephone = body.telephone.trim();
    const key = telephone === '' ? null : telephoneKey(telephone);
    if (telephone !== '' && !key) problems.push({ field: 'telephone', message: 'identity.invalidTelephone' });
    changes.telephone = telephone;
    changes.telephoneKey = key;
  }
  if (body.country_id !== undefined) {
    if (body.country_id !== null && (await countryNameOf(services.db, body.country_id, locale)) === null) {
      problems.push({ field: 'country_id', message: 'identity.unknownCountry' });
    }
    changes.countryId = body.country_id;
  }
  if (problems.length > 0) throw new ValidationError(problems);

  if (changes.telephoneKey) {
    const [taken] = await services.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.telephoneKey, changes.telephoneKey), ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict('identity.telephoneTaken');
  }

  try {
    const updated = await services.db.transaction(async (tx) => {
      if (body.avatar_img !== undefined) changes.avatarImg = body.avatar_img === null ? null : await avatarPathFor(tx, userId, body.avatar_img, now);
      if (Object.keys(changes).length === 0) return currentUser(tx, userId);
      const [row] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
      return row!;
    });
    say('identity.profileUpdated');
    return profileOf(services.db, updated, locale, now);
  } catch (error) {
    if (violatedUniqueIndex(error) !== undefined) throw conflict('identity.telephoneTaken');
    throw error;
  }
};

export const changeUserPassword: Handler<'changeUserPassword'> = async ({ user, body, services, locale, say }) => {
  const { userId, sessionId } = signedIn(user);
  const now = services.now();
  services.rateLimiter.consume(`change-password:${userId}`, RATE_RULES.changePasswordPerUser);
  // The cheap checks first: each scrypt run costs about half a second of CPU.
  if (!isStrongEnough(body.new_password)) throw invalidField('new_password', 'identity.passwordWeak');
  if (body.new_password === body.old_password) throw invalidField('new_password', 'identity.samePassword');
  const account = await currentUser(services.db, userId);
  if (!(await services.passwords.verify(body.old_password, account.passwordHash))) throw invalidField('old_password', 'identity.wrongPassword');
  const passwordHash = await services.passwords.hash(body.new_password);

  const endedSessions = await services.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordUpdatedAt: now }).where(eq(users.id, userId));
    const ended = await endSessions(tx, userId, now, sessionId);
    await enqueueMail(tx, passwordChangedMail(account.email, ended, locale), now);
    return ended;
  });
  services.mail.kick();
  say('identity.passwordChanged');
  return { password_updated_at: isoSeconds(now), ended_sessions: endedSessions };
};

export const sendChangeEmailCode: Handler<'sendChangeEmailCode'> = async ({ user, body, services, locale, say }) => {
  const { userId } = signedIn(user);
  const email = emailKey(body.new_email);
  const now = services.now();
  services.rateLimiter.consume(`change-email-code:${userId}`, RATE_RULES.changeEmailCodePerUser);
  services.rateLimiter.consume(`change-email-code-daily:${userId}`, RATE_RULES.changeEmailCodePerUserDaily);
  if (await findUserByEmail(services.db, email)) throw conflict('code.emailTaken');

  const expire = await services.db.transaction(async (tx) => {
    const issued = await issueCode(tx, { email, purpose: 'change_email', userId }, now);
    await enqueueMail(tx, verificationCodeMail(email, 'change_email', issued.code, issued.expire, locale), now);
    return issued.expire;
  });
  services.mail.kick();
  say('code.sent', { email });
  return { email, purpose: 'change_email', expire, resend_after: RESEND_SECONDS };
};

export const changeUserEmail: Handler<'changeUserEmail'> = async ({ user, body, services, locale, say }) => {
  const { userId } = signedIn(user);
  const email = emailKey(body.new_email);
  const now = services.now();
  services.rateLimiter.consume(`change-email:${userId}`, RATE_RULES.changeEmailPerUser);

  const code = await verifyCode(services.db, { email, purpose: 'change_email', code: body.captcha }, now);
  // A change-e-mail code proves the address only for the account that asked for it.
  if (code.userId !== userId) throw invalidField('captcha', 'code.wrong');
  const account = await currentUser(services.db, userId);
  if (!(await services.passwords.verify(body.password, account.passwordHash))) throw invalidField('password', 'identity.wrongPassword');
  if (await findUserByEmail(services.db, email)) throw conflict('code.emailTaken');

  try {
    const updated = await services.db.transaction(async (tx) => {
      await consumeCode(tx, code, now);
      const [row] = await tx.update(users).set({ email }).where(eq(users.id, userId)).returning();
      await enqueueMail(tx, emailChangedMail(account.email, email, locale), now);
      return row!;
    });
    services.mail.kick();
    say('identity.emailChanged');
    return profileOf(services.db, updated, locale, now);
  } catch (error) {
    if (violatedUniqueIndex(error) !== undefined) throw conflict('code.emailTaken');
    throw error;
  }
};
