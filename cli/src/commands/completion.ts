import { usageError } from '../cli-error.ts';
import type { CommandInput } from '../command-input.ts';
import { bashCompletion } from '../completion/bash.ts';
import { zshCompletion } from '../completion/zsh.ts';
import { printResult } from '../output/print.ts';

const scripts = { bash: bashCompletion, zsh: zshCompletion };

export async function run({ args, root }: CommandInput): Promise<void> {
  const shell = args[0] as keyof typeof scripts;
  const script = scripts[shell];
  if (!script) throw usageError(`No completion for "${args[0]}".`, 'Use `chipmart completion bash` or `chipmart completion zsh`.');
  printResult(script(root));
}
