import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/open.ts';
import { userAvatars } from '../../platform/db/schema/index.ts';
import { queryRows } from '../../platform/db/sql-rows.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { identityMessages } from './messages.ts';

const MAX_AVATAR_BYTES = 512 * 1024;
const DATA_URI = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
/** The first bytes every PNG and JPEG file starts with: the type claimed must be the type sent. */
const SIGNATURES: Record<string, number[]> = { 'image/png': [0x89, 0x50, 0x4e, 0x47], 'image/jpeg': [0xff, 0xd8, 0xff] };

const STORED_PATH = /^\/uploads\/avatar\/(\d{1,10})\.(png|jpg)$/;

/**
 * Whether a path is one of the account's own avatars: one it uploaded, or the
 * one its profile shows now. Another account's avatar is refused like a path
 * that was never handed out (one statement, the owner in its condition).
 */
async function ownAvatarPath(db: Database, userId: number, path: string): Promise<boolean> {
  const stored = STORED_PATH.exec(path);
  const id = stored && Number(stored[1]) <= 2147483647 ? Number(stored[1]) : null;
  const contentType = stored?.[2] === 'png' ? 'image/png' : 'image/jpeg';
  const [row] = await queryRows<{ own: boolean }>(
    db,
    sql`select exists (select 1 from user_avatars where id = ${id}::int and user_id = ${userId} and content_type = ${contentType})
            or exists (select 1 from users where id = ${userId} and avatar_img = ${path}) as own`,
  );
  return row?.own === true;
}

/**
 * The avatar path to store for what the profile form sent: one of the
 * account's own avatar paths is kept as it is; an inline PNG or JPEG (at most
 * 512 KB) is stored and gets its own path.
 */
export async function avatarPathFor(db: Database, userId: number, value: string, now: Date): Promise<string> {
  const inline = DATA_URI.exec(value);
  if (!inline) {
    if (await ownAvatarPath(db, userId, value)) return value;
    throw invalidField('avatar_img', identityMessages.avatarInvalid);
  }
  const [, contentType, base64] = inline as unknown as [string, string, string];
  const bytes = Buffer.from(base64, 'base64');
  const signature = SIGNATURES[contentType]!;
  if (bytes.length === 0 || bytes.length > MAX_AVATAR_BYTES || !signature.every((byte, index) => bytes[index] === byte)) {
    throw invalidField('avatar_img', identityMessages.avatarInvalid);
  }
  const [row] = await db.insert(userAvatars).values({ userId, contentType, data: base64, createdAt: now }).returning({ id: userAvatars.id });
  return `/uploads/avatar/${row!.id}.${contentType === 'image/png' ? 'png' : 'jpg'}`;
}
