/**
 * Reading the project's notation (docs/notation.md): positions and the actions the server sends.
 * This is drawing, not rules: it says what stands where and what an action names, never whether
 * an action is legal (the page offers only the server's legalActions).
 */
import { CELLS, cellNamed, columnCells } from './cells.js';

export type Side = 'white' | 'black';
export type PieceType = 'tzaar' | 'tzarra' | 'tott';
export type Step = 'first' | 'second' | 'placement';

export const SIDES: readonly Side[] = ['white', 'black'];
/** The order the cards list the types in, as the picture does. */
export const PIECE_TYPES: readonly PieceType[] = ['tzaar', 'tzarra', 'tott'];
/** What each side owns: 6 Tzaars, 9 Tzarras, 15 Totts. */
export const PIECES_OWNED: Readonly<Record<PieceType, number>> = { tzaar: 6, tzarra: 9, tott: 15 };

export interface Stack {
  readonly owner: Side;
  /** Only the top piece's type counts. */
  readonly top: PieceType;
  readonly height: number;
}

export interface Position {
  /** The stacks by cell name; empty cells are absent. */
  readonly stacks: ReadonlyMap<string, Stack>;
  readonly toMove: Side;
  readonly step: Step;
}

export type Action =
  | { readonly kind: 'capture'; readonly from: string; readonly to: string }
  | { readonly kind: 'stack'; readonly from: string; readonly to: string }
  | { readonly kind: 'pass' }
  | { readonly kind: 'place'; readonly type: PieceType; readonly at: string };

export class NotationError extends Error {}

const LETTERS: Readonly<Record<string, PieceType>> = { z: 'tzaar', a: 'tzarra', t: 'tott' };
const TYPE_LETTERS: Readonly<Record<PieceType, string>> = { tzaar: 'Z', tzarra: 'A', tott: 'T' };
const STEPS: Readonly<Record<string, Step>> = { '1': 'first', '2': 'second', p: 'placement' };

/** The fixed start (the rulebook's Diagram 4): what a channel without a game shows. */
export const START = 'ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1';

/** Reads `<board> <side> <step>`; throws NotationError saying what is wrong. */
export function parsePosition(text: string): Position {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 3) {
    throw new NotationError(`a position is "<board> <side> <step>", not "${text}"`);
  }
  const [board, side, step] = parts as [string, string, string];
  if (side !== 'w' && side !== 'b') {
    throw new NotationError(`the side is w or b, not "${side}"`);
  }
  const readStep = STEPS[step];
  if (!readStep) {
    throw new NotationError(`the step is 1, 2 or p, not "${step}"`);
  }
  return { stacks: parseBoard(board), toMove: side === 'w' ? 'white' : 'black', step: readStep };
}

function parseBoard(board: string): Map<string, Stack> {
  const columns = board.split('/');
  if (columns.length !== 9) {
    throw new NotationError(`a board has 9 columns separated by "/", not ${columns.length}`);
  }
  const stacks = new Map<string, Stack>();
  columns.forEach((text, column) => {
    const cells = columnCells(column);
    const tokens = text.match(/-|[zatZAT](?:[1-9][0-9]*)?|./g) ?? [];
    if (tokens.length !== cells.length) {
      throw new NotationError(`column ${String.fromCharCode(65 + column)} has ${cells.length} cells, not "${text}"`);
    }
    tokens.forEach((token, i) => {
      if (token === '-') {
        return;
      }
      const type = LETTERS[token[0]!.toLowerCase()];
      if (!type) {
        throw new NotationError(`"${token}" is not a piece: write Z, A, T (White) or z, a, t (Black)`);
      }
      const height = token.length > 1 ? Number(token.slice(1)) : 1;
      if (token.length > 1 && height < 2) {
        throw new NotationError(`"${token}": a height is written from 2 up`);
      }
      const owner: Side = token[0] === token[0]!.toUpperCase() ? 'white' : 'black';
      stacks.set(cells[i]!.name, { owner, top: type, height });
    });
  });
  return stacks;
}

/** Reads one action as the server writes it: "F4xE4", "C3-D4", "pass", "Z@E4". */
export function parseAction(text: string): Action {
  const trimmed = text.trim();
  if (trimmed.toLowerCase() === 'pass') {
    return { kind: 'pass' };
  }
  const place = /^([ZAT])@([A-I][1-9])$/i.exec(trimmed);
  if (place) {
    return { kind: 'place', type: LETTERS[place[1]!.toLowerCase()]!, at: cell(place[2]!) };
  }
  const move = /^([A-I][1-9])([x-])([A-I][1-9])$/i.exec(trimmed);
  if (move) {
    return { kind: move[2]!.toLowerCase() === 'x' ? 'capture' : 'stack', from: cell(move[1]!), to: cell(move[3]!) };
  }
  throw new NotationError(`"${text}" is not an action: F4xE4, C3-D4, pass or Z@E4`);
}

function cell(name: string): string {
  const found = cellNamed(name);
  if (!found) {
    throw new NotationError(`${name.toUpperCase()} is not a cell`);
  }
  return found.name;
}

/** How an action is written: the inverse of parseAction. */
export function writeAction(action: Action): string {
  switch (action.kind) {
    case 'pass':
      return 'pass';
    case 'place':
      return `${TYPE_LETTERS[action.type]}@${action.at}`;
    case 'capture':
      return `${action.from}x${action.to}`;
    case 'stack':
      return `${action.from}-${action.to}`;
  }
}

/** The side's stacks on the board topped by each type: the counts the cards show in play. */
export function visibleStacks(position: Position, side: Side): Record<PieceType, number> {
  const counts: Record<PieceType, number> = { tzaar: 0, tzarra: 0, tott: 0 };
  for (const stack of position.stacks.values()) {
    if (stack.owner === side) {
      counts[stack.top]++;
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

/**
 * The board after an action, moving stacks as the action names them (a capture replaces the
 * stack taken, a stack adds the two heights under the mover's top piece, a placement puts one
 * piece down). Only for marking the last turn, whose actions the server played: nothing is
 * checked.
 */
export function displace(stacks: ReadonlyMap<string, Stack>, action: Action, mover: Side): Map<string, Stack> {
  const next = new Map(stacks);
  if (action.kind === 'capture' || action.kind === 'stack') {
    const moving = stacks.get(action.from);
    if (!moving) {
      throw new NotationError(`no stack on ${action.from} to move`);
    }
    const under = stacks.get(action.to);
    next.delete(action.from);
    const height = action.kind === 'stack' && under ? moving.height + under.height : moving.height;
    next.set(action.to, { owner: moving.owner, top: moving.top, height });
  } else if (action.kind === 'place') {
    next.set(action.at, { owner: mover, top: action.type, height: 1 });
  }
  return next;
}

/** Every cell name, A1 first: the order the notation lists them in. */
export const CELL_NAMES: readonly string[] = CELLS.map((c) => c.name);
