/**
 * Drives the page as a person does, for any server that speaks docs/activity-api.md in local mode:
 * the FIXTURE server now, `./tzaar local` once the Java Activity function exists. It taps cells
 * (buttons named by their cell), the Pass button and the piece picker; it reads what the page
 * says through the cells' accessible names and the live region.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';

export interface OpenOptions {
  readonly game?: string;
  /** Local mode: the user id to play as. */
  readonly as?: string;
  readonly locale?: 'en' | 'fr';
}

export interface DrawnRing {
  readonly stroke: string;
  readonly width: number;
}

export class BoardPage {
  private constructor(readonly page: Page) {}

  static async open(context: BrowserContext, baseUrl: string, options: OpenOptions = {}): Promise<BoardPage> {
    const page = await context.newPage();
    const url = new URL(baseUrl);
    if (options.game) url.searchParams.set('game', options.game);
    if (options.as) url.searchParams.set('as', options.as);
    if (options.locale) url.searchParams.set('locale', options.locale);
    await page.goto(url.toString());
    const board = new BoardPage(page);
    await board.waitForBoard();
    return board;
  }

  /** Waits until the page shows a game (or the start position when the channel has none). */
  async waitForBoard(): Promise<void> {
    await this.page.locator('body[data-version]').waitFor({ state: 'attached', timeout: 10_000 });
    await this.page.locator('.board .pieces').waitFor({ state: 'attached', timeout: 10_000 });
  }

  cell(name: string): Locator {
    return this.page.locator(`button.cell[data-cell="${name}"]`);
  }

  async label(name: string): Promise<string> {
    return (await this.cell(name).getAttribute('aria-label')) ?? '';
  }

  async version(): Promise<number> {
    return Number(await this.page.locator('body').getAttribute('data-version'));
  }

  /** Waits until the page shows at least this version of the game. */
  async waitForVersion(version: number, timeout = 5_000): Promise<void> {
    await this.page.waitForFunction((v) => Number(document.body.dataset['version']) >= v, version, { timeout, polling: 20 });
  }

  /** When (epoch ms, the page's clock) the page last showed a new view, and last posted an action. */
  async timestamps(): Promise<{ shownAt: number; postedAt: number }> {
    return this.page.evaluate(() => ({ shownAt: Number(document.body.dataset['shownAt']), postedAt: Number(document.body.dataset['postedAt']) }));
  }

  async tap(cell: string): Promise<void> {
    await this.cell(cell).click();
  }

  /** The cells lit as targets now. */
  async targets(): Promise<string[]> {
    return this.page.locator('button.cell.target').evaluateAll((cells) => cells.map((c) => (c as HTMLElement).dataset['cell']!).sort());
  }

  /** The rings drawn round the chosen stack and round its targets: their colours and widths. */
  async rings(): Promise<{ chosen: DrawnRing[]; targets: DrawnRing[] }> {
    const read = (selector: string) => this.page.locator(selector).evaluateAll((circles) =>
      circles.map((c) => ({ stroke: c.getAttribute('stroke')!, width: Number(c.getAttribute('stroke-width')) })));
    return { chosen: await read('.board-drawing circle.chosen-ring'), targets: await read('.board-drawing circle.target-ring') };
  }

  /**
   * The names drawn on the board beside the chosen stack's targets, sorted: each name's text, where
   * its text is on the screen, and how far that is from each lit cell's centre and from the chosen one's.
   */
  async targetNames(): Promise<{ text: string; distances: Record<string, number> }[]> {
    const names = await this.page.locator('.board-drawing .target-name text').evaluateAll((texts) => {
      const centre = (e: Element) => {
        const box = e.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      const offered = [...document.querySelectorAll('button.cell.target, button.cell.selected')];
      return texts.map((text) => {
        const at = centre(text);
        const distances: Record<string, number> = {};
        for (const cell of offered) {
          const c = centre(cell);
          distances[(cell as HTMLElement).dataset['cell']!] = Math.hypot(at.x - c.x, at.y - c.y);
        }
        return { text: text.textContent ?? '', distances };
      });
    });
    return names.sort((a, b) => a.text.localeCompare(b.text));
  }

  /** Plays one action by tapping, as a person would: from, then to; Pass; or the piece, then the cell. */
  async play(action: string): Promise<void> {
    const before = await this.version();
    const move = /^([A-I]\d)[x-]([A-I]\d)$/.exec(action);
    const place = /^([ZAT])@([A-I]\d)$/i.exec(action);
    if (move) {
      await this.tap(move[1]!);
      await this.tap(move[2]!);
    } else if (place) {
      const type = { Z: 'tzaar', A: 'tzarra', T: 'tott' }[place[1]!.toUpperCase() as 'Z' | 'A' | 'T'];
      await this.page.locator(`.picker button[data-type="${type}"]`).click();
      await this.tap(place[2]!);
    } else if (action === 'pass') {
      await this.page.locator('#pass').click();
    } else {
      throw new Error(`cannot play "${action}" by tapping`);
    }
    await this.waitForVersion(before + 1);
  }

  /** The short line under the board: what the last tap did, or why it did nothing. */
  async message(): Promise<string> {
    return ((await this.page.locator('#message').textContent()) ?? '').trim();
  }

  /** Where a finished game's step-through stands ("Turn 2 of 3"), or null without one. */
  async stepAt(): Promise<string | null> {
    const at = this.page.locator('.steps .step-at');
    return (await at.count()) === 0 ? null : ((await at.textContent()) ?? '').trim();
  }

  /** Presses First, Back, Forward or Last, and waits for the step it leads to. */
  async step(to: 'first' | 'back' | 'forward' | 'last'): Promise<void> {
    const before = await this.stepAt();
    await this.page.locator(`.steps button[data-step="${to}"]`).click();
    await this.page.waitForFunction((was) => document.querySelector('.steps .step-at')?.textContent?.trim() !== was, before, { timeout: 5_000 });
  }

  async announced(): Promise<string> {
    return (await this.page.locator('#live').textContent()) ?? '';
  }

  async status(): Promise<string> {
    return ((await this.page.locator('#status').innerText()) ?? '').replace(/\s+/g, ' ').trim();
  }
}
