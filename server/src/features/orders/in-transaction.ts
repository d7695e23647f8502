import type { Database } from '../../platform/db/open.ts';

/** Runs order work in one transaction, typed as the one database type the queries are written against. */
export const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Database));
