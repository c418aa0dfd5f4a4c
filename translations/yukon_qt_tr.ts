<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Bütün kartlar hedef yığınlarına gidiyor.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>Bir sorun oluştu. Oyununuz kaydedildi.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>Bir sorun oluştu ve oyununuz kaydedilemedi.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>Bir sorun oluştu. Oyununuz kaydedildi. Ayrıntılar şu dosyada: {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>Bir sorun oluştu ve oyununuz kaydedilemedi. Ayrıntılar şu dosyada: {path}.</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>Bir sorun oluştu. Ayrıntılar şu dosyada: {path}.</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>Mavi kafes</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Kırmızı rozet</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Yeşil dalgalar</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Gece yarısı yıldızı</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Destenin kendi arkası</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Büyük puntolu</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Kodu kopyala</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Puan: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Süre: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Hamle: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>%1 dağılımı</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Zorluk: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>zorluk derecelendiriliyor</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>zorluk derecelendirilmemiş</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>%1 kural, %2, oyun kodu %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Denetleniyor…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Kazanılabilir</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Artık kazanılamaz</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Bilinmiyor</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Düşünülüyor…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopyalandı</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Çözücünün bulduğuna göre, masadaki tüm kartların hâlâ hedef yığınlarına ulaşıp ulaşamayacağı</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Bu dağılımın ne kadar zor olduğu: basit bir strateji izleyen bir oyuncunun onu ne sıklıkla kazandığıyla ölçülür; zorluk düzeyi olan her dağılımın kazanılabilir olduğu kanıtlanmıştır</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>Bu dağılımı yeniden oynamak ya da paylaşmak için oyun kodunu kopyala</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>Oyununuz {path} dosyasına kaydedilemedi: {reason}. Oynamaya devam edebilirsiniz; disk izin verir vermez oyun yeniden kaydedilir.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Bu oyun artık kazanılamaz.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>Yararlı bir hamle kalmadı.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>Süre içinde kazandıran bir hamle dizisi bulunamadı: çerçeve içindeki hamle en iyi tahmindir.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>Arama sürüyor; ne bulduğunu bir not bildirecek.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>Kazandıran bir hamle dizisi bulundu: çerçeve içindeki hamle, bu dizinin sıradaki hamlesidir.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Kolay</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Orta</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Zor</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>Zorluk düzeyine göre</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Oynanan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanılan</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Kazanma oranı</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1 — oynanan: %2, kazanılan: %3, kazanma oranı: %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 oyundan %1</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Kazanılmayan oyunlar: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Kazanılabilecek olanlar: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>Kazanılamayacak olanlar: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>Çözücünün karar veremedikleri: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Henüz denetlenmeyenler: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>{name} kart destesi artık kurulu değil, bu yüzden kartlar {default} destesiyle gösteriliyor. Tercihler&apos;den başka bir deste seçebilirsiniz.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>{name} kart destesi çizilemiyor (dosyası bozuk ya da bu oyunun okuyamadığı türde), bu yüzden kartlar {default} destesiyle gösteriliyor.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>De&amp;ste:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Kart &amp;arkası:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Masa:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Seçilen kartların ve masanın önizlemesi</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>Oyun &gt; Nerede hata yapıldı? komutu, oyunu kaybettiren hamleyi bulur.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>kendi hedef yığını</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>%1. sütun</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Nerede hata yapıldı?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Oyunu kaybettiren hamle aranıyor…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Oyunu kaybettiren hamle aranıyor…
İncelenen konum: %1 / %2.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Oraya geri dön</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>Oyun %n hamle önce, %1 kartı taşındığında kaybedildi (%2 → %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Bu oyun hâlâ kazanılabilir: henüz oyunu kaybettiren bir hamle yapılmadı.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Bu dağılım hiçbir zaman kazanılabilir değildi: oyunu hiçbir hamle kaybettirmedi.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>Bu oyunu kaybettiren hamle, geri alınabilen son 100 hamleden daha önce yapılmış.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>Yalnızca oyunun %n hamle önce hâlâ kazanılabilir olduğu kesin.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>Oyunun artık kazanılamayacağı kesin.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>Oyunun %n hamle önce zaten kaybedilmiş olduğu kesin.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>Hiçbir konumun kazanılabilir ya da kaybedilmiş olduğu kanıtlanamadı.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>Çözücünün bazı konumlarda süresi yetmedi.</translation>
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
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ayarlar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Yeni oyun…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>Bu dağılımı yeniden &amp;başlat</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>İp&amp;ucu</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Yeni bir oyun başlat (%1)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>Günün &amp;dağılımı</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Bugünün dağılımını oyna: her oyuncu için aynı, kazanılabilir olduğu kanıtlanmış</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>Yine&amp;le</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>&amp;Tüm kartları hedef yığınlarına gönder</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>İyi bir sonraki hamleyi göster (%1)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>&amp;Nerede hata yapıldı?</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>Bu oyunu kaybettiren hamleyi bul (%1)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>İ&amp;statistikler</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Çı&amp;kış</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Tercihler…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Tam &amp;ekran</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Kurallar</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>Yukon Solitaire &amp;hakkında</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Artık bütün kartlar hedef yığınlarına gidebilir: Oyun &gt; Tüm kartları hedef yığınlarına gönder.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Bu oyun artık kazanılamaz.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Bu dağılımı yeniden başlat</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>Bu dağılım baştan yeniden başlatılsın mı?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>Şimdiye kadar yapılan hamleler kaybolacak ve bu oyun istatistiklerde yarıda bırakılmış sayılacak.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Yeniden başlat</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Oynamaya devam et</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;Lisansı&lt;/a&gt; ve içerdiği &lt;a href=&quot;%2&quot;&gt;üçüncü taraf yazılımların bildirimlerini&lt;/a&gt; okuyun.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lisansı &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt; adresinde okuyun.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>Yukon Solitaire hakkında</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, açık herhangi bir kartı üzerindeki tüm kartlarla birlikte taşıyabildiğiniz tek kişilik kart oyunudur.&lt;/p&gt;&lt;p&gt;GNU GPL sürüm 3 veya daha sonraki bir sürüm kapsamında özgür yazılımdır.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} ({rule} kural)</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} veya {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>Bu oyun kazanıldı. Yeniden oynamak için yeni bir oyun başlatın.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>O kart artık orada değil.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Kapalı bir kart taşınamaz. Sütununun son kartı olduğunda kendiliğinden açılır.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>Kart zaten orada.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>Klasik kuralda bir kart, zıt renkteki bir kartın üzerine konur.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Bir kart, değeri tam bir büyük olan bir kartın üzerine konur; örneğin 7, 8&apos;in üzerine.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>Sütunlarda bir asın üzerine hiçbir kart konamaz. As yalnızca kendi hedef yığınına gider.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>Boş bir sütuna yalnızca bir papaz, tek başına veya üzerindeki kartlarla birlikte konabilir.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>Tek hamlede en fazla {count} kart taşınabilir.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>Hedef yığınına yalnızca bir sütunun son kartı gidebilir.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Hedef yığını kendi kart türünün sıradaki kartını alır: önce as, sonra 2, 3 ve bu şekilde papaza kadar.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>Hedef yığınından yalnızca en üstteki kart geri alınabilir.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Hedef yığınından alınan kart başka bir hedef yığınına değil, bir sütuna geri konur.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>Geri alınacak hamle yok.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>Yinelenecek hamle yok.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Şu anda bu kartı alabilecek bir sütun yok.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Bu hamleye izin verilmiyor.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Bir oyun kodu yazın, örneğin {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Oyun kodu, tirelerle birleştirilmiş üç bölümden oluşur, örneğin {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Oyun kodu “{found}” ile değil, {prefix} ile başlar.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Oyun kodu {prefix} ile başlar.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>Ortadaki bölüm “{found}” değil, {rules} olmalıdır.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>Ortadaki bölüm {rules} olmalıdır.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>Son bölümde {count} değil, {needed} harf olmalıdır.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>Son bölümde {needed} harf olmalıdır.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>Son bölümde yalnızca A–Z arası harfler olabilir (Ç, Ğ, İ, Ö, Ş, Ü olmadan).</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>Bu bir oyun kodu değil. Oyun kodu şuna benzer: {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Kural</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>&amp;Rastgele bir dağılım</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;Zorluk:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Herhangi biri</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Zorluk düzeyi olan her dağılımın kazanılabilir olduğu kanıtlanmıştır; zorluk, basit bir strateji izleyen bir oyuncunun bu dağılımı ne sıklıkla kazandığını gösterir.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>&amp;Yalnızca kazanılabilir dağılımlar</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>Çözücü, birinin kazanılabileceğini kanıtlayana kadar rastgele dağılımlar dener.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>Bir &amp;oyun kodunun dağılımı:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Oyun kodu</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Kodu temizle</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Dağılım</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>Aynı kartlar en baştan, yukarıda seçilen kuralla.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>Günün &amp;dağılımı</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>Bugünün Klasik dağılımı: her oyuncu için aynı, kazanılabilir olduğu kanıtlanmış.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Başlat</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>Bugünün Klasik dağılımı: her oyuncu için aynı, kazanılabilir olduğu kanıtlanmış. Zorluk: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>{code} kodlu dağılım, kural: {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>&amp;Mevcut dağılımı yeniden oyna (kod: {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Tercihler</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>Çift &amp;tıklama</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Açık bir karta art arda iki hızlı tıklama, onu üzerindeki kartlarla birlikte sütunlardaki en uygun yere taşır.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>&amp;Otomatik yerleştirme</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Bir kartı bıraktığınızda, gideceği sütunu oyun kendisi seçer.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;Yerleştirme yardımı</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Bir kartı sürüklerken konabileceği yerler vurgulanır.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>&amp;Etkileşimli kurallar</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Bir hamle reddedildiğinde, kısa bir not hamleyi hangi kuralın reddettiğini söyler.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>Dağılımın hâlâ kazanılabilir olup olmadığını &amp;göster</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>Oyun çubuğu, tüm kartların hâlâ hedef yığınlarına ulaşıp ulaşamayacağını gösterir.</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>Kartları taşıma</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Yardımlar</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Görünüm</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Dil:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Sistem varsayılanı</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>Oyunun dili; hemen değişir.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Dört &amp;renkli deste</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Maça siyah, kupa kırmızı, karo mavi, sinek yeşil: her kart türü kolayca ayırt edilir.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Tamam</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>İ&amp;ptal</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Kapat</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Kaydet</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Kaydetmeden Kapat</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri Al</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kes</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Ko&amp;pyala</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Yapıştır</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Sil</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tümünü Seç</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Öntanımlıları Geri Yükle</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Evet</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hayır</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Kaydet</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Uygula</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Sıfırla</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Yardım</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>At</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aç</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>Ko&amp;pyala</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>&amp;Bağlantı Konumunu Kopyala</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tümünü Seç</translation>
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
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the rank Queen, as printed in a card&apos;s corner</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the rank King, as printed in a card&apos;s corner</comment>
        <translation>P</translation>
    </message>
</context>
<context>
    <name>RecentGamesModel</name>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Kural</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Zorluk</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Süre</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>İpucu</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Geri Alma</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Kazanılabilir miydi</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Bu dağılımı yeniden oynamak için çift tıklayın</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>Baştan: %1. Bıraktığınız yerden: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>bilinmiyor</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Bir oyunu bitirdiğinizde sonuçlarınız burada görünecek.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>Son %n oyunda kazanılan: %1; son 10 oyunda kazanma oranı: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>Son oyunlarınızın grafiği</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Oyun %1: %2, %3 (puan %4)
Son 10 oyunda kazanma oranı: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Puan, kazanılan</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Puan, kazanılmayan</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Kazanma oranı (son %n oyun)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Oyun numarası</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Kazanma oranı</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Klasik</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>Bir kart, zıt renkteki ve değeri tam bir büyük olan bir kartın üzerine konur.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Esnek</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>&amp;Esnek</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>Renk önemli değildir: bir kart, değeri tam bir büyük olan herhangi bir kartın üzerine konur.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Yukon kuralları</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>Kurallar sayfası bulunamadı. Lütfen oyunu yeniden kurun.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Kayıtlı oyununuz {path} okunamıyor (dosyanın izinlerini denetleyin), bu yüzden yeni bir oyun başlatıldı. Dosyaya dokunulmadı ve bu oyun onun üzerine kaydedilmeyecek.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Kayıtlı oyununuz {path}, Yukon Solitaire uygulamasının daha yeni bir sürümüyle yazılmış, bu yüzden yeni bir oyun başlatıldı. Dosyaya dokunulmadı ve bu oyun onun üzerine kaydedilmeyecek.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Kayıtlı oyununuz geri yüklenemediği için yeni bir oyun başlatıldı. {path} dosyası kenara taşınamadı.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>Kayıtlı oyununuz bozuk olduğu için yeni bir oyun başlatıldı. Bozuk dosya şuraya taşındı: {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Kayıtlı oyununuzun bir kısmı bozuktu: oyun bıraktığınız yerden sürüyor, ancak geri alınacak ya da yinelenecek hamlelerin bir kısmı kayboldu.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>Bozuk dosyanın bir kopyası şurada saklandı: {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Ayar dosyanız {path}, Yukon Solitaire uygulamasının daha yeni bir sürümüyle yazılmış. Bu sürümün bildiği ayarlar kullanılıyor; dosyaya dokunulmadı ve şimdi yapılan değişiklikler kaydedilmeyecek.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>Ayar dosyanız {path} okunamıyor (dosyanın izinlerini denetleyin), bu yüzden varsayılan ayarlar kullanılıyor. Dosyaya dokunulmadı ve şimdi yapılan değişiklikler kaydedilmeyecek.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Ayar dosyanız okunamadığı için varsayılan ayarlar kullanılıyor. {path} dosyası kenara taşınamadı.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Ayar dosyanız bozuk olduğu için varsayılan ayarlar kullanılıyor. Bozuk dosya şuraya taşındı: {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>Ayarlarınız {path} dosyasına kaydedilemedi: {reason}. Ayarlar, oyun kapatılana kadar geçerli kalır.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>iki</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>üç</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>dört</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>beş</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>altı</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>yedi</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>sekiz</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>dokuz</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>on</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>vale</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>kız</translation>
    </message>
    <message>
        <source>King</source>
        <translation>papaz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>maça</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kupa</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>sinek</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>kapalı kart</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>%1. sütun, boş</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>%1. sütun, %n kart, %2 kapalı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>%1. sütun, %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Maça hedef yığını, boş</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Kupa hedef yığını, boş</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Karo hedef yığını, boş</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Sinek hedef yığını, boş</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Maça hedef yığını, en üstte %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Kupa hedef yığını, en üstte %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Karo hedef yığını, en üstte %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Sinek hedef yığını, en üstte %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kart masası</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n kapalı kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>%1. sütun, alttan başlayarak: %2</translation>
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
            <numerusform>Puan %1, süre %2, %n hamle, oyun %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1, kendi hedef yığınına</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 ve %n kart daha, boş %2. sütuna</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1, boş %2. sütuna</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 ve %n kart daha, %2 kartının üzerine</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1, %2 kartının üzerine</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; %2 açıldı</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; puan %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>İpucu: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>Elinizde: %1 ve %n kart daha</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>Elinizde: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>İzin verilmiyor</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>Hamle geri alındı</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>Kazandınız! Puan %1, süre %2, %n hamle</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Yeni oyun %1, %2 kural</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Al</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Buraya bırak</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Kendi hedef yığınına gönder</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Yer bul</translation>
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
        <translation>Oyununuz zaten başka bir Yukon Solitaire penceresinde açık.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Burada ayrı bir oyun açabilirsiniz. Bu oyun ayrı tutulur ve diğer penceredeki oyunun yerini almaz.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>&amp;Ayrı bir oyun aç</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Kapat</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>Süren bir oyununuz var: %1, %n hamle yapıldı.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>Bunun yerine %1 dağılımı oynansın mı? Süren oyun istatistiklerde yarıda bırakılmış sayılacak.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>%1 dağılımını &amp;oyna</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>Oyunuma &amp;devam et</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Zaten çok fazla Yukon Solitaire penceresi açık. Önce birini kapatın.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>İlk galibiyetiniz!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>Yeni en iyi süre!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>Şimdiye kadarki en az hamle!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Yeni en yüksek puan!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Galibiyet serisi: %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%%1</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Yarıda bırakıldı</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Sürüyor</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Derecelendirilmemiş</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Evet</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Hayır</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Bilinmiyor</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>“%1” istatistik dosyası okunamadı. Dosya “%2” adıyla saklandı ve yeni istatistikler başlatıldı.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>“%1” istatistik dosyasındaki oyun listesi kaybolmuştu. Dosyanın bir kopyası “%2” adıyla saklandı ve yeni bir liste başlatıldı.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>“%1” istatistik dosyasındaki %n bozuk oyun okunamadı ve dışarıda bırakıldı. Dosyadan hiçbir şey silinmedi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>Şimdi oynanan oyunlar yalnızca oyunu kapatana kadar saklanır.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>“%1” istatistik dosyası Yukon Solitaire uygulamasının daha yeni bir sürümüyle yazılmış, bu yüzden dosyaya dokunulmadı.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>“%1” istatistik dosyası okunamıyor: izin reddedildi. Dosyaya dokunulmadı.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>“%1” istatistik dosyası açılamıyor: normal bir dosya değil. Dosyaya dokunulmadı.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>“%1” istatistik dosyası açılamıyor: bir istatistik dosyası olamayacak kadar büyük. Dosyaya dokunulmadı.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>“%1” istatistik dosyası açılamıyor.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk dolu</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>dosyayı değiştirme izni yok</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>dosya başka bir program tarafından kullanılıyordu</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>dosya yazılamadı</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>Bu oturumun istatistikleri kaydedilemedi (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>“%1” istatistik dosyası yazılamadı (%2). Oyun devam ediyor; bundan sonra yapılanlar istatistiklerde eksik olabilir.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>Her iki kural</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Oynanan oyunlar</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Kazanılan oyunlar</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Kazanma oranı</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Güncel seri</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Bir oyun, kazanıldığında ya da en az bir hamleden sonra yerine başka bir oyun başlatıldığında oynanmış sayılır.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekorlar</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>En uzun galibiyet serisi</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>En yüksek puan</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>En hızlı galibiyet</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>En az hamleyle galibiyet</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Ortalama galibiyet süresi</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Yarıda bırakılan oyunlar</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Kazanılabilecek oyunlar</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Süren oyunlar</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Günün dağılımı</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Oynanan günler</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Kazanılan günler</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Güncel günlük seri</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>En uzun günlük seri</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Son sonuçlar</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>Bu dağılımı &amp;yeniden oyna</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Seçili oyunun dağılımını kendi kuralıyla yeniden başlat</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV olarak &amp;dışa aktar…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>İstatistikleri &amp;sıfırla…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Kapat</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>İstatistikler okunamadı: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Oyunlar (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>Her iki kuralla bitirdiğiniz toplam %n oyunun istatistikleri silinsin mi?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>%1 kuralla bitirdiğiniz %n oyunun istatistikleri silinsin mi?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>Süren oyun korunur. Bu işlem geri alınamaz.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>İstatistikleri sıfırla</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>İstatistikler sıfırlanamadı: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n oyun silindi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>İstatistikleri dışa aktar</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV dosyaları (*.csv);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>“%1” dosyası yazılamadı: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n oyun “%1” dosyasına aktarıldı.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Yeşil çuha</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Mavi çuha</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Koyu masa</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>Kazandınız!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Hamle: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Puan: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Süre: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Kazanılabilir bir dağılım aranıyor…
Şimdiye kadar %n dağılım denendi.</numerusform>
        </translation>
    </message>
</context>
</TS>
