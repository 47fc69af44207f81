import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BoardGeometry, PIECE_RADIUS } from '../../src/geometry.js';
import { parsePosition } from '../../src/notation.js';
import { traceTurn, TurnMarks } from '../../src/turnMarks.js';

const BEFORE = 'T2----/----T-/-------/-------z7/--a2-----/A------t2/-------/--T4--t2/a2-Z3TT b 1';
const AFTER = 'T2----/----T-/-------/-------z7/--a2-----/A-------/-------/--T4---/a2-Z3Tt4 w 1';

describe('the last turn\'s marks', () => {
  it('knows what each move took and made, though the capture\'s prey is gone from the board now', () => {
    const trace = traceTurn(parsePosition(BEFORE), ['H6xI5', 'F8-I5']);
    assert.equal(trace.mover, 'black');
    assert.deepEqual(trace.moves.map((m) => [m.number, m.from, m.to, m.captured, m.landed.height]), [
      [1, 'H6', 'I5', { owner: 'white', top: 'tott', height: 1 }, 2],
      [2, 'F8', 'I5', undefined, 4],
    ]);
    assert.equal(trace.passed, false);
  });

  it('draws two moves along one line side by side, as the PNG does (F8-I5 crosses H6, where H6xI5 began)', () => {
    const trace = traceTurn(parsePosition(BEFORE), ['H6xI5', 'F8-I5']);
    const shifts = new TurnMarks(new BoardGeometry(false), PIECE_RADIUS, trace, parsePosition(AFTER)).shifts();
    const [first, second] = shifts as [{ x: number; y: number }, { x: number; y: number }];
    assert.ok(Math.hypot(first.x, first.y) > 10, 'the first arrow moves aside');
    assert.ok(Math.abs(first.x + second.x) < 1e-9 && Math.abs(first.y + second.y) < 1e-9, 'the second the other way');
  });

  it('leaves a single move, a placement and a pass on their lines', () => {
    const start = 'ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1';
    const trace = traceTurn(parsePosition(start), ['C2xC3']);
    const marks = new TurnMarks(new BoardGeometry(false), PIECE_RADIUS, trace, parsePosition(start));
    assert.deepEqual(marks.shifts(), [{ x: 0, y: 0 }]);
    const placed = traceTurn(parsePosition('-----/------/-------/--------/--------/--------/-------/------/----- w p'), ['Z@E4']);
    assert.deepEqual(placed.placements, [{ at: 'E4', type: 'tzaar' }]);
    assert.equal(traceTurn(parsePosition(BEFORE.replace(' b 1', ' b 2')), ['pass']).passed, true);
  });

  it('puts a capture\'s tag beside the capturer, clear of its height badge', () => {
    const trace = traceTurn(parsePosition(BEFORE), ['H6xI5', 'F8-I5']);
    const geometry = new BoardGeometry(false);
    const marks = new TurnMarks(geometry, PIECE_RADIUS, trace, parsePosition(AFTER));
    const tag = marks.tagCentre(trace.moves[0]!, marks.shifts());
    const capturer = geometry.atAxial(4, -4 + 0); // I5
    const badge = { x: capturer.x + PIECE_RADIUS * 0.8 * Math.cos((55 * Math.PI) / 180), y: capturer.y + PIECE_RADIUS * 0.8 * Math.sin((55 * Math.PI) / 180) };
    assert.ok(Math.hypot(tag.x - badge.x, tag.y - badge.y) > PIECE_RADIUS * 0.9);
    // The PNG puts it up and to the right of I5, away from the arrows coming from the left.
    assert.ok(tag.y < capturer.y && tag.x > capturer.x - 1, JSON.stringify({ tag, capturer }));
  });
});
