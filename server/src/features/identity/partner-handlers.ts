import { desc, eq } from 'drizzle-orm';
import type { components } from '@chipmart/generated/internal/types';
import { apiApplications, users } from '../../platform/db/schema/index.ts';
import { conflict } from '../../platform/http/errors.ts';
import { signedIn, type Handler } from '../../platform/http/handler.ts';
import { isoTime } from '../../platform/iso-time.ts';
import type { IdentityDeps } from './deps.ts';
import { identityMessages } from './messages.ts';
import type { AuthUser } from './sessions.ts';

type ApiAccessState = components['schemas']['UserApiAccessState'];
type ApiApplication = components['schemas']['UserApiApplication'];
type ApiApplicationRow = typeof apiApplications.$inferSelect;

/** The buyer's newest application (the one `users.api_access` follows), or none when the account never applied. */
export const getApiAccessApplication = (deps: IdentityDeps): Handler<'getApiAccessApplication', AuthUser> => async ({ user }) => {
  const { userId } = signedIn(user);
  const [newest] = await deps.db
    .select()
    .from(apiApplications)
    .where(eq(apiApplications.userId, userId))
    .orderBy(desc(apiApplications.submitTime), desc(apiApplications.id))
    .limit(1);
  return { application: newest ? applicationView(newest) : null };
};


export const applyForApiAccess = (deps: IdentityDeps): Handler<'applyForApiAccess', AuthUser> => async ({ user, body, say }) => {
  const { userId } = signedIn(user);
  const now = deps.now();
  const application = await deps.db.transaction(async (tx) => {
    // Locks the account row, so two applications sent at once cannot both pass the check.
    const [account] = await tx.select({ apiAccess: users.apiAccess }).from(users).where(eq(users.id, userId)).for('update');
    if (account?.apiAccess === 1) throw conflict(identityMessages.apiPending);
    if (account?.apiAccess === 2) throw conflict(identityMessages.apiApproved);
    const [row] = await tx
      .insert(apiApplications)
      .values({
        userId,
        state: 1,
        companyName: body.company_name.trim(),
        companyWebsite: body.company_website ?? null,
        useCase: body.use_case.trim(),
        expectedVolume: body.expected_volume,
        expectedDailyCalls: body.expected_daily_calls ?? null,
        submitTime: now,
      })
      .returning();
    await tx.update(users).set({ apiAccess: 1 }).where(eq(users.id, userId));
    return row!;
  });
  say(identityMessages.apiApplied);
  return applicationView(application);
};

function applicationView(application: ApiApplicationRow): ApiApplication {
  return {
    application_id: application.id,
    state: application.state as ApiAccessState,
    company_name: application.companyName,
    company_website: application.companyWebsite,
    use_case: application.useCase,
    expected_volume: application.expectedVolume as components['schemas']['UserApiVolume'],
    expected_daily_calls: application.expectedDailyCalls,
    submit_time: isoTime(application.submitTime),
    review_time: isoTime(application.reviewTime),
    reject_reason: application.rejectReason,
  };
}
