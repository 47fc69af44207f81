package dev.tzaar.lambda.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

class NewestFirstTest {

    private static List<Long> all(Iterator<Long> merged) {
        List<Long> out = new ArrayList<>();
        merged.forEachRemaining(out::add);
        return out;
    }

    private static NewestFirst<Long> merge(List<Long> first, List<Long> second) {
        return new NewestFirst<>(first.iterator(), second.iterator(), Long::longValue);
    }

    @Test
    void twoNewestFirstSequencesMergeNewestFirst() {
        assertEquals(List.of(9L, 8L, 5L, 4L, 3L, 1L), all(merge(List.of(9L, 5L, 4L), List.of(8L, 3L, 1L))));
    }

    @Test
    void anEmptySequenceLeavesTheOther() {
        assertEquals(List.of(3L, 2L), all(merge(List.of(), List.of(3L, 2L))));
        assertEquals(List.of(3L, 2L), all(merge(List.of(3L, 2L), List.of())));
        assertFalse(merge(List.of(), List.of()).hasNext());
    }

    @Test
    void onATieTheFirstSequenceGoesFirst() {
        List<String> merged = new ArrayList<>();
        new NewestFirst<>(List.of("a5").iterator(), List.of("b5").iterator(), s -> Long.parseLong(s.substring(1)))
                .forEachRemaining(merged::add);
        assertEquals(List.of("a5", "b5"), merged);
    }

    /** The store's sequences fetch pages from DynamoDB: no more may be read than is taken. */
    @Test
    void eachSequenceIsReadOnlyAsFarAsTheMergeIsTaken() {
        CountingIterator first = new CountingIterator(List.of(9L, 7L, 5L, 3L));
        CountingIterator second = new CountingIterator(List.of(8L, 6L, 4L, 2L));
        NewestFirst<Long> merged = new NewestFirst<>(first, second, Long::longValue);

        assertEquals(9L, merged.next());
        assertEquals(8L, merged.next());
        assertEquals(7L, merged.next());

        assertEquals(2, first.taken, "9 and 7, not 5 yet");
        assertEquals(2, second.taken, "8, and 6 to compare 7 with");
    }

    @Test
    void readingPastTheEndFails() {
        NewestFirst<Long> merged = merge(List.of(1L), List.of());
        merged.next();
        assertThrows(NoSuchElementException.class, merged::next);
    }

    private static final class CountingIterator implements Iterator<Long> {
        private final Iterator<Long> items;
        int taken;

        CountingIterator(List<Long> items) {
            this.items = items.iterator();
        }

        @Override
        public boolean hasNext() {
            return items.hasNext();
        }

        @Override
        public Long next() {
            taken++;
            return items.next();
        }
    }
}
