/**
 * The page's one wiring place: read the query, ask the server how it runs, connect (Discord, or
 * the local mock), open the channel's game and keep it live.
 */
import './styles.css';
import { ActivityApi, ApiError, serverSentence, type Config, type GameView } from './api.js';
import type { Identity } from './discordClient.js';
import { byId } from './dom.js';
import { localeOf, words, type Locale } from './i18n.js';
import { documentVisibility, Poller } from './poller.js';
import { renderGamePicker, renderPlayAs, STEP_KEYS } from './controls.js';
import { Table } from './table.js';
import { Practice } from './practice.js';
import { newcomerOffer } from './practiceModel.js';
import { html } from './dom.js';

const params = new URLSearchParams(location.search);
/** Discord opens an Activity with frame_id, instance_id, platform... in the query. */
const inDiscord = params.has('frame_id');

let identity: Identity | null = null;
const api = new ActivityApi(() => identity?.authorization() ?? null);
let locale: Locale = localeOf(params.get('locale') ?? navigator.language);
let say = words(locale);

/** Where the board, the cards and the lines go: a game's table and a lesson share them. */
const boardPlaces = {
  board: byId('board'),
  white: byId('card-white'),
  black: byId('card-black'),
  status: byId('status'),
  lastTurn: byId('last-turn'),
  controls: byId('controls'),
  message: byId('message'),
  live: byId('live'),
};

const table = new Table(
  boardPlaces,
  say,
  api,
  (view) => poller.seen(view.version),
);

/** Lessons and puzzles on the same board: the Learn and Puzzle buttons open them, First game leaves them. */
const practice = new Practice(
  boardPlaces,
  say,
  api,
  async () => {
    const begun = await api.firstGame(identity!.channelId, identity!.guildId ?? '');
    practice.leave();
    remember('game', begun.game);
    await openGame(begun.game);
    if (begun.notice) {
      table.message(begun.notice);
    }
  },
);

function renderPracticeBar(): void {
  const bar = byId('practice-bar');
  const learn = html('button', { type: 'button', id: 'learn' }, [say('board.learn')]);
  learn.addEventListener('click', () => {
    poller.stop();
    void practice.learn();
  });
  const puzzle = html('button', { type: 'button', id: 'puzzle' }, [say('board.puzzle')]);
  puzzle.addEventListener('click', () => {
    poller.stop();
    void practice.puzzle();
  });
  bar.replaceChildren(learn, puzzle);
  bar.hidden = false;
}

const poller = new Poller<GameView>(
  {
    fetch: (version) => api.game(table.current!.id, version),
    changed: (view) => table.show(view),
    failed: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        poller.stop();
        table.message(say('error.unauthorized'));
      } else {
        // The poller tries again by itself either way; "the connection was lost" only when it was.
        table.message(serverSentence(error) ?? say('error.network'));
      }
    },
    recovered: () => table.message(''),
  },
  documentVisibility(document),
);

// ←, →, Home and End step through a finished game, but on the board, whose arrows move between cells,
// and in a control that takes keys itself.
document.addEventListener('keydown', (event) => {
  const to = STEP_KEYS[event.key];
  const target = event.target instanceof Element ? event.target : null;
  if (!to || !table.steppable || event.altKey || event.ctrlKey || event.metaKey
      || target?.closest('.cells, select, input, textarea')) {
    return;
  }
  event.preventDefault();
  void table.step(to);
});

function useLocale(tag: string | null | undefined): void {
  const next = localeOf(tag);
  if (next !== locale) {
    locale = next;
    say = words(locale);
    document.documentElement.lang = locale;
    table.setWords(say);
    practice.setWords(say);
    renderPracticeBar();
  }
}

/** Opens the channel's game (or the one asked for), or the start position when there is none. */
async function openGame(wanted: string | null): Promise<void> {
  poller.stop();
  practice.leave();
  const list = await api.games(identity!.channelId, identity!.guildId);
  if (inDiscord) {
    useLocale(list.me?.locale);
  }
  const id = wanted ?? list.chosen;
  renderGamePicker(byId('game-bar'), list.games, id, say, (chosen) => void switchGame(chosen));
  if (!id) {
    table.showNoGame();
    if (list.me?.newcomer) {
      // Someone who has never played is offered the lessons first.
      table.message(newcomerOffer(say));
    }
    markPainted();
    return;
  }
  const view = await api.game(id);
  if (view) {
    if (inDiscord && view.locale) {
      useLocale(view.locale);
    }
    table.show(view);
    markPainted();
    poller.start(view.version);
  }
}

async function switchGame(id: string): Promise<void> {
  remember('game', id);
  await openGame(id);
}

function remember(name: string, value: string): void {
  const url = new URL(location.href);
  url.searchParams.set(name, value);
  history.replaceState(null, '', url);
}

/** The moment the board first shows the game: the figure the browser tests measure. */
function markPainted(): void {
  if (performance.getEntriesByName('board-painted').length === 0) {
    requestAnimationFrame(() => performance.mark('board-painted'));
  }
}

/** The SDK's chunk, fetched while the page asks the server for its config. */
const discordClient = import('./discordClient.js');

async function connect(config: Config): Promise<Identity> {
  const client = await discordClient;
  if (inDiscord) {
    return client.connectToDiscord(config, api);
  }
  if (config.mode === 'local') {
    return client.connectLocally(config, params.get('as'));
  }
  throw new Error('open TZAAR from Discord: this page runs inside Discord as an Activity');
}

async function start(): Promise<void> {
  document.documentElement.lang = locale;
  const config = await api.config();
  identity = await connect(config);
  if (config.mode === 'local' && identity.switchTo && config.players) {
    const switchTo = identity.switchTo;
    renderPlayAs(byId('player-bar'), config.players, identity.localUser!(), say, (id) => {
      switchTo(id);
      remember('as', id);
      void openGame(table.current?.id ?? params.get('game'));
    });
  }
  renderPracticeBar();
  await openGame(params.get('game'));
  if (params.get('learn') !== null) {
    await practice.learn(params.get('learn') || null);
  }
}

start().catch((error: unknown) => {
  console.error(error);
  table.showNoGame();
  table.message(say('error.start', error instanceof Error ? error.message : String(error)));
});
