package dev.tzaar.infra.localstack;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.auth.credentials.AwsCredentials;
import software.amazon.awssdk.http.ContentStreamProvider;
import software.amazon.awssdk.http.SdkHttpMethod;
import software.amazon.awssdk.http.SdkHttpRequest;
import software.amazon.awssdk.http.auth.aws.signer.AwsV4HttpSigner;
import software.amazon.awssdk.http.auth.spi.signer.SignedRequest;
import software.amazon.awssdk.identity.spi.AwsCredentialsIdentity;

/**
 * The role a function runs as, made in the emulator with IAM's CreateRole (moto refuses a function whose
 * role does not exist, as AWS does). IAM's Query API is called directly, signed with the SDK's own SigV4
 * signer: the SDK's IAM client is not on this project's Maven mirror at the SDK version used here.
 */
final class ExecutionRole {
    private static final String TRUST_POLICY = "{\"Version\":\"2012-10-17\",\"Statement\":[{\"Effect\":\"Allow\","
            + "\"Principal\":{\"Service\":\"lambda.amazonaws.com\"},\"Action\":\"sts:AssumeRole\"}]}";

    private ExecutionRole() {
    }

    /** Creates the role {@code name} that Lambda may assume; returns its ARN. */
    static String create(URI endpoint, String region, AwsCredentials credentials, String name)
            throws IOException, InterruptedException {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("Action", "CreateRole");
        form.put("Version", "2010-05-08");
        form.put("RoleName", name);
        form.put("AssumeRolePolicyDocument", TRUST_POLICY);
        String body = form.entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        SdkHttpRequest unsigned = SdkHttpRequest.builder().uri(endpoint.resolve("/")).method(SdkHttpMethod.POST)
                .putHeader("Content-Type", "application/x-www-form-urlencoded; charset=utf-8").build();
        SignedRequest signed = AwsV4HttpSigner.create().sign(r -> r
                .identity(AwsCredentialsIdentity.create(credentials.accessKeyId(), credentials.secretAccessKey()))
                .request(unsigned)
                .payload(ContentStreamProvider.fromUtf8String(body))
                .putProperty(AwsV4HttpSigner.SERVICE_SIGNING_NAME, "iam")
                .putProperty(AwsV4HttpSigner.REGION_NAME, region));
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint.resolve("/"))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        signed.request().headers().forEach((header, values) -> {
            if (!header.equalsIgnoreCase("Host") && !header.equalsIgnoreCase("Content-Length")) {
                values.forEach(value -> request.header(header, value));
            }
        });
        HttpResponse<String> response = HttpClient.newHttpClient().send(request.build(),
                HttpResponse.BodyHandlers.ofString());
        int start = response.body().indexOf("<Arn>");
        if (response.statusCode() != 200 || start < 0) {
            throw new IOException("IAM CreateRole answered " + response.statusCode() + ": " + response.body());
        }
        return response.body().substring(start + "<Arn>".length(), response.body().indexOf("</Arn>", start));
    }
}
