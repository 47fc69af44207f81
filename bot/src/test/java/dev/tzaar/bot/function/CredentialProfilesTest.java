package dev.tzaar.bot.function;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.ProfileCredentialsProvider;
import software.amazon.awssdk.profiles.ProfileFile;

/**
 * docs/hosting.md promises that the bot runs with the credentials the AWS CLI would use: SSO, assume-role and
 * web-identity profiles included. The SDK builds those providers from modules it loads by name only
 * when a profile asks for them, and without the module fails at the first call with "To use ... the
 * 'sso' (or 'sts') service module must be on the class path". Each profile here is read as the
 * default chain reads it; the provider then fails for want of a real SSO session or token file,
 * which is the point: it got that far.
 */
class CredentialProfilesTest {
    private static final String MISSING_MODULE = "must be on the class path";

    @TempDir
    Path directory;

    @Test
    void anSsoProfileLoadsTheSsoProvider() throws IOException {
        String failure = failureOf("sso", """
                [profile sso]
                sso_start_url = https://example.awsapps.com/start
                sso_region = eu-west-1
                sso_account_id = 123456789012
                sso_role_name = TzaarBot
                region = eu-west-1
                """);

        assertFalse(failure.contains(MISSING_MODULE), failure);
        assertTrue(failure.contains("sso/cache"), "fails on the missing SSO login instead: " + failure);
    }

    @Test
    void anAssumeRoleProfileLoadsTheStsProvider() throws IOException {
        String failure = failureOf("role", """
                [profile role]
                role_arn = arn:aws:iam::123456789012:role/TzaarBot
                source_profile = base
                region = eu-west-1
                [profile base]
                aws_access_key_id = AKIDEXAMPLE
                aws_secret_access_key = not-a-secret
                """);

        assertFalse(failure.contains(MISSING_MODULE), failure);
        assertTrue(failure.toLowerCase().contains("sts"), "fails on asking STS for the role instead: " + failure);
    }

    @Test
    void aWebIdentityProfileLoadsTheStsProvider() throws IOException {
        String failure = failureOf("web", """
                [profile web]
                role_arn = arn:aws:iam::123456789012:role/TzaarBot
                web_identity_token_file = %s
                region = eu-west-1
                """.formatted(directory.resolve("no-such-token")));

        assertFalse(failure.contains(MISSING_MODULE), failure);
        assertTrue(failure.contains("no-such-token"), "fails on the missing token file instead: " + failure);
    }

    /** What resolving the profile's credentials fails with (no AWS here: it must fail, but how). */
    private String failureOf(String profile, String config) throws IOException {
        Path file = directory.resolve("config");
        Files.writeString(file, config);
        ProfileFile profiles = ProfileFile.builder().content(file).type(ProfileFile.Type.CONFIGURATION).build();
        try (ProfileCredentialsProvider provider = ProfileCredentialsProvider.builder()
                .profileFile(profiles).profileName(profile).build()) {
            RuntimeException failure = assertThrows(RuntimeException.class, provider::resolveCredentials);
            StringBuilder messages = new StringBuilder();
            for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
                messages.append(cause.getClass().getSimpleName()).append(": ").append(cause.getMessage()).append('\n');
            }
            return messages.toString();
        }
    }
}
