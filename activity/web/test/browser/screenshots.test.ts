/**
 * The page's look, held to golden screenshots at a phone's size and a desktop's (golden.ts says the
 * tolerance). The scene: the fixture's opening game after Black's turn C4xC5 C5-B4 (a numbered
 * capture and stack, a stack badge, the clocks), seen by a watcher.
 */
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { BoardPage } from './driver.js';
import { checkAgainstGolden, compare, MOST_PIXELS_DIFFERENT } from './golden.js';
import { browserSuite, CAROL, DESKTOP, fixtureOnly, PHONE } from './suite.js';

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
