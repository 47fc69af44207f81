/**
 * The controls beside the board: Pass when it is legal, Cancel while a stack is chosen, the piece
 * picker during the tournament setup, a finished game's step-through (first, back, forward, last),
 * the game picker when the channel has several games, and in local mode the "Play as" switch.
 */
import type { GameListing, PlayerRef, StepThrough } from './api.js';
import { html } from './dom.js';
import type { Say } from './i18n.js';
import type { PieceType } from './api.js';
import { pieceIcon } from './pieces.js';

export interface ControlsModel {
  readonly pass: boolean;
  readonly cancel: boolean;
  readonly busy: boolean;
  /** A finished game's: where the view stands in it. */
  readonly steps: StepThrough | null;
  /** During placement: the types the viewer may place, with how many are left, and the one picked. */
  readonly placing: { readonly types: readonly { type: PieceType; left: number }[]; readonly chosen: PieceType | null; readonly side: 'white' | 'black' } | null;
}

/** Where a step goes: to the start, a turn back, a turn on, to the end. */
export type StepTo = 'first' | 'back' | 'forward' | 'last';

/** The keys that step through a finished game, as the buttons do. */
export const STEP_KEYS: Readonly<Record<string, StepTo>> = {
  Home: 'first',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  End: 'last',
};

export interface ControlEvents {
  pass(): void;
  cancel(): void;
  choosePiece(type: PieceType): void;
  step(to: StepTo): void;
}

export function renderControls(element: HTMLElement, model: ControlsModel, say: Say, events: ControlEvents): void {
  const children: HTMLElement[] = [];
  if (model.placing) {
    const group = html('div', { class: 'picker', role: 'radiogroup', 'aria-label': say('control.place') });
    for (const { type, left } of model.placing.types) {
      const chosen = model.placing.chosen === type;
      const button = html('button', { type: 'button', role: 'radio', 'aria-checked': String(chosen), class: chosen ? 'piece chosen' : 'piece', 'data-type': type }, [
        pieceIcon(model.placing.side, type, 28),
        html('span', {}, [`${say(`piece.${type}`)} · ${left}`]),
      ]);
      button.disabled = model.busy;
      button.addEventListener('click', () => events.choosePiece(type));
      group.appendChild(button);
    }
    children.push(group);
  }
  if (model.pass) {
    const pass = html('button', { type: 'button', class: 'pass', id: 'pass' }, [say('control.pass')]);
    pass.disabled = model.busy;
    pass.addEventListener('click', () => events.pass());
    children.push(pass);
  }
  if (model.cancel) {
    const cancel = html('button', { type: 'button', class: 'cancel' }, [say('control.cancel')]);
    cancel.addEventListener('click', () => events.cancel());
    children.push(cancel);
  }
  if (model.steps) {
    children.push(stepThrough(model.steps, model.busy, say, events));
  }
  element.replaceChildren(...children);
}

/** First, back, forward, last, and where the view stands: "Turn 3 of 12". */
function stepThrough(steps: StepThrough, busy: boolean, say: Say, events: ControlEvents): HTMLElement {
  const button = (to: StepTo, sign: string, disabled: boolean) => {
    const words = say(`step.${to}`);
    const b = html('button', { type: 'button', class: `step ${to}`, 'data-step': to, title: words }, [
      html('span', { 'aria-hidden': 'true', class: 'sign' }, [sign]), html('span', { class: 'words' }, [words]),
    ]);
    b.disabled = busy || disabled;
    b.addEventListener('click', () => events.step(to));
    return b;
  };
  const atStart = steps.at === 0;
  const atEnd = steps.at === steps.turns;
  return html('div', { class: 'steps', role: 'group', 'aria-label': say('step.label') }, [
    button('first', '|◀', atStart),
    button('back', '◀', atStart),
    html('span', { class: 'step-at', 'aria-live': 'off' }, [atStart ? say('step.start', steps.turns) : say('step.at', steps.at, steps.turns)]),
    button('forward', '▶', atEnd),
    button('last', '▶|', atEnd),
  ]);
}

/**
 * The game picker: shown when there is a game besides the one shown (the channel's several games, or
 * the viewer's finished ones, marked finished).
 */
export function renderGamePicker(element: HTMLElement, games: readonly GameListing[], current: string | null, say: Say, choose: (id: string) => void): void {
  if (games.length === 0 || (games.length === 1 && games[0]!.id === current)) {
    element.replaceChildren();
    element.hidden = true;
    return;
  }
  const select = html('select', { id: 'game-picker' });
  if (!games.some((game) => game.id === current)) {
    const none = html('option', { value: '' }, [say('control.pickGame')]);
    none.disabled = true;
    none.selected = true;
    select.appendChild(none);
  }
  for (const game of games) {
    const words = game.status === 'finished' ? 'control.finished' : 'control.gameOption';
    const option = html('option', { value: game.id }, [say(words, game.white.name, game.black.name, game.id)]);
    option.selected = game.id === current;
    select.appendChild(option);
  }
  select.addEventListener('change', () => choose(select.value));
  element.hidden = false;
  element.replaceChildren(html('label', {}, [say('control.game'), ' ', select]));
}

/** Local mode's "Play as" switch. */
export function renderPlayAs(element: HTMLElement, players: readonly PlayerRef[], current: string, say: Say, choose: (id: string) => void): void {
  const select = html('select', { id: 'play-as' });
  for (const player of players) {
    const option = html('option', { value: player.id }, [player.name]);
    option.selected = player.id === current;
    select.appendChild(option);
  }
  select.addEventListener('change', () => choose(select.value));
  element.hidden = false;
  element.replaceChildren(html('label', {}, [say('control.playAs'), ' ', select]));
}
