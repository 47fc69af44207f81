/** The cards, the status and the last turn on the page, drawn from the panel's model. */
import { html } from './dom.js';
import type { CardModel, PanelModel } from './panelModel.js';
import { pieceIcon } from './pieces.js';

export interface PanelElements {
  readonly white: HTMLElement;
  readonly black: HTMLElement;
  readonly status: HTMLElement;
  readonly lastTurn: HTMLElement;
}

export function renderPanel(elements: PanelElements, model: PanelModel): void {
  renderCard(elements.white, model.cards.white, model.clockHeading);
  renderCard(elements.black, model.cards.black, model.clockHeading);
  const status = model.status;
  elements.status.replaceChildren(
    ...present([
      html('h2', { class: status.won ? 'title won' : 'title' }, [status.title]),
      html('p', { class: 'detail' }, [status.detail]),
      status.note ? html('p', { class: 'note' }, [status.note]) : null,
    ]),
  );
  elements.lastTurn.replaceChildren(
    ...(model.lastTurn
      ? [html('p', { class: 'heading' }, [model.lastTurn.heading]), html('p', { class: 'caption' }, [model.lastTurn.caption])]
      : []),
  );
}

function renderCard(element: HTMLElement, card: CardModel, clockHeading: string | null): void {
  element.classList.toggle('highlighted', card.highlighted);
  element.classList.toggle('you', card.you);
  element.dataset['side'] = card.side;
  element.setAttribute('aria-label', card.name);
  const counts = card.counts.map((count) =>
    html('li', { class: ['count', count.danger ? 'danger' : '', count.n === 0 ? 'none' : ''].join(' ').trim() }, [
      html('span', { class: 'figure' }, [pieceIcon(card.side, count.type, 30), html('span', { class: 'n' }, [String(count.n)])]),
      html('span', { class: 'legend' }, [count.legend]),
    ]),
  );
  element.replaceChildren(
    ...present([
    card.tab ? html('span', { class: 'tab' }, [card.tab]) : null,
    html('p', { class: 'name' }, [pieceIcon(card.side, 'tott', 30), html('span', { class: 'player' }, [card.name])]),
    html('ul', { class: 'counts' }, counts),
    card.clock ? html('p', { class: 'clock', title: clockHeading ?? '' }, [card.clock]) : null,
    ]),
  );
}

function present(nodes: readonly (Node | null)[]): Node[] {
  return nodes.filter((node): node is Node => node !== null);
}
