import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { positionOf, START, type Position } from '../../src/board.js';
import { cellNamed } from '../../src/cells.js';
import { BoardGeometry, PIECE_RADIUS, type Point } from '../../src/geometry.js';
import { badgeBox } from '../../src/pieces.js';
import type { TargetKind } from '../../src/selectionMarks.js';
import { NAME_SIZE, placeNames, type TargetName, type TurnObstacles } from '../../src/targetNames.js';
import { traceOf, TurnMarks } from '../../src/turnMarks.js';
import { MIDGAME } from './midgame.js';

interface Case {
  readonly title: string;
  readonly position: Position;
  readonly selected: string;
  readonly targets: ReadonlyMap<string, TargetKind>;
  readonly marks: (geometry: BoardGeometry) => TurnMarks | null;
}

const AFTER_MIDGAME = positionOf(MIDGAME);
const CASES: readonly Case[] = [
  // The fixture's opening: C2 can take B2 and C3 (test/fixture/lines.json).
  { title: 'the start, C2 chosen', position: START, selected: 'C2', targets: new Map([['B2', 'capture'], ['C3', 'capture']]), marks: () => null },
  // Badges, arrows and a capture tag round I5, badges on I1 and E3. The geometry is held here, not
  // the rules: the page's targets come from the function.
  {
    title: 'the midgame, the stack of 4 on H3 chosen among badges, arrows and a capture tag',
    position: AFTER_MIDGAME, selected: 'H3', targets: new Map([['I5', 'capture'], ['I1', 'capture'], ['E3', 'capture']]),
    marks: (geometry) => new TurnMarks(geometry, PIECE_RADIUS, traceOf(MIDGAME.lastTurn!), AFTER_MIDGAME),
  },
  // Two targets side by side in a column: I5's cheapest gap, down and left, is nearer I4 than I5
  // (0.6 spacing out, a gap is nearer a neighbour 30 degrees off), so it takes another.
  {
    title: 'the midgame, H3 chosen, the neighbours I5 and I4 both on offer',
    position: AFTER_MIDGAME, selected: 'H3', targets: new Map([['I5', 'capture'], ['I4', 'stack']]),
    marks: (geometry) => new TurnMarks(geometry, PIECE_RADIUS, traceOf(MIDGAME.lastTurn!), AFTER_MIDGAME),
  },
];

function namesOf(c: Case, geometry: BoardGeometry): { names: TargetName[]; turn: TurnObstacles } {
  const marks = c.marks(geometry);
  const turn = marks ? marks.obstacles() : { keepClear: [], ratherClear: [] };
  const names = placeNames({
    geometry, pieceRadius: PIECE_RADIUS, position: c.position, selected: c.selected, targets: c.targets, turn,
    labels: geometry.labels().map((l) => l.at),
  });
  return { names, turn };
}

const at = (geometry: BoardGeometry, cell: string): Point => geometry.at(cellNamed(cell)!);

/** How far a point is from a name's capsule (negative inside): the distance to its core less its half height. */
function fromCapsule(name: TargetName, p: Point): number {
  const reach = name.width / 2 - name.height / 2;
  const nearest = Math.max(name.x - reach, Math.min(name.x + reach, p.x));
  return Math.hypot(p.x - nearest, p.y - name.y) - name.height / 2;
}

function touchesBox(name: TargetName, box: { x: number; y: number; width: number; height: number }): boolean {
  for (let x = box.x; x <= box.x + box.width; x += 0.5) {
    for (let y = box.y; y <= box.y + box.height; y += 0.5) {
      if (fromCapsule(name, { x, y }) < 0) return true;
    }
  }
  return false;
}

describe('the chosen stack\'s targets\' names', () => {
  for (const c of CASES) {
    for (const flipped of [false, true]) {
      const geometry = new BoardGeometry(flipped);
      const { names, turn } = namesOf(c, geometry);
      const s = geometry.spacing;

      it(`names every target once, in the rim's lettering or larger: ${c.title}${flipped ? ', flipped' : ''}`, () => {
        assert.deepEqual(names.map((n) => n.cell), [...c.targets.keys()]);
        assert.deepEqual(names.map((n) => n.kind), [...c.targets.values()]);
        assert.ok(NAME_SIZE * s >= 0.24 * s, 'no smaller than the rim labels');
      });

      it(`puts each by its own point, off its piece's crowns and clear of the band, badges, tags and other names: ${c.title}${flipped ? ', flipped' : ''}`, () => {
        const offered = [...c.targets.keys(), c.selected];
        for (const name of names) {
          const own = Math.hypot(name.x - at(geometry, name.cell).x, name.y - at(geometry, name.cell).y);
          for (const other of offered.filter((o) => o !== name.cell)) {
            const p = at(geometry, other);
            assert.ok(own < Math.hypot(name.x - p.x, name.y - p.y), `${name.cell}'s name is as near ${other}`);
          }
          const centre = at(geometry, name.cell);
          assert.ok(fromCapsule(name, centre) > 0.7 * PIECE_RADIUS, `${name.cell}'s name covers its crowns`);
          const chosen = at(geometry, c.selected);
          assert.ok(fromCapsule(name, chosen) > PIECE_RADIUS + s * 0.21, `${name.cell}'s name is on the chosen stack's band`);
          for (const [cell, stack] of c.position.stacks) {
            if (stack.height > 1) {
              const p = at(geometry, cell);
              assert.ok(!touchesBox(name, badgeBox(p.x, p.y, PIECE_RADIUS, stack.height)), `${name.cell}'s name covers ${cell}'s badge`);
            }
          }
          for (const tag of turn.keepClear) {
            assert.ok(tag.kind === 'disc' && fromCapsule(name, tag.at) > tag.r, `${name.cell}'s name covers a capture tag`);
          }
          for (const other of names.filter((n) => n !== name)) {
            const gap = Math.abs(name.y - other.y) - (name.height + other.height) / 2;
            const side = Math.abs(name.x - other.x) - (name.width + other.width) / 2;
            assert.ok(gap > 0 || side > 0, `${name.cell}'s name touches ${other.cell}'s`);
          }
        }
      });
    }
  }

  it('has a capture tag to keep clear of in the midgame, and two arrows to rather keep clear of', () => {
    const { turn } = namesOf(CASES[1]!, new BoardGeometry(false));
    assert.equal(turn.keepClear.length, 1, 'H6xI5 took a Tott, shown beside I5');
    assert.equal(turn.ratherClear.length, 4, 'each arrow as its shaft and its head');
  });
});
