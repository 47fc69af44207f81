/** What a screen reader hears: each cell's name, and each turn played, in the page's language. */
import type { Say } from './i18n.js';
import type { PieceType, Side, Stack } from './api.js';
import type { Target } from './offer.js';
import type { TurnTrace } from './turnMarks.js';

/** "E4, white Tott, stack of 2", "E4, empty". */
export function cellName(say: Say, cell: string, stack: Stack | undefined): string {
  if (!stack) {
    return say('cell.empty', cell);
  }
  const piece = say(`piece.${stack.type}`);
  if (stack.height > 1) {
    return say(stack.colour === 'white' ? 'cell.whiteStack' : 'cell.blackStack', cell, piece, stack.height);
  }
  return say(stack.colour === 'white' ? 'cell.white' : 'cell.black', cell, piece);
}

/** "Tott on E4 chosen: it can go to E5, F6.", or "Stack of 3 on E4 chosen: …": the words for the piece on the board. */
export function chosenWords(say: Say, cell: string, stack: Stack | undefined, targets: readonly Target[]): string {
  const to = targets.map((t) => t.to).join(', ');
  return stack && stack.height > 1
    ? say('announce.chosenStack', cell, stack.height, to)
    : say('announce.chosen', cell, stack ? say(`piece.${stack.type}`) : cell, to);
}

/** "a white Tott", "a black Tzaar stack of 3". */
export function stackWords(say: Say, stack: Stack): string {
  const piece = say(`piece.${stack.type}`);
  return say(`alt.stack.${stack.colour}`, piece, stack.height);
}

/** "Bob: H6xI5 took a white Tott, then F8-I5 made a stack of 4." */
export function turnWords(say: Say, player: string, trace: TurnTrace): string {
  const parts: string[] = [];
  for (const move of trace.moves) {
    parts.push(move.captured
      ? say('alt.took', move.from, move.to, stackWords(say, move.captured))
      : say('alt.stacked', move.from, move.to, move.landed.height));
  }
  for (const placement of trace.placements) {
    parts.push(say('alt.placed', say(`piece.${placement.type}`), placement.at));
  }
  if (trace.passed) {
    parts.push(say('alt.passed'));
  }
  const actions = parts.slice(1).reduce((sentence, part) => say('action.then', sentence, part), parts[0] ?? '');
  return say('announce.turn', player, actions);
}

export function pieceName(say: Say, type: PieceType): string {
  return say(`piece.${type}`);
}

export function sideName(say: Say, side: Side): string {
  return say(`side.${side}`);
}
