/**
 * Pieces as the PNG's PiecePainter draws them: a Tott is a plain disc, a Tzarra carries one crown
 * ring, a Tzaar a larger double crown and a dot, so the type reads from the shape and never from
 * colour alone. A stack shows its lower pieces as coin edges below the top one (five at most) and
 * its height in a badge on its lower right.
 */
import type { PieceType, Side, Stack } from './api.js';
import { centredText, svg } from './svg.js';
import { PIECE_COLOURS, Theme } from './theme.js';

/** Stacks taller than this look this tall; the badge tells the exact height. */
export const MOST_LAYERS_SHOWN = 5;

/** A stack whose top piece is centred on (x, y). */
export function stackShape(x: number, y: number, radius: number, stack: Stack): SVGGElement {
  const colours = PIECE_COLOURS[stack.colour];
  const group = svg('g', { class: 'stack' });
  const layers = Math.min(stack.height, MOST_LAYERS_SHOWN);
  const step = radius * 0.12;
  for (let layer = layers - 1; layer >= 1; layer--) {
    group.appendChild(disc(x, y + layer * step, radius, colours.side, colours.outline));
  }
  group.appendChild(pieceTop(x, y, radius, stack.colour, stack.type));
  if (stack.height > 1) {
    group.appendChild(badge(x, y, radius, stack.height));
  }
  return group;
}

/** The top face of a piece: a disc in its side's colour with its type's crown. */
export function pieceTop(x: number, y: number, r: number, side: Side, type: PieceType): SVGGElement {
  const colours = PIECE_COLOURS[side];
  const group = svg('g', {}, [disc(x, y, r, colours.top, colours.topOutline)]);
  if (type === 'tzarra') {
    group.appendChild(ring(x, y, r * 0.44, r * 0.17, colours.crown));
  } else if (type === 'tzaar') {
    group.appendChild(ring(x, y, r * 0.64, r * 0.13, colours.crown));
    group.appendChild(ring(x, y, r * 0.34, r * 0.13, colours.crown));
    group.appendChild(svg('circle', { cx: x, cy: y, r: r * 0.1, fill: colours.crown }));
  }
  return group;
}

/**
 * A piece as an icon on the dark panel: the board's own piece; a black one gets a light rim, or
 * it would vanish into the card.
 */
export function pieceIcon(side: Side, type: PieceType, size: number): SVGSVGElement {
  const r = 17;
  const rim = side === 'black' ? Math.max(2, r * 0.17) : 0;
  const half = r + rim + 1;
  const icon = svg('svg', { viewBox: `${-half} ${-half} ${2 * half} ${2 * half}`, width: size, height: size, 'aria-hidden': 'true', class: 'icon' });
  if (rim > 0) {
    icon.appendChild(svg('circle', { cx: 0, cy: 0, r: r + rim, fill: Theme.iconRim }));
  }
  icon.appendChild(pieceTop(0, 0, r, side, type));
  return icon;
}

function disc(x: number, y: number, r: number, fill: string, outline: string | null): SVGCircleElement {
  return svg('circle', { cx: x, cy: y, r, fill, stroke: outline, 'stroke-width': outline ? r * 0.05 : null });
}

function ring(x: number, y: number, r: number, width: number, colour: string): SVGCircleElement {
  return svg('circle', { cx: x, cy: y, r, fill: 'none', stroke: colour, 'stroke-width': width });
}

/** Where the badge's centre is: toward the gap between the neighbouring points, off other pieces. */
export function badgeCentre(x: number, y: number, radius: number): { x: number; y: number } {
  const angle = (55 * Math.PI) / 180;
  return { x: x + radius * 0.8 * Math.cos(angle), y: y + radius * 0.8 * Math.sin(angle) };
}

/** The height of a stack, in a badge on its lower right; drawn again over a mark that crosses it. */
export function badge(x: number, y: number, radius: number, height: number): SVGGElement {
  const r = radius * 0.42;
  const textSize = radius * 0.62;
  const width = badgeWidth(radius, height);
  const centre = badgeCentre(x, y, radius);
  return svg('g', { class: 'badge' }, [
    svg('rect', {
      x: centre.x - width / 2,
      y: centre.y - r,
      width,
      height: 2 * r,
      rx: r,
      fill: Theme.badge,
      stroke: Theme.badgeText,
      'stroke-width': radius * 0.08,
      'paint-order': 'stroke',
    }),
    centredText(String(height), centre.x, centre.y + textSize * 0.04, textSize, Theme.badgeText),
  ]);
}

function badgeWidth(radius: number, height: number): number {
  // Inter's bold digits are about 0.62 em wide: the PNG measures the text, this estimates it.
  return Math.max(2 * radius * 0.42, String(height).length * radius * 0.62 * 0.62 + radius * 0.36);
}

/** The box the badge's ink lies in, its dark edge included: what a target's name keeps clear of. */
export function badgeBox(x: number, y: number, radius: number, height: number): { x: number; y: number; width: number; height: number } {
  const edge = radius * 0.04;
  const r = radius * 0.42 + edge;
  const width = badgeWidth(radius, height) + 2 * edge;
  const centre = badgeCentre(x, y, radius);
  return { x: centre.x - width / 2, y: centre.y - r, width, height: 2 * r };
}
