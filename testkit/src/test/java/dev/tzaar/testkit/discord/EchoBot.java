package dev.tzaar.testkit.discord;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.events.interaction.GenericInteractionCreateEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.CommandData;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.utils.FileUpload;

/**
 * A small bot, standing in for the real one, that answers the way the real one will: deferring and then
 * editing the reply with a board picture and buttons, pinging the next player in a follow-up,
 * answering autocomplete at once. It keeps every event it receives for the test to inspect.
 */
final class EchoBot extends ListenerAdapter {
    /** A real picture, whose bytes must arrive as they left. */
    static final byte[] BOARD = png();
    static final String ALT_TEXT = "The board: White to move.";
    static final List<String> CELLS = List.of("E4", "E5", "F4", "F5");

    private final BlockingQueue<GenericInteractionCreateEvent> events = new LinkedBlockingQueue<>();

    /** What the bot registers on start: {@code /tzaar} and its subcommands. */
    static CommandData command() {
        return Commands.slash("tzaar", "Play TZAAR").addSubcommands(
                new SubcommandData("challenge", "Challenge a player")
                        .addOption(OptionType.USER, "opponent", "Whom to play", true),
                new SubcommandData("move", "Move a stack")
                        .addOption(OptionType.STRING, "from", "Where from", true, true)
                        .addOption(OptionType.STRING, "to", "Where to", true, true),
                new SubcommandData("board", "Show the board"));
    }

    /** The next interaction the bot received, of that type. */
    <T extends GenericInteractionCreateEvent> T next(Class<T> type) throws InterruptedException {
        GenericInteractionCreateEvent event = events.poll(Interaction.DEFAULT_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        if (event == null) {
            throw new AssertionError("the bot received no interaction in " + Interaction.DEFAULT_WAIT);
        }
        return type.cast(event);
    }

    /** Forgets what arrived and was not looked at. */
    void clear() {
        events.clear();
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        events.add(event);
        switch (String.valueOf(event.getSubcommandName())) {
            case "challenge" -> {
                User challenger = event.getUser();
                User opponent = event.getOption("opponent").getAsUser();
                event.deferReply()
                        .flatMap(hook -> hook.editOriginal(challenger.getAsMention() + " challenges "
                                        + opponent.getAsMention())
                                .setFiles(FileUpload.fromData(BOARD, "board.png").setDescription(ALT_TEXT))
                                .setComponents(ActionRow.of(Button.success("tzaar:accept:g1", "Accept"),
                                        Button.danger("tzaar:decline:g1", "Decline"))))
                        // Only the opponent is to be pinged, though the text names both.
                        .flatMap(edited -> event.getHook()
                                .sendMessage(opponent.getAsMention() + ", " + challenger.getAsMention()
                                        + " challenges you")
                                .setAllowedMentions(EnumSet.noneOf(Message.MentionType.class))
                                .mentionUsers(opponent.getId()))
                        .queue();
            }
            case "move" -> event.deferReply(true)
                    .flatMap(hook -> hook.editOriginal("Moved " + event.getOption("from").getAsString() + " to "
                            + event.getOption("to").getAsString()))
                    .queue();
            case "board" -> event.replyFiles(FileUpload.fromData(BOARD, "board.png").setDescription(ALT_TEXT))
                    .queue();
            default -> { } // left unanswered
        }
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        events.add(event);
        String typed = event.getFocusedOption().getValue().toUpperCase(Locale.ROOT);
        event.replyChoices(CELLS.stream().filter(cell -> cell.startsWith(typed))
                        .map(cell -> new Command.Choice(cell, cell)).toList())
                .queue();
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        events.add(event);
        if (event.getComponentId().startsWith("tzaar:accept:")) {
            event.deferEdit()
                    .flatMap(hook -> hook.editOriginal("Accepted").setComponents(ActionRow.of(
                            Button.success("tzaar:accept:g1", "Accept").asDisabled(),
                            Button.danger("tzaar:decline:g1", "Decline").asDisabled())))
                    .queue();
        } else {
            event.editMessage("Declined").setComponents().queue();
        }
    }

    private static byte[] png() {
        BufferedImage image = new BufferedImage(16, 16, BufferedImage.TYPE_INT_RGB);
        image.setRGB(3, 5, 0xc0ffee);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
