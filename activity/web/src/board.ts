/**
 * The board the page draws: the stacks by cell, whose action it is and which step, as the function's
 * GameView gives them (the page reads no position notation), and the counts the cards show.
 */
import type { GameView, PieceType, Side, Stack, Step } from './api.js';

export type { PieceType, Side, Stack, Step } from './api.js';

export const SIDES: readonly Side[] = ['white', 'black'];
/** The order the cards list the types in, as the picture does. */
export const PIECE_TYPES: readonly PieceType[] = ['tzaar', 'tzarra', 'tott'];
/** What each side owns: 6 Tzaars, 9 Tzarras, 15 Totts. */
export const PIECES_OWNED: Readonly<Record<PieceType, number>> = { tzaar: 6, tzarra: 9, tott: 15 };

export interface Position {
  /** The stacks by cell name; empty cells are absent. */
  readonly stacks: ReadonlyMap<string, Stack>;
  readonly toMove: Side;
  readonly step: Step;
}

/** The position a view shows. */
export function positionOf(view: GameView): Position {
  return { stacks: new Map(Object.entries(view.stacks)), toMove: view.sideToMove, step: view.step };
}

/** Where each piece stands in the fixed start (the rulebook's Diagram 4), by colour and type. */
const START_CELLS: Readonly<Record<Side, Readonly<Record<PieceType, readonly string[]>>>> = {
  white: {
    tzaar: ['C5', 'D3', 'D6', 'E3', 'G4', 'G5'],
    tzarra: ['B5', 'C2', 'C6', 'D2', 'D7', 'E2', 'H3', 'H4', 'H5'],
    tott: ['A5', 'B1', 'B6', 'C1', 'C7', 'D1', 'D5', 'D8', 'E1', 'E4', 'F5', 'I2', 'I3', 'I4', 'I5'],
  },
  black: {
    tzaar: ['C3', 'C4', 'E7', 'F3', 'F6', 'G3'],
    tzarra: ['B2', 'B3', 'B4', 'E8', 'F2', 'F7', 'G2', 'G6', 'H2'],
    tott: ['A1', 'A2', 'A3', 'A4', 'D4', 'E6', 'E9', 'F1', 'F4', 'F8', 'G1', 'G7', 'H1', 'H6', 'I1'],
  },
};

/** The fixed start, White to capture: what a channel without a game shows. */
export const START: Position = {
  stacks: new Map(SIDES.flatMap((colour) => PIECE_TYPES.flatMap((type) =>
    START_CELLS[colour][type].map((cell): [string, Stack] => [cell, { colour, type, height: 1 }])))),
  toMove: 'white',
  step: 'first',
};

/** The side's stacks on the board topped by each type: the counts the cards show in play. */
export function visibleStacks(position: Position, side: Side): Record<PieceType, number> {
  const counts: Record<PieceType, number> = { tzaar: 0, tzarra: 0, tott: 0 };
  for (const stack of position.stacks.values()) {
    if (stack.colour === side) {
      counts[stack.type]++;
    }
  }
  return counts;
}

/**
 * The pieces the side has still to place during the tournament setup: what it owns less what it
 * has put down (every piece stands alone then).
 */
export function piecesInHand(position: Position, side: Side): Record<PieceType, number> {
  const placed = visibleStacks(position, side);
  return { tzaar: PIECES_OWNED.tzaar - placed.tzaar, tzarra: PIECES_OWNED.tzarra - placed.tzarra, tott: PIECES_OWNED.tott - placed.tott };
}
