<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ta" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>எல்லாச் சீட்டுகளும் தத்தம் அடித்தளத்துக்குச் செல்கின்றன.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>ஏதோ தவறு நேர்ந்துவிட்டது. உங்கள் ஆட்டம் சேமிக்கப்பட்டது.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>ஏதோ தவறு நேர்ந்துவிட்டது, உங்கள் ஆட்டத்தைச் சேமிக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>ஏதோ தவறு நேர்ந்துவிட்டது. உங்கள் ஆட்டம் சேமிக்கப்பட்டது. விவரங்கள் {path} கோப்பில் உள்ளன.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>ஏதோ தவறு நேர்ந்துவிட்டது, உங்கள் ஆட்டத்தைச் சேமிக்க முடியவில்லை. விவரங்கள் {path} கோப்பில் உள்ளன.</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>ஏதோ தவறு நேர்ந்துவிட்டது. விவரங்கள் {path} கோப்பில் உள்ளன.</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>நீலப் பின்னல்</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>சிவப்புப் பூவேலை</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>பச்சை அலைகள்</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>நள்ளிரவு நட்சத்திரம்</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>சீட்டுக்கட்டின் சொந்தப் பின்புறம்</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>பாரம்பரியச் சீட்டுக்கட்டு</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>பெரிய எழுத்துச் சீட்டுக்கட்டு</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>குறியீட்டை நகலெடு</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>புள்ளிகள்: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>நேரம்: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>நகர்வுகள்: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>தினசரி ஆட்டம்: %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>நிலை: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>நிலை கணிக்கப்படுகிறது</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>நிலை கணிக்கப்படவில்லை</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>%1, %2, ஆட்டம் %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>சரிபார்க்கிறது…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>வெல்லலாம்</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>இனி வெல்ல முடியாது</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>தெரியவில்லை</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>யோசிக்கிறது…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>நகலெடுக்கப்பட்டது</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>மேசையில் உள்ள எல்லாச் சீட்டுகளும் இன்னும் அடித்தளங்களை அடைய முடியுமா என்பது, தீர்வுத் தேடல் கண்டறிந்தபடி</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ஆட்டம்</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>இந்த ஆட்டம் எவ்வளவு கடினமானது: எளிய முறையில் ஆடும் ஒருவர் இதை எத்தனை முறை வெல்கிறார் என்பதைக் கொண்டு அளக்கப்படுகிறது; நிலை உள்ள ஒவ்வொரு ஆட்டமும் வெல்லக்கூடியது என நிரூபிக்கப்பட்டது</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>இந்த ஆட்டத்தை மீண்டும் ஆட அல்லது பகிர, ஆட்டக் குறியீட்டை நகலெடுங்கள்</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>உங்கள் ஆட்டத்தை {path} இல் சேமிக்க முடியவில்லை: {reason}. நீங்கள் தொடர்ந்து ஆடலாம்; வட்டு அனுமதித்தவுடன் ஆட்டம் மீண்டும் சேமிக்கப்படும்.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>இந்த ஆட்டத்தை இனி வெல்ல முடியாது.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>பயனுள்ள நகர்வு எதுவும் மீதமில்லை.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>நேரத்துக்குள் வெற்றிக்கான வழி கிடைக்கவில்லை: சட்டமிட்ட நகர்வு ஒரு சிறந்த ஊகம் மட்டுமே.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>தேடல் தொடர்கிறது; அது கண்டறிவதை ஒரு செய்தி சொல்லும்.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>வெற்றிக்கான வழி கிடைத்தது: சட்டமிட்ட நகர்வு அதன் அடுத்த நகர்வு.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>எளிது</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>நடுத்தரம்</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>கடினம்</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>நிலை வாரியாக</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>ஆடியவை</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>வென்றவை</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>வெற்றி விகிதம்</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: ஆடியவை %2, வென்றவை %3, வெற்றி விகிதம் %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 இல் %1</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>வெல்லாத ஆட்டங்கள்: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>வென்றிருக்கக்கூடியவை: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>வெல்ல வழியில்லாதவை: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>தீர்வுத் தேடலால் முடிவு செய்ய முடியாதவை: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>இன்னும் முடிவாகாதவை: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>{name} சீட்டுக்கட்டு இப்போது நிறுவப்படவில்லை, எனவே சீட்டுகள் {default} சீட்டுக்கட்டில் காட்டப்படுகின்றன. விருப்பங்களில் வேறு சீட்டுக்கட்டைத் தேர்ந்தெடுக்கலாம்.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>{name} சீட்டுக்கட்டைக் காட்ட முடியவில்லை (அதன் கோப்பு சேதமடைந்துள்ளது, அல்லது இந்த ஆட்டம் படிக்க முடியாத வகையைச் சேர்ந்தது), எனவே சீட்டுகள் {default} சீட்டுக்கட்டில் காட்டப்படுகின்றன.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>சீட்டுக்கட்டு (&amp;K):</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>சீட்டின் பின்புறம் (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>மேசை (&amp;T):</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>தேர்ந்தெடுத்த சீட்டுகளும் மேசையும் எப்படித் தோன்றும் என்ற முன்னோட்டம்</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>“ஆட்டம் &gt; எங்கே தவறு நடந்தது?” ஆட்டம் கைநழுவக் காரணமான நகர்வைக் கண்டறியும்.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>அதன் அடித்தளம்</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>நெடுவரிசை %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>எங்கே தவறு நடந்தது?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ரத்துசெய்</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>ஆட்டம் கைநழுவக் காரணமான நகர்வைத் தேடுகிறது…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>ஆட்டம் கைநழுவக் காரணமான நகர்வைத் தேடுகிறது…
%2 கட்டங்களில் %1 பார்க்கப்பட்டது.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>அங்கே திரும்பிச் செல்</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>%n நகர்வுக்கு முன், %1 சீட்டை நகர்த்தியபோது (%2 → %3) ஆட்டம் கைநழுவியது.</numerusform>
            <numerusform>%n நகர்வுகளுக்கு முன், %1 சீட்டை நகர்த்தியபோது (%2 → %3) ஆட்டம் கைநழுவியது.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>இந்த ஆட்டத்தை இன்னும் வெல்லலாம்: இதுவரை எந்த நகர்வும் அதைக் கைநழுவச் செய்யவில்லை.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>இந்த ஆட்டம் தொடக்கத்திலிருந்தே வெல்ல முடியாதது: எந்த நகர்வும் அதைக் கைநழுவச் செய்யவில்லை.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>இந்த ஆட்டம் கைநழுவக் காரணமான நகர்வு, செயல்தவிர்க்கக்கூடிய கடைசி 100 நகர்வுகளுக்கும் முந்தையது.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>%n நகர்வுக்கு முன் ஆட்டத்தை இன்னும் வெல்ல முடிந்தது என்பது மட்டுமே உறுதி.</numerusform>
            <numerusform>%n நகர்வுகளுக்கு முன் ஆட்டத்தை இன்னும் வெல்ல முடிந்தது என்பது மட்டுமே உறுதி.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>ஆட்டம் இப்போது கைநழுவிவிட்டது என்பது உறுதி.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>%n நகர்வுக்கு முன்பே ஆட்டம் கைநழுவிவிட்டது என்பது உறுதி.</numerusform>
            <numerusform>%n நகர்வுகளுக்கு முன்பே ஆட்டம் கைநழுவிவிட்டது என்பது உறுதி.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>எந்தக் கட்டத்தையும் வெல்லக்கூடியது என்றோ கைநழுவியது என்றோ தீர்வுத் தேடலால் நிரூபிக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>சில கட்டங்களில் தீர்வுத் தேடலுக்கு நேரம் போதவில்லை.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;உரிமத்தை &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt; இல் படியுங்கள்.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;உரிமத்தையும்&lt;/a&gt;, இதில் அடங்கியுள்ள &lt;a href=&quot;%2&quot;&gt;மூன்றாம் தரப்பு மென்பொருள்களின் அறிவிப்புகளையும்&lt;/a&gt; படியுங்கள்.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>யூக்கான் சாலிடேர் பற்றி</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;யூக்கான் சாலிடேர் %1&lt;/h3&gt;&lt;p&gt;யூக்கான்: திறந்த எந்தச் சீட்டையும் அதன் மேலுள்ள எல்லாச் சீட்டுகளுடனும் சேர்த்து நகர்த்தக்கூடிய சாலிடேர் ஆட்டம்.&lt;/p&gt;&lt;p&gt;GNU GPL பதிப்பு 3 அல்லது அதற்குப் பிந்தைய பதிப்பின் கீழ் வழங்கப்படும் கட்டற்ற மென்பொருள்.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>இப்போது எல்லாச் சீட்டுகளும் அடித்தளங்களுக்குச் செல்லலாம்: “ஆட்டம் &gt; எல்லாச் சீட்டுகளையும் அடித்தளங்களுக்கு அனுப்பு”.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>இந்த ஆட்டத்தை இனி வெல்ல முடியாது.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>இந்த ஆட்டத்தை மீண்டும் தொடங்குதல்</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>இந்த ஆட்டத்தைத் தொடக்கத்திலிருந்து மீண்டும் தொடங்கவா?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>இதுவரை செய்த நகர்வுகள் இழக்கப்படும்; புள்ளிவிவரங்களில் இந்த ஆட்டம் கைவிடப்பட்டதாகக் கணக்கிடப்படும்.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>மீண்டும் தொடங்கு (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>தொடர்ந்து ஆடு (&amp;K)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>புள்ளிவிவரங்கள்</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>புதிய ஆட்டம் (&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>தினசரி ஆட்டம் (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>இந்த ஆட்டத்தை மீண்டும் தொடங்கு (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>செயல்தவிர் (&amp;U)</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>மீண்டும் செய் (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>குறிப்பு (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>எல்லாச் சீட்டுகளையும் அடித்தளங்களுக்கு அனுப்பு (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>எங்கே தவறு நடந்தது? (&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>புள்ளிவிவரங்கள் (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>வெளியேறு (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>விருப்பங்கள் (&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>முழுத் திரை (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>விதிகள் (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>யூக்கான் சாலிடேர் பற்றி (&amp;A)</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ஆட்டம் (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>அமைப்புகள் (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>உதவி (&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ஆட்டம்</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>புதிய ஆட்டத்தைத் தொடங்குங்கள் (%1)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>இன்றைய ஆட்டத்தை ஆடுங்கள்: எல்லோருக்கும் ஒரே ஆட்டம், வெல்லக்கூடியது என நிரூபிக்கப்பட்டது</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>நல்ல அடுத்த நகர்வைக் காட்டுங்கள் (%1)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>இந்த ஆட்டம் கைநழுவக் காரணமான நகர்வைக் கண்டறியுங்கள் (%1)</translation>
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
        <translation>{first} அல்லது {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>இந்த ஆட்டம் வெல்லப்பட்டுவிட்டது. மீண்டும் ஆட, புதிய ஆட்டத்தைத் தொடங்குங்கள்.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>அந்தச் சீட்டு இப்போது அங்கே இல்லை.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>மூடிய சீட்டை நகர்த்த முடியாது. அது தன் நெடுவரிசையின் கடைசிச் சீட்டாகும்போது திறக்கப்படும்.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>சீட்டு ஏற்கெனவே அங்கேதான் உள்ளது.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>பாரம்பரிய விதியில், ஒரு சீட்டை எதிர் நிறச் சீட்டின் மீது மட்டுமே வைக்கலாம்.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>ஒரு சீட்டைச் சரியாக ஒரு மதிப்பு அதிகமான சீட்டின் மீது மட்டுமே வைக்கலாம், எடுத்துக்காட்டாக 8 இன் மீது 7.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>நெடுவரிசைகளில் ஏஸ் மீது எதையும் வைக்க முடியாது. ஏஸ் தன் அடித்தளத்துக்கு மட்டுமே செல்லும்.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>காலியான நெடுவரிசையில் ராஜாவை மட்டுமே வைக்கலாம், தனியாகவோ அதன் மேலுள்ள சீட்டுகளுடனோ.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>ஒரே நேரத்தில் அதிகபட்சம் {count} சீட்டுகளை நகர்த்தலாம்.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>நெடுவரிசையின் கடைசிச் சீட்டு மட்டுமே அடித்தளத்துக்குச் செல்ல முடியும்.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>அடித்தளம் தன் வகையின் அடுத்த சீட்டை மட்டுமே ஏற்கும்: முதலில் ஏஸ், பிறகு 2, 3 என ராஜா வரை.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>அடித்தளத்தின் மேல் சீட்டை மட்டுமே திரும்ப எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>அடித்தளத்திலிருந்து எடுத்த சீட்டு ஒரு நெடுவரிசைக்கே திரும்பும், வேறு அடித்தளத்துக்கு அல்ல.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>செயல்தவிர்க்க எந்த நகர்வும் இல்லை.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>மீண்டும் செய்ய எந்த நகர்வும் இல்லை.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>இப்போது எந்த நெடுவரிசையிலும் இந்தச் சீட்டுக்கு இடமில்லை.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>அந்த நகர்வுக்கு அனுமதி இல்லை.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>{example} போன்ற ஒரு ஆட்டக் குறியீட்டைத் தட்டச்சு செய்யுங்கள்.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>ஆட்டக் குறியீட்டில் சிறுகோடுகளால் இணைந்த மூன்று பகுதிகள் இருக்கும், எடுத்துக்காட்டாக {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>ஆட்டக் குறியீடு “{found}” என்று அல்ல, {prefix} என்று தொடங்கும்.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>ஆட்டக் குறியீடு {prefix} என்று தொடங்கும்.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>நடுப் பகுதி “{found}” ஆக அல்ல, {rules} ஆக இருக்க வேண்டும்.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>நடுப் பகுதி {rules} ஆக இருக்க வேண்டும்.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>கடைசிப் பகுதியில் {count} அல்ல, {needed} எழுத்துகள் இருக்க வேண்டும்.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>கடைசிப் பகுதியில் {needed} எழுத்துகள் இருக்க வேண்டும்.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>கடைசிப் பகுதியில் A முதல் Z வரையிலான எழுத்துகள் மட்டுமே இருக்கலாம்.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>இது ஆட்டக் குறியீடு அல்ல. ஆட்டக் குறியீடு {example} போல இருக்கும்.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>புதிய ஆட்டம்</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>விதி</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>ஏதேனும் ஒரு ஆட்டம் (&amp;R)</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>நிலை (&amp;V):</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>ஏதேனும்</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>நிலை உள்ள ஆட்டம் வெல்லக்கூடியது என நிரூபிக்கப்பட்டது; எளிய முறையில் ஆடும் ஒருவர் அதை எத்தனை முறை வெல்கிறார் என்பதை நிலை சொல்கிறது.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>வெல்லக்கூடிய ஆட்டங்கள் மட்டும் (&amp;W)</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>ஒன்றை வெல்லலாம் என நிரூபிக்கும் வரை, தீர்வுத் தேடல் ஏதேனும் ஆட்டங்களை முயன்று பார்க்கிறது.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>ஆட்டக் குறியீட்டின்படி ஆட்டம் (&amp;G):</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>ஆட்டக் குறியீடு</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>குறியீட்டை அழி</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ஆட்டம்</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>தொடக்கத்திலிருந்து அதே சீட்டுகள், மேலே தேர்ந்தெடுத்த விதியுடன்.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>தினசரி ஆட்டம் (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>தொடங்கு (&amp;S)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>பாரம்பரிய விதியில் இன்றைய ஆட்டம்: எல்லோருக்கும் ஒரே ஆட்டம், வெல்லக்கூடியது என நிரூபிக்கப்பட்டது.</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>பாரம்பரிய விதியில் இன்றைய ஆட்டம்: எல்லோருக்கும் ஒரே ஆட்டம், வெல்லக்கூடியது என நிரூபிக்கப்பட்டது. நிலை: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>ஆட்டக் குறியீடு {code}, {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>இப்போதைய ஆட்டத்தை (குறியீடு {code}) மீண்டும் ஆடு (&amp;U)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Moving cards</source>
        <translation>சீட்டுகளை நகர்த்துதல்</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>ஆட்ட உதவிகள்</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>தோற்றம்</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>இருமுறை கிளிக் (&amp;D)</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>திறந்த சீட்டின் மீது வேகமாக இருமுறை கிளிக் செய்தால், அது தன் மேலுள்ள சீட்டுகளுடன் நெடுவரிசைகளில் உள்ள சிறந்த இடத்துக்கு நகரும்.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>இடம் காட்டும் உதவி (&amp;P)</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>நீங்கள் ஒரு சீட்டை இழுக்கும்போது, அது செல்லக்கூடிய இடங்கள் ஒளிர்ந்து காட்டப்படும்.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>விதி விளக்கங்கள் (&amp;I)</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>ஒரு நகர்வு மறுக்கப்படும்போது, எந்த விதி அதை மறுத்தது என்று ஒரு சிறு செய்தி சொல்லும்.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>தானாக வைத்தல் (&amp;A)</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>நீங்கள் ஒரு சீட்டை விடும்போது, அதற்கான நெடுவரிசையை ஆட்டமே தேர்ந்தெடுக்கும்.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>ஆட்டத்தை இன்னும் வெல்ல முடியுமா எனக் காட்டு (&amp;S)</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>எல்லாச் சீட்டுகளும் இன்னும் அடித்தளங்களை அடைய முடியுமா என்பதை ஆட்டப் பட்டை சொல்லும்.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>மொழி (&amp;L):</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>ஆட்டத்தின் மொழி; உடனே மாறும்.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>நான்கு நிறச் சீட்டுக்கட்டு (&amp;F)</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>இஸ்பேட் கருப்பு, ஆட்டின் சிவப்பு, டைமன் நீலம், கிளாவர் பச்சை: ஒவ்வொரு வகையும் தனியாகத் தெரியும்.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>விருப்பங்கள்</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>கணினியின் மொழி</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>சரி (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>ரத்துசெய் (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>மூடு (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>சேமி (&amp;S)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>சேமிக்காமல் மூடு</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>செயல்தவிர் (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>மீண்டும் செய் (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>வெட்டு (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>நகலெடு (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ஒட்டு (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>நீக்கு</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>அனைத்தையும் தேர்ந்தெடு</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>சரி</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ரத்துசெய்</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>மூடு</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>இயல்புநிலைக்குத் திருப்பு</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ஆம் (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>இல்லை (&amp;N)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>சேமி</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>பயன்படுத்து</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>மீட்டமை</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>உதவி</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>நிராகரி</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>திற</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>ரத்துசெய்</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>நகலெடு (&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>இணைப்பு முகவரியை நகலெடு (&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>அனைத்தையும் தேர்ந்தெடு</translation>
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
        <translation>தேதி</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>குறியீடு</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>விதி</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>நிலை</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>முடிவு</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>புள்ளிகள்</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>நேரம்</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>நகர்வுகள்</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>குறிப்புகள்</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>செயல்தவிர்ப்புகள்</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>வென்றிருக்கலாமா</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>இந்த ஆட்டத்தை மீண்டும் ஆட, இருமுறை கிளிக் செய்யுங்கள்</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>தொடக்கத்திலிருந்து: %1. நீங்கள் விட்ட இடத்திலிருந்து: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>தெரியவில்லை</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>ஒரு ஆட்டத்தை முடித்ததும் உங்கள் முடிவுகள் இங்கே தெரியும்.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>கடைசி %n ஆட்டம்: வென்றவை %1; கடைசி 10 ஆட்டங்களின் வெற்றி விகிதம்: %2</numerusform>
            <numerusform>கடைசி %n ஆட்டங்கள்: வென்றவை %1; கடைசி 10 ஆட்டங்களின் வெற்றி விகிதம்: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>உங்கள் அண்மை ஆட்டங்களின் வரைபடம்</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>ஆட்டம் %1: %2, %3 (புள்ளிகள் %4)
கடைசி 10 ஆட்டங்களின் வெற்றி விகிதம்: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>புள்ளிகள், வெற்றி</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>புள்ளிகள், வெற்றியின்றி</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>வெற்றி விகிதம் (கடைசி %n ஆட்டம்)</numerusform>
            <numerusform>வெற்றி விகிதம் (கடைசி %n ஆட்டங்கள்)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>ஆட்ட எண்</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>புள்ளிகள்</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>வெற்றி விகிதம்</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>பாரம்பரிய விதி</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>பாரம்பரிய விதி (&amp;A)</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>ஒரு சீட்டை எதிர் நிறமுள்ள, சரியாக ஒரு மதிப்பு அதிகமான சீட்டின் மீது வைக்கலாம்.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>தளர்வு விதி</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>தளர்வு விதி (&amp;L)</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>நிறம் பொருட்டல்ல: சரியாக ஒரு மதிப்பு அதிகமான எந்தச் சீட்டின் மீதும் ஒரு சீட்டை வைக்கலாம்.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>யூக்கான் விதிகள்</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>விதிகள் பக்கம் கிடைக்கவில்லை. தயவுசெய்து ஆட்டத்தை மீண்டும் நிறுவுங்கள்.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>சேமித்த உங்கள் ஆட்டம் {path} ஐப் படிக்க அனுமதி இல்லை (அதன் அனுமதிகளைச் சரிபாருங்கள்), எனவே புதிய ஆட்டம் தொடங்கப்பட்டது. கோப்பு அப்படியே விடப்பட்டது; இந்த ஆட்டம் அதன் மேல் சேமிக்கப்படாது.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>சேமித்த உங்கள் ஆட்டம் {path}, யூக்கான் சாலிடேரின் புதிய பதிப்பால் எழுதப்பட்டது, எனவே புதிய ஆட்டம் தொடங்கப்பட்டது. கோப்பு அப்படியே விடப்பட்டது; இந்த ஆட்டம் அதன் மேல் சேமிக்கப்படாது.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>சேமித்த உங்கள் ஆட்டத்தை மீட்க முடியவில்லை, எனவே புதிய ஆட்டம் தொடங்கப்பட்டது. {path} கோப்பை ஒதுக்கி வைக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>சேமித்த உங்கள் ஆட்டம் சேதமடைந்திருந்தது, எனவே புதிய ஆட்டம் தொடங்கப்பட்டது. சேதமடைந்த கோப்பு {path} க்கு நகர்த்தப்பட்டது.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>சேமித்த உங்கள் ஆட்டத்தின் ஒரு பகுதி சேதமடைந்திருந்தது: நீங்கள் விட்ட இடத்திலிருந்தே ஆட்டம் தொடர்கிறது, ஆனால் செயல்தவிர்க்க அல்லது மீண்டும் செய்யக்கூடிய சில நகர்வுகள் இழக்கப்பட்டன.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>சேதமடைந்த கோப்பின் ஒரு நகல் {path} ஆக வைக்கப்பட்டுள்ளது.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>உங்கள் அமைப்புகள் கோப்பு {path}, யூக்கான் சாலிடேரின் புதிய பதிப்பால் எழுதப்பட்டது. இந்தப் பதிப்புக்குத் தெரிந்த அமைப்புகள் பயன்படுத்தப்படுகின்றன; கோப்பு அப்படியே விடப்பட்டது, இப்போது செய்யும் மாற்றங்கள் சேமிக்கப்படாது.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>உங்கள் அமைப்புகள் கோப்பு {path} ஐப் படிக்க அனுமதி இல்லை (அதன் அனுமதிகளைச் சரிபாருங்கள்), எனவே இயல்பு அமைப்புகள் பயன்படுத்தப்படுகின்றன. கோப்பு அப்படியே விடப்பட்டது, இப்போது செய்யும் மாற்றங்கள் சேமிக்கப்படாது.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>உங்கள் அமைப்புகள் கோப்பைப் படிக்க முடியவில்லை, எனவே இயல்பு அமைப்புகள் பயன்படுத்தப்படுகின்றன. {path} கோப்பை ஒதுக்கி வைக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>உங்கள் அமைப்புகள் கோப்பு சேதமடைந்திருந்தது, எனவே இயல்பு அமைப்புகள் பயன்படுத்தப்படுகின்றன. சேதமடைந்த கோப்பு {path} க்கு நகர்த்தப்பட்டது.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>உங்கள் அமைப்புகளை {path} இல் சேமிக்க முடியவில்லை: {reason}. ஆட்டத்தை மூடும் வரை அவை நடைமுறையில் இருக்கும்.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>ஏஸ்</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>இரண்டு</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>மூன்று</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>நான்கு</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>ஐந்து</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>ஆறு</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>ஏழு</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>எட்டு</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>ஒன்பது</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>பத்து</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>ஜாக்</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>ராணி</translation>
    </message>
    <message>
        <source>King</source>
        <translation>ராஜா</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>இஸ்பேட்</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ஆட்டின்</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>டைமன்</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>கிளாவர்</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>மூடிய சீட்டு</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>நெடுவரிசை %1, காலி</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>நெடுவரிசை %1, %n சீட்டு, மூடியவை %2</numerusform>
            <numerusform>நெடுவரிசை %1, %n சீட்டுகள், மூடியவை %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>நெடுவரிசை %1, %n சீட்டு</numerusform>
            <numerusform>நெடுவரிசை %1, %n சீட்டுகள்</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>இஸ்பேட் அடித்தளம், காலி</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>ஆட்டின் அடித்தளம், காலி</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>டைமன் அடித்தளம், காலி</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>கிளாவர் அடித்தளம், காலி</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>இஸ்பேட் அடித்தளம், %1 வரை</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>ஆட்டின் அடித்தளம், %1 வரை</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>டைமன் அடித்தளம், %1 வரை</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>கிளாவர் அடித்தளம், %1 வரை</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>சீட்டு மேசை</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n மூடிய சீட்டு</numerusform>
            <numerusform>%n மூடிய சீட்டுகள்</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>நெடுவரிசை %1, அடியிலிருந்து: %2</translation>
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
            <numerusform>புள்ளிகள் %1, நேரம் %2, %n நகர்வு, ஆட்டம் %3</numerusform>
            <numerusform>புள்ளிகள் %1, நேரம் %2, %n நகர்வுகள், ஆட்டம் %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 தன் அடித்தளத்துக்குச் சென்றது</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1, கூடவே %n சீட்டு, காலியான நெடுவரிசை %2 க்குச் சென்றன</numerusform>
            <numerusform>%1, கூடவே %n சீட்டுகள், காலியான நெடுவரிசை %2 க்குச் சென்றன</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 காலியான நெடுவரிசை %2 க்குச் சென்றது</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1, கூடவே %n சீட்டு, %2 மீது சென்றன</numerusform>
            <numerusform>%1, கூடவே %n சீட்டுகள், %2 மீது சென்றன</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 %2 மீது சென்றது</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; %2 திறக்கப்பட்டது</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; புள்ளிகள் %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>குறிப்பு: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>கையில்: %1, கூடவே %n சீட்டு</numerusform>
            <numerusform>கையில்: %1, கூடவே %n சீட்டுகள்</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>கையில்: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>அனுமதி இல்லை</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>நகர்வு செயல்தவிர்க்கப்பட்டது</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>நீங்கள் வென்றீர்கள்! புள்ளிகள் %1, நேரம் %2, %n நகர்வு</numerusform>
            <numerusform>நீங்கள் வென்றீர்கள்! புள்ளிகள் %1, நேரம் %2, %n நகர்வுகள்</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>புதிய ஆட்டம் %1, %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>எடு</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>இங்கே வை</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>அடித்தளத்துக்கு அனுப்பு</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>இடம் தேடு</translation>
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
        <translation>உங்கள் ஆட்டம் ஏற்கெனவே வேறொரு யூக்கான் சாலிடேர் சாளரத்தில் திறந்துள்ளது.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>இங்கே தனியாக ஒரு ஆட்டத்தைத் திறக்கலாம். அது தனியாகச் சேமிக்கப்படும், மற்ற சாளரத்தில் உள்ள ஆட்டத்துக்குப் பதிலாக வராது.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>தனி ஆட்டத்தைத் திற (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>மூடு (&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>உங்கள் ஆட்டம் ஒன்று நடப்பில் உள்ளது: %1, %n நகர்வு செய்யப்பட்டது.</numerusform>
            <numerusform>உங்கள் ஆட்டம் ஒன்று நடப்பில் உள்ளது: %1, %n நகர்வுகள் செய்யப்பட்டன.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>அதற்குப் பதிலாக %1 ஐ ஆடவா? நடப்பிலுள்ள ஆட்டம் புள்ளிவிவரங்களில் கைவிடப்பட்டதாகக் கணக்கிடப்படும்.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>%1 ஐ ஆடு (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>என் ஆட்டத்தைத் தொடர் (&amp;G)</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>ஏற்கெனவே மிக அதிகமான யூக்கான் சாலிடேர் சாளரங்கள் திறந்துள்ளன. முதலில் அவற்றில் ஒன்றை மூடுங்கள்.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>உங்கள் முதல் வெற்றி!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>புதிய சிறந்த நேரம்!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>இதுவரை மிகக் குறைந்த நகர்வுகள்!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>புதிய சிறந்த புள்ளிகள்!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>தொடர் வெற்றிகள்: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>“%1” புள்ளிவிவரக் கோப்பைப் படிக்க முடியவில்லை. அது “%2” ஆக வைக்கப்பட்டது, புதிய புள்ளிவிவரங்கள் தொடங்கப்பட்டன.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>“%1” புள்ளிவிவரக் கோப்பில் ஆட்டங்களின் பட்டியல் தொலைந்திருந்தது. கோப்பின் ஒரு நகல் “%2” ஆக வைக்கப்பட்டது, புதிய பட்டியல் தொடங்கப்பட்டது.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>“%1” புள்ளிவிவரக் கோப்பில் சேதமடைந்த %n ஆட்டத்தைப் படிக்க முடியவில்லை, அது விலக்கப்பட்டது. கோப்பிலிருந்து எதுவும் நீக்கப்படவில்லை.</numerusform>
            <numerusform>“%1” புள்ளிவிவரக் கோப்பில் சேதமடைந்த %n ஆட்டங்களைப் படிக்க முடியவில்லை, அவை விலக்கப்பட்டன. கோப்பிலிருந்து எதுவும் நீக்கப்படவில்லை.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>இப்போது ஆடும் ஆட்டங்கள் நீங்கள் வெளியேறும் வரை மட்டுமே நினைவில் இருக்கும்.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>“%1” புள்ளிவிவரக் கோப்பு யூக்கான் சாலிடேரின் புதிய பதிப்பால் எழுதப்பட்டது, எனவே அது அப்படியே விடப்பட்டது.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>“%1” புள்ளிவிவரக் கோப்பைப் படிக்க முடியாது: அனுமதி மறுக்கப்பட்டது. அது அப்படியே விடப்பட்டது.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>“%1” புள்ளிவிவரக் கோப்பைத் திறக்க முடியாது: அது சாதாரணக் கோப்பு அல்ல. அது அப்படியே விடப்பட்டது.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>“%1” புள்ளிவிவரக் கோப்பைத் திறக்க முடியாது: புள்ளிவிவரக் கோப்புக்கு அது மிக மிகப் பெரியது. அது அப்படியே விடப்பட்டது.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>“%1” புள்ளிவிவரக் கோப்பைத் திறக்க முடியாது.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>வட்டு நிரம்பிவிட்டது</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>கோப்பை மாற்ற அனுமதி இல்லை</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>வேறொரு நிரல் அதைப் பயன்படுத்திக்கொண்டிருந்தது</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>கோப்பில் எழுத முடியவில்லை</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>இந்த அமர்வின் புள்ளிவிவரங்களைப் பதிவுசெய்ய முடியவில்லை (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>“%1” புள்ளிவிவரக் கோப்பில் எழுத முடியவில்லை (%2). ஆட்டம் தொடர்கிறது; இனி நடப்பவை புள்ளிவிவரங்களில் இடம்பெறாமல் போகலாம்.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>வெற்றி</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>கைவிடப்பட்டது</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>நடப்பில்</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>கணிக்கப்படவில்லை</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>ஆம்</translation>
    </message>
    <message>
        <source>No</source>
        <translation>இல்லை</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>தெரியவில்லை</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>புள்ளிவிவரங்கள்</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>இரு விதிகளும்</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>ஆடிய ஆட்டங்கள்</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>வென்ற ஆட்டங்கள்</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>வெற்றி விகிதம்</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>இப்போதைய தொடர் வெற்றிகள்</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>மிக நீண்ட தொடர் வெற்றிகள்</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>சிறந்த புள்ளிகள்</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>மிக விரைவான வெற்றி</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>மிகக் குறைந்த நகர்வுகளில் வெற்றி</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>ஒரு வெற்றிக்கான சராசரி நேரம்</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>கைவிட்ட ஆட்டங்கள்</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>வென்றிருக்கக்கூடியவை</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>நடப்பிலுள்ள ஆட்டங்கள்</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>வென்ற ஆட்டமும், ஒரு நகர்வாவது செய்த பின் மாற்றிய ஆட்டமும் ஆடியதாகக் கணக்கிடப்படும்.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>சாதனைகள்</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>தினசரி ஆட்டம்</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>ஆடிய நாட்கள்</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>வென்ற நாட்கள்</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>இப்போதைய தொடர் வெற்றி நாட்கள்</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>மிக நீண்ட தொடர் வெற்றி நாட்கள்</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>அண்மை முடிவுகள்</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>இந்த ஆட்டத்தை மீண்டும் ஆடு (&amp;R)</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>தேர்ந்தெடுத்த ஆட்டத்தை அதன் விதியுடன் மீண்டும் தொடங்குங்கள்</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV ஏற்றுமதி (&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>புள்ளிவிவரங்களை மீட்டமை (&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>மூடு (&amp;C)</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>புள்ளிவிவரங்களைப் படிக்க முடியவில்லை: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>ஆட்டங்கள் (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>இரு விதிகளிலும் முடிந்த உங்கள் %n ஆட்டத்தின் புள்ளிவிவரங்களை நீக்கவா?</numerusform>
            <numerusform>இரு விதிகளிலும் முடிந்த உங்கள் எல்லா %n ஆட்டங்களின் புள்ளிவிவரங்களையும் நீக்கவா?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>முடிந்த உங்கள் %n ஆட்டத்தின் (%1) புள்ளிவிவரங்களை நீக்கவா?</numerusform>
            <numerusform>முடிந்த உங்கள் %n ஆட்டங்களின் (%1) புள்ளிவிவரங்களை நீக்கவா?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>நடப்பிலுள்ள ஆட்டம் அப்படியே இருக்கும். இதைச் செயல்தவிர்க்க முடியாது.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>புள்ளிவிவரங்களை மீட்டமைத்தல்</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>புள்ளிவிவரங்களை மீட்டமைக்க முடியவில்லை: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n ஆட்டம் நீக்கப்பட்டது.</numerusform>
            <numerusform>%n ஆட்டங்கள் நீக்கப்பட்டன.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>புள்ளிவிவரங்களை ஏற்றுமதி செய்தல்</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV கோப்புகள் (*.csv);;எல்லாக் கோப்புகளும் (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>“%1” கோப்பில் எழுத முடியவில்லை: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n ஆட்டம் “%1” கோப்புக்கு ஏற்றுமதி செய்யப்பட்டது.</numerusform>
            <numerusform>%n ஆட்டங்கள் “%1” கோப்புக்கு ஏற்றுமதி செய்யப்பட்டன.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>பச்சை விரிப்பு</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>நீல விரிப்பு</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>அடர் நிற மேசை</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>நீங்கள் வென்றீர்கள்!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>புதிய ஆட்டம்</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>மூடு</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>நகர்வுகள்: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>புள்ளிகள்: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>நேரம்: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>புதிய ஆட்டம்</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ரத்துசெய்</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>வெல்லக்கூடிய ஆட்டத்தைத் தேடுகிறது…
இதுவரை %n ஆட்டம் சோதிக்கப்பட்டது.</numerusform>
            <numerusform>வெல்லக்கூடிய ஆட்டத்தைத் தேடுகிறது…
இதுவரை %n ஆட்டங்கள் சோதிக்கப்பட்டன.</numerusform>
        </translation>
    </message>
</context>
</TS>
