package dev.tzaar.bot.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar import file:}: Discord's attachment goes to the function as its CDN address, the console's local
 * file as its text; a local file that cannot be read is refused at once, in the user's language.
 */
class ImportSubcommandTest {
    private final ImportSubcommand subcommand = new ImportSubcommand();

    @Test
    void itTakesOneRequiredAttachmentAndAnswersTheChannel() {
        assertEquals(OptionType.ATTACHMENT, subcommand.definition().getOptions().get(0).getType());
        assertEquals(Option.FILE, subcommand.definition().getOptions().get(0).getName());
        assertEquals(true, subcommand.definition().getOptions().get(0).isRequired());
        assertEquals(Acknowledgement.PUBLIC_REPLY, subcommand.acknowledgement());
    }

    @Test
    void anAttachmentOnDiscordIsSentAsItsAddress() {
        String url = "https://cdn.discordapp.com/attachments/1/2/game.sgf?ex=1";
        FakeInput input = FakeInput.ann().with(Option.FILE, new AttachedFile.OnDiscord(url));

        assertEquals(Optional.empty(), subcommand.refusal(input));
        GameRequest request = subcommand.request(input);
        assertEquals(Command.IMPORT, request.command());
        assertEquals(Map.of(Option.FILE, url), request.options());
    }

    @Test
    void aLocalFileIsSentAsItsText() {
        FakeInput input = FakeInput.ann().with(Option.FILE, new AttachedFile.Read("Setup: fixed\n"));

        assertEquals(Map.of(Option.RECORD, "Setup: fixed\n"), subcommand.request(input).options());
    }

    @Test
    void aLocalFileThatCannotBeReadIsRefusedInTheUsersLanguage() {
        AttachedFile missing = new AttachedFile.Unreadable("friday.tzaar", "there is no such file");

        assertEquals(Optional.of("I cannot read friday.tzaar: there is no such file."),
                subcommand.refusal(FakeInput.ann().with(Option.FILE, missing)));
        assertEquals(Optional.of("Je ne peux pas lire friday.tzaar : there is no such file."),
                subcommand.refusal(FakeInput.ann().speaking("fr", "fr").with(Option.FILE, missing)));
    }
}
