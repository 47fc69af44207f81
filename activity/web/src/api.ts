/**
 * The Activity's HTTP API as docs/activity-api.md describes it: same origin, JSON, the identity
 * in the Authorization header. Types here are the contract's; the page checks the few fields it
 * cannot do without and trusts the server for the rest.
 */
export type Side = 'white' | 'black';
export type PieceType = 'tzaar' | 'tzarra' | 'tott';
/** Which action of a turn is due. */
export type Step = 'first' | 'second' | 'placement';

/** A stack on a cell: its top piece's colour and type (only the top counts), and how many pieces it holds. */
export interface Stack {
  readonly colour: Side;
  readonly type: PieceType;
  readonly height: number;
}

/** What one action of the last turn did, as the function's trace of it says. */
export type TracedAction =
  | { readonly kind: 'capture'; readonly from: string; readonly to: string; readonly took: Stack; readonly landed: Stack }
  | { readonly kind: 'stack'; readonly from: string; readonly to: string; readonly landed: Stack }
  | { readonly kind: 'place'; readonly at: string; readonly type: PieceType }
  | { readonly kind: 'pass' };

export interface LastTurnView {
  readonly before: string;
  readonly actions: readonly string[];
  readonly mover: Side;
  /** Only the first action is played and the mover's second is due: "This turn so far". */
  readonly goesOn: boolean;
  /** Each action in order, with what it did. */
  readonly trace: readonly TracedAction[];
}

export interface PlayerRef {
  readonly id: string;
  readonly name: string;
  readonly bot?: boolean;
}

export interface ClockView {
  readonly daysPerMove: number;
  readonly white: { readonly left: number };
  readonly black: { readonly left: number };
  /** When the flag of the side to act falls; null when no clock runs. */
  readonly deadline: number | null;
}

export interface ResultView {
  readonly winner: Side;
  readonly reason: 'lastOfType' | 'noCapture' | 'resigned' | 'timedOut';
  /** The type the loser has none of left, for lastOfType. */
  readonly pieceType?: PieceType;
}

export interface GameView {
  readonly id: string;
  /** After an action only: a sentence to show beside the board (the move was played, but not posted in the channel). */
  readonly notice?: string;
  readonly version: number;
  readonly status: string;
  readonly turn: number;
  readonly position: string;
  readonly sideToMove: Side;
  readonly step: Step;
  /** The stacks by cell name; empty cells are absent. */
  readonly stacks: Readonly<Record<string, Stack>>;
  readonly white: PlayerRef;
  readonly black: PlayerRef;
  readonly toAct: string | null;
  readonly viewer: Side | null;
  readonly legalActions: readonly string[];
  readonly lastTurn: LastTurnView | null;
  readonly clock: ClockView | null;
  readonly result: ResultView | null;
  readonly locale?: string;
  /** A finished game's: the view shows its first `at` turns played, of `turns` (v7); null while it goes on. */
  readonly stepThrough?: StepThrough | null;
}

/** Where a finished game's view stands in it: after `at` of its `turns` (0 the start, `turns` the end). */
export interface StepThrough {
  readonly at: number;
  readonly turns: number;
}

export interface GameListing {
  readonly id: string;
  readonly white: PlayerRef;
  readonly black: PlayerRef;
  readonly status: string;
  readonly toAct: string | null;
  readonly turn: number;
  readonly yours: boolean;
}

export interface GameList {
  readonly games: readonly GameListing[];
  readonly chosen: string | null;
  /** `newcomer`: the viewer has never played a game, and the page offers the lessons. */
  readonly me?: { readonly id: string; readonly name: string; readonly locale?: string; readonly newcomer?: boolean };
}

/** What the last try of an exercise or a puzzle came to. */
export type Verdict = 'none' | 'goOn' | 'illegal' | 'wrong' | 'right' | 'solved' | 'missed';

/**
 * A lesson's exercise or a puzzle as the board draws it (docs/activity-api.md, "PracticeView"): the private
 * panel's words, the position, the actions a tap may try, and the state to send back with the next try.
 */
export interface PracticeView {
  readonly kind: 'lesson' | 'puzzle';
  readonly id: string;
  readonly heading: string;
  readonly task: string;
  readonly said: readonly string[];
  readonly verdict: Verdict;
  readonly position: string;
  readonly sideToMove: Side;
  readonly step: Step;
  readonly stacks: Readonly<Record<string, Stack>>;
  readonly hint: string | null;
  readonly actions: readonly string[];
  readonly state: Readonly<Record<string, string>>;
  readonly next: string | null;
  readonly again: string | null;
  readonly skip: string | null;
  readonly firstGame: boolean;
  readonly locale: string;
}

export interface Config {
  readonly clientId: string;
  readonly mode: 'discord' | 'local';
  readonly players?: readonly PlayerRef[];
  /** Local mode: the channel whose games the page shows. */
  readonly channel?: string;
  /** Local mode: the server that channel is in. */
  readonly guild?: string;
}

export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/**
 * What the page shows when a poll fails: the server's own sentence when the server answered one (Discord
 * rate-limiting the sign-in says when to try again; Discord or the game function down says so), else null
 * (no answer, or not the server's: a proxy's bare 502), and the page speaks of the connection.
 */
export function serverSentence(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 500 && error.code !== String(error.status) ? error.message : null;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export class ActivityApi {
  /** @param authorization the Authorization header's value now ("Bearer …", "Local …"), or null */
  constructor(
    private readonly authorization: () => string | null,
    private readonly fetcher: Fetch = (input, init) => fetch(input, init),
    private readonly base = '',
  ) {}

  config(): Promise<Config> {
    return this.json('GET', '/api/config');
  }

  token(code: string): Promise<{ access_token: string }> {
    return this.json('POST', '/api/token', { code });
  }

  /** The channel's games; with the server it is in (`guild`), also the viewer's in its threads. */
  games(channel: string, guild?: string | null): Promise<GameList> {
    const server = guild ? `&guild=${encodeURIComponent(guild)}` : '';
    return this.json('GET', `/api/games?channel=${encodeURIComponent(channel)}${server}`);
  }

  /** The game; with `after`, null while its version is still that one (204). */
  async game(id: string, after?: number): Promise<GameView | null> {
    const query = after === undefined ? '' : `?after=${after}`;
    return this.json<GameView | null>('GET', `/api/games/${encodeURIComponent(id)}${query}`);
  }

  /** A finished game as it stood after its first `turns` turns (0: the start), to step through it. */
  gameAt(id: string, turns: number): Promise<GameView> {
    return this.json('GET', `/api/games/${encodeURIComponent(id)}?upTo=${turns}`);
  }

  /**
   * Plays an action on the version it was chosen on. `tap` names this one tap (a `crypto.randomUUID()`):
   * the same tap sent again, after an answer lost on the way, is answered with its own result, not "the
   * game changed".
   */
  act(id: string, action: string, version: number, tap: string): Promise<GameView> {
    return this.json('POST', `/api/games/${encodeURIComponent(id)}/actions`, { action, version, tap });
  }

  /** An exercise: the one named (`skip`: skipping to it), or where the viewer's progress has reached. */
  exercise(id?: string | null, skip = false): Promise<PracticeView> {
    const query = id ? `?exercise=${encodeURIComponent(id)}${skip ? '&skip=yes' : ''}` : '';
    return this.json('GET', `/api/learn${query}`);
  }

  /** A puzzle: the one named (Try again), or one picked for the viewer. */
  puzzle(id?: string | null): Promise<PracticeView> {
    return this.json('GET', `/api/puzzle${id ? `?id=${encodeURIComponent(id)}` : ''}`);
  }

  /** A try of an action on the exercise or puzzle shown, with the state its view gave. */
  tryAction(view: PracticeView, action: string): Promise<PracticeView> {
    return view.kind === 'lesson'
      ? this.json('POST', '/api/learn', { exercise: view.id, action, state: view.state })
      : this.json('POST', '/api/puzzle', { puzzle: view.id, action, state: view.state });
  }

  /** The course's first game against the easiest bot, begun in the channel the board is open in. */
  firstGame(channel: string, guild: string): Promise<{ game: string; notice?: string }> {
    return this.json('POST', '/api/learn/first-game', { channel, guild });
  }

  private async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const authorization = this.authorization();
    if (authorization) {
      headers['Authorization'] = authorization;
    }
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
    }
    const send = () => this.fetcher(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
    let response = await send();
    // Held back by the API's rate limit (nothing was done): wait as it says, briefly, and ask again, so
    // that a quick run of taps slows down instead of failing.
    for (let tries = 0; response.status === 429 && tries < 3; tries++) {
      const wait = Number(response.headers.get('Retry-After') ?? '1');
      if (!(wait >= 0 && wait <= 5)) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      response = await send();
    }
    if (response.status === 204) {
      return null as T;
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) {
      const error = (parsed ?? {}) as { error?: string; code?: string };
      throw new ApiError(response.status, error.code ?? String(response.status), error.error ?? `${method} ${path}: HTTP ${response.status}`);
    }
    return parsed as T;
  }
}
