import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskStaffSchema } from '#common/contracts/admin.ts';
import { answer } from '../../shared/api/test-fetch.ts';
import { DeskError, deskGet, deskPatch, deskPost } from './desk-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const anne = { id: 1, email: 'admin@taxi-martini.example', name: 'Anne de Vries', role: 'admin' };

describe('the desk API client', () => {
  it('gives back a reply its contract accepts', async () => {
    answer(200, JSON.stringify(anne));
    expect(await deskGet('/api/admin/me', deskStaffSchema)).toEqual(anne);
    expect(await deskPost('/api/admin/totp', { code: '123456' }, deskStaffSchema)).toEqual(anne);
    expect(await deskPatch('/api/admin/staff/1', {}, deskStaffSchema)).toEqual(anne);
  });

  it("turns a refusal into a DeskError with its key, and a 422's fields", async () => {
    answer(401, '{"error":"codeInvalid"}');
    await expect(deskPost('/api/admin/totp', { code: '000000' }, deskStaffSchema)).rejects.toEqual(
      new DeskError('codeInvalid'),
    );
    answer(422, '{"error":"invalidFields","fields":{"email":"invalid"}}');
    await expect(deskPost('/api/admin/staff', {}, deskStaffSchema)).rejects.toMatchObject({
      key: 'invalidFields',
      fields: { email: 'invalid' },
    });
  });

  it('calls anything else requestFailed: an unknown refusal, a reply outside its contract, no answer', async () => {
    answer(418, '{"error":"teapot"}');
    await expect(deskGet('/api/admin/me', deskStaffSchema)).rejects.toMatchObject({ key: 'requestFailed' });
    answer(200, '{"id":"one"}');
    await expect(deskGet('/api/admin/me', deskStaffSchema)).rejects.toMatchObject({ key: 'requestFailed' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(deskGet('/api/admin/me', deskStaffSchema)).rejects.toMatchObject({ key: 'requestFailed' });
  });
});
