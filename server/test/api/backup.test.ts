import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, listAccounts } from '../../src/modules/customers/customers.ts';
import { cliTestTimeoutMs, runCli } from '../support/cli.ts';
import { dialects, restartTestServer, startTestServer, type TestServer } from '../support/test-server.ts';

const usernames = async (server: TestServer) =>
  (await listAccounts(server.app.db, 'zakelijk')).map((account) => account.username).sort();

const addAccount = (server: TestServer, username: string) =>
  createCustomer(server.app.db, {
    tenantId: 'zakelijk',
    username,
    email: `${username}@example.com`,
    passwordHash: 'not-a-hash',
  });

describe.each(dialects)(
  'npm run cli -- backup and restore (%s)',
  (dialect) => {
    let server: TestServer;
    let folder: string;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      folder = await mkdtemp(path.join(tmpdir(), 'taxi-backup-'));
    });
    afterAll(async () => {
      await server.close();
      await rm(folder, { recursive: true, force: true });
    });

    const cli = (command: string, args: string[]) => runCli(server, command, args, { passwordVariable: 'UNUSED' });

    it('backs up while the server writes, and a restore brings back what the backup held', async () => {
      await addAccount(server, 'before-backup');
      const file = path.join(folder, `taxi-${dialect}.backup`);

      // Accounts keep being added while the backup runs: the backup holds a moment, whichever it is.
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          await addAccount(server, `during-${written++}`);
          // SQLite answers at once: without a turn of the event loop the backup's process would never be heard.
          await nextTurn();
        }
      })();
      const made = await cli('backup', [file]);
      writing = false;
      await writer;
      expect(made.stderr).toBe('');
      expect(made).toMatchObject({ code: 0 });
      expect(made.stdout).toContain(`to ${file}`);

      // A mistake after the backup: an account removed, another added.
      const atBackup = await usernames(server);
      await server.app.db.deleteFrom('customers').where('username', '=', 'before-backup').execute();
      await addAccount(server, 'after-backup');

      expect((await cli('restore', [file])).stderr).toContain('--yes');
      server = await restartTestServer(server, async () => {
        const restored = await cli('restore', [file, '--yes']);
        expect(restored.stderr).toBe('');
        expect(restored).toMatchObject({ code: 0 });
      });
      const now = await usernames(server);
      expect(now).toContain('before-backup');
      expect(now).not.toContain('after-backup');
      // Consistent: the accounts written during the backup are a run from the first, with none missing between.
      const during = now.filter((name) => name?.startsWith('during-')).map((name) => Number(name?.slice(7)));
      expect(during.sort((a, b) => a - b)).toEqual(during.map((_, index) => index));
      expect(now.length).toBeLessThanOrEqual(atBackup.length);
    });

    it('refuses to overwrite a file, and a file that is not a backup', async () => {
      const taken = path.join(folder, `taken-${dialect}.backup`);
      await writeFile(taken, 'not a backup');
      if (dialect === 'sqlite') {
        const again = await cli('backup', [taken]);
        expect(again.code).toBe(1);
        expect(again.stderr).toContain('exists already');
      }
      const wrong = await cli('restore', [taken, '--yes']);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toMatch(/not a SQLite database|pg_restore failed/);
      expect(await usernames(server)).toContain('before-backup');
    });

    // pg_restore has no such check of its own: an operator upgrades before restoring (docs/operations.md#backups).
    if (dialect === 'sqlite')
      it('refuses a backup made by a newer version', async () => {
        const file = path.join(folder, 'newer.backup');
        expect((await cli('backup', [file])).code).toBe(0);
        const copy = new DatabaseSync(file);
        copy.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('999-from-the-future', 'now');
        copy.close();
        const refused = await cli('restore', [file, '--yes']);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('newer version');
      });
  },
  cliTestTimeoutMs,
);
