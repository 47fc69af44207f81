package dev.tzaar.infra.localstack;

import static dev.tzaar.infra.template.CloudFormationYaml.map;

import dev.tzaar.infra.template.CloudFormationYaml;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.testcontainers.localstack.LocalStackContainer;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.Architecture;
import software.amazon.awssdk.services.lambda.model.Runtime;

/**
 * Functions of template.yaml created in the emulator's Lambda with the SDK, as CloudFormation would
 * create them: the resource's own runtime, handler, memory, timeout and environment (each {@code !Ref}
 * of a parameter at its default), a published version and the {@code live} alias the callers invoke.
 * What the template leaves to CloudFormation to resolve (a table's name, another function's alias) the
 * test names. The code is the deployment jar Maven built, as {@code sam deploy} uploads it.
 */
final class DeployedFunctions implements AutoCloseable {
    /** The stack's name: template.yaml names its functions after it ({@code ${AWS::StackName}-game}). */
    static final String STACK = "tzaar";
    static final String ALIAS = "live";

    private final Map<String, Object> template;
    private final LambdaClient lambda;
    private final String role;

    private DeployedFunctions(Map<String, Object> template, LambdaClient lambda, String role) {
        this.template = template;
        this.lambda = lambda;
        this.role = role;
    }

    static DeployedFunctions in(LocalStackContainer emulator) throws IOException, InterruptedException {
        Map<String, Object> template = CloudFormationYaml.read(
                CloudFormationYaml.repositoryRoot().resolve("template.yaml"));
        LambdaClient lambda = LambdaClient.builder()
                .endpointOverride(CloudEmulator.endpoint(emulator))
                .region(CloudEmulator.region(emulator))
                .credentialsProvider(CloudEmulator.credentials(emulator))
                // A 16 MB jar goes up in one request, and a cold function answers in seconds.
                .httpClient(UrlConnectionHttpClient.builder().socketTimeout(Duration.ofMinutes(2)).build())
                .overrideConfiguration(o -> o.apiCallTimeout(Duration.ofMinutes(3)))
                .build();
        String role = ExecutionRole.create(CloudEmulator.endpoint(emulator), emulator.getRegion(),
                CloudEmulator.credentials(emulator).resolveCredentials(), STACK + "-functions");
        return new DeployedFunctions(template, lambda, role);
    }

    /** The Lambda API of the emulator. */
    LambdaClient lambda() {
        return lambda;
    }

    /**
     * Creates the template's function {@code resource} from {@code jar}; returns its alias's ARN.
     *
     * @param resolved what CloudFormation would resolve: a value for each resource the environment refers
     *     to (by its logical id), and for each variable (by its name, in capitals) that the test sets
     *     otherwise or adds (an endpoint inside the emulator, where the fake Discord is)
     */
    String deploy(String resource, Path jar, Map<String, String> resolved) {
        Map<String, Object> properties = map(map(map(template.get("Resources")).get(resource)).get("Properties"));
        String name = CloudFormationYaml.subText(properties.get("FunctionName")).replace("${AWS::StackName}", STACK);
        byte[] code;
        try {
            code = Files.readAllBytes(jar);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        lambda.createFunction(r -> r.functionName(name)
                .runtime(Runtime.fromValue((String) properties.get("Runtime")))
                .handler((String) properties.get("Handler"))
                .memorySize((Integer) properties.get("MemorySize"))
                .timeout((Integer) properties.get("Timeout"))
                // The template asks for arm64; the emulator runs the machine's own architecture, and the jar
                // is the same bytecode on both.
                .architectures(Architecture.X86_64)
                .role(role)
                .environment(e -> e.variables(environment(properties, resolved)))
                .code(c -> c.zipFile(SdkBytes.fromByteArray(code))));
        String version = lambda.publishVersion(r -> r.functionName(name)).version();
        return lambda.createAlias(r -> r.functionName(name).name(ALIAS).functionVersion(version)).aliasArn();
    }

    private Map<String, String> environment(Map<String, Object> properties, Map<String, String> resolved) {
        Map<String, Object> variables = map(map(properties.get("Environment")).get("Variables"));
        Map<String, Object> parameters = map(template.get("Parameters"));
        Map<String, String> environment = new LinkedHashMap<>();
        variables.forEach((variable, value) -> {
            if (resolved.containsKey(variable)) {
                environment.put(variable, resolved.get(variable));
            } else if (value instanceof String text) {
                environment.put(variable, text);
            } else if (value instanceof Map<?, ?> ref && ref.get("Ref") instanceof String target
                    && parameters.containsKey(target)) {
                environment.put(variable, String.valueOf(map(parameters.get(target)).get("Default")));
            } else if (value instanceof Map<?, ?> ref && ref.get("Ref") instanceof String target
                    && resolved.containsKey(target)) {
                environment.put(variable, resolved.get(target));
            } else {
                throw new IllegalArgumentException(variable + " = " + value + ": name what CloudFormation would "
                        + "make of it");
            }
        });
        // Variables the template does not set but the test must (where the fake Discord is).
        resolved.forEach((name, value) -> {
            if (name.matches("[A-Z][A-Z0-9_]*") && !environment.containsKey(name)) {
                environment.put(name, value);
            }
        });
        return environment;
    }

    static URI insideDocker(LocalStackContainer emulator) {
        // Where a function's own container reaches the emulator: its address on the engine's bridge.
        return URI.create("http://" + emulator.getContainerInfo().getNetworkSettings().getNetworks().get("bridge").getIpAddress()
                + ":4566");
    }

    @Override
    public void close() {
        lambda.close();
    }
}
