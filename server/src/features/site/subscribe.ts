import { newsletterSubscriptions } from '../../platform/db/schema/index.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { Handler } from '../../platform/http/handler.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type { SiteDeps } from './deps.ts';
import { siteMessages } from './messages.ts';

/** Sign-ups one address may make in an hour. */
const SUBSCRIBE_LIMIT = { limit: 10, windowSeconds: 3600 };

export const subscribeNewsletter = (deps: SiteDeps): Handler<'subscribeNewsletter'> => async ({ body, locale, clientAddress, say }) => {
  await deps.rateLimiter.consume(`subscribe:${clientAddress}`, SUBSCRIBE_LIMIT);
  const email = body.email.trim();
  const now = deps.now();
  // The subscription and its welcome mail are written together, or neither is.
  const subscribed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, locale, createdAt: now })
      .onConflictDoNothing()
      .returning({ createdAt: newsletterSubscriptions.createdAt });
    if (!row) return undefined;
    await enqueueMail(
      tx as unknown as typeof deps.db,
      {
        to: email,
        kind: 'newsletter_welcome',
        locale,
        subject: translate(locale, siteMessages.subscribeWelcomeSubject),
        body: translate(locale, siteMessages.subscribeWelcomeBody, { email }),
      },
      now,
    );
    return row;
  });
  if (!subscribed) throw conflict(siteMessages.subscribeAlready);
  say(siteMessages.subscribeDone);
  return { email, subscribe_time: isoTime(subscribed.createdAt) };
};
