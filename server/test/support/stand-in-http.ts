import type { IncomingMessage } from 'node:http';
import { listen, standInTls } from '../payments/stand-ins.ts';

export { listen, standInTls };

export async function readBodyBuffer(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
