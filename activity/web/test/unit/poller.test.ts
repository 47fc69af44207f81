import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Poller, type Visibility } from '../../src/poller.js';

const FAST = { visibleMs: 5, hiddenMs: 60_000, maxBackoffMs: 40 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits on the condition itself, not a guessed time: on a loaded machine a 5 ms timer can fire
 * much later. The deadline only stops a test that would otherwise hang.
 */
async function until(condition: () => boolean, what: string, deadlineMs = 10_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > end) {
      assert.fail(`not within ${deadlineMs} ms: ${what}`);
    }
    await sleep(2);
  }
}

function page(hidden = false): Visibility & { show(): void } {
  let listener = () => {};
  let isHidden = hidden;
  return {
    hidden: () => isHidden,
    onChange: (l) => { listener = l; },
    show: () => { isHidden = false; listener(); },
  };
}

describe('polling the game\'s version', () => {
  it('asks from the version shown, hands on only newer views, and goes on from them', async () => {
    const asked: number[] = [];
    const shown: number[] = [];
    let version = 3;
    const poller = new Poller<{ version: number }>({
      fetch: async (after) => { asked.push(after); return after === version ? null : { version }; },
      changed: (view) => shown.push(view.version),
      failed: () => assert.fail('no failure expected'),
      recovered: () => {},
    }, page(), FAST);
    poller.start(3);
    await until(() => asked.length >= 2, 'asked twice');
    version = 5;
    await until(() => shown.length > 0 && asked[asked.length - 1] === 5, 'the newer view shown and asked from');
    poller.stop();
    assert.deepEqual(shown, [5]);
    assert.equal(asked[0], 3);
    assert.equal(asked[asked.length - 1], 5);
  });

  it('polls slowly while the page is hidden and at once when it shows again', async () => {
    let polls = 0;
    const visibility = page(true);
    const poller = new Poller<{ version: number }>({
      fetch: async () => { polls++; return null; },
      changed: () => {}, failed: () => {}, recovered: () => {},
    }, visibility, FAST);
    poller.start(1);
    await sleep(30);
    assert.equal(polls, 0, 'hidden: not yet (every 60 s)');
    visibility.show();
    // At once: long before the hidden period of 60 s would have come round.
    await until(() => polls === 1, 'a poll once shown');
    poller.stop();
  });

  it('says when polls fail and when they work again, waiting longer between failures', async () => {
    const events: string[] = [];
    let down = true;
    const times: number[] = [];
    const backoff = { visibleMs: 20, hiddenMs: 60_000, maxBackoffMs: 1_000 };
    const poller = new Poller<{ version: number }>({
      fetch: async () => { times.push(Date.now()); if (down) throw new Error('refused'); return null; },
      changed: () => {}, failed: () => events.push('failed'), recovered: () => events.push('recovered'),
    }, page(), backoff);
    poller.start(1);
    await until(() => times.length >= 3, 'three failed polls');
    down = false;
    await until(() => events.includes('recovered'), 'word of the recovery');
    poller.stop();
    assert.ok(events.indexOf('recovered') > 1, events.join());
    // A timer never fires early (a loaded machine only makes it late), so each wait is at least the
    // doubled delay: 40 ms after the first failure, 80 ms after the second (1 ms for timer rounding).
    assert.ok(times[1]! - times[0]! >= 2 * backoff.visibleMs - 1, `first wait ${times[1]! - times[0]!} ms`);
    assert.ok(times[2]! - times[1]! >= 4 * backoff.visibleMs - 1, `second wait ${times[2]! - times[1]!} ms`);
  });
});
