// Runs the page's tests with Node's own runner: node scripts/test.mjs unit|browser [--compile-only]
// The TypeScript tests (test/<kind>/*.test.ts) are bundled by esbuild into build/tests/ (next to
// node_modules, so the packages left outside the bundles resolve) and run by `node --test`.
// Browser tests find the built page in TZAAR_PAGE_DIR (default dist/), or test a running server
// at TZAAR_BASE_URL.
import { build } from 'esbuild';
import { readdir, rm } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLES, writeBundleWords } from './bundleWords.mjs';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const kind = process.argv[2];
if (kind !== 'unit' && kind !== 'browser') {
  console.error('usage: node scripts/test.mjs unit|browser');
  process.exit(2);
}
await writeBundleWords();
const out = path.join(web, 'build/tests');
await rm(path.join(out, kind), { recursive: true, force: true });
const sources = path.join(web, 'test', kind);
const entries = (await readdir(sources)).filter((f) => f.endsWith('.test.ts')).map((f) => path.join(sources, f));
if (entries.length === 0) {
  // node --test with no files would run every test-like file it finds under the folder.
  console.error(`no tests in ${sources}`);
  process.exit(1);
}
const extra = kind === 'browser' ? [path.join(web, 'test/fixture/serve.ts')] : [];
await build({
  entryPoints: [...entries, ...extra],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: out,
  outbase: path.join(web, 'test'),
  outExtension: { '.js': '.mjs' },
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
});
if (process.argv.includes('--compile-only')) {
  process.exit(0);
}
const compiled = entries.map((e) => path.join(out, kind, path.basename(e).replace(/\.ts$/, '.mjs')));
const run = spawnSync(process.execPath, ['--enable-source-maps', '--test', '--test-reporter=spec', '--test-concurrency=1', ...compiled], {
  stdio: 'inherit',
  cwd: web,
  // Where api's bundles are, for the tests that hold the page's words to them.
  env: { ...process.env, TZAAR_BUNDLES: BUNDLES },
});
process.exit(run.status ?? 1);
