import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameView } from '../../src/api.js';
import { positionOf, START } from '../../src/board.js';
import { cellName, turnWords } from '../../src/describe.js';
import { DICTIONARIES, EN, fill, FR, localeOf, words, type Key, type Locale } from '../../src/i18n.js';
import { bundleWords, LANGUAGES, PAGE_TAKES, pageTemplate, readProperties } from '../../scripts/bundleWords.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { panelModel } from '../../src/panelModel.js';
import { traceOf } from '../../src/turnMarks.js';
import { MIDGAME } from './midgame.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\d)\}/g)].map((m) => m[1]).sort().join(',');

describe('English and French', () => {
  it('have the same keys, each with the same placeholders', () => {
    assert.deepEqual(Object.keys(FR).sort(), Object.keys(EN).sort());
    for (const key of Object.keys(EN) as Key[]) {
      assert.equal(placeholders(FR[key]), placeholders(EN[key]), key);
      assert.notEqual(FR[key].trim(), '', key);
    }
  });

  it('are chosen from Discord\'s or the browser\'s locale tag, English by default', () => {
    assert.equal(localeOf('fr'), 'fr');
    assert.equal(localeOf('fr-CA'), 'fr');
    assert.equal(localeOf('en-US'), 'en');
    assert.equal(localeOf('de'), 'en');
    assert.equal(localeOf(undefined), 'en');
  });
});

/** api's bundles, which the renderer's PictureWords reads: where test.mjs says they are. */
const BUNDLES = process.env['TZAAR_BUNDLES'] ?? '';
const bundle = (locale: Locale) => readProperties(readFileSync(path.join(BUNDLES, LANGUAGES[locale]), 'utf8'));
/** The bundles' keys of the words the picture shows or its alt text says. */
const PICTURE_KEY = /^(picture|alt|reason|side|piece|pieces|action)\./;

describe('the words the page shares with the picture', () => {
  for (const locale of ['en', 'fr'] as const) {
    it(`are the bundles' own in ${locale === 'en' ? 'English' : 'French'}, under the bundles' keys`, async () => {
      const read = bundle(locale);
      for (const key of PAGE_TAKES) {
        assert.equal(DICTIONARIES[locale][key as Key], pageTemplate(key, read[key]!), key);
      }
      assert.deepEqual((await bundleWords(BUNDLES))[locale], Object.fromEntries(PAGE_TAKES.map((key) => [key, DICTIONARIES[locale][key as Key]])));
    });

    it(`are nowhere copied under a key of the page's own in ${locale === 'en' ? 'English' : 'French'}`, () => {
      const read = bundle(locale);
      const pictureWords = new Map(Object.entries(read).filter(([key]) => PICTURE_KEY.test(key)).map(([key, value]) => [pageTemplate(key, value), key]));
      for (const [key, value] of Object.entries(DICTIONARIES[locale])) {
        if (!PAGE_TAKES.includes(key)) {
          assert.equal(pictureWords.get(value), undefined, `${key} is a copy of the bundles' ${pictureWords.get(value)}: say that key instead`);
        }
      }
    });
  }

  it('fill a choice as Java\'s MessageFormat does: a piece alone, or a stack of its height', () => {
    assert.equal(fill(EN['alt.stack.white'], ['Tott', 1]), 'a white Tott');
    assert.equal(fill(EN['alt.stack.black'], ['Tzaar', 3]), 'a black Tzaar stack of 3');
    assert.equal(fill(FR['alt.stack.white'], ['Tott', 2]), 'une pile blanche de 2 surmontée d’un Tott');
    assert.equal(fill('{0} and {1}', ['x']), 'x and {1}', 'an argument not given stays as written');
  });
});

describe('what a screen reader hears', () => {
  it('names a cell and what stands on it, as the issue asks: "E4, white Tott, stack of 2"', () => {
    const en = words('en');
    const fr = words('fr');
    const twoTotts = { colour: 'white', type: 'tott', height: 2 } as const;
    assert.equal(cellName(en, 'E4', twoTotts), 'E4, white Tott, stack of 2');
    assert.equal(cellName(fr, 'E4', twoTotts), 'E4, Tott blanc, pile de 2');
    assert.equal(cellName(en, 'D8', { colour: 'black', type: 'tzaar', height: 1 }), 'D8, black Tzaar');
    assert.equal(cellName(en, 'E6', undefined), 'E6, empty');
    assert.equal(cellName(fr, 'E6', undefined), 'E6, vide');
  });

  it('tells a turn in the words of the PNG\'s alt text', () => {
    const trace = traceOf(MIDGAME.lastTurn!);
    // The PNG's alt text for this board says: "H6xI5 took a white Tott, then F8-I5 made a stack of 4."
    assert.equal(turnWords(words('en'), 'Bob', trace), 'Bob: H6xI5 took a white Tott, then F8-I5 made a stack of 4.');
    assert.equal(turnWords(words('fr'), 'Bob', trace), 'Bob : H6xI5 a pris un Tott blanc, puis F8-I5 a formé une pile de 4.');
  });
});

describe('the cards, status and last turn (as the PNG sets them)', () => {
  it('counts each side\'s stacks by top piece and warns at one or none, as the midgame picture does', () => {
    const model = panelModel(words('en'), MIDGAME, positionOf(MIDGAME), 0);
    // The picture's cards: Alice 1 Tzaar (red), 1 Tzarra (red), 4 Totts; Bob 1 Tzaar (red), 2 Tzarras, 1 Tott (red).
    assert.deepEqual(model.cards.white.counts.map((c) => [c.n, c.danger]), [[1, true], [1, true], [4, false]]);
    assert.deepEqual(model.cards.black.counts.map((c) => [c.n, c.danger]), [[1, true], [2, false], [1, true]]);
    assert.equal(model.cards.white.tab, 'to play');
    assert.equal(model.cards.black.tab, null);
    assert.equal(model.status.title, 'Turn 27');
    assert.equal(model.status.detail, 'Alice: capture');
    assert.equal(model.status.note, 'You are watching this game.');
    assert.deepEqual(model.lastTurn, { heading: 'Last turn, Bob', caption: 'H6xI5  F8-I5' });
  });

  it('says "This turn so far" while the mover\'s second action is due', () => {
    const soFar = { ...MIDGAME.lastTurn!, actions: ['H6xI5'], goesOn: true, trace: MIDGAME.lastTurn!.trace.slice(0, 1) };
    const view: GameView = { ...MIDGAME, sideToMove: 'black', step: 'second', lastTurn: soFar, toAct: '2', viewer: 'black', turn: 26 };
    const model = panelModel(words('fr'), view, positionOf(view), 0);
    assert.equal(model.lastTurn?.heading, 'Ce tour jusqu’ici, Bob');
    // The picture's task keeps its colon with its word (a no-break space), as French sets it.
    assert.equal(model.status.note, 'À vous : seconde action\u00a0: capturer, empiler ou passer. Touchez une pièce cerclée.',
      'and how: the pieces that can act are ringed');
  });

  it('tells the player to act how to, by taps: a ringed piece, or during the setup a piece then a lit cell', () => {
    const mine: GameView = { ...MIDGAME, viewer: 'white', toAct: '1' };
    assert.equal(panelModel(words('en'), mine, positionOf(mine), 0).status.note, 'Your turn: capture. Tap a ringed piece.');
    const setup: GameView = { ...mine, stacks: {}, step: 'placement', lastTurn: null, turn: 1 };
    assert.equal(panelModel(words('en'), setup, positionOf(setup), 0).status.note,
      'Your turn: place a piece. Choose a piece, then tap a lit cell.');
  });

  it('shows who won and why, in the PNG\'s words', () => {
    const view = { ...MIDGAME, status: 'finished', toAct: null, result: { winner: 'white' as const, reason: 'lastOfType' as const, pieceType: 'tott' as const } };
    const model = panelModel(words('en'), view, positionOf(view), 0);
    assert.equal(model.status.title, 'Alice wins');
    assert.equal(model.status.detail, 'Black has no Totts left');
    assert.equal(model.cards.white.tab, 'wins');
    assert.equal(model.cards.black.tab, null);
  });

  it('counts pieces still to place during the setup, with no warnings', () => {
    const view: GameView = { ...MIDGAME, stacks: { E4: { colour: 'white', type: 'tzaar', height: 1 } }, sideToMove: 'black', step: 'placement', lastTurn: null, turn: 2 };
    const model = panelModel(words('en'), view, positionOf(view), 0);
    assert.deepEqual(model.cards.white.counts.map((c) => [c.n, c.danger, c.legend]), [[5, false, 'Tzaars left'], [9, false, 'Tzarras left'], [15, false, 'Totts left']]);
  });

  it('names the sides themselves when there is no game, and says so', () => {
    const model = panelModel(words('en'), null, START, 0);
    assert.equal(model.cards.white.name, 'White');
    assert.equal(model.status.title, 'To play');
    assert.match(model.status.note, /No game is being played here/);
    assert.equal(model.cards.white.tab, null, 'nobody is to play in no game');
  });
});
