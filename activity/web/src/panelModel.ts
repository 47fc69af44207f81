/**
 * The words and numbers around the board, as the PNG's PanelPainter sets them: a card per player
 * (name, whether they are to play or won, stacks of each type in play with a warning at one or
 * none, or pieces still to place during the setup, their clock), the status (turn and task, or who
 * won and why) and the last turn in notation. Pure: the view in, the model out.
 */
import type { ClockView, GameView, LastTurnView, ResultView } from './api.js';
import { piecesInHand, PIECE_TYPES, visibleStacks, type PieceType, type Position, type Side } from './board.js';
import { remaining, timeLeft } from './clock.js';
import type { Say } from './i18n.js';

export interface Count {
  readonly type: PieceType;
  readonly n: number;
  /** A type down to its last stack, or gone (in play only). */
  readonly danger: boolean;
  readonly legend: string;
}

export interface CardModel {
  readonly side: Side;
  readonly name: string;
  readonly tab: string | null;
  readonly highlighted: boolean;
  readonly counts: readonly Count[];
  readonly clock: string | null;
  readonly you: boolean;
}

export interface StatusModel {
  readonly title: string;
  readonly detail: string;
  readonly won: boolean;
  /** What the viewer is to do, or why they can't. */
  readonly note: string;
}

export interface LastTurnModel {
  readonly heading: string;
  readonly caption: string;
}

export interface PanelModel {
  readonly cards: Readonly<Record<Side, CardModel>>;
  readonly status: StatusModel;
  readonly lastTurn: LastTurnModel | null;
  readonly clockHeading: string | null;
}

/** The names on the cards: the players', or with no game the sides' own. */
export function names(say: Say, view: GameView | null): Record<Side, string> {
  return {
    white: view?.white.name || say('side.white'),
    black: view?.black.name || say('side.black'),
  };
}

export function panelModel(say: Say, view: GameView | null, position: Position, now: number): PanelModel {
  const playerNames = names(say, view);
  const result = view?.result ?? null;
  const playing = view !== null && view.status === 'active' && result === null;
  const placing = position.step === 'placement';
  const toAct: Side | null = playing ? position.toMove : null;
  const card = (side: Side): CardModel => {
    const counts = placing ? piecesInHand(position, side) : visibleStacks(position, side);
    const won = result?.winner === side;
    return {
      side,
      name: playerNames[side],
      tab: won ? say('picture.card.wins') : toAct === side ? say('picture.card.toPlay') : null,
      highlighted: won || toAct === side,
      counts: PIECE_TYPES.map((type) => ({
        type,
        n: counts[type],
        danger: !placing && counts[type] <= 1,
        legend: placing ? say('picture.legend.toPlace', say(`pieces.${type}`)) : say(`piece.${type}`),
      })),
      clock: view?.clock && playing ? timeLeft(say, remaining(view.clock, side, toAct, now)) : null,
      you: view?.viewer === side,
    };
  };
  return {
    cards: { white: card('white'), black: card('black') },
    status: status(say, view, position, playerNames, result),
    lastTurn: view?.lastTurn ? lastTurn(say, view.lastTurn, playerNames) : null,
    clockHeading: view?.clock && playing ? clockHeading(say, view.clock) : null,
  };
}

function status(say: Say, view: GameView | null, position: Position, playerNames: Record<Side, string>, result: ResultView | null): StatusModel {
  const task = say(`picture.task.${position.step}`);
  if (result) {
    return { title: say('picture.status.wins', playerNames[result.winner]), detail: reason(say, result), won: true, note: '' };
  }
  const title = view ? say('picture.status.turn', view.turn) : say('picture.status.toPlay');
  const detail = say('picture.status.task', playerNames[position.toMove], task);
  let note: string;
  if (!view) {
    note = say('status.noGame');
  } else if (view.status === 'challenged') {
    note = say('status.challenged');
  } else if (view.status !== 'active') {
    note = say('status.closed');
  } else if (view.viewer === null) {
    note = say('status.watching');
  } else if (view.viewer === position.toMove) {
    const how = say(position.step === 'placement' ? 'status.tapLit' : 'status.tapRinged');
    note = `${say('status.yourTurn', task)} ${how}`;
  } else {
    note = say('status.waiting', playerNames[position.toMove]);
  }
  return { title, detail, won: false, note };
}

/** Why a game ended, in the PNG's words: "Black has no Tzaars left". */
export function reason(say: Say, result: ResultView): string {
  const loser = say(result.winner === 'white' ? 'side.black' : 'side.white');
  switch (result.reason) {
    case 'lastOfType':
      return say('reason.lastOfType', loser, say(`pieces.${result.pieceType ?? 'tott'}`));
    case 'noCapture':
      return say('reason.noCapture', loser);
    case 'resigned':
      return say('reason.resigned', loser);
    case 'timedOut':
      return say('reason.timedOut', loser);
  }
}

/** The heading and the caption: moves in notation, set apart ("H6xI5  F8-I5"), a placement in words. */
function lastTurn(say: Say, turn: LastTurnView, playerNames: Record<Side, string>): LastTurnModel {
  const caption = turn.trace
    .map((action, i) => action.kind === 'place' ? say('picture.placed', say(`piece.${action.type}`), action.at) : turn.actions[i]!)
    .join('  ');
  return { heading: say('picture.turnHeading', say(turn.goesOn ? 'picture.thisTurnSoFar' : 'picture.lastTurn'), playerNames[turn.mover]), caption };
}

function clockHeading(say: Say, clock: ClockView): string {
  return say('clock.heading', say('clock.perMove', clock.daysPerMove));
}
