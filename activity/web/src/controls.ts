/**
 * The controls beside the board: Pass when it is legal, Cancel while a stack is chosen, the piece
 * picker during the tournament setup, the game picker when the channel has several games, and in
 * local mode the "Play as" switch.
 */
import type { GameListing, PlayerRef } from './api.js';
import { html } from './dom.js';
import type { Say } from './i18n.js';
import type { PieceType } from './api.js';
import { pieceIcon } from './pieces.js';

export interface ControlsModel {
  readonly pass: boolean;
  readonly cancel: boolean;
  readonly busy: boolean;
  /** During placement: the types the viewer may place, with how many are left, and the one picked. */
  readonly placing: { readonly types: readonly { type: PieceType; left: number }[]; readonly chosen: PieceType | null; readonly side: 'white' | 'black' } | null;
}

export interface ControlEvents {
  pass(): void;
  cancel(): void;
  choosePiece(type: PieceType): void;
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
  element.replaceChildren(...children);
}

/** The game picker: shown only when the channel has more than one game. */
export function renderGamePicker(element: HTMLElement, games: readonly GameListing[], current: string | null, say: Say, choose: (id: string) => void): void {
  if (games.length < 2) {
    element.replaceChildren();
    element.hidden = true;
    return;
  }
  const select = html('select', { id: 'game-picker' });
  for (const game of games) {
    const option = html('option', { value: game.id }, [say('control.gameOption', game.white.name, game.black.name, game.id)]);
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
