/**
 * Where the board's points fall in the drawing: the same lattice as the PNG's BoardGeometry
 * (render/.../BoardGeometry.java), in the same units (neighbouring points of a column 110
 * apart, columns 95 apart), centred on (0, 0). Columns A..I run left to right and each column's row
 * 1 is at the bottom; flipped, the board is turned 180 degrees (the Black player's view) and the
 * labels still sit beside the points they name.
 */
import { CELLS, cellAt, type Cell } from './cells.js';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Label {
  readonly text: string;
  readonly at: Point;
}

const HALF_SQRT3 = Math.sqrt(3) / 2;
/** How far out a rim label sits, as a fraction of the step to the next point (as in the PNG). */
const NUMBER_REACH = 0.62;
const LETTER_REACH = 0.8;

/** Half the distance between neighbours in a column: the PNG's Layout.HALF_ROW. */
export const HALF_ROW = 55;
export const SPACING = 2 * HALF_ROW;
/** A piece's radius on the board, as the PNG's Layout.pieceRadius(). */
export const PIECE_RADIUS = SPACING * 0.41;

export class BoardGeometry {
  private readonly columnStep = Math.round(HALF_ROW * 2 * HALF_SQRT3);

  constructor(readonly flipped: boolean) {}

  get spacing(): number {
    return SPACING;
  }

  /** The point of a cell. */
  at(cell: Cell): Point {
    return this.atAxial(cell.x, cell.y);
  }

  /** The point of axial coordinates (also between and beyond points). */
  atAxial(x: number, y: number): Point {
    const dx = x * this.columnStep;
    const dy = (x + 2 * y) * HALF_ROW;
    return this.flipped ? { x: -dx, y: -dy } : { x: dx, y: dy };
  }

  /**
   * The cells from the top of the drawing to the bottom, left to right within a row: the order to
   * draw stacks in, so that a stack's lower pieces, which show below it, overlap nothing drawn later.
   */
  cellsTopToBottom(): Cell[] {
    return [...CELLS].sort((a, b) => {
      const pa = this.at(a);
      const pb = this.at(b);
      return pa.y !== pb.y ? pa.y - pb.y : pa.x - pb.x;
    });
  }

  /** The rim labels: each column's letter below its row 1, each row's number beyond both ends. */
  labels(): Label[] {
    const labels: Label[] = [];
    for (let column = 0; column < 9; column++) {
      const x = column - 4;
      const bottomY = x <= 0 ? 4 : 4 - x;
      labels.push({ text: String.fromCharCode(65 + column), at: this.beyond(x, bottomY, x, bottomY + 1, LETTER_REACH) });
    }
    for (let row = 1; row <= 9; row++) {
      const leftX = Math.max(-4, row - 9);
      const leftY = 5 - row;
      const rightX = Math.min(4, 9 - row);
      const rightY = 5 - row - rightX;
      labels.push({ text: String(row), at: this.beyond(leftX, leftY, leftX - 1, leftY, NUMBER_REACH) });
      labels.push({ text: String(row), at: this.beyond(rightX, rightY, rightX + 1, rightY - 1, NUMBER_REACH) });
    }
    return labels;
  }

  private beyond(x: number, y: number, outX: number, outY: number, reach: number): Point {
    return this.atAxial(x + (outX - x) * reach, y + (outY - y) * reach);
  }

  /** The six corners of the board's plate: the corner points pushed out by margin on every side. */
  plateCorners(margin: number): Point[] {
    const cornerCells = [[0, 4], [-4, 4], [-4, 0], [0, -4], [4, -4], [4, 0]] as const;
    return cornerCells.map(([cx, cy]) => {
      const p = this.atAxial(cx, cy);
      const out = margin / HALF_SQRT3 / Math.hypot(p.x, p.y);
      return { x: p.x + p.x * out, y: p.y + p.y * out };
    });
  }

  /** The plate as an SVG path: the hexagon pushed out by margin, its corners rounded. */
  platePath(margin: number, cornerRadius: number): string {
    const corners = this.plateCorners(margin);
    let path = '';
    corners.forEach((corner, i) => {
      const previous = corners[(i + 5) % 6]!;
      const next = corners[(i + 1) % 6]!;
      const into = toward(corner, previous, cornerRadius);
      const out = toward(corner, next, cornerRadius);
      path += `${i === 0 ? 'M' : 'L'}${f(into.x)} ${f(into.y)}Q${f(corner.x)} ${f(corner.y)} ${f(out.x)} ${f(out.y)}`;
    });
    return path + 'Z';
  }

  /** Every line between neighbouring points as one SVG path; the centre breaks the lines through it. */
  linesPath(): string {
    const directions = [[0, 1], [1, 0], [1, -1]] as const;
    let path = '';
    for (const cell of CELLS) {
      for (const [dx, dy] of directions) {
        const next = cellAt(cell.x + dx, cell.y + dy);
        if (next) {
          const a = this.at(cell);
          const b = this.at(next);
          path += `M${f(a.x)} ${f(a.y)}L${f(b.x)} ${f(b.y)}`;
        }
      }
    }
    return path;
  }

  /** The hexagonal hole at the centre, as the PNG's BoardPainter draws it. */
  holePath(): string {
    const around = [[0, 1], [1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1]] as const;
    return around
      .map(([x, y], i) => {
        const p = this.atAxial(x, y);
        return `${i === 0 ? 'M' : 'L'}${f(p.x * 0.42)} ${f(p.y * 0.42)}`;
      })
      .join('') + 'Z';
  }
}

/** The plate's margin around the corner points, as the PNG's BoardPainter: a piece and half a step. */
export const PLATE_MARGIN = PIECE_RADIUS + SPACING * 0.52;
export const PLATE_CORNER = SPACING * 0.4;

/** The drawing's extent: the plate and its edge, the same whether flipped or not. */
export function viewBox(): { x: number; y: number; width: number; height: number } {
  const corners = new BoardGeometry(false).plateCorners(PLATE_MARGIN);
  const edge = SPACING * 0.035;
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const x = Math.min(...xs) - edge;
  const y = Math.min(...ys) - edge;
  return { x, y, width: Math.max(...xs) + edge - x, height: Math.max(...ys) + edge - y };
}

function toward(from: Point, to: Point, distance: number): Point {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  return { x: from.x + (dx / length) * distance, y: from.y + (dy / length) * distance };
}

/** A number for SVG: two decimals at most, no trailing zeros. */
export function f(n: number): string {
  return String(Math.round(n * 100) / 100);
}
