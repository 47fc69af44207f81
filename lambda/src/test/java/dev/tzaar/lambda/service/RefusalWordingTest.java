package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Refusal;
import dev.tzaar.lambda.shared.Wording;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The engine refuses a typed action in English, with a stable kind; the function words that kind in
 * the player's language. English readers get the engine's own reason, word for word.
 */
class RefusalWordingTest {
    private final Table table = new Table(61);
    private final String game = table.startFixedGame();

    private GameReply move(String locale, String turn) {
        return table.handle(GameRequest.of(Table.nextInteraction(), Table.GUILD, table.channel, ANN, Command.MOVE,
                Map.of(Option.TURN, turn)).withLocales(locale, "en-US"));
    }

    @Test
    void everyKindOfRefusalIsWordedInEveryLanguageWithABundle() {
        List<String> missing = new ArrayList<>();
        for (Locale language : List.of(Locale.FRENCH)) {
            Texts texts = Texts.of(language);
            assertTrue(Texts.hasOwnBundle(language));
            for (Refusal.Kind kind : Refusal.Kind.values()) {
                String key = Wording.refusalKey(new Refusal(kind, List.of()));
                if (!texts.has(key)) {
                    missing.add(language + ": " + key);
                }
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void aFrenchPlayerReadsTheRefusalOfTheirMoveInFrench() {
        GameReply pass = move("fr", "pass");
        assertTrue(pass.ephemeral());
        assertEquals("Un tour commence par une capture obligatoire : il n’y a encore rien à passer.", pass.text());
        assertEquals("Je ne sais pas lire « hello » : écrivez une capture comme F4xE4, un empilement comme C3-D4, pass, "
                + "ou une pose comme Z@E4.", move("fr", "hello").text());
        assertEquals("C3 est une pile de Noir, et c’est le tour de Blanc.", move("fr", "C3xC4").text());
        assertEquals("C2xC4 : Il n’y a pas de pièce en C2.", move("fr", "C2xC3 C2xC4").text());
        assertEquals(0, table.game(game).record().actions().size(), "nothing was played");
    }

    @Test
    void anEnglishPlayerReadsTheEnginesOwnReason() {
        assertEquals("A turn begins with a compulsory capture: there is nothing to pass yet.",
                move("en-US", "pass").text());
        assertEquals("C2xC4: There is no piece on C2.", move("de", "C2xC3 C2xC4").text());
    }
}
