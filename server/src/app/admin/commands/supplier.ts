import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { REVIEW_STATES, type ReviewState } from '../../../features/supplier/index.ts';
import { defineAdminCommand } from '../admin-command.ts';
import { positiveInteger, requiredText, UsageError } from '../parse-input.ts';
import { table } from '../show-table.ts';

const STATE_NAMES: Record<string, ReviewState> = { pending: REVIEW_STATES.pending, approved: REVIEW_STATES.approved, refused: REVIEW_STATES.refused, accepted: REVIEW_STATES.approved, rejected: REVIEW_STATES.refused };

function stateFilter(value: unknown): ReviewState | null {
  if (value === undefined || value === 'all') return null;
  const state = STATE_NAMES[String(value)];
  if (state === undefined) throw new UsageError(`--state must be one of ${Object.keys(STATE_NAMES).join(', ')} or all, got "${String(value)}"`);
  return state;
}

const recordNo = (value: unknown, prefix: 'SA' | 'EX', name: string) => {
  const text = requiredText(value, name, 40);
  if (!new RegExp(`^${prefix}\\d{14,}$`).test(text)) throw new UsageError(`${name} must look like ${prefix}20261118001042, got "${text}"`);
  return text;
};

const details = (pairs: Array<[string, unknown]>) => pairs.map(([label, value]) => `${label.padEnd(20)} ${Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value)}`).join('\n');

/** Supplier applications and excess lists: read, read a licence, decide. */
export const supplierCommands = [
  defineAdminCommand({
    name: 'supplier list',
    summary: 'List supplier applications, newest first (pending ones by default)',
    declare: (command) => command.option('--state <state>', 'pending, approved, refused or all', 'pending').option('--limit <n>', 'how many', '50'),
    input: (_args, options) => ({ state: stateFilter(options.state), limit: positiveInteger(options.limit, '--limit') }),
    run: (server, input: { state: ReviewState | null; limit: number }) => server.operator.supplier.listApplications(input),
    show: (rows) =>
      rows.length === 0
        ? 'No supplier applications.'
        : table(['application', 'state', 'company', 'e-mail', 'submitted'], rows.map((row) => [row.application_no, row.state, row.company_name, row.email, row.submitted_time])),
  }),

  defineAdminCommand({
    name: 'supplier show',
    summary: 'Show one supplier application with its licence file',
    declare: (command) => command.argument('<application>', 'application number, SA…'),
    input: (args) => ({ applicationNo: recordNo(args[0], 'SA', 'application') }),
    run: (server, input: { applicationNo: string }) => server.operator.supplier.showApplication(input.applicationNo),
    show: (row) =>
      details([
        ['application', row.application_no],
        ['state', row.state],
        ['company', row.company_name],
        ['registration number', row.registration_number],
        ['country', row.country],
        ['address', row.company_address],
        ['contact', `${row.contact_name} <${row.email}> ${row.telephone}`],
        ['website', row.website],
        ['products', row.main_products],
        ['manufacturers', row.main_manufacturers],
        ['supplies', row.supply_types],
        ['remark', row.remark],
        ['submitted', row.submitted_time],
        ['reviewed', row.review_time],
        ['refuse reason', row.refuse_reason],
        ['licence', row.license ? `${row.license.file_id} ${row.license.file_name} (${row.license.content_type}, ${row.license.size} bytes)` : ''],
      ]),
  }),

  defineAdminCommand({
    name: 'supplier approve',
    summary: 'Approve a pending supplier application (the applicant is e-mailed)',
    declare: (command) => command.argument('<application>', 'application number, SA…'),
    input: (args) => ({ applicationNo: recordNo(args[0], 'SA', 'application') }),
    run: (server, input: { applicationNo: string }, operator) => server.operator.supplier.reviewApplication({ ...input, event: 'approve', reason: null }, operator),
    show: (row) => `${row.application_no} (${row.company_name}) is ${row.state}.`,
  }),

  defineAdminCommand({
    name: 'supplier refuse',
    summary: 'Refuse a pending supplier application with the reason the applicant is e-mailed',
    declare: (command) => command.argument('<application>', 'application number, SA…').requiredOption('--reason <text>', 'why, as the applicant will read it'),
    input: (args, options) => ({ applicationNo: recordNo(args[0], 'SA', 'application'), reason: requiredText(options.reason, '--reason', 500) }),
    run: (server, input: { applicationNo: string; reason: string }, operator) => server.operator.supplier.reviewApplication({ ...input, event: 'refuse' }, operator),
    show: (row) => `${row.application_no} (${row.company_name}) is ${row.state}.`,
  }),

  defineAdminCommand({
    name: 'supplier license',
    summary: 'Save a supplier licence file to disk (the read is recorded)',
    declare: (command) => command.argument('<fileId>', 'licence file id, lic_…').requiredOption('--out <file>', 'where to save it'),
    // The path is made absolute here, in the operator's own directory, wherever the command then runs.
    input: (args, options) => {
      const fileId = requiredText(args[0], 'fileId', 60);
      if (!/^lic_[0-9A-Za-z]{16,40}$/.test(fileId)) throw new UsageError(`fileId must look like lic_01JD4Q7M3X9TQ8R2V6ZB5K1HNE, got "${fileId}"`);
      return { fileId, out: resolve(requiredText(options.out, '--out', 1000)) };
    },
    run: async (server, input: { fileId: string; out: string }, operator) => {
      const file = await server.operator.supplier.licenseFile(input.fileId, operator);
      await writeFile(input.out, file.content, { flag: 'wx' });
      return { file_id: file.file_id, file_name: file.file_name, content_type: file.content_type, size: file.size, saved_to: input.out };
    },
    show: (file) => `Saved ${file.file_name} (${file.content_type}, ${file.size} bytes) to ${file.saved_to}.`,
  }),

  defineAdminCommand({
    name: 'supplier excess-list',
    summary: 'List excess inventory lists, newest first (pending ones by default)',
    declare: (command) => command.option('--state <state>', 'pending, accepted, rejected or all', 'pending').option('--limit <n>', 'how many', '50'),
    input: (_args, options) => ({ state: stateFilter(options.state), limit: positiveInteger(options.limit, '--limit') }),
    run: (server, input: { state: ReviewState | null; limit: number }) => server.operator.supplier.listExcessOffers(input),
    show: (rows) =>
      rows.length === 0
        ? 'No excess lists.'
        : table(['list', 'state', 'company', 'e-mail', 'lines', 'submitted'], rows.map((row) => [row.offer_no, row.state, row.company_name, row.email, row.line_count, row.submitted_time])),
  }),

  defineAdminCommand({
    name: 'supplier excess-show',
    summary: 'Show one excess inventory list with its lines',
    declare: (command) => command.argument('<list>', 'list number, EX…'),
    input: (args) => ({ offerNo: recordNo(args[0], 'EX', 'list') }),
    run: (server, input: { offerNo: string }) => server.operator.supplier.showExcessOffer(input.offerNo),
    show: (offer) =>
      `${details([
        ['list', offer.offer_no],
        ['state', offer.state],
        ['company', offer.company_name],
        ['contact', `${offer.contact_name} <${offer.email}> ${offer.telephone}`],
        ['remark', offer.remark],
        ['submitted', offer.submitted_time],
      ])}\n${table(
        ['#', 'part number', 'manufacturer', 'quantity', 'date code', 'price'],
        offer.lines.map((line) => [line.line_no, line.part_number, line.manufacturer, line.quantity, line.date_code, line.price === null ? '' : `${line.price} ${line.currency}`]),
      )}`,
  }),

  defineAdminCommand({
    name: 'supplier excess-review',
    summary: 'Accept or reject a pending excess inventory list',
    declare: (command) => command.argument('<list>', 'list number, EX…').option('--accept', 'accept the list').option('--reject', 'reject the list'),
    input: (args, options) => {
      if (Boolean(options.accept) === Boolean(options.reject)) throw new UsageError('Give exactly one of --accept and --reject');
      return { offerNo: recordNo(args[0], 'EX', 'list'), decision: options.accept ? ('accept' as const) : ('reject' as const) };
    },
    run: (server, input: { offerNo: string; decision: 'accept' | 'reject' }, operator) => server.operator.supplier.reviewExcessOffer(input, operator),
    show: (offer) => `${offer.offer_no} (${offer.company_name}) is ${offer.state}.`,
  }),
];
