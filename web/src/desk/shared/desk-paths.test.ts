import { describe, expect, it } from 'vitest';
import { loginPathFor, pathAfterLogin } from './desk-paths.ts';

describe('the way back after a desk login', () => {
  it('keeps the desk page a visitor without a session asked for, with its query', () => {
    expect(loginPathFor('/admin/staff')).toBe('/admin/login?next=%2Fadmin%2Fstaff');
    expect(loginPathFor('/admin/audit?x=1')).toBe('/admin/login?next=%2Fadmin%2Faudit%3Fx%3D1');
    expect(pathAfterLogin('/admin/staff')).toBe('/admin/staff');
    expect(pathAfterLogin('/admin/audit?x=1')).toBe('/admin/audit?x=1');
  });

  it('leads to the board from the board, from the login itself and without a page', () => {
    expect(loginPathFor('/admin')).toBe('/admin/login');
    expect(loginPathFor('/admin/login')).toBe('/admin/login');
    expect(pathAfterLogin(null)).toBe('/admin');
    expect(pathAfterLogin('/admin/login')).toBe('/admin');
    expect(pathAfterLogin('/admin/login/')).toBe('/admin');
  });

  it('never leads out of the desk, or off the site', () => {
    for (const next of [
      '/trip/new',
      '/administration',
      '//evil.example/admin',
      '/\\evil.example/admin',
      'https://evil.example/admin',
      'javascript:alert(1)',
      '/admin/../trip/new',
      '',
    ]) {
      expect(pathAfterLogin(next), next).toBe('/admin');
      expect(loginPathFor(next), next).toBe('/admin/login');
    }
  });
});
