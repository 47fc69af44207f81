package dev.tzaar.bot.commands;

import dev.tzaar.api.Player;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** A command input made by hand: who, where, and the options given. */
public final class FakeInput implements CommandInput {
    public static final Player ANN = new Player("100000000000000001", "Ann", false);
    public static final Player BO = new Player("100000000000000002", "Bo", false);
    /** Some other application's bot. */
    public static final Player ROBOT = new Player("100000000000000009", "Robot", true);
    /** This application's own bot user, as Discord shows it. */
    public static final Player THE_BOT = new Player("100000000000000008", "TZAAR", true);
    public static final String GUILD = "200000000000000001";
    public static final String CHANNEL = "300000000000000001";
    public static final String INTERACTION = "400000000000000001";

    private final Player user;
    private final String guild;
    private final Map<String, String> texts = new HashMap<>();
    private final Map<String, Player> players = new HashMap<>();
    private String locale;
    private String guildLocale;

    private FakeInput(Player user, String guild) {
        this.user = user;
        this.guild = guild;
    }

    /** Ann, in a server channel, with no options yet. */
    public static FakeInput ann() {
        return new FakeInput(ANN, GUILD);
    }

    public static FakeInput by(Player user) {
        return new FakeInput(user, GUILD);
    }

    /** Ann in a direct message. */
    public static FakeInput outsideAServer() {
        return new FakeInput(ANN, null);
    }

    public FakeInput with(String option, String value) {
        texts.put(option, value);
        return this;
    }

    private boolean installedByTheServer = true;

    /** In a server where only the user installed the app: its bot is no member there. */
    public FakeInput installedByTheUserOnly() {
        installedByTheServer = false;
        return this;
    }

    @Override
    public boolean appInstalledInServer() {
        return guild != null && installedByTheServer;
    }

    private boolean managesServer;

    /** The user has Manage Server here. */
    public FakeInput managingTheServer() {
        managesServer = true;
        return this;
    }

    @Override
    public boolean managesServer() {
        return managesServer;
    }

    private boolean inAThread;
    /** Discord's invite link's thread permissions: Create Public and Private Threads, Send Messages in Threads. */
    public static final String THREAD_PERMISSIONS = Long.toString(1L << 35 | 1L << 36 | 1L << 38);
    private String appPermissions = THREAD_PERMISSIONS;
    private int channelType = 0;

    /** Typed in a thread (or a forum's post) of the server. */
    public FakeInput inThread() {
        inAThread = true;
        channelType = 11;
        return this;
    }

    /** The bot's permissions in the channel, as Discord's {@code app_permissions} says them. */
    public FakeInput botPermitted(String appPermissions) {
        this.appPermissions = appPermissions;
        return this;
    }

    /** Typed in a channel of this Discord type (0 text, 2 voice, 5 announcement, ...). */
    public FakeInput inChannelOfType(int type) {
        channelType = type;
        return this;
    }

    @Override
    public String appPermissions() {
        return appPermissions;
    }

    @Override
    public int channelType() {
        return channelType;
    }

    @Override
    public boolean inAThread() {
        return inAThread;
    }

    /** The user's and the server's languages, as Discord names them. */
    public FakeInput speaking(String userLocale, String serverLocale) {
        this.locale = userLocale;
        this.guildLocale = serverLocale;
        return this;
    }

    @Override
    public String locale() {
        return locale;
    }

    @Override
    public String guildLocale() {
        return guildLocale;
    }

    private final Map<String, AttachedFile> files = new HashMap<>();

    /** An attachment option's file. */
    public FakeInput with(String option, AttachedFile file) {
        files.put(option, file);
        return this;
    }

    @Override
    public Optional<AttachedFile> file(String option) {
        return Optional.ofNullable(files.get(option));
    }

    public FakeInput with(String option, Player player) {
        players.put(option, player);
        return this;
    }

    @Override
    public String interactionId() {
        return INTERACTION;
    }

    @Override
    public String guildId() {
        return guild;
    }

    @Override
    public String channelId() {
        return CHANNEL;
    }

    @Override
    public Player user() {
        return user;
    }

    @Override
    public String botUserId() {
        return THE_BOT.id();
    }

    @Override
    public Optional<String> text(String option) {
        return Optional.ofNullable(texts.get(option)).filter(v -> !v.isBlank()).map(String::strip);
    }

    @Override
    public Optional<Player> player(String option) {
        return Optional.ofNullable(players.get(option));
    }
}
