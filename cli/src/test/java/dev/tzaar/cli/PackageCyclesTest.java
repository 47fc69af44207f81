package dev.tzaar.cli;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No two packages of the project's main code depend on each other, however roundabout (a package
 * that needs another's classes cannot be needed by it): the command line has every module on its
 * classpath, so every package of every module is checked here. Only the modules' own class folders
 * and jars are read: scanning the libraries' jars for the package took most of the quick loop's
 * time, and a cycle of the project's packages runs through the project's classes alone (so the
 * libraries' classes are not resolved either: archunit.properties).
 */
class PackageCyclesTest {
    @Test
    void noPackageOfAnyModuleDependsOnItself() {
        List<Location> modules = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> entry.contains(File.separator + "target" + File.separator))
                .filter(entry -> !entry.endsWith("-tests.jar")).map(PackageCyclesTest::location).toList();
        JavaClasses main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importLocations(modules);
        Set<String> packages = main.stream().map(JavaClass::getPackageName).collect(Collectors.toSet());
        assertTrue(packages.containsAll(Set.of("dev.tzaar.engine", "dev.tzaar.api", "dev.tzaar.lambda.service",
                "dev.tzaar.bot.core", "dev.tzaar.infra.local", "dev.tzaar.cli")), "every module's classes were read: " + packages);
        slices().matching("dev.tzaar.(**)").should().beFreeOfCycles().check(main);
    }

    /**
     * A module's classes as the build gives them: a class folder in {@code test}, its jar in {@code verify}
     * (a jar's path read as a folder holds no class).
     */
    private static Location location(String entry) {
        if (!entry.endsWith(".jar")) {
            return Location.of(Path.of(entry));
        }
        try {
            return Location.of(new JarFile(entry));
        } catch (IOException e) {
            throw new UncheckedIOException(entry, e);
        }
    }
}
