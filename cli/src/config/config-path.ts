import { homedir } from 'node:os';
import { join } from 'node:path';

/** `$XDG_CONFIG_HOME/chipmart/config.json`, `~/.config/chipmart/config.json` when the variable is unset or not absolute (XDG base directory rules). */
export function configPath(env: NodeJS.ProcessEnv): string {
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg && xdg.startsWith('/') ? xdg : join(homedir(), '.config');
  return join(base, 'chipmart', 'config.json');
}
