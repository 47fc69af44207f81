package dev.tzaar.infra.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One name, one meaning: no two classes of the project's main code share a simple name, in one
 * module or across modules. (There were Wording in two packages, Choice, Player and Result in the
 * API and the engine, AiCommand and Command in lambda, api and cli: a reader had to look at the
 * imports to know which was meant.) Tests may reuse a name, such as a fake of the same thing. A
 * package's {@code package-info} is no class: every package's bears that name.
 */
class ClassNamesTest {

    private static Path root() {
        Path root = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath().getParent();
        assertTrue(Files.isRegularFile(root.resolve("mvnw")), "not the repository root: " + root);
        return root;
    }

    /** The simple names held by more than one source file under a src/main/java, each with its files. */
    static Map<String, List<String>> sharedNames(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            Map<String, List<String>> byName = files
                    .filter(file -> file.toString().endsWith(".java"))
                    .map(root::relativize)
                    .filter(file -> file.toString().replace('\\', '/').contains("/src/main/java/"))
                    .filter(file -> !file.toString().replace('\\', '/').contains("/target/"))
                    .filter(file -> !file.getFileName().toString().equals("package-info.java"))
                    .collect(Collectors.groupingBy(file -> file.getFileName().toString().replace(".java", ""),
                            TreeMap::new, Collectors.mapping(file -> file.toString().replace('\\', '/'),
                                    Collectors.toList())));
            byName.values().removeIf(holders -> holders.size() == 1);
            byName.values().forEach(holders -> holders.sort(null));
            return byName;
        }
    }

    @Test
    void noTwoClassesOfTheMainCodeShareASimpleName() throws IOException {
        assertEquals(Map.of(), sharedNames(root()), "rename one of each so that its name says which it is");
    }

    @Test
    void aNameSharedAcrossModulesIsFoundAndTestsBuildOutputAndPackageInfoAreLeftOut(@TempDir Path root) throws IOException {
        write(root, "api/src/main/java/dev/tzaar/api/Player.java");
        write(root, "engine/src/main/java/dev/tzaar/engine/ai/Player.java");
        write(root, "engine/src/main/java/dev/tzaar/engine/Position.java");
        write(root, "engine/src/test/java/dev/tzaar/engine/Position.java");
        write(root, "lambda/target/src/main/java/dev/tzaar/engine/Position.java");
        write(root, "engine/src/main/java/dev/tzaar/engine/package-info.java");
        write(root, "lambda/src/main/java/dev/tzaar/lambda/package-info.java");

        assertEquals(Map.of("Player", List.of("api/src/main/java/dev/tzaar/api/Player.java",
                "engine/src/main/java/dev/tzaar/engine/ai/Player.java")), sharedNames(root));
    }

    private static void write(Path root, String file) throws IOException {
        Path path = root.resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, "class " + path.getFileName().toString().replace(".java", "") + " {}\n");
    }
}
