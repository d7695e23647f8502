import { compileMessages } from '../scripts/messages.mjs';

/** Unit tests read every locale's compiled messages. */
export default async function setup(): Promise<void> {
  await compileMessages('all');
}
