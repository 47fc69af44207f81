package dev.tzaar.infra.discord;

import dev.tzaar.bot.function.FunctionClient;

/** Whole games by taps through the interactions endpoint, the fake Discord POSTing each signed interaction. */
class InteractionsTapsTest extends TapGamesThroughDiscord {

    @Override
    protected AutoCloseable startFrontend(FakeDiscord discord, FunctionClient function) throws Exception {
        return InteractionsEndToEndTest.interactionsEndpoint(discord, function);
    }
}
