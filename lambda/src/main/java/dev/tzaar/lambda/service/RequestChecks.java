package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Player;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.shared.Names;
import dev.tzaar.lambda.shared.Wording;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The door of the function: a request is checked against {@link RequestLimits} before anything
 * reads the store, and its names are cleaned ({@link Names}). What Discord itself would never send
 * (an id that is not a snowflake, a 2 KB option) gets a short private refusal instead of reaching
 * DynamoDB as an error; nothing of it is echoed at length.
 */
final class RequestChecks {
    private RequestChecks() {
    }

    /** The request with clean names, or why it is refused (in the user's language, when that is well formed). */
    static Checked<GameRequest> check(GameRequest request) {
        boolean languagesWellFormed = RequestLimits.isLocaleOrAbsent(request.locale())
                && RequestLimits.isLocaleOrAbsent(request.guildLocale());
        Wording wording = languagesWellFormed ? Wording.forUser(request) : Wording.in(Texts.ENGLISH);
        String problem = languagesWellFormed ? problem(request, wording)
                : wording.say("checks.notFromDiscord", wording.say("checks.badLocale"));
        if (problem != null) {
            return Checked.refused(problem);
        }
        Map<String, Player> mentioned = new LinkedHashMap<>();
        request.mentioned().forEach((id, player) -> mentioned.put(id, Names.clean(player)));
        return Checked.ok(request.withUser(Names.clean(request.user())).withMentioned(mentioned));
    }

    private static String problem(GameRequest request, Wording wording) {
        String ids = badId("checks.badInteractionId", request.interactionId());
        ids = ids != null ? ids : badId("checks.badChannelId", request.channelId());
        ids = ids != null ? ids : badId("checks.badUserId", request.user().id());
        ids = ids != null || request.guildId() == null ? ids : badId("checks.badGuildId", request.guildId());
        if (ids != null) {
            return notFromDiscord(wording, wording.say(ids));
        }
        if (request.mentioned().size() > RequestLimits.MENTIONED) {
            return notFromDiscord(wording, wording.say("checks.tooManyMentioned", request.mentioned().size()));
        }
        for (Map.Entry<String, Player> named : request.mentioned().entrySet()) {
            String problem = badId("checks.badMentionedId", named.getKey());
            if (problem == null && !named.getKey().equals(named.getValue().id())) {
                problem = "checks.mentionedElsewhere";
            }
            if (problem != null) {
                return notFromDiscord(wording, wording.say(problem));
            }
        }
        if (request.options().size() > RequestLimits.OPTIONS) {
            return wording.say("checks.tooManyOptions", request.options().size(), RequestLimits.OPTIONS);
        }
        for (Map.Entry<String, String> option : request.options().entrySet()) {
            String name = option.getKey();
            if (name == null || name.isEmpty() || name.length() > RequestLimits.OPTION_NAME) {
                return notFromDiscord(wording, wording.say("checks.badOptionName"));
            }
            String value = option.getValue();
            if (value != null && value.length() > RequestLimits.longestValueOf(name)) {
                return wording.say("checks.optionTooLong", Wording.echo(name), value.length(),
                        RequestLimits.longestValueOf(name));
            }
        }
        if (request.focused() != null && request.focused().length() > RequestLimits.OPTION_NAME) {
            return notFromDiscord(wording, wording.say("checks.focusedTooLong"));
        }
        if (request.resume() != null && request.resume().length() > RequestLimits.OPTION_VALUE) {
            return notFromDiscord(wording, wording.say("checks.resumeTooLong"));
        }
        return null;
    }

    private static String notFromDiscord(Wording wording, String why) {
        return wording.say("checks.notFromDiscord", why);
    }

    /** The key of the problem with an id, or null when it is a snowflake. */
    private static String badId(String key, String id) {
        return RequestLimits.isSnowflake(id) ? null : key;
    }
}
