import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameView } from '../../src/api.js';
import { piecesInHand, positionOf, START, visibleStacks } from '../../src/board.js';
import lines from '../fixture/lines.json';

/** The fixture's opening line begins in the engine's fixed start, its stacks as the function gives them. */
const ENGINE_START = lines.games.opening.states[0]!;

describe('the board the page draws', () => {
  it('starts, with no game, as the engine\'s fixed start: 60 single pieces, White to capture', () => {
    assert.deepEqual(Object.fromEntries(START.stacks), ENGINE_START.stacks);
    assert.equal(START.stacks.size, 60);
    assert.equal(START.toMove, 'white');
    assert.equal(START.step, 'first');
    assert.deepEqual(visibleStacks(START, 'white'), { tzaar: 6, tzarra: 9, tott: 15 });
    assert.deepEqual(visibleStacks(START, 'black'), { tzaar: 6, tzarra: 9, tott: 15 });
  });

  it('is the view\'s stacks, side to move and step, read as they come', () => {
    const view = { stacks: { E4: { colour: 'white', type: 'tzaar', height: 1 } }, sideToMove: 'black', step: 'placement' } as unknown as GameView;
    const position = positionOf(view);
    assert.deepEqual([...position.stacks], [['E4', { colour: 'white', type: 'tzaar', height: 1 }]]);
    assert.equal(position.toMove, 'black');
    assert.equal(position.step, 'placement');
  });

  it('counts the pieces each side has still to place during the setup', () => {
    const one = positionOf({ stacks: { E4: { colour: 'white', type: 'tzaar', height: 1 } }, sideToMove: 'black', step: 'placement' } as unknown as GameView);
    assert.deepEqual(piecesInHand(one, 'white'), { tzaar: 5, tzarra: 9, tott: 15 });
    assert.deepEqual(piecesInHand(one, 'black'), { tzaar: 6, tzarra: 9, tott: 15 });
  });

  it('counts a side\'s stacks by their top piece, whatever their height', () => {
    const midgame = positionOf({ stacks: {
      A1: { colour: 'white', type: 'tott', height: 2 }, D8: { colour: 'black', type: 'tzaar', height: 7 },
      I5: { colour: 'black', type: 'tott', height: 4 }, I3: { colour: 'white', type: 'tzaar', height: 3 },
    }, sideToMove: 'white', step: 'first' } as unknown as GameView);
    assert.deepEqual(visibleStacks(midgame, 'white'), { tzaar: 1, tzarra: 0, tott: 1 });
    assert.deepEqual(visibleStacks(midgame, 'black'), { tzaar: 1, tzarra: 0, tott: 1 });
  });
});
