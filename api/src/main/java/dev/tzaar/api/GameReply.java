package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The function's answer to one request; the bot shows it as it is.
 *
 * @param text the message, in Discord markdown
 * @param ephemeral true when only the user who acted sees it (errors, help, lists)
 * @param image the board, when the reply shows it
 * @param ping users to mention in a follow-up message: editing a message pings nobody
 * @param pingText the follow-up's text, written after the mentions
 * @param buttons the buttons to show under the message, in rows of five under the menus
 * @param menus select menus to show under the message, each in a row of its own, above the buttons
 * @param game the game the reply is about, for the bot's cache
 * @param choices for {@link Command#SUGGEST}: the autocomplete choices, best first, at most 25
 * @param files files to attach, like the game record
 * @param thread what the bot must do about the game's thread (start it, add or take off members)
 * @param announce a line for another channel: the end of a game played in a thread, in its parent
 * @param panel the player's private panel as it now stands, put in the place of the panel whose
 *     control was pressed ({@link ControlId}); the rest of the reply, if it says anything, is a new
 *     message (a move played from the panel is told to the channel as a typed one is)
 * @param repeat true when this is the answer given before to the same interaction, given again (a
 *     repeated delivery): it was shown the first time, so a frontend shows it only in the
 *     interaction's own response, never as a second public message nor a second ping. In JSON
 *     only when true, so that the replies of before read and write as they did.
 * @param view for {@link Command#VIEW}, and for an action that named the {@link Option#VERSION} it was made
 *     on: the game as the user who asked sees it now
 * @param unchangedAt for {@link Command#VIEW} with {@link Option#AFTER}: the version the game is still at,
 *     and no view; null otherwise
 * @param listing for {@link Command#CHANNEL_GAMES}: the channel's games
 * @param rejection why the request was refused, when a frontend may need more than the sentence; null otherwise
 * @param pictures more pictures after the board, each a file of its own with its alt text (the rules' drawn
 *     examples): at most {@link #MAX_PICTURES}, so that a message (ten attachments) still holds the board and a file
 * @param recount a message of the bot's own to edit with its token: the daily puzzle's post, its count of
 *     solvers changed by this reply's solve
 * @param practice for {@link Command#EXERCISE} and {@link Command#PUZZLE_TRY}: the exercise or the puzzle as the live
 *     board draws it, with the verdict of the last try
 * @param underWay not the answer yet but how far its work has got (a review's turns): the text is the progress
 *     line, which the frontend shows in the place where the answer will be, and asks again with {@link
 *     GameRequest#resuming} until the answer comes; null for an answer
 * @param gameThreads threads the bot starts on their own, one a game, in the channel where this reply is shown,
 *     after showing it: the games of a tournament's round begun, each moved into its thread as an accepted
 *     challenge's is ({@link Command#THREAD}); a game whose thread Discord refuses is played in the channel
 * @param postings messages the bot posts with its token, after this reply, each in its channel ({@link Posting}):
 *     a tournament's next round begun, told in the tournament's channel when the round's last game ended in its
 *     thread; what a private answer did that its channel must see
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record GameReply(
        String text,
        boolean ephemeral,
        BoardImage image,
        List<String> ping,
        String pingText,
        List<ActionButton> buttons,
        List<SelectMenu> menus,
        GameSummary game,
        List<Choice> choices,
        List<TextFile> files,
        ThreadWork thread,
        Announcement announce,
        GameReply panel,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean repeat,
        GameView view,
        Long unchangedAt,
        ChannelGames listing,
        Rejection rejection,
        List<Picture> pictures,
        MessageEdit recount,
        PracticeView practice,
        UnderWay underWay,
        List<ThreadWork> gameThreads,
        List<Posting> postings) {

    /** Discord shows at most five rows of components under a message. */
    public static final int MAX_ROWS = 5;
    /** Discord puts at most five buttons in a row. */
    public static final int BUTTONS_PER_ROW = 5;
    /** Discord attaches at most ten files to a message: eight pictures leave room for the board and a record. */
    public static final int MAX_PICTURES = 8;

    public GameReply {
        text = text == null ? "" : text;
        ping = ping == null ? List.of() : List.copyOf(ping);
        buttons = buttons == null ? List.of() : List.copyOf(buttons);
        menus = menus == null ? List.of() : List.copyOf(menus);
        choices = choices == null ? List.of() : List.copyOf(choices);
        files = files == null ? List.of() : List.copyOf(files);
        pictures = pictures == null ? List.of() : List.copyOf(pictures);
        gameThreads = gameThreads == null ? List.of() : List.copyOf(gameThreads);
        postings = postings == null ? List.of() : List.copyOf(postings);
        if (gameThreads.stream().anyMatch(work -> !work.starts())) {
            throw new IllegalArgumentException("a game's thread to start names no thread");
        }
        if (pictures.size() > MAX_PICTURES) {
            throw new IllegalArgumentException("a reply shows at most " + MAX_PICTURES + " pictures besides the board");
        }
        if (choices.size() > Choice.MAX_CHOICES) {
            throw new IllegalArgumentException("Discord shows at most " + Choice.MAX_CHOICES + " choices");
        }
        if (panel != null && (!panel.ephemeral || panel.panel != null)) {
            throw new IllegalArgumentException("a panel is a private message, and has no panel of its own");
        }
    }

    /**
     * The rows a message takes for these menus (one each) and buttons (five to a row); the bot leaves
     * out what does not fit in {@link #MAX_ROWS}, so the function's replies are made to fit.
     */
    public static int rows(List<SelectMenu> menus, List<ActionButton> buttons) {
        return menus.size() + (buttons.size() + BUTTONS_PER_ROW - 1) / BUTTONS_PER_ROW;
    }

    /** A message everyone in the channel sees, with nothing else yet: the withers add the rest. */
    public static GameReply publicly(String text) {
        return new Parts(Objects.requireNonNull(text), false).reply();
    }

    /** A message only the user who acted sees, such as an error: it changes nothing. */
    public static GameReply privately(String text) {
        return new Parts(Objects.requireNonNull(text), true).reply();
    }

    /** Autocomplete choices. */
    public static GameReply choices(List<Choice> choices) {
        return privately("").edit(parts -> parts.choices = choices);
    }

    /** The same reply, shown to everyone or only to the user who acted. */
    public GameReply withEphemeral(boolean onlyForTheUser) {
        return edit(parts -> parts.ephemeral = onlyForTheUser);
    }

    /** The same reply with the board's picture (none with null). */
    public GameReply withImage(BoardImage picture) {
        return edit(parts -> parts.image = picture);
    }

    /** The same reply with another text (and ping text), keeping everything else. */
    public GameReply withText(String newText, String newPingText) {
        return edit(parts -> {
            parts.text = newText;
            parts.pingText = newPingText;
        });
    }

    /**
     * The same reply, mentioning {@code users} in a follow-up message that says {@code text} after the
     * mentions (nobody, with an empty list or null).
     */
    public GameReply withPing(List<String> users, String text) {
        return edit(parts -> {
            parts.ping = users;
            parts.pingText = text;
        });
    }

    /**
     * A reply that only puts {@code panel} in the place of the pressed panel, the next step of the
     * player's choice (a piece chosen, Back), and says nothing more.
     */
    public static GameReply inPlace(GameReply panel) {
        return privately("").withPanel(panel);
    }

    /** Whether the reply shows something besides its panel: a message of its own. */
    public boolean saysMoreThanItsPanel() {
        return panel == null || !text.isBlank() || image != null || !buttons.isEmpty() || !menus.isEmpty()
                || !files.isEmpty() || !ping.isEmpty() || !pictures.isEmpty();
    }

    /** The same reply with these pictures after its board (none with null). */
    public GameReply withPictures(List<Picture> shown) {
        return edit(parts -> parts.pictures = shown);
    }

    /** The same reply with these buttons under it (none with null). */
    public GameReply withButtons(List<ActionButton> row) {
        return edit(parts -> parts.buttons = row);
    }

    /** The same reply with these select menus under it, above its buttons (none with null). */
    public GameReply withMenus(List<SelectMenu> shown) {
        return edit(parts -> parts.menus = shown);
    }

    /** The same reply, with the player's panel as it now stands put in the place of the pressed one. */
    public GameReply withPanel(GameReply nowShown) {
        return edit(parts -> parts.panel = nowShown);
    }

    /** The same reply about the game as it now stands, such as where it is played. */
    public GameReply withGame(GameSummary summary) {
        return edit(parts -> parts.game = summary);
    }

    /** The same reply with these files attached (none with null). */
    public GameReply withFiles(List<TextFile> attached) {
        return edit(parts -> parts.files = attached);
    }

    /** The same reply, asking the bot for work on the game's thread. */
    public GameReply withThread(ThreadWork work) {
        return edit(parts -> parts.thread = work);
    }

    /** The same reply, with a line for another channel. */
    public GameReply withAnnouncement(Announcement line) {
        return edit(parts -> parts.announce = line);
    }

    /** The same reply, marked as given again to a repeated interaction ({@link #repeat()}). */
    public GameReply asRepeat() {
        return edit(parts -> parts.repeat = true);
    }

    /** The same reply, with the game as the user who asked sees it (none with null). */
    public GameReply withView(GameView seen) {
        return edit(parts -> parts.view = seen);
    }

    /** The answer to {@link Command#VIEW} when the game is still at {@code version}: nothing else to show. */
    public static GameReply unchanged(long version) {
        return privately("").edit(parts -> parts.unchangedAt = version);
    }

    /** The same reply, with the channel's games. */
    public GameReply withListing(ChannelGames games) {
        return edit(parts -> parts.listing = games);
    }

    /**
     * A private progress line: the work asked for is under way ({@link #underWay()}), and asked again it goes
     * on where it stopped.
     */
    public static GameReply underWay(String line, UnderWay work) {
        return privately(line).edit(parts -> parts.underWay = Objects.requireNonNull(work));
    }

    /** The same reply, saying why the request was refused (a private reply, such as an error). */
    public GameReply withRejection(Rejection kind) {
        return edit(parts -> parts.rejection = kind);
    }

    /** The same reply, with a message of the bot's own to edit (the daily puzzle's count). */
    public GameReply withRecount(MessageEdit edit) {
        return edit(parts -> parts.recount = edit);
    }

    /** The same reply, with an exercise or a puzzle as the live board draws it. */
    public GameReply withPractice(PracticeView shown) {
        return edit(parts -> parts.practice = shown);
    }

    /** The same reply, asking the bot to start a thread for each of these games, in the channel it is shown in. */
    public GameReply withGameThreads(List<ThreadWork> starts) {
        return edit(parts -> parts.gameThreads = starts);
    }

    /** The same reply, with these messages for other channels. */
    public GameReply withPostings(List<Posting> elsewhere) {
        return edit(parts -> parts.postings = elsewhere);
    }

    private GameReply edit(Consumer<Parts> change) {
        Parts parts = new Parts(this);
        change.accept(parts);
        return parts.reply();
    }

    /**
     * The components while a reply is being made: the one place besides the record's header that
     * names them all, so that a new component is added here and nowhere else.
     */
    private static final class Parts {
        String text;
        boolean ephemeral;
        BoardImage image;
        List<String> ping;
        String pingText;
        List<ActionButton> buttons;
        List<SelectMenu> menus;
        GameSummary game;
        List<Choice> choices;
        List<TextFile> files;
        ThreadWork thread;
        Announcement announce;
        GameReply panel;
        boolean repeat;
        GameView view;
        Long unchangedAt;
        ChannelGames listing;
        Rejection rejection;
        List<Picture> pictures;
        MessageEdit recount;
        PracticeView practice;
        UnderWay underWay;
        List<ThreadWork> gameThreads;
        List<Posting> postings;

        Parts(String text, boolean ephemeral) {
            this.text = text;
            this.ephemeral = ephemeral;
        }

        Parts(GameReply reply) {
            text = reply.text;
            ephemeral = reply.ephemeral;
            image = reply.image;
            ping = reply.ping;
            pingText = reply.pingText;
            buttons = reply.buttons;
            menus = reply.menus;
            game = reply.game;
            choices = reply.choices;
            files = reply.files;
            thread = reply.thread;
            announce = reply.announce;
            panel = reply.panel;
            repeat = reply.repeat;
            view = reply.view;
            unchangedAt = reply.unchangedAt;
            listing = reply.listing;
            rejection = reply.rejection;
            pictures = reply.pictures;
            recount = reply.recount;
            practice = reply.practice;
            underWay = reply.underWay;
            gameThreads = reply.gameThreads;
            postings = reply.postings;
        }

        GameReply reply() {
            return new GameReply(text, ephemeral, image, ping, pingText, buttons, menus, game, choices, files, thread,
                    announce, panel, repeat, view, unchangedAt, listing, rejection, pictures, recount, practice, underWay,
                    gameThreads, postings);
        }
    }
}
