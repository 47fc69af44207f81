package dev.tzaar.testkit.discord;

import dev.tzaar.engine.Action;
import java.util.ArrayList;
import java.util.List;

/**
 * Taps on a private panel of one user ({@code /tzaar learn}'s, {@code /tzaar puzzle}'s), each checked as
 * the panel must be answered: acknowledged without a placeholder, the next step in the panel's place,
 * private, with its picture. Anything else throws {@link IllegalStateException}, saying what arrived.
 * What was seen is kept: each tap (the time to the panel in its place, the picture's size) and every answer.
 */
final class PanelTaps {
    private static final String PICTURE = "board.png";

    private final FakeDiscord discord;
    private final DiscordUser user;
    /** What the panel is, for the failures' words: "the course", "a puzzle". */
    private final String panel;
    private final List<TapPlayer.Tap> taps = new ArrayList<>();
    private final List<DiscordMessage> answers = new ArrayList<>();

    PanelTaps(FakeDiscord discord, DiscordUser user, String panel) {
        this.discord = discord;
        this.user = user;
        this.panel = panel;
    }

    List<TapPlayer.Tap> taps() {
        return List.copyOf(taps);
    }

    List<DiscordMessage> answers() {
        return List.copyOf(answers);
    }

    /** One action by taps: Pass, or the piece from the menu and then its target. */
    DiscordMessage play(DiscordMessage shown, Action action) {
        if (action instanceof Action.Pass) {
            return press(shown, "passed=yes");
        }
        String from = action instanceof Action.Capture c ? c.from().toString() : ((Action.Stack) action).from().toString();
        String to = action instanceof Action.Capture c ? c.to().toString() : ((Action.Stack) action).to().toString();
        return press(choose(shown, from), "from=" + from + ":to=" + to);
    }

    /** Picks the piece on {@code cell} from the panel's menu. */
    DiscordMessage choose(DiscordMessage shown, String cell) {
        if (shown.menus().isEmpty() || shown.menus().get(0).option(cell).isEmpty()) {
            throw new IllegalStateException("no piece " + cell + " to choose on " + shown);
        }
        return step(discord.choose(user, shown.menus().get(0).customId(), cell, shown), "piece " + cell);
    }

    /** Presses the panel's first button whose id contains {@code part}. */
    DiscordMessage press(DiscordMessage shown, String part) {
        DiscordMessage.Button button = shown.buttons().stream().filter(b -> b.customId().contains(part)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no button " + part + " on " + shown));
        return press(shown, part, button);
    }

    DiscordMessage press(DiscordMessage shown, String what, DiscordMessage.Button button) {
        return step(discord.pressButton(user, button.customId(), shown), what);
    }

    /** A control of the panel pressed: acknowledged without a placeholder, the panel's next step in its place. */
    private DiscordMessage step(Interaction press, String what) {
        Callback acknowledged = press.awaitAcknowledgement();
        if (acknowledged.type() != Callback.Type.DEFERRED_UPDATE_MESSAGE) {
            throw new IllegalStateException(what + ": a panel's control is answered in place, not with " + acknowledged);
        }
        DiscordMessage first = press.awaitAnswer();
        if (press.edits().isEmpty()) {
            throw new IllegalStateException(what + " was answered with a new message, not in the panel's place: " + first);
        }
        DiscordMessage next = shown(press.edits().get(0));
        taps.add(new TapPlayer.Tap(what, next.latency(), picture(next)));
        return next;
    }

    /** An answer shown: private, with its board. */
    DiscordMessage shown(DiscordMessage answer) {
        if (!answer.ephemeral()) {
            throw new IllegalStateException(panel + " is private, and this answer is not: " + answer);
        }
        if (picture(answer) == 0) {
            throw new IllegalStateException(panel + " shows its board, and this answer does not: " + answer);
        }
        answers.add(answer);
        return answer;
    }

    private static int picture(DiscordMessage answer) {
        return answer.attachment(PICTURE).map(a -> a.bytes().length).orElse(0);
    }
}
