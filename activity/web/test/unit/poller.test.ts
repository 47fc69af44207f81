import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Poller, type Visibility } from '../../src/poller.js';

const FAST = { visibleMs: 5, hiddenMs: 60, maxBackoffMs: 40 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves once the condition holds: waiting on what happened, however slow a busy machine is. */
const until = (condition: () => boolean) => new Promise<void>((resolve) => {
  const check = () => (condition() ? resolve() : setTimeout(check, 1));
  check();
});

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
    await sleep(30);
    version = 5;
    await sleep(30);
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
    assert.equal(polls, 0, 'hidden: not yet (every 60 ms)');
    visibility.show();
    await sleep(3);
    assert.equal(polls, 1, 'shown: at once');
    poller.stop();
  });

  it('says when polls fail and when they work again, waiting longer between failures', async () => {
    const events: string[] = [];
    let down = true;
    const times: number[] = [];
    const poller = new Poller<{ version: number }>({
      fetch: async () => { times.push(Date.now()); if (down) throw new Error('refused'); return null; },
      changed: () => {}, failed: () => events.push('failed'), recovered: () => events.push('recovered'),
    }, page(), FAST);
    poller.start(1);
    await until(() => events.length >= 3);
    down = false;
    await until(() => events.includes('recovered'));
    poller.stop();
    assert.ok(events.length >= 4 && events.slice(0, -1).every((e) => e === 'failed') && events.at(-1) === 'recovered', events.join());
    assert.ok(times[2]! - times[1]! > times[1]! - times[0]!, 'the second wait is longer than the first');
  });
});
