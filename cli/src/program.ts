import { Command } from 'commander';
import type { CommandInput } from './command-input.ts';
import { collect, positiveInteger } from './option-parsers.ts';

/** A command's code, loaded only when that command runs (so `--help` stays fast). */
type CommandModule = { run(input: CommandInput<never>): Promise<void> };

function lazyAction(load: () => Promise<CommandModule>) {
  return async (...received: unknown[]) => {
    const command = received.at(-1) as Command;
    let root = command;
    while (root.parent) root = root.parent;
    const { run } = await load();
    await run({ args: command.processedArgs as string[], options: command.optsWithGlobals() as never, env: process.env, root });
  };
}

const examples = (lines: string[]) => `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;

const rootHelp = `
Configuration:
  Profiles live in $XDG_CONFIG_HOME/chipmart/config.json (default ~/.config), readable only by you.
  --profile NAME or CHIPMART_PROFILE picks one (default "default"); each keeps its server and token.
  --base-url or CHIPMART_BASE_URL overrides the profile's server; CHIPMART_TOKEN overrides its token.
  CHIPMART_MAX_RETRY_WAIT caps the seconds chipmart waits when the server asks it to slow down (default 60).

Exit codes:
  0 ok  1 other failure  2 usage or invalid input  3 authentication  4 not found  5 conflict  6 rate limited
${examples([
  'chipmart login --base-url https://www.chipmart.example --email purchasing@example.com',
  'chipmart goods search STM32F103C8T6',
  'chipmart orders create --sku 880142 --num 100 --address 5012 --billing 5013 --shipping 3',
  'chipmart orders list --json | jq -r \'.lists[].orderSn\'',
])}`;

/** The whole command tree: names, options and help. Each action imports its command module when it runs. */
export function buildProgram(): Command {
  const program = new Command('chipmart')
    .description('Search Chipmart\'s catalog and place orders through the partner API.')
    .option('--profile <name>', 'configuration profile to use (or CHIPMART_PROFILE)')
    .option('--base-url <url>', 'Chipmart server, for example https://www.chipmart.example (or CHIPMART_BASE_URL)')
    .option('--json', 'print the result as JSON, for scripts')
    .showHelpAfterError('(run with --help for usage and examples)')
    .configureHelp({ showGlobalOptions: true })
    .addHelpText('after', rootHelp);

  program
    .command('login')
    .description('Get a token for your account and store it in the profile')
    .requiredOption('--email <email>', 'the e-mail you sign in to the shop with')
    .option('--password-stdin', 'read the password from standard input instead of prompting')
    .addHelpText('after', examples([
      'chipmart login --base-url https://www.chipmart.example --email purchasing@example.com',
      'printf %s "$CHIPMART_PASSWORD" | chipmart login --email purchasing@example.com --password-stdin',
      'chipmart login --profile staging --base-url https://staging.chipmart.example --email purchasing@example.com',
    ]))
    .action(lazyAction(() => import('./commands/login.ts')));

  program
    .command('logout')
    .description('Forget the profile\'s token')
    .addHelpText('after', examples(['chipmart logout', 'chipmart logout --profile staging']))
    .action(lazyAction(() => import('./commands/logout.ts')));

  program
    .command('whoami')
    .description('Show the account, its credit and its addresses (ids for orders create)')
    .addHelpText('after', examples(['chipmart whoami', 'chipmart whoami --json | jq \'.addressData[].addressId\'']))
    .action(lazyAction(() => import('./commands/whoami.ts')));

  const goods = program
    .command('goods')
    .description('Search the catalog')
    .addHelpText('after', examples(['chipmart goods search STM32F103C8T6', 'chipmart goods search --help']));
  goods
    .command('search')
    .description('Search parts by part number or keywords, with every supplier offer')
    .argument('<keywords>', 'part number (or its beginning) or words')
    .option('--currency <code>', 'currency of the prices (ISO 4217)', 'USD')
    .option('--lang <code>', 'language of categories and parameters', 'en')
    .option('--page <n>', 'page number, from 1', positiveInteger, 1)
    .option('--page-size <n>', 'parts per page, 1 to 100', positiveInteger, 20)
    .addHelpText('after', examples([
      'chipmart goods search STM32F103C8T6',
      'chipmart goods search "LM358" --currency EUR --lang de --page 2',
      'chipmart goods search STM32 --json | jq \'.lists[].salesData[] | {skuId, stock}\'',
    ]))
    .action(lazyAction(() => import('./commands/goods-search.ts')));

  program
    .command('shipping')
    .description('List the shipping options (ids for orders create)')
    .option('--currency <code>', 'currency of the prices (ISO 4217; the server\'s default is USD)')
    .addHelpText('after', examples(['chipmart shipping', 'chipmart shipping --currency EUR --json']))
    .action(lazyAction(() => import('./commands/shipping.ts')));

  const orders = program
    .command('orders')
    .description('Place and follow orders')
    .addHelpText('after', examples(['chipmart orders list', 'chipmart orders create --sku 880142 --num 100 --address 5012 --billing 5013 --shipping 3', 'chipmart orders create --help']));
  orders
    .command('list')
    .description('List your orders, newest first')
    .option('--page <n>', 'page number, from 1', positiveInteger, 1)
    .option('--page-size <n>', 'orders per page, 1 to 100', positiveInteger, 20)
    .option('--order-sn <number>', 'only this order')
    .addHelpText('after', examples(['chipmart orders list', 'chipmart orders list --order-sn CM260318000457', 'chipmart orders list --page 2 --page-size 50 --json']))
    .action(lazyAction(() => import('./commands/orders-list.ts')));

  orders
    .command('create')
    .description('Place an order (safe to retry with the idempotency key it prints)')
    .option('--sku <skuId>', 'offer to order (skuId from goods search); repeat with --num for each line', collect)
    .option('--num <quantity>', 'quantity of the --sku at the same position', collect)
    .option('--file <path>', 'lines from a CSV (skuId,num) or JSON ([{"skuId":..,"num":..}]) file')
    .requiredOption('--address <addressId>', 'ship-to address (whoami)', positiveInteger)
    .requiredOption('--billing <addressId>', 'bill-to address (whoami)', positiveInteger)
    .requiredOption('--shipping <shippingId>', 'shipping option (shipping)', positiveInteger)
    .option('--currency <code>', 'currency of the order (ISO 4217)', 'USD')
    .option('--remark <text>', 'note for the order, for example your PO number')
    .option('--idempotency-key <key>', 'repeat an earlier attempt: the key it printed (a new one is made otherwise)')
    .addHelpText('after', examples([
      'chipmart orders create --sku 880142 --num 100 --sku 991207 --num 8000 --address 5012 --billing 5013 --shipping 3',
      'chipmart orders create --file lines.csv --address 5012 --billing 5013 --shipping 3 --remark "PO 4500012873"',
      'chipmart orders create --file lines.csv --address 5012 --billing 5013 --shipping 3 --idempotency-key 1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    ]))
    .action(lazyAction(() => import('./commands/orders-create.ts')));

  program
    .command('completion')
    .description('Print a shell completion script')
    .argument('<shell>', 'bash or zsh')
    .addHelpText('after', examples(['chipmart completion bash >> ~/.bashrc', 'chipmart completion zsh > "${fpath[1]}/_chipmart"']))
    .action(lazyAction(() => import('./commands/completion.ts')));

  return program;
}
