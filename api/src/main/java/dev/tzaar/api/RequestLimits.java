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

    public static boolean isSnowflake(String id) {
        return id != null && SNOWFLAKE.matcher(id).matches();
    }
}
