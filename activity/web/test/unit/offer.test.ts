import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { groupActions, offersAnything } from '../../src/offer.js';

describe('grouping the server\'s legal actions as a player picks them', () => {
  it('groups moves by the stack that moves, telling captures from stacks', () => {
    const offer = groupActions(['F4xE4', 'F4xF5', 'C3-D4', 'pass']);
    assert.deepEqual(offer.moves.get('F4'), [
      { to: 'E4', kind: 'capture', action: 'F4xE4' },
      { to: 'F5', kind: 'capture', action: 'F4xF5' },
    ]);
    assert.deepEqual(offer.moves.get('C3'), [{ to: 'D4', kind: 'stack', action: 'C3-D4' }]);
    assert.equal(offer.pass, 'pass');
    assert.equal(offer.moves.has('E4'), false, 'a target is no origin');
  });

  it('groups placements by piece type, then cell', () => {
    const offer = groupActions(['Z@E4', 'Z@A1', 'T@E4']);
    assert.deepEqual([...offer.placements.get('tzaar')!.entries()], [['E4', 'Z@E4'], ['A1', 'Z@A1']]);
    assert.deepEqual([...offer.placements.get('tott')!.keys()], ['E4']);
    assert.equal(offer.placements.has('tzarra'), false);
    assert.equal(offer.pass, null);
  });

  it('offers nothing when the list is empty (not the viewer\'s turn), and leaves out what it cannot read', () => {
    assert.equal(offersAnything(groupActions([])), false);
    const unread: string[] = [];
    const offer = groupActions(['F4xE4', 'resign'], (text) => unread.push(text));
    assert.deepEqual(unread, ['resign']);
    assert.equal(offer.moves.size, 1);
  });
});
