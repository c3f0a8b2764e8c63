import { chromium } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
const origin = 'http://localhost:8488';
const totp = new TOTP({ secret: Secret.fromBase32('TAXIDEMODESKONLYTAXIDEMODESKONLY'), algorithm: 'SHA1', digits: 6, period: 30 });
const post = (url: string, body: object, cookie?: string) => fetch(`${origin}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
const cookieOf = (r: Response) => (r.headers.getSetCookie()[0] ?? '').split(';')[0]!;
const waiting = cookieOf(await post('/api/admin/login', { email: 'admin@taxi-martini.example', password: 'Desk-demo-2026' }));
let r = await post('/api/admin/totp', { code: totp.generate() }, waiting);
if (!r.ok) r = await post('/api/admin/totp', { code: totp.generate({ timestamp: Date.now() + 30_000 }) }, waiting);
const [name, value] = cookieOf(r).split('=') as [string, string];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const lang of ['nl', 'en']) for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name, value, url: origin }, { name: 'lang', value: lang, url: origin }]);
  const page = await context.newPage();
  await page.goto(`${origin}${process.argv[2]}`);
  await page.waitForLoadState('networkidle');
  const y = process.argv[3];
  if (y) await page.locator(y).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/deskdom/shot-${lang}-${width}.png` });
  await context.close();
}
await browser.close();
