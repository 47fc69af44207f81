import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NotationError, parseAction, writeAction } from '../../src/notation.js';

describe('reading an action', () => {
  it('reads captures, stacks, pass and placements as the server writes them, and writes them back', () => {
    assert.deepEqual(parseAction('F4xE4'), { kind: 'capture', from: 'F4', to: 'E4' });
    assert.deepEqual(parseAction('C3-D4'), { kind: 'stack', from: 'C3', to: 'D4' });
    assert.deepEqual(parseAction('pass'), { kind: 'pass' });
    assert.deepEqual(parseAction('Z@E4'), { kind: 'place', type: 'tzaar', at: 'E4' });
    assert.deepEqual(parseAction('t@d4'), { kind: 'place', type: 'tott', at: 'D4' });
    for (const text of ['F4xE4', 'C3-D4', 'pass', 'Z@E4', 'A@I5', 'T@A1']) {
      assert.equal(writeAction(parseAction(text)), text);
    }
  });

  it('refuses what is no action, and cells off the board or at the centre', () => {
    assert.throws(() => parseAction('F4E4'), NotationError);
    assert.throws(() => parseAction('E5xE4'), /E5 is not a cell/);
    assert.throws(() => parseAction('A6xA5'), /A6 is not a cell/);
    assert.throws(() => parseAction('Q@E4'), NotationError);
  });
});
