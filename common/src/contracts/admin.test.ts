import { describe, expect, it } from 'vitest';
import {
  adminErrorReplySchema,
  adminTotpRequestSchema,
  createStaffRequestSchema,
  deskAbilities,
  roleAbilities,
  roleMay,
} from './admin.ts';

describe('adminTotpRequestSchema', () => {
  it('takes 6 digits, spaces left out as apps show them', () => {
    expect(adminTotpRequestSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    for (const code of ['12345', '1234567', '12a456', ''])
      expect(adminTotpRequestSchema.safeParse({ code }).success, code).toBe(false);
  });
});

describe('createStaffRequestSchema', () => {
  it('checks the email by the site’s email rule and asks 10 characters of password', () => {
    const member = { email: ' iris@taxi.example ', name: 'Iris', role: 'dispatcher', password: 'Tien-tekens' };
    expect(createStaffRequestSchema.parse(member).email).toBe('iris@taxi.example');
    expect(createStaffRequestSchema.safeParse({ ...member, email: 'iris@taxi' }).success).toBe(false);
    expect(createStaffRequestSchema.safeParse({ ...member, password: 'kort' }).success).toBe(false);
    expect(createStaffRequestSchema.safeParse({ ...member, role: 'owner' }).success).toBe(false);
  });
});

describe('roleAbilities', () => {
  it('lets an admin do everything', () => {
    expect(roleAbilities.admin).toEqual(deskAbilities);
    for (const ability of deskAbilities) expect(roleMay('admin', ability)).toBe(true);
  });

  it('lets a dispatcher work the board, the trips and the export, without refunds, drivers, staff or audit', () => {
    expect(roleAbilities.dispatcher).toEqual(['board', 'tripActions', 'export']);
    for (const ability of ['refund', 'drivers', 'staff', 'audit'] as const)
      expect(roleMay('dispatcher', ability)).toBe(false);
  });
});

describe('adminErrorReplySchema', () => {
  it('takes only known keys', () => {
    expect(adminErrorReplySchema.safeParse({ error: 'forbidden' }).success).toBe(true);
    expect(adminErrorReplySchema.safeParse({ error: 'Forbidden!' }).success).toBe(false);
  });
});
