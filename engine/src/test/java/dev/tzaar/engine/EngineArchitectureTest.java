package dev.tzaar.engine;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The engine is a pure library: it depends on nothing but the core of the JDK, performs no I/O,
 * reads no clock and starts no threads, so that every other part can call it freely and every
 * result depends only on its arguments.
 */
class EngineArchitectureTest {
    private static final JavaClasses ENGINE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.tzaar.engine");

    @Test
    void theEngineDependsOnlyOnItselfAndTheCoreOfTheJdk() {
        classes().should().onlyDependOnClassesThat()
                .resideInAnyPackage("dev.tzaar.engine..", "java.lang", "java.lang.invoke", "java.util..",
                        "java.math")
                .check(ENGINE);
    }

    @Test
    void theEnginePerformsNoIoReadsNoClockAndStartsNoThreads() {
        noClasses().should().accessClassesThat()
                .haveFullyQualifiedName(System.class.getName())
                .orShould().dependOnClassesThat().haveFullyQualifiedName(Thread.class.getName())
                .orShould().dependOnClassesThat().haveFullyQualifiedName(Runtime.class.getName())
                .orShould().dependOnClassesThat().haveFullyQualifiedName(ProcessBuilder.class.getName())
                .orShould().dependOnClassesThat().resideInAnyPackage("java.io..", "java.nio..", "java.net..",
                        "java.time..", "java.util.logging..", "java.util.concurrent..")
                .check(ENGINE);
    }
}
