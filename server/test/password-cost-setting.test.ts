import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/app/config.ts';

describe('the password cost a server is started with (PASSWORD_COST_LOG2)', () => {
  it("is OWASP's unless set", () => {
    expect(readConfig({}).passwordCostLog2).toBeUndefined();
    expect(readConfig({ PASSWORD_COST_LOG2: '' }).passwordCostLog2).toBeUndefined();
  });

  it('may be lowered for a test server or raised, within 12 to 20', () => {
    expect(readConfig({ PASSWORD_COST_LOG2: '12' }).passwordCostLog2).toBe(12);
    expect(readConfig({ PASSWORD_COST_LOG2: '20' }).passwordCostLog2).toBe(20);
  });

  it('refuses to start with a cost outside that range or not a whole number, naming the setting', () => {
    for (const value of ['11', '21', '14.5', 'low']) {
      expect(() => readConfig({ PASSWORD_COST_LOG2: value })).toThrow(/PASSWORD_COST_LOG2 must be a whole number from 12 to 20/);
    }
  });
});
