import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../src/config.ts';
import type { TestServer } from './test-server.ts';

const run = promisify(execFile);

/** A test of the command line: several processes, each a Node start, which a loaded machine makes slow. */
export const cliTestTimeoutMs = 90_000;

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run cli -- <command> …` as an operator runs it, on the test server's database; stdin is not a terminal, and
 * the command's password variable is only what `env` gives it (never the one of the shell running the tests).
 */
export async function runCli(
  server: TestServer,
  command: string,
  args: string[],
  { env = {}, passwordVariable }: { env?: Record<string, string>; passwordVariable: string },
): Promise<CliResult> {
  const settings = {
    DATA_DIR: server.settings.dataDir,
    ...(server.settings.databaseUrl ? { DATABASE_URL: server.settings.databaseUrl } : {}),
  };
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== passwordVariable));
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(repoRoot, 'server/src/cli/main.ts'), command, ...args],
      {
        env: { ...inherited, ...settings, ...env },
        cwd: repoRoot,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CliResult;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
