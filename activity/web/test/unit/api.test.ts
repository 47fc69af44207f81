import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ActivityApi, ApiError, serverSentence } from '../../src/api.js';

interface Sent { url: string; init: RequestInit | undefined }

function server(status: number, body: unknown | null): { api: ActivityApi; sent: Sent[] } {
  const sent: Sent[] = [];
  const api = new ActivityApi(() => 'Local 101', async (url, init) => {
    sent.push({ url, init });
    return new Response(body === null ? null : JSON.stringify(body), { status });
  });
  return { api, sent };
}

describe('the page\'s client of the Activity API', () => {
  it('says who is asking on every call, and posts the action with the version it was made on and its tap', async () => {
    const { api, sent } = server(200, { id: 'g1', version: 8 });
    await api.act('g1', 'F4xE4', 7, '3b241101-e2bb-4255-8caf-4136c566a962');
    assert.equal(sent[0]!.url, '/api/games/g1/actions');
    assert.equal(sent[0]!.init?.method, 'POST');
    assert.equal((sent[0]!.init?.headers as Record<string, string>)['Authorization'], 'Local 101');
    assert.deepEqual(JSON.parse(String(sent[0]!.init?.body)), { action: 'F4xE4', version: 7,
      tap: '3b241101-e2bb-4255-8caf-4136c566a962' });
  });

  it('waits out a 429 as its Retry-After says and asks again, so a quick run of taps slows down instead of failing', async () => {
    const statuses = [429, 200];
    const sent: string[] = [];
    const api = new ActivityApi(() => 'Local 101', async (url) => {
      sent.push(url);
      const status = statuses.shift()!;
      return new Response(JSON.stringify(status === 200 ? { game: 'g2' } : { code: 'tooMany', error: 'Too many requests' }),
        { status, headers: status === 429 ? { 'Retry-After': '0' } : {} });
    });
    assert.deepEqual(await api.firstGame('c1', 'g1'), { game: 'g2' });
    assert.deepEqual(sent, ['/api/learn/first-game', '/api/learn/first-game']);
  });

  it('gives up on a 429 that asks for a long wait, with the server\'s sentence', async () => {
    const api = new ActivityApi(() => 'Local 101', async () => new Response(
      JSON.stringify({ code: 'tooMany', error: 'Too many requests' }), { status: 429, headers: { 'Retry-After': '60' } }));
    await assert.rejects(api.firstGame('c1', 'g1'), (error: unknown) => error instanceof ApiError && error.status === 429);
  });

  it('asks for a channel\'s games with the server it is in, when there is one', async () => {
    const { api, sent } = server(200, { games: [], chosen: null });
    await api.games('800000000000000000', '900000000000000000');
    await api.games('800000000000000000', null);
    assert.deepEqual(sent.map((s) => s.url), [
      '/api/games?channel=800000000000000000&guild=900000000000000000',
      '/api/games?channel=800000000000000000',
    ]);
  });

  it('reads 204 on a poll as "unchanged"', async () => {
    const { api, sent } = server(204, null);
    assert.equal(await api.game('g1', 7), null);
    assert.equal(sent[0]!.url, '/api/games/g1?after=7');
  });

  it('turns an error reply into an ApiError with the server\'s sentence and kind', async () => {
    const { api } = server(409, { error: 'The game changed since.', code: 'stale' });
    await assert.rejects(api.act('g1', 'pass', 3, 'a-tap-of-its-own'), (e: unknown) =>
      e instanceof ApiError && e.status === 409 && e.code === 'stale' && e.message === 'The game changed since.');
    const bare = server(502, null);
    await assert.rejects(bare.api.config(), (e: unknown) => e instanceof ApiError && e.status === 502 && e.code === '502');
  });

  it('shows a failed poll in the server\'s words when it said why (Discord rate-limiting the sign-in), else as the connection', async () => {
    const busy = server(503, { error: 'Discord asked TZAAR to slow down: try again in 58 seconds.', code: 'discordBusy' });
    const failure = await busy.api.game('g1', 7).catch((e: unknown) => e);
    assert.equal(serverSentence(failure), 'Discord asked TZAAR to slow down: try again in 58 seconds.');
    const proxy = await server(502, null).api.game('g1', 7).catch((e: unknown) => e);
    assert.equal(serverSentence(proxy), null, 'a bare 502 is not the server\'s sentence');
    assert.equal(serverSentence(new TypeError('Failed to fetch')), null, 'no answer at all');
    assert.equal(serverSentence(new ApiError(409, 'stale', 'The game changed since.')), null, 'not a failure of a poll\'s service');
  });
});
