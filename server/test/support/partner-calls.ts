import { eq } from 'drizzle-orm';
import type { ZodType } from 'zod';
import { executeAdminCommand } from '../../src/app/admin/execute.ts';
import type { Database } from '../../src/platform/db/open.ts';
import { userAddresses } from '../../src/platform/db/schema/index.ts';
import { partnerContract } from '../../src/platform/http/contract-document.ts';
import { httpStatusOf } from '../../src/platform/http/errors.ts';
import type { ErrorCode, OperationId, PartnerOperations, SuccessData } from '../../src/platform/http/operation-types.ts';
import { createAccount } from './identity-fixtures.ts';
import { GERMANY } from './order-fixtures.ts';
import type { TestServer } from './test-server.ts';

type PartnerId = OperationId<PartnerOperations>;

export interface PartnerCallOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export type PartnerResult<Id extends PartnerId> =
  | { status: 200; code: 200; message: string; data: SuccessData<Id, PartnerOperations>; headers: Headers }
  | { status: number; code: ErrorCode; message: string; data: unknown; headers: Headers };

/**
 * Calls the partner API as a partner's program does, over HTTP; every answer
 * must match the partner document (the envelope schema on success, the
 * catalogue's status on failure) and carry the RateLimit fields.
 */
export function partnerCaller(server: Pick<TestServer, 'request'>) {
  const routes = new Map(partnerContract().routes.map((route) => [route.operationId, route]));
  const schemas = partnerContract().schemas as Record<string, ZodType | undefined>;
  return async <Id extends PartnerId>(operationId: Id, options: PartnerCallOptions = {}): Promise<PartnerResult<Id>> => {
    const route = routes.get(operationId)!;
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined) search.append(name, String(value));
    const headers = new Headers(options.headers);
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await server.request(`${route.path}${search.size ? `?${search}` : ''}`, {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const envelope = (await response.json()) as { code: number; message: string; data: unknown };
    if (response.status === 200) {
      const checked = schemas[`${operationId}Response`]!.safeParse(envelope);
      if (!checked.success) throw new Error(`${operationId} answered outside the partner contract: ${checked.error.message}\n${JSON.stringify(envelope).slice(0, 1500)}`);
    } else if (httpStatusOf[envelope.code as ErrorCode] !== response.status) {
      throw new Error(`${operationId}: envelope code ${envelope.code} came with HTTP ${response.status}`);
    }
    if (!/^"[a-z-]+";q=\d+;w=60(, "[a-z-]+";q=\d+;w=60)*$/.test(response.headers.get('RateLimit-Policy') ?? '')) {
      throw new Error(`${operationId}: RateLimit-Policy missing or malformed: ${response.headers.get('RateLimit-Policy')}`);
    }
    if (!/^"[a-z-]+";r=\d+;t=\d+$/.test(response.headers.get('RateLimit') ?? '')) throw new Error(`${operationId}: RateLimit missing or malformed: ${response.headers.get('RateLimit')}`);
    return { status: response.status, code: envelope.code, message: envelope.message, data: envelope.data, headers: response.headers } as PartnerResult<Id>;
  };
}

/** A saved address of the account, as the address book keeps it. */
export async function saveAddress(db: Database, userId: number, typeId: 1 | 2, at: Date, countryId = GERMANY): Promise<number> {
  const [row] = await db
    .insert(userAddresses)
    .values({
      userId,
      typeId,
      contactName: typeId === 1 ? 'Anna Schmidt' : 'Jonas Weber',
      companyName: 'Schmidt Elektronik GmbH',
      telephone: '+49 89 2180 4410',
      emailAddress: typeId === 1 ? 'purchasing@schmidt-elektronik.de' : 'accounts@schmidt-elektronik.de',
      countryId,
      state: 'Bavaria',
      city: 'Munich',
      postalCode: '80331',
      addressLn1: typeId === 1 ? 'Sendlinger Str. 27' : 'Brienner Str. 12',
      addressLn2: typeId === 1 ? '3. OG' : '',
      isDefault: (await db.select().from(userAddresses).where(eq(userAddresses.userId, userId))).every((address) => address.typeId !== typeId),
      createTime: at,
      updateTime: at,
    })
    .returning({ id: userAddresses.id });
  return row!.id;
}

/**
 * A partner: an account that applied for API access in the shop and was
 * approved by staff with the operator CLI, with a shipping and a billing address.
 */
export async function approvedPartner(server: TestServer, at: Date, shopToken: (userId: number) => Promise<string>) {
  const account = await createAccount(server.database.db, at);
  const token = await shopToken(account.id);
  await server.ok('applyForApiAccess', {
    token,
    body: { company_name: 'Schmidt Elektronik GmbH', use_case: 'Our ERP orders parts for each production run.', expected_volume: '50k_200k' },
  });
  const approved = await executeAdminCommand(server.composed, { name: 'api-access approve', input: { userId: account.id }, operator: { name: 'ops-test' } });
  if (!approved.ok) throw new Error(`approval failed: ${JSON.stringify(approved)}`);
  const addressId = await saveAddress(server.database.db, account.id, 1, at);
  const billingId = await saveAddress(server.database.db, account.id, 2, at);
  return { userId: account.id, email: account.email, password: account.password, shopToken: token, addressId, billingId };
}
