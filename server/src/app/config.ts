import { resolve } from 'node:path';

/** Everything the server reads from its environment, read once. */
export interface ServerConfig {
  port: number;
  /** PostgreSQL connection string; when absent, embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** SMTP connection string; when absent, mail stays in the local mailbox. */
  smtpUrl: string | undefined;
  /** Built web app to serve; absent means API only. */
  webDist: string | undefined;
  webKey: string;
  /** Parts to seed into an empty database. */
  seedParts: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const seedParts = Number(env.SEED_PARTS ?? 20_000);
  if (!Number.isInteger(seedParts) || seedParts < 0) throw new Error(`SEED_PARTS must be a whole number, got "${env.SEED_PARTS}"`);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(cwd, env.DATA_DIR ?? '.data'),
    smtpUrl: env.SMTP_URL || undefined,
    webDist: env.WEB_DIST ? resolve(cwd, env.WEB_DIST) : undefined,
    webKey: env.WEB_KEY ?? 'default',
    seedParts,
  };
}
