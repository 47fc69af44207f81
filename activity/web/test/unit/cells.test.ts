import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CELLS, cellAt, cellNamed, columnCells } from '../../src/cells.js';

describe('the board\'s cells', () => {
  it('are 60, columns of 5, 6, 7, 8, 8 (E without its centre), 8, 7, 6, 5', () => {
    assert.equal(CELLS.length, 60);
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => columnCells(c).length), [5, 6, 7, 8, 8, 8, 7, 6, 5]);
    assert.equal(cellNamed('E5'), undefined);
    assert.equal(cellNamed('e4')?.name, 'E4');
    assert.deepEqual(columnCells(4).map((c) => c.name), ['E1', 'E2', 'E3', 'E4', 'E6', 'E7', 'E8', 'E9']);
  });

  it('have the engine\'s axial coordinates: row = min(4, 4 - x) - y + 1', () => {
    for (const cell of CELLS) {
      assert.equal(cell.row, Math.min(4, 4 - cell.x) - cell.y + 1, cell.name);
      assert.equal(cellAt(cell.x, cell.y), cell);
    }
    assert.equal(cellAt(0, 0), undefined, 'the centre is no cell');
  });

  it('neighbour as docs/notation.md says: A1 touches A2, B1, B2; F1 touches E1, E2, F2, G1', () => {
    const neighbours = (name: string) => {
      const c = cellNamed(name)!;
      return [[0, 1], [1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1]]
        .map(([dx, dy]) => cellAt(c.x + dx!, c.y + dy!)?.name)
        .filter((n): n is string => n !== undefined)
        .sort();
    };
    assert.deepEqual(neighbours('A1'), ['A2', 'B1', 'B2']);
    assert.deepEqual(neighbours('F1'), ['E1', 'E2', 'F2', 'G1']);
    assert.deepEqual(neighbours('I1'), ['H1', 'H2', 'I2']);
  });
});
