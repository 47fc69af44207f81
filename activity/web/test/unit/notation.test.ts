import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  displace, NotationError, parseAction, parsePosition, piecesInHand, START, visibleStacks, writeAction,
} from '../../src/notation.js';

/** The PNG's "midgame" sample board (SampleBoards), after Black's turn H6xI5 F8-I5. */
const MIDGAME_BEFORE = 'T2----/----T-/-------/-------z7/--a2-----/A------t2/-------/--T4--t2/a2-Z3TT b 1';

describe('reading a position', () => {
  it('reads the fixed start: 60 single pieces, 6 Tzaars, 9 Tzarras and 15 Totts a side, White to capture', () => {
    const start = parsePosition(START);
    assert.equal(start.stacks.size, 60);
    assert.deepEqual(visibleStacks(start, 'white'), { tzaar: 6, tzarra: 9, tott: 15 });
    assert.deepEqual(visibleStacks(start, 'black'), { tzaar: 6, tzarra: 9, tott: 15 });
    assert.equal(start.toMove, 'white');
    assert.equal(start.step, 'first');
    // Column A from row 1 up is "ttttT": four black Totts, then a white one on A5.
    assert.deepEqual(start.stacks.get('A1'), { owner: 'black', top: 'tott', height: 1 });
    assert.deepEqual(start.stacks.get('A5'), { owner: 'white', top: 'tott', height: 1 });
    // Column E skips the centre: its fifth letter stands on E6.
    assert.deepEqual(start.stacks.get('E6'), { owner: 'black', top: 'tott', height: 1 });
    assert.equal(start.stacks.has('E5'), false);
  });

  it('reads stack heights after the letter, the letter being the top piece', () => {
    const position = parsePosition(MIDGAME_BEFORE);
    assert.deepEqual(position.stacks.get('A1'), { owner: 'white', top: 'tott', height: 2 });
    assert.deepEqual(position.stacks.get('D8'), { owner: 'black', top: 'tzaar', height: 7 });
    assert.deepEqual(position.stacks.get('I3'), { owner: 'white', top: 'tzaar', height: 3 });
    assert.equal(position.toMove, 'black');
  });

  it('reads the second step and the placement step', () => {
    assert.equal(parsePosition(START.replace(' w 1', ' b 2')).step, 'second');
    const empty = '-----/------/-------/--------/--------/--------/-------/------/----- w p';
    const placing = parsePosition(empty);
    assert.equal(placing.step, 'placement');
    assert.deepEqual(piecesInHand(placing, 'white'), { tzaar: 6, tzarra: 9, tott: 15 });
    const one = parsePosition('-----/------/-------/--------/---Z----/--------/-------/------/----- b p');
    assert.deepEqual(piecesInHand(one, 'white'), { tzaar: 5, tzarra: 9, tott: 15 });
    assert.deepEqual(piecesInHand(one, 'black'), { tzaar: 6, tzarra: 9, tott: 15 });
  });

  for (const [text, why] of [
    ['ttttT/TaaaAT w 1', /9 columns/],
    ['tttt/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1', /column A has 5 cells/],
    [START.replace(' w ', ' x '), /side is w or b/],
    [START.replace(' 1', ' 3'), /step is 1, 2 or p/],
    ['Z012---/------/-------/--------/--------/--------/-------/------/----- w 1', /column A/],
    ['qtttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1', /not a piece/],
  ] as const) {
    it(`refuses "${text.slice(0, 24)}…" saying why`, () => {
      assert.throws(() => parsePosition(text), (e: unknown) => e instanceof NotationError && why.test(e.message));
    });
  }
});

describe('reading an action', () => {
  it('reads captures, stacks, pass and placements as the server writes them, and writes them back', () => {
    assert.deepEqual(parseAction('F4xE4'), { kind: 'capture', from: 'F4', to: 'E4' });
    assert.deepEqual(parseAction('C3-D4'), { kind: 'stack', from: 'C3', to: 'D4' });
    assert.deepEqual(parseAction('pass'), { kind: 'pass' });
    assert.deepEqual(parseAction('Z@E4'), { kind: 'place', type: 'tzaar', at: 'E4' });
    assert.deepEqual(parseAction('t@d4'), { kind: 'place', type: 'tott', at: 'D4' });
    for (const text of ['F4xE4', 'C3-D4', 'pass', 'Z@E4', 'A@I5', 'T@A1']) {
      assert.equal(writeAction(parseAction(text)), text);
    }
  });

  it('refuses what is no action, and cells off the board or at the centre', () => {
    assert.throws(() => parseAction('F4E4'), NotationError);
    assert.throws(() => parseAction('E5xE4'), /E5 is not a cell/);
    assert.throws(() => parseAction('A6xA5'), /A6 is not a cell/);
    assert.throws(() => parseAction('Q@E4'), NotationError);
  });
});

describe('moving stacks to mark the last turn', () => {
  it('a capture replaces the stack taken, a stack adds the heights under the mover\'s top piece', () => {
    const before = parsePosition(MIDGAME_BEFORE);
    const afterCapture = displace(before.stacks, parseAction('H6xI5'), 'black');
    assert.equal(afterCapture.has('H6'), false);
    assert.deepEqual(afterCapture.get('I5'), { owner: 'black', top: 'tott', height: 2 });
    const afterStack = displace(afterCapture, parseAction('F8-I5'), 'black');
    assert.deepEqual(afterStack.get('I5'), { owner: 'black', top: 'tott', height: 4 });
    // The PNG's position after that turn, read on its own, agrees.
    const after = parsePosition('T2----/----T-/-------/-------z7/--a2-----/A-------/-------/--T4---/a2-Z3Tt4 w 1');
    assert.deepEqual(after.stacks.get('I5'), afterStack.get('I5'));
  });
});
