import { CliError, usageError } from '../cli-error.ts';

/** Everything piped on stdin, without the final line break (`printf` or `echo` both work). */
export async function readPasswordFromStdin(input: NodeJS.ReadStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

/**
 * Asks for the password on the terminal without echoing it: the terminal is
 * put in raw mode and the characters are read one by one (Backspace edits, Ctrl-C cancels).
 */
export async function promptPassword(prompt: string, input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr): Promise<string> {
  if (!input.isTTY) {
    throw usageError('No terminal to ask for the password.', 'Pipe it in with --password-stdin, for example: printf %s "$CHIPMART_PASSWORD" | chipmart login --email you@company.com --password-stdin');
  }
  // Raw mode before the prompt shows: keys typed (or pasted) as soon as it appears are never echoed.
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  output.write(prompt);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new CliError('Login cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    input.on('data', onData);
  });
}
