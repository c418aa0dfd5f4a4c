<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="te" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>ప్రతి కార్డూ తన పునాదికి వెళ్తోంది.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>ఏదో పొరపాటు జరిగింది. మీ ఆట భద్రపరచబడింది.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>ఏదో పొరపాటు జరిగింది, మీ ఆటను భద్రపరచడం కుదరలేదు.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>ఏదో పొరపాటు జరిగింది. మీ ఆట భద్రపరచబడింది. వివరాలు {path} ఫైల్‌లో ఉన్నాయి.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>ఏదో పొరపాటు జరిగింది, మీ ఆటను భద్రపరచడం కుదరలేదు. వివరాలు {path} ఫైల్‌లో ఉన్నాయి.</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>ఏదో పొరపాటు జరిగింది. వివరాలు {path} ఫైల్‌లో ఉన్నాయి.</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>నీలి అల్లిక</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>ఎర్రని పూల నగిషీ</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>ఆకుపచ్చ అలలు</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>అర్ధరాత్రి నక్షత్రం</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>పేక సొంత వెనుక భాగం</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>సంప్రదాయ పేక</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>పెద్ద అక్షరాల పేక</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>కోడ్ కాపీ చేయి</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>స్కోరు: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>సమయం: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>ఎత్తులు: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>%1 నాటి పంపకం</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>స్థాయి: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>స్థాయిని నిర్ణయిస్తోంది</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>స్థాయి లేదు</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>%1, %2, ఆట కోడ్ %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>పరిశీలిస్తోంది…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>గెలవవచ్చు</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>ఇక గెలవలేరు</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>తెలియదు</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>ఆలోచిస్తోంది…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>కాపీ అయింది</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>సాల్వర్ కనుగొన్న ప్రకారం, బల్లపై ఉన్న అన్ని కార్డులూ ఇంకా పునాదులకు చేరగలవో లేదో</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ఆట</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>ఈ పంపకం ఎంత కష్టమో: సరళమైన పద్ధతిలో ఆడే ఆటగాడు దీన్ని ఎంత తరచుగా గెలుస్తాడో దాన్ని బట్టి కొలుస్తారు; స్థాయి ఉన్న ప్రతి పంపకాన్నీ గెలవవచ్చని నిరూపించబడింది</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>ఈ పంపకాన్ని మళ్లీ ఆడటానికి లేదా ఇతరులతో పంచుకోవడానికి ఆట కోడ్‌ను కాపీ చేయండి</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>మీ ఆటను {path} ఫైల్‌లో భద్రపరచడం కుదరలేదు: {reason}. మీరు ఆట కొనసాగించవచ్చు; డిస్క్ అనుమతించిన వెంటనే ఆట మళ్లీ భద్రపరచబడుతుంది.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>ఈ ఆటను ఇక గెలవలేరు.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>ఇక ఉపయోగపడే ఎత్తు ఏదీ లేదు.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>సమయంలోగా గెలిచే దారి ఏదీ దొరకలేదు: గుర్తించిన ఎత్తు ఉత్తమ అంచనా మాత్రమే.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>వెతకడం కొనసాగుతోంది; ఏమి దొరికిందో ఒక గమనిక చెబుతుంది.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>గెలిచే దారి దొరికింది: గుర్తించిన ఎత్తు ఆ దారిలో తర్వాతి ఎత్తు.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>సులభం</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>మధ్యస్థం</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>కష్టం</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>స్థాయి వారీగా</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>ఆడినవి</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>గెలిచినవి</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>గెలుపు శాతం</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: ఆడినవి %2, గెలిచినవి %3, గెలుపు శాతం %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2లో %1</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>గెలవని ఆటలు: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>గెలిచే వీలు ఉన్నవి: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>గెలిచే వీలు లేనివి: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>సాల్వర్ తేల్చలేనివి: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>ఇంకా పరిశీలించనివి: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>“{name}” కార్డుల పేక ఇప్పుడు ఇన్‌స్టాల్ చేసి లేదు, అందుకే కార్డులు {default}లో కనిపిస్తున్నాయి. ప్రాధాన్యతలలో మీరు వేరే పేకను ఎంచుకోవచ్చు.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>“{name}” కార్డుల పేకను చూపించడం కుదరదు (దాని ఫైల్ పాడైంది, లేదా అది ఈ ఆట చదవలేని రకం ఫైల్), అందుకే కార్డులు {default}లో కనిపిస్తున్నాయి.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>పేక (&amp;K):</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>కార్డు వెనుక భాగం (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>బల్ల (&amp;T):</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>ఎంచుకున్న కార్డులు, బల్ల ఎలా కనిపిస్తాయో చూపే నమూనా</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>“ఆట &gt; ఎక్కడ తప్పు జరిగింది?” ఈ ఆటను చేజార్చిన ఎత్తును కనుగొంటుంది.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>తన పునాది</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>నిలువు వరుస %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>ఎక్కడ తప్పు జరిగింది?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>రద్దు చేయి</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>ఆటను చేజార్చిన ఎత్తు కోసం వెతుకుతోంది…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>ఆటను చేజార్చిన ఎత్తు కోసం వెతుకుతోంది…
%2 స్థితుల్లో %1 పరిశీలించింది.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>అక్కడికి వెనక్కి వెళ్లు</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>%n ఎత్తు క్రితం %1 కార్డు %2 నుంచి %3 మీదకు వెళ్లినప్పుడు ఆట చేజారింది.</numerusform>
            <numerusform>%n ఎత్తుల క్రితం %1 కార్డు %2 నుంచి %3 మీదకు వెళ్లినప్పుడు ఆట చేజారింది.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>ఈ ఆటను ఇంకా గెలవవచ్చు: ఇప్పటివరకు ఏ ఎత్తూ దాన్ని చేజార్చలేదు.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>ఈ పంపకం మొదటి నుంచీ గెలవగలిగేది కాదు: ఏ ఎత్తూ దాన్ని చేజార్చలేదు.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>ఈ ఆటను చేజార్చిన ఎత్తు, వెనక్కి తీసుకోగలిగే చివరి 100 ఎత్తుల కంటే ముందే ఉంది.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>%n ఎత్తు క్రితం ఆటను ఇంకా గెలిచే వీలుండేదని మాత్రమే కచ్చితంగా తెలుసు.</numerusform>
            <numerusform>%n ఎత్తుల క్రితం ఆటను ఇంకా గెలిచే వీలుండేదని మాత్రమే కచ్చితంగా తెలుసు.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>ఆట ఇప్పుడు చేజారిందని కచ్చితంగా తెలుసు.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>%n ఎత్తు క్రితమే ఆట చేజారిందని కచ్చితంగా తెలుసు.</numerusform>
            <numerusform>%n ఎత్తుల క్రితమే ఆట చేజారిందని కచ్చితంగా తెలుసు.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>సాల్వర్ ఏ స్థితినీ గెలవగలిగేదిగా గానీ చేజారినదిగా గానీ నిరూపించలేకపోయింది.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>కొన్ని స్థితుల్లో సాల్వర్‌కు సమయం సరిపోలేదు.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ఆట (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>సెట్టింగ్‌లు (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>సహాయం (&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ఆట</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>కొత్త ఆట (&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>ఈ పంపకాన్ని మళ్లీ మొదలుపెట్టు (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>ఎత్తు వెనక్కి తీసుకో (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>సూచన (&amp;H)</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>కొత్త ఆట మొదలుపెట్టండి (%1)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>రోజువారీ పంపకం (&amp;D)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>ఈ రోజు పంపకాన్ని ఆడండి: ఆటగాళ్లందరికీ ఇదే పంపకం, దీన్ని గెలవవచ్చని నిరూపించబడింది</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>ఎత్తు మళ్లీ చేయి (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>ప్రతి కార్డునూ పునాదికి పంపు (&amp;P)</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>తర్వాతి మంచి ఎత్తును చూడండి (%1)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>ఎక్కడ తప్పు జరిగింది? (&amp;W)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>ఈ ఆటను చేజార్చిన ఎత్తును కనుగొనండి (%1)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>గణాంకాలు (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>నిష్క్రమించు (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>ప్రాధాన్యతలు (&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>పూర్తి స్క్రీన్ (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>నియమాలు (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>యుకోన్ సాలిటైర్ గురించి (&amp;A)</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>ఇప్పుడు ప్రతి కార్డూ పునాదికి వెళ్లగలదు: “ఆట &gt; ప్రతి కార్డునూ పునాదికి పంపు”.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>ఈ ఆటను ఇక గెలవలేరు.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>ఈ పంపకాన్ని మళ్లీ మొదలుపెట్టు</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>ఈ పంపకాన్ని మొదటి నుంచి మళ్లీ మొదలుపెట్టాలా?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>ఇప్పటివరకు వేసిన ఎత్తులు పోతాయి, ఈ ఆట గణాంకాలలో వదిలేసిన ఆటగా లెక్కించబడుతుంది.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>మళ్లీ మొదలుపెట్టు (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>ఆట కొనసాగించు (&amp;K)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>గణాంకాలు</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;లైసెన్స్‌ను&lt;/a&gt;, ఇందులో చేర్చిన &lt;a href=&quot;%2&quot;&gt;మూడవ పక్ష సాఫ్ట్‌వేర్ నోటీసులను&lt;/a&gt; చదవండి.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;లైసెన్స్‌ను &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;లో చదవండి.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>యుకోన్ సాలిటైర్ గురించి</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;యుకోన్ సాలిటైర్ %1&lt;/h3&gt;&lt;p&gt;యుకోన్: తెరిచి ఉన్న ఏ కార్డునైనా దాని మీద ఉన్న కార్డులన్నిటితో సహా కదపగలిగే సాలిటైర్ ఆట.&lt;/p&gt;&lt;p&gt;GNU GPL వెర్షన్ 3 లేదా ఆ తర్వాతి వెర్షన్ కింద విడుదలైన స్వేచ్ఛా సాఫ్ట్‌వేర్.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} ({rule})</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} లేదా {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>ఈ ఆటను మీరు ఇప్పటికే గెలిచారు. మళ్లీ ఆడాలంటే కొత్త ఆట మొదలుపెట్టండి.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>ఆ కార్డు ఇప్పుడు అక్కడ లేదు.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>బోర్లా ఉన్న కార్డును కదపలేరు. అది తన నిలువు వరుసలో చివరి కార్డు అయినప్పుడు తెరుచుకుంటుంది.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>ఆ కార్డు ఇప్పటికే అక్కడే ఉంది.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>సంప్రదాయ నియమంలో కార్డును వ్యతిరేక రంగు కార్డు మీదే ఉంచాలి.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>కార్డును సరిగ్గా ఒక్క విలువ ఎక్కువైన కార్డు మీదే ఉంచాలి, ఉదాహరణకు 8 మీద 7.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>నిలువు వరుసల్లో ఏస్ మీద ఏ కార్డునూ ఉంచలేరు. ఏస్ తన పునాదికి మాత్రమే వెళ్తుంది.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>ఖాళీ నిలువు వరుసలో రాజును మాత్రమే ఉంచవచ్చు, ఒంటరిగా గానీ దాని మీద ఉన్న కార్డులతో సహా గానీ.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>ఒకేసారి గరిష్ఠంగా {count} కార్డులను మాత్రమే కదపవచ్చు.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>నిలువు వరుసలోని చివరి కార్డు మాత్రమే పునాదికి వెళ్లగలదు.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>పునాది మీద దాని సూట్‌లోని తర్వాతి కార్డు మాత్రమే వెళ్తుంది: మొదట ఏస్, తర్వాత 2, 3, అలా రాజు వరకు.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>పునాది మీద పైన ఉన్న కార్డును మాత్రమే వెనక్కి తీసుకోవచ్చు.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>పునాది నుంచి తీసిన కార్డు తిరిగి నిలువు వరుస మీదకే వెళ్తుంది, మరో పునాది మీదకు కాదు.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>వెనక్కి తీసుకోవడానికి ఏ ఎత్తూ లేదు.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>మళ్లీ చేయడానికి ఏ ఎత్తూ లేదు.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>ఈ కార్డుకు ఇప్పుడు ఏ నిలువు వరుసలోనూ చోటు లేదు.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>ఆ ఎత్తుకు అనుమతి లేదు.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>{example} లాంటి ఆట కోడ్‌ను టైప్ చేయండి.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>ఆట కోడ్‌లో డాష్‌లతో కలిపిన మూడు భాగాలు ఉంటాయి, ఉదాహరణకు {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>ఆట కోడ్ “{found}”తో కాదు, {prefix}తో మొదలవుతుంది.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>ఆట కోడ్ {prefix}తో మొదలవుతుంది.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>మధ్య భాగం “{found}” కాకూడదు; అది {rules} అయి ఉండాలి.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>మధ్య భాగం {rules} అయి ఉండాలి.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>చివరి భాగంలో {count} కాదు, {needed} అక్షరాలు ఉండాలి.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>చివరి భాగంలో {needed} అక్షరాలు ఉండాలి.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>చివరి భాగంలో A నుంచి Z వరకు ఉన్న అక్షరాలు మాత్రమే ఉండాలి.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>ఇది ఆట కోడ్ కాదు. ఆట కోడ్ {example} లాగా ఉంటుంది.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>కొత్త ఆట</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>నియమం</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>యాదృచ్ఛిక పంపకం (&amp;R)</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>స్థాయి (&amp;V):</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>ఏదైనా</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>స్థాయి ఉన్న పంపకాన్ని గెలవవచ్చని నిరూపించబడింది; సరళమైన పద్ధతిలో ఆడే ఆటగాడు దాన్ని ఎంత తరచుగా గెలుస్తాడో స్థాయి చెబుతుంది.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>గెలవగల పంపకాలు మాత్రమే (&amp;W)</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>వాటిలో ఒకదాన్ని గెలవవచ్చని నిరూపించే వరకు సాల్వర్ యాదృచ్ఛిక పంపకాలను ప్రయత్నిస్తుంది.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>ఆట కోడ్ ప్రకారం పంపకం (&amp;G):</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>ఆట కోడ్</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>కోడ్‌ను తుడిచివేయండి</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>పంపకం</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>మొదటి నుంచి అవే కార్డులు, పైన ఎంచుకున్న నియమంతో.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>రోజువారీ పంపకం (&amp;D)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>సంప్రదాయ నియమంతో ఈ రోజు పంపకం: ఆటగాళ్లందరికీ ఇదే పంపకం, దీన్ని గెలవవచ్చని నిరూపించబడింది.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>మొదలుపెట్టు (&amp;S)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>సంప్రదాయ నియమంతో ఈ రోజు పంపకం: ఆటగాళ్లందరికీ ఇదే పంపకం, దీన్ని గెలవవచ్చని నిరూపించబడింది. స్థాయి: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>పంపకం: కోడ్ {code}, {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>ప్రస్తుత పంపకాన్ని (కోడ్ {code}) మళ్లీ ఆడు (&amp;U)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>ప్రాధాన్యతలు</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>డబుల్ క్లిక్ (&amp;D)</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>తెరిచి ఉన్న కార్డు మీద వెంటవెంటనే రెండుసార్లు క్లిక్ చేస్తే, అది దాని మీద ఉన్న కార్డులతో సహా నిలువు వరుసల్లో అన్నిటికన్నా మంచి చోటుకు వెళ్తుంది.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>స్వయంచాలకంగా ఉంచడం (&amp;A)</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>మీరు కార్డును వదిలినప్పుడు, దానికి నిలువు వరుసను ఆటే ఎంచుకుంటుంది.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>ఉంచే చోట్లు చూపడం (&amp;P)</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>మీరు కార్డును లాగుతున్నప్పుడు, అది వెళ్లగల చోట్లు వెలిగి కనిపిస్తాయి.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>నియమ వివరణలు (&amp;I)</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>ఏదైనా ఎత్తు తిరస్కరించబడినప్పుడు, ఏ నియమం వల్ల అలా జరిగిందో ఒక చిన్న గమనిక చెబుతుంది.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>ఈ పంపకాన్ని ఇంకా గెలవవచ్చో లేదో చూపు (&amp;S)</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>అన్ని కార్డులూ ఇంకా పునాదులకు చేరగలవో లేదో ఆట పట్టీ చెబుతుంది.</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>కార్డులను కదపడం</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>సహాయాలు</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>రూపం</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>భాష (&amp;L):</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>సిస్టమ్ డిఫాల్ట్</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>ఆట భాష; వెంటనే మారుతుంది.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>నాలుగు రంగుల పేక (&amp;F)</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>ఇస్పేటు నలుపు, ఆటీను ఎరుపు, డైమను నీలం, కళావరు ఆకుపచ్చ: ప్రతి సూట్ స్పష్టంగా కనిపిస్తుంది.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>సరే (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>రద్దు చేయి (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>మూసివేయి (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>భద్రపరచు (&amp;S)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>భద్రపరచకుండా మూసివేయి</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>వెనక్కి తీసుకో (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>మళ్లీ చేయి (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>కత్తిరించు (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>కాపీ చేయి (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>అతికించు (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>తొలగించు</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>అన్నీ ఎంచుకో</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>సరే</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>రద్దు చేయి</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>మూసివేయి</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>డిఫాల్ట్‌లను తిరిగి తెచ్చు</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>అవును (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>కాదు (&amp;N)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>భద్రపరచు</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>వర్తింపజేయి</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>రీసెట్ చేయి</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>సహాయం</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>విస్మరించు</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>తెరువు</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>రద్దు చేయి</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>కాపీ చేయి (&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>లింక్ చిరునామాను కాపీ చేయి (&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>అన్నీ ఎంచుకో</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <source>A</source>
        <comment>the rank Ace, as printed in a card&apos;s corner</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the rank Jack, as printed in a card&apos;s corner</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the rank Queen, as printed in a card&apos;s corner</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the rank King, as printed in a card&apos;s corner</comment>
        <translation>K</translation>
    </message>
</context>
<context>
    <name>RecentGamesModel</name>
    <message>
        <source>Date</source>
        <translation>తేదీ</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>కోడ్</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>నియమం</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ఫలితం</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>స్థాయి</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>స్కోరు</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>సమయం</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>ఎత్తులు</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>సూచనలు</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>వెనక్కి తీసుకున్నవి</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>గెలిచే వీలుండేదా</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>ఈ పంపకాన్ని మళ్లీ ఆడటానికి డబుల్ క్లిక్ చేయండి</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>మొదటి నుంచి: %1. మీరు వదిలిన చోటు నుంచి: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>తెలియదు</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>ఒక ఆట పూర్తి చేయండి, మీ ఫలితాలు ఇక్కడ కనిపిస్తాయి.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>చివరి %n ఆట: గెలిచినవి %1; చివరి 10 ఆటల్లో గెలుపు శాతం: %2</numerusform>
            <numerusform>చివరి %n ఆటలు: గెలిచినవి %1; చివరి 10 ఆటల్లో గెలుపు శాతం: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>మీ ఇటీవలి ఆటల చార్ట్</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>ఆట %1: %2, %3 (స్కోరు %4)
చివరి 10 ఆటల్లో గెలుపు శాతం: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>స్కోరు, గెలిచిన ఆట</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>స్కోరు, గెలవని ఆట</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>గెలుపు శాతం (చివరి %n ఆట)</numerusform>
            <numerusform>గెలుపు శాతం (చివరి %n ఆటలు)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>ఆట సంఖ్య</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>స్కోరు</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>గెలుపు శాతం</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>సంప్రదాయ నియమం</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>సంప్రదాయ (&amp;A)</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>వ్యతిరేక రంగులో ఉన్న, సరిగ్గా ఒక్క విలువ ఎక్కువైన కార్డు మీద కార్డును ఉంచాలి.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>సడలింపు నియమం</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>సడలింపు (&amp;L)</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>రంగుతో పని లేదు: సరిగ్గా ఒక్క విలువ ఎక్కువైన ఏ కార్డు మీదైనా ఉంచవచ్చు.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>యుకోన్ నియమాలు</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>నియమాల పేజీ కనబడలేదు. దయచేసి ఆటను మళ్లీ ఇన్‌స్టాల్ చేయండి.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>భద్రపరచిన మీ ఆట ఫైల్ {path} ను చదవడానికి అనుమతి లేదు (దాని అనుమతులను సరిచూడండి), అందుకే కొత్త ఆట మొదలైంది. ఆ ఫైల్ అలాగే ఉంచబడింది, ఈ ఆట దాని స్థానంలో భద్రపరచబడదు.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>భద్రపరచిన మీ ఆట ఫైల్ {path} ను యుకోన్ సాలిటైర్ కొత్త వెర్షన్ రాసింది, అందుకే కొత్త ఆట మొదలైంది. ఆ ఫైల్ అలాగే ఉంచబడింది, ఈ ఆట దాని స్థానంలో భద్రపరచబడదు.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>భద్రపరచిన మీ ఆటను తిరిగి తెరవడం కుదరలేదు, అందుకే కొత్త ఆట మొదలైంది. {path} ఫైల్‌ను పక్కకు తరలించడం కుదరలేదు.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>భద్రపరచిన మీ ఆట పాడైంది, అందుకే కొత్త ఆట మొదలైంది. పాడైన ఫైల్ {path} కు తరలించబడింది.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>భద్రపరచిన మీ ఆటలో కొంత భాగం పాడైంది: మీరు వదిలిన చోటు నుంచే ఆట కొనసాగుతుంది, కానీ వెనక్కి తీసుకోవలసిన లేదా మళ్లీ చేయవలసిన కొన్ని ఎత్తులు పోయాయి.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>పాడైన ఫైల్ యొక్క ప్రతి {path} లో ఉంచబడింది.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>మీ సెట్టింగ్‌ల ఫైల్ {path} ను యుకోన్ సాలిటైర్ కొత్త వెర్షన్ రాసింది. ఈ వెర్షన్‌కు తెలిసిన సెట్టింగ్‌లు అమలులో ఉన్నాయి; ఆ ఫైల్ అలాగే ఉంచబడింది, ఇప్పుడు చేసే మార్పులు భద్రపరచబడవు.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>మీ సెట్టింగ్‌ల ఫైల్ {path} ను చదవడానికి అనుమతి లేదు (దాని అనుమతులను సరిచూడండి), అందుకే డిఫాల్ట్ సెట్టింగ్‌లు అమలులో ఉన్నాయి. ఆ ఫైల్ అలాగే ఉంచబడింది, ఇప్పుడు చేసే మార్పులు భద్రపరచబడవు.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>మీ సెట్టింగ్‌ల ఫైల్‌ను చదవడం కుదరలేదు, అందుకే డిఫాల్ట్ సెట్టింగ్‌లు అమలులో ఉన్నాయి. {path} ఫైల్‌ను పక్కకు తరలించడం కుదరలేదు.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>మీ సెట్టింగ్‌ల ఫైల్ పాడైంది, అందుకే డిఫాల్ట్ సెట్టింగ్‌లు అమలులో ఉన్నాయి. పాడైన ఫైల్ {path} కు తరలించబడింది.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>మీ సెట్టింగ్‌లను {path} ఫైల్‌లో భద్రపరచడం కుదరలేదు: {reason}. ఆటను మూసివేసే వరకు అవి అమలులో ఉంటాయి.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>ఏస్</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>రెండు</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>మూడు</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>నాలుగు</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>ఐదు</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>ఆరు</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>ఏడు</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>ఎనిమిది</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>తొమ్మిది</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>పది</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>జాక్</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>రాణి</translation>
    </message>
    <message>
        <source>King</source>
        <translation>రాజు</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>ఇస్పేటు</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ఆటీను</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>డైమను</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>కళావరు</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>బోర్లా ఉన్న కార్డు</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>నిలువు వరుస %1, ఖాళీ</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>నిలువు వరుస %1, %n కార్డు, %2 బోర్లా</numerusform>
            <numerusform>నిలువు వరుస %1, %n కార్డులు, వాటిలో %2 బోర్లా</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>నిలువు వరుస %1, %n కార్డు</numerusform>
            <numerusform>నిలువు వరుస %1, %n కార్డులు</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>ఇస్పేటు పునాది, ఖాళీ</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>ఆటీను పునాది, ఖాళీ</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>డైమను పునాది, ఖాళీ</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>కళావరు పునాది, ఖాళీ</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>ఇస్పేటు పునాది, %1 వరకు</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>ఆటీను పునాది, %1 వరకు</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>డైమను పునాది, %1 వరకు</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>కళావరు పునాది, %1 వరకు</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>పేకాట బల్ల</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>బోర్లా ఉన్న %n కార్డు</numerusform>
            <numerusform>బోర్లా ఉన్న %n కార్డులు</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>నిలువు వరుస %1, అడుగు నుంచి: %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards read out</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the foundations read out</comment>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s), game %3</source>
        <translation>
            <numerusform>స్కోరు %1, సమయం %2, %n ఎత్తు, ఆట కోడ్ %3</numerusform>
            <numerusform>స్కోరు %1, సమయం %2, %n ఎత్తులు, ఆట కోడ్ %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 తన పునాదికి వెళ్లింది</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1, దానితో పాటు మరో %n కార్డు ఖాళీ నిలువు వరుస %2లోకి వెళ్లాయి</numerusform>
            <numerusform>%1, దానితో పాటు మరో %n కార్డులు ఖాళీ నిలువు వరుస %2లోకి వెళ్లాయి</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 ఖాళీ నిలువు వరుస %2లోకి వెళ్లింది</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1, దానితో పాటు మరో %n కార్డు %2 మీదకు వెళ్లాయి</numerusform>
            <numerusform>%1, దానితో పాటు మరో %n కార్డులు %2 మీదకు వెళ్లాయి</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 %2 మీదకు వెళ్లింది</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; %2 తెరుచుకుంది</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; స్కోరు %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>సూచన: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>చేతిలో: %1, దానితో పాటు మరో %n కార్డు</numerusform>
            <numerusform>చేతిలో: %1, దానితో పాటు మరో %n కార్డులు</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>చేతిలో: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>అనుమతి లేదు</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>ఎత్తును వెనక్కి తీసుకున్నారు</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>మీరు గెలిచారు! స్కోరు %1, సమయం %2, %n ఎత్తు</numerusform>
            <numerusform>మీరు గెలిచారు! స్కోరు %1, సమయం %2, %n ఎత్తులు</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>కొత్త ఆట %1, %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>పైకి ఎత్తు</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>ఇక్కడ ఉంచు</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>దాని పునాదికి పంపు</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>చోటు వెతుకు</translation>
    </message>
</context>
<context>
    <name>StartQuestions</name>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Your game is already open in another Yukon Solitaire window.</source>
        <translation>మీ ఆట ఇప్పటికే మరో యుకోన్ సాలిటైర్ విండోలో తెరిచి ఉంది.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>మీరు ఇక్కడ వేరే ఆటను తెరవవచ్చు. అది విడిగా భద్రపరచబడుతుంది, మరో విండోలోని ఆట స్థానంలోకి రాదు.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>వేరే ఆట తెరువు (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>మూసివేయి (&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>మీ ఆట ఒకటి కొనసాగుతోంది: %1, ఇప్పటివరకు %n ఎత్తు వేశారు.</numerusform>
            <numerusform>మీ ఆట ఒకటి కొనసాగుతోంది: %1, ఇప్పటివరకు %n ఎత్తులు వేశారు.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>దానికి బదులు %1 ఆడాలా? కొనసాగుతున్న ఆట గణాంకాలలో వదిలేసిన ఆటగా లెక్కించబడుతుంది.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>%1 ఆడు (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>నా ఆటను కొనసాగించు (&amp;G)</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>ఇప్పటికే చాలా ఎక్కువ యుకోన్ సాలిటైర్ విండోలు తెరిచి ఉన్నాయి. ముందుగా వాటిలో ఒకదాన్ని మూసివేయండి.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>మీ మొదటి గెలుపు!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>కొత్త ఉత్తమ సమయం!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>ఇప్పటివరకు అతి తక్కువ ఎత్తులు!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>కొత్త ఉత్తమ స్కోరు!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>వరుస గెలుపులు: %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>గెలుపు</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>వదిలేసినది</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>కొనసాగుతోంది</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>స్థాయి లేదు</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>అవును</translation>
    </message>
    <message>
        <source>No</source>
        <translation>కాదు</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>తెలియదు</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>“%1” గణాంకాల ఫైల్‌ను చదవడం కుదరలేదు. అది “%2” పేరుతో భద్రంగా ఉంచబడింది, కొత్త గణాంకాలు మొదలయ్యాయి.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>“%1” గణాంకాల ఫైల్‌లో ఆటల జాబితా పోయింది. ఆ ఫైల్ నకలు ఒకటి “%2” పేరుతో భద్రంగా ఉంచబడింది, కొత్త జాబితా మొదలైంది.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>“%1” గణాంకాల ఫైల్‌లో పాడైన %n ఆటను చదవడం కుదరలేదు, దాన్ని లెక్కలోకి తీసుకోలేదు. ఫైల్ నుంచి ఏదీ తొలగించబడలేదు.</numerusform>
            <numerusform>“%1” గణాంకాల ఫైల్‌లో పాడైన %n ఆటలను చదవడం కుదరలేదు, వాటిని లెక్కలోకి తీసుకోలేదు. ఫైల్ నుంచి ఏదీ తొలగించబడలేదు.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>ఇప్పుడు ఆడే ఆటలు మీరు నిష్క్రమించే వరకు మాత్రమే గుర్తుంటాయి.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>“%1” గణాంకాల ఫైల్‌ను యుకోన్ సాలిటైర్ కొత్త వెర్షన్ రాసింది, అందుకే అది అలాగే ఉంచబడింది.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>“%1” గణాంకాల ఫైల్‌ను చదవడం కుదరదు: అనుమతి లేదు. అది అలాగే ఉంచబడింది.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>“%1” గణాంకాల ఫైల్‌ను తెరవడం కుదరదు: అది సాధారణ ఫైల్ కాదు. అది అలాగే ఉంచబడింది.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>“%1” గణాంకాల ఫైల్‌ను తెరవడం కుదరదు: అది గణాంకాల ఫైల్ అనడానికి మరీ పెద్దగా ఉంది. అది అలాగే ఉంచబడింది.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>“%1” గణాంకాల ఫైల్‌ను తెరవడం కుదరదు.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>డిస్క్ నిండిపోయింది</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>ఫైల్‌ను మార్చడానికి అనుమతి లేదు</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>మరో ప్రోగ్రామ్ దాన్ని వాడుతోంది</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>ఫైల్‌లో రాయడం కుదరలేదు</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>ఈ సెషన్ గణాంకాలను నమోదు చేయడం కుదరలేదు (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>“%1” గణాంకాల ఫైల్‌లో రాయడం కుదరలేదు (%2). ఆట కొనసాగుతుంది; ఇప్పుడు జరిగేది గణాంకాలలో నమోదు కాకపోవచ్చు.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>గణాంకాలు</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>రెండు నియమాలు</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>ఆడిన ఆటలు</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>గెలిచిన ఆటలు</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>గెలుపు శాతం</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>ప్రస్తుత వరుస గెలుపులు</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>ఒక ఆటను గెలిచినప్పుడు, లేదా కనీసం ఒక ఎత్తు వేశాక దాని స్థానంలో మరో ఆట మొదలుపెట్టినప్పుడు, ఆ ఆట ఆడినట్లుగా లెక్కలోకి వస్తుంది.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>రికార్డులు</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>అత్యధిక వరుస గెలుపులు</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>ఉత్తమ స్కోరు</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>అతి వేగవంతమైన గెలుపు</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>గెలుపుకు అతి తక్కువ ఎత్తులు</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>గెలుపుకు సగటు సమయం</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>వదిలేసిన ఆటలు</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>గెలిచే వీలుండిన ఆటలు</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>కొనసాగుతున్న ఆటలు</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>రోజువారీ పంపకం</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>ఆడిన రోజులు</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>గెలిచిన రోజులు</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>ప్రస్తుత వరుస గెలుపు రోజులు</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>అత్యధిక వరుస గెలుపు రోజులు</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>ఇటీవలి ఫలితాలు</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>ఈ పంపకాన్ని మళ్లీ ఆడు (&amp;R)</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>ఎంచుకున్న ఆట పంపకాన్ని దాని నియమంతోనే మళ్లీ మొదలుపెట్టండి</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV ఎగుమతి (&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>గణాంకాలు రీసెట్ (&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>మూసివేయి (&amp;C)</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>గణాంకాలను చదవడం కుదరలేదు: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>ఆటలు (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>రెండు నియమాల కింద ముగిసిన మీ %n ఆట గణాంకాలను తొలగించాలా?</numerusform>
            <numerusform>రెండు నియమాల కింద ముగిసిన మీ మొత్తం %n ఆటల గణాంకాలను తొలగించాలా?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>%1 కింద ముగిసిన మీ %n ఆట గణాంకాలను తొలగించాలా?</numerusform>
            <numerusform>%1 కింద ముగిసిన మీ %n ఆటల గణాంకాలను తొలగించాలా?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>కొనసాగుతున్న ఆట అలాగే ఉంటుంది. ఈ చర్యను వెనక్కి తీసుకోలేరు.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>గణాంకాలు రీసెట్</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>గణాంకాలను రీసెట్ చేయడం కుదరలేదు: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n ఆట తొలగించబడింది.</numerusform>
            <numerusform>%n ఆటలు తొలగించబడ్డాయి.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>గణాంకాల ఎగుమతి</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV ఫైళ్లు (*.csv);;అన్ని ఫైళ్లు (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>“%1” ఫైల్‌లో రాయడం కుదరలేదు: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n ఆట “%1” ఫైల్‌కు ఎగుమతి అయింది.</numerusform>
            <numerusform>%n ఆటలు “%1” ఫైల్‌కు ఎగుమతి అయ్యాయి.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>ఆకుపచ్చ వస్త్రం</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>నీలి వస్త్రం</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>ముదురు రంగు బల్ల</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>మీరు గెలిచారు!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>కొత్త ఆట</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>మూసివేయి</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>ఎత్తులు: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>స్కోరు: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>సమయం: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>కొత్త ఆట</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>రద్దు చేయి</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>గెలవగల పంపకం కోసం వెతుకుతోంది…
ఇప్పటివరకు %n పంపకాన్ని ప్రయత్నించింది.</numerusform>
            <numerusform>గెలవగల పంపకం కోసం వెతుకుతోంది…
ఇప్పటివరకు %n పంపకాలను ప్రయత్నించింది.</numerusform>
        </translation>
    </message>
</context>
</TS>
