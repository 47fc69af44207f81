/**
 * Moving the keyboard focus between cells with the arrow keys, by where the cells are on screen
 * (so it works the same on the flipped board): up and down go along a column, left and right to
 * the nearest cell of the next column over.
 */
import { CELLS, cellNamed } from './cells.js';
import type { BoardGeometry } from './geometry.js';

export type Direction = 'up' | 'down' | 'left' | 'right';

const VECTORS: Readonly<Record<Direction, { x: number; y: number }>> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

export const ARROW_KEYS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The cell the focus goes to from `from` in that direction, or `from` itself at the rim. Up and
 * down: the next cell of the same column on screen. Left and right: in the nearest column on that
 * side, the cell nearest in height (of two equally near, the upper one).
 */
export function neighbourOnScreen(from: string, direction: Direction, geometry: BoardGeometry): string {
  const start = cellNamed(from);
  if (!start) {
    return from;
  }
  const origin = geometry.at(start);
  const v = VECTORS[direction];
  const vertical = v.x === 0;
  let best = from;
  let bestKey: [number, number, number] = [Infinity, Infinity, Infinity];
  for (const cell of CELLS) {
    const p = geometry.at(cell);
    const dx = p.x - origin.x;
    const dy = p.y - origin.y;
    const key: [number, number, number] = vertical
      ? [Math.abs(dx) < 1 && dy * v.y > 0 ? 0 : Infinity, Math.abs(dy), 0]
      : [dx * v.x > 1 ? dx * v.x : Infinity, Math.abs(dy), p.y];
    if (key[0] === Infinity) {
      continue;
    }
    if (key[0] < bestKey[0] - 1e-6 || (Math.abs(key[0] - bestKey[0]) < 1e-6
        && (key[1] < bestKey[1] - 1e-6 || (Math.abs(key[1] - bestKey[1]) < 1e-6 && key[2] < bestKey[2])))) {
      best = cell.name;
      bestKey = key;
    }
  }
  return best;
}
