package dev.tzaar.infra.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The jars that are deployed carry the product only: no class of a module that exists for tests, benchmarks
 * or local runs (the test kit, the benchmarks, infra's local stand-ins, the command line). Run by {@code
 * verify}, after {@code package} has built the jars template.yaml deploys.
 */
@Tag("end-to-end")
class DeployedJarsIT {
    /** The packages that are never deployed, as jar entry prefixes. */
    static final List<String> NOT_DEPLOYED = List.of("dev/tzaar/testkit/", "dev/tzaar/bench/", "dev/tzaar/infra/",
            "dev/tzaar/cli/");

    @Test
    void theGameFunctionsJarHoldsItsHandlerAndNoClassOfATestOrLocalPackage() throws IOException {
        Path jar = CloudFormationYaml.repositoryRoot().resolve("lambda/target/tzaar-lambda.jar");

        assertEquals(List.of(), notDeployedClasses(jar, "dev/tzaar/lambda/handler/GameFunctionHandler.class"));
    }

    @Test
    void theInteractionsJarHoldsItsHandlerAndNoClassOfATestOrLocalPackage() throws IOException {
        Path jar = CloudFormationYaml.repositoryRoot().resolve("bot/target/tzaar-interactions.jar");

        assertEquals(List.of(), notDeployedClasses(jar, "dev/tzaar/bot/interactions/InteractionsLambda.class"));
    }

    @Test
    void aJarWithTheFakeDiscordOrTheLocalHostInItIsCaught(@TempDir Path dir) throws IOException {
        Path jar = dir.resolve("bad.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (String entry : List.of("dev/tzaar/bot/interactions/InteractionsLambda.class",
                    "dev/tzaar/testkit/discord/FakeDiscord.class", "dev/tzaar/infra/local/PipeHost.class")) {
                out.putNextEntry(new JarEntry(entry));
                out.closeEntry();
            }
        }

        assertEquals(List.of("dev/tzaar/infra/local/PipeHost.class", "dev/tzaar/testkit/discord/FakeDiscord.class"),
                notDeployedClasses(jar, "dev/tzaar/bot/interactions/InteractionsLambda.class"));
    }

    /**
     * The jar's classes in a package that is never deployed, sorted.
     *
     * @param handler a class the jar must hold, so that an empty or wrong jar does not pass for a clean one
     */
    private static List<String> notDeployedClasses(Path jar, String handler) throws IOException {
        assertTrue(Files.isRegularFile(jar), "not built: " + jar + " (./mvnw -pl lambda,bot -am package)");
        try (JarFile contents = new JarFile(jar.toFile())) {
            assertTrue(contents.getEntry(handler) != null, jar + " lacks " + handler);
            return Collections.list(contents.entries()).stream()
                    .map(JarEntry::getName)
                    .filter(name -> name.endsWith(".class"))
                    .filter(name -> NOT_DEPLOYED.stream().anyMatch(name::startsWith))
                    .sorted()
                    .toList();
        }
    }
}
