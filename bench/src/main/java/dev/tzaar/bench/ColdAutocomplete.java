package dev.tzaar.bench;

import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.bot.gateway.TzaarBot;
import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.infra.local.LocalGameFunction;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * Autocomplete with nothing warm, the worst a player can meet: a bot just started (its summary cache
 * empty, so it must ask the function) whose call reaches a function that is not running yet, so the
 * call starts it in a new JVM that builds its handler, unprimed, to answer ({@link ColdStartEndpoint}):
 * a cold Lambda without SnapStart. The bot's {@code AutocompleteHandler} stops waiting 2.5 s after the
 * interaction; whatever came by then is what the player sees.
 */
final class ColdAutocomplete {
    private ColdAutocomplete() {
    }

    /**
     * One try, with its own bot and function.
     *
     * @param latency from the interaction sent to the choices arriving
     * @param choices how many came: none when the deadline cut the function off
     * @param functionListeningMillis how long the function's JVM took from its start to listening
     * @param functionAnswerMillis how long the bot's call took to be answered, in time or not
     */
    record Try(Duration latency, int choices, long functionListeningMillis, long functionAnswerMillis) {
        boolean answered() {
            return choices > 0;
        }
    }

    /**
     * {@code player} types into {@code /tzaar move from:} in the channel where they have a game in
     * progress and are to act, so that a function that answers in time has choices to give.
     */
    static Try once(FakeDiscord discord, DiscordUser player, URI dynamoDb, Path functionLog) throws Exception {
        try (ColdStartEndpoint function = ColdStartEndpoint.start(dynamoDb.toString(), LocalGameFunction.TABLE,
                functionLog);
                LambdaFunctionClient relay = LambdaFunctionClient.local(function.endpoint(),
                        LocalGameFunction.FUNCTION + ":live")) {
            TzaarBot bot = DiscordBenchmark.startBot(discord, relay);
            Callback answer;
            try {
                answer = discord.autocomplete(player, "tzaar", "move", Map.of("from", ""), "from")
                        .awaitAcknowledgement();
            } finally {
                // Before the figures are read: closing waits for the function's answer, even a late one.
                bot.close();
            }
            return new Try(answer.latency(), answer.choices().size(), function.functionListeningMillis(),
                    function.firstAnswerMillis());
        }
    }
}
