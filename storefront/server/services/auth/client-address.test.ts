import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyHops } from './client-address';

async function addressSeen(trustedProxies: number, forwardedFor?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedProxies)));
  const response = await app.request('/', { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} });
  return response.text();
}

describe('clientAddress', () => {
  it('takes the right-most entry our one proxy wrote, not a spoofed first one', async () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our proxy appended the address it saw.
    expect(await addressSeen(1, '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(1, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts back as many hops as there are trusted proxies', async () => {
    // Client → CDN (appends the client) → load balancer (appends the CDN) → us.
    expect(await addressSeen(2, '1.2.3.4, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    expect(await addressSeen(2, '203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('ignores the header without a trusted proxy', async () => {
    expect(await addressSeen(0, '1.2.3.4')).toBe('unknown');
  });

  it('reads TRUST_PROXY as a number of hops', () => {
    expect([undefined, '', 'false', '0', '1', 'true', '2'].map(trustedProxyHops)).toEqual([0, 0, 0, 0, 1, 1, 2]);
    expect(() => trustedProxyHops('yes')).toThrow(/TRUST_PROXY/);
    expect(() => trustedProxyHops('-1')).toThrow(/TRUST_PROXY/);
  });
});
