import { Secret, TOTP } from 'otpauth';

/** The demo admin of the README ("Desk demo logins"), whose board the benches measure. */
const deskAdmin = { email: 'admin@taxi-martini.example', password: 'Desk-demo-2026' };
const deskSecret = 'TAXIDEMODESKONLYTAXIDEMODESKONLY';

/**
 * The demo admin's desk session, logged in through the API as the desk's login screen does (password, then the code
 * of the demo secret): its cookie. A code works once per 30-second step (docs/decisions/019-staff-accounts.md), and the
 * server also takes the next step's, so a refused code is tried once with that one.
 */
export async function deskLogIn(origin: string): Promise<{ name: string; value: string }> {
  const post = (url: string, body: object, cookie?: string) =>
    fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const cookieOf = async (response: Response) => {
    const value = /desk_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (!response.ok || !value) throw new Error(`desk login: ${response.status} ${await response.text()}`);
    return { name: 'desk_session', value };
  };
  const cookieHeader = ({ name, value }: { name: string; value: string }) => `${name}=${value}`;
  const waiting = cookieHeader(await cookieOf(await post('/api/admin/login', deskAdmin)));
  const totp = new TOTP({ secret: Secret.fromBase32(deskSecret), algorithm: 'SHA1', digits: 6, period: 30 });
  const now = await post('/api/admin/totp', { code: totp.generate() }, waiting);
  if (now.ok) return cookieOf(now);
  return cookieOf(await post('/api/admin/totp', { code: totp.generate({ timestamp: Date.now() + 30_000 }) }, waiting));
}
