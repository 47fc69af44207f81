/**
 * Live updates by polling the game's version (docs/activity-api.md): about every 700 ms while the
 * page is visible, every 5 s while hidden, at once when it shows again; a failed poll waits longer
 * each time (up to 10 s) and the page is told, so it can say the connection is lost.
 */
export interface PollTiming {
  readonly visibleMs: number;
  readonly hiddenMs: number;
  readonly maxBackoffMs: number;
}

export const POLL_TIMING: PollTiming = { visibleMs: 700, hiddenMs: 5000, maxBackoffMs: 10_000 };

export interface PollTarget<V> {
  /** The view when it changed since `version`; null when it did not. */
  fetch(version: number): Promise<V | null>;
  changed(view: V): void;
  failed(error: unknown): void;
  recovered(): void;
}

/** What the poller needs of the page: whether it is hidden, and word when that changes. */
export interface Visibility {
  hidden(): boolean;
  onChange(listener: () => void): void;
}

export function documentVisibility(doc: Document): Visibility {
  return {
    hidden: () => doc.visibilityState === 'hidden',
    onChange: (listener) => doc.addEventListener('visibilitychange', listener),
  };
}

export class Poller<V extends { version: number }> {
  private version = -1;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private inFlight = false;
  private failures = 0;

  constructor(
    private readonly target: PollTarget<V>,
    private readonly visibility: Visibility,
    private readonly timing: PollTiming = POLL_TIMING,
  ) {
    visibility.onChange(() => {
      if (this.running && !visibility.hidden()) {
        this.schedule(0);
      }
    });
  }

  /** Polls from this version on (a view the page already shows). */
  start(version: number): void {
    this.version = version;
    this.running = true;
    this.schedule(this.interval());
  }

  /** The page showed a newer view (its own action's reply): poll from there. */
  seen(version: number): void {
    this.version = Math.max(this.version, version);
  }

  stop(): void {
    this.running = false;
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }

  private interval(): number {
    if (this.failures > 0) {
      return Math.min(this.timing.maxBackoffMs, this.timing.visibleMs * 2 ** this.failures);
    }
    return this.visibility.hidden() ? this.timing.hiddenMs : this.timing.visibleMs;
  }

  private schedule(delay: number): void {
    if (this.timer !== null) {
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => void this.poll(), delay);
  }

  private async poll(): Promise<void> {
    this.timer = null;
    if (!this.running || this.inFlight) {
      return;
    }
    this.inFlight = true;
    const asked = this.version;
    try {
      const view = await this.target.fetch(asked);
      if (this.failures > 0) {
        this.failures = 0;
        this.target.recovered();
      }
      if (view && this.running && view.version > this.version) {
        this.version = view.version;
        this.target.changed(view);
      }
    } catch (error) {
      this.failures++;
      this.target.failed(error);
    } finally {
      this.inFlight = false;
      if (this.running && this.timer === null) {
        this.schedule(this.interval());
      }
    }
  }
}
