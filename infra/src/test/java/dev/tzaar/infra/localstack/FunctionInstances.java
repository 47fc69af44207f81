package dev.tzaar.infra.localstack;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.DockerException;
import com.github.dockerjava.api.model.Container;
import com.github.dockerjava.api.model.ContainerMount;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.localstack.LocalStackContainer;

/**
 * The functions' warm instances an emulator started (containers of their own, .ci/images/warm_instances.py),
 * removed with their code's volumes when the emulator stops: Testcontainers kills the emulator, which can
 * then remove nothing itself. Each instance is labelled with its emulator's host name, the first 12 digits of
 * the emulator container's id. LocalStack's own image labels none, and cleans up after itself.
 */
final class FunctionInstances {
    static final String LABEL = "tzaar.emulator";

    private FunctionInstances() {
    }

    /** Removes the instances of {@code emulator} and their volumes; returns how many instances there were. */
    static int removeThoseOf(LocalStackContainer emulator) {
        if (emulator.getContainerId() == null) {
            return 0;
        }
        DockerClient docker = DockerClientFactory.instance().client();
        List<Container> instances = docker.listContainersCmd().withShowAll(true)
                .withLabelFilter(Map.of(LABEL, emulator.getContainerId().substring(0, 12))).exec();
        List<String> volumes = instances.stream()
                .flatMap(instance -> Objects.requireNonNullElse(instance.getMounts(), List.<ContainerMount>of()).stream())
                .map(ContainerMount::getName).filter(Objects::nonNull).distinct().toList();
        for (Container instance : instances) {
            docker.removeContainerCmd(instance.getId()).withForce(true).withRemoveVolumes(true).exec();
        }
        for (String volume : volumes) {
            try {
                docker.removeVolumeCmd(volume).exec();
            } catch (DockerException goneOrStillUsed) {
                // Another emulator's instance of the same code still uses it; that emulator removes it.
            }
        }
        return instances.size();
    }
}
