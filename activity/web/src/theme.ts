/**
 * The colours of the picture, the same as the PNG's Theme (render/.../Theme.java): a dark
 * slate background, a sand board, flat opaque pieces.
 */
import type { Side } from './api.js';

export const Theme = {
  background: '#1F2329',
  card: '#2A2F37',
  text: '#EEF0F3',
  textMuted: '#9BA4B0',
  iconRim: '#B4BCC8',
  board: '#D9C49B',
  boardEdge: '#B59E72',
  boardLine: '#7A6543',
  boardLabel: '#6B5636',
  /** The last turn: arrows, origins, the placed piece. */
  move: '#2563EB',
  moveDark: '#173F99',
  /** Captures and warnings. */
  danger: '#E5484D',
  /** Whose action it is; the winner; the stack a player has chosen. */
  accent: '#F5B93E',
  /** Where the chosen stack can stack (where it can capture is danger). */
  select: '#2FB36D',
  /** The chosen stack's band (the accent), and its dark edges: unlike any target's thin ring. */
  chosen: '#F5B93E',
  chosenEdge: '#1F2329',
  badge: '#F5B93E',
  badgeText: '#1F2329',
} as const;

export interface PieceColours {
  readonly top: string;
  readonly side: string;
  readonly outline: string;
  /** None for black, which stands out from the board without one. */
  readonly topOutline: string | null;
  readonly crown: string;
}

export const PIECE_COLOURS: Readonly<Record<Side, PieceColours>> = {
  white: { top: '#F7F3EA', side: '#C9BFAE', outline: '#5E5647', topOutline: '#5E5647', crown: '#2B2E34' },
  black: { top: '#30343B', side: '#17191D', outline: '#0B0C0E', topOutline: null, crown: '#EDE6D6' },
};
