import { describe, expect, it } from 'vitest';
import { isDnpMark } from './dnp.ts';

describe('do-not-place marks', () => {
  it.each(['DNP', 'dnp', ' DNF ', 'DNI', 'NF', 'NP', 'Do not place', 'do not populate', 'Do Not Fit', 'Not fitted', 'x', 'X', 'yes', 'Y', 'TRUE', '1', '✓', '不贴', '不焊', '是', 'Ja', 'oui', 'はい', 'да', '예', 'nicht bestücken', 'non monté', '未実装', 'не устанавливать', '미실장', 'DNP (variant B)', 'DNP.'])(
    'reads %j as not placed',
    (cell) => {
      expect(isDnpMark(cell)).toBe(true);
    },
  );

  it.each(['', '  ', 'no', 'N', '0', 'false', 'FALSE', 'fitted', 'Fitted', 'populate', '否', 'nein', 'non', 'いいえ', 'нет', '아니요', '-', 'NC', '10k'])('reads %j as placed', (cell) => {
    expect(isDnpMark(cell)).toBe(false);
  });
});
