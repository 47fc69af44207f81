/**
 * A lesson's exercise or a puzzle on the board: what it shows and what a tap does. It draws the view the
 * server sent, offers only that view's actions (tap a stack, its targets light up; tap a target, the try is
 * posted; Pass), and shows the verdict the server gave with the panel's buttons: Next, Try again, Skip this
 * lesson, and at the course's end the first game. Nothing here judges a try: the function does, with the
 * private panel's own code.
 */
import type { ActivityApi, PracticeView } from './api.js';
import { BoardView } from './boardView.js';
import { html } from './dom.js';
import type { Say } from './i18n.js';
import { chosenWords } from './describe.js';
import { groupActions, meaningOfTap, NOTHING_OFFERED, type Offer } from './offer.js';
import { practiceModel, type PracticeButton } from './practiceModel.js';
import type { Scene, TargetKind } from './scene.js';
import type { TableElements } from './table.js';

/** The same places on the page as a game's table: a lesson takes the board while it lasts. */
export type PracticeElements = TableElements;

export class Practice {
  private view: PracticeView | null = null;
  private offer: Offer = NOTHING_OFFERED;
  private selected: string | null = null;
  private busy = false;
  private readonly board: BoardView;

  constructor(
    private readonly elements: PracticeElements,
    private say: Say,
    private readonly api: ActivityApi,
    /** The course's end: the first game against the easiest bot, begun and opened by the page. */
    private readonly firstGame: () => Promise<void>,
  ) {
    this.board = new BoardView({ activate: (cell) => void this.activate(cell), cancel: () => this.cancel() });
  }

  get current(): PracticeView | null {
    return this.view;
  }

  setWords(say: Say): void {
    this.say = say;
    if (this.view) {
      this.draw();
    }
  }

  /** The lessons: the exercise named, or where the viewer's progress has reached. */
  learn(id?: string | null, skip = false): Promise<void> {
    return this.load(() => this.api.exercise(id, skip));
  }

  /** A puzzle: the one named, or one picked for the viewer. */
  puzzle(id?: string | null): Promise<void> {
    return this.load(() => this.api.puzzle(id));
  }

  /** Shows a view from the server, the board in the page's place. */
  show(view: PracticeView): void {
    this.view = view;
    this.offer = groupActions(view.actions, (text) => console.warn(`unreadable action "${text}"`));
    // After two misses the hint's piece is chosen, its targets lit, as the panel's picture marks it.
    this.selected = view.hint && this.offer.moves.has(view.hint) ? view.hint : null;
    if (this.board.element.parentElement !== this.elements.board) {
      this.elements.board.replaceChildren(this.board.element);
    }
    this.elements.white.hidden = true;
    this.elements.black.hidden = true;
    this.draw();
    if (view.said.length > 0) {
      this.announce(view.said.join(' '));
    }
    document.body.dataset['practice'] = view.id;
    document.body.dataset['verdict'] = view.verdict;
    document.body.dataset['shownAt'] = String(Date.now());
  }

  /** Leaves the practice: the game's table takes the board again. */
  leave(): void {
    this.view = null;
    this.elements.white.hidden = false;
    this.elements.black.hidden = false;
    document.body.dataset['practice'] = '';
  }

  /** A tap (or Enter/Space) on a cell. */
  async activate(cell: string): Promise<void> {
    if (this.busy || !this.view) {
      return;
    }
    const meaning = meaningOfTap(this.offer, this.selected, cell);
    switch (meaning.kind) {
      case 'play':
        await this.tryAction(meaning.action);
        return;
      case 'unchoose':
        this.cancel();
        return;
      case 'choose': {
        this.selected = cell;
        this.draw();
        const chosen = chosenWords(this.say, cell, this.view.stacks[cell], meaning.targets);
        this.announce(chosen);
        this.message(chosen);
        return;
      }
      case 'nothing':
        if (this.selected) {
          this.cancel();
        }
        this.message(this.whyNothing(this.view, cell));
    }
  }

  /** Why a tap did nothing, in the words the game's board uses: every tap gets an answer. */
  private whyNothing(view: PracticeView, cell: string): string {
    if (this.offer.moves.size === 0) {
      return this.say(this.offer.pass ? 'tap.onlyPass' : 'tap.tryOver');
    }
    const stack = view.stacks[cell];
    const what = !stack ? this.say('tap.empty', cell)
      : stack.colour !== view.sideToMove ? this.say('tap.theirs', cell, this.say(`side.${stack.colour}`), stack.height)
      : this.say('tap.cannotAct', cell, stack.height);
    return `${what} ${this.say('status.tapRinged')}`;
  }

  cancel(): void {
    if (this.selected) {
      this.selected = null;
      this.draw();
      this.announce(this.say('announce.cancelled'));
    }
  }

  async pass(): Promise<void> {
    if (this.offer.pass) {
      await this.tryAction(this.offer.pass);
    }
  }

  private tryAction(action: string): Promise<void> {
    const view = this.view!;
    return this.load(() => this.api.tryAction(view, action), this.say('sending', action));
  }

  private async load(fetch: () => Promise<PracticeView>, sending = ''): Promise<void> {
    this.busy = true;
    this.message(sending);
    if (this.view) {
      this.draw();
    }
    try {
      const next = await fetch();
      this.busy = false;
      this.message('');
      this.show(next);
    } catch (error) {
      this.busy = false;
      this.message(error instanceof Error ? error.message : String(error));
      if (this.view) {
        this.draw();
      }
    }
  }

  private async step(button: PracticeButton): Promise<void> {
    if (button.step === 'firstGame') {
      this.busy = true;
      this.draw();
      try {
        await this.firstGame();
      } catch (error) {
        this.message(error instanceof Error ? error.message : String(error));
      } finally {
        this.busy = false;
        if (this.view) {
          this.draw();
        }
      }
      return;
    }
    if (this.view!.kind === 'lesson') {
      await this.learn(button.opens, button.step === 'skip');
    } else {
      await this.puzzle(button.opens === 'next' ? null : button.opens);
    }
  }

  message(text: string): void {
    this.elements.message.textContent = text;
  }

  private announce(text: string): void {
    this.elements.live.replaceChildren(document.createTextNode(text));
  }

  private scene(view: PracticeView): Scene {
    const targets = new Map<string, TargetKind>();
    for (const target of this.selected ? this.offer.moves.get(this.selected) ?? [] : []) {
      targets.set(target.to, target.kind);
    }
    return {
      position: { stacks: new Map(Object.entries(view.stacks)), toMove: view.sideToMove, step: view.step },
      // An exercise's picture is drawn from White's side, as the panel draws it.
      flipped: false,
      trace: null,
      selected: this.selected,
      targets,
      movable: this.selected || this.busy ? new Set() : new Set(this.offer.moves.keys()),
    };
  }

  private draw(): void {
    const view = this.view!;
    const model = practiceModel(this.say, view);
    this.board.render(this.scene(view), this.say);
    this.elements.status.replaceChildren(
      html('h2', { class: 'title' }, [model.heading]),
      ...(model.task ? [html('p', { class: 'detail task' }, [model.task])] : []),
    );
    this.elements.lastTurn.replaceChildren(
      ...model.said.map((line) => html('p', { class: `said ${model.tone}` }, [line])),
    );
    const controls: HTMLElement[] = [];
    if (this.offer.pass) {
      const pass = html('button', { type: 'button', class: 'pass', id: 'pass' }, [this.say('control.pass')]);
      pass.disabled = this.busy;
      pass.addEventListener('click', () => void this.pass());
      controls.push(pass);
    }
    if (this.selected) {
      const cancel = html('button', { type: 'button', class: 'cancel' }, [this.say('control.cancel')]);
      cancel.addEventListener('click', () => this.cancel());
      controls.push(cancel);
    }
    for (const button of model.buttons) {
      const element = html('button', { type: 'button', class: button.primary ? 'pass' : '', 'data-step': button.step }, [button.label]);
      element.disabled = this.busy;
      element.addEventListener('click', () => void this.step(button));
      controls.push(element);
    }
    this.elements.controls.replaceChildren(...controls);
  }
}
