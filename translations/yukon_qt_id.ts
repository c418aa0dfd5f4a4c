<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Semua kartu masuk ke fondasinya.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>Terjadi kesalahan. Permainan Anda sudah disimpan.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>Terjadi kesalahan, dan permainan Anda tidak dapat disimpan.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>Terjadi kesalahan. Permainan Anda sudah disimpan. Rinciannya ada di {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>Terjadi kesalahan, dan permainan Anda tidak dapat disimpan. Rinciannya ada di {path}.</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>Terjadi kesalahan. Rinciannya ada di {path}.</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>Kisi biru</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Roset merah</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Ombak hijau</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Bintang tengah malam</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Bawaan dek</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Huruf besar</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Salin kode</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Skor: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Waktu: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Langkah: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>Kocokan %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Tingkat kesulitan: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>tingkat kesulitan sedang dinilai</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>tingkat kesulitan belum dinilai</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>Aturan %1, %2, permainan %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Memeriksa…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Bisa dimenangkan</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Tak bisa dimenangkan lagi</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Tidak diketahui</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Berpikir…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Disalin</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Apakah semua kartu di meja masih bisa mencapai fondasi, menurut temuan pencari solusi</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Seberapa sulit kocokan ini: diukur dari seberapa sering pemain dengan strategi sederhana memenangkannya; setiap kocokan yang memiliki tingkat kesulitan terbukti bisa dimenangkan</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>Salin kode permainan untuk memainkan ulang atau membagikan kocokan ini</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>Permainan Anda tidak dapat disimpan ke {path}: {reason}. Anda bisa terus bermain; permainan akan disimpan lagi begitu disk memungkinkan.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Permainan ini sudah tidak bisa dimenangkan.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>Tidak ada lagi langkah yang berguna.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>Dalam waktu yang tersedia tidak ditemukan rangkaian langkah menuju kemenangan: langkah yang dibingkai adalah tebakan terbaik.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>Pencarian berlanjut, dan sebuah catatan akan memberi tahu hasilnya.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>Rangkaian langkah menuju kemenangan ditemukan: langkah yang dibingkai adalah langkah berikutnya.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Sedang</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Sulit</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>Menurut tingkat kesulitan</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Tingkat kemenangan</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: %2 permainan, %3 menang, tingkat kemenangan %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 dari %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Permainan yang tidak dimenangkan: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Sebenarnya bisa dimenangkan: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>Memang tidak bisa dimenangkan: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>Pencari solusi tidak bisa memastikan: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Belum diperiksa: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>Dek kartu {name} sudah tidak terpasang, jadi kartu ditampilkan dengan dek {default}. Anda dapat memilih dek lain di Preferensi.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>Dek kartu {name} tidak dapat dimuat (berkasnya rusak, atau jenisnya tidak bisa dibaca permainan ini), jadi kartu ditampilkan dengan dek {default}.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>Dek &amp;kartu:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Sisi belakang:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Meja:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Pratinjau kartu dan meja yang dipilih</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>Pilih Permainan &gt; Di mana salah langkahnya? untuk menemukan langkah yang menggagalkan permainan.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>fondasinya</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>kolom %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Di mana salah langkahnya?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Mencari langkah yang menggagalkan permainan…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Mencari langkah yang menggagalkan permainan…
Posisi yang sudah diperiksa: %1 dari %2.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Kembali ke sana</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>Permainan ini tak bisa dimenangkan lagi sejak %n langkah yang lalu, ketika %1 dipindahkan dari %2 ke %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Permainan ini masih bisa dimenangkan: belum ada langkah yang menggagalkannya.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Kocokan ini memang tidak pernah bisa dimenangkan: tidak ada langkah yang menggagalkannya.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>Langkah yang menggagalkan permainan ini terjadi sebelum 100 langkah terakhir yang bisa diurungkan.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>Yang pasti hanya bahwa permainan ini masih bisa dimenangkan %n langkah yang lalu.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>Yang pasti, permainan ini kini sudah tidak bisa dimenangkan.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>Yang pasti, permainan ini sudah tidak bisa dimenangkan sejak %n langkah yang lalu.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>Tidak satu posisi pun terbukti bisa atau tidak bisa dimenangkan.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>Pencari solusi kehabisan waktu pada beberapa posisi.</translation>
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
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Pe&amp;ngaturan</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Bantuan</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Permainan &amp;baru…</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Mulai permainan baru (%1)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>Kocokan &amp;hari ini</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Mainkan kocokan hari ini: sama untuk setiap pemain dan terbukti bisa dimenangkan</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Mulai ulang kocokan ini</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>U&amp;langi</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Petunjuk</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>Kirim semua kartu ke &amp;fondasi</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>Tunjukkan langkah berikutnya yang bagus (%1)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>Di mana &amp;salah langkahnya?</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>Cari langkah yang menggagalkan permainan ini (%1)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferensi…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Layar penuh</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Aturan main</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;Tentang Yukon Solitaire</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Semua kartu kini bisa masuk ke fondasi: Permainan &gt; Kirim semua kartu ke fondasi.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Permainan ini sudah tidak bisa dimenangkan.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Mulai ulang kocokan ini</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>Mulai ulang kocokan ini dari awal?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>Langkah yang sudah dilakukan akan hilang, dan permainan ini akan tercatat sebagai ditinggalkan di statistik.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Mulai ulang</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Lanjutkan bermain</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Baca &lt;a href=&quot;%1&quot;&gt;lisensi&lt;/a&gt; dan &lt;a href=&quot;%2&quot;&gt;pemberitahuan perangkat lunak pihak ketiga&lt;/a&gt; yang disertakannya.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Baca lisensinya di &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>Tentang Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, permainan solitaire yang membolehkan Anda memindahkan kartu terbuka mana pun beserta semua kartu di atasnya.&lt;/p&gt;&lt;p&gt;Perangkat lunak bebas di bawah GNU GPL, versi 3 atau yang lebih baru.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (aturan {rule})</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} atau {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>Permainan ini sudah dimenangkan. Mulai permainan baru untuk bermain lagi.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>Kartu itu sudah tidak ada di sana.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Kartu tertutup tidak dapat dipindahkan. Kartu itu akan terbuka saat menjadi kartu terakhir di kolomnya.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>Kartu itu sudah ada di sana.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>Dalam aturan Klasik, kartu diletakkan di atas kartu yang warnanya berlawanan.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Kartu diletakkan di atas kartu yang nilainya tepat satu lebih tinggi, misalnya 7 di atas 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>Tidak ada yang bisa diletakkan di atas As di kolom. As hanya bisa masuk ke fondasinya.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>Hanya Raja, sendiri atau bersama kartu di atasnya, yang bisa masuk ke kolom kosong.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>Paling banyak {count} kartu dapat dipindahkan sekaligus.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>Hanya kartu terakhir sebuah kolom yang bisa masuk ke fondasi.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Fondasi menerima kartu berikutnya dari jenis yang sama: As terlebih dahulu, lalu 2, 3, dan seterusnya sampai Raja.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>Hanya kartu teratas fondasi yang bisa diambil kembali.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Kartu yang diambil dari fondasi kembali ke kolom, bukan ke fondasi lain.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>Tidak ada langkah yang bisa diurungkan.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>Tidak ada langkah yang bisa diulangi.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Saat ini tidak ada kolom yang bisa menerima kartu ini.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Langkah itu tidak diperbolehkan.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Ketik kode permainan, misalnya {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Kode permainan terdiri atas tiga bagian yang dipisahkan tanda hubung, misalnya {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Kode permainan diawali {prefix}, bukan “{found}”.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Kode permainan diawali {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>Bagian tengah harus {rules}, bukan “{found}”.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>Bagian tengah harus {rules}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>Bagian terakhir harus terdiri atas {needed} huruf, bukan {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>Bagian terakhir harus terdiri atas {needed} huruf.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>Bagian terakhir hanya boleh berisi huruf A sampai Z.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>Ini bukan kode permainan. Kode permainan berbentuk seperti {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Permainan baru</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>Kocokan &amp;acak</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;Tingkat kesulitan:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Apa saja</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Kocokan yang memiliki tingkat kesulitan terbukti bisa dimenangkan; tingkat kesulitannya menunjukkan seberapa sering pemain dengan strategi sederhana memenangkannya.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Hanya kocokan yang bisa &amp;dimenangkan</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>Pencari solusi mencoba kocokan acak sampai terbukti ada satu yang bisa dimenangkan.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>Kocokan &amp;sesuai kode permainan:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Kode permainan</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Hapus kode</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Kocokan</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>Kartu yang sama sejak awal, dengan aturan yang dipilih di atas.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>Kocokan &amp;hari ini</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>Kocokan Klasik hari ini: sama untuk setiap pemain dan terbukti bisa dimenangkan.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Mulai</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>Kocokan Klasik hari ini: sama untuk setiap pemain dan terbukti bisa dimenangkan. Tingkat kesulitan: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>Kocokan dengan kode {code}, aturan {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>Main &amp;ulang kocokan saat ini (kode {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Double click</source>
        <translation>Klik &amp;ganda</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Dua klik cepat pada kartu terbuka memindahkannya, beserta kartu di atasnya, ke tempat terbaik di kolom.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>Penempatan &amp;otomatis</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Saat Anda melepas kartu, permainan memilihkan kolom untuknya.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>Bantuan &amp;penempatan</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Saat Anda menyeret kartu, tempat-tempat yang bisa ditujunya disorot.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>Aturan &amp;interaktif</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Saat langkah ditolak, sebuah catatan singkat menyebutkan aturan mana yang menolaknya.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>Tunjukkan apakah kocokan masih bisa &amp;dimenangkan</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>Bilah permainan menunjukkan apakah semua kartu masih bisa mencapai fondasi.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Dek &amp;empat warna</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Sekop hitam, hati merah, wajik biru, dan keriting hijau, sehingga setiap jenis kartu mudah dibedakan.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferensi</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>Memindahkan kartu</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Alat bantu</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Tampilan</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Bahasa:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Bawaan sistem</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>Bahasa permainan; langsung berganti.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Batal</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Tutup</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Simpan</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Tutup tanpa Menyimpan</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>U&amp;langi</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Potong</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Tempel</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Kembalikan Bawaan</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ya</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Tidak</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Terapkan</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atur Ulang</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Salin &amp;Lokasi Tautan</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
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
        <translation>Tanggal</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kode</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Hasil</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Tingkat kesulitan</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Waktu</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Diurungkan</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Sebenarnya bisa dimenangkan</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Klik ganda untuk memainkan kocokan ini lagi</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>Dari awal: %1. Dari posisi terakhir Anda: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>tidak diketahui</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Selesaikan sebuah permainan, dan hasil Anda akan tampil di sini.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>%n permainan terakhir: %1 menang; tingkat kemenangan dalam 10 permainan terakhir: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>Grafik permainan terakhir Anda</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Permainan %1: %2, %3 (skor %4)
Tingkat kemenangan dalam 10 permainan terakhir: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Skor, menang</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Skor, tidak menang</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Tingkat kemenangan (%n permainan terakhir)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Nomor permainan</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Tingkat kemenangan</translation>
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
        <translation>Kartu diletakkan di atas kartu yang warnanya berlawanan dan nilainya tepat satu lebih tinggi.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Longgar</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>&amp;Longgar</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>Warna tidak berpengaruh: kartu diletakkan di atas kartu apa pun yang nilainya tepat satu lebih tinggi.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Aturan Yukon</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>Halaman aturan tidak ditemukan. Silakan pasang ulang permainan ini.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Permainan tersimpan Anda {path} tidak bisa dibaca (periksa izin aksesnya), jadi permainan baru dimulai. Berkas itu dibiarkan apa adanya, dan permainan ini tidak akan disimpan di atasnya.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Permainan tersimpan Anda {path} ditulis oleh versi Yukon Solitaire yang lebih baru, jadi permainan baru dimulai. Berkas itu dibiarkan apa adanya, dan permainan ini tidak akan disimpan di atasnya.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Permainan tersimpan Anda tidak dapat dipulihkan, jadi permainan baru dimulai. Berkas {path} tidak dapat dipindahkan ke tempat lain.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>Permainan tersimpan Anda rusak, jadi permainan baru dimulai. Berkas yang rusak dipindahkan ke {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Sebagian permainan tersimpan Anda rusak: permainan berlanjut dari posisi terakhir Anda, tetapi sebagian langkah yang bisa diurungkan atau diulangi hilang.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>Salinan berkas yang rusak disimpan sebagai {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Berkas pengaturan Anda {path} ditulis oleh versi Yukon Solitaire yang lebih baru. Pengaturan yang dikenal versi ini tetap dipakai; berkas itu dibiarkan apa adanya, dan perubahan yang dibuat sekarang tidak disimpan.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>Berkas pengaturan Anda {path} tidak bisa dibaca (periksa izin aksesnya), jadi pengaturan bawaan yang dipakai. Berkas itu dibiarkan apa adanya, dan perubahan yang dibuat sekarang tidak disimpan.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Berkas pengaturan Anda tidak dapat dibaca, jadi pengaturan bawaan yang dipakai. Berkas {path} tidak dapat dipindahkan ke tempat lain.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Berkas pengaturan Anda rusak, jadi pengaturan bawaan yang dipakai. Berkas yang rusak dipindahkan ke {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>Pengaturan Anda tidak dapat disimpan ke {path}: {reason}. Pengaturan tetap berlaku sampai permainan ditutup.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dua</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tiga</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Empat</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Lima</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Enam</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Tujuh</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Delapan</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Sembilan</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Sepuluh</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ratu</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Raja</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>sekop</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hati</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>wajik</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>keriting</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>kartu tertutup</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>Kolom %1, kosong</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Kolom %1, %n kartu, %2 tertutup</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Kolom %1, %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Fondasi sekop, kosong</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Fondasi hati, kosong</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Fondasi wajik, kosong</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Fondasi keriting, kosong</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Fondasi sekop, sampai %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Fondasi hati, sampai %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Fondasi wajik, sampai %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Fondasi keriting, sampai %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Meja kartu</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n kartu tertutup</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>Kolom %1 dari bawah: %2</translation>
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
            <numerusform>Skor %1, waktu %2, %n langkah, permainan %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 ke fondasinya</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 beserta %n kartu ke kolom kosong %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 ke kolom kosong %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 beserta %n kartu ke atas %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 ke atas %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; %2 terbuka</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; skor %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Petunjuk: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>Dipegang: %1 beserta %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>Dipegang: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Tidak diperbolehkan</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>Langkah diurungkan</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>Anda menang! Skor %1, waktu %2, %n langkah</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Permainan baru %1, aturan %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Ambil</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Letakkan di sini</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Kirim ke fondasinya</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Cari tempat</translation>
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
        <translation>Permainan Anda sudah terbuka di jendela Yukon Solitaire lain.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Anda dapat membuka permainan terpisah di sini. Permainan itu disimpan tersendiri dan tidak menggantikan permainan di jendela lain.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>&amp;Buka permainan terpisah</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Tutup</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>Anda masih memiliki permainan yang sedang berlangsung: %1, sudah %n langkah.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>Mainkan %1 sebagai gantinya? Permainan yang sedang berlangsung akan tercatat sebagai ditinggalkan di statistik.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;Mainkan %1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;Lanjutkan permainan saya</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Terlalu banyak jendela Yukon Solitaire yang sudah terbuka. Tutup salah satunya terlebih dahulu.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>Kemenangan pertama Anda!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>Waktu terbaik baru!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>Langkah tersedikit sejauh ini!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Skor terbaik baru!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Menang beruntun: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>Berkas statistik “%1” tidak dapat dibaca. Berkas itu disimpan sebagai “%2” dan statistik baru dimulai.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>Berkas statistik “%1” kehilangan daftar permainannya. Salinan berkas itu disimpan sebagai “%2” dan daftar baru dimulai.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>%n permainan rusak dalam berkas statistik “%1” tidak dapat dibaca dan dilewati. Tidak ada yang dihapus dari berkas itu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>Permainan yang dimainkan sekarang hanya disimpan sampai Anda keluar.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>Berkas statistik “%1” ditulis oleh versi Yukon Solitaire yang lebih baru, jadi berkas itu dibiarkan apa adanya.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>Berkas statistik “%1” tidak dapat dibaca: izin ditolak. Berkas itu dibiarkan apa adanya.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>Berkas statistik “%1” tidak dapat dibuka: itu bukan berkas biasa. Berkas itu dibiarkan apa adanya.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>Berkas statistik “%1” tidak dapat dibuka: ukurannya jauh terlalu besar untuk berkas statistik. Berkas itu dibiarkan apa adanya.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Berkas statistik “%1” tidak dapat dibuka.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk penuh</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>berkas tidak boleh diubah</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>program lain sedang memakainya</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>berkas tidak dapat ditulis</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>Statistik sesi ini tidak dapat dicatat (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>Berkas statistik “%1” tidak dapat ditulis (%2). Permainan tetap berjalan; apa yang terjadi sekarang mungkin tidak tercatat di statistik.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Ditinggalkan</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Berlangsung</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Belum dinilai</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ya</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Tidak</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Tidak diketahui</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>Kedua aturan</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Jumlah permainan</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Jumlah kemenangan</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Tingkat kemenangan</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Menang beruntun saat ini</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Menang beruntun terpanjang</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Skor terbaik</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Kemenangan tercepat</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Langkah tersedikit untuk menang</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Rata-rata waktu menang</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Permainan yang ditinggalkan</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Sebenarnya bisa dimenangkan</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Permainan yang sedang berlangsung</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Permainan terhitung dimainkan bila dimenangkan, atau bila diganti permainan lain setelah minimal satu langkah.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekor</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Kocokan hari ini</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Jumlah hari bermain</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Jumlah hari menang</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Hari menang beruntun saat ini</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>Hari menang beruntun terpanjang</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Hasil terbaru</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Main ulang kocokan ini</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Mulai lagi kocokan permainan yang dipilih, dengan aturannya</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Ekspor CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>&amp;Atur ulang statistik…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Tutup</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Statistik tidak dapat dibaca: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Permainan (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>Hapus statistik semua %n permainan Anda yang sudah selesai, untuk kedua aturan?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>Hapus statistik %n permainan %1 Anda yang sudah selesai?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>Permainan yang sedang berlangsung tetap disimpan. Tindakan ini tidak dapat diurungkan.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Atur ulang statistik</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Statistik tidak dapat diatur ulang: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n permainan dihapus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Ekspor statistik</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Berkas CSV (*.csv);;Semua berkas (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>Berkas “%1” tidak dapat ditulis: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n permainan diekspor ke “%1”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Beludru hijau</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Beludru biru</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Meja gelap</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>Anda menang!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan baru</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Langkah: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Skor: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Waktu: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Permainan baru</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Mencari kocokan yang bisa dimenangkan…
%n kocokan sudah dicoba.</numerusform>
        </translation>
    </message>
</context>
</TS>
