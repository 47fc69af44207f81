/**
 * A finished game stepped through on the live board (issue 30): First, Back, Forward and Last, and
 * Home, ←, → and End, for a player and a spectator alike, each step the server's view of the game
 * after that many turns; held to goldens at a phone's size and a desktop's. And every tap on the board
 * says something (issue 31): why a tap did nothing, and what was chosen in the board's own words.
 * The scene: the fixture's opening game, its three turns played, then resigned by Black.
 */
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { BoardPage } from './driver.js';
import { checkAgainstGolden } from './golden.js';
import { ALICE, BOB, browserSuite, CAROL, DESKTOP, fixtureOnly, PHONE } from './suite.js';

describe('a finished game, stepped through', { skip: fixtureOnly }, () => {
  const suite = browserSuite();
  beforeEach(async () => {
    await suite.target.reset();
    // C2xC3; C4xC5 C5-B4; D5xE6 pass: three turns, then Black, to act, resigns.
    for (let i = 0; i < 5; i++) await suite.target.consoleMove('opening');
    await suite.target.consoleResign('opening');
  });

  it('opens on its end and steps back to the start and forward again, by the buttons', async () => {
    const carol = await BoardPage.open(await suite.context(PHONE), suite.target.baseUrl, { game: 'opening', as: CAROL });
    assert.equal(await carol.stepAt(), 'Turn 3 of 3');
    assert.equal(await carol.label('E6'), 'E6, white Tott', 'D5xE6 played');
    assert.ok(await carol.page.locator('.steps button[data-step="forward"]').isDisabled(), 'nothing after the end');

    await carol.step('back');
    assert.equal(await carol.stepAt(), 'Turn 2 of 3');
    assert.equal(await carol.label('E6'), 'E6, black Tott', 'before White\'s third turn');
    assert.equal(await carol.label('B4'), 'B4, black Tzaar, stack of 2');
    assert.match(await carol.announced(), /^After turn 2 of 3\. Bob: C4xC5 took a white Tzaar, then C5-B4 made a stack of 2\.$/);

    await carol.step('first');
    assert.equal(await carol.stepAt(), 'The start, before turn 1 of 3');
    assert.equal(await carol.label('C2'), 'C2, white Tzarra');
    assert.equal(await carol.page.locator('#last-turn .heading').count(), 0, 'no turn played yet');
    assert.ok(await carol.page.locator('.steps button[data-step="back"]').isDisabled());

    await carol.step('forward');
    assert.equal(await carol.label('C3'), 'C3, white Tzarra', 'C2xC3');
    await carol.step('last');
    assert.equal(await carol.stepAt(), 'Turn 3 of 3');
    assert.match(await carol.status(), /^Alice wins Black resigned$/, 'the result at every step');
  });

  it('steps by Home, the arrows and End for a player, and looks like its goldens at turn 2 of 3', async () => {
    for (const [name, size] of [['phone-step-2-of-3', PHONE], ['desktop-step-2-of-3', DESKTOP]] as const) {
      const bob = await BoardPage.open(await suite.context(size), suite.target.baseUrl, { game: 'opening', as: BOB });
      await bob.page.locator('.steps button[data-step="last"]').focus();
      const key = async (name: string, expected: string) => {
        await bob.page.keyboard.press(name);
        await bob.page.waitForFunction((want) => document.querySelector('.steps .step-at')?.textContent?.trim() === want, expected, { timeout: 5_000 });
      };
      await key('Home', 'The start, before turn 1 of 3');
      await key('ArrowRight', 'Turn 1 of 3');
      await key('End', 'Turn 3 of 3');
      await key('ArrowLeft', 'Turn 2 of 3');
      assert.equal(await bob.page.locator('button.cell.movable').count(), 0, 'nothing to play in a finished game');
      await bob.tap('B4');
      assert.equal(await bob.message(), 'This game is over: step through it with First, Back, Forward and Last.');
      await bob.page.locator('.steps button[data-step="back"]').focus();
      await bob.page.evaluate(() => document.fonts.ready);
      await checkAgainstGolden(name, await bob.page.screenshot());
    }
  });

  it('is listed, finished, in the picker of a player of it', async () => {
    await suite.target.consoleMove('ending');
    const alice = await BoardPage.open(await suite.context(DESKTOP), suite.target.baseUrl, { game: 'ending', as: ALICE });
    assert.equal(await alice.stepAt(), 'Turn 1 of 1');
    const options = await alice.page.locator('#game-picker option').allTextContents();
    assert.ok(options.includes('Alice – Bob (ending, finished)'), options.join(' | '));
  });
});

describe('a tap on the board always says something', { skip: fixtureOnly }, () => {
  const suite = browserSuite();
  beforeEach(() => suite.target.reset());

  it('says why a tap did nothing, and the pieces that can act are ringed, solid, as the status says', async () => {
    const alice = await BoardPage.open(await suite.context(PHONE), suite.target.baseUrl, { game: 'opening', as: ALICE });
    assert.match(await alice.status(), /Your turn: capture\. Tap a ringed piece\.$/);
    const hints = await alice.page.locator('.board-drawing circle.hint').evaluateAll((circles) =>
      circles.map((c) => c.getAttribute('stroke-dasharray')));
    assert.ok(hints.length > 0 && hints.every((dashes) => dashes === null), 'solid rings round the pieces that can act');

    await alice.tap('A1');
    assert.equal(await alice.message(), 'That is Black’s piece on A1. Tap a ringed piece.');
    for (const [name, size] of [['phone-tap-their-piece', PHONE], ['desktop-tap-their-piece', DESKTOP]] as const) {
      const seen = await BoardPage.open(await suite.context(size), suite.target.baseUrl, { game: 'opening', as: ALICE });
      await seen.tap('A1');
      await seen.page.evaluate(() => document.fonts.ready);
      await checkAgainstGolden(name, await seen.page.screenshot());
    }
    await alice.tap('C2');
    assert.equal(await alice.message(), 'Tzarra on C2 chosen: it can go to B2, C3.');
    await alice.tap('A2');
    assert.equal(await alice.message(), 'That is Black’s piece on A2. Tap a ringed piece.');
    assert.deepEqual(await alice.targets(), [], 'the choice is cleared');
  });

  it('tells a player out of turn, and a watcher, why nothing happens', async () => {
    const bob = await BoardPage.open(await suite.context(PHONE), suite.target.baseUrl, { game: 'opening', as: BOB });
    await bob.tap('A1');
    assert.equal(await bob.message(), 'It is White’s turn.');
    await bob.tap('C2');
    assert.equal(await bob.message(), 'That is White’s piece on C2. It is White’s turn.');
    const carol = await BoardPage.open(await suite.context(PHONE), suite.target.baseUrl, { game: 'opening', as: CAROL });
    await carol.tap('C2');
    assert.equal(await carol.message(), 'You are watching: only the players move.');
  });

  it('names a stack chosen by its height, and says so in French', async () => {
    for (let i = 0; i < 3; i++) await suite.target.consoleMove('opening');
    const bob = await BoardPage.open(await suite.context(PHONE), suite.target.baseUrl, { game: 'opening', as: BOB });
    // Alice's D5xE6 then pass: Bob to capture, his stack of 2 on B4 among his pieces.
    for (let i = 0; i < 2; i++) await suite.target.consoleMove('opening');
    await bob.waitForVersion(5);
    await bob.tap('C2');
    assert.equal(await bob.message(), 'C2 is empty. Tap a ringed piece.');
    await bob.tap('B4');
    assert.equal(await bob.message(), 'Stack of 2 on B4 chosen: it can go to B5, D6.');
    // Its targets named beside their rings, clear of its band and its badge (issue 31, as the PNG).
    assert.deepEqual((await bob.targetNames()).map((n) => n.text), ['B5', 'D6']);
    for (const [name, size] of [['phone-tap-stack-of-2', PHONE], ['desktop-tap-stack-of-2', DESKTOP]] as const) {
      const seen = await BoardPage.open(await suite.context(size), suite.target.baseUrl, { game: 'opening', as: BOB });
      await seen.tap('B4');
      await seen.page.evaluate(() => document.fonts.ready);
      await checkAgainstGolden(name, await seen.page.screenshot());
    }
    const fr = await BoardPage.open(await suite.context(PHONE), suite.target.baseUrl, { game: 'opening', as: BOB, locale: 'fr' });
    await fr.tap('B4');
    assert.match(await fr.message(), /^Choisie : la pile de 2 en B4, qui peut aller en /);
    await fr.tap('C2');
    assert.equal(await fr.message(), 'C2 est vide. Touchez une pièce cerclée.');
  });
});
