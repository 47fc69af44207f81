package dev.tzaar.lambda.store;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.ToLongFunction;

/**
 * Merges two sequences that are each sorted newest first into one, newest first, reading each only
 * as far as the merged sequence is read: the store merges a user's two index queries this way and
 * fetches no page it does not need.
 */
final class NewestFirst<T> implements Iterator<T> {
    private final Iterator<T> first;
    private final Iterator<T> second;
    private final ToLongFunction<T> time;
    private T headOfFirst;
    private T headOfSecond;

    NewestFirst(Iterator<T> first, Iterator<T> second, ToLongFunction<T> time) {
        this.first = first;
        this.second = second;
        this.time = time;
    }

    @Override
    public boolean hasNext() {
        if (headOfFirst == null && first.hasNext()) {
            headOfFirst = first.next();
        }
        if (headOfSecond == null && second.hasNext()) {
            headOfSecond = second.next();
        }
        return headOfFirst != null || headOfSecond != null;
    }

    @Override
    public T next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        // On a tie the first sequence goes first, so the order is the same every time.
        boolean takeFirst = headOfSecond == null
                || headOfFirst != null && time.applyAsLong(headOfFirst) >= time.applyAsLong(headOfSecond);
        T next;
        if (takeFirst) {
            next = headOfFirst;
            headOfFirst = null;
        } else {
            next = headOfSecond;
            headOfSecond = null;
        }
        return next;
    }
}
