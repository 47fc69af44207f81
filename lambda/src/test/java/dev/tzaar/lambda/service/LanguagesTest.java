package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Which language a reply speaks: a private one the user's ({@code locale}), a public one, with its
 * picture, ping and buttons, the server's ({@code guild_locale}); a language without words of its
 * own, or none, is English; a language Discord would never name is refused like any other request
 * Discord would not send.
 */
class LanguagesTest {
    private final Table table = new Table(47);
    private final String game = table.startFixedGame();

    private GameReply send(Player user, String locale, String guildLocale, Command command, String... options) {
        Map<String, String> values = new java.util.HashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            values.put(options[i], options[i + 1]);
        }
        return table.handle(GameRequest.of(Table.nextInteraction(), Table.GUILD, table.channel, user, command, values)
                .withLocales(locale, guildLocale));
    }

    @Test
    void aPublicMoveSpeaksTheServersLanguageItsPictureAndPingToo() {
        GameReply reply = send(ANN, "en-US", "fr", Command.MOVE, Option.TURN, "C2xC3");
        assertFalse(reply.ephemeral());
        assertEquals("**Ann** : C2 capture un Tzaar en C3. À **Bo** (Noir) de capturer.", reply.text());
        assertEquals("à vous de jouer dans la partie **" + game + "** : capturez.", reply.pingText());
        assertTrue(Table.shows(reply).endsWith(" in fr"), Table.shows(reply));
        assertEquals(List.of("Jouer mon tour", "Plateau", "Abandonner"), reply.buttons().stream().map(b -> b.label()).toList());
    }

    @Test
    void aPrivateReplySpeaksTheUsersLanguage() {
        GameReply refusal = send(BO, "fr", "en-US", Command.MOVE, Option.TURN, "D4xD3");
        assertTrue(refusal.ephemeral());
        assertEquals("C’est au tour de **Ann** dans la partie **" + game + "**.", refusal.text());
        GameReply board = send(BO, "fr", "en-US", Command.BOARD);
        assertTrue(board.text().startsWith("Partie **" + game + "**, tour 1 : **Ann** (Blanc) contre **Bo** (Noir)."),
                board.text());
        assertTrue(Table.shows(board).endsWith("flipped in fr"), Table.shows(board));
    }

    @Test
    void aLanguageWithoutWordsOfItsOwnOrNoneIsEnglish() {
        assertEquals("It's **Ann**'s turn in game **" + game + "**.",
                send(BO, "de", "pt-BR", Command.MOVE, Option.TURN, "D4xD3").text());
        assertEquals("It's **Ann**'s turn in game **" + game + "**.",
                send(BO, null, null, Command.MOVE, Option.TURN, "D4xD3").text());
    }

    @Test
    void aLanguageDiscordWouldNeverNameIsRefusedInEnglishAndChangesNothing() {
        long version = table.game(game).version();
        for (String bad : new String[] {"français", "fr_FR", "x".repeat(300), "fr\nen"}) {
            GameReply reply = send(ANN, bad, "fr", Command.MOVE, Option.TURN, "C2xC3");
            assertTrue(reply.ephemeral(), reply.text());
            assertTrue(reply.text().startsWith("This request does not look like one from Discord (the language"),
                    reply.text());
        }
        assertEquals(version, table.game(game).version());
    }

    @Test
    void theRulesAndTheHelpAreInTheUsersLanguage() {
        assertTrue(send(ANN, "fr", "en-US", Command.RULES).text().startsWith("**Les règles du TZAAR**"));
        assertTrue(send(ANN, "fr", "en-US", Command.HELP).text().contains("`/tzaar défier adversaire:@ami`"));
        assertTrue(send(ANN, "en-GB", "fr", Command.HELP).text().startsWith("**TZAAR on Discord**"));
    }

    /** The help and the rules fit one Discord message whole, in every language: none is cut short. */
    @Test
    void theHelpAndTheRulesFitAMessageWholeInEveryLanguage() {
        for (String locale : List.of("en-US", "fr")) {
            for (Command command : List.of(Command.HELP, Command.RULES)) {
                String text = send(ANN, locale, locale, command).text();
                String whole = dev.tzaar.api.i18n.Texts.forDiscord(locale).text(command == Command.HELP ? "help.text"
                        : "rules.text");
                String offer = dev.tzaar.lambda.shared.Wording.in(dev.tzaar.api.i18n.Texts.forDiscord(locale)).learnOffer();
                assertEquals(whole + "\n" + offer, text, locale + " " + command.wireName() + ": " + whole.length() + " characters");
                assertTrue(text.length() <= dev.tzaar.api.RequestLimits.REPLY_TEXT, locale + " " + text.length());
            }
        }
        assertTrue(send(ANN, "fr", "fr", Command.HELP).text().contains("**Jouer mon tour**"));
        assertTrue(send(ANN, "en-US", "en-US", Command.HELP).text().contains("**Play your turn**"));
    }
}
