/**
 * The page's look, held to golden screenshots at a phone's size and a desktop's. The scene: the
 * fixture's opening game after Black's turn C4xC5 C5-B4 (a numbered capture and stack, a stack
 * badge, the clocks), seen by a watcher.
 *
 * Tolerance: a pixel counts as different when pixelmatch (threshold 0.1, anti-aliased pixels
 * ignored) says so, and at most 0.1% of the pixels may differ (330 on the phone, 1 000 on the
 * desktop). That absorbs small differences of text rasterisation between Chromium builds; a moved
 * piece, a lost mark, a wrong colour or a changed layout changes more (one Tott alone is ~0.26% of
 * the phone's screen: the last test checks that it would be noticed).
 * TZAAR_UPDATE_GOLDEN=1 writes the screenshots as the new goldens; a failing run leaves the actual
 * picture and the difference in build/screenshots/ to look at.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, it } from 'node:test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { BoardPage } from './driver.js';
import { browserSuite, CAROL, DESKTOP, fixtureOnly, PHONE } from './suite.js';

const GOLDEN = path.resolve('test/browser/golden');
const OUT = path.resolve('build/screenshots');
const MOST_PIXELS_DIFFERENT = 0.001;

interface Difference {
  readonly ratio: number;
  readonly diff: PNG;
}

function compare(actual: Buffer, expected: Buffer): Difference {
  const a = PNG.sync.read(actual);
  const e = PNG.sync.read(expected);
  assert.deepEqual([a.width, a.height], [e.width, e.height], 'the screenshot has the golden\'s size');
  const diff = new PNG({ width: a.width, height: a.height });
  const different = pixelmatch(a.data, e.data, diff.data, a.width, a.height, { threshold: 0.1 });
  return { ratio: different / (a.width * a.height), diff };
}

async function checkAgainstGolden(name: string, screenshot: Buffer): Promise<void> {
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

describe('the page\'s look', { skip: fixtureOnly }, () => {
  const suite = browserSuite();
  beforeEach(async () => {
    await suite.target.reset();
    for (let i = 0; i < 3; i++) await suite.target.consoleMove('opening');
  });

  async function shot(viewport: { width: number; height: number }): Promise<{ board: BoardPage; png: Buffer }> {
    const board = await BoardPage.open(await suite.context(viewport), suite.target.baseUrl, { game: 'opening', as: CAROL });
    await board.page.evaluate(() => document.fonts.ready);
    return { board, png: await board.page.screenshot() };
  }

  it('matches the golden at a phone\'s size (390 x 844)', async () => {
    await checkAgainstGolden('phone-after-black-turn', (await shot(PHONE)).png);
  });

  it('matches the golden at a desktop\'s size (1280 x 800)', async () => {
    await checkAgainstGolden('desktop-after-black-turn', (await shot(DESKTOP)).png);
  });

  it('would notice one piece gone: the tolerance is tighter than the smallest real change', async () => {
    const { board, png } = await shot(PHONE);
    // A single Tott: the smallest thing the board draws.
    await board.page.evaluate(() => {
      const stacks = [...document.querySelectorAll('.board .pieces .stack')];
      stacks.find((s) => s.querySelectorAll('circle').length === 1)!.remove();
    });
    const changed = await board.page.screenshot();
    assert.ok(compare(changed, png).ratio > MOST_PIXELS_DIFFERENT, 'a missing piece is more than the tolerance');
  });
});
