import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { countries, userAddresses, users } from '../../platform/db/schema/index.ts';

interface DemoAddress {
  email: string;
  countryIso: string;
  shipping: { contactName: string; telephone: string; emailAddress: string; state: string; city: string; postalCode: string; addressLn1: string; addressLn2: string };
  billing: { contactName: string; telephone: string; emailAddress: string; state: string; city: string; postalCode: string; addressLn1: string; addressLn2: string };
  companyName: string;
}

/** A default shipping and a default billing address for each demo buyer, so checkout has something to pick on first start. */
const DEMO_ADDRESSES: readonly DemoAddress[] = [
  {
    email: 'buyer@chipmart.example',
    countryIso: 'US',
    companyName: 'Pinecrest EMS LLC',
    shipping: {
      contactName: 'Daniel Reyes',
      telephone: '+1 512 555 0174',
      emailAddress: 'receiving@pinecrest-ems.example',
      state: 'Texas',
      city: 'Austin',
      postalCode: '78744',
      addressLn1: '4410 Burleson Rd',
      addressLn2: 'Dock 3',
    },
    billing: {
      contactName: 'Laura Whitfield',
      telephone: '+1 512 555 0120',
      emailAddress: 'ap@pinecrest-ems.example',
      state: 'Texas',
      city: 'Austin',
      postalCode: '78744',
      addressLn1: '4410 Burleson Rd',
      addressLn2: 'Accounts Payable',
    },
  },
  {
    email: 'partner@chipmart.example',
    countryIso: 'DE',
    companyName: 'Schmidt Elektronik GmbH',
    shipping: {
      contactName: 'Anna Schmidt',
      telephone: '+49 89 2180 4410',
      emailAddress: 'wareneingang@schmidt-elektronik.example',
      state: 'Bavaria',
      city: 'Munich',
      postalCode: '80339',
      addressLn1: 'Landsberger Str. 110',
      addressLn2: 'Tor 3, Wareneingang',
    },
    billing: {
      contactName: 'Markus Huber',
      telephone: '+49 89 2180 4400',
      emailAddress: 'buchhaltung@schmidt-elektronik.example',
      state: 'Bavaria',
      city: 'Munich',
      postalCode: '80331',
      addressLn1: 'Sendlinger Str. 27',
      addressLn2: '',
    },
  },
];

/** Gives each demo account that exists and has no address yet its default shipping and billing address. */
export async function seedDemoAddresses(db: Database, now: Date = new Date()): Promise<void> {
  for (const demo of DEMO_ADDRESSES) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email)).limit(1);
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, demo.countryIso)).limit(1);
    if (!user || !country) continue;
    const [existing] = await db.select({ id: userAddresses.id }).from(userAddresses).where(eq(userAddresses.userId, user.id)).limit(1);
    if (existing) continue;
    await db.insert(userAddresses).values(
      ([[1, demo.shipping], [2, demo.billing]] as const).map(([typeId, address]) => ({
        userId: user.id,
        typeId,
        ...address,
        companyName: demo.companyName,
        countryId: country.id,
        isDefault: true,
        createTime: now,
        updateTime: now,
      })),
    );
  }
}
