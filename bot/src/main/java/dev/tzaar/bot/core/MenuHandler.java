package dev.tzaar.bot.core;

import dev.tzaar.api.ControlId;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.commands.CommandInput;
import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.reply.Responder;
import java.util.List;
import java.util.Optional;

/**
 * An item picked from a select menu of a player's private panel: the menu's id ({@link ControlId})
 * names the command, the game, the position it was made for and the option the item fills (the piece
 * chosen, the cell to place on), so the bot remembers nothing about menus. The pick becomes that
 * command's request, which the function checks as it checks a typed one; the panel's next step takes
 * the pressed panel's place ({@link Acknowledgement#UPDATE}).
 */
public final class MenuHandler {
    private final Relay relay;

    public MenuHandler(Relay relay) {
        this.relay = relay;
    }

    /** @param values the items picked, as Discord sends them: the panel's menus take exactly one */
    public void handle(String customId, List<String> values, CommandInput input, Responder responder) {
        Optional<ControlId> control = ControlId.parse(customId).filter(ControlId::isMenu);
        if (control.isEmpty() || values.size() != 1) {
            responder.refuse(Texts.forDiscord(input.locale()).text("bot.staleButton"));
            return;
        }
        relay.relay(ButtonHandler.request(control.get(), values.get(0), input), Acknowledgement.UPDATE, false,
                responder);
    }
}
