import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Stylesheets written into the page as a `<style>` element (docs/decisions/024-first-paint.md): the app's into every
 * page, the desk's into the desk's, so the frame paints with the HTML, without waiting a round trip for a stylesheet.
 * The CSP allows each text by its hash. A `disabled` `<link>` to each file (not fetched, not applied) follows, because
 * the build's loader of lazy chunks looks for such a link before it adds the stylesheet again, after the screens' own.
 */
export interface InlineStyle {
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

/** The build's stylesheet files as one `<style>`, or undefined for none. */
async function inlineStyle(webRoot: string, files: readonly string[]): Promise<InlineStyle | undefined> {
  if (files.length === 0) return undefined;
  const css = (await Promise.all(files.map((file) => readFile(path.join(webRoot, file), 'utf8')))).join('\n');
  if (/<\/style/i.test(css)) throw new Error(`${files.join(', ')} cannot go into a <style> element`);
  const links = files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`).join('');
  return {
    html: `<style>${css}</style>${links}`,
    cspSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  };
}

/** The stylesheets the pages write in: every page's, and the desk pages' too. */
export interface PageStyles {
  /** The entry's and the app's it loads (web/src/start.ts). */
  entry?: InlineStyle | undefined;
  /** The desk chunk's (web/src/app/desk/desk.ts), which the entry does not bring (docs/decisions/021-desk-web.md). */
  desk?: InlineStyle | undefined;
}

/** The page stylesheets of the build, from its manifest; none without a build. */
export async function readPageStyles(webRoot: string): Promise<PageStyles> {
  const manifest = await readManifest(webRoot);
  if (!manifest) return {};
  const entry = manifest['index.html'];
  const chunks = [entry, ...(entry?.dynamicImports ?? []).map((name) => manifest[name])];
  return {
    entry: await inlineStyle(
      webRoot,
      chunks.flatMap((chunk) => chunk?.css ?? []),
    ),
    desk: await inlineStyle(webRoot, manifest['src/app/desk/desk.ts']?.css ?? []),
  };
}

/** The CSP sources that allow the page styles. */
export const styleSourcesOf = (styles: PageStyles): string[] =>
  [styles.entry, styles.desk].flatMap((style) => (style ? [style.cspSource] : []));
