/**
 * The server the browser tests talk to: TZAAR_BASE_URL when set (`./tzaar local`'s Activity URL: the
 * real stack, which infra's LiveBoardBrowserIT starts), else the FIXTURE server started here on the
 * built page (TZAAR_PAGE_DIR, default dist/). The fixture's test hooks (reset, console moves) exist
 * only with the fixture; against the real stack, TZAAR_CONSOLE_URL is the console of its channel
 * (lines typed as `./tzaar console` takes them, what it printed back).
 */
import path from 'node:path';
import { startFixture, type RunningFixture } from '../fixture/server.js';

export interface Target {
  readonly baseUrl: string;
  /** The fixture, when the tests run against it. */
  readonly fixture: RunningFixture | null;
  /** Puts the fixture's games back at their start (no-op against a real server). */
  reset(): Promise<void>;
  /** Plays the game's next action from outside the page, as the console does (the fixture's hook). */
  consoleMove(game: string): Promise<void>;
  /** The side to act resigns the game (the fixture's hook): it is over, to be stepped through. */
  consoleResign(game: string): Promise<void>;
  /** Types a line into the real stack's console ("bob: /tzaar accept"), and returns what it printed. */
  consoleLine(line: string): Promise<string>;
  close(): Promise<void>;
}

export async function openTarget(): Promise<Target> {
  const given = process.env['TZAAR_BASE_URL'];
  const fixture = given ? null : await startFixture({ pageDir: path.resolve(process.env['TZAAR_PAGE_DIR'] ?? 'dist') });
  const baseUrl = given ?? fixture!.url;
  const post = async (route: string) => {
    const response = await fetch(new URL(route, baseUrl), { method: 'POST' });
    if (!response.ok) {
      throw new Error(`${route}: HTTP ${response.status} ${await response.text()}`);
    }
  };
  return {
    baseUrl,
    fixture,
    reset: async () => {
      if (fixture) await post('/fixture/reset');
    },
    consoleMove: async (game) => {
      if (!fixture) throw new Error('console moves against a real server go through ./tzaar console; this driver has only the fixture\'s hook');
      await post(`/fixture/games/${game}/advance`);
    },
    consoleResign: async (game) => {
      if (!fixture) throw new Error('a resignation against a real server goes through ./tzaar console');
      await post(`/fixture/games/${game}/resign`);
    },
    consoleLine: async (line) => {
      const consoleUrl = process.env['TZAAR_CONSOLE_URL'];
      if (!consoleUrl) throw new Error('no console: TZAAR_CONSOLE_URL names the real stack\'s console');
      const response = await fetch(consoleUrl, { method: 'POST', body: line });
      const printed = await response.text();
      if (!response.ok) throw new Error(`console: HTTP ${response.status} ${printed}`);
      return printed;
    },
    close: async () => {
      await fixture?.close();
    },
  };
}
