import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings } from './config.ts';

describe('loadSettings', () => {
  it('has the documented defaults', () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      defaultTenant: 'demo',
      publicUrl: 'http://localhost:8080',
      rateLimit: 600,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      logLevel: 'info',
      trustProxy: false,
      production: true,
    });
  });

  it('reads the environment, treating empty variables as unset', () => {
    const settings = loadSettings({
      PORT: '9000',
      DATABASE_URL: 'postgres://taxi@db/taxi',
      RATE_LIMIT: '0',
      PUBLIC_URL: 'https://taxi.example.nl/',
      REDIS_URL: '',
      NODE_ENV: 'development',
    });
    expect(settings).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://taxi@db/taxi',
      rateLimit: 0,
      publicUrl: 'https://taxi.example.nl',
      redisUrl: undefined,
      production: false,
    });
    expect(loadSettings({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadSettings({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('names every wrong variable and says what is expected', () => {
    expect(() =>
      loadSettings({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/taxi',
        RATE_LIMIT: '-1',
        TILE_URL: 'https://tiles.example/{z}.png',
      }),
    ).toThrow(
      /Invalid settings:\n {2}PORT: .*\n {2}DATABASE_URL: expected a postgres:\/\/ URL.*\n {2}RATE_LIMIT: .*\n {2}TILE_URL: expected a URL template with \{z\}, \{x\} and \{y\}/,
    );
  });

  it('reads the push keys and the SMS provider: both VAPID keys or neither, Twilio with its whole account', () => {
    const keys = {
      VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'k'.repeat(43),
    };
    expect(loadSettings(keys)).toMatchObject({
      vapid: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      vapidSubject: 'mailto:push@example.invalid',
      sms: undefined,
    });
    expect(loadSettings({ PUBLIC_URL: 'https://taxi.example.nl' }).vapidSubject).toBe('https://taxi.example.nl');
    expect(() => loadSettings({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/set both VAPID keys or neither/);
    expect(() => loadSettings({ VAPID_SUBJECT: 'http://taxi.example.nl' })).toThrow(/VAPID_SUBJECT/);
    const twilio = {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`,
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: 'TaxiMartini',
    };
    expect(loadSettings(twilio).sms).toEqual({
      provider: 'twilio',
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: 'secret',
      from: 'TaxiMartini',
      apiUrl: 'https://api.twilio.com',
    });
    expect(() => loadSettings({ ...twilio, TWILIO_AUTH_TOKEN: '' })).toThrow(/twilio needs TWILIO_ACCOUNT_SID/);
    expect(() => loadSettings({ ...twilio, TWILIO_FROM: '06 1234 5678' })).toThrow(/TWILIO_FROM/);
    expect(() => loadSettings({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it('takes a SECRET_KEY of at least 16 characters, and none by default (docs/reference/environment.md#secret_key)', () => {
    expect(loadSettings({}).secretKey).toBeUndefined();
    expect(loadSettings({ SECRET_KEY: 'k3y-of-sixteen-chars' }).secretKey).toBe('k3y-of-sixteen-chars');
    expect(() => loadSettings({ SECRET_KEY: 'too-short' })).toThrow(/SECRET_KEY: expected at least 16 characters/);
  });

  it('leaves each scheduled job its own interval unless JOB_INTERVAL_MS (100 ms to an hour) sets one for all', () => {
    expect(loadSettings({}).jobIntervalMs).toBeUndefined();
    expect(loadSettings({ JOB_INTERVAL_MS: '1000' }).jobIntervalMs).toBe(1000);
    expect(() => loadSettings({ JOB_INTERVAL_MS: '10' })).toThrow(/JOB_INTERVAL_MS/);
    expect(() => loadSettings({ JOB_INTERVAL_MS: 'often' })).toThrow(/JOB_INTERVAL_MS/);
  });
});
