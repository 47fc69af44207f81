package dev.tzaar.bot;

import java.util.Locale;

/**
 * The media type a file of a reply is uploaded as, from its name: the board's picture is a PNG (a replay a GIF), the
 * game records ({@code .tzaar}, {@code .sgf}) are UTF-8 text. Both transports that upload to Discord
 * (JDA's multipart for the gateway bot, the interaction webhook's) name each part's type by it, so
 * that nothing arrives as {@code application/octet-stream}.
 */
public final class MediaTypes {
    public static final String PNG = "image/png";
    /** A game's replay, animated. */
    public static final String GIF = "image/gif";
    public static final String UTF8_TEXT = "text/plain; charset=utf-8";
    /** Bytes of no kind this bot knows: what it never uploads, but a name it does not know still gets a type. */
    public static final String BYTES = "application/octet-stream";

    private MediaTypes() {
    }

    public static String ofFile(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".png")) {
            return PNG;
        }
        if (lower.endsWith(".gif")) {
            return GIF;
        }
        if (lower.endsWith(".tzaar") || lower.endsWith(".sgf") || lower.endsWith(".txt")) {
            return UTF8_TEXT;
        }
        return BYTES;
    }
}
