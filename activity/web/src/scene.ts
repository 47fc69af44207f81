/** Everything the board shows at one moment: what the board view draws and each cell's button says. */
import type { Position } from './board.js';
import type { TargetKind } from './selectionMarks.js';
import type { TurnTrace } from './turnMarks.js';

export type { TargetKind } from './selectionMarks.js';

export interface Scene {
  readonly position: Position;
  readonly flipped: boolean;
  readonly trace: TurnTrace | null;
  readonly selected: string | null;
  readonly targets: ReadonlyMap<string, TargetKind>;
  /** Stacks the viewer can move now (nothing chosen yet). */
  readonly movable: ReadonlySet<string>;
}
