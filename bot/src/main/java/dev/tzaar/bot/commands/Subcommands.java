package dev.tzaar.bot.commands;

import java.util.List;

/** Every subcommand of {@code /tzaar}, in the order Discord lists them: the one place they are registered. */
public final class Subcommands {
    private Subcommands() {
    }

    public static List<Subcommand> all() {
        return List.of(
                new ChallengeSubcommand(),
                new AiSubcommand(),
                new AcceptSubcommand(),
                new DeclineSubcommand(),
                new CancelSubcommand(),
                new MoveSubcommand(),
                new PassSubcommand(),
                new PlaceSubcommand(),
                new ResignSubcommand(),
                new BoardSubcommand(),
                new GamesSubcommand(),
                new HistorySubcommand(),
                new ClaimSubcommand(),
                new HintSubcommand(),
                new AnalyzeSubcommand(),
                new LeaderboardSubcommand(),
                new StatsSubcommand(),
                new SettingsSubcommand(),
                new LearnSubcommand(),
                new PuzzleSubcommand(),
                new HelpSubcommand(),
                new RulesSubcommand(),
                new ReplaySubcommand(),
                new ImportSubcommand(),
                new TournamentSubcommand());
    }
}
