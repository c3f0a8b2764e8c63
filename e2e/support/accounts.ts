import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { openDatabase } from '#server/db/connect.ts';
import { createCustomer } from '#server/modules/customers/customers.ts';
import { hashPassword } from '#server/modules/customers/passwords.ts';
import { readOutbox, type OutboxMail } from '#server-test/support/outbox.ts';
import { texts } from './app.ts';
import type { Language } from './tenants.ts';

export type Account = { username: string; email: string; password: string };

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/**
 * A new account of a tenant with a password, in the database the test server runs on, as the CLI makes one: each
 * test has its own, since the tests run in parallel and change what an account holds.
 */
export async function createAccount(tenantId = 'zakelijk'): Promise<Account> {
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const username = `hotel-${randomUUID().slice(0, 8)}`;
    const account = { username, email: `${username}@example.nl`, password: `Geheim-${randomUUID().slice(0, 12)}` };
    await createCustomer(db, {
      tenantId,
      username,
      email: account.email,
      phone: '+31501234567',
      passwordHash: await hashPassword(account.password),
    });
    return account;
  } finally {
    await db.destroy();
  }
}

/** The login form's controls by the names a visitor reads (`within`: the login form's own region, where it is part of a screen). */
export function loginForm(page: Page, lang: Language) {
  const t = texts[lang];
  return {
    username: page.getByRole('textbox', { name: t.emailOrUsername }),
    email: page.getByRole('textbox', { name: t.emailAddress }),
    password: page.getByRole('textbox', { name: t.password, exact: true }),
    login: page.getByRole('button', { name: t.login, exact: true }),
    forgotPassword: page.getByRole('button', { name: t.forgotPassword }),
    backToLogin: page.getByRole('button', { name: t.backToLogin }),
    sendResetLink: page.getByRole('button', { name: t.sendResetLink }),
    feedback: (text: string) => page.getByRole('status').filter({ hasText: text }),
  };
}

/** Logs in through the login form on the screen (the login screen, the trip screen or the checkout). */
export async function logIn(
  page: Page,
  lang: Language,
  account: Pick<Account, 'username' | 'password'>,
): Promise<void> {
  const form = loginForm(page, lang);
  await form.username.fill(account.username);
  await form.password.fill(account.password);
  await form.login.click();
  await expect(form.password).toHaveCount(0);
}

/** The reset link mailed to an address, once the mail is in the outbox (the server sends it without waiting). */
export async function resetLinkMailedTo(email: string): Promise<string> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await readOutbox(dataDir())).find((message) => message.to.includes(email));
        return mail !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const link = /https?:\/\/\S+\/login\?reset=[\w-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`No reset link in the mail to ${email}: ${mail?.text ?? ''}`);
  return link;
}

/** The manage link's path in the confirmation mail to `email`, once the mail is in the outbox. */
export async function manageLinkMailedTo(email: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(dataDir())).find((message) => message.to.includes(email));
        path = /\/manage\/[\w-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
        return path;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return path;
}
