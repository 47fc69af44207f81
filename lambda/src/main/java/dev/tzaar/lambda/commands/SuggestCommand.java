package dev.tzaar.lambda.commands;

import dev.tzaar.api.Choice;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameSummary;
import dev.tzaar.api.Option;
import dev.tzaar.api.Suggestions;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.shared.ActiveGames;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.GameFinder;
import dev.tzaar.lambda.shared.Summaries;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.List;

/**
 * Autocomplete when the bot has nothing cached: the same choices the bot would work out from a
 * summary ({@link Suggestions}), best first, with that summary for the bot to keep. Anything that goes
 * wrong simply offers no choices.
 */
public final class SuggestCommand implements CommandHandler {
    private final CommandServices services;

    public SuggestCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        String focused = request.focused() == null ? "" : request.focused();
        String typed = request.options().getOrDefault(focused, "");
        String user = request.user().id();
        if (focused.equals(Option.GAME)) {
            return answer(Suggestions.forGames(services.finder().openGamesHere(request, now).stream()
                    .map(Summaries::of).toList(), user, typed, Wording.forUser(request).texts()));
        }
        Checked<GameFinder.Found> found = ActiveGames.findToSuggest(services, request, now);
        if (!found.isOk()) {
            return answer(List.of());
        }
        GameSummary game = Summaries.of(found.value().game());
        // With the game, as it stands: the bot keeps it and answers the next keystrokes itself.
        return new Decision.Answer(GameReply.choices(Suggestions.forAction(game, user, focused, typed,
                request.options(), Wording.forUser(request).texts())).withGame(game));
    }

    private static Decision answer(List<Choice> choices) {
        return new Decision.Answer(GameReply.choices(choices));
    }
}
