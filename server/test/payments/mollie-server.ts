import { rm } from 'node:fs/promises';
import { vi } from 'vitest';
import { tenantsWith } from '../support/tenants-dir.ts';
import { startTestServerWithPlaces, type Dialect, type TestServer } from '../support/test-server.ts';
import { listen, mollieTestApiKey, type mollieStandIn } from './stand-ins.ts';

/**
 * A test server whose demo tenant pays through the Mollie stand-in, its public address `https://taxi.example.nl`; `close`
 * stops both. The client trusts only its bundled CAs: the stand-in's certificate is accepted with verification off, for
 * the calling test file only.
 */
export async function startServerPayingThroughMollie(
  standIn: ReturnType<typeof mollieStandIn>,
  dialect: Dialect,
): Promise<{ server: TestServer; close(): Promise<void> }> {
  vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
  const api = await listen(standIn.server);
  const tenantsDir = await tenantsWith<Record<string, unknown>>('demo', (demo) => ({
    ...demo,
    payment: { provider: 'mollie' },
  }));
  const server = await startTestServerWithPlaces(dialect, {
    TENANTS_DIR: tenantsDir,
    MOLLIE_API_KEY: mollieTestApiKey,
    MOLLIE_API_URL: `${api.url}/v2/`,
    PUBLIC_URL: 'https://taxi.example.nl',
  });
  return {
    server,
    async close() {
      await server.close();
      await api.close();
      await rm(tenantsDir, { recursive: true, force: true });
      vi.unstubAllEnvs();
    },
  };
}
