<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ResultsChart</name>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Win rate (last %n game)</numerusform>
            <numerusform>Win rate (last %n games)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished Classic game(s)?</source>
        <translation>
            <numerusform>Remove the statistics of your %n finished Classic game?</numerusform>
            <numerusform>Remove the statistics of your %n finished Classic games?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished Relaxed game(s)?</source>
        <translation>
            <numerusform>Remove the statistics of your %n finished Relaxed game?</numerusform>
            <numerusform>Remove the statistics of your %n finished Relaxed games?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>Remove the statistics of your %n finished game, under both rules?</numerusform>
            <numerusform>Remove the statistics of all your %n finished games, under both rules?</numerusform>
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
