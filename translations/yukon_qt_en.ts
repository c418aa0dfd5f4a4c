<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>LostMoveFinder</name>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>The game was lost %n move ago, when %1 went from %2 to %3.</numerusform>
            <numerusform>The game was lost %n moves ago, when %1 went from %2 to %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>It is sure only that the game could still be won %n move ago.</numerusform>
            <numerusform>It is sure only that the game could still be won %n moves ago.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>It is sure that the game was already lost %n move ago.</numerusform>
            <numerusform>It is sure that the game was already lost %n moves ago.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>The last game: %1 won; win rate over the last 10 games: %2</numerusform>
            <numerusform>The last %n games: %1 won; win rate over the last 10 games: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Win rate (last %n game)</numerusform>
            <numerusform>Win rate (last %n games)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Column %1, %n card, %2 face down</numerusform>
            <numerusform>Column %1, %n cards, %2 face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Column %1, %n card</numerusform>
            <numerusform>Column %1, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n face-down card</numerusform>
            <numerusform>%n face-down cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s), game %3</source>
        <translation>
            <numerusform>Score %1, time %2, %n move, game %3</numerusform>
            <numerusform>Score %1, time %2, %n moves, game %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 and %n card to empty column %2</numerusform>
            <numerusform>%1 and %n cards to empty column %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 and %n card onto %2</numerusform>
            <numerusform>%1 and %n cards onto %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>Holding %1 and %n card</numerusform>
            <numerusform>Holding %1 and %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>You won! Score %1, time %2, %n move</numerusform>
            <numerusform>You won! Score %1, time %2, %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartQuestions</name>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>You have a game in progress: %1, %n move made.</numerusform>
            <numerusform>You have a game in progress: %1, %n moves made.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>%n damaged game in the statistics file “%1” could not be read and was left out. Nothing was removed from the file.</numerusform>
            <numerusform>%n damaged games in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>Remove the statistics of your %n finished game, under both rules?</numerusform>
            <numerusform>Remove the statistics of all your %n finished games, under both rules?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>Remove the statistics of your %n finished %1 game?</numerusform>
            <numerusform>Remove the statistics of your %n finished %1 games?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n game removed.</numerusform>
            <numerusform>%n games removed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n game exported to “%1”.</numerusform>
            <numerusform>%n games exported to “%1”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Looking for a deal that can be won…
%n deal tried so far.</numerusform>
            <numerusform>Looking for a deal that can be won…
%n deals tried so far.</numerusform>
        </translation>
    </message>
</context>
</TS>
