/** The correspondence clock as the bot words it (ClockWording): "2 d 4 h", "5 h", "40 min". */
import type { Say } from './i18n.js';
import type { ClockView, Side } from './api.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left, rounded down (never more than there is). */
export function timeLeft(say: Say, ms: number): string {
  const left = Math.max(0, ms);
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  if (days > 0) {
    return say('clock.days', days, hours);
  }
  if (hours > 0) {
    return say('clock.hours', hours);
  }
  return say('clock.minutes', Math.floor((left % HOUR) / MINUTE));
}

/**
 * What a side has left at `now`: the side to act, until its deadline; the other, what its clock
 * held when the turn passed.
 */
export function remaining(clock: ClockView, side: Side, toAct: Side | null, now: number): number {
  if (side === toAct && clock.deadline !== null) {
    return Math.max(0, clock.deadline - now);
  }
  return clock[side].left;
}
