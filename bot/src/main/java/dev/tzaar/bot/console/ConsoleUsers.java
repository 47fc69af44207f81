package dev.tzaar.bot.console;

import dev.tzaar.api.Player;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The people of a console chat, known by the names typed before the colon. A name always gets the
 * same id (derived from it, shaped like a Discord user id), so games saved under {@code ./data}
 * are theirs again in the next session; names differ from each other in more than case.
 */
final class ConsoleUsers {
    /** Like a Discord username: letters, digits, {@code _ . -}; at most 32 characters. */
    static final int LONGEST_NAME = 32;
    static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N}_.-]{1," + LONGEST_NAME + "}");

    private final Map<String, Player> byKey = new LinkedHashMap<>();
    private final Map<String, Player> byId = new LinkedHashMap<>();

    ConsoleUsers() {
        // @tzaar names the bot, as a mention of the bot's user does on Discord: challenging it plays it.
        byKey.put(Console.BOT.name(), Console.BOT);
        byId.put(Console.BOT.id(), Console.BOT);
    }

    /** Whether {@code name} is the bot's own, which no person of the console speaks as. */
    static boolean isTheBot(String name) {
        return name.equalsIgnoreCase(Console.BOT.name());
    }

    /** The user with this name, met now or before (the first spelling of the name is the one shown). */
    Player named(String name) {
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(name);
        }
        return byKey.computeIfAbsent(name.toLowerCase(Locale.ROOT), key -> {
            Player player = new Player(idOf(key), name, false);
            byId.put(player.id(), player);
            return player;
        });
    }

    /**
     * Someone a reply names (a player of a game begun in an earlier session, say), so that their
     * id reads as their name; a name already met keeps its first spelling.
     */
    void met(Player player) {
        if (player == null || byId.containsKey(player.id())) {
            return;
        }
        byId.put(player.id(), player);
        if (NAME.matcher(player.name()).matches()) {
            byKey.putIfAbsent(player.name().toLowerCase(Locale.ROOT), player);
        }
    }

    /** The user with this id, when they have spoken, been named, or been named by a reply. */
    Optional<Player> withId(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** An 18-digit id, as Discord's are, from the name's SHA-256: the same name, the same user. */
    static String idOf(String lowerCaseName) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(lowerCaseName.getBytes(StandardCharsets.UTF_8));
            long bits = 0;
            for (int i = 0; i < Long.BYTES; i++) {
                bits = bits << 8 | (hash[i] & 0xFF);
            }
            return "2" + String.format(Locale.ROOT, "%017d", Math.floorMod(bits, 100_000_000_000_000_000L));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
