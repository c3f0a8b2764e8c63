import { minPasswordLength } from '#common/contracts/account.ts';

/**
 * The password of a CLI command comes from an environment variable or a prompt on a terminal, never from an argument
 * (it would land in the shell history).
 */
export async function readPassword(envName: string): Promise<string | undefined> {
  const fromEnv = process.env[envName];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) return undefined;
  const first = await prompt('Password: ');
  const second = await prompt('Password again: ');
  if (first !== second) {
    console.error('The passwords differ.');
    return undefined;
  }
  return first;
}

/** Reads a line from the terminal without showing it. */
function prompt(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const done = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          done();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          done();
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** What is wrong with a password read by `readPassword`, if anything. */
export function passwordProblem(password: string | undefined, envName: string): string | undefined {
  if (password === undefined) return `No password: set ${envName}, or run this on a terminal to be asked for it.`;
  if (password.length < minPasswordLength) return `The password must be at least ${minPasswordLength} characters.`;
  if (password.length > 200) return 'The password must be at most 200 characters.';
  return undefined;
}
