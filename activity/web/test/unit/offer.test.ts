import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chosenWords } from '../../src/describe.js';
import { words } from '../../src/i18n.js';
import { groupActions, meaningOfTap, offersAnything } from '../../src/offer.js';

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

describe('what a tap means, on a game\'s board and a lesson\'s alike', () => {
  const offer = groupActions(['F4xE4', 'F4xF5', 'C3-D4']);

  it('chooses a stack that can act, and offers its targets', () => {
    assert.deepEqual(meaningOfTap(offer, null, 'F4'), { kind: 'choose', targets: offer.moves.get('F4') });
  });

  it('plays a lit target of the chosen stack, as the server wrote the action', () => {
    assert.deepEqual(meaningOfTap(offer, 'F4', 'F5'), { kind: 'play', action: 'F4xF5' });
  });

  it('lets the chosen stack go when it is tapped again', () => {
    assert.deepEqual(meaningOfTap(offer, 'F4', 'F4'), { kind: 'unchoose' });
  });

  it('chooses another stack when one is chosen and the tap is not its target', () => {
    assert.deepEqual(meaningOfTap(offer, 'F4', 'C3'), { kind: 'choose', targets: offer.moves.get('C3') });
  });

  it('does nothing on a cell that is neither a target nor a stack that can act', () => {
    assert.deepEqual(meaningOfTap(offer, 'F4', 'D4'), { kind: 'nothing' });
    assert.deepEqual(meaningOfTap(offer, null, 'E4'), { kind: 'nothing' });
  });
});

describe('the words for a chosen piece, as the board shows it', () => {
  const say = words('en');
  const targets = groupActions(['F4xE4', 'F4xF5']).moves.get('F4')!;

  it('names a lone piece by its type, never "stack"', () => {
    assert.equal(chosenWords(say, 'F4', { colour: 'white', type: 'tzarra', height: 1 }, targets),
      'Tzarra on F4 chosen: it can go to E4, F5.');
  });

  it('names a stack by its height', () => {
    assert.equal(chosenWords(say, 'F4', { colour: 'white', type: 'tott', height: 3 }, targets),
      'Stack of 3 on F4 chosen: it can go to E4, F5.');
  });
});
