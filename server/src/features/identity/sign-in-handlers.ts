import { eq } from 'drizzle-orm';
import { newsletterSubscriptions, users } from '../../shared/db/schema/index.ts';
import { conflict, forbidden, invalidField, ValidationError } from '../../shared/http/errors.ts';
import type { Handler } from '../../shared/http/handler.ts';
import { checkImageCaptchaAnswer } from '../captcha/image-captcha.ts';
import { consumeCode, verifyCode } from '../captcha/verification-codes.ts';
import { emailKey, findUserByEmail, findUserBySignInName, findUserByTelephone, isDisabled, telephoneKey, type UserRow } from './accounts.ts';
import { countryNameOf } from '../../shared/country-names.ts';
import { isStrongEnough } from './passwords.ts';
import { RATE_RULES } from './rate-rules.ts';
import { endSessions } from './sessions.ts';
import { parseCodeSignIn, parsePasswordSignIn } from './sign-in-input.ts';
import { startSession, upgradePasswordHash } from './sign-in.ts';
import { isoSeconds } from '../../shared/iso-time.ts';
import { violatedUniqueIndex } from './unique-violation.ts';

/**
 * The account a sign-in names, as the rate limits and the captcha rule count
 * it: e-mail and telephone of one account count together; a name without an
 * account is counted by itself, so answers do not tell the two apart.
 */
const signInKey = (user: UserRow | undefined, name: { email?: string; telephone?: string }) =>
  user ? `user:${user.id}` : name.email ? `email:${emailKey(name.email)}` : `tel:${telephoneKey(name.telephone ?? '')}`;

export const loginUser: Handler<'loginUser'> = async ({ body, services, clientAddress, locale, say }) => {
  const input = parsePasswordSignIn(body);
  const user = await findUserBySignInName(services.db, input);
  const account = signInKey(user, input);
  const now = services.now();
  services.rateLimiter.consume(`sign-in:account:${account}`, RATE_RULES.signInPerAccount);
  services.rateLimiter.consume(`sign-in:address:${clientAddress}`, RATE_RULES.signInPerAddress);

  if (services.loginFailures.captchaRequired(account)) {
    if (!input.captcha_key || !input.captcha_answer) throw invalidField('captcha_answer', 'captcha.required');
    await checkImageCaptchaAnswer(services.db, { key: input.captcha_key, answer: input.captcha_answer, spend: true }, now, {
      keyField: 'captcha_key',
      answerField: 'captcha_answer',
    });
  }

  // An unknown account costs the same scrypt run as a wrong password, so timing does not tell them apart.
  const passwordRight = user ? await services.passwords.verify(input.password, user.passwordHash) : await services.passwords.verifyDecoy(input.password);
  if (!user || !passwordRight) {
    const captchaNext = services.loginFailures.record(account);
    throw new ValidationError([
      { field: 'password', message: 'identity.wrongCredentials' },
      ...(captchaNext ? [{ field: 'captcha_answer', message: 'captcha.required' }] : []),
    ]);
  }
  if (isDisabled(user)) throw forbidden('identity.accountDisabled');

  services.loginFailures.clear(account);
  services.rateLimiter.reset(`sign-in:account:${account}`);
  await upgradePasswordHash(services.db, services.passwords, user, input.password);
  say('identity.loginSuccess');
  return services.db.transaction((tx) => startSession(tx, user, locale, now));
};

export const loginUserWithCode: Handler<'loginUserWithCode'> = async ({ body, services, clientAddress, locale, say }) => {
  const input = parseCodeSignIn(body);
  const user = await findUserBySignInName(services.db, input);
  const account = signInKey(user, input);
  const now = services.now();
  services.rateLimiter.consume(`sign-in:account:${account}`, RATE_RULES.signInPerAccount);
  services.rateLimiter.consume(`sign-in:address:${clientAddress}`, RATE_RULES.signInPerAddress);

  // The code always goes to the account's address; an unknown telephone has no code and fails like a wrong one.
  const email = user?.email ?? (input.email ? emailKey(input.email) : '');
  const code = await verifyCode(services.db, { email, purpose: 'login', code: input.captcha }, now);
  if (!user) throw invalidField('captcha', 'code.wrong');
  if (isDisabled(user)) throw forbidden('identity.accountDisabled');

  services.loginFailures.clear(account);
  say('identity.loginSuccess');
  return services.db.transaction(async (tx) => {
    await consumeCode(tx, code, now);
    return startSession(tx, user, locale, now);
  });
};

export const registerUser: Handler<'registerUser'> = async ({ body, services, clientAddress, locale, say }) => {
  const email = emailKey(body.email);
  const now = services.now();
  services.rateLimiter.consume(`register:account:${email}`, RATE_RULES.registerPerAccount);
  services.rateLimiter.consume(`register:address:${clientAddress}`, RATE_RULES.registerPerAddress);

  const problems: ConstructorParameters<typeof ValidationError>[0] = [];
  if (!isStrongEnough(body.password)) problems.push({ field: 'password', message: 'identity.passwordWeak' });
  if (body.agree_terms !== true) problems.push({ field: 'agree_terms', message: 'identity.termsRequired' });
  if (body.contact_name.trim() === '') problems.push({ field: 'contact_name', message: 'identity.blank' });
  if (body.company_name.trim() === '') problems.push({ field: 'company_name', message: 'identity.blank' });
  const telephone = body.telephone?.trim() ?? '';
  if (telephone !== '' && !telephoneKey(telephone)) problems.push({ field: 'telephone', message: 'identity.invalidTelephone' });
  if ((await countryNameOf(services.db, body.country_id, locale)) === null) problems.push({ field: 'country_id', message: 'identity.unknownCountry' });
  if (problems.length > 0) throw new ValidationError(problems);

  if (await findUserByEmail(services.db, email)) throw conflict('code.emailTaken');
  if (telephone !== '' && (await findUserByTelephone(services.db, telephone))) throw conflict('identity.telephoneTaken');

  const code = await verifyCode(services.db, { email, purpose: 'register', code: body.captcha }, now);
  const passwordHash = await services.passwords.hash(body.password);
  say('identity.registered');
  try {
    return await services.db.transaction(async (tx) => {
      await consumeCode(tx, code, now);
      const [user] = await tx
        .insert(users)
        .values({
          email,
          telephone,
          telephoneKey: telephone === '' ? null : telephoneKey(telephone),
          passwordHash,
          passwordUpdatedAt: now,
          contactName: body.contact_name.trim(),
          companyName: body.company_name.trim(),
          companyTitle: body.company_title?.trim() ?? '',
          companyAddress: body.company_address?.trim() ?? '',
          countryId: body.country_id,
          subscribeNewsletter: body.subscribe_newsletter ?? false,
          registerTime: now,
        })
        .returning();
      if (body.subscribe_newsletter) await tx.insert(newsletterSubscriptions).values({ email, locale, createdAt: now }).onConflictDoNothing();
      return startSession(tx, user!, locale, now);
    });
  } catch (error) {
    // Another registration took the address or telephone between the check and the insert.
    const index = violatedUniqueIndex(error);
    if (index === 'users_telephone_key_idx') throw conflict('identity.telephoneTaken');
    if (index !== undefined) throw conflict('code.emailTaken');
    throw error;
  }
};

export const resetUserPassword: Handler<'resetUserPassword'> = async ({ body, services, clientAddress, say }) => {
  const email = emailKey(body.email);
  const now = services.now();
  services.rateLimiter.consume(`reset:account:${email}`, RATE_RULES.resetPerAccount);
  services.rateLimiter.consume(`reset:address:${clientAddress}`, RATE_RULES.resetPerAddress);
  if (!isStrongEnough(body.password)) throw invalidField('password', 'identity.passwordWeak');

  const code = await verifyCode(services.db, { email, purpose: 'reset_password', code: body.captcha }, now);
  const user = await findUserByEmail(services.db, email);
  // Codes are stored for unknown addresses too; without an account the answer is the same as for a wrong code.
  if (!user) throw invalidField('captcha', 'code.wrong');
  const passwordHash = await services.passwords.hash(body.password);

  const endedSessions = await services.db.transaction(async (tx) => {
    await consumeCode(tx, code, now);
    await tx.update(users).set({ passwordHash, passwordUpdatedAt: now }).where(eq(users.id, user.id));
    return endSessions(tx, user.id, now);
  });
  services.loginFailures.clear(signInKey(user, { email }));
  say('identity.passwordReset');
  return { password_updated_at: isoSeconds(now), ended_sessions: endedSessions };
};
