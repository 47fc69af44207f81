/**
 * One game on the page: what it shows and what a tap does. It draws the latest view the server
 * sent, offers only that view's legal actions (tap a stack, its targets light up; tap a target, it
 * is posted; Pass; during the setup, a piece type then a cell), and tells a screen reader each turn
 * as it arrives. A tap that does nothing says why in a short line (an empty cell, the opponent's
 * piece, not your turn, a piece with nothing to do now). A finished game is stepped through, turn
 * by turn, each step the function's view of it. After a 409 (the game changed since the tap) it
 * reloads the view.
 */
import { ApiError, type ActivityApi, type GameView } from './api.js';
import { positionOf, piecesInHand, START, type PieceType, type Position } from './board.js';
import { BoardView } from './boardView.js';
import { renderControls, type ControlsModel, type StepTo } from './controls.js';
import { chosenWords, turnWords } from './describe.js';
import type { Say } from './i18n.js';
import { groupActions, meaningOfTap, NOTHING_OFFERED, type Offer } from './offer.js';
import { renderPanel, type PanelElements } from './panel.js';
import { names, panelModel, reason } from './panelModel.js';
import type { Scene, TargetKind } from './scene.js';
import { traceOf, type TurnTrace } from './turnMarks.js';

export interface TableElements extends PanelElements {
  readonly board: HTMLElement;
  readonly controls: HTMLElement;
  readonly message: HTMLElement;
  readonly live: HTMLElement;
}

export class Table {
  private view: GameView | null = null;
  private position: Position = START;
  private trace: TurnTrace | null = null;
  private offer: Offer = NOTHING_OFFERED;
  private selected: string | null = null;
  private placing: PieceType | null = null;
  private busy = false;
  /** The line a tap that did nothing left in the message, cleared when the game moves on. */
  private tapLine: string | null = null;
  private readonly board: BoardView;
  private clockTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly elements: TableElements,
    private say: Say,
    private readonly api: ActivityApi,
    /** Told of each view the page shows, so polling goes on from its version. */
    private readonly shown: (view: GameView) => void = () => {},
    private readonly now: () => number = () => Date.now(),
  ) {
    this.board = new BoardView({ activate: (cell) => void this.activate(cell), cancel: () => this.cancel() });
    elements.board.replaceChildren(this.board.element);
  }

  get current(): GameView | null {
    return this.view;
  }

  setWords(say: Say): void {
    this.say = say;
    this.draw();
  }

  /** The board in the page's place again, after a lesson or a puzzle had it. */
  private attach(): void {
    if (this.board.element.parentElement !== this.elements.board) {
      this.elements.board.replaceChildren(this.board.element);
    }
  }

  /** The start position, read-only: the channel has no game. */
  showNoGame(): void {
    this.attach();
    this.view = null;
    this.position = START;
    this.trace = null;
    this.offer = NOTHING_OFFERED;
    this.clearChoice();
    this.draw();
    document.body.dataset['game'] = '';
    document.body.dataset['version'] = '';
  }

  /** Shows a view from the server; a turn the page had not shown yet is announced. */
  show(view: GameView): void {
    const previous = this.view;
    if (previous && previous.id === view.id && view.version < previous.version) {
      return;
    }
    this.attach();
    const changed = !previous || previous.id !== view.id || previous.version !== view.version;
    this.view = view;
    this.position = positionOf(view);
    this.trace = view.lastTurn ? traceOf(view.lastTurn) : null;
    this.offer = groupActions(view.legalActions, (text) => console.warn(`unreadable legal action "${text}"`));
    if (changed) {
      if (this.tapLine !== null && this.elements.message.textContent === this.tapLine) {
        this.message('');
      }
      this.clearChoice();
      this.placing = this.defaultPlacing();
      if (previous && previous.id === view.id) {
        this.announceTurn(view);
      }
    }
    this.draw();
    // Which game and version the page shows: for people debugging, and for the browser tests to wait on.
    document.body.dataset['game'] = view.id;
    document.body.dataset['version'] = String(view.version);
    document.body.dataset['shownAt'] = String(Date.now());
    this.shown(view);
  }

  /** A tap (or Enter/Space) on a cell: it plays, chooses, or says why it does nothing. */
  async activate(cell: string): Promise<void> {
    if (this.busy) {
      return;
    }
    if (!this.view) {
      this.tell(this.say('status.noGame'));
      return;
    }
    if (this.placing) {
      const action = this.offer.placements.get(this.placing)?.get(cell);
      if (action) {
        await this.play(action);
      } else {
        this.tell(`${this.say('tap.notPlaceable', cell)} ${this.say('status.tapLit')}`);
      }
      return;
    }
    const meaning = meaningOfTap(this.offer, this.selected, cell);
    switch (meaning.kind) {
      case 'play':
        await this.play(meaning.action);
        return;
      case 'unchoose':
        this.cancel();
        return;
      case 'choose': {
        this.selected = cell;
        this.draw();
        const chosen = chosenWords(this.say, cell, this.position.stacks.get(cell), meaning.targets);
        this.announce(chosen);
        this.tell(chosen);
        return;
      }
      case 'nothing':
        if (this.selected) {
          this.cancel();
        }
    }
    this.tell(this.whyNothing(cell));
  }

  /** Why a tap on this cell does nothing now, in a short line, with what would do something. */
  private whyNothing(cell: string): string {
    const view = this.view!;
    if (view.status !== 'active' || view.result) {
      return this.say(view.stepThrough ? 'tap.over' : 'status.closed');
    }
    if (view.viewer === null) {
      return this.say('tap.watching');
    }
    const stack = this.position.stacks.get(cell);
    const theirs = stack !== undefined && stack.colour !== view.viewer;
    const what = !stack ? this.say('tap.empty', cell)
      : theirs ? this.say('tap.theirs', cell, this.say(`side.${stack.colour}`), stack.height)
      : this.say('tap.cannotAct', cell, stack.height);
    if (view.viewer !== this.position.toMove) {
      const turn = this.say('tap.notYourTurn', this.say(`side.${this.position.toMove}`));
      return stack && !theirs ? turn : `${what} ${turn}`;
    }
    return `${what} ${this.say('status.tapRinged')}`;
  }

  /** A finished game's first, previous, next or last step, as the function draws it. */
  async step(to: StepTo): Promise<void> {
    const view = this.view;
    const steps = view?.stepThrough;
    if (!view || !steps || this.busy) {
      return;
    }
    const wanted = to === 'first' ? 0 : to === 'last' ? steps.turns : steps.at + (to === 'back' ? -1 : 1);
    const at = Math.max(0, Math.min(steps.turns, wanted));
    if (at === steps.at) {
      return;
    }
    this.busy = true;
    this.draw();
    try {
      const shown = await this.api.gameAt(view.id, at);
      this.busy = false;
      this.show(shown);
      this.announceStep(shown);
    } catch (error) {
      this.busy = false;
      this.message(error instanceof Error ? error.message : String(error));
      this.draw();
    }
  }

  /** Whether the game shown is one to step through (finished). */
  get steppable(): boolean {
    return Boolean(this.view?.stepThrough);
  }

  cancel(): void {
    if (this.selected) {
      this.selected = null;
      this.draw();
      this.announce(this.say('announce.cancelled'));
    }
  }

  choosePiece(type: PieceType): void {
    this.placing = type;
    this.draw();
    this.announce(this.say('announce.placing', this.say(`piece.${type}`)));
  }

  async pass(): Promise<void> {
    if (this.offer.pass) {
      await this.play(this.offer.pass);
    }
  }

  /** Posts an action made on the view shown; the reply is the new view. */
  private async play(action: string): Promise<void> {
    const view = this.view!;
    this.busy = true;
    document.body.dataset['postedAt'] = String(Date.now());
    this.message(this.say('sending', action));
    this.draw();
    try {
      const tap = crypto.randomUUID();
      // No answer (the connection dropped): sent once more as the same tap, which the server answers with
      // its own result whether or not the first got through.
      const next = await this.api.act(view.id, action, view.version, tap)
        .catch((error: unknown) => {
          if (error instanceof ApiError) {
            throw error;
          }
          return this.api.act(view.id, action, view.version, tap);
        });
      this.busy = false;
      this.message(next.notice ?? '');
      this.show(next);
    } catch (error) {
      this.busy = false;
      if (error instanceof ApiError && error.code === 'stale') {
        this.message(this.say('error.stale'));
        await this.reload();
      } else {
        this.message(error instanceof Error ? error.message : String(error));
        this.draw();
      }
    }
  }

  /** Fetches the game again and shows it (after a stale action). */
  async reload(): Promise<void> {
    if (!this.view) {
      return;
    }
    const fresh = await this.api.game(this.view.id);
    if (fresh) {
      this.clearChoice();
      this.show(fresh);
    }
  }

  message(text: string): void {
    this.tapLine = null;
    this.elements.message.textContent = text;
  }

  /** A tap's own line: replaced by the next, cleared when the game moves on. */
  private tell(text: string): void {
    this.message(text);
    this.tapLine = text;
  }

  private clearChoice(): void {
    this.selected = null;
    this.placing = null;
  }

  private defaultPlacing(): PieceType | null {
    const types = [...this.offer.placements.keys()];
    return this.placing && types.includes(this.placing) ? this.placing : types[0] ?? null;
  }

  private announceTurn(view: GameView): void {
    const parts: string[] = [];
    if (this.trace) {
      parts.push(turnWords(this.say, names(this.say, view)[this.trace.mover], this.trace));
    }
    if (view.result) {
      parts.push(this.say('alt.over', names(this.say, view)[view.result.winner], reason(this.say, view.result)));
    }
    if (parts.length > 0) {
      this.announce(parts.join(' '));
    }
  }

  /** "After turn 3 of 12. Bob: C4xC5 took a white Tzaar." */
  private announceStep(view: GameView): void {
    const steps = view.stepThrough!;
    const parts = [steps.at === 0 ? this.say('step.shownStart') : this.say('step.shown', steps.at, steps.turns)];
    if (this.trace && steps.at > 0) {
      parts.push(turnWords(this.say, names(this.say, view)[this.trace.mover], this.trace));
    }
    this.announce(parts.join(' '));
  }

  private announce(text: string): void {
    // Replacing the text node makes screen readers read it even when it repeats.
    this.elements.live.replaceChildren(document.createTextNode(text));
  }

  private scene(): Scene {
    const targets = new Map<string, TargetKind>();
    if (this.placing) {
      for (const cell of this.offer.placements.get(this.placing)?.keys() ?? []) {
        targets.set(cell, 'place');
      }
    } else if (this.selected) {
      for (const target of this.offer.moves.get(this.selected) ?? []) {
        targets.set(target.to, target.kind);
      }
    }
    return {
      position: this.position,
      flipped: this.view?.viewer === 'black',
      trace: this.trace,
      selected: this.selected,
      targets,
      movable: this.selected || this.placing || this.busy ? new Set() : new Set(this.offer.moves.keys()),
    };
  }

  private controls(): ControlsModel {
    const side = this.view?.viewer ?? 'white';
    const inHand = piecesInHand(this.position, side);
    const types = [...this.offer.placements.keys()];
    return {
      pass: this.offer.pass !== null,
      cancel: this.selected !== null,
      busy: this.busy,
      steps: this.view?.stepThrough ?? null,
      placing: types.length > 0 ? { types: types.map((type) => ({ type, left: inHand[type] })), chosen: this.placing, side } : null,
    };
  }

  private draw(): void {
    this.board.render(this.scene(), this.say);
    renderPanel(this.elements, panelModel(this.say, this.view, this.position, this.now()));
    renderControls(this.elements.controls, this.controls(), this.say, {
      pass: () => void this.pass(),
      cancel: () => this.cancel(),
      choosePiece: (type) => this.choosePiece(type),
      step: (to) => void this.step(to),
    });
    this.tickClocks();
  }

  /** While a clock runs, the cards are redrawn each minute so the time left stays true. */
  private tickClocks(): void {
    const running = this.view?.clock?.deadline != null && this.view.result === null;
    if (running && this.clockTimer === null) {
      this.clockTimer = setInterval(() => renderPanel(this.elements, panelModel(this.say, this.view, this.position, this.now())), 30_000);
    } else if (!running && this.clockTimer !== null) {
      clearInterval(this.clockTimer);
      this.clockTimer = null;
    }
  }
}
