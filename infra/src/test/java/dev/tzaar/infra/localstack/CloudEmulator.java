package dev.tzaar.infra.localstack;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Image;
import java.net.URI;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.localstack.LocalStackContainer;
import org.testcontainers.utility.DockerImageName;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;

/**
 * The AWS the cloud tests run against, and which one it is (docs/cloud-tests.md): LocalStack's own image
 * where it can be pulled, else the emulator image {@code .ci/images/build} makes from Debian's packages
 * (moto on LocalStack's port), used through {@link LocalStackContainer} as a declared compatible substitute.
 * Which one ran is said in one line ({@link #line()}), on the console and in the test report; neither
 * present is a skip with its reason ({@link NeedsDocker}), never a silent stand-in.
 */
final class CloudEmulator {
    static final String LOCALSTACK = "localstack/localstack:4";
    /** The repository of the image .ci/images/build makes; its tag is a hash of the recipe. */
    static final String LOCAL_EMULATOR = "tzaar/aws-emulator";
    /** Set by .ci/with-docker-engine to the tag it made; without it, the newest local one is taken. */
    static final String EMULATOR_VARIABLE = "TZAAR_AWS_EMULATOR";

    private static volatile Choice choice;

    private CloudEmulator() {
    }

    /** The image chosen, and how it is described in the report. */
    record Choice(DockerImageName image, String line) {
        boolean isLocalStack() {
            return image.asCanonicalNameString().startsWith("localstack/");
        }
    }

    /** LocalStack's image if it is present or can be pulled, else the local emulator; empty when neither is. */
    static synchronized Optional<Choice> choose() {
        if (choice != null) {
            return Optional.of(choice);
        }
        DockerClient docker = DockerClientFactory.instance().client();
        Optional<Choice> chosen = localStack(docker).or(() -> localEmulator(docker));
        chosen.ifPresent(c -> {
            choice = c;
            System.out.println("[CLOUD TESTS] " + c.line());
        });
        return chosen;
    }

    /** The chosen image; {@link NeedsDocker} has already skipped the class where there is none. */
    static Choice chosen() {
        return choose().orElseThrow(() -> new IllegalStateException(whyNone()));
    }

    static String whyNone() {
        return "a Docker engine answers, but " + LOCALSTACK + " cannot be pulled and no " + LOCAL_EMULATOR
                + " image is present: make it with .ci/images/build (bash .ci/run does)";
    }

    /** A container of the chosen image serving the given services, not yet started. */
    static LocalStackContainer container(String... services) {
        return new LocalStackContainer(chosen().image()).withServices(services);
    }

    static AwsCredentialsProvider credentials(LocalStackContainer container) {
        return StaticCredentialsProvider.create(
                AwsBasicCredentials.create(container.getAccessKey(), container.getSecretKey()));
    }

    static Region region(LocalStackContainer container) {
        return Region.of(container.getRegion());
    }

    static URI endpoint(LocalStackContainer container) {
        return container.getEndpoint();
    }

    private static Optional<Choice> localStack(DockerClient docker) {
        DockerImageName name = DockerImageName.parse(LOCALSTACK);
        if (!present(docker, LOCALSTACK)) {
            try {
                if (!docker.pullImageCmd(name.getRepository()).withTag(name.getVersionPart()).start()
                        .awaitCompletion(10, TimeUnit.MINUTES)) {
                    return Optional.empty();
                }
            } catch (RuntimeException | InterruptedException cannotPull) {
                if (cannotPull instanceof InterruptedException) {
                    Thread.currentThread().interrupt();
                }
                System.out.println("[CLOUD TESTS] " + LOCALSTACK + " cannot be pulled here ("
                        + firstLine(cannotPull.getMessage()) + "): looking for the locally made emulator");
                return Optional.empty();
            }
        }
        return Optional.of(new Choice(name, "the cloud tests run against " + LOCALSTACK + ", LocalStack's own image"));
    }

    private static Optional<Choice> localEmulator(DockerClient docker) {
        String named = System.getenv(EMULATOR_VARIABLE);
        Optional<String> tag = named != null && !named.isBlank() && present(docker, named.strip())
                ? Optional.of(named.strip())
                : newestLocal(docker);
        return tag.map(t -> new Choice(DockerImageName.parse(t).asCompatibleSubstituteFor("localstack/localstack"),
                "the cloud tests run against " + t + ": moto, made locally from Debian's packages by "
                        + ".ci/images/build, standing in for " + LOCALSTACK + ", which cannot be pulled here"));
    }

    private static Optional<String> newestLocal(DockerClient docker) {
        List<Image> images = docker.listImagesCmd().withReferenceFilter(LOCAL_EMULATOR).exec();
        return images.stream()
                .filter(image -> image.getRepoTags() != null)
                .max(Comparator.comparing(Image::getCreated))
                .flatMap(image -> List.of(image.getRepoTags()).stream()
                        .filter(t -> t.startsWith(LOCAL_EMULATOR + ":")).findFirst());
    }

    private static boolean present(DockerClient docker, String image) {
        try {
            docker.inspectImageCmd(image).exec();
            return true;
        } catch (RuntimeException notHere) {
            return false;
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "no reason given";
        }
        String line = message.strip().lines().findFirst().orElse("");
        return line.length() > 160 ? line.substring(0, 160) + "…" : line;
    }
}
