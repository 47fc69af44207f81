package dev.tzaar.api;

import java.util.regex.Pattern;

/**
 * What the function accepts in a {@link GameRequest}, and how long its replies may be: Discord's
 * own limits, so that nothing a real interaction carries is ever refused. A request outside them
 * is answered with a private refusal and changes nothing.
 */
public final class RequestLimits {
    /** Discord ids (interaction, channel, server, user) are snowflakes: 17 to 20 digits. */
    public static final Pattern SNOWFLAKE = Pattern.compile("[0-9]{17,20}");
    /** Discord display names have at most 32 characters; longer names are cut. */
    public static final int NAME = 32;
    /** More options than any subcommand has. */
    public static final int OPTIONS = 10;
    /** Discord option names have at most 32 characters. */
    public static final int OPTION_NAME = 32;
    /** Far more than any position, action or game id needs: a whole turn is about 12 characters. */
    public static final int OPTION_VALUE = 200;
    /**
     * The largest record file {@code /tzaar import} takes, in bytes (and so the longest {@link Option#RECORD}
     * in characters): a 100-turn game is about 2 KB in either format read, so this is room for comments and
     * long names, and small enough to read at once.
     */
    public static final int RECORD_FILE = 64 * 1024;
    /** An attachment's address on Discord's CDN is a few hundred characters, with its signed expiry. */
    public static final int FILE_ADDRESS = 2000;
    /** Users named in one request (a challenge names one). */
    public static final int MENTIONED = 10;
    /** How much of what a player typed a reply repeats back to them. */
    public static final int ECHO = 40;
    /**
     * A language as Discord names it ({@code fr}, {@code en-US}, {@code es-419}): a BCP 47 tag of a
     * language and at most three subtags. Anything else did not come from Discord.
     */
    public static final Pattern LOCALE = Pattern.compile("[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}");
    /** Discord's limit on a message's content. */
    public static final int REPLY_TEXT = 2000;

    private RequestLimits() {
    }

    /** Absent, or a language tag as Discord writes them. */
    public static boolean isLocaleOrAbsent(String locale) {
        return locale == null || locale.length() <= 35 && LOCALE.matcher(locale).matches();
    }

    /** The longest value an option may have: a record's text and a file's address are longer than the rest. */
    public static int longestValueOf(String option) {
        return switch (option) {
            case Option.RECORD -> RECORD_FILE;
            case Option.FILE -> FILE_ADDRESS;
            default -> OPTION_VALUE;
        };
    }

    public static boolean isSnowflake(String id) {
        return id != null && SNOWFLAKE.matcher(id).matches();
    }
}
