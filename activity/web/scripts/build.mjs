// Builds the page: src/main.ts bundled and minified by esbuild (the Discord SDK in a chunk of its
// own, loaded after the board's code), the stylesheet and fonts with content hashes in their
// names, and index.html pointing at them. Usage: node scripts/build.mjs [--out DIR] (default dist/).
// It writes bundle.json beside index.html: every file with its size and gzipped size.
import { build } from 'esbuild';
import { mkdir, readFile, rm, writeFile, readdir, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBundleWords } from './bundleWords.mjs';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outArg = process.argv.indexOf('--out');
const out = path.resolve(outArg > 0 ? process.argv[outArg + 1] : path.join(web, 'dist'));
const assets = path.join(out, 'assets');

await writeBundleWords();
await rm(out, { recursive: true, force: true });
await mkdir(assets, { recursive: true });

const result = await build({
  entryPoints: [path.join(web, 'src/main.ts')],
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  target: ['es2022', 'chrome110', 'safari16'],
  outdir: assets,
  entryNames: 'app-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  loader: { '.ttf': 'file' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});

const outputs = Object.entries(result.metafile.outputs).map(([file, meta]) => ({ file: path.relative(out, path.resolve(file)), meta }));
const entry = outputs.find((o) => o.meta.entryPoint && o.file.endsWith('.js'));
const css = outputs.find((o) => o.file.endsWith('.css'));
const fonts = outputs.filter((o) => o.file.endsWith('.ttf'));
const rel = (file) => file.split(path.sep).join('/');

const head = [
  ...fonts.map((font) => `<link rel="preload" href="${rel(font.file)}" as="font" type="font/ttf" crossorigin>`),
  css ? `<link rel="stylesheet" href="${rel(css.file)}">` : '',
  `<script type="module" src="${rel(entry.file)}"></script>`,
].filter(Boolean).join('\n  ');
const page = (await readFile(path.join(web, 'index.html'), 'utf8')).replace(/<!-- build:head[^>]*-->/, head);
await writeFile(path.join(out, 'index.html'), page);

const files = [];
for (const dir of [out, assets]) {
  for (const name of await readdir(dir)) {
    const full = path.join(dir, name);
    if ((await stat(full)).isFile() && name !== 'bundle.json') {
      const bytes = await readFile(full);
      files.push({ path: rel(path.relative(out, full)), bytes: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length });
    }
  }
}
const scripts = files.filter((f) => f.path.endsWith('.js'));
const summary = {
  entry: rel(entry.file),
  files,
  scriptGzipped: scripts.reduce((sum, f) => sum + f.gzipped, 0),
  entryGzipped: files.find((f) => f.path === rel(entry.file)).gzipped,
};
await writeFile(path.join(out, 'bundle.json'), JSON.stringify(summary, null, 2) + '\n');
console.log(`page built in ${out}: script ${(summary.scriptGzipped / 1024).toFixed(1)} KB gzipped in all (board ${(summary.entryGzipped / 1024).toFixed(1)} KB, the rest the Discord SDK's chunk)`);
