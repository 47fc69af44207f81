/**
 * The board on the page: an SVG drawn as the PNG draws it (plate, lines, hole, rim labels, stacks,
 * the last turn, the chosen stack's targets and their names), crisp at any size, under a layer of 60
 * transparent buttons, one per cell, that carry the focus, the taps and each cell's accessible name.
 */
import { CELLS, cellNamed } from './cells.js';
import { describeCell } from './cellState.js';
import { BoardGeometry, PIECE_RADIUS, PLATE_CORNER, PLATE_MARGIN, type Point, viewBox } from './geometry.js';
import type { Say } from './i18n.js';
import { ARROW_KEYS, neighbourOnScreen } from './keyboard.js';
import { badge, stackShape } from './pieces.js';
import { chosenRings, type Ring, targetColour, targetRing, TARGET_WIDTH } from './selectionMarks.js';
import { centredText, svg } from './svg.js';
import { placeNames, type TargetName } from './targetNames.js';
import { Theme } from './theme.js';
import type { Scene } from './scene.js';
import { TurnMarks } from './turnMarks.js';

export interface BoardEvents {
  activate(cell: string): void;
  cancel(): void;
}

export class BoardView {
  readonly element: HTMLElement;
  private readonly drawing: SVGSVGElement;
  private readonly dynamic: SVGGElement;
  private readonly buttons = new Map<string, HTMLButtonElement>();
  private geometry: BoardGeometry | null = null;
  private focusCell = 'E4';

  constructor(private readonly events: BoardEvents) {
    const box = viewBox();
    this.element = document.createElement('div');
    this.element.className = 'board';
    this.element.style.aspectRatio = `${box.width} / ${box.height}`;
    this.drawing = svg('svg', {
      viewBox: `${box.x} ${box.y} ${box.width} ${box.height}`,
      class: 'board-drawing',
      'aria-hidden': 'true',
      'font-family': 'Inter, system-ui, sans-serif',
    });
    this.dynamic = svg('g');
    this.element.appendChild(this.drawing);
    const cells = document.createElement('div');
    cells.className = 'cells';
    cells.setAttribute('role', 'group');
    for (const cell of CELLS) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'cell';
      button.dataset['cell'] = cell.name;
      button.tabIndex = cell.name === this.focusCell ? 0 : -1;
      button.addEventListener('click', () => {
        this.focusCell = cell.name;
        this.events.activate(cell.name);
      });
      this.buttons.set(cell.name, button);
      cells.appendChild(button);
    }
    cells.addEventListener('keydown', (event) => this.key(event));
    this.element.appendChild(cells);
  }

  /** Draws the scene: the empty board again only when the side it is seen from changes. */
  render(scene: Scene, say: Say): void {
    if (!this.geometry || this.geometry.flipped !== scene.flipped) {
      this.geometry = new BoardGeometry(scene.flipped);
      this.drawEmptyBoard(this.geometry);
      this.placeButtons(this.geometry);
    }
    this.drawScene(this.geometry, scene);
    this.element.querySelector('.cells')!.setAttribute('aria-label', say('board.label'));
    for (const [name, button] of this.buttons) {
      const state = describeCell(say, name, scene);
      button.setAttribute('aria-label', state.label);
      button.classList.toggle('target', state.target);
      button.classList.toggle('selected', state.selected);
      button.classList.toggle('movable', state.movable);
    }
  }

  /** Puts the keyboard focus on a cell (as the arrow keys do). */
  focus(cell: string): void {
    const button = this.buttons.get(cell);
    if (!button) {
      return;
    }
    this.buttons.get(this.focusCell)!.tabIndex = -1;
    this.focusCell = cell;
    button.tabIndex = 0;
    button.focus();
  }

  private key(event: KeyboardEvent): void {
    const direction = ARROW_KEYS[event.key];
    if (direction && this.geometry) {
      event.preventDefault();
      this.focus(neighbourOnScreen(this.focusCell, direction, this.geometry));
    } else if (event.key === 'Escape') {
      this.events.cancel();
    }
  }

  private drawEmptyBoard(geometry: BoardGeometry): void {
    const s = geometry.spacing;
    const labels = geometry.labels().map((label) => centredText(label.text, label.at.x, label.at.y, s * 0.24, Theme.boardLabel));
    this.drawing.replaceChildren(
      svg('path', { d: geometry.platePath(PLATE_MARGIN, PLATE_CORNER), fill: Theme.board, stroke: Theme.boardEdge, 'stroke-width': s * 0.035 }),
      svg('path', { d: geometry.linesPath(), fill: 'none', stroke: Theme.boardLine, 'stroke-width': s * 0.032, 'stroke-linecap': 'round' }),
      svg('path', { d: geometry.holePath(), fill: Theme.background, stroke: Theme.boardEdge, 'stroke-width': s * 0.03, 'stroke-linejoin': 'round' }),
      svg('g', { class: 'labels' }, labels),
      this.dynamic,
    );
  }

  private placeButtons(geometry: BoardGeometry): void {
    const box = viewBox();
    const size = (geometry.spacing * 0.9) / box.width * 100;
    for (const [name, button] of this.buttons) {
      const p = geometry.at(cellNamed(name)!);
      button.style.left = `${((p.x - box.x) / box.width) * 100}%`;
      button.style.top = `${((p.y - box.y) / box.height) * 100}%`;
      button.style.width = `${size}%`;
    }
  }

  private drawScene(geometry: BoardGeometry, scene: Scene): void {
    const s = geometry.spacing;
    const layers: SVGElement[] = [];
    const marks = scene.trace ? new TurnMarks(geometry, PIECE_RADIUS, scene.trace, scene.position) : null;
    if (marks) {
      layers.push(marks.underPieces());
    }
    const from = scene.selected ? geometry.at(cellNamed(scene.selected)!) : null;
    if (from) {
      for (const [cell, kind] of scene.targets) {
        const to = geometry.at(cellNamed(cell)!);
        layers.push(svg('line', { x1: from.x, y1: from.y, x2: to.x, y2: to.y, stroke: targetColour(kind), 'stroke-width': s * TARGET_WIDTH, 'stroke-linecap': 'round' }));
      }
    }
    const pieces = svg('g', { class: 'pieces' });
    for (const cell of geometry.cellsTopToBottom()) {
      const stack = scene.position.stacks.get(cell.name);
      if (stack) {
        const at = geometry.at(cell);
        pieces.appendChild(stackShape(at.x, at.y, PIECE_RADIUS, stack));
      }
    }
    layers.push(pieces);
    for (const cell of scene.movable) {
      const at = geometry.at(cellNamed(cell)!);
      // Solid and edged in dark, to be seen on any piece: "Tap a ringed piece", the status says.
      layers.push(svg('circle', { cx: at.x, cy: at.y, r: PIECE_RADIUS + s * 0.08, fill: 'none', stroke: Theme.chosenEdge, 'stroke-width': s * 0.07, class: 'hint-edge' }));
      layers.push(svg('circle', { cx: at.x, cy: at.y, r: PIECE_RADIUS + s * 0.08, fill: 'none', stroke: Theme.select, 'stroke-width': s * 0.04, class: 'hint' }));
    }
    for (const [cell, kind] of scene.targets) {
      const to = geometry.at(cellNamed(cell)!);
      layers.push(ringShape(to, targetRing(kind, s, PIECE_RADIUS), 'target-ring'));
    }
    if (from) {
      // Over the neighbouring targets' rings it touches, and its height badge whole over it.
      for (const ring of chosenRings(s, PIECE_RADIUS)) {
        layers.push(ringShape(from, ring, 'chosen-ring'));
      }
      const stack = scene.position.stacks.get(scene.selected!);
      if (stack && stack.height > 1) {
        layers.push(badge(from.x, from.y, PIECE_RADIUS, stack.height));
      }
    }
    // The last turn's marks over the chosen stack's band, as in the PNG: what a capture took stays
    // whole beside the capturer, when the capturer is the stack chosen next.
    if (marks) {
      layers.push(marks.overPieces());
    }
    // The targets' names last, over the arrows they could not keep clear of: a name half hidden is no name.
    if (scene.selected) {
      const names = placeNames({
        geometry, pieceRadius: PIECE_RADIUS, position: scene.position, selected: scene.selected, targets: scene.targets,
        turn: marks ? marks.obstacles() : { keepClear: [], ratherClear: [] },
        labels: geometry.labels().map((label) => label.at),
      });
      layers.push(...names.map((name) => nameTag(name, s)));
    }
    this.dynamic.replaceChildren(...layers);
  }
}

/** A target's name in the rim's bold lettering, on a tag of the board's sand edged in its ring's colour. */
function nameTag(name: TargetName, spacing: number): SVGGElement {
  return svg('g', { class: 'target-name', 'data-cell': name.cell }, [
    svg('rect', {
      x: name.x - name.width / 2, y: name.y - name.height / 2, width: name.width, height: name.height, rx: name.height / 2,
      fill: Theme.board, stroke: targetColour(name.kind), 'stroke-width': spacing * TARGET_WIDTH,
    }),
    centredText(name.cell, name.x, name.y, name.size, Theme.boardLabel),
  ]);
}

function ringShape(at: Point, ring: Ring, className: string): SVGCircleElement {
  return svg('circle', { cx: at.x, cy: at.y, r: ring.radius, fill: 'none', stroke: ring.stroke, 'stroke-width': ring.width, class: className });
}
