/**
 * What every browser test file shares: Chromium (or the reason the tests skip), the server under
 * test, and fresh browser contexts of a given size.
 */
import { after, before } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { chromiumMissing, launchChromium, type LaunchedBrowser } from './chromium.js';
import { openTarget, type Target } from './target.js';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** The fixture's players (test/fixture/server.ts). */
export const ALICE = '101';
export const BOB = '102';
export const CAROL = '103';

/** Why these tests skip here, or false. */
export const skip = chromiumMissing();
/** Tests that need the fixture's canned games and hooks skip against a real server. */
export const fixtureOnly = skip || (process.env['TZAAR_BASE_URL'] ? 'runs on the fixture\'s canned games only' : false);
/** Tests of the real stack (infra's LiveBoardBrowserIT gives its URL) skip against the fixture. */
export const realStackOnly = skip || (process.env['TZAAR_BASE_URL'] && process.env['TZAAR_CONSOLE_URL'] ? false
  : 'runs against ./tzaar local\'s real stack only (TZAAR_BASE_URL and TZAAR_CONSOLE_URL: infra\'s LiveBoardBrowserIT)');

export interface Suite {
  readonly browser: Browser;
  readonly target: Target;
  context(viewport?: { width: number; height: number }): Promise<BrowserContext>;
}

/** Starts the browser and the server before the file's tests, stops them after. */
export function browserSuite(): Suite {
  let launched: LaunchedBrowser | null = null;
  let target: Target | null = null;
  const contexts: BrowserContext[] = [];
  before(async () => {
    if (skip) return;
    target = await openTarget();
    launched = await launchChromium();
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await launched?.close();
    await target?.close();
  });
  return {
    get browser() {
      return launched!.browser;
    },
    get target() {
      return target!;
    },
    async context(viewport = DESKTOP) {
      const context = await launched!.browser.newContext({ viewport, deviceScaleFactor: 1, locale: 'en-US' });
      contexts.push(context);
      return context;
    },
  };
}
