import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cellNamed } from '../../src/cells.js';
import { BoardGeometry, viewBox } from '../../src/geometry.js';

const at = (g: BoardGeometry, name: string) => g.at(cellNamed(name)!);

describe('where the points fall (the PNG\'s BoardGeometry, centred on 0, 0)', () => {
  const board = new BoardGeometry(false);

  it('puts column E on the centre line, 110 apart, row 1 at the bottom, the centre empty between E4 and E6', () => {
    assert.deepEqual(at(board, 'E4'), { x: 0, y: 110 });
    assert.deepEqual(at(board, 'E6'), { x: 0, y: -110 });
    assert.deepEqual(at(board, 'E1'), { x: 0, y: 440 });
  });

  it('puts columns 95 apart, the rows bending at column E as in the picture', () => {
    assert.deepEqual(at(board, 'A1'), { x: -380, y: 220 });
    assert.deepEqual(at(board, 'I1'), { x: 380, y: 220 });
    assert.deepEqual(at(board, 'A5'), { x: -380, y: -220 });
  });

  it('turns the board round for Black: every point moves to its mirror through the centre', () => {
    const flipped = new BoardGeometry(true);
    assert.deepEqual(at(flipped, 'A1'), { x: 380, y: -220 });
    assert.equal(flipped.cellsTopToBottom()[0]!.name, 'E1');
    assert.equal(board.cellsTopToBottom()[0]!.name, 'E9');
  });

  it('draws the 150 lines between neighbouring points, none through the centre', () => {
    const segments = board.linesPath().split('M').filter(Boolean);
    assert.equal(segments.length, 150);
    for (const segment of segments) {
      const [a, b] = segment.split('L').map((p) => p.split(' ').map(Number));
      assert.ok(!(a![0] === 0 && a![1] === 0) && !(b![0] === 0 && b![1] === 0), segment);
    }
  });

  it('labels each column below its row 1 and each row at both ends, 27 labels', () => {
    const labels = board.labels();
    assert.equal(labels.length, 27);
    const a = labels.find((l) => l.text === 'A')!;
    assert.ok(a.at.y > at(board, 'A1').y, 'A is printed below A1');
    assert.equal(labels.filter((l) => l.text === '5').length, 2);
  });

  it('holds the whole plate in the view box', () => {
    const box = viewBox();
    for (const corner of board.plateCorners(0)) {
      assert.ok(corner.x > box.x && corner.x < box.x + box.width && corner.y > box.y && corner.y < box.y + box.height);
    }
    assert.ok(Math.abs(box.x + box.width / 2) < 1e-9, 'centred');
  });
});
