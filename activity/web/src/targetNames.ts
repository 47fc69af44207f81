/**
 * Where the chosen stack's targets are named on the board, as the PNG's TargetsPainter.names places
 * them: a tag beside each ring, 0.6 spacing from the point, in the one of six gaps between
 * neighbouring points that keeps clear of the chosen stack's band, every height badge, the names
 * placed before it and the last turn's capture tags, is nearer its own point than any other on offer
 * (when one is), and covers least of the other pieces, the other targets' rings, the rim labels and the last turn's
 * arrows. The rim alone names a point only by
 * counting along its row (issue 31: a newcomer meaning H6 pressed H5). Pure geometry, in the
 * drawing's units, so the unit tests can hold it without a page; boardView.ts draws the tags.
 */
import type { Position } from './board.js';
import { cellNamed } from './cells.js';
import type { BoardGeometry, Point } from './geometry.js';
import { badgeBox } from './pieces.js';
import { CHOSEN_BAND, CHOSEN_EDGE, RING_GAP, TARGET_WIDTH, type TargetKind } from './selectionMarks.js';

/** A cell's name: the rim's lettering (0.24 spacing) a little larger, in spacings, as the PNG. */
export const NAME_SIZE = 0.26;
/** How far from the point's centre a name's tag is centred, in spacings: in the gap beside the ring. */
const NAME_REACH = 0.6;
/**
 * Where a name may go, in order of preference (degrees on screen, y down): the gaps between
 * neighbouring points, where a tag wider than it is high fits best, left and right first; the lower
 * right is the height badge's and comes last.
 */
const NAME_ANGLES = [180, 0, -120, -60, 120, 60] as const;
/** What a step down NAME_ANGLES costs a name, in square units covered (the PNG's pixels are these units). */
const PREFERENCE = 60;
/** Inter Bold's capitals and digits are about this wide, in ems (the PNG measures; this estimates). */
const GLYPH_WIDTH = 0.68;
/** Inter's capital height, in ems. */
const CAP_HEIGHT = 0.73;
/** How finely a tag is sampled for what it covers, in the drawing's units. */
const GRID = 2;

/** What a name keeps clear of or covers: a disc, a box, or a thick segment (an arrow). */
export type Obstacle =
  | { readonly kind: 'disc'; readonly at: Point; readonly r: number }
  | { readonly kind: 'box'; readonly x: number; readonly y: number; readonly width: number; readonly height: number }
  | { readonly kind: 'segment'; readonly a: Point; readonly b: Point; readonly halfWidth: number };

/** What the last turn puts on the board that a name must not cover, and had better not. */
export interface TurnObstacles {
  readonly keepClear: readonly Obstacle[];
  readonly ratherClear: readonly Obstacle[];
}

/** A target's name where it is drawn: a capsule centred on (x, y), edged in its ring's colour. */
export interface TargetName {
  readonly cell: string;
  readonly kind: TargetKind;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The text's size. */
  readonly size: number;
}

export interface NameInputs {
  readonly geometry: BoardGeometry;
  readonly pieceRadius: number;
  readonly position: Position;
  readonly selected: string;
  readonly targets: ReadonlyMap<string, TargetKind>;
  readonly turn: TurnObstacles;
  /** The rim labels' centres. */
  readonly labels: readonly Point[];
}

/** Each target's name, in the scene's order of targets. */
export function placeNames(inputs: NameInputs): TargetName[] {
  const { geometry, pieceRadius, position, selected, targets } = inputs;
  const s = geometry.spacing;
  const hard: Obstacle[] = [...inputs.turn.keepClear];
  for (const [cell, stack] of position.stacks) {
    if (stack.height > 1) {
      const at = pointOf(geometry, cell);
      hard.push({ kind: 'box', ...badgeBox(at.x, at.y, pieceRadius, stack.height) });
    }
  }
  hard.push({ kind: 'disc', at: pointOf(geometry, selected), r: pieceRadius + s * (RING_GAP + CHOSEN_BAND / 2 + CHOSEN_EDGE) });
  const names: TargetName[] = [];
  for (const [cell, kind] of targets) {
    const name = place(inputs, cell, kind, hard);
    names.push(name);
    const edge = (s * TARGET_WIDTH) / 2;
    hard.push({ kind: 'box', x: name.x - name.width / 2 - edge, y: name.y - name.height / 2 - edge, width: name.width + 2 * edge, height: name.height + 2 * edge });
  }
  return names;
}

function place(inputs: NameInputs, cell: string, kind: TargetKind, hard: readonly Obstacle[]): TargetName {
  const { geometry, pieceRadius, position, targets } = inputs;
  const s = geometry.spacing;
  const at = pointOf(geometry, cell);
  const size = s * NAME_SIZE;
  const height = size * 1.3;
  const width = cell.length * GLYPH_WIDTH * size + size * 0.75;
  const soft: Obstacle[] = [...inputs.turn.ratherClear];
  const ringOuter = pieceRadius + s * RING_GAP + (s * TARGET_WIDTH) / 2;
  for (const other of position.stacks.keys()) {
    if (other !== cell) {
      // Another target's ring too: a tag over a ring it does not name would seem to name it.
      soft.push({ kind: 'disc', at: pointOf(geometry, other), r: targets.has(other) ? ringOuter : pieceRadius });
    }
  }
  const half = CAP_HEIGHT * size;
  for (const label of inputs.labels) {
    soft.push({ kind: 'box', x: label.x - half, y: label.y - half, width: 2 * half, height: 2 * half });
  }
  const grow = (s * TARGET_WIDTH) / 2;
  type Candidate = { centre: Point; cost: number; clear: boolean };
  const candidates: Candidate[] = [];
  for (const [i, degrees] of NAME_ANGLES.entries()) {
    const angle = (degrees * Math.PI) / 180;
    const centre = { x: at.x + s * NAME_REACH * Math.cos(angle), y: at.y + s * NAME_REACH * Math.sin(angle) };
    const drawn = samples(centre, width + 2 * grow, height + 2 * grow);
    if (drawn.some((p) => hard.some((o) => inside(p, o)))) {
      continue;
    }
    // What it covers, and a little for each step down the order of preference: of two gaps that
    // cover about as much, the name takes the usual one, left of its point.
    const cost = drawn.filter((p) => soft.some((o) => inside(p, o))).length * GRID * GRID + i * PREFERENCE;
    candidates.push({ centre, cost, clear: !nearerAnother(inputs, cell, centre) });
  }
  // Of the gaps nearer its own point than any other on offer, the cheapest; when a crowd of targets
  // leaves none (a point on the rim between two of them), the cheapest of the others.
  const pool = candidates.some((c) => c.clear) ? candidates.filter((c) => c.clear) : candidates;
  const best = pool.reduce<Candidate | null>((a, b) => (a === null || b.cost < a.cost ? b : a), null);
  // Nowhere clear of what it must not cover (never seen on a legal position): in the first gap.
  const chosen: Point = best?.centre ?? { x: at.x - s * NAME_REACH, y: at.y };
  return { cell, kind, x: chosen.x, y: chosen.y, width, height, size };
}

/**
 * Whether a name there would be as near another point on offer (a target, or the chosen stack) as its
 * own: 0.6 spacing out, a gap between two neighbours is nearer one of them, and a name by a ring it
 * does not name would seem to name it. The PNG only counts the rings it covers; this rules it out.
 */
function nearerAnother(inputs: NameInputs, cell: string, centre: Point): boolean {
  const distance = (other: string) => {
    const p = pointOf(inputs.geometry, other);
    return Math.hypot(centre.x - p.x, centre.y - p.y);
  };
  const own = distance(cell);
  return [...inputs.targets.keys(), inputs.selected].some((other) => other !== cell && distance(other) <= own);
}

/** The points of a grid inside a capsule (a box with round ends) centred on c. */
function samples(c: Point, width: number, height: number): Point[] {
  const points: Point[] = [];
  const r = height / 2;
  const reach = Math.max(0, width / 2 - r);
  for (let y = c.y - height / 2 + GRID / 2; y < c.y + height / 2; y += GRID) {
    for (let x = c.x - width / 2 + GRID / 2; x < c.x + width / 2; x += GRID) {
      const nearest = Math.max(c.x - reach, Math.min(c.x + reach, x));
      if (Math.hypot(x - nearest, y - c.y) <= r) {
        points.push({ x, y });
      }
    }
  }
  return points;
}

export function inside(p: Point, o: Obstacle): boolean {
  switch (o.kind) {
    case 'disc':
      return Math.hypot(p.x - o.at.x, p.y - o.at.y) <= o.r;
    case 'box':
      return p.x >= o.x && p.x <= o.x + o.width && p.y >= o.y && p.y <= o.y + o.height;
    case 'segment': {
      const dx = o.b.x - o.a.x;
      const dy = o.b.y - o.a.y;
      const t = Math.max(0, Math.min(1, ((p.x - o.a.x) * dx + (p.y - o.a.y) * dy) / (dx * dx + dy * dy)));
      return Math.hypot(p.x - (o.a.x + t * dx), p.y - (o.a.y + t * dy)) <= o.halfWidth;
    }
  }
}

function pointOf(geometry: BoardGeometry, cell: string): Point {
  return geometry.at(cellNamed(cell)!);
}
