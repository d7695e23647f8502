import type { AuthUser } from '../identity/index.ts';
import { signedIn, type Handlers } from '../../platform/http/handler.ts';
import type { UploadsDeps } from './deps.ts';
import { previewSpreadsheet } from './read-spreadsheet.ts';

/** Reading a spreadsheet is work for the CPU: an account may preview this many in a minute. */
const PREVIEWS_PER_MINUTE = { limit: 30, windowSeconds: 60 };

export const uploadsHandlers = ({ rateLimiter }: UploadsDeps): Handlers<AuthUser> => ({
  readExcelFile: async ({ body, user }) => {
    await rateLimiter.consume(`read-excel:${signedIn(user).userId}`, PREVIEWS_PER_MINUTE);
    const bytes = new Uint8Array(await body.file.arrayBuffer());
    return previewSpreadsheet({ fileName: body.file.name, bytes }, body.preview_rows);
  },
});
