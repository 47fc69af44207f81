package dev.tzaar.bot.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * Discord removes an endpoint that accepts one bad signature: only a valid signature of exactly these
 * bytes at this time, by the application's key, passes. The keys are real Ed25519 keys made by the JDK.
 */
class SignatureVerifierTest {
    private static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");
    private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);
    private static final byte[] BODY = "{\"type\":1,\"id\":\"1\"}".getBytes(StandardCharsets.UTF_8);
    private static final String TIMESTAMP = Long.toString(NOW.getEpochSecond());

    private final KeyPair application = newKey();
    private final SignatureVerifier verifier = SignatureVerifier.forPublicKey(publicHex(application), CLOCK);

    @Test
    void aBodySignedWithTheApplicationsKeyNowPasses() {
        assertTrue(verifier.verify(sign(application, TIMESTAMP, BODY), TIMESTAMP, BODY));
    }

    @Test
    void theKeyMayBeGivenInCapitalsAsSomePortalsCopyIt() {
        SignatureVerifier upper = SignatureVerifier.forPublicKey(publicHex(application).toUpperCase(), CLOCK);
        assertTrue(upper.verify(sign(application, TIMESTAMP, BODY), TIMESTAMP, BODY));
    }

    @Test
    void oneChangedByteOfTheBodyFails() {
        byte[] tampered = BODY.clone();
        tampered[tampered.length - 3] = '2';
        assertFalse(verifier.verify(sign(application, TIMESTAMP, BODY), TIMESTAMP, tampered));
    }

    @Test
    void theSameJsonWrittenDifferentlyFailsBecauseTheRawBytesAreSigned() {
        byte[] reformatted = "{\"type\": 1, \"id\": \"1\"}".getBytes(StandardCharsets.UTF_8);
        assertFalse(verifier.verify(sign(application, TIMESTAMP, BODY), TIMESTAMP, reformatted));
    }

    @Test
    void aChangedTimestampFails() {
        String signature = sign(application, TIMESTAMP, BODY);
        assertFalse(verifier.verify(signature, Long.toString(NOW.getEpochSecond() - 1), BODY));
    }

    @Test
    void aValidSignatureFromLongAgoIsAReplayAndFails() {
        String old = Long.toString(NOW.minus(SignatureVerifier.MAX_AGE).getEpochSecond() - 1);
        assertFalse(verifier.verify(sign(application, old, BODY), old, BODY));
        String recent = Long.toString(NOW.minus(SignatureVerifier.MAX_AGE).getEpochSecond() + 1);
        assertTrue(verifier.verify(sign(application, recent, BODY), recent, BODY), "just inside the window");
    }

    @Test
    void aTimestampFromTheFutureBeyondTheWindowFails() {
        String ahead = Long.toString(NOW.plus(SignatureVerifier.MAX_AGE).getEpochSecond() + 1);
        assertFalse(verifier.verify(sign(application, ahead, BODY), ahead, BODY));
    }

    @Test
    void anUnsignedRequestFails() {
        assertFalse(verifier.verify(null, TIMESTAMP, BODY));
        assertFalse(verifier.verify(sign(application, TIMESTAMP, BODY), null, BODY));
        assertFalse(verifier.verify("", TIMESTAMP, BODY));
        assertFalse(verifier.verify(sign(application, TIMESTAMP, BODY), "", BODY));
    }

    @Test
    void aSignatureByAnotherKeyFails() {
        assertFalse(verifier.verify(sign(newKey(), TIMESTAMP, BODY), TIMESTAMP, BODY));
    }

    @Test
    void malformedSignaturesAndTimestampsFailWithoutAnException() {
        String signature = sign(application, TIMESTAMP, BODY);
        assertFalse(verifier.verify(signature.substring(2), TIMESTAMP, BODY), "too short");
        assertFalse(verifier.verify(signature + "00", TIMESTAMP, BODY), "too long");
        assertFalse(verifier.verify("zz" + signature.substring(2), TIMESTAMP, BODY), "not hex");
        assertFalse(verifier.verify(signature, "12.5", BODY), "not whole seconds");
        assertFalse(verifier.verify(signature, "-" + TIMESTAMP, BODY), "negative");
        assertFalse(verifier.verify(signature, "9".repeat(40), BODY), "absurd");
    }

    @Test
    void aPublicKeyThatIsNotOneIsRefusedAtStartSayingWhereToFindIt() {
        for (String bad : new String[] {"", "xyz", publicHex(application).substring(2), publicHex(application) + "00",
                "g".repeat(64)}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> SignatureVerifier.forPublicKey(bad, CLOCK), bad);
            assertTrue(e.getMessage().contains("Public Key"), e.getMessage());
        }
    }

    @Test
    void theRawKeyIsTheLast32BytesOfItsX509Encoding() {
        byte[] encoded = application.getPublic().getEncoded();
        assertEquals(44, encoded.length);
        assertEquals(publicHex(application), HexFormat.of().formatHex(Arrays.copyOfRange(encoded, 12, 44)));
    }

    static KeyPair newKey() {
        try {
            return KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    static String publicHex(KeyPair key) {
        byte[] encoded = key.getPublic().getEncoded();
        return HexFormat.of().formatHex(Arrays.copyOfRange(encoded, encoded.length - 32, encoded.length));
    }

    static String sign(KeyPair key, String timestamp, byte[] body) {
        try {
            Signature signer = Signature.getInstance("Ed25519");
            signer.initSign(key.getPrivate());
            signer.update(timestamp.getBytes(StandardCharsets.UTF_8));
            signer.update(body);
            return HexFormat.of().formatHex(signer.sign());
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }
}
