/**
 * Reading the actions the server sends, in the project's notation (docs/notation.md): which stack an
 * action moves where, or what it places. This is not rules: it never says whether an action is legal
 * (the page offers only the server's legalActions), and the page reads no position notation (the
 * view gives the stacks).
 */
import type { PieceType } from './api.js';
import { cellNamed } from './cells.js';

export type Action =
  | { readonly kind: 'capture'; readonly from: string; readonly to: string }
  | { readonly kind: 'stack'; readonly from: string; readonly to: string }
  | { readonly kind: 'pass' }
  | { readonly kind: 'place'; readonly type: PieceType; readonly at: string };

export class NotationError extends Error {}

const LETTERS: Readonly<Record<string, PieceType>> = { z: 'tzaar', a: 'tzarra', t: 'tott' };
const TYPE_LETTERS: Readonly<Record<PieceType, string>> = { tzaar: 'Z', tzarra: 'A', tott: 'T' };

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
