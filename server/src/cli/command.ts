import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import type { Settings } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { tenantsOfDatabase } from '../modules/tenants/config-store.ts';
import { secretBox } from '../modules/tenants/secrets.ts';
import type { TenantFile } from '#common/tenant/tenant-file.ts';

/** One `npm run cli -- <name>` command. */
export interface Command {
  /** "import [--force] [--from <folder>]" */
  usage: string;
  summary: string;
  /** Answers the process exit code. */
  run(args: string[]): Promise<number>;
}

/** Says what is wrong and how the command is used; answers the exit code 1. */
export function usageError(message: string, usage: string): number {
  console.error(`${message}\nUsage: npm run cli -- ${usage}`);
  return 1;
}

/** The command's options (`--name value`, nothing else), or undefined after `usageError` when they do not parse. */
export function parseOptions<T extends ParseArgsOptionsConfig>(args: string[], options: T, usage: string) {
  try {
    return parseArgs({ args, options, strict: true }).values;
  } catch (error) {
    usageError(error instanceof Error ? error.message : String(error), usage);
    return undefined;
  }
}

/** Rows as aligned columns under a header line. */
export function printTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}

/**
 * The tenants as in force in the database of these settings (seeded from the tenant files when it has none,
 * docs/decisions/044-configuration-versions.md): what the commands that take `--tenant` check it against.
 */
export async function tenantsOf(
  settings: Settings,
): Promise<{ all: TenantFile[]; byId(id: string): TenantFile | undefined }> {
  const db = await openDatabase(settings);
  try {
    const { tenants } = await tenantsOfDatabase(
      db,
      settings.tenantsDir,
      settings.defaultTenant,
      secretBox(settings.secretKey),
    );
    const all = tenants.map((each) => each.tenant);
    return { all, byId: (id) => all.find((tenant) => tenant.id === id) };
  } finally {
    await db.destroy();
  }
}
