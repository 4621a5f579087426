import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], frameAncestors: ["'none'"] } },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
};

describe('security headers worked out once', () => {
  it('are the very headers helmet sets on a response', () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(options)(response.req, response, () => {});
    expect(securityHeaders(options)).toEqual(response.getHeaders());
    expect(securityHeaders(options)['content-security-policy']).toBe("default-src 'self';script-src 'self';frame-ancestors 'none'");
  });

  it('refuse a directive computed per request (a nonce), which cannot be worked out once', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: [() => "'nonce-x'"] } } }),
    ).toThrow(/scriptSrc/);
  });
});
