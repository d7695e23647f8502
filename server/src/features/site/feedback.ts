import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { feedbackMessages, formOptions, siteConfigs } from '../../platform/db/schema/index.ts';
import { withBodyRules, type Handler } from '../../platform/http/handler.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type { AuthUser } from '../identity/index.ts';
import type { SiteDeps } from './deps.ts';
import { feedbackFieldErrors } from './feedback-rules.ts';
import { localized } from './localize.ts';
import { siteMessages } from './messages.ts';
import { feedbackTypeIds } from './options.ts';

/** Valid messages one address may send in ten minutes; enough for a person, not for a script. */
const FEEDBACK_LIMIT = { limit: 10, windowSeconds: 600 };
/** Support reads forwarded feedback in English, whatever language the sender wrote in. */
const SUPPORT_LOCALE = 'en';

/** The dialog's rules run on the raw body, so their wording wins and every failing field is reported at once. */
const handleFeedback = (deps: SiteDeps): Handler<'sendFeedback', AuthUser> => async ({ body, locale, user, clientAddress, say }) => {
  await deps.rateLimiter.consume(`feedback:${clientAddress}`, FEEDBACK_LIMIT);
  const now = deps.now();
  const email = body.email.trim();
  const content = body.feedback_content.trim();
  // The message and its copy to the support inbox are written together, or neither is.
  const stored = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedbackMessages)
      .values({ typeId: body.type_id, email, content, userId: user?.userId ?? null, locale, clientAddress, createdAt: now })
      .returning({ id: feedbackMessages.id, createdAt: feedbackMessages.createdAt });
    const [subject] = await tx
      .select({ labels: formOptions.labels })
      .from(formOptions)
      .where(and(eq(formOptions.groupKey, 'feedback_type'), eq(formOptions.optionId, body.type_id)));
    const [site] = await tx.select({ inbox: siteConfigs.contactEmail }).from(siteConfigs).where(eq(siteConfigs.webKey, 'default'));
    if (site?.inbox) {
      await enqueueMail(
        tx as unknown as Database,
        {
          to: site.inbox,
          kind: 'feedback',
          locale: SUPPORT_LOCALE,
          subject: translate(SUPPORT_LOCALE, siteMessages.feedbackForwardSubject, { id: row!.id, subject: subject ? localized(subject.labels, SUPPORT_LOCALE) : String(body.type_id) }),
          body: translate(SUPPORT_LOCALE, siteMessages.feedbackForwardBody, { email, account: user ? `#${user.userId} (${user.email})` : '-', locale, content }),
        },
        now,
      );
    }
    return row!;
  });
  say(siteMessages.feedbackReceived);
  return { feedback_id: stored.id, create_time: isoTime(stored.createdAt) };
};

export const sendFeedback = (deps: SiteDeps) =>
  withBodyRules(
    async (rawBody) => feedbackFieldErrors((rawBody ?? {}) as Parameters<typeof feedbackFieldErrors>[0], await feedbackTypeIds(deps.db)),
    handleFeedback(deps),
  );
