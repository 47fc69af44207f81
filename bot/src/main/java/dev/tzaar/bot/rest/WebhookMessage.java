package dev.tzaar.bot.rest;

import dev.tzaar.bot.MediaTypes;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.data.DataObject;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * A message as the interaction webhook takes it: JSON alone, or {@code multipart/form-data} with the
 * JSON in {@code payload_json} and each file in {@code files[n]}, typed as what it is ({@link MediaTypes};
 * its alt text is the attachment's {@code description} in the JSON). The JSON is what JDA's own data objects write ({@code toData()}),
 * so the gateway bot and the endpoint send the very same message for one reply.
 */
public final class WebhookMessage {
    private final byte[] json;
    private final List<File> files;
    private final String boundary = "tzaar-" + UUID.randomUUID();

    private record File(String name, byte[] bytes) {}

    private WebhookMessage(byte[] json, List<File> files) {
        this.json = json;
        this.files = files;
    }

    /** A new message (a follow-up), {@code ephemeral} for the user alone. */
    public static WebhookMessage create(MessageCreateData message, boolean ephemeral) {
        DataObject data = message.toData();
        if (ephemeral) {
            data.put("flags", data.getInt("flags", 0) | EPHEMERAL);
        }
        return new WebhookMessage(data.toJson(), files(message.getFiles()));
    }

    /** The new content of an existing message: its text, files, buttons and allowed mentions replaced. */
    public static WebhookMessage edit(MessageCreateData message) {
        MessageEditData edit = MessageEditData.fromCreateData(message);
        return new WebhookMessage(edit.toData().toJson(), files(edit.getFiles()));
    }

    /** An edit that only takes the buttons off. */
    public static WebhookMessage withoutComponents() {
        return new WebhookMessage("{\"components\":[]}".getBytes(StandardCharsets.UTF_8), List.of());
    }

    /**
     * The same message with a nonce Discord enforces ({@code nonce}, {@code enforce_nonce}: a post to a
     * channel with the nonce of a message the bot posted in the last minutes returns that message instead of
     * posting another), so that a post tried again is posted once.
     */
    WebhookMessage withNonce(String nonce) {
        DataObject data = DataObject.fromJson(json);
        data.put("nonce", nonce).put("enforce_nonce", true);
        return new WebhookMessage(data.toJson(), files);
    }

    /** Discord's flag for a message only the user who interacted sees. */
    public static final int EPHEMERAL = 1 << 6;

    public String contentType() {
        return files.isEmpty() ? "application/json" : "multipart/form-data; boundary=" + boundary;
    }

    /** The request body; the same bytes every time (a retried request sends it again). */
    public byte[] body() {
        if (files.isEmpty()) {
            return json.clone();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        part(out, "form-data; name=\"payload_json\"", "application/json", json);
        for (int i = 0; i < files.size(); i++) {
            File file = files.get(i);
            part(out, "form-data; name=\"files[" + i + "]\"; filename=\"" + file.name() + "\"",
                    MediaTypes.ofFile(file.name()), file.bytes());
        }
        out.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    private void part(ByteArrayOutputStream out, String disposition, String type, byte[] bytes) {
        out.writeBytes(("--" + boundary + "\r\nContent-Disposition: " + disposition + "\r\nContent-Type: " + type
                + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        out.writeBytes(bytes);
        out.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
    }

    private static List<File> files(List<? extends FileUpload> uploads) {
        List<File> files = new ArrayList<>();
        for (FileUpload upload : uploads) {
            try (InputStream in = upload.getData()) {
                files.add(new File(upload.getName(), in.readAllBytes()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return List.copyOf(files);
    }
}
