/**
 * The chosen stack and where it may go, as the PNG's TargetsPainter marks them: a path and a thin
 * ring to each target, red for a capture and green for a stack (or a cell to place on), and round
 * the chosen stack a broad band in the accent colour, edged in dark on both sides. The chosen stack
 * differs from its targets by shape and weight as well as hue (a colour-blind player, a phone): among
 * three green rings of the stacks it can go onto, it is the one gold bezel.
 */
import { Theme } from './theme.js';

export type TargetKind = 'capture' | 'stack' | 'place';

/** A circle stroked round a point: its radius, colour and stroke width, in the drawing's units. */
export interface Ring {
  readonly radius: number;
  readonly stroke: string;
  readonly width: number;
}

/** How far outside a piece's edge every ring runs, in spacings (TargetsPainter.RING_GAP). */
export const RING_GAP = 0.08;
/** A target's ring and path, in spacings. */
export const TARGET_WIDTH = 0.05;
/** The chosen stack's band, and the dark edge on each side of it, in spacings. */
export const CHOSEN_BAND = 0.1;
export const CHOSEN_EDGE = 0.03;

export function targetColour(kind: TargetKind): string {
  return kind === 'capture' ? Theme.danger : Theme.select;
}

/** A target's thin ring. */
export function targetRing(kind: TargetKind, spacing: number, pieceRadius: number): Ring {
  return { radius: pieceRadius + spacing * RING_GAP, stroke: targetColour(kind), width: spacing * TARGET_WIDTH };
}

/** The chosen stack's mark, bottom first: the dark edge, then the band over its middle. */
export function chosenRings(spacing: number, pieceRadius: number): readonly Ring[] {
  const radius = pieceRadius + spacing * RING_GAP;
  return [
    { radius, stroke: Theme.chosenEdge, width: spacing * (CHOSEN_BAND + 2 * CHOSEN_EDGE) },
    { radius, stroke: Theme.chosen, width: spacing * CHOSEN_BAND },
  ];
}
