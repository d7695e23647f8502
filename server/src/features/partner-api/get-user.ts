import { eq } from 'drizzle-orm';
import type { components } from '@chipmart/generated/partner/types';
import { countryNameOf } from '../../platform/country-names.ts';
import { users } from '../../platform/db/schema/index.ts';
import { signedIn } from '../../platform/http/handler.ts';
import { isoTime } from '../../platform/iso-time.ts';
import { listAddresses } from '../address/index.ts';
import { readUserCredit } from '../credit/index.ts';
import { absoluteUrl } from './absolute-url.ts';
import type { PartnerApiDeps } from './deps.ts';
import type { PartnerHandler } from './partner-handler.ts';

type UserAddress = components['schemas']['UserAddress'];

/** getUser: the account's profile, its net terms as the shop's Net terms page reads them, and every saved address. */
export const getUser =
  (deps: PartnerApiDeps): PartnerHandler<'getUser'> =>
  async ({ user, context }) => {
    const { userId } = signedIn(user);
    const [account] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!account) throw new Error(`Account ${userId} of a valid token does not exist`);
    const [credit, addresses] = await Promise.all([readUserCredit(deps.db, userId, deps.now(), deps.currencies), listAddresses(deps.db, userId)]);
    return {
      basicData: {
        email: account.email,
        avatarImg: account.avatarImg ? absoluteUrl(context, account.avatarImg) : null,
        contactName: account.contactName,
        telephone: account.telephone,
        country: account.countryId === null ? '' : ((await countryNameOf(deps.db, account.countryId, 'en')) ?? ''),
        companyName: account.companyName,
        companyTitle: account.companyTitle,
        companyAddress: account.companyAddress,
        registerTime: isoTime(account.registerTime),
      },
      paymentData: {
        user_id: userId,
        period_days: credit.period_days,
        credit_amount: credit.credit_amount,
        used_credit_amount: credit.used_credit_amount,
        remaining_credit_amount: credit.remaining_credit_amount,
        // The partner document gives the bill's end as a date, the shop as a moment.
        bill_end_date: credit.bill_end_date?.slice(0, 10) ?? null,
        bill_overdue_amount: credit.bill_overdue_amount,
      },
      addressData: addresses.map(
        (address): UserAddress => ({
          addressId: address.address_id,
          telephone: address.telephone,
          postalCode: address.postal_code,
          contactName: address.contact_name,
          emailAddress: address.email_address,
          companyName: address.company_name,
          addressLn1: address.address_ln1,
          addressLn2: address.address_ln2,
        }),
      ),
    };
  };
