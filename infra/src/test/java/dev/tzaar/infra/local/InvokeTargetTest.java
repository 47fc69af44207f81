package dev.tzaar.infra.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class InvokeTargetTest {

    @ParameterizedTest(name = "{0} names {1}, qualifier {2}")
    @CsvSource(nullValues = "-", value = {
        "tzaar, tzaar, -",
        "tzaar:live, tzaar, live",
        "tzaar:$LATEST, tzaar, $LATEST",
        "123456789012:function:tzaar, tzaar, -",
        "123456789012:function:tzaar:7, tzaar, 7",
        "arn:aws:lambda:eu-west-1:123456789012:function:tzaar, tzaar, -",
        "arn:aws:lambda:eu-west-1:123456789012:function:tzaar:live, tzaar, live",
        "arn:aws-cn:lambda:cn-north-1:123456789012:function:tzaar:live, tzaar, live",
    })
    void everyFormLambdaAcceptsForAFunctionNamesTheSameFunction(String function, String name, String qualifier)
            throws Exception {
        Optional<InvokeTarget> target = InvokeTarget.parse(path(function), null);

        assertEquals(Optional.of(new InvokeTarget(name, qualifier)), target);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/", "/2015-03-31/functions/", "/2015-03-31/functions//invocations",
        "/2015-03-31/functions/tzaar", "/2015-03-31/functions/tzaar/configuration",
        "/2015-03-31/functions/a/b/invocations", "/2019-09-25/functions/tzaar/invocations"})
    void pathsOtherThanInvokeAreNoTarget(String path) throws Exception {
        assertTrue(InvokeTarget.parse(path, null).isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"a:b:c", "tzaar:", ":live", "x:y:tzaar:live", "arn:aws:s3:eu-west-1:1:function:tzaar",
        "a:b:c:d:e:f:g:h:i"})
    void malformedFunctionNamesAreRefusedAsValidationErrors(String function) {
        InvokeTarget.Invalid invalid = assertThrows(InvokeTarget.Invalid.class,
                () -> InvokeTarget.parse(path(function), null));
        assertEquals("ValidationException", invalid.errorType);
    }

    @ParameterizedTest(name = "?{0} qualifies tzaar with {1}")
    @CsvSource({
        "Qualifier=live, live",
        "Qualifier=%24LATEST, $LATEST",
        "other=1&Qualifier=3, 3",
    })
    void theQualifierParameterQualifiesAPlainName(String query, String qualifier) throws Exception {
        assertEquals(Optional.of(new InvokeTarget("tzaar", qualifier)), InvokeTarget.parse(path("tzaar"), query));
    }

    @ParameterizedTest
    @CsvSource({"tzaar:live, Qualifier=live", "arn:aws:lambda:us-east-1:1:function:tzaar:1, Qualifier=1"})
    void aQualifierGivenTwiceAlikeIsAccepted(String function, String query) throws Exception {
        assertTrue(InvokeTarget.parse(path(function), query).isPresent());
    }

    @ParameterizedTest
    @CsvSource({"tzaar:live, Qualifier=1", "arn:aws:lambda:us-east-1:1:function:tzaar:1, Qualifier=live"})
    void aQualifierGivenTwiceDifferentlyIsRefused(String function, String query) {
        InvokeTarget.Invalid invalid = assertThrows(InvokeTarget.Invalid.class,
                () -> InvokeTarget.parse(path(function), query));
        assertEquals("InvalidParameterValueException", invalid.errorType);
    }

    private static String path(String function) {
        return InvokeTarget.PATH_PREFIX + function + InvokeTarget.PATH_SUFFIX;
    }
}
