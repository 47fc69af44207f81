package dev.tzaar.render.gif;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.stream.ImageInputStream;
import org.w3c.dom.Node;

/**
 * A GIF read back by the JDK's own reader (not ours), each frame drawn over the ones before as a
 * viewer does: what a person sees at each frame, pixel by pixel, and for how long.
 */
public record DecodedGif(int width, int height, int[] globalColours, List<int[]> screens, List<Integer> delaysCentis,
        List<int[]> rectangles, List<Integer> transparentIndices, boolean loops) {

    public static DecodedGif of(byte[] gif) {
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in, false);
            Node stream = reader.getStreamMetadata().getAsTree("javax_imageio_gif_stream_1.0");
            Node screen = child(stream, "LogicalScreenDescriptor");
            int width = Integer.parseInt(attribute(screen, "logicalScreenWidth"));
            int height = Integer.parseInt(attribute(screen, "logicalScreenHeight"));
            Node table = child(stream, "GlobalColorTable");
            List<Integer> colours = new ArrayList<>();
            for (Node entry = table.getFirstChild(); entry != null; entry = entry.getNextSibling()) {
                colours.add(Integer.parseInt(attribute(entry, "red")) << 16 | Integer.parseInt(attribute(entry, "green")) << 8
                        | Integer.parseInt(attribute(entry, "blue")));
            }
            int[] canvas = new int[width * height];
            List<Integer> transparent = new ArrayList<>();
            List<int[]> screens = new ArrayList<>();
            List<Integer> delays = new ArrayList<>();
            List<int[]> rectangles = new ArrayList<>();
            boolean loops = false;
            int count = reader.getNumImages(true);
            for (int i = 0; i < count; i++) {
                BufferedImage frame = reader.read(i);
                IIOMetadata metadata = reader.getImageMetadata(i);
                Node tree = metadata.getAsTree("javax_imageio_gif_image_1.0");
                Node descriptor = child(tree, "ImageDescriptor");
                int left = Integer.parseInt(attribute(descriptor, "imageLeftPosition"));
                int top = Integer.parseInt(attribute(descriptor, "imageTopPosition"));
                Node control = child(tree, "GraphicControlExtension");
                delays.add(Integer.parseInt(attribute(control, "delayTime")));
                transparent.add(Boolean.parseBoolean(attribute(control, "transparentColorFlag"))
                        ? Integer.parseInt(attribute(control, "transparentColorIndex")) : -1);
                loops |= child(tree, "ApplicationExtensions") != null;
                rectangles.add(new int[] {left, top, frame.getWidth(), frame.getHeight()});
                for (int y = 0; y < frame.getHeight(); y++) {
                    for (int x = 0; x < frame.getWidth(); x++) {
                        int argb = frame.getRGB(x, y);
                        if ((argb >>> 24) != 0) {
                            canvas[(top + y) * width + left + x] = argb & 0xFFFFFF;
                        }
                    }
                }
                screens.add(canvas.clone());
            }
            return new DecodedGif(width, height, colours.stream().mapToInt(Integer::intValue).toArray(), screens, delays,
                    rectangles, transparent, loops);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Node child(Node node, String name) {
        for (Node c = node.getFirstChild(); c != null; c = c.getNextSibling()) {
            if (c.getNodeName().equals(name)) {
                return c;
            }
        }
        return null;
    }

    private static String attribute(Node node, String name) {
        return node.getAttributes().getNamedItem(name).getNodeValue();
    }
}
