package dev.tzaar.engine.reference;

import java.util.List;
import org.junit.jupiter.api.Tag;

/**
 * The differential test on every position of the standard corpus, where the quick loop compares a
 * quarter: in the full run ({@code ./mvnw verify}), with the long suites (docs/architecture.md, "Tests").
 */
@Tag("end-to-end")
class EngineAgreesWithReferenceOnTheWholeCorpusTest extends EngineAgreesWithReferenceTest {
    @Override
    List<Corpus.Sample> corpus() {
        return Corpus.standard();
    }
}
