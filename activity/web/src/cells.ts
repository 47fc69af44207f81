/**
 * The 60 points of the board, named as players name them (docs/notation.md): columns A..I of
 * 5, 6, 7, 8, 9, 8, 7, 6, 5 points, rows from 1 at the bottom; E5 is the centre and no cell.
 * Axial coordinates x, y run -4..4 as the engine's Cell has them: x = column - 4 and
 * row = min(4, 4 - x) - y + 1.
 */
export interface Cell {
  readonly name: string;
  /** 0 for A up to 8 for I. */
  readonly column: number;
  readonly row: number;
  readonly x: number;
  readonly y: number;
}

/** How many rows each column counts, the centre of column E included. */
const COLUMN_HEIGHTS = [5, 6, 7, 8, 9, 8, 7, 6, 5] as const;

function makeCells(): Cell[] {
  const cells: Cell[] = [];
  COLUMN_HEIGHTS.forEach((height, column) => {
    const x = column - 4;
    for (let row = 1; row <= height; row++) {
      const y = Math.min(4, 4 - x) - row + 1;
      if (x === 0 && y === 0) {
        continue;
      }
      cells.push({ name: String.fromCharCode(65 + column) + row, column, row, x, y });
    }
  });
  return cells;
}

/** All 60 cells, A1 first, column by column, each column from row 1 up. */
export const CELLS: readonly Cell[] = Object.freeze(makeCells());

const BY_NAME = new Map(CELLS.map((cell) => [cell.name, cell]));
const BY_AXIAL = new Map(CELLS.map((cell) => [`${cell.x},${cell.y}`, cell]));

/** The cell with that name ("E4", any case), or undefined. */
export function cellNamed(name: string): Cell | undefined {
  return BY_NAME.get(name.trim().toUpperCase());
}

/** The cell at axial coordinates, or undefined (off the board, or the centre). */
export function cellAt(x: number, y: number): Cell | undefined {
  return BY_AXIAL.get(`${x},${y}`);
}

/** The cells of one column, from row 1 up: how the position notation lists them. */
export function columnCells(column: number): Cell[] {
  return CELLS.filter((cell) => cell.column === column);
}
