package dev.tzaar.lambda.service;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.RequestLimits;

/**
 * Every reply fits in a Discord message: its text at most {@value RequestLimits#REPLY_TEXT}
 * characters, and the follow-up's text room left for the mentions written before it. A longer
 * text is cut at a character boundary and ends with "…", so that the bot never has to refuse it.
 */
final class ReplyLimits {
    /** Room for a few mentions ({@code <@id>} each) in front of the follow-up's text. */
    static final int PING_TEXT = RequestLimits.REPLY_TEXT - 200;

    private ReplyLimits() {
    }

    static GameReply fit(GameReply reply) {
        String text = clip(reply.text(), RequestLimits.REPLY_TEXT);
        String pingText = reply.pingText() == null ? null : clip(reply.pingText(), PING_TEXT);
        if (text.equals(reply.text()) && (pingText == null || pingText.equals(reply.pingText()))) {
            return reply;
        }
        return reply.withText(text, pingText);
    }

    static String clip(String text, int most) {
        if (text.length() <= most) {
            return text;
        }
        int end = most - 1;
        if (Character.isLowSurrogate(text.charAt(end)) && Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(0, end) + "…";
    }
}
