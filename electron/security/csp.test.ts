import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './csp';

describe('content security policy', () => {
  it('allows only the app itself', () => {
    const policy = contentSecurityPolicy('header');
    for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'none'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/unsafe-|\*/);
    expect(securityHeaders['Content-Security-Policy']).toBe(policy);
  });

  it('leaves frame-ancestors out of the meta tag, where browsers ignore it with a console error', () => {
    expect(contentSecurityPolicy('meta')).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy('meta')).toContain("script-src 'self'");
  });
});
