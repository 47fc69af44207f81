import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PIECE_RADIUS, SPACING } from '../../src/geometry.js';
import { chosenRings, type Ring, targetRing, type TargetKind } from '../../src/selectionMarks.js';
import { Theme } from '../../src/theme.js';

const KINDS: readonly TargetKind[] = ['capture', 'stack', 'place'];

/** Relative lightness, 0 for black to 1 for white (sRGB weights, no gamma: enough to compare). */
function lightness(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.2126 * (n >> 16) + 0.7152 * ((n >> 8) & 0xff) + 0.0722 * (n & 0xff)) / 255;
}

describe('the chosen stack\'s mark', () => {
  // Before, the chosen stack wore a green ring 0.07 spacing wide, its stack targets green rings
  // 0.05 wide: one of four identical rings for a Tzaar that could stack onto three of its own.
  it('is twice as broad as any target\'s ring, and in none of the targets\' colours', () => {
    const rings = chosenRings(SPACING, PIECE_RADIUS);
    const broadest = Math.max(...rings.map((r) => r.width));
    for (const kind of KINDS) {
      const target = targetRing(kind, SPACING, PIECE_RADIUS);
      assert.ok(broadest >= 2 * target.width, `${broadest} against a ${kind} target's ${target.width}`);
      assert.ok(rings.every((r) => r.stroke !== target.stroke), `a ${kind} target's colour ${target.stroke}`);
    }
  });

  it('is a band in the accent colour edged in dark on both sides, so it reads by lightness too', () => {
    const [edge, band] = chosenRings(SPACING, PIECE_RADIUS) as [Ring, Ring];
    assert.equal(band.stroke, Theme.accent);
    assert.ok(lightness(edge.stroke) < 0.2 && lightness(band.stroke) > 0.6, `${edge.stroke} under ${band.stroke}`);
    assert.equal(edge.radius, band.radius, 'the band runs down the middle of the edge');
    assert.ok(edge.width - band.width >= 0.05 * SPACING, 'the edge shows on each side, as the PNG (3 px at 1000 px wide)');
  });

  it('sits where a target\'s ring does, just outside the piece, clear of the neighbouring pieces', () => {
    const outer = Math.max(...chosenRings(SPACING, PIECE_RADIUS).map((r) => r.radius + r.width / 2));
    assert.equal(chosenRings(SPACING, PIECE_RADIUS)[0]!.radius, targetRing('stack', SPACING, PIECE_RADIUS).radius);
    assert.ok(outer < SPACING - PIECE_RADIUS, `${outer} reaches the neighbour at ${SPACING - PIECE_RADIUS}`);
  });
});
