import { eq } from 'drizzle-orm';
import { countryNameOf } from '../../platform/country-names.ts';
import { newsletterSubscriptions, users } from '../../platform/db/schema/index.ts';
import { conflict, forbidden, invalidField, rateLimited, ValidationError } from '../../platform/http/errors.ts';
import type { Handler } from '../../platform/http/handler.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { captchaMessages, checkImageCaptchaAnswer, consumeCode, verifyCode } from '../captcha/index.ts';
import { emailKey, findUserByEmail, findUserBySignInName, findUserByTelephone, isDisabled, telephoneKey, type UserRow } from './accounts.ts';
import type { IdentityDeps } from './deps.ts';
import { identityMessages } from './messages.ts';
import { isStrongEnough } from './passwords.ts';
import { RATE_RULES } from './rate-rules.ts';
import { endSessions } from './sessions.ts';
import { parseCodeSignIn, parsePasswordSignIn } from './sign-in-input.ts';
import { captchaRequired, claimAttempt, forgiveFailures, recordFailure } from './sign-in-guard.ts';
import { startSession, upgradePasswordHash } from './sign-in.ts';
import { violatedUniqueIndex } from '../../platform/db/unique-violation.ts';

/**
 * The account a sign-in names, as the rate limits and the captcha rule count
 * it: e-mail and telephone of one account count together; a name without an
 * account is counted by itself, so answers do not tell the two apart.
 */
const signInKey = (user: UserRow | undefined, name: { email?: string; telephone?: string }) =>
  user ? `user:${user.id}` : name.email ? `email:${emailKey(name.email)}` : `tel:${telephoneKey(name.telephone ?? '')}`;

export const loginUser = (deps: IdentityDeps): Handler<'loginUser'> => async ({ body, clientAddress, locale, say }) => {
  const input = parsePasswordSignIn(body);
  const user = await findUserBySignInName(deps.db, input);
  const account = signInKey(user, input);
  const now = deps.now();
  await deps.rateLimiter.consume(`sign-in:address:${clientAddress}`, RATE_RULES.signInPerAddress);
  // Guessing is slowed per account and address; the account itself is never locked (sign-in-guard.ts).
  const { waitSeconds } = await claimAttempt(deps.db, account, clientAddress, now);
  if (waitSeconds > 0) throw rateLimited(waitSeconds, identityMessages.signInWait);

  if (await captchaRequired(deps.db, account, now)) {
    if (!input.captcha_key || !input.captcha_answer) throw invalidField('captcha_answer', captchaMessages.required);
    await checkImageCaptchaAnswer(deps.db, { key: input.captcha_key, answer: input.captcha_answer, spend: true }, now, {
      keyField: 'captcha_key',
      answerField: 'captcha_answer',
    });
  }

  // An unknown account costs the same scrypt run as a wrong password, so timing does not tell them apart.
  const passwordRight = user ? await deps.passwords.verify(input.password, user.passwordHash) : await deps.passwords.verifyDecoy(input.password);
  if (!user || !passwordRight) {
    const captchaNext = await recordFailure(deps.db, account, clientAddress, now);
    throw new ValidationError([
      { field: 'password', message: identityMessages.wrongCredentials },
      ...(captchaNext ? [{ field: 'captcha_answer', message: captchaMessages.required }] : []),
    ]);
  }
  if (isDisabled(user)) throw forbidden(identityMessages.accountDisabled);

  await forgiveFailures(deps.db, account, clientAddress);
  await upgradePasswordHash(deps.db, deps.passwords, user, input.password);
  say(identityMessages.loginSuccess);
  return deps.db.transaction((tx) => startSession(tx, user, locale, now, deps.creditStateOf));
};

export const loginUserWithCode = (deps: IdentityDeps): Handler<'loginUserWithCode'> => async ({ body, clientAddress, locale, say }) => {
  const input = parseCodeSignIn(body);
  const user = await findUserBySignInName(deps.db, input);
  const account = signInKey(user, input);
  const now = deps.now();
  await deps.rateLimiter.consume(`sign-in:pair:${account}@${clientAddress}`, RATE_RULES.codeSignInPerAccountAndAddress);
  await deps.rateLimiter.consume(`sign-in:address:${clientAddress}`, RATE_RULES.signInPerAddress);

  // The code always goes to the account's address; an unknown telephone has no code and fails like a wrong one.
  const email = user?.email ?? (input.email ? emailKey(input.email) : '');
  const code = await verifyCode(deps.db, { email, purpose: 'login', code: input.captcha }, now);
  if (!user) throw invalidField('captcha', captchaMessages.codeWrong);
  if (isDisabled(user)) throw forbidden(identityMessages.accountDisabled);

  await forgiveFailures(deps.db, account);
  say(identityMessages.loginSuccess);
  return deps.db.transaction(async (tx) => {
    await consumeCode(tx, code, now);
    return startSession(tx, user, locale, now, deps.creditStateOf);
  });
};

export const registerUser = (deps: IdentityDeps): Handler<'registerUser'> => async ({ body, clientAddress, locale, say }) => {
  const email = emailKey(body.email);
  const now = deps.now();
  await deps.rateLimiter.consume(`register:account:${email}`, RATE_RULES.registerPerAccount);
  await deps.rateLimiter.consume(`register:address:${clientAddress}`, RATE_RULES.registerPerAddress);

  const problems: ConstructorParameters<typeof ValidationError>[0] = [];
  if (!isStrongEnough(body.password)) problems.push({ field: 'password', message: identityMessages.passwordWeak });
  if (body.agree_terms !== true) problems.push({ field: 'agree_terms', message: identityMessages.termsRequired });
  if (body.contact_name.trim() === '') problems.push({ field: 'contact_name', message: identityMessages.blank });
  if (body.company_name.trim() === '') problems.push({ field: 'company_name', message: identityMessages.blank });
  const telephone = body.telephone?.trim() ?? '';
  if (telephone !== '' && !telephoneKey(telephone)) problems.push({ field: 'telephone', message: identityMessages.invalidTelephone });
  if ((await countryNameOf(deps.db, body.country_id, locale)) === null) problems.push({ field: 'country_id', message: identityMessages.unknownCountry });
  if (problems.length > 0) throw new ValidationError(problems);

  // The code comes first: only the owner of the mailbox ever has it (an address that has an account gets a
  // notice instead), so a wrong code is all anyone else learns, whether or not the address is taken.
  const code = await verifyCode(deps.db, { email, purpose: 'register', code: body.captcha }, now);
  if (await findUserByEmail(deps.db, email)) throw conflict(identityMessages.emailTaken);
  if (telephone !== '' && (await findUserByTelephone(deps.db, telephone))) throw conflict(identityMessages.telephoneTaken);
  const passwordHash = await deps.passwords.hash(body.password);
  say(identityMessages.registered);
  try {
    return await deps.db.transaction(async (tx) => {
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
      return startSession(tx, user!, locale, now, deps.creditStateOf);
    });
  } catch (error) {
    // Another registration took the address or telephone between the check and the insert.
    const index = violatedUniqueIndex(error);
    if (index === 'users_telephone_key_idx') throw conflict(identityMessages.telephoneTaken);
    if (index !== undefined) throw conflict(identityMessages.emailTaken);
    throw error;
  }
};

export const resetUserPassword = (deps: IdentityDeps): Handler<'resetUserPassword'> => async ({ body, clientAddress, say }) => {
  const email = emailKey(body.email);
  const now = deps.now();
  await deps.rateLimiter.consume(`reset:account:${email}`, RATE_RULES.resetPerAccount);
  await deps.rateLimiter.consume(`reset:address:${clientAddress}`, RATE_RULES.resetPerAddress);
  if (!isStrongEnough(body.password)) throw invalidField('password', identityMessages.passwordWeak);

  const code = await verifyCode(deps.db, { email, purpose: 'reset_password', code: body.captcha }, now);
  const user = await findUserByEmail(deps.db, email);
  // Codes are stored for unknown addresses too; without an account the answer is the same as for a wrong code.
  if (!user) throw invalidField('captcha', captchaMessages.codeWrong);
  const passwordHash = await deps.passwords.hash(body.password);

  const endedSessions = await deps.db.transaction(async (tx) => {
    await consumeCode(tx, code, now);
    await tx.update(users).set({ passwordHash, passwordUpdatedAt: now }).where(eq(users.id, user.id));
    return endSessions(tx, user.id, now);
  });
  await forgiveFailures(deps.db, signInKey(user, { email }));
  say(identityMessages.passwordReset);
  return { password_updated_at: isoTime(now), ended_sessions: endedSessions };
};
