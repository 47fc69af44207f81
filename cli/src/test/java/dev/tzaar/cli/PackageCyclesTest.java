package dev.tzaar.cli;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * No two packages of the project's main code depend on each other, however roundabout (a package
 * that needs another's classes cannot be needed by it): the command line has every module on its
 * classpath, so every package of every module is checked here.
 */
class PackageCyclesTest {
    @Test
    void noPackageOfAnyModuleDependsOnItself() {
        JavaClasses main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.tzaar");
        Set<String> packages = main.stream().map(JavaClass::getPackageName).collect(Collectors.toSet());
        assertTrue(packages.containsAll(Set.of("dev.tzaar.engine", "dev.tzaar.api", "dev.tzaar.lambda.service",
                "dev.tzaar.bot.core", "dev.tzaar.infra.local", "dev.tzaar.cli")), "every module's classes were read: " + packages);
        slices().matching("dev.tzaar.(**)").should().beFreeOfCycles().check(main);
    }
}
