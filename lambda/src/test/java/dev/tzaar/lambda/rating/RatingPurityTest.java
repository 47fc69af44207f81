package dev.tzaar.lambda.rating;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.time.Clock;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The ratings are arithmetic on values, like the engine: no store, no clock, nothing of the rest
 * of the function, so the store and the service can call them inside a transaction's retry and
 * every figure depends only on the arguments.
 */
class RatingPurityTest {
    private static final JavaClasses RATING = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.tzaar.lambda.rating");

    @Test
    void theRatingsDependOnlyOnThemselvesAndTheCoreOfTheJdk() {
        classes().should().onlyDependOnClassesThat()
                .resideInAnyPackage("dev.tzaar.lambda.rating..", "java.lang", "java.lang.invoke", "java.util..",
                        "java.time")
                .check(RATING);
    }

    @Test
    void theRatingsReadNoClock() {
        noClasses().should().dependOnClassesThat().haveFullyQualifiedName(Clock.class.getName())
                .orShould().dependOnClassesThat().haveFullyQualifiedName(System.class.getName())
                .orShould().callMethod(Instant.class, "now")
                .check(RATING);
    }
}
