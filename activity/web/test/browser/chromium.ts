/**
 * Headless Chromium for the browser tests: Debian's /usr/bin/chromium (installed by .ci/run), driven
 * by playwright-core, which downloads no browser of its own. The flags keep it from reaching for
 * hosts this network refuses (FIELD-NOTES: "The web page"). Each launch gets a fresh profile:
 * Playwright's launch() makes a new temporary --user-data-dir itself (and refuses one in args).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env['TZAAR_CHROMIUM'] ?? '/usr/bin/chromium';

/** Why the browser tests cannot run here, or null when they can: pass it as a test's `skip`. */
export function chromiumMissing(): string | false {
  return existsSync(CHROMIUM) ? false : `no Chromium at ${CHROMIUM} (.ci/run installs Debian's chromium; apt-get install -y chromium)`;
}

export interface LaunchedBrowser {
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<LaunchedBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Screenshots the same on every machine: no font hinting or subpixel positioning differences.
      '--font-render-hinting=none',
      '--disable-lcd-text',
      '--force-color-profile=srgb',
    ],
  });
  return {
    browser,
    close: () => browser.close(),
  };
}
