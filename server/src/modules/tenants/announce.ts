import { Redis } from 'ioredis';

/** The Redis channel a new configuration version is announced on (docs/decisions/044-configuration-versions.md). */
export const tenantConfigChannel = 'tenant-config';

/**
 * Tells every instance sharing the Redis that a tenant has a new version, from a process that does not serve (the
 * command line); without Redis, or when it is down, the instances find it by their version check within a second.
 */
export async function announceOnce(redisUrl: string | undefined, tenantId: string, version: number): Promise<boolean> {
  if (!redisUrl) return false;
  const client = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.publish(tenantConfigChannel, JSON.stringify({ tenantId, version }));
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
