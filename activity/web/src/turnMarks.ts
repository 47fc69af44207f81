/**
 * The last turn on the board, as the PNG's TurnPainter marks it: where each moving stack stood (a
 * dashed ring), an arrow to where it went (numbered when the turn moved twice, side by side when
 * both moves share a line), what each capture took (a faded, struck-through ghost on an emptied
 * point, or a small struck tag beside the capturer), and a ring round a placed piece.
 */
import type { LastTurnView, PieceType, Side, Stack } from './api.js';
import type { Position } from './board.js';
import { cellNamed } from './cells.js';
import { BoardGeometry, f, type Point } from './geometry.js';
import { badgeCentre, pieceTop } from './pieces.js';
import { centredText, svg } from './svg.js';
import type { Obstacle, TurnObstacles } from './targetNames.js';
import { Theme } from './theme.js';

export interface TurnMove {
  readonly number: number;
  readonly from: string;
  readonly to: string;
  /** The stack a capture took; absent for a stack. */
  readonly captured: Stack | undefined;
  /** The stack where the move ended, right after it. */
  readonly landed: Stack;
}

export interface TurnTrace {
  readonly mover: Side;
  readonly moves: readonly TurnMove[];
  readonly placements: readonly { readonly at: string; readonly type: PieceType }[];
  readonly passed: boolean;
}

/** The turn's marks, from what the function says each action did (the page replays nothing). */
export function traceOf(turn: LastTurnView): TurnTrace {
  const moves: TurnMove[] = [];
  const placements: { at: string; type: PieceType }[] = [];
  let passed = false;
  for (const action of turn.trace) {
    if (action.kind === 'capture' || action.kind === 'stack') {
      moves.push({
        number: moves.length + 1,
        from: action.from,
        to: action.to,
        captured: action.kind === 'capture' ? action.took : undefined,
        landed: action.landed,
      });
    } else if (action.kind === 'place') {
      placements.push({ at: action.at, type: action.type });
    } else {
      passed = true;
    }
  }
  return { mover: turn.mover, moves, placements, passed };
}

/** The marks of a turn: a layer under the pieces and one over them. */
export class TurnMarks {
  private readonly s: number;

  constructor(
    private readonly geometry: BoardGeometry,
    private readonly radius: number,
    private readonly trace: TurnTrace,
    private readonly now: Position,
  ) {
    this.s = geometry.spacing;
  }

  /** Rings where stacks stood, ghosts of stacks taken from now-empty points. */
  underPieces(): SVGGElement {
    const group = svg('g', { class: 'turn-under' });
    for (const move of this.trace.moves) {
      if (!this.now.stacks.has(move.from)) {
        const from = this.point(move.from);
        group.appendChild(svg('circle', {
          cx: from.x, cy: from.y, r: this.radius * 0.92, fill: 'none', stroke: Theme.move,
          'stroke-width': this.s * 0.03, 'stroke-dasharray': `${f(this.s * 0.07)} ${f(this.s * 0.07)}`,
        }));
      }
      if (move.captured && !this.now.stacks.has(move.to)) {
        const at = this.point(move.to);
        const ghost = svg('g', { opacity: 0.6 }, [pieceTop(at.x, at.y, this.radius, move.captured.colour, move.captured.type)]);
        group.appendChild(ghost);
        group.appendChild(strike(at, this.radius * 0.75, this.s * 0.06));
      }
    }
    return group;
  }

  /** Arrows, their tokens, capture tags and placed pieces' rings. */
  overPieces(): SVGGElement {
    const group = svg('g', { class: 'turn-over' });
    const numbered = this.trace.moves.length > 1;
    const shifts = this.shifts();
    this.trace.moves.forEach((move, i) => {
      group.appendChild(svg('path', {
        d: this.arrow(move, numbered, shifts[i]!), fill: Theme.move, stroke: Theme.moveDark,
        'stroke-width': this.s * 0.03, 'stroke-linejoin': 'round', 'paint-order': 'stroke',
      }));
    });
    // The tokens after all arrows: a second move may cross the first one's origin.
    this.trace.moves.forEach((move, i) => {
      const from = shifted(this.point(move.from), shifts[i]!);
      group.appendChild(svg('circle', { cx: from.x, cy: from.y, r: tokenRadius(this.s, numbered), fill: Theme.move }));
      if (numbered) {
        group.appendChild(centredText(String(move.number), from.x, from.y, this.s * 0.22, Theme.text));
      }
      if (move.captured && this.now.stacks.has(move.to)) {
        group.appendChild(this.tag(move, move.captured, shifts));
      }
    });
    for (const placement of this.trace.placements) {
      const at = this.point(placement.at);
      group.appendChild(svg('circle', {
        cx: at.x, cy: at.y, r: this.radius + this.s * 0.07, fill: 'none', stroke: Theme.move, 'stroke-width': this.s * 0.055,
      }));
    }
    return group;
  }

  private point(cell: string): Point {
    return this.geometry.at(cellNamed(cell)!);
  }

  /** How far each arrow moves off its line: only when the two moves share a stretch of one line. */
  shifts(): Point[] {
    const moves = this.trace.moves;
    const none = { x: 0, y: 0 };
    const shifts = moves.map(() => none);
    if (moves.length === 2 && this.shareALine(moves[0]!, moves[1]!)) {
      const from = this.point(moves[0]!.from);
      const to = this.point(moves[0]!.to);
      const length = Math.hypot(to.x - from.x, to.y - from.y);
      const d = this.sideBySide();
      const n = { x: (-(to.y - from.y) / length) * d, y: ((to.x - from.x) / length) * d };
      shifts[0] = n;
      shifts[1] = { x: -n.x, y: -n.y };
    }
    return shifts;
  }

  private sideBySide(): number {
    return this.s * 0.14;
  }

  private shareALine(a: TurnMove, b: TurnMove): boolean {
    const a0 = this.point(a.from);
    const a1 = this.point(a.to);
    const b0 = this.point(b.from);
    const b1 = this.point(b.to);
    const length = Math.hypot(a1.x - a0.x, a1.y - a0.y);
    const ux = (a1.x - a0.x) / length;
    const uy = (a1.y - a0.y) / length;
    const tolerance = this.s * 0.01;
    if (Math.abs(ux * (b0.y - a0.y) - uy * (b0.x - a0.x)) > tolerance || Math.abs(ux * (b1.y - a0.y) - uy * (b1.x - a0.x)) > tolerance) {
      return false;
    }
    const b0along = ux * (b0.x - a0.x) + uy * (b0.y - a0.y);
    const b1along = ux * (b1.x - a0.x) + uy * (b1.y - a0.y);
    const overlap = Math.min(length, Math.max(b0along, b1along)) - Math.max(0, Math.min(b0along, b1along));
    return overlap > this.s * 0.5;
  }

  /**
   * What a target's name must not cover (the capture tags: what a capture took), and had better not
   * (the arrows, as a shaft and a head, their dark edge included), as the PNG's TurnPainter gives them.
   */
  obstacles(): TurnObstacles {
    const numbered = this.trace.moves.length > 1;
    const shifts = this.shifts();
    const keepClear: Obstacle[] = [];
    const ratherClear: Obstacle[] = [];
    const edge = this.s * 0.015;
    this.trace.moves.forEach((move, i) => {
      const line = this.arrowLine(move, numbered, shifts[i]!);
      ratherClear.push({ kind: 'segment', a: line.start, b: line.tip, halfWidth: line.shaftHalf + edge });
      ratherClear.push({ kind: 'segment', a: line.neck, b: line.tip, halfWidth: line.headHalf + edge });
      if (move.captured && this.now.stacks.has(move.to)) {
        keepClear.push({ kind: 'disc', at: this.tagCentre(move, shifts), r: this.radius * 0.4 * 1.28 });
      }
    });
    return { keepClear, ratherClear };
  }

  /** Where an arrow runs: from beside the origin's token to just short of the piece arrived. */
  private arrowLine(move: TurnMove, numbered: boolean, shift: Point): { start: Point; neck: Point; tip: Point; headHalf: number; shaftHalf: number } {
    const s = this.s;
    const from = shifted(this.point(move.from), shift);
    const to = shifted(this.point(move.to), shift);
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    const ux = (to.x - from.x) / length;
    const uy = (to.y - from.y) / length;
    const startGap = tokenRadius(s, numbered) * 0.5;
    const tipGap = this.radius + s * 0.05;
    const run = length - startGap - tipGap;
    const head = Math.min(s * 0.3, run * 0.6);
    const tip = { x: to.x - ux * tipGap, y: to.y - uy * tipGap };
    return {
      start: { x: from.x + ux * startGap, y: from.y + uy * startGap },
      neck: { x: tip.x - ux * head, y: tip.y - uy * head },
      tip,
      headHalf: shift.x === 0 && shift.y === 0 ? s * 0.15 : this.sideBySide(),
      shaftHalf: s * 0.042,
    };
  }

  /** The arrow's outline: a shaft from beside the origin's token to just short of the piece arrived. */
  private arrow(move: TurnMove, numbered: boolean, shift: Point): string {
    const { start, neck, tip, headHalf, shaftHalf } = this.arrowLine(move, numbered, shift);
    const length = Math.hypot(tip.x - start.x, tip.y - start.y);
    const ux = (tip.x - start.x) / length;
    const uy = (tip.y - start.y) / length;
    const [sx, sy, nx, ny, tx, ty] = [start.x, start.y, neck.x, neck.y, tip.x, tip.y];
    const px = -uy;
    const py = ux;
    const points: [number, number][] = [
      [sx + px * shaftHalf, sy + py * shaftHalf],
      [nx + px * shaftHalf, ny + py * shaftHalf],
      [nx + px * headHalf, ny + py * headHalf],
      [tx, ty],
      [nx - px * headHalf, ny - py * headHalf],
      [nx - px * shaftHalf, ny - py * shaftHalf],
      [sx - px * shaftHalf, sy - py * shaftHalf],
    ];
    return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`).join('') + 'Z';
  }

  /** A small struck token of the stack taken, beside the capturer, clear of its badge and the arrows. */
  private tag(move: TurnMove, taken: Stack, shifts: Point[]): SVGGElement {
    const at = this.tagCentre(move, shifts);
    const r = this.radius * 0.4;
    return svg('g', { class: 'tag' }, [
      svg('circle', { cx: at.x, cy: at.y, r: r * 1.28, fill: Theme.danger }),
      pieceTop(at.x, at.y, r, taken.colour, taken.type),
      strike(at, r * 1.05, this.s * 0.04),
    ]);
  }

  /**
   * The gap for a capture's tag, as the PNG chooses it: of the gaps between neighbouring points
   * that clear the capturer's height badge, one clear of every arrow, and of those the one farthest
   * from where the moves arrived. The badge and arrows are measured as discs and segments here,
   * where the PNG intersects their shapes.
   */
  tagCentre(move: TurnMove, shifts: Point[]): Point {
    const at = this.point(move.to);
    const tagR = this.radius * 0.4 * 1.28;
    const height = this.now.stacks.get(move.to)?.height ?? 1;
    const badge = badgeCentre(at.x, at.y, this.radius);
    const badgeReach = height > 1 ? this.radius * 0.42 + this.radius * 0.04 : 0;
    const arrivals = this.trace.moves
      .filter((other) => other.to === move.to)
      .map((other) => {
        const from = this.point(other.from);
        return Math.atan2(from.y - at.y, from.x - at.x);
      });
    const segments = this.trace.moves.map((m, i) => [shifted(this.point(m.from), shifts[i]!), shifted(this.point(m.to), shifts[i]!)] as const);
    let best: Point | null = null;
    let bestClear = false;
    let bestDistance = -1;
    for (const degrees of TAG_ANGLES) {
      const angle = (degrees * Math.PI) / 180;
      const centre = { x: at.x + this.radius * 0.82 * Math.cos(angle), y: at.y + this.radius * 0.82 * Math.sin(angle) };
      if (badgeReach > 0 && Math.hypot(centre.x - badge.x, centre.y - badge.y) < tagR + 1 + badgeReach) {
        continue;
      }
      const clear = segments.every(([a, b]) => distanceToSegment(centre, a, b) > tagR + 1 + this.s * 0.15);
      let distance = Number.MAX_VALUE;
      for (const arrival of arrivals) {
        distance = Math.min(distance, angleBetween(angle, arrival));
      }
      if (best === null || (clear && !bestClear) || (clear === bestClear && distance > bestDistance + 1e-9)) {
        best = centre;
        bestClear = clear;
        bestDistance = distance;
      }
    }
    return best!;
  }
}

/** Where a capture tag may sit, in degrees (y down), in order of preference, as in the PNG. */
const TAG_ANGLES = [-120, -60, 180, 0, 120, 60] as const;

function tokenRadius(spacing: number, numbered: boolean): number {
  return numbered ? spacing * 0.17 : spacing * 0.075;
}

function shifted(p: Point, shift: Point): Point {
  return { x: p.x + shift.x, y: p.y + shift.y };
}

function strike(at: Point, r: number, width: number): SVGPathElement {
  const d = r * Math.SQRT1_2;
  return svg('path', {
    d: `M${f(at.x - d)} ${f(at.y - d)}L${f(at.x + d)} ${f(at.y + d)}M${f(at.x + d)} ${f(at.y - d)}L${f(at.x - d)} ${f(at.y + d)}`,
    stroke: Theme.danger, 'stroke-width': width, 'stroke-linecap': 'round', fill: 'none',
  });
}

function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}
