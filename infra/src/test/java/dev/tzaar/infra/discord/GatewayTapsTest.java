package dev.tzaar.infra.discord;

import dev.tzaar.bot.function.FunctionClient;

/** Whole games by taps through a real JDA bot connected to the fake Discord's gateway. */
class GatewayTapsTest extends TapGamesThroughDiscord {

    @Override
    protected AutoCloseable startFrontend(FakeDiscord discord, FunctionClient function) throws Exception {
        return DiscordEndToEndTest.gatewayBot(discord, function);
    }
}
