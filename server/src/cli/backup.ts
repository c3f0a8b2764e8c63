import { parseArgs } from 'node:util';
import { loadSettings } from '../config.ts';
import {
  backupSqlite,
  BackupError,
  checkSqliteBackup,
  pgDumpArgs,
  pgRestoreArgs,
  restoreSqlite,
  runPgTool,
} from '../modules/backups/backups.ts';
import { dialectOf, sqliteFile } from '../db/connect.ts';
import { usageError, type Command } from './command.ts';

const backupUsage = 'backup <file>';
const restoreUsage = 'restore <file> --yes';

/** The one file a command takes, or undefined after `usageError`. */
function fileArgument(args: string[], usage: string, flags: Record<string, { type: 'boolean' }> = {}) {
  try {
    const { values, positionals } = parseArgs({ args, options: flags, strict: true, allowPositionals: true });
    if (positionals.length !== 1) {
      usageError('Name one file.', usage);
      return undefined;
    }
    return { file: positionals[0] as string, flags: values as Record<string, boolean | undefined> };
  } catch (error) {
    usageError(error instanceof Error ? error.message : String(error), usage);
    return undefined;
  }
}

/** An operator's mistake (a missing file, a damaged backup, a missing tool) is said in one line, not a stack. */
async function answered(work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}

/** `backup <file>`: a consistent copy of the database while the server runs (docs/operations.md#backups). */
export const backupCommand: Command = {
  usage: backupUsage,
  summary: 'Back the database up to a new file while the server runs (SQLite: online backup; PostgreSQL: pg_dump).',
  async run(args) {
    const parsed = fileArgument(args, backupUsage);
    if (!parsed) return 1;
    const settings = loadSettings(process.env);
    return answered(async () => {
      if (dialectOf(settings) === 'postgres') {
        await runPgTool('pg_dump', pgDumpArgs(settings.databaseUrl as string, parsed.file));
        console.log(`Backed up the PostgreSQL database to ${parsed.file} (pg_dump's custom format).`);
        return;
      }
      const pages = await backupSqlite(sqliteFile(settings.dataDir), parsed.file);
      console.log(`Backed up ${sqliteFile(settings.dataDir)} to ${parsed.file} (${pages} pages).`);
    });
  },
};

/** `restore <file> --yes`: the database becomes the backup's; stop the server first, start it after. */
export const restoreCommand: Command = {
  usage: restoreUsage,
  summary: 'Replace the database with a backup (stop the server first; --yes confirms).',
  async run(args) {
    const parsed = fileArgument(args, restoreUsage, { yes: { type: 'boolean' } });
    if (!parsed) return 1;
    const settings = loadSettings(process.env);
    const postgres = dialectOf(settings) === 'postgres';
    return answered(async () => {
      // Checked before asking, so a wrong file is said before anything could be lost.
      if (!postgres) checkSqliteBackup(parsed.file);
      if (!parsed.flags.yes) {
        throw new BackupError(
          `This replaces everything in the database with ${parsed.file}. Stop the server, then run it again with --yes.`,
        );
      }
      if (postgres) {
        await runPgTool('pg_restore', pgRestoreArgs(settings.databaseUrl as string, parsed.file));
        console.log(`Restored the PostgreSQL database from ${parsed.file}. Start the server now.`);
        return;
      }
      await restoreSqlite(parsed.file, sqliteFile(settings.dataDir));
      console.log(`Restored ${sqliteFile(settings.dataDir)} from ${parsed.file}. Start the server now.`);
    });
  },
};
