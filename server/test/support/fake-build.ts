import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** index.html as `vite build` leaves it, in the parts that matter here. */
const indexHtml = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <title>Taxi boeken</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The app's stylesheet of the fake build, which the page writes in. */
export const appCss = '.page{padding:1rem}.header{display:flex}';

/** A web build of index.html, its stylesheet and manifest, as `vite build` leaves them, in a new folder. */
export async function fakeBuild(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'taxi-web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), indexHtml);
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(root, '.vite'));
  // The entry loads the app after the first paint: the app's stylesheet belongs to that dynamic import.
  const manifest = {
    'index.html': { file: 'assets/index-abc123.js', dynamicImports: ['_app-abc123.js'] },
    '_app-abc123.js': { file: 'assets/app-abc123.js', css: ['assets/app-abc123.css'] },
    'src/desk/routes.tsx': { file: 'assets/desk-abc123.js', css: ['assets/desk-abc123.css'] },
  };
  await writeFile(path.join(root, '.vite/manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(root, 'assets/app-abc123.css'), appCss);
  return root;
}

/** What a browser without JavaScript reads: the text of the page, tags dropped. */
export const textOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

/** The boot data of a page, as the SPA reads it. */
export function bootOf(html: string): {
  lang: string;
  loginResp: unknown;
  texts: Record<string, string>;
  desk?: unknown;
} {
  const match = /<script type="application\/json" id="boot">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no boot element');
  return JSON.parse(match[1]) as { lang: string; loginResp: unknown; texts: Record<string, string>; desk?: unknown };
}
