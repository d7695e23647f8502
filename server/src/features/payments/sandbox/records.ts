import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/open.ts';
import { paymentSandboxRecords } from '../../../platform/db/schema/index.ts';

export type SandboxProvider = 'paypal' | 'wechat' | 'alipay';

export interface SandboxRecord<Data> {
  status: string;
  data: Data;
}

/** The sandbox providers' own state (their orders, keys, idempotent answers), shared by every server process through the database. */
export class SandboxRecords {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async find<Data>(provider: SandboxProvider, recordId: string): Promise<SandboxRecord<Data> | undefined> {
    const [row] = await this.db
      .select({ status: paymentSandboxRecords.status, data: paymentSandboxRecords.data })
      .from(paymentSandboxRecords)
      .where(and(eq(paymentSandboxRecords.provider, provider), eq(paymentSandboxRecords.recordId, recordId)));
    return row as SandboxRecord<Data> | undefined;
  }

  /** Stores a record unless one exists; answers the one that is stored either way (the first writer wins). */
  async putFirst<Data extends Record<string, unknown>>(provider: SandboxProvider, recordId: string, status: string, data: Data): Promise<SandboxRecord<Data>> {
    const at = this.now();
    await this.db.insert(paymentSandboxRecords).values({ provider, recordId, status, data, createTime: at, updateTime: at }).onConflictDoNothing();
    return (await this.find<Data>(provider, recordId))!;
  }

  /** Moves a record to `to` only from one of `from`, in one UPDATE; false when it was elsewhere. */
  async move(provider: SandboxProvider, recordId: string, from: string[], to: string, data?: Record<string, unknown>): Promise<boolean> {
    const moved = await this.db
      .update(paymentSandboxRecords)
      .set({ status: to, updateTime: this.now(), ...(data ? { data } : {}) })
      .where(and(eq(paymentSandboxRecords.provider, provider), eq(paymentSandboxRecords.recordId, recordId), inArray(paymentSandboxRecords.status, from)))
      .returning({ id: paymentSandboxRecords.recordId });
    return moved.length === 1;
  }
}
