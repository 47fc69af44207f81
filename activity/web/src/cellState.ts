/** What one cell is at a moment, for its button: its accessible name and how it is marked. */
import { cellName } from './describe.js';
import type { Say } from './i18n.js';
import type { Scene } from './scene.js';

export interface CellState {
  readonly label: string;
  readonly target: boolean;
  readonly selected: boolean;
  readonly movable: boolean;
}

/** "E4, white Tott, stack of 2", then what a tap on it would do: "…, capture here". */
export function describeCell(say: Say, cell: string, scene: Scene): CellState {
  const base = cellName(say, cell, scene.position.stacks.get(cell));
  const target = scene.targets.get(cell);
  const selected = scene.selected === cell;
  const movable = scene.movable.has(cell);
  let label = base;
  if (selected) {
    label = say('cell.selected', base);
  } else if (target === 'capture') {
    label = say('cell.captureHere', base);
  } else if (target === 'stack') {
    label = say('cell.stackHere', base);
  } else if (target === 'place') {
    label = say('cell.placeHere', base);
  } else if (movable) {
    label = say('cell.movable', base);
  }
  return { label, target: target !== undefined, selected, movable };
}
