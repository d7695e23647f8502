import { describe, expect, it } from 'vitest';
import { adminCommands } from '../src/app/admin/commands/index.ts';
import { UsageError } from '../src/app/admin/parse-input.ts';

const command = (name: string) => adminCommands.find((candidate) => candidate.name === name)!;

describe('the order commands’ input', () => {
  it('reads what staff type into what the order functions take', () => {
    expect(command('order ship').input(['CM261122300001'], { carrier: ' DHL Express ', tracking: '4815162342', url: 'https://www.dhl.com/track?id=4815162342' })).toEqual({
      orderSn: 'CM261122300001',
      carrier: 'DHL Express',
      tracking: '4815162342',
      url: 'https://www.dhl.com/track?id=4815162342',
    });
    expect(command('order list').input([], { state: '2', user: '10001', limit: '20' })).toEqual({ state: 2, userId: 10001, limit: 20 });
    expect(command('order refund').input(['CM261122300001'], { reason: 'Parcel refused' })).toEqual({ orderSn: 'CM261122300001', reason: 'Parcel refused' });
  });

  it('refuses a state outside 0-5, an order number with spaces, a tracking page that is no web address and an empty reason', () => {
    expect(() => command('order list').input([], { state: '7', limit: '20' })).toThrow(UsageError);
    expect(() => command('order show').input(['CM 1'], {})).toThrow(UsageError);
    expect(() => command('order ship').input(['CM261122300001'], { carrier: 'DHL', tracking: '1', url: 'javascript:alert(1)' })).toThrow(/--url must be a full http\(s\) address/);
    expect(() => command('order cancel').input(['CM261122300001'], { reason: '  ' })).toThrow('--reason is required');
  });
});
