package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Player;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.engine.Checked;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The door of the function: a request is checked against {@link RequestLimits} before anything
 * reads the store, and its names are cleaned ({@link Names}). What Discord itself would never send
 * (an id that is not a snowflake, a 2 KB option) gets a short private refusal instead of reaching
 * DynamoDB as an error; nothing of it is echoed at length.
 */
final class RequestChecks {
    static final String NOT_FROM_DISCORD = "This request does not look like one from Discord (%s), so I did not act "
            + "on it. If you typed it in Discord, tell whoever runs the bot.";

    private RequestChecks() {
    }

    /** The request with clean names, or why it is refused. */
    static Checked<GameRequest> check(GameRequest request) {
        String problem = problem(request);
        if (problem != null) {
            return Checked.refused(problem);
        }
        Map<String, Player> mentioned = new LinkedHashMap<>();
        request.mentioned().forEach((id, player) -> mentioned.put(id, Names.clean(player)));
        return Checked.ok(new GameRequest(request.interactionId(), request.guildId(), request.channelId(),
                Names.clean(request.user()), request.command(), request.options(), mentioned, request.focused(),
                request.context()));
    }

    private static String problem(GameRequest request) {
        String ids = badId("the interaction id", request.interactionId());
        ids = ids != null ? ids : badId("the channel id", request.channelId());
        ids = ids != null ? ids : badId("your user id", request.user().id());
        ids = ids != null || request.guildId() == null ? ids : badId("the server id", request.guildId());
        if (ids != null) {
            return String.format(NOT_FROM_DISCORD, ids);
        }
        if (request.mentioned().size() > RequestLimits.MENTIONED) {
            return String.format(NOT_FROM_DISCORD, "it names " + request.mentioned().size() + " users");
        }
        for (Map.Entry<String, Player> named : request.mentioned().entrySet()) {
            String problem = badId("a mentioned user's id", named.getKey());
            if (problem == null && !named.getKey().equals(named.getValue().id())) {
                problem = "a mentioned user is filed under another id";
            }
            if (problem != null) {
                return String.format(NOT_FROM_DISCORD, problem);
            }
        }
        if (request.options().size() > RequestLimits.OPTIONS) {
            return "That is " + request.options().size() + " options; no command takes more than "
                    + RequestLimits.OPTIONS + ".";
        }
        for (Map.Entry<String, String> option : request.options().entrySet()) {
            String name = option.getKey();
            if (name == null || name.isEmpty() || name.length() > RequestLimits.OPTION_NAME) {
                return String.format(NOT_FROM_DISCORD, "an option has no name, or a name too long");
            }
            String value = option.getValue();
            if (value != null && value.length() > RequestLimits.OPTION_VALUE) {
                return "The option \"" + Wording.echo(name) + "\" is " + value.length() + " characters long; nothing you "
                        + "can type there needs more than " + RequestLimits.OPTION_VALUE + ".";
            }
        }
        if (request.focused() != null && request.focused().length() > RequestLimits.OPTION_NAME) {
            return String.format(NOT_FROM_DISCORD, "the option being typed has a name too long");
        }
        return null;
    }

    private static String badId(String what, String id) {
        return RequestLimits.isSnowflake(id) ? null : what + " is not a Discord id";
    }
}
