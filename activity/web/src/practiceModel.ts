/**
 * What the board shows of a lesson's exercise or a puzzle (pure): the words the function sent, the tone of
 * the verdict, and the buttons after a try, labelled with the private panel's own words.
 */
import type { PracticeView } from './api.js';
import type { Key, Say } from './i18n.js';

/** What a button after a try does. */
export type PracticeStep = 'next' | 'again' | 'skip' | 'firstGame';

export interface PracticeButton {
  readonly step: PracticeStep;
  readonly label: string;
  /** The exercise or puzzle it opens; for the first game, none. */
  readonly opens: string | null;
  readonly primary: boolean;
}

export interface PracticeModel {
  readonly heading: string;
  readonly task: string;
  readonly said: readonly string[];
  /** How the verdict reads: good news, a miss, or neither. */
  readonly tone: 'right' | 'wrong' | 'plain';
  readonly buttons: readonly PracticeButton[];
}

export function practiceModel(say: Say, view: PracticeView): PracticeModel {
  const lesson = view.kind === 'lesson';
  const buttons: PracticeButton[] = [];
  if (view.firstGame) {
    buttons.push({ step: 'firstGame', label: say('learn.firstGame'), opens: null, primary: true });
  }
  if (view.next) {
    buttons.push({ step: 'next', label: say(lesson ? 'learn.next' : 'puzzle.next'), opens: view.next, primary: true });
  }
  if (view.again) {
    buttons.push({ step: 'again', label: say(lesson ? 'learn.again' : 'puzzle.retry'), opens: view.again, primary: false });
  }
  if (view.skip) {
    buttons.push({ step: 'skip', label: say('learn.skip'), opens: view.skip, primary: false });
  }
  const tone = view.verdict === 'right' || view.verdict === 'solved' ? 'right'
    : view.verdict === 'wrong' || view.verdict === 'illegal' || view.verdict === 'missed' ? 'wrong' : 'plain';
  return { heading: view.heading, task: view.task, said: view.said, tone, buttons };
}

/** The offer a board makes to a viewer who has never played: "New to TZAAR? Learn in five minutes: Learn." */
export function newcomerOffer(say: Say): string {
  const learn: Key = 'board.learn';
  return say('offer.learn', say(learn));
}
