import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PracticeView } from '../../src/api.js';
import { words } from '../../src/i18n.js';
import { groupActions } from '../../src/offer.js';
import { newcomerOffer, practiceModel } from '../../src/practiceModel.js';

/** The capture lesson's first exercise as the function sends it, nothing tried yet. */
const EXERCISE: PracticeView = {
  kind: 'lesson',
  id: 'capture-1',
  heading: 'Capturing, exercise 5 of 24.',
  task: 'Capture a black Tzarra with your stack of 2 on D3.',
  said: [],
  verdict: 'none',
  position: 'x W 1',
  sideToMove: 'white',
  step: 'first',
  stacks: { D3: { colour: 'white', type: 'tott', height: 2 }, D2: { colour: 'black', type: 'tott', height: 1 } },
  hint: null,
  actions: ['D3xD2', 'D3xD6', 'D3xG4'],
  state: {},
  next: null,
  again: null,
  skip: 'stacking-1',
  firstGame: false,
  locale: 'en',
};

describe('a lesson or a puzzle on the board', () => {
  it('offers exactly the actions the function sent, marked tries included, grouped by the stack that moves', () => {
    const offer = groupActions(EXERCISE.actions);
    assert.deepEqual(offer.moves.get('D3')?.map((t) => t.to), ['D2', 'D6', 'G4']);
    assert.equal(offer.pass, null);
  });

  it('while a try goes on, says the heading and the task, and offers only Skip this lesson', () => {
    const model = practiceModel(words('en'), EXERCISE);
    assert.equal(model.heading, EXERCISE.heading);
    assert.equal(model.task, EXERCISE.task);
    assert.equal(model.tone, 'plain');
    assert.deepEqual(model.buttons.map((b) => [b.step, b.label, b.opens]), [['skip', 'Skip this lesson', 'stacking-1']]);
  });

  it('after a right answer, Next exercise and Play it again, in the panel\'s words', () => {
    const right: PracticeView = { ...EXERCISE, verdict: 'right', said: ['Right! It was taller.'], actions: [], next: 'capture-2', again: 'capture-1', skip: null };
    const model = practiceModel(words('en'), right);
    assert.equal(model.tone, 'right');
    assert.deepEqual(model.buttons.map((b) => [b.step, b.label, b.opens]), [['next', 'Next exercise', 'capture-2'], ['again', 'Play it again', 'capture-1']]);
  });

  it('a wrong try reads as a miss, and the course\'s end offers the first game, in French too', () => {
    assert.equal(practiceModel(words('en'), { ...EXERCISE, verdict: 'illegal' }).tone, 'wrong');
    const end: PracticeView = { ...EXERCISE, verdict: 'right', next: null, again: 'strategy-2', skip: null, firstGame: true, locale: 'fr' };
    const model = practiceModel(words('fr'), end);
    assert.deepEqual(model.buttons.map((b) => b.label), ['Jouer contre le bot le plus facile', 'Le rejouer']);
    assert.equal(model.buttons[0]!.step, 'firstGame');
  });

  it('a puzzle\'s end offers Next puzzle and Try again', () => {
    const solved: PracticeView = { ...EXERCISE, kind: 'puzzle', id: 'pz42d3a8ddcb', verdict: 'solved', next: 'next', again: 'pz42d3a8ddcb', skip: null };
    assert.deepEqual(practiceModel(words('en'), solved).buttons.map((b) => b.label), ['Next puzzle', 'Try again']);
    assert.equal(practiceModel(words('en'), { ...solved, verdict: 'missed' }).tone, 'wrong');
  });

  it('offers a newcomer the lessons in the words of /tzaar help', () => {
    assert.equal(newcomerOffer(words('en')), 'New to TZAAR? Learn in five minutes: Learn.');
    assert.equal(newcomerOffer(words('fr')), 'Nouveau au TZAAR ? Apprenez en cinq minutes : Apprendre.');
  });
});
