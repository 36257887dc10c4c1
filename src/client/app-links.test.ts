import { describe, expect, it } from 'vitest';
import { systemDomainRoute } from '../../contract/generated/calls.ts';
import { DOMAIN_ROUTE_CALL, sessionLink } from './app-links.ts';

describe('the app-download page', () => {
  it('restates the domain-route call as generated', () => {
    expect(DOMAIN_ROUTE_CALL).toEqual(systemDomainRoute);
  });

  it("gives a session's app link the language and token, keeping its own query", () => {
    expect(sessionLink('https://apps.luzonplay.example/ios', 'TY', 'abc123')).toBe(
      'https://apps.luzonplay.example/ios?lang=TY&token=abc123',
    );
    expect(sessionLink('https://lite.example/?ref=side&token=old', 'EN', 'f00d')).toBe('https://lite.example/?ref=side&token=f00d&lang=EN');
  });
});
