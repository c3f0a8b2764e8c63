// `npm start`: build the SPA when it is missing or older than its sources, then run the server in production mode.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const builtIndex = join(root, 'web/dist/index.html');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function webBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const sources = ['web/src', 'web/index.html', 'web/public', 'common/src', 'vite.config.ts'].map((p) => join(root, p));
  const newestSource = Math.max(...sources.filter((p) => existsSync(p)).map(newestChange));
  return newestSource > statSync(builtIndex).mtimeMs;
}

if (webBuildIsStale()) {
  console.log('Building the web app…');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import('#server/main.ts');
