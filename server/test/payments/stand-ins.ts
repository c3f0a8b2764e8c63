import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Listens on a free port of 127.0.0.1; `close` also ends connections left hanging. */
export async function listen(server: Server | https.Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const scheme = server instanceof https.Server ? 'https' : 'http';
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Our webhook as a provider sees it: records every call and answers with `status`. */
export async function startWebhookReceiver(): Promise<{ url: string; calls: Received[]; status: { code: number }; close(): Promise<void> }> {
  const calls: Received[] = [];
  const status = { code: 200 };
  const server = createServer(async (request, response) => {
    calls.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: await readBody(request) });
    response.writeHead(status.code).end();
  });
  const listening = await listen(server);
  return { ...listening, calls, status };
}

/** A self-signed certificate for 127.0.0.1 (valid for a century), for stand-ins of HTTPS-only clients. */
export const standInTls = {
  key: readFileSync(path.join(import.meta.dirname, 'fixtures/stand-in-key.pem')),
  cert: readFileSync(path.join(import.meta.dirname, 'fixtures/stand-in-cert.pem')),
};
