package dev.tzaar.engine.record;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.GeneralCodingRules;
import org.junit.jupiter.api.Test;

/**
 * The engine is a pure library (DESIGN.md: "the engine never touches anything"): records are read
 * from and written to Strings, and whoever holds the file, the table or the socket does the I/O.
 * (The rules are checked from plain tests: the ArchUnit JUnit engine's {@code @ArchTest} fields
 * are not picked up by this build's Surefire, which would let them pass without running.)
 */
class RecordArchitectureTest {
    private static final JavaClasses RECORDS = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.tzaar.engine.record");

    @Test
    void recordsDoNoInputOrOutput() {
        noClasses()
                .should().dependOnClassesThat().resideInAnyPackage(
                        "java.io..", "java.nio.file..", "java.net..", "java.util.logging..")
                .because("formats work on Strings; the caller reads and writes files")
                .check(RECORDS);
    }

    @Test
    void recordsPrintNothing() {
        GeneralCodingRules.NO_CLASSES_SHOULD_ACCESS_STANDARD_STREAMS.check(RECORDS);
    }

    @Test
    void theRulesSeeTheRecordClasses() {
        // An empty import would make every rule above pass without checking anything.
        assertTrue(RECORDS.contain(GameRecord.class));
    }
}
