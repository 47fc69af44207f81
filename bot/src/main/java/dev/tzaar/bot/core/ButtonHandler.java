package dev.tzaar.bot.core;

import dev.tzaar.api.ButtonId;
import dev.tzaar.api.Command;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.commands.AiSubcommand;
import dev.tzaar.bot.commands.CommandInput;
import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.reply.Responder;
import java.util.Optional;

/**
 * A button pressed: its id ({@link ButtonId}) names the command and the game (the board's Pass also the
 * position it was shown for), so buttons work after a restart and the bot remembers nothing about them;
 * a button of a player's private panel ({@link ControlId}) also names the position it was made for and
 * the choices made on the panel. The press becomes that command's request for that game; the function
 * decides who may press it and answers anyone else privately.
 *
 * <p>Buttons whose answer is shown only to the presser (Board, Resign's confirmation, the Record)
 * are acknowledged with a private "thinking"; all others are acknowledged without a placeholder
 * ({@link Acknowledgement#UPDATE}), and every answer to them is a new message, public or private as
 * the function says: a refusal to the wrong person stays private, and the game's story in the
 * channel is never overwritten.
 */
public final class ButtonHandler {
    /** In English; each user reads it in their language. */
    static final String STALE = Texts.ENGLISH.text("bot.staleButton");

    private final Relay relay;

    public ButtonHandler(Relay relay) {
        this.relay = relay;
    }

    public void handle(String customId, CommandInput input, Responder responder) {
        Optional<ControlId> control = ControlId.parse(customId).filter(c -> !c.isMenu());
        if (control.isPresent()) {
            relay.relay(request(control.get(), null, input), Acknowledgement.UPDATE, false, responder);
            return;
        }
        Optional<ButtonId> id = ButtonId.parse(customId);
        if (id.isEmpty() || id.get().command() == Command.SUGGEST || id.get().command() == Command.THREAD) {
            responder.refuse(Texts.forDiscord(input.locale()).text("bot.staleButton"));
            return;
        }
        Command command = id.get().command();
        if (command == Command.ACTIVITY && responder.launchActivity()) {
            // Discord opens the live board; a transport that cannot asks the function, which says where it is.
            return;
        }
        relay.relay(request(id.get(), input), acknowledgement(command), retiresItsButtons(command), responder);
    }

    /**
     * What pressing the button asks the function: its command, for its game, and for the board's Pass the
     * position it was shown for ({@link ButtonId#options()}).
     */
    public static GameRequest request(ButtonId button, CommandInput input) {
        return input.withLanguages(GameRequest.of(input.interactionId(), input.guildId(), input.channelId(),
                input.user(), button.command(), button.options())).in(input.context());
    }

    /**
     * What pressing a control of a player's panel asks the function: its command, for its game and the
     * position it was made for, with the choices it carries and, for a menu, the item {@code chosen}.
     * The panel's next step then takes the pressed panel's place ({@link Acknowledgement#UPDATE}). A
     * control of {@link Command#AI} (the course's first game) is a game against this bot at the level it
     * names, as the slash command is: the bot fills in its own user, which the function cannot know.
     */
    public static GameRequest request(ControlId control, String chosen, CommandInput input) {
        if (control.command() == Command.AI) {
            return input.withLanguages(AiSubcommand.againstTheBot(input,
                    control.given().getOrDefault(Option.LEVEL, AiSubcommand.CHALLENGED_LEVEL)));
        }
        return input.withLanguages(GameRequest.of(input.interactionId(), input.guildId(), input.channelId(),
                input.user(), control.command(), control.options(chosen))).in(input.context());
    }

    /**
     * Private "thinking" for answers only the presser sees (Play your turn opens a private panel, the
     * review's "Learn from your mistakes" the presser's first marked turn); otherwise no placeholder at all.
     */
    static Acknowledgement acknowledgement(Command command) {
        return switch (command) {
            case BOARD, RESIGN, HISTORY, GAMES, HELP, RULES, HINT, ANALYZE, PANEL, ACTIVITY, REPLAY, LEARN ->
                    Acknowledgement.PRIVATE_REPLY;
            default -> Acknowledgement.UPDATE;
        };
    }

    /**
     * Whether a public answer leaves the pressed message's buttons useless: an answered challenge,
     * a used resignation confirmation, a board whose Pass was pressed (the pass answers with the next
     * board, which carries the game's live buttons). Other game messages keep theirs (Board and Resign
     * still work).
     */
    public static boolean retiresItsButtons(Command command) {
        return switch (command) {
            case ACCEPT, DECLINE, CANCEL, CONFIRM_RESIGN, PASS -> true;
            default -> false;
        };
    }
}
