import { describe, expect, it } from 'vitest';
import { officeLoginPath, officeReturnPath, siteLoginPath, siteReturnPath } from './login-path';

describe('login paths', () => {
  it('remember a safe page of the site to come back to', () => {
    expect(siteLoginPath('bg', '/bg/account/settings?tab=1')).toBe(
      '/bg/login?returnTo=%2Fbg%2Faccount%2Fsettings%3Ftab%3D1',
    );
    expect(siteLoginPath('en')).toBe('/en/login');
    expect(siteReturnPath('/en/account')).toBe('/en/account');
  });

  it('refuse other sites, other shells and the login page itself', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil',
      '/office/',
      '/bg/login',
      '/en/login?returnTo=x',
      null,
    ]) {
      expect(siteReturnPath(bad), String(bad)).toBeNull();
    }
    expect(siteLoginPath('bg', '//evil.example')).toBe('/bg/login');
  });

  it('keep back-office paths inside the back-office', () => {
    expect(officeLoginPath('bg', '/bg/user-management?page=2')).toBe(
      '/bg/login?returnTo=%2Fbg%2Fuser-management%3Fpage%3D2',
    );
    expect(officeLoginPath('en')).toBe('/en/login');
    expect(officeReturnPath('/login')).toBeNull();
    expect(officeReturnPath('/en/login?returnTo=x')).toBeNull();
    expect(officeReturnPath('/en/user-management')).toBe('/en/user-management');
    expect(officeReturnPath('//evil.example')).toBeNull();
  });
});
