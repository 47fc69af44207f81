package dev.tzaar.bot;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The bot's packages in their order, top first: a package uses only packages below it, never one above
 * nor one beside it on its own line. On top, one package per way of reaching Discord (a transport); under
 * them everything they share, so that a transport is added, or changed, without touching another one.
 * The tests keep the same order (a fake lives with the interface it fakes). docs/architecture.md draws it.
 */
class BotLayersTest {
    private static final String BOT = "dev.tzaar.bot";

    /** Top first; the packages on one line know nothing of each other. {@code ""} is the root package. */
    private static final List<List<String>> ORDER = List.of(
            // The transports: JDA's gateway, Discord's HTTP POSTs (and their Lambda function), a terminal,
            // the live board's page and its API (the Activity, and its Lambda function).
            List.of("gateway", "interactions", "console", "activity"),
            // What every transport is made of (BotCore): the relay, the handlers of commands, buttons, autocomplete.
            List.of("core"),
            // The correspondence clocks' sweep.
            List.of("clock"),
            // Games' own threads; registering /tzaar with Discord.
            List.of("threads", "registration", "access"),
            // A turn's ping, delivered once whatever Discord answers.
            List.of("ping"),
            // The one definition of /tzaar and its subcommands.
            List.of("commands"),
            // A reply as Discord takes it; Discord's REST API with the bot's token.
            List.of("reply", "rest"),
            // The game function's client; the games' summaries autocomplete reads.
            List.of("function", "cache"),
            // FirstUse.
            List.of(""));

    private static final JavaClasses BOT_CLASSES = new ClassFileImporter().importPackages(BOT);

    @Test
    void aPackageUsesOnlyThePackagesBelowIt() {
        LayeredArchitecture layers = layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (List<String> line : ORDER) {
            for (String name : line) {
                layers = layers.layer(layer(name)).definedBy(packageIdentifier(name));
            }
        }
        List<String> above = new ArrayList<>();
        for (List<String> line : ORDER) {
            for (String name : line) {
                layers = above.isEmpty() ? layers.whereLayer(layer(name)).mayNotBeAccessedByAnyLayer()
                        : layers.whereLayer(layer(name)).mayOnlyBeAccessedByLayers(above.toArray(String[]::new));
            }
            line.forEach(name -> above.add(layer(name)));
        }
        layers.check(BOT_CLASSES);
    }

    @Test
    void everyPackageHasItsPlaceInTheOrder() {
        classes().should().resideInAnyPackage(ORDER.stream().flatMap(List::stream)
                        .map(BotLayersTest::packageIdentifier).toArray(String[]::new))
                .because("a new package is put in BotLayersTest.ORDER, and so in its place")
                .check(BOT_CLASSES);
    }

    /**
     * The same order for the import lines, which also show what the class files cannot: a constant
     * (copied into the class that reads it) and a Javadoc link.
     */
    @Test
    void noImportRunsUpOrAcross() throws IOException {
        Pattern botImport = Pattern.compile("^import\\s+(?:static\\s+)?" + Pattern.quote(BOT) + "\\.([\\w.]+);",
                Pattern.MULTILINE);
        List<String> wrong = new ArrayList<>();
        for (Path tree : List.of(Path.of("src", "main", "java"), Path.of("src", "test", "java"))) {
            Path root = tree.resolve(BOT.replace('.', '/'));
            List<Path> sources;
            try (Stream<Path> files = Files.walk(root)) {
                sources = files.filter(file -> file.toString().endsWith(".java")).toList();
            }
            for (Path source : sources) {
                String from = root.relativize(source.getParent()).toString().replace('/', '.');
                Matcher imported = botImport.matcher(Files.readString(source));
                while (imported.find()) {
                    String to = packageOf(imported.group(1));
                    if (!top(to).equals(top(from)) && !(line(to) > line(from))) {
                        wrong.add(tree.relativize(source) + " imports " + BOT + "." + imported.group(1));
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** The line of the package's top-level part in {@link #ORDER}; an unknown package is above them all. */
    private static int line(String pkg) {
        for (int i = 0; i < ORDER.size(); i++) {
            if (ORDER.get(i).contains(top(pkg))) {
                return i;
            }
        }
        return -1;
    }

    private static String top(String pkg) {
        return pkg.split("\\.")[0];
    }

    /** The package part of an imported name: the parts before the first that starts with a capital. */
    private static String packageOf(String imported) {
        List<String> parts = new ArrayList<>();
        for (String part : imported.split("\\.")) {
            if (Character.isUpperCase(part.charAt(0))) {
                break;
            }
            parts.add(part);
        }
        return String.join(".", parts);
    }

    private static String layer(String name) {
        return name.isEmpty() ? "(root)" : name;
    }

    private static String packageIdentifier(String name) {
        return name.isEmpty() ? BOT : BOT + "." + name + "..";
    }
}
