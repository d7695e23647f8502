import { describe, expect, it } from 'vitest';
import { newPasswordProblem, PASSWORD_RULES } from './password-rules.ts';

const metRules = (password: string) => PASSWORD_RULES.filter((rule) => rule.met(password)).map((rule) => rule.id);

describe('new password rules', () => {
  it('tick one by one as the password grows', () => {
    expect(metRules('')).toEqual([]);
    expect(metRules('parts')).toEqual(['letter']);
    expect(metRules('parts2')).toEqual(['letter', 'digit']);
    expect(metRules('parts-2026')).toEqual(['length', 'letter', 'digit']);
  });

  it('count letters and digits of any script, as the server does', () => {
    expect(metRules('пароль١٢٣٤')).toEqual(['length', 'letter', 'digit']);
    expect(metRules('密码密码密码2026')).toEqual(['length', 'letter', 'digit']);
  });

  it('take 8 to 32 characters', () => {
    expect(metRules('abcdef1')).not.toContain('length');
    expect(metRules(`a1${'x'.repeat(30)}`)).toContain('length');
    expect(metRules(`a1${'x'.repeat(31)}`)).not.toContain('length');
  });

  it('keep a password from being sent until every rule is met', () => {
    expect(newPasswordProblem('')).toBe('Choose a password');
    expect(newPasswordProblem('12345678')).toBe('The password does not meet every rule listed below it');
    expect(newPasswordProblem('Parts-2026')).toBeUndefined();
  });
});
