package dev.tzaar.bot.reply;

import dev.tzaar.bot.MediaTypes;
import java.io.ByteArrayInputStream;
import net.dv8tion.jda.api.utils.FileUpload;
import okhttp3.MediaType;
import okhttp3.RequestBody;

/**
 * A file uploaded as what it is ({@link MediaTypes#ofFile}): JDA types every upload's multipart part
 * {@code application/octet-stream; charset=utf-8} and offers no way to say otherwise, so its part's
 * body is asked for with this file's own type instead.
 */
final class TypedUpload extends FileUpload {
    private final MediaType type;

    TypedUpload(byte[] bytes, String name) {
        super(new ByteArrayInputStream(bytes), name);
        this.type = MediaType.get(MediaTypes.ofFile(name));
    }

    @Override
    public synchronized RequestBody getRequestBody(MediaType ignored) {
        return super.getRequestBody(type);
    }
}
