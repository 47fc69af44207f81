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

/** What a tap on a cell means against an offer, with perhaps one stack already chosen. */
export type TapMeaning =
  | { readonly kind: 'play'; readonly action: string }
  | { readonly kind: 'unchoose' }
  | { readonly kind: 'choose'; readonly targets: readonly Target[] }
  | { readonly kind: 'nothing' };

/**
 * The one rule both boards (a game's and a lesson's) follow for a tap: a lit target plays, the chosen
 * stack again lets it go, another stack that can act is chosen, and anything else does nothing.
 */
export function meaningOfTap(offer: Offer, selected: string | null, cell: string): TapMeaning {
  const target = selected ? offer.moves.get(selected)?.find((t) => t.to === cell) : undefined;
  if (target) {
    return { kind: 'play', action: target.action };
  }
  if (selected === cell) {
    return { kind: 'unchoose' };
  }
  const targets = offer.moves.get(cell);
  return targets ? { kind: 'choose', targets } : { kind: 'nothing' };
}
