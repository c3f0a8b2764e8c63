import { describe, expect, it } from 'vitest';
import { clientOf } from './throttle.ts';

describe('clientOf: the client the login limits count', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1::', '2001:db8:1:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s → %s', (address, client) => {
    expect(clientOf(address)).toBe(client);
  });

  it('makes every address of one /64 one client', () => {
    expect(new Set(['2001:db8:a:b::1', '2001:db8:a:b:ffff::2', '2001:db8:a:b:1:2:3:4'].map(clientOf)).size).toBe(1);
  });
});
