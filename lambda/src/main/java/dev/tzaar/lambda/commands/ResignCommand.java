package dev.tzaar.lambda.commands;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.ActiveGames;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Outcomes;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.List;

/**
 * {@code /tzaar resign} asks for a confirmation (a button is easily tapped by mistake, and a
 * resignation cannot be taken back); its button, {@link Command#CONFIRM_RESIGN}, resigns.
 */
public final class ResignCommand implements CommandHandler {
    private final CommandServices services;
    private final boolean confirmed;

    public ResignCommand(CommandServices services, boolean confirmed) {
        this.services = services;
        this.confirmed = confirmed;
    }

    @Override
    public boolean changesGames() {
        return confirmed;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = ActiveGames.find(services, request, now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        if (!confirmed) {
            Wording user = Wording.forUser(request);
            return new Decision.Answer(GameReply.privately(user.say("resign.confirm", game.id(),
                    Wording.name(game.otherThan(request.user().id()))))
                    .withButtons(List.of(ActionButton.of(Command.CONFIRM_RESIGN, game.id(),
                            user.say("button.confirmResign", game.id()), ButtonStyle.DANGER))));
        }
        GameRecord record = game.record().resign(ActiveGames.sideOf(game, request)).orElseThrow();
        Wording channel = Wording.forChannel(request);
        return Outcomes.after(services, game, record, request.user(), channel,
                channel.say("resign.done", Wording.name(request.user())), now);
    }
}
