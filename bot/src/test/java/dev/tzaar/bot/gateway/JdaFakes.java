package dev.tzaar.bot.gateway;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * Stand-ins for JDA's interfaces without a mocking library: a {@link Proxy} answers the calls it is
 * told to answer, writes down the calls that matter ({@link #calls}: what was sent to Discord), and
 * returns itself, or another stand-in, from everything else, so that chains like
 * {@code deferReply(true).queue()} or {@code getHook().sendMessage(m).setEphemeral(true).complete()}
 * can be followed in a test. No request ever leaves.
 */
final class JdaFakes {
    /** The Discord-bound calls, as "deferReply(true)", "sendMessage(text)", "setEphemeral(false)", "complete". */
    final List<String> calls = new CopyOnWriteArrayList<>();

    /** Calls too chatty to be worth writing down: getters and the like. */
    private static final List<String> QUIET = List.of("get", "is", "has", "to", "equals");

    /**
     * A stand-in of {@code type}. {@code answers} maps a method name to its answer: a value, or a
     * {@code Function<Object[], Object>} of the arguments.
     */
    <T> T fake(Class<T> type, Map<String, Object> answers) {
        InvocationHandler handler = new InvocationHandler() {
            @Override
            public Object invoke(Object proxy, Method method, Object[] args) {
                String name = method.getName();
                Object[] arguments = args == null ? new Object[0] : args;
                if (name.equals("toString") && arguments.length == 0) {
                    return "fake " + type.getSimpleName();
                }
                if (name.equals("hashCode") && arguments.length == 0) {
                    return System.identityHashCode(proxy);
                }
                if (name.equals("equals") && arguments.length == 1) {
                    return proxy == arguments[0];
                }
                if (QUIET.stream().noneMatch(name::startsWith)) {
                    calls.add(name + describe(arguments));
                }
                if (answers.containsKey(name)) {
                    Object answer = answers.get(name);
                    if (answer instanceof Function<?, ?> function) {
                        @SuppressWarnings("unchecked")
                        Function<Object[], Object> of = (Function<Object[], Object>) function;
                        return of.apply(arguments);
                    }
                    return answer;
                }
                Class<?> returns = method.getReturnType();
                if (returns == void.class) {
                    return null;
                }
                if (returns == boolean.class) {
                    return false;
                }
                if (returns == long.class || returns == int.class) {
                    return returns == long.class ? (Object) 0L : (Object) 0;
                }
                if (returns.isInstance(proxy)) {
                    return proxy;
                }
                return returns.isInterface() ? fake(returns, Map.of()) : null;
            }
        };
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
    }

    private static String describe(Object[] arguments) {
        List<String> shown = java.util.Arrays.stream(arguments).map(JdaFakes::describe)
                .filter(s -> !s.isEmpty()).toList();
        return shown.isEmpty() ? "" : "(" + String.join(", ", shown) + ")";
    }

    private static String describe(Object argument) {
        if (argument instanceof MessageCreateData message) {
            return message.getContent();
        }
        if (argument instanceof MessageEditData message) {
            return message.getContent();
        }
        if (argument instanceof String || argument instanceof Boolean) {
            return String.valueOf(argument);
        }
        if (argument instanceof Collection<?> items) {
            return items.stream().map(item -> item instanceof Command.Choice choice ? choice.getAsString()
                    : String.valueOf(item)).collect(Collectors.joining(", ", "[", "]"));
        }
        return "";
    }
}
