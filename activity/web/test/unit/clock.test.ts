import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { remaining, timeLeft } from '../../src/clock.js';
import { words } from '../../src/i18n.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the correspondence clock, worded as the bot words it', () => {
  it('rounds down to days and hours, hours, or minutes', () => {
    const en = words('en');
    assert.equal(timeLeft(en, 2 * DAY + 4 * HOUR + 59 * 60_000), '2 d 4 h');
    assert.equal(timeLeft(en, 5 * HOUR + 1), '5 h');
    assert.equal(timeLeft(en, 40 * 60_000 + 59_999), '40 min');
    assert.equal(timeLeft(en, -5), '0 min');
    assert.equal(timeLeft(words('fr'), 3 * DAY), '3 j 0 h');
  });

  it('runs only for the side to act, down to its deadline; the other shows what it holds', () => {
    const clock = { daysPerMove: 3, white: { left: 5 * DAY }, black: { left: 4 * DAY }, deadline: 10 * DAY };
    assert.equal(remaining(clock, 'white', 'white', 9 * DAY), DAY);
    assert.equal(remaining(clock, 'black', 'white', 9 * DAY), 4 * DAY);
    assert.equal(remaining(clock, 'white', 'white', 11 * DAY), 0);
  });
});
