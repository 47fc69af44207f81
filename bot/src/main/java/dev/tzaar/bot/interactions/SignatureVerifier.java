package dev.tzaar.bot.interactions;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Objects;

/**
 * Checks that an interaction comes from Discord: the Ed25519 signature in {@code X-Signature-Ed25519}
 * over {@code X-Signature-Timestamp} followed by the raw body bytes, made with the application's key.
 * Discord sends bad signatures on purpose and removes an endpoint that accepts one, so anything but
 * a well-formed, valid and fresh signature is refused. A signature whose timestamp is older (or
 * further ahead) than {@link #MAX_AGE} is refused too: a recorded request cannot be replayed later.
 */
public final class SignatureVerifier {
    /** How far the signed timestamp may be from our clock. Discord gives up on an interaction after 3 s. */
    public static final Duration MAX_AGE = Duration.ofMinutes(5);

    /** The X.509 prefix of an Ed25519 public key (RFC 8410): the JDK reads raw keys only in that shape. */
    private static final byte[] X509_ED25519_PREFIX = HexFormat.of().parseHex("302a300506032b6570032100");
    private static final int KEY_BYTES = 32;
    private static final int SIGNATURE_BYTES = 64;

    private final PublicKey key;
    private final Clock clock;

    private SignatureVerifier(PublicKey key, Clock clock) {
        this.key = key;
        this.clock = clock;
    }

    /**
     * @param publicKeyHex the application's public key as the developer portal shows it (64 hex digits)
     * @throws IllegalArgumentException when it is not such a key, saying where to find the right one
     */
    public static SignatureVerifier forPublicKey(String publicKeyHex, Clock clock) {
        Objects.requireNonNull(clock, "clock");
        byte[] raw;
        try {
            raw = HexFormat.of().parseHex(Objects.requireNonNull(publicKeyHex, "publicKeyHex").strip());
        } catch (IllegalArgumentException e) {
            raw = null;
        }
        if (raw == null || raw.length != KEY_BYTES) {
            throw new IllegalArgumentException("DISCORD_PUBLIC_KEY is not a public key: 64 hex digits, from the "
                    + "Discord developer portal (your application → General Information → Public Key).");
        }
        byte[] encoded = new byte[X509_ED25519_PREFIX.length + KEY_BYTES];
        System.arraycopy(X509_ED25519_PREFIX, 0, encoded, 0, X509_ED25519_PREFIX.length);
        System.arraycopy(raw, 0, encoded, X509_ED25519_PREFIX.length, KEY_BYTES);
        try {
            return new SignatureVerifier(KeyFactory.getInstance("Ed25519").generatePublic(
                    new X509EncodedKeySpec(encoded)), clock);
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("DISCORD_PUBLIC_KEY is not an Ed25519 public key", e);
        }
    }

    /**
     * Whether Discord signed this body at this time, recently.
     *
     * @param signatureHex the {@code X-Signature-Ed25519} header, or null when missing
     * @param timestamp the {@code X-Signature-Timestamp} header (Unix seconds), or null when missing
     * @param body the raw body bytes, exactly as received
     */
    public boolean verify(String signatureHex, String timestamp, byte[] body) {
        if (signatureHex == null || timestamp == null || body == null || !fresh(timestamp)) {
            return false;
        }
        byte[] signature;
        try {
            signature = HexFormat.of().parseHex(signatureHex);
        } catch (IllegalArgumentException e) {
            return false;
        }
        if (signature.length != SIGNATURE_BYTES) {
            return false;
        }
        try {
            Signature ed25519 = Signature.getInstance("Ed25519");
            ed25519.initVerify(key);
            ed25519.update(timestamp.getBytes(StandardCharsets.UTF_8));
            ed25519.update(body);
            return ed25519.verify(signature);
        } catch (GeneralSecurityException e) {
            return false;
        }
    }

    private boolean fresh(String timestamp) {
        if (timestamp.isEmpty() || timestamp.length() > 12 || !timestamp.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return false;
        }
        Instant signed = Instant.ofEpochSecond(Long.parseLong(timestamp));
        Duration age = Duration.between(signed, clock.instant()).abs();
        return age.compareTo(MAX_AGE) <= 0;
    }
}
