/**
 * The server's legal actions, grouped the way a player picks them: by the stack that moves (tap
 * it, its targets light up), by the piece type to place (pick it, then the cell), and whether Pass
 * is among them. Nothing here knows the rules: an action not in the list is never offered.
 */
import type { PieceType } from './api.js';
import { parseAction } from './notation.js';

export interface Target {
  readonly to: string;
  readonly kind: 'capture' | 'stack';
  /** The action as the server wrote it, posted back as it is. */
  readonly action: string;
}

export interface Offer {
  /** The cells a stack can move from, each with where it can go. */
  readonly moves: ReadonlyMap<string, readonly Target[]>;
  /** The cells each type can be placed on, with the action for each. */
  readonly placements: ReadonlyMap<PieceType, ReadonlyMap<string, string>>;
  /** The action that passes, when passing is legal. */
  readonly pass: string | null;
}

export const NOTHING_OFFERED: Offer = { moves: new Map(), placements: new Map(), pass: null };

/** Groups the legal actions; an action the page cannot read is left out (and reported). */
export function groupActions(legal: readonly string[], report: (text: string) => void = () => {}): Offer {
  const moves = new Map<string, Target[]>();
  const placements = new Map<PieceType, Map<string, string>>();
  let pass: string | null = null;
  for (const text of legal) {
    let action;
    try {
      action = parseAction(text);
    } catch {
      report(text);
      continue;
    }
    switch (action.kind) {
      case 'pass':
        pass = text;
        break;
      case 'place': {
        const cells = placements.get(action.type) ?? new Map<string, string>();
        cells.set(action.at, text);
        placements.set(action.type, cells);
        break;
      }
      default: {
        const targets = moves.get(action.from) ?? [];
        targets.push({ to: action.to, kind: action.kind, action: text });
        moves.set(action.from, targets);
      }
    }
  }
  return { moves, placements, pass };
}

/** Whether anything at all is offered. */
export function offersAnything(offer: Offer): boolean {
  return offer.moves.size > 0 || offer.placements.size > 0 || offer.pass !== null;
}
