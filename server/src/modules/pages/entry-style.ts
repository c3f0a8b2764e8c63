import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The app's stylesheet written into every page as a `<style>` element (docs/decisions/024-first-paint.md): the frame
 * paints with the HTML, without waiting a round trip for the stylesheet. The CSP allows that one text by its hash. A
 * `disabled` `<link>` to the same file (not fetched, not applied) follows it, because the build's loader of lazy
 * screens looks for such a link before it adds the stylesheet again, after the screens' own.
 */
export interface EntryStyle {
  /** What takes its place in the page. */
  readonly html: string;
  /** The CSP source that allows the `<style>`: `'sha256-…'`. */
  readonly cspSource: string;
}

export type Manifest = Record<string, { file: string; css?: string[]; dynamicImports?: string[] }>;

/** The build's manifest (`build.manifest` in vite.config.ts), or undefined without a build. */
export async function readManifest(webRoot: string): Promise<Manifest | undefined> {
  const manifestFile = path.join(webRoot, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  return JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
}

/**
 * The stylesheets of the entry and of the app it loads (web/src/start.ts), from the build's manifest; undefined without
 * a build or without stylesheets.
 */
export async function readEntryStyle(webRoot: string): Promise<EntryStyle | undefined> {
  const manifest = await readManifest(webRoot);
  if (!manifest) return undefined;
  const entry = manifest['index.html'];
  const chunks = [entry, ...(entry?.dynamicImports ?? []).map((name) => manifest[name])];
  const files = chunks.flatMap((chunk) => chunk?.css ?? []);
  if (files.length === 0) return undefined;
  const css = (await Promise.all(files.map((file) => readFile(path.join(webRoot, file), 'utf8')))).join('\n');
  if (/<\/style/i.test(css)) throw new Error(`${files.join(', ')} cannot go into a <style> element`);
  const links = files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`).join('');
  return {
    html: `<style>${css}</style>${links}`,
    cspSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  };
}
