import type { Database } from '../../platform/db/open.ts';
import { userAvatars } from '../../platform/db/schema/index.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { identityMessages } from './messages.ts';

const MAX_AVATAR_BYTES = 512 * 1024;
const DATA_URI = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
/** The first bytes every PNG and JPEG file starts with: the type claimed must be the type sent. */
const SIGNATURES: Record<string, number[]> = { 'image/png': [0x89, 0x50, 0x4e, 0x47], 'image/jpeg': [0xff, 0xd8, 0xff] };

/**
 * The avatar path to store for what the profile form sent: an uploaded
 * image's path is kept as it is; an inline PNG or JPEG (at most 512 KB) is
 * stored and gets its own path.
 */
export async function avatarPathFor(db: Database, userId: number, value: string, now: Date): Promise<string> {
  const inline = DATA_URI.exec(value);
  if (!inline) {
    if (/^\/uploads\/[\w./-]+$/.test(value) && !value.includes('..')) return value;
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
