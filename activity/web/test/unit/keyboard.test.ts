import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BoardGeometry } from '../../src/geometry.js';
import { neighbourOnScreen } from '../../src/keyboard.js';

describe('arrow keys move the focus by where cells are on screen', () => {
  const board = new BoardGeometry(false);
  const flipped = new BoardGeometry(true);

  it('up and down run along the column, jumping the centre', () => {
    assert.equal(neighbourOnScreen('E4', 'up', board), 'E6');
    assert.equal(neighbourOnScreen('E6', 'down', board), 'E4');
    assert.equal(neighbourOnScreen('A1', 'up', board), 'A2');
  });

  it('left and right go to the next column, the upper of two equally near cells', () => {
    assert.equal(neighbourOnScreen('E4', 'right', board), 'F4');
    assert.equal(neighbourOnScreen('E4', 'left', board), 'D4');
    assert.equal(neighbourOnScreen('D4', 'right', board), 'E4');
  });

  it('stays put at the rim', () => {
    assert.equal(neighbourOnScreen('A1', 'left', board), 'A1');
    assert.equal(neighbourOnScreen('E9', 'up', board), 'E9');
    assert.equal(neighbourOnScreen('E1', 'down', board), 'E1');
  });

  it('follows the screen on the flipped board: up from E4 is E3', () => {
    assert.equal(neighbourOnScreen('E4', 'up', flipped), 'E3');
    assert.equal(neighbourOnScreen('E4', 'right', flipped), 'D3');
  });

  it('reaches every cell from E4', () => {
    const seen = new Set(['E4']);
    const queue = ['E4'];
    while (queue.length > 0) {
      const cell = queue.shift()!;
      for (const direction of ['up', 'down', 'left', 'right'] as const) {
        const next = neighbourOnScreen(cell, direction, board);
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    assert.equal(seen.size, 60);
  });
});
