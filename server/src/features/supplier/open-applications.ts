import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { supplierApplications } from '../../platform/db/schema/index.ts';
import { conflict } from '../../platform/http/errors.ts';
import { OPEN_STATES } from './review-states.ts';
import { supplierMessages } from './messages.ts';

/** Refuses (409) when the account, the address or the registration number already has an application pending or approved. */
export async function refuseIfAlreadyApplied(db: Database, who: { userId?: number; email: string; registrationNumber?: string }): Promise<void> {
  const [open] = await db
    .select({ id: supplierApplications.id })
    .from(supplierApplications)
    .where(
      and(
        inArray(supplierApplications.state, [...OPEN_STATES]),
        or(
          eq(supplierApplications.email, who.email),
          who.userId === undefined ? undefined : eq(supplierApplications.userId, who.userId),
          who.registrationNumber === undefined ? undefined : eq(supplierApplications.registrationNumber, who.registrationNumber),
        ),
      ),
    )
    .limit(1);
  if (open) throw conflict(supplierMessages.alreadyApplied);
}
