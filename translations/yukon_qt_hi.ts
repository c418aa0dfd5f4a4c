<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>हर पत्ता अपने आधार ढेर पर जा रहा है।</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>कुछ गड़बड़ हो गई। आपकी बाज़ी सहेज ली गई है।</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>कुछ गड़बड़ हो गई, और आपकी बाज़ी सहेजी नहीं जा सकी।</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>कुछ गड़बड़ हो गई। आपकी बाज़ी सहेज ली गई है। विवरण {path} में है।</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>कुछ गड़बड़ हो गई, और आपकी बाज़ी सहेजी नहीं जा सकी। विवरण {path} में है।</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>कुछ गड़बड़ हो गई। विवरण {path} में है।</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>नीली जाली</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>लाल गुलबूटा</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>हरी लहरें</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>आधी रात का तारा</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>गड्डी की अपनी पीठ</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>पारंपरिक</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>बड़ी छपाई</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>कोड कॉपी करें</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>स्कोर: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>समय: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>चालें: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>%1 की बाँट</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>स्तर: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>स्तर तय हो रहा है</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>स्तर तय नहीं</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>%1 नियम, %2, बाज़ी का कोड %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>जाँच हो रही है…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>जीती जा सकती है</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>अब जीती नहीं जा सकती</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>सोच रहा है…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>कॉपी हो गया</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>सॉल्वर के अनुसार, क्या मेज़ के सभी पत्ते अब भी आधार ढेरों तक पहुँच सकते हैं</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>बाज़ी</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>यह बाँट कितनी कठिन है: इसे इससे मापा जाता है कि सीधे-सादे ढंग से खेलने वाला खिलाड़ी इसे कितनी बार जीतता है; स्तर वाली हर बाँट के बारे में साबित है कि वह जीती जा सकती है</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>बाज़ी का कोड कॉपी करें, ताकि यही बाँट दोबारा खेली या साझा की जा सके</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>आपकी बाज़ी {path} में सहेजी नहीं जा सकी: {reason}। आप खेलना जारी रख सकते हैं; जैसे ही डिस्क पर संभव होगा, बाज़ी फिर से सहेज ली जाएगी।</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>यह बाज़ी अब जीती नहीं जा सकती।</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>अब कोई उपयोगी चाल नहीं बची।</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>समय रहते जीत का कोई रास्ता नहीं मिला: घेरी गई चाल बस सबसे अच्छा अनुमान है।</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>खोज जारी है; उसमें जो मिलेगा, वह एक संदेश बताएगा।</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>जीत का रास्ता मिल गया: घेरी गई चाल उसी रास्ते की अगली चाल है।</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>आसान</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>मध्यम</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>कठिन</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>स्तर के अनुसार</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>खेली गईं</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>जीती गईं</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>जीत दर</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: %2 खेली गईं, %3 जीती गईं, जीत दर %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 में से %1</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>न जीती गई बाज़ियाँ: %1।</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>जो जीती जा सकती थीं: %1।</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>जो जीती नहीं जा सकती थीं: %1।</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>जिनके बारे में सॉल्वर तय नहीं कर सका: %1।</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>जिनकी जाँच अभी नहीं हुई: %1।</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>पत्तों की गड्डी {name} अब इंस्टॉल नहीं है, इसलिए {default} गड्डी के पत्ते दिखाए जा रहे हैं। आप वरीयताओं में दूसरी गड्डी चुन सकते हैं।</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>पत्तों की गड्डी {name} दिखाई नहीं जा सकती (उसकी फ़ाइल खराब है, या ऐसे प्रकार की है जिसे यह खेल पढ़ नहीं सकता), इसलिए {default} गड्डी के पत्ते दिखाए जा रहे हैं।</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>गड्डी (&amp;K):</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>पत्तों की पीठ (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>मेज़ (&amp;T):</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>चुने गए पत्तों और मेज़ का पूर्वावलोकन</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>खेल &gt; बाज़ी कहाँ बिगड़ी? वह चाल ढूँढता है जिससे बाज़ी हाथ से निकली।</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>अपने आधार ढेर</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>स्तंभ %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>बाज़ी कहाँ बिगड़ी?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>वह चाल खोजी जा रही है जिससे बाज़ी हाथ से निकली…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>वह चाल खोजी जा रही है जिससे बाज़ी हाथ से निकली…
कुल %2 में से स्थिति %1 देखी गई।</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>वहाँ वापस जाएँ</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>बाज़ी %n चाल पहले हाथ से निकली, जब %1 %2 से %3 पर गया।</numerusform>
            <numerusform>बाज़ी %n चाल पहले हाथ से निकली, जब %1 %2 से %3 पर गया।</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>यह बाज़ी अब भी जीती जा सकती है: अब तक किसी चाल से यह हाथ से नहीं निकली।</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>यह बाँट कभी जीती ही नहीं जा सकती थी: कोई चाल इसकी हार की वजह नहीं बनी।</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>जिस चाल से यह बाज़ी हाथ से निकली, वह उन 100 चालों से भी पहले की है जिन्हें पूर्ववत किया जा सकता है।</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>पक्का केवल इतना है कि %n चाल पहले बाज़ी तब भी जीती जा सकती थी।</numerusform>
            <numerusform>पक्का केवल इतना है कि %n चाल पहले बाज़ी तब भी जीती जा सकती थी।</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>यह पक्का है कि बाज़ी अब जीती नहीं जा सकती।</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>यह पक्का है कि %n चाल पहले भी बाज़ी जीती नहीं जा सकती थी।</numerusform>
            <numerusform>यह पक्का है कि %n चाल पहले भी बाज़ी जीती नहीं जा सकती थी।</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>सॉल्वर किसी भी स्थिति के बारे में साबित नहीं कर सका कि बाज़ी वहाँ से जीती जा सकती है या नहीं।</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>कुछ स्थितियों पर सॉल्वर का समय खत्म हो गया।</translation>
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
        <translation>खेल (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>सेटिंग्स (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>नई बाज़ी (&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>यही बाँट फिर से शुरू करें (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>संकेत (&amp;H)</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>नई बाज़ी शुरू करें (%1)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>आज की बाँट (&amp;D)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>आज की बाँट खेलें: हर खिलाड़ी के लिए एक जैसी, और साबित है कि यह जीती जा सकती है</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>फिर से करें (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>हर पत्ता आधार ढेर पर भेजें (&amp;P)</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>अगली अच्छी चाल दिखाएँ (%1)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>बाज़ी कहाँ बिगड़ी? (&amp;W)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>वह चाल खोजें जिससे यह बाज़ी हाथ से निकली (%1)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>आँकड़े (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>वरीयताएँ (&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>पूर्ण स्क्रीन (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>नियम (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>युकॉन सॉलिटेयर के बारे में (&amp;A)</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>अब हर पत्ता आधार ढेर पर जा सकता है: खेल &gt; हर पत्ता आधार ढेर पर भेजें।</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>यह बाज़ी अब जीती नहीं जा सकती।</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>यही बाँट फिर से शुरू करें</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>क्या यही बाँट शुरू से फिर खेलें?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>अब तक की चालें खो जाएँगी, और यह बाज़ी आँकड़ों में छोड़ी गई बाज़ी गिनी जाएगी।</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>फिर से शुरू करें (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>खेलना जारी रखें (&amp;K)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>आँकड़े</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;लाइसेंस&lt;/a&gt; और इसमें शामिल &lt;a href=&quot;%2&quot;&gt;तृतीय-पक्ष सॉफ़्टवेयर की सूचनाएँ&lt;/a&gt; पढ़ें।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;लाइसेंस &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt; पर पढ़ें।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>युकॉन सॉलिटेयर के बारे में</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;युकॉन सॉलिटेयर %1&lt;/h3&gt;&lt;p&gt;युकॉन, वह सॉलिटेयर जिसमें आप किसी भी खुले पत्ते को उसके ऊपर रखे सभी पत्तों के साथ खिसका सकते हैं।&lt;/p&gt;&lt;p&gt;GNU GPL, संस्करण 3 या उसके बाद के किसी संस्करण के अंतर्गत मुक्त सॉफ़्टवेयर।&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} ({rule} नियम)</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} या {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>यह बाज़ी जीती जा चुकी है। फिर से खेलने के लिए नई बाज़ी शुरू करें।</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>वह पत्ता अब वहाँ नहीं है।</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>उलटा पत्ता खिसकाया नहीं जा सकता। जब वह अपने स्तंभ का आखिरी पत्ता बनता है, तो अपने आप पलटकर खुल जाता है।</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>पत्ता पहले से वहीं है।</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>पारंपरिक नियम में पत्ता केवल विपरीत रंग के पत्ते पर रखा जा सकता है।</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>पत्ता केवल ठीक एक दर्जा ऊँचे पत्ते पर रखा जा सकता है, जैसे 8 पर 7।</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>स्तंभों में इक्के पर कुछ नहीं रखा जा सकता। इक्का केवल अपने आधार ढेर पर जाता है।</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>खाली स्तंभ में केवल बादशाह रखा जा सकता है, अकेला या अपने ऊपर रखे पत्तों के साथ।</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>एक बार में अधिकतम {count} पत्ते खिसकाए जा सकते हैं।</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>केवल स्तंभ का आखिरी पत्ता ही आधार ढेर पर जा सकता है।</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>आधार ढेर पर उसके सूट का अगला पत्ता ही रखा जाता है: पहले इक्का, फिर 2, 3 और इसी तरह बादशाह तक।</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>आधार ढेर से केवल सबसे ऊपर का पत्ता ही वापस लिया जा सकता है।</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>आधार ढेर से लिया गया पत्ता किसी स्तंभ पर वापस जाता है, किसी दूसरे आधार ढेर पर नहीं।</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>पूर्ववत करने के लिए कोई चाल नहीं है।</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>फिर से करने के लिए कोई चाल नहीं है।</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>अभी कोई स्तंभ यह पत्ता नहीं ले सकता।</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>यह चाल मान्य नहीं है।</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>बाज़ी का कोड लिखें, जैसे {example}।</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>बाज़ी के कोड में डैश (-) से जुड़े तीन हिस्से होते हैं, जैसे {example}।</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>बाज़ी का कोड {prefix} से शुरू होता है, “{found}” से नहीं।</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>बाज़ी का कोड {prefix} से शुरू होता है।</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>बीच का हिस्सा {rules} होना चाहिए, “{found}” नहीं।</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>बीच का हिस्सा {rules} होना चाहिए।</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>आखिरी हिस्से में {needed} अक्षर होने चाहिए, {count} नहीं।</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>आखिरी हिस्से में {needed} अक्षर होने चाहिए।</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>आखिरी हिस्से में केवल A से Z तक के अक्षर हो सकते हैं।</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>यह बाज़ी का कोड नहीं है। बाज़ी का कोड {example} जैसा होता है।</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>नई बाज़ी</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>नियम</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>कोई भी बाँट (&amp;R)</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>स्तर (&amp;V):</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>कोई भी</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>स्तर वाली बाँट के बारे में साबित है कि वह जीती जा सकती है; स्तर बताता है कि सीधे-सादे ढंग से खेलने वाला खिलाड़ी उसे कितनी बार जीतता है।</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>केवल जीती जा सकने वाली बाँटें (&amp;W)</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>सॉल्वर एक के बाद एक बाँटें आज़माता रहता है, जब तक वह साबित न कर दे कि उनमें से एक जीती जा सकती है।</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>बाज़ी के कोड वाली बाँट (&amp;G):</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>बाज़ी का कोड</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>कोड मिटाएँ</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>बाँट</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>शुरुआत से वही पत्ते, ऊपर चुने गए नियम के साथ।</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>आज की बाँट (&amp;D)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>आज की पारंपरिक बाँट, हर खिलाड़ी के लिए एक जैसी, और साबित है कि यह जीती जा सकती है।</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>शुरू करें (&amp;S)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>आज की पारंपरिक बाँट, हर खिलाड़ी के लिए एक जैसी, और साबित है कि यह जीती जा सकती है। स्तर: %1।</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>कोड {code} वाली बाँट, {rule} नियम।</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>मौजूदा बाँट (कोड {code}) दोबारा खेलें (&amp;U)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>वरीयताएँ</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>डबल क्लिक (&amp;D)</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>खुले पत्ते पर दो तेज़ क्लिक करने से वह अपने ऊपर रखे पत्तों के साथ स्तंभों में सबसे अच्छी जगह पर चला जाता है।</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>अपने आप रखना (&amp;A)</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>जब आप पत्ता छोड़ते हैं, तो खेल उसके लिए स्तंभ खुद चुन लेता है।</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>रखने में सहायता (&amp;P)</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>पत्ता खींचते समय वे जगहें उभारकर दिखाई जाती हैं जहाँ उसे रखा जा सकता है।</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>नियम बताने वाले संदेश (&amp;I)</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>जब कोई चाल अस्वीकार होती है, तो एक छोटा संदेश बताता है कि किस नियम ने उसे रोका।</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>दिखाएँ कि बाँट अब भी जीती जा सकती है या नहीं (&amp;S)</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>खेल की पट्टी बताती है कि क्या सभी पत्ते अब भी आधार ढेरों तक पहुँच सकते हैं।</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>पत्ते खिसकाना</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>सहायक सुविधाएँ</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>रूप-रंग</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>भाषा (&amp;L):</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>सिस्टम डिफ़ॉल्ट</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>खेल की भाषा; यह तुरंत बदल जाती है।</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>चार रंगों वाली गड्डी (&amp;F)</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>हुकुम काले, पान लाल, ईंट नीले और चिड़ी हरे, ताकि हर सूट अलग से पहचान में आए।</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>ठीक है (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>रद्द करें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>बंद करें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>सहेजें (&amp;S)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>सहेजे बिना बंद करें</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>फिर से करें (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>काटें (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>चिपकाएँ (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>मिटाएँ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>सब चुनें</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ठीक है</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>डिफ़ॉल्ट वापस लाएँ</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>हाँ (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>नहीं (&amp;N)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>सहेजें</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू करें</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>रीसेट करें</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>सहायता</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>त्यागें</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>लिंक का पता कॉपी करें (&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>सब चुनें</translation>
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
        <translation>तारीख</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>कोड</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>नियम</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>परिणाम</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>स्तर</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>स्कोर</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>समय</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>चालें</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>संकेत</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>पूर्ववत</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>जीती जा सकती थी</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>यह बाँट दोबारा खेलने के लिए डबल क्लिक करें</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>शुरुआत से: %1। जहाँ आपने छोड़ी, वहाँ से: %2।</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>ज्ञात नहीं</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>कोई बाज़ी पूरी करें, आपके परिणाम यहाँ दिखेंगे।</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>पिछली %n बाज़ी: %1 जीत; पिछली 10 बाज़ियों में जीत दर: %2</numerusform>
            <numerusform>पिछली %n बाज़ियाँ: %1 जीत; पिछली 10 बाज़ियों में जीत दर: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>आपकी हाल की बाज़ियों का चार्ट</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>बाज़ी %1: %2, %3 (स्कोर %4)
पिछली 10 बाज़ियों में जीत दर: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>स्कोर, जीती गई बाज़ी</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>स्कोर, न जीती गई बाज़ी</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>जीत दर (पिछली %n बाज़ी)</numerusform>
            <numerusform>जीत दर (पिछली %n बाज़ियाँ)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>बाज़ी क्रमांक</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>स्कोर</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>जीत दर</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>पारंपरिक</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>पारंपरिक (&amp;A)</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>पत्ता विपरीत रंग के और ठीक एक दर्जा ऊँचे पत्ते पर रखा जाता है।</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>लचीला</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>लचीला (&amp;L)</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>रंग का महत्व नहीं: पत्ता ठीक एक दर्जा ऊँचे किसी भी पत्ते पर रखा जा सकता है।</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>युकॉन के नियम</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>नियमों का पृष्ठ नहीं मिला। कृपया खेल को फिर से इंस्टॉल करें।</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>आपकी सहेजी गई बाज़ी {path} को पढ़ने की अनुमति नहीं है (फ़ाइल की अनुमतियाँ जाँचें), इसलिए नई बाज़ी शुरू की गई। फ़ाइल जैसी थी वैसी ही छोड़ दी गई है, और यह बाज़ी उसके ऊपर नहीं सहेजी जाएगी।</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>आपकी सहेजी गई बाज़ी {path} युकॉन सॉलिटेयर के किसी नए संस्करण ने लिखी है, इसलिए नई बाज़ी शुरू की गई। फ़ाइल जैसी थी वैसी ही छोड़ दी गई है, और यह बाज़ी उसके ऊपर नहीं सहेजी जाएगी।</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>आपकी सहेजी गई बाज़ी वापस नहीं लाई जा सकी, इसलिए नई बाज़ी शुरू की गई। फ़ाइल {path} को अलग नहीं हटाया जा सका।</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>आपकी सहेजी गई बाज़ी खराब हो गई थी, इसलिए नई बाज़ी शुरू की गई। खराब फ़ाइल {path} पर रख दी गई है।</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>आपकी सहेजी गई बाज़ी का एक हिस्सा खराब हो गया था: बाज़ी वहीं से आगे चलती है जहाँ आपने छोड़ी थी, लेकिन पूर्ववत करने या फिर से करने की कुछ चालें खो गईं।</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>खराब फ़ाइल की एक प्रति {path} पर रखी गई है।</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>आपकी सेटिंग्स फ़ाइल {path} युकॉन सॉलिटेयर के किसी नए संस्करण ने लिखी है। जिन सेटिंग्स को यह संस्करण जानता है, वे इस्तेमाल की जा रही हैं; फ़ाइल जैसी थी वैसी ही छोड़ दी गई है, और अब किए गए बदलाव सहेजे नहीं जाएँगे।</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>आपकी सेटिंग्स फ़ाइल {path} को पढ़ने की अनुमति नहीं है (फ़ाइल की अनुमतियाँ जाँचें), इसलिए डिफ़ॉल्ट सेटिंग्स इस्तेमाल की जा रही हैं। फ़ाइल जैसी थी वैसी ही छोड़ दी गई है, और अब किए गए बदलाव सहेजे नहीं जाएँगे।</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>आपकी सेटिंग्स फ़ाइल पढ़ी नहीं जा सकी, इसलिए डिफ़ॉल्ट सेटिंग्स इस्तेमाल की जा रही हैं। फ़ाइल {path} को अलग नहीं हटाया जा सका।</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>आपकी सेटिंग्स फ़ाइल खराब हो गई थी, इसलिए डिफ़ॉल्ट सेटिंग्स इस्तेमाल की जा रही हैं। खराब फ़ाइल {path} पर रख दी गई है।</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>आपकी सेटिंग्स {path} में सहेजी नहीं जा सकीं: {reason}। वे खेल बंद होने तक लागू रहेंगी।</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>इक्का</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>दो</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>तीन</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>चार</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>पाँच</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>छह</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>सात</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>आठ</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>नौ</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>दस</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>गुलाम</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>बेगम</translation>
    </message>
    <message>
        <source>King</source>
        <translation>बादशाह</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>हुकुम</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>पान</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ईंट</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>चिड़ी</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>उलटा पत्ता</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>स्तंभ %1, खाली</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>स्तंभ %1, %n पत्ता, उलटे: %2</numerusform>
            <numerusform>स्तंभ %1, %n पत्ते, उलटे: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>स्तंभ %1, %n पत्ता</numerusform>
            <numerusform>स्तंभ %1, %n पत्ते</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>हुकुम का आधार ढेर, खाली</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>पान का आधार ढेर, खाली</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>ईंट का आधार ढेर, खाली</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>चिड़ी का आधार ढेर, खाली</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>हुकुम का आधार ढेर, सबसे ऊपर %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>पान का आधार ढेर, सबसे ऊपर %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>ईंट का आधार ढेर, सबसे ऊपर %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>चिड़ी का आधार ढेर, सबसे ऊपर %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>पत्तों की मेज़</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n उलटा पत्ता</numerusform>
            <numerusform>%n उलटे पत्ते</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>स्तंभ %1, नीचे से ऊपर: %2</translation>
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
            <numerusform>स्कोर %1, समय %2, %n चाल, बाज़ी %3</numerusform>
            <numerusform>स्कोर %1, समय %2, %n चालें, बाज़ी %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 अपने आधार ढेर पर</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 और %n पत्ता खाली स्तंभ %2 में</numerusform>
            <numerusform>%1 और %n पत्ते खाली स्तंभ %2 में</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 खाली स्तंभ %2 में</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%2, उस पर %1 और %n पत्ता</numerusform>
            <numerusform>%2, उस पर %1 और %n पत्ते</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%2, उस पर %1</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; पलटकर खुला पत्ता: %2</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; स्कोर %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>संकेत: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>हाथ में: %1 और %n पत्ता</numerusform>
            <numerusform>हाथ में: %1 और %n पत्ते</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>हाथ में: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>मान्य नहीं</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>चाल पूर्ववत की गई</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>आप जीत गए! स्कोर %1, समय %2, %n चाल</numerusform>
            <numerusform>आप जीत गए! स्कोर %1, समय %2, %n चालें</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>नई बाज़ी %1, %2 नियम</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>उठाएँ</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>यहाँ रखें</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>आधार ढेर पर भेजें</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>जगह खोजें</translation>
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
        <translation>आपकी बाज़ी पहले से युकॉन सॉलिटेयर की दूसरी विंडो में खुली है।</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>आप यहाँ एक अलग बाज़ी खोल सकते हैं। वह अलग से सहेजी जाती है और दूसरी विंडो की बाज़ी की जगह नहीं लेती।</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>अलग बाज़ी खोलें (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>बंद करें (&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>आपकी एक बाज़ी जारी है: %1, %n चाल चली गई।</numerusform>
            <numerusform>आपकी एक बाज़ी जारी है: %1, %n चालें चली गईं।</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>क्या इसके बजाय %1 खेलें? जारी बाज़ी आँकड़ों में छोड़ी गई बाज़ी गिनी जाएगी।</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>%1 खेलें (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>अपनी बाज़ी जारी रखें (&amp;G)</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>युकॉन सॉलिटेयर की बहुत सारी विंडो पहले से खुली हैं। पहले उनमें से एक बंद करें।</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>आपकी पहली जीत!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>अब तक का सबसे अच्छा समय!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>अब तक की सबसे कम चालें!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>अब तक का सबसे अच्छा स्कोर!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>लगातार जीत: %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>जीती</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>छोड़ी गई</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>जारी</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>स्तर तय नहीं</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <source>No</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>आँकड़ों की फ़ाइल “%1” पढ़ी नहीं जा सकी। उसे “%2” के रूप में रख लिया गया है और नए आँकड़े शुरू किए गए हैं।</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>आँकड़ों की फ़ाइल “%1” में बाज़ियों की सूची खो गई थी। फ़ाइल की एक प्रति “%2” के रूप में रख ली गई है और नई सूची शुरू की गई है।</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>आँकड़ों की फ़ाइल “%1” की %n खराब बाज़ी पढ़ी नहीं जा सकी, इसलिए उसे शामिल नहीं किया गया। फ़ाइल से कुछ भी हटाया नहीं गया।</numerusform>
            <numerusform>आँकड़ों की फ़ाइल “%1” की %n खराब बाज़ियाँ पढ़ी नहीं जा सकीं, इसलिए उन्हें शामिल नहीं किया गया। फ़ाइल से कुछ भी हटाया नहीं गया।</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>अब खेली जाने वाली बाज़ियाँ केवल तब तक रखी जाएँगी जब तक आप बाहर नहीं निकलते।</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>आँकड़ों की फ़ाइल “%1” युकॉन सॉलिटेयर के किसी नए संस्करण ने लिखी है, इसलिए उसे जैसी थी वैसी ही छोड़ दिया गया है।</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>आँकड़ों की फ़ाइल “%1” पढ़ी नहीं जा सकती: अनुमति नहीं है। उसे जैसी थी वैसी ही छोड़ दिया गया है।</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>आँकड़ों की फ़ाइल “%1” खोली नहीं जा सकती: यह कोई सामान्य फ़ाइल नहीं है। उसे जैसी थी वैसी ही छोड़ दिया गया है।</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>आँकड़ों की फ़ाइल “%1” खोली नहीं जा सकती: यह आँकड़ों की फ़ाइल होने के लिए बहुत ज़्यादा बड़ी है। उसे जैसी थी वैसी ही छोड़ दिया गया है।</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>आँकड़ों की फ़ाइल “%1” खोली नहीं जा सकती।</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>डिस्क भरी हुई है</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>फ़ाइल को बदलने की अनुमति नहीं है</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>कोई दूसरा प्रोग्राम उसे इस्तेमाल कर रहा था</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>फ़ाइल लिखी नहीं जा सकी</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>इस सत्र के आँकड़े दर्ज नहीं किए जा सके (%1)।</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>आँकड़ों की फ़ाइल “%1” लिखी नहीं जा सकी (%2)। खेल जारी है; अब जो कुछ होगा, वह शायद आँकड़ों में दर्ज न हो।</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>आँकड़े</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>दोनों नियम</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>खेली गई बाज़ियाँ</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>जीती गई बाज़ियाँ</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>जीत दर</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>मौजूदा लगातार जीत</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>कोई बाज़ी तब खेली गई मानी जाती है जब वह जीत ली जाए, या कम से कम एक चाल के बाद उसकी जगह दूसरी बाज़ी शुरू की जाए।</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>रिकॉर्ड</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>सबसे लंबी लगातार जीत</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>सबसे अच्छा स्कोर</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>सबसे तेज़ जीत</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>जीत के लिए सबसे कम चालें</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>जीत का औसत समय</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>छोड़ी गई बाज़ियाँ</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>जीती जा सकती थीं</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>जारी बाज़ियाँ</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>आज की बाँट</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>खेले गए दिन</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>जीते गए दिन</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>मौजूदा लगातार दैनिक जीत</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>सबसे लंबी लगातार दैनिक जीत</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>हाल के परिणाम</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>यह बाँट दोबारा खेलें (&amp;R)</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>चुनी गई बाज़ी की बाँट उसी के नियम के साथ फिर से शुरू करें</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV निर्यात करें (&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>आँकड़े रीसेट करें (&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>बंद करें (&amp;C)</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>आँकड़े पढ़े नहीं जा सके: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>बाज़ियाँ (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>दोनों नियमों में आपकी %n पूरी हुई बाज़ी के आँकड़े हटाएँ?</numerusform>
            <numerusform>दोनों नियमों में आपकी सभी %n पूरी हुई बाज़ियों के आँकड़े हटाएँ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>आपकी %n पूरी हुई बाज़ी (%1 नियम) के आँकड़े हटाएँ?</numerusform>
            <numerusform>आपकी %n पूरी हुई बाज़ियों (%1 नियम) के आँकड़े हटाएँ?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>जारी बाज़ी बनी रहेगी। इसे पूर्ववत नहीं किया जा सकता।</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>आँकड़े रीसेट करें</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>आँकड़े रीसेट नहीं किए जा सके: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n बाज़ी हटाई गई।</numerusform>
            <numerusform>%n बाज़ियाँ हटाई गईं।</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>आँकड़े निर्यात करें</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV फ़ाइलें (*.csv);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>फ़ाइल “%1” लिखी नहीं जा सकी: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n बाज़ी “%1” में निर्यात की गई।</numerusform>
            <numerusform>%n बाज़ियाँ “%1” में निर्यात की गईं।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>हरा फ़ेल्ट</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>नीला फ़ेल्ट</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>गहरे रंग की मेज़</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>आप जीत गए!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>नई बाज़ी</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>चालें: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>स्कोर: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>समय: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>नई बाज़ी</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>जीती जा सकने वाली बाँट खोजी जा रही है…
अब तक %n बाँट आज़माई गई।</numerusform>
            <numerusform>जीती जा सकने वाली बाँट खोजी जा रही है…
अब तक %n बाँटें आज़माई गईं।</numerusform>
        </translation>
    </message>
</context>
</TS>
