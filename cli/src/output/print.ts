/** Results go to stdout (what a script pipes on); notices and errors go to stderr. */
export function printResult(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** `--json`: the value, pretty-printed, alone on stdout. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function printNotice(text: string): void {
  process.stderr.write(`${text}\n`);
}
