/**
 * `npm run cli -- <command>`: operator tasks on the database of the current settings (the same
 * environment as the server: DATA_DIR, DATABASE_URL).
 */
import { SettingsError } from '../config.ts';
import { TenantConfigError } from '../modules/tenants/load-tenants.ts';
import { SecretKeyError } from '../modules/tenants/secrets.ts';
import { backupCommand, restoreCommand } from './backup.ts';
import type { Command } from './command.ts';
import { customerCommand } from './customer.ts';
import { importCommand } from './import.ts';
import { invoicesCommand } from './invoices.ts';
import { ordersCommand } from './orders.ts';
import { staffCommand } from './staff.ts';
import { tenantCommand } from './tenant.ts';

const commands: Record<string, Command> = {
  customer: customerCommand,
  staff: staffCommand,
  import: importCommand,
  orders: ordersCommand,
  tenant: tenantCommand,
  backup: backupCommand,
  restore: restoreCommand,
  invoices: invoicesCommand,
};

function help(): string {
  const width = Math.max(...Object.values(commands).map((command) => command.usage.length));
  return [
    'Usage: npm run cli -- <command> [options]',
    '',
    'Commands:',
    ...Object.values(commands).map((command) => `  ${command.usage.padEnd(width)}  ${command.summary}`),
    '',
    'Settings come from the environment, as for the server (DATA_DIR, DATABASE_URL; see docs/reference/environment.md).',
  ].join('\n');
}

async function main(args: string[]): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || ['--help', '-h', 'help'].includes(name)) {
    console.log(help());
    return name === undefined ? 1 : 0;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${help()}`);
    return 1;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(`Usage: npm run cli -- ${command.usage}\n\n${command.summary}`);
    return 0;
  }
  return command.run(rest);
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // A settings mistake is the operator's to fix: its message says what and where.
  const operators =
    error instanceof SettingsError || error instanceof TenantConfigError || error instanceof SecretKeyError;
  console.error(operators ? error.message : error);
  process.exitCode = 1;
}
