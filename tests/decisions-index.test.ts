import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, '../docs/decisions');
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .map((name) => {
    const [heading = '', , dateLine = ''] = readFileSync(join(folder, name), 'utf8').split('\n');
    const [, number = '', title = ''] = /^# (\d+)\. (.+)$/.exec(heading) ?? [];
    return { name, number: Number(number), title, status: /Status: (.+)$/.exec(dateLine)?.[1] ?? '' };
  });

describe('the decision records', () => {
  const index = readFileSync(join(folder, 'README.md'), 'utf8');

  it('each have a numbered title matching their file and a status', () => {
    for (const record of records) {
      expect(record.name.startsWith(String(record.number).padStart(4, '0')), record.name).toBe(true);
      expect(record.title, record.name).not.toBe('');
      expect(record.status, record.name).not.toBe('');
    }
  });

  it('are each listed in the index with their number, title and status', () => {
    expect(records.length).toBeGreaterThan(30);
    for (const { name, number, title, status } of records) expect(index, name).toContain(`| ${number} | [${title}](${name}) | ${status} |`);
  });
});
