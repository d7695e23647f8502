import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { apiApplications, countries, creditBills, creditCharges, creditLines, users } from '../../platform/db/schema/index.ts';
import { emailKey, telephoneKey } from './accounts.ts';
import { PasswordHasher } from './passwords.ts';

interface DemoAccount {
  email: string;
  password: string;
  description: string;
  contactName: string;
  telephone: string;
  countryIso: string;
  companyName: string;
  companyTitle: string;
  companyAddress: string;
  /** Approved for the partner API: the quickstart's account. */
  partnerApi: boolean;
}

/** Accounts a fresh database has, printed at start-up so anyone can sign in and try the shop and the partner API. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'buyer@chipmart.example',
    password: 'Buyer-Parts-2026',
    description: 'buyer; net-terms application under review',
    contactName: 'Daniel Reyes',
    telephone: '+1 512 555 0174',
    countryIso: 'US',
    companyName: 'Pinecrest EMS LLC',
    companyTitle: 'Senior Component Engineer',
    companyAddress: '4410 Burleson Rd, Austin, TX 78744, United States',
    partnerApi: false,
  },
  {
    email: 'partner@chipmart.example',
    password: 'Partner-Net30-2026',
    description: 'partner API approved; net-30 credit line with bills',
    contactName: 'Anna Schmidt',
    telephone: '+49 89 2180 4410',
    countryIso: 'DE',
    companyName: 'Schmidt Elektronik GmbH',
    companyTitle: 'Head of Procurement',
    companyAddress: 'Sendlinger Str. 27, 80331 Munich, Germany',
    partnerApi: true,
  },
];

const DAY = 86_400_000;

/** Last second of the month `monthsBack` months before `now` (UTC): when that month's bill was issued. */
function monthEnd(now: Date, monthsBack: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack + 1, 1) - 1000);
}

function orderSn(date: Date, serial: number): string {
  const stamp = date.toISOString().slice(2, 10).replaceAll('-', '');
  return `CM${stamp}${String(serial).padStart(4, '0')}`;
}

/**
 * Creates the demo accounts (skipping any that exist) with their profiles,
 * API access and credit lines. Tests may pass a cheaper password hasher and
 * their own clock.
 */
export async function seedDemoAccounts(db: Database, options: { now?: Date; passwords?: PasswordHasher } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const passwords = options.passwords ?? new PasswordHasher();
  for (const demo of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, emailKey(demo.email))).limit(1);
    if (existing) continue;
    const passwordHash = await passwords.hash(demo.password);
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, demo.countryIso)).limit(1);
    const registered = new Date(now.getTime() - 280 * DAY);

    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: emailKey(demo.email),
          telephone: demo.telephone,
          telephoneKey: telephoneKey(demo.telephone),
          passwordHash,
          passwordUpdatedAt: registered,
          contactName: demo.contactName,
          companyName: demo.companyName,
          companyTitle: demo.companyTitle,
          companyAddress: demo.companyAddress,
          countryId: country?.id ?? null,
          registerTime: registered,
          apiAccess: demo.partnerApi ? 2 : 0,
        })
        .returning({ id: users.id });
      const userId = user!.id;

      if (demo.email.startsWith('buyer')) {
        await tx.insert(creditLines).values({ userId, state: 1, applyTime: new Date(now.getTime() - 3 * DAY) });
        return;
      }

      await tx.insert(apiApplications).values({
        userId,
        state: 2,
        companyName: demo.companyName,
        companyWebsite: 'https://www.schmidt-elektronik.example',
        useCase: 'Our SAP system checks stock and price breaks for about 400 BOM lines each night and places replenishment orders automatically.',
        expectedVolume: '10k_50k',
        expectedDailyCalls: 5000,
        submitTime: new Date(now.getTime() - 200 * DAY),
        reviewTime: new Date(now.getTime() - 198 * DAY),
      });
      await tx.insert(creditLines).values({
        userId,
        state: 2,
        periodDays: 30,
        creditAmount: 20000,
        unbilledAmount: 1556.35,
        currencyCode: 'USD',
        applyTime: new Date(now.getTime() - 240 * DAY),
        approveTime: new Date(now.getTime() - 233 * DAY),
      });
      // This month's orders paid by bill, not billed yet: the line's unbilled amount, billed when the month ends.
      const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
      await tx.insert(creditCharges).values([
        { userId, orderSn: orderSn(new Date(monthStart), 1204), amount: 1048.6, currencyCode: 'USD', chargeTime: new Date(monthStart + 9 * 3_600_000) },
        { userId, orderSn: orderSn(now, 1388), amount: 507.75, currencyCode: 'USD', chargeTime: new Date(Math.max(monthStart, now.getTime() - 3_600_000)) },
      ]);
      // Last month's bill is open (due in 30 days), the ones before are paid.
      const bills = [
        { monthsBack: 1, amount: 4862.4, paid: 0, orders: 2 },
        { monthsBack: 2, amount: 2975.1, paid: 2975.1, orders: 1 },
        { monthsBack: 3, amount: 7310.85, paid: 7310.85, orders: 3 },
      ];
      for (const bill of bills) {
        const billDate = monthEnd(now, bill.monthsBack);
        const dueDate = new Date(billDate.getTime() + 30 * DAY);
        await tx.insert(creditBills).values({
          userId,
          billSn: `BL${billDate.toISOString().slice(0, 7).replace('-', '')}-${userId}`,
          orderSns: Array.from({ length: bill.orders }, (_, index) => orderSn(new Date(billDate.getTime() - (index * 9 + 4) * DAY), 931 + index * 17)),
          billAmount: bill.amount,
          paidAmount: bill.paid,
          billDate,
          dueDate,
          paidTime: bill.paid > 0 ? new Date(dueDate.getTime() - 6 * DAY) : null,
        });
      }
    });
  }
}
