import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { BoardPage } from './driver.js';
import { Theme } from '../../src/theme.js';
import { easyBot } from '../fixture/server.js';
import { ALICE, browserSuite, CAROL, fixtureOnly, PHONE } from './suite.js';

describe('the page, opened in local mode', { skip: fixtureOnly }, () => {
  const suite = browserSuite();
  beforeEach(() => suite.target.reset());

  it('opens straight onto the board: 60 cells named by what stands on them, whose turn it is', async () => {
    const board = await BoardPage.open(await suite.context(), suite.target.baseUrl, { game: 'opening', as: ALICE });
    assert.equal(await board.page.locator('button.cell').count(), 60);
    assert.equal(await board.label('A1'), 'A1, black Tott');
    assert.equal(await board.label('C2'), 'C2, white Tzarra, can move');
    assert.match(await board.status(), /^Turn 1 Alice: capture Your turn: capture\. Tap a ringed piece\.$/);
    assert.equal(await board.page.locator('#card-white .tab').textContent(), 'to play');
  });

  it('lights the tapped stack\'s legal targets only, and clears them on a second tap', async () => {
    const board = await BoardPage.open(await suite.context(), suite.target.baseUrl, { game: 'opening', as: ALICE });
    await board.tap('C2');
    // The engine's legal actions from C2 at the start: C2xB2 and C2xC3 (test/fixture/lines.json).
    assert.deepEqual(await board.targets(), ['B2', 'C3']);
    assert.equal(await board.label('C3'), 'C3, black Tzaar, capture here');
    assert.equal(await board.label('C2'), 'C2, white Tzarra, chosen');
    assert.match(await board.announced(), /^Tzarra on C2 chosen: it can go to B2, C3\.$/);
    // Drawn unlike its targets (whatever the colours seen): a band twice as broad, in the accent.
    const rings = await board.rings();
    const chosenBand = rings.chosen.find((r) => r.stroke === Theme.accent);
    assert.ok(chosenBand, JSON.stringify(rings));
    assert.equal(rings.targets.length, 2);
    for (const target of rings.targets) {
      assert.ok(Math.max(...rings.chosen.map((r) => r.width)) >= 2 * target.width, JSON.stringify(rings));
      assert.ok(rings.chosen.every((r) => r.stroke !== target.stroke), JSON.stringify(rings));
    }
    // Each target named beside its ring, as the PNG names them (issue 31): nearer its own point than
    // the other target or the chosen stack, so it says which ring it names.
    const names = await board.targetNames();
    assert.deepEqual(names.map((n) => n.text), ['B2', 'C3']);
    for (const name of names) {
      const own = name.distances[name.text]!;
      for (const [cell, distance] of Object.entries(name.distances)) {
        assert.ok(cell === name.text || own < distance, `${name.text}'s name is as near ${cell}: ${JSON.stringify(name.distances)}`);
      }
    }
    await board.tap('C2');
    assert.deepEqual(await board.targets(), []);
    assert.deepEqual((await board.rings()).chosen, []);
    assert.deepEqual(await board.targetNames(), [], 'the names go with the choice');
  });

  it('plays with the keyboard alone: Tab onto the board, arrows between cells, Enter to choose and act', async () => {
    const board = await BoardPage.open(await suite.context(), suite.target.baseUrl, { game: 'opening', as: ALICE });
    await board.cell('E4').focus();
    // E4, left to D4, down D3, D2, left to C2 (of C2 and C1, equally near, the upper).
    for (const key of ['ArrowLeft', 'ArrowDown', 'ArrowDown', 'ArrowLeft']) {
      await board.page.keyboard.press(key);
    }
    assert.equal(await board.page.evaluate(() => (document.activeElement as HTMLElement).dataset['cell']), 'C2');
    await board.page.keyboard.press('Enter');
    assert.deepEqual(await board.targets(), ['B2', 'C3']);
    await board.page.keyboard.press('Escape');
    assert.deepEqual(await board.targets(), []);
    await board.page.keyboard.press(' ');
    await board.page.keyboard.press('ArrowUp');
    await board.page.keyboard.press('Enter');
    await board.waitForVersion(1);
    assert.equal(await board.label('C3'), 'C3, white Tzarra');
    assert.equal(await board.label('C2'), 'C2, empty');
  });

  it('shows a spectator the game read-only: nothing to tap, and says they are watching', async () => {
    const board = await BoardPage.open(await suite.context(), suite.target.baseUrl, { game: 'opening', as: CAROL });
    assert.equal(await board.page.locator('button.cell.movable').count(), 0);
    await board.tap('C2');
    assert.deepEqual(await board.targets(), []);
    assert.match(await board.status(), /You are watching this game\./);
  });

  it('speaks French when asked: cells, status and controls', async () => {
    const board = await BoardPage.open(await suite.context(PHONE), suite.target.baseUrl, { game: 'opening', as: ALICE, locale: 'fr' });
    assert.equal(await board.label('A1'), 'A1, Tott noir');
    assert.match(await board.status(), /^Tour 1 Alice : capturer À vous : capturer\. Touchez une pièce cerclée\.$/);
    assert.equal(await board.page.locator('html').getAttribute('lang'), 'fr');
  });

  it('shows a bot opponent\'s whole name on its card at a phone\'s size, in English and in French', async () => {
    // Issue 31 item 9b: "TZAAR bot · easy" was cut to "TZAAR bot · e…" there; the function now names it shortly.
    for (const [game, locale] of [['bot', 'en'], ['bot-fr', 'fr']] as const) {
      const board = await BoardPage.open(await suite.context(PHONE), suite.target.baseUrl, { game, as: ALICE, locale });
      const shown = await board.page.locator('#card-black .player').evaluate((name) =>
        ({ text: name.textContent, scrollWidth: name.scrollWidth, clientWidth: name.clientWidth }));
      const expected = easyBot(locale).name;
      assert.equal(shown.text, expected, locale);
      assert.ok(shown.scrollWidth <= shown.clientWidth, `"${expected}" is clipped on the phone's card: ${JSON.stringify(shown)}`);
    }
  });

  it('switches the player on the page (local mode\'s Play as), and the game with the game picker', async () => {
    const board = await BoardPage.open(await suite.context(), suite.target.baseUrl, { game: 'opening', as: ALICE });
    assert.ok(await board.page.locator('button.cell.movable').count() > 0);
    await board.page.locator('#play-as').selectOption(CAROL);
    await board.page.waitForFunction(() => document.querySelectorAll('button.cell.movable').length === 0);
    assert.match(await board.status(), /You are watching this game\./);
    assert.match(board.page.url(), /as=103/);
    await board.page.locator('#game-picker').selectOption('ending');
    await board.page.waitForFunction(() => document.body.dataset['game'] === 'ending');
    assert.equal(await board.label('C2'), 'C2, black Tott');
  });

  it('shows the start position read-only, and says so, in a channel with no game', async () => {
    const context = await suite.context();
    await context.route('**/api/games?channel=*', (route) => route.fulfill({ json: { games: [], chosen: null } }));
    const board = await BoardPage.open(context, suite.target.baseUrl, { as: ALICE });
    assert.equal(await board.label('A5'), 'A5, white Tott');
    assert.match(await board.status(), /No game is being played here/);
    assert.equal(await board.page.locator('button.cell.movable').count(), 0);
  });

  it('after acting on a view that was stale (409), shows the game as it is now and says why', async () => {
    const fresh = await BoardPage.open(await suite.context(), suite.target.baseUrl, { game: 'opening', as: ALICE });
    const staleContext = await suite.context();
    // This page hears of no change: its polls all answer "unchanged".
    await staleContext.route('**/api/games/opening?after=*', (route) => route.fulfill({ status: 204 }));
    const stale = await BoardPage.open(staleContext, suite.target.baseUrl, { game: 'opening', as: ALICE });
    await fresh.play('C2xC3');
    await stale.tap('C2');
    await stale.tap('C3');
    await stale.waitForVersion(1);
    assert.match(await stale.page.locator('#message').textContent() ?? '', /The game changed in the meantime/);
    assert.equal(await stale.label('C3'), 'C3, white Tzarra');
  });
});
