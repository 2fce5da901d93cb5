import { describe, expect, it } from 'vitest';
import { isAllowedHost } from '../../src/server/host-check.js';

describe('the dev server Host check (against DNS rebinding)', () => {
  const bound = new Set(['127.0.0.1']);

  it('answers localhost, its subdomains and IP addresses, with or without a port', () => {
    for (const host of ['localhost', 'localhost:3000', 'docs.localhost:3000', '127.0.0.1:3000', '[::1]:3000', '192.168.1.20:3000']) expect([host, isAllowedHost(host, bound)]).toEqual([host, true]);
  });

  it('refuses other names, and requests without a Host header', () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io', '', undefined]) expect([host, isAllowedHost(host, bound)]).toEqual([host, false]);
  });

  it('answers names the server was told about', () => {
    expect(isAllowedHost('docs.internal:3000', new Set(['docs.internal']))).toBe(true);
  });
});
