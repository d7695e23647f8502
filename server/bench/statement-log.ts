/**
 * A benchmark's log of the SQL round trips this process makes: each
 * statement's wall time (sent, run, answer parsed) and what it was for. It
 * wraps the driver (node-postgres' Client.query, or the PGlite instance's
 * query and exec), so the server's code runs unchanged.
 */
import pg from 'pg';
import type { Database } from '../src/platform/db/open.ts';

export interface StatementLog {
  entries: Array<{ purpose: string; ms: number }>;
  clear: () => void;
}

/** What a statement of the search was for, from its text. */
export function statementPurpose(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (flat === 'begin' || flat.startsWith('begin ')) return 'begin';
  if (flat === 'commit' || flat === 'rollback') return flat;
  if (flat.includes('set_config(')) return 'close matches';
  if (flat.includes('from goods g where g.id = any(')) return 'cards';
  if (flat.includes('count(*)') && flat.includes('array(select')) return 'counts+page';
  if (flat.includes('count(*)')) return 'counts';
  if (flat.includes('array(select')) return 'page';
  return flat.slice(0, 24);
}

type Query = (...args: unknown[]) => Promise<unknown>;

function timed(original: Query, log: StatementLog): Query {
  return function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    const started = performance.now();
    const done = () => log.entries.push({ purpose: statementPurpose(text), ms: performance.now() - started });
    // pg-pool calls Client.query with a callback; drizzle awaits the promise.
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (callback as (...values: unknown[]) => unknown)(...results);
      };
      return original.apply(this, args);
    }
    const answer = original.apply(this, args);
    return answer instanceof Promise ? answer.finally(done) : (done(), answer);
  } as Query;
}

/** Starts logging every statement `db` sends; the returned log is cleared by the caller between requests. */
export function logStatements(db: Database): StatementLog {
  const log: StatementLog = {
    entries: [],
    clear: () => {
      log.entries.length = 0;
    },
  };
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  if (client instanceof pg.Pool) {
    const prototype = pg.Client.prototype as unknown as { query: Query };
    prototype.query = timed(prototype.query, log);
  } else {
    // PGlite: the instance's own methods (drizzle calls them on it), and those of each transaction it opens.
    const wrapMethods = (target: Record<string, unknown>) => {
      for (const method of ['query', 'exec'] as const) {
        const original = target[method] as Query | undefined;
        if (original) target[method] = timed(original.bind(target), log);
      }
    };
    wrapMethods(client);
    const transaction = client.transaction as ((work: (tx: Record<string, unknown>) => Promise<unknown>) => Promise<unknown>) | undefined;
    if (transaction) {
      client.transaction = (work: (tx: Record<string, unknown>) => Promise<unknown>) =>
        transaction.call(client, (tx) => {
          wrapMethods(tx);
          return work(tx);
        });
    }
  }
  return log;
}
