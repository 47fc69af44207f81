import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BoardGeometry, PIECE_RADIUS } from '../../src/geometry.js';
import type { LastTurnView } from '../../src/api.js';
import { positionOf, START } from '../../src/board.js';
import { traceOf, TurnMarks } from '../../src/turnMarks.js';
import { MIDGAME } from './midgame.js';

const AFTER = positionOf(MIDGAME);
const turn = (mover: LastTurnView['mover'], trace: LastTurnView['trace']): LastTurnView => ({ before: '', actions: [], mover, goesOn: false, trace });

describe('the last turn\'s marks', () => {
  it('numbers the moves the function traced, with what each took and made, though the capture\'s prey is gone from the board now', () => {
    const trace = traceOf(MIDGAME.lastTurn!);
    assert.equal(trace.mover, 'black');
    assert.deepEqual(trace.moves.map((m) => [m.number, m.from, m.to, m.captured, m.landed.height]), [
      [1, 'H6', 'I5', { colour: 'white', type: 'tott', height: 1 }, 2],
      [2, 'F8', 'I5', undefined, 4],
    ]);
    assert.equal(trace.passed, false);
  });

  it('draws two moves along one line side by side, as the PNG does (F8-I5 crosses H6, where H6xI5 began)', () => {
    const shifts = new TurnMarks(new BoardGeometry(false), PIECE_RADIUS, traceOf(MIDGAME.lastTurn!), AFTER).shifts();
    const [first, second] = shifts as [{ x: number; y: number }, { x: number; y: number }];
    assert.ok(Math.hypot(first.x, first.y) > 10, 'the first arrow moves aside');
    assert.ok(Math.abs(first.x + second.x) < 1e-9 && Math.abs(first.y + second.y) < 1e-9, 'the second the other way');
  });

  it('leaves a single move, a placement and a pass on their lines', () => {
    const single = traceOf(turn('white', [{ kind: 'capture', from: 'C2', to: 'C3', took: { colour: 'black', type: 'tzaar', height: 1 }, landed: { colour: 'white', type: 'tzarra', height: 1 } }]));
    const marks = new TurnMarks(new BoardGeometry(false), PIECE_RADIUS, single, START);
    assert.deepEqual(marks.shifts(), [{ x: 0, y: 0 }]);
    const placed = traceOf(turn('white', [{ kind: 'place', at: 'E4', type: 'tzaar' }]));
    assert.deepEqual(placed.placements, [{ at: 'E4', type: 'tzaar' }]);
    assert.deepEqual(placed.moves, []);
    const passed = traceOf(turn('black', [{ kind: 'capture', from: 'H6', to: 'I5', took: { colour: 'white', type: 'tott', height: 1 }, landed: { colour: 'black', type: 'tott', height: 2 } }, { kind: 'pass' }]));
    assert.equal(passed.passed, true);
    assert.equal(passed.moves.length, 1);
  });

  it('puts a capture\'s tag beside the capturer, clear of its height badge', () => {
    const trace = traceOf(MIDGAME.lastTurn!);
    const geometry = new BoardGeometry(false);
    const marks = new TurnMarks(geometry, PIECE_RADIUS, trace, AFTER);
    const tag = marks.tagCentre(trace.moves[0]!, marks.shifts());
    const capturer = geometry.atAxial(4, -4 + 0); // I5
    const badge = { x: capturer.x + PIECE_RADIUS * 0.8 * Math.cos((55 * Math.PI) / 180), y: capturer.y + PIECE_RADIUS * 0.8 * Math.sin((55 * Math.PI) / 180) };
    assert.ok(Math.hypot(tag.x - badge.x, tag.y - badge.y) > PIECE_RADIUS * 0.9);
    // The PNG puts it up and to the right of I5, away from the arrows coming from the left.
    assert.ok(tag.y < capturer.y && tag.x > capturer.x - 1, JSON.stringify({ tag, capturer }));
  });
});
