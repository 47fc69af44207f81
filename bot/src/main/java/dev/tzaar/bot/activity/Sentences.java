package dev.tzaar.bot.activity;

import java.util.regex.Pattern;

/**
 * The function's sentences as a page shows them: written for Discord, in its markdown (bold names,
 * escaped characters, commands in backticks), and shown on the page as plain text.
 */
final class Sentences {
    private static final Pattern ESCAPED = Pattern.compile("\\\\([\\\\*_~`|>#\\[\\]()])");

    private Sentences() {
    }

    static String plain(String markdown) {
        String text = markdown.replace("**", "").replace("`", "");
        return ESCAPED.matcher(text).replaceAll("$1").strip();
    }
}
