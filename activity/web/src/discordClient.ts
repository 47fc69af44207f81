/**
 * Who is looking, learned through Discord's Embedded App SDK. Loaded on its own (a separate
 * chunk), so the board's script does not wait for the SDK's bytes to be parsed.
 *
 * In Discord: ready, authorize (an OAuth2 code, no prompt), the code exchanged by our server for an
 * access token, authenticate, and the channel from the SDK. On loopback in local mode: the SDK's
 * own DiscordSDKMock stands in for the Discord client, in the channel the local server names, and
 * the viewer is the player chosen on the page ("Authorization: Local <id>"); the server accepts that
 * only in local mode.
 */
import { DiscordSDK, DiscordSDKMock } from '@discord/embedded-app-sdk';
import type { ActivityApi, Config } from './api.js';

export interface Identity {
  /** The channel (or thread) the Activity was opened in. */
  readonly channelId: string;
  /** The server that channel is in; null in a DM. */
  readonly guildId: string | null;
  /** The Authorization header's value. */
  authorization(): string;
  /** Local mode: act as another of the local players. */
  readonly switchTo?: (userId: string) => void;
  readonly localUser?: () => string;
}

export async function connectToDiscord(config: Config, api: ActivityApi): Promise<Identity> {
  const sdk = new DiscordSDK(config.clientId);
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: config.clientId,
    response_type: 'code',
    state: '',
    prompt: 'none',
    scope: ['identify', 'guilds'],
  });
  const { access_token } = await api.token(code);
  await sdk.commands.authenticate({ access_token });
  if (!sdk.channelId) {
    throw new Error('Discord did not say which channel the Activity is in');
  }
  const token = access_token;
  return { channelId: sdk.channelId, guildId: sdk.guildId ?? null, authorization: () => `Bearer ${token}` };
}

export async function connectLocally(config: Config, wanted: string | null): Promise<Identity> {
  const players = config.players ?? [];
  if (players.length === 0) {
    throw new Error('the local server names no players');
  }
  const sdk = new DiscordSDKMock(config.clientId, config.guild ?? null, config.channel ?? 'local', null);
  await sdk.ready();
  let user = players.find((p) => p.id === wanted)?.id ?? players[0]!.id;
  return {
    channelId: sdk.channelId ?? config.channel ?? 'local',
    guildId: sdk.guildId ?? null,
    authorization: () => `Local ${user}`,
    switchTo: (id) => {
      user = id;
    },
    localUser: () => user,
  };
}
