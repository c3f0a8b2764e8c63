/**
 * The shipped deployment files (deploy/) as the cluster test reads them, and as docs/operations.md shows them: the
 * docs quote each file whole, so what an operator copies is what the cluster test runs. A unit test: no nginx needed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#server/config.ts';
import { proxyFile, unitCommand, unitFile, upstreamFile, upstreamFor } from './harness.ts';

const read = (file: string) => readFileSync(file, 'utf8');
const operations = read(path.join(repoRoot, 'docs/operations.md'));

/** The fenced blocks of a Markdown text, each as written between its fences. */
const fencedBlocks = (markdown: string) =>
  [...markdown.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');

describe('the deployment files and docs/operations.md', () => {
  it.each([
    ['deploy/nginx/taxi.conf', path.join(repoRoot, 'deploy/nginx/taxi.conf')],
    ['deploy/nginx/taxi-upstream.conf', upstreamFile],
    ['deploy/nginx/taxi-proxy.conf', proxyFile],
    ['deploy/systemd/taxi@.service', unitFile],
  ])('quotes %s whole', (_name, file) => {
    expect(fencedBlocks(operations)).toContain(read(file));
  });

  it('starts an instance as the unit does: its command, its directory and its settings, for its port', () => {
    const started = unitCommand(read(unitFile), '8082', { '/opt/taxi': '/srv/repo', '/var/lib/taxi': '/tmp/var' });
    expect(started).toEqual({
      command: '/srv/repo/node_modules/.bin/node',
      args: ['server/src/main.ts'],
      cwd: '/srv/repo',
      env: {
        NODE_ENV: 'production',
        PORT: '8082',
        HOST: '127.0.0.1',
        TRUST_PROXY: '127.0.0.1',
        DATA_DIR: '/tmp/var/8082',
      },
    });
  });

  it('puts the instances’ ports into the shipped upstream, in order, and refuses a count that does not fit', () => {
    const shipped = read(upstreamFile);
    const written = upstreamFor(shipped, [40001, 40002, 40003]);
    expect(written.match(/server 127\.0\.0\.1:\d+/g)).toEqual([
      'server 127.0.0.1:40001',
      'server 127.0.0.1:40002',
      'server 127.0.0.1:40003',
    ]);
    expect(written.replace(/:4000\d/g, '')).toBe(shipped.replace(/:808\d/g, ''));
    expect(() => upstreamFor(shipped, [40001, 40002])).toThrow(/more servers/);
    expect(() => upstreamFor(shipped, [40001, 40002, 40003, 40004])).toThrow(/3 servers for 4 instances/);
  });
});
