/**
 * Screenshots held to golden images. Tolerance: a pixel counts as different when pixelmatch
 * (threshold 0.1, anti-aliased pixels ignored) says so, and at most 0.1% of the pixels may differ
 * (330 on the phone, 1 000 on the desktop). That absorbs small differences of text rasterisation
 * between Chromium builds; a moved piece, a lost mark, a wrong colour or a changed layout changes more
 * (one Tott alone is ~0.26% of the phone's screen: screenshots.test.ts checks that it would be noticed).
 * TZAAR_UPDATE_GOLDEN=1 writes the screenshots as the new goldens; a failing run leaves the actual
 * picture and the difference in build/screenshots/ to look at.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const GOLDEN = path.resolve('test/browser/golden');
const OUT = path.resolve('build/screenshots');
export const MOST_PIXELS_DIFFERENT = 0.001;

export interface Difference {
  readonly ratio: number;
  readonly diff: PNG;
}

export function compare(actual: Buffer, expected: Buffer): Difference {
  const a = PNG.sync.read(actual);
  const e = PNG.sync.read(expected);
  assert.deepEqual([a.width, a.height], [e.width, e.height], 'the screenshot has the golden\'s size');
  const diff = new PNG({ width: a.width, height: a.height });
  const different = pixelmatch(a.data, e.data, diff.data, a.width, a.height, { threshold: 0.1 });
  return { ratio: different / (a.width * a.height), diff };
}

export async function checkAgainstGolden(name: string, screenshot: Buffer): Promise<void> {
  const golden = path.join(GOLDEN, `${name}.png`);
  if (process.env['TZAAR_UPDATE_GOLDEN'] === '1' || !existsSync(golden)) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(golden, screenshot);
    if (process.env['TZAAR_UPDATE_GOLDEN'] !== '1') {
      assert.fail(`no golden ${golden}: written from this run; look at it, and commit it if it is right`);
    }
    return;
  }
  const { ratio, diff } = compare(screenshot, readFileSync(golden));
  if (ratio > MOST_PIXELS_DIFFERENT) {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, `${name}.actual.png`), screenshot);
    writeFileSync(path.join(OUT, `${name}.diff.png`), PNG.sync.write(diff));
  }
  assert.ok(ratio <= MOST_PIXELS_DIFFERENT, `${name}: ${(ratio * 100).toFixed(2)}% of the pixels differ from the golden (at most ${MOST_PIXELS_DIFFERENT * 100}%); see ${OUT}`);
}
