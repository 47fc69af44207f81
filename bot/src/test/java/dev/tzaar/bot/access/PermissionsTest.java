package dev.tzaar.bot.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.access.Permissions.Overwrite;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** View Channel as Discord's "Permissions" page computes it: base, Administrator, then the overwrites in order. */
class PermissionsTest {
    private static final String SERVER = "900000000000000001";
    private static final String ANN = "900000000000000002";
    private static final String CLUB = "900000000000000003";
    private static final String GUESTS = "900000000000000004";
    private static final String ADMINS = "900000000000000005";
    private static final long VIEW = Permissions.VIEW_CHANNEL;
    private static final Map<String, Long> ROLES = Map.of(SERVER, VIEW, CLUB, 0L, GUESTS, 0L,
            ADMINS, Permissions.ADMINISTRATOR);

    private static boolean views(Set<String> roles, Overwrite... overwrites) {
        return (Permissions.inChannel(SERVER, ANN, roles, ROLES, List.of(overwrites)) & VIEW) != 0;
    }

    @Test
    void withoutOverwritesTheEveryoneRoleDecides() {
        assertTrue(views(Set.of()));
        assertFalse((Permissions.inChannel(SERVER, ANN, Set.of(), Map.of(SERVER, 0L), List.of()) & VIEW) != 0);
    }

    @Test
    void aRolesAllowComesAfterEveryonesDenyAndAMembersDenyAfterBoth() {
        Overwrite everyoneDenied = new Overwrite(SERVER, false, 0, VIEW);
        Overwrite clubAllowed = new Overwrite(CLUB, false, VIEW, 0);
        assertFalse(views(Set.of(), everyoneDenied, clubAllowed));
        assertTrue(views(Set.of(CLUB), everyoneDenied, clubAllowed));
        assertFalse(views(Set.of(CLUB), everyoneDenied, clubAllowed, new Overwrite(ANN, true, 0, VIEW)));
        assertTrue(views(Set.of(), everyoneDenied, new Overwrite(ANN, true, VIEW, 0)), "the member's own allow");
    }

    @Test
    void theMembersRolesOverwritesAreOneStepWhereAnAllowBeatsADeny() {
        Overwrite clubAllowed = new Overwrite(CLUB, false, VIEW, 0);
        Overwrite guestsDenied = new Overwrite(GUESTS, false, 0, VIEW);
        assertTrue(views(Set.of(CLUB, GUESTS), guestsDenied, clubAllowed));
        assertFalse(views(Set.of(GUESTS), guestsDenied, clubAllowed));
    }

    @Test
    void anAdministratorSeesEveryChannelWhateverItsOverwrites() {
        assertEquals(Permissions.ALL, Permissions.inChannel(SERVER, ANN, Set.of(ADMINS), ROLES,
                List.of(new Overwrite(SERVER, false, 0, VIEW), new Overwrite(ANN, true, 0, VIEW))));
    }

    @Test
    void aMemberOverwriteOfSomeoneElseOrARoleTheMemberLacksChangesNothing() {
        assertTrue(views(Set.of(), new Overwrite("900000000000000009", true, 0, VIEW),
                new Overwrite(GUESTS, false, 0, VIEW)));
    }
}
