<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Toutes les cartes rejoignent leur fondation.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>Un problème est survenu. Votre partie a été enregistrée.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>Un problème est survenu, et votre partie n&apos;a pas pu être enregistrée.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>Un problème est survenu. Votre partie a été enregistrée. Les détails se trouvent dans {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>Un problème est survenu, et votre partie n&apos;a pas pu être enregistrée. Les détails se trouvent dans {path}.</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>Un problème est survenu. Les détails se trouvent dans {path}.</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>Treillis bleu</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Rosace rouge</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Vagues vertes</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Étoile de minuit</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Dos d&apos;origine du jeu</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Gros caractères</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Copier le code</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score&#xa0;: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Temps&#xa0;: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Coups&#xa0;: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>Donne du %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Niveau&#xa0;: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>niveau en cours d&apos;évaluation</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>niveau non classé</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>règle %1, %2, partie %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gagnable</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>N&apos;est plus gagnable</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Indéterminé</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Indique si toutes les cartes de la table peuvent encore rejoindre les fondations, d&apos;après le solveur</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Difficulté de cette donne, mesurée par la fréquence à laquelle un joueur à la stratégie simple la gagne&#xa0;; toute donne qui a un niveau est prouvée gagnable</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>Copier le code de partie, pour rejouer ou partager cette donne</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>Votre partie n&apos;a pas pu être enregistrée dans {path}&#xa0;: {reason}. Vous pouvez continuer à jouer&#xa0;; elle sera de nouveau enregistrée dès que le disque le permettra.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Cette partie ne peut plus être gagnée.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>Il ne reste aucun coup utile.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>Aucune solution n&apos;a été trouvée à temps&#xa0;: le coup encadré est le plus prometteur.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>La recherche continue&#xa0;; une note indiquera ce qu&apos;elle trouvera.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>Une solution a été trouvée&#xa0;: le coup encadré en est la prochaine étape.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>Par niveau</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1 — jouées&#xa0;: %2, gagnées&#xa0;: %3, taux de victoire&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Parties non gagnées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Auraient pu être gagnées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>Ne pouvaient pas être gagnées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>Le solveur n&apos;a pas pu trancher&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Pas encore vérifiées&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>Le jeu de cartes {name} n&apos;est plus installé&#xa0;: les cartes sont donc affichées avec le jeu {default}. Vous pouvez choisir un autre jeu de cartes dans les Préférences.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>Le jeu de cartes {name} ne peut pas être affiché (son fichier est endommagé, ou d&apos;un type que Yukon Solitaire ne sait pas lire)&#xa0;: les cartes sont donc affichées avec le jeu {default}.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>&amp;Jeu de cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Dos des &amp;cartes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tapis&#xa0;:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Aperçu des cartes et du tapis choisis</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>Le menu Partie &gt; Où est l&apos;erreur&#xa0;? retrouve le coup qui a coûté la partie.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>sa fondation</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>la colonne %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Où est l&apos;erreur&#xa0;?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Recherche du coup qui a coûté la partie…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Recherche du coup qui a coûté la partie…
Position %1 sur %2 examinée.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Y revenir</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>La partie a été perdue il y a %n coup, quand vous avez déplacé %1 de %2 vers %3.</numerusform>
            <numerusform>La partie a été perdue il y a %n coups, quand vous avez déplacé %1 de %2 vers %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Cette partie peut encore être gagnée&#xa0;: aucun coup perdant n&apos;a encore été joué.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Cette donne n&apos;a jamais été gagnable&#xa0;: aucun coup n&apos;est en cause.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>Le coup qui a coûté cette partie est antérieur aux 100 derniers coups, les seuls que l&apos;on puisse annuler.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>On sait seulement que la partie pouvait encore être gagnée il y a %n coup.</numerusform>
            <numerusform>On sait seulement que la partie pouvait encore être gagnée il y a %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>Il est certain que la partie est désormais perdue.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>Il est certain que la partie était déjà perdue il y a %n coup.</numerusform>
            <numerusform>Il est certain que la partie était déjà perdue il y a %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>Il n&apos;a pu établir pour aucune position si elle était gagnable ou perdue.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>Le solveur a manqué de temps sur certaines positions.</translation>
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
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Commencer une nouvelle partie (%1)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>Donne du &amp;jour</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Jouer la donne du jour&#xa0;: la même pour tous les joueurs, et prouvée gagnable</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Recommencer cette donne</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>Ré&amp;tablir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>Tout &amp;envoyer aux fondations</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>Montrer un bon coup à jouer (%1)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>&amp;Où est l&apos;erreur&#xa0;?</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>Trouver le coup qui a coûté cette partie (%1)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiques</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Plein &amp;écran</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>À &amp;propos de Yukon Solitaire</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Toutes les cartes peuvent maintenant rejoindre les fondations&#xa0;: Partie &gt; Tout envoyer aux fondations.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Cette partie ne peut plus être gagnée.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Recommencer cette donne</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>Reprendre cette donne depuis le début&#xa0;?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>Les coups joués jusqu&apos;ici seront perdus, et cette partie comptera comme abandonnée dans les statistiques.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuer la partie</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lisez la &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; et les &lt;a href=&quot;%2&quot;&gt;mentions des logiciels tiers&lt;/a&gt; que le jeu contient.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lisez la licence sur &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>À propos de Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Le Yukon, le solitaire où l&apos;on peut déplacer n&apos;importe quelle carte face visible avec tout ce qui la recouvre.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence GNU GPL, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (règle {rule})</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} ou {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>Cette partie est gagnée. Commencez une nouvelle partie pour rejouer.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>Cette carte n&apos;est plus là.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Une carte face cachée ne peut pas être déplacée. Elle se retourne face visible quand elle devient la dernière carte de sa colonne.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>La carte y est déjà.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>Avec la règle Classique, une carte se pose sur une carte de couleur opposée&#xa0;: rouge sur noir, noir sur rouge.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Une carte se pose sur une carte de rang immédiatement supérieur, par exemple un 7 sur un 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>Rien ne peut se poser sur un As dans les colonnes. Un As ne va que sur sa fondation.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>Une colonne vide n&apos;accepte qu&apos;un Roi, seul ou avec les cartes posées dessus.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>On ne peut pas déplacer plus de {count} cartes à la fois.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>Seule la dernière carte d&apos;une colonne peut aller sur une fondation.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Une fondation reçoit la carte suivante de sa couleur&#xa0;: d&apos;abord l&apos;As, puis le 2, le 3 et ainsi de suite jusqu&apos;au Roi.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>Seule la carte du dessus d&apos;une fondation peut être reprise.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Une carte reprise d&apos;une fondation retourne dans une colonne, pas sur une autre fondation.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>Il n&apos;y a aucun coup à annuler.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>Il n&apos;y a aucun coup à rétablir.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Aucune colonne ne peut recevoir cette carte pour l&apos;instant.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ce coup n&apos;est pas permis.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Saisissez un code de partie, par exemple {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Un code de partie se compose de trois segments reliés par des tirets, par exemple {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Un code de partie commence par {prefix}, et non par «&#xa0;{found}&#xa0;».</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Un code de partie commence par {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>Le segment du milieu doit être {rules}, et non «&#xa0;{found}&#xa0;».</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>Le segment du milieu doit être {rules}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>Le dernier segment doit compter {needed} lettres, et non {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>Le dernier segment doit compter {needed} lettres.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>Le dernier segment ne peut contenir que les lettres de A à Z, sans accents.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>Ce n&apos;est pas un code de partie. Un code de partie ressemble à {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>Une donne au &amp;hasard</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;Niveau&#xa0;:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Indifférent</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Une donne qui a un niveau est prouvée gagnable&#xa0;; le niveau indique la fréquence à laquelle un joueur à la stratégie simple la gagne.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Uniquement des donnes &amp;gagnables</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>Le solveur essaie des donnes au hasard jusqu&apos;à prouver que l&apos;une d&apos;elles est gagnable.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>La donne du c&amp;ode suivant&#xa0;:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Code de partie</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Effacer le code</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>Les mêmes cartes depuis le début, avec la règle choisie ci-dessus.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>La donne du &amp;jour</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>La donne Classique du jour&#xa0;: la même pour tous les joueurs, et prouvée gagnable.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>La donne Classique du jour&#xa0;: la même pour tous les joueurs, et prouvée gagnable. Niveau&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>Donne {code}, règle {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>&amp;Rejouer la donne en cours ({code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Double click</source>
        <translation>&amp;Double-clic</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Deux clics rapides sur une carte face visible la déplacent, avec les cartes posées dessus, vers la meilleure place dans les colonnes.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>Placement &amp;automatique</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Quand vous lâchez une carte, le jeu choisit sa colonne.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>Aide au &amp;placement</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Pendant que vous faites glisser une carte, les endroits où elle peut aller sont mis en évidence.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>Règles &amp;interactives</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Quand un coup est refusé, une courte note indique la règle qui l&apos;interdit.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>&amp;Montrer si la donne peut encore être gagnée</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>La barre de jeu indique si toutes les cartes peuvent encore rejoindre les fondations.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Pique en noir, cœur en rouge, carreau en bleu et trèfle en vert&#xa0;: chaque couleur se distingue d&apos;un coup d&apos;œil.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>Déplacement des cartes</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Aides</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>La langue du jeu&#xa0;; le changement est immédiat.</translation>
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
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Fermer sans enregistrer</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Cop&amp;ier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;ller</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tout sélectionner</translation>
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
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurer les valeurs par défaut</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ne pas tenir compte</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>Cop&amp;ier</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copier l&apos;adresse du &amp;lien</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tout sélectionner</translation>
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
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the rank King, as printed in a card&apos;s corner</comment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>RecentGamesModel</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Annulations</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Aurait pu être gagnée</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Double-cliquez pour rejouer cette donne</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>Depuis le début&#xa0;: %1. Depuis là où vous l&apos;avez laissée&#xa0;: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>inconnu</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Terminez une partie et vos résultats s&apos;afficheront ici.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>Sur la dernière partie, victoires&#xa0;: %1&#xa0;; taux de victoire sur les 10 dernières parties&#xa0;: %2</numerusform>
            <numerusform>Sur les %n dernières parties, victoires&#xa0;: %1&#xa0;; taux de victoire sur les 10 dernières parties&#xa0;: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>Graphique de vos dernières parties</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Partie %1&#xa0;: %2, %3 (score %4)
Taux de victoire sur les 10 dernières parties&#xa0;: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Score, partie gagnée</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Score, partie non gagnée</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Taux de victoire (dernière partie)</numerusform>
            <numerusform>Taux de victoire (%n dernières parties)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Numéro de partie</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Classique</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>Une carte se pose sur une carte de couleur opposée et de rang immédiatement supérieur.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Souple</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>&amp;Souple</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>Rouge ou noir, peu importe&#xa0;: une carte se pose sur n&apos;importe quelle carte de rang immédiatement supérieur.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Règles du Yukon</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>La page des règles est introuvable. Veuillez réinstaller le jeu.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Votre partie enregistrée {path} n&apos;est pas lisible (vérifiez ses droits d&apos;accès)&#xa0;: une nouvelle partie a donc été commencée. Le fichier a été laissé tel quel, et cette partie ne sera pas enregistrée par-dessus.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Votre partie enregistrée {path} a été écrite par une version plus récente de Yukon Solitaire&#xa0;: une nouvelle partie a donc été commencée. Le fichier a été laissé tel quel, et cette partie ne sera pas enregistrée par-dessus.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Votre partie enregistrée n&apos;a pas pu être restaurée&#xa0;: une nouvelle partie a donc été commencée. Le fichier {path} n&apos;a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>Votre partie enregistrée était endommagée&#xa0;: une nouvelle partie a donc été commencée. Le fichier endommagé a été déplacé vers {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Votre sauvegarde était en partie endommagée&#xa0;: la partie reprend là où vous l&apos;aviez laissée, mais certains des coups à annuler ou à rétablir ont été perdus.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>Une copie du fichier endommagé a été conservée sous {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Votre fichier de réglages {path} a été écrit par une version plus récente de Yukon Solitaire. Les réglages que cette version connaît sont utilisés&#xa0;; le fichier a été laissé tel quel, et les modifications faites maintenant ne seront pas enregistrées.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>Votre fichier de réglages {path} n&apos;est pas lisible (vérifiez ses droits d&apos;accès)&#xa0;: les réglages par défaut sont donc utilisés. Le fichier a été laissé tel quel, et les modifications faites maintenant ne seront pas enregistrées.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Votre fichier de réglages n&apos;a pas pu être lu&#xa0;: les réglages par défaut sont donc utilisés. Le fichier {path} n&apos;a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Votre fichier de réglages était endommagé&#xa0;: les réglages par défaut sont donc utilisés. Le fichier endommagé a été déplacé vers {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>Vos réglages n&apos;ont pas pu être enregistrés dans {path}&#xa0;: {reason}. Ils restent valables jusqu&apos;à la fermeture du jeu.</translation>
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
        <translation>Deux</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sept</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Huit</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neuf</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dix</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carte face cachée</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>Colonne %1, vide</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Colonne %1, %n carte, dont %2 face cachée</numerusform>
            <numerusform>Colonne %1, %n cartes, dont %2 face cachée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Colonne %1, %n carte</numerusform>
            <numerusform>Colonne %1, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Fondation de pique, vide</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Fondation de cœur, vide</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Fondation de carreau, vide</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Fondation de trèfle, vide</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Fondation de pique, carte du dessus&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Fondation de cœur, carte du dessus&#xa0;: %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Fondation de carreau, carte du dessus&#xa0;: %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Fondation de trèfle, carte du dessus&#xa0;: %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n carte face cachée</numerusform>
            <numerusform>%n cartes face cachée</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>Colonne %1 depuis le fond&#xa0;: %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards read out</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the foundations read out</comment>
        <translation>&#xa0;; </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s), game %3</source>
        <translation>
            <numerusform>Score %1, temps %2, %n coup, partie %3</numerusform>
            <numerusform>Score %1, temps %2, %n coups, partie %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 sur sa fondation</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 et %n carte vers la colonne vide %2</numerusform>
            <numerusform>%1 et %n cartes vers la colonne vide %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 vers la colonne vide %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 et %n carte sur %2</numerusform>
            <numerusform>%1 et %n cartes sur %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1&#xa0;; carte retournée&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1&#xa0;; score %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>En main&#xa0;: %1 et %n carte</numerusform>
            <numerusform>En main&#xa0;: %1 et %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>En main&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Pas permis</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>Coup annulé</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>Vous avez gagné&#xa0;! Score %1, temps %2, %n coup</numerusform>
            <numerusform>Vous avez gagné&#xa0;! Score %1, temps %2, %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Nouvelle partie %1, règle %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Poser ici</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Envoyer sur sa fondation</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Trouver une place</translation>
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
        <translation>Votre partie est déjà ouverte dans une autre fenêtre de Yukon Solitaire.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Vous pouvez ouvrir ici une partie séparée. Elle est conservée à part et ne remplace pas la partie de l&apos;autre fenêtre.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>Ouvrir une partie &amp;séparée</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>Vous avez une partie en cours&#xa0;: %1, %n coup joué.</numerusform>
            <numerusform>Vous avez une partie en cours&#xa0;: %1, %n coups joués.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>Jouer %1 à la place&#xa0;? La partie en cours comptera comme abandonnée dans les statistiques.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;Jouer %1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;Continuer ma partie</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Trop de fenêtres de Yukon Solitaire sont déjà ouvertes. Fermez-en une d&apos;abord.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>Votre première victoire&#xa0;!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>Nouveau meilleur temps&#xa0;!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>Jamais si peu de coups&#xa0;!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Nouveau meilleur score&#xa0;!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Série de victoires&#xa0;: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>Le fichier de statistiques «&#xa0;%1&#xa0;» n&apos;a pas pu être lu. Il a été conservé sous «&#xa0;%2&#xa0;» et les statistiques repartent de zéro.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>Le fichier de statistiques «&#xa0;%1&#xa0;» avait perdu sa liste de parties. Une copie du fichier a été conservée sous «&#xa0;%2&#xa0;» et une nouvelle liste a été créée.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>%n partie endommagée du fichier de statistiques «&#xa0;%1&#xa0;» n&apos;a pas pu être lue et a été ignorée. Rien n&apos;a été supprimé du fichier.</numerusform>
            <numerusform>%n parties endommagées du fichier de statistiques «&#xa0;%1&#xa0;» n&apos;ont pas pu être lues et ont été ignorées. Rien n&apos;a été supprimé du fichier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>Les parties jouées à partir de maintenant ne seront conservées que jusqu&apos;à ce que vous quittiez le jeu.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>Le fichier de statistiques «&#xa0;%1&#xa0;» a été écrit par une version plus récente de Yukon Solitaire&#xa0;: il a donc été laissé tel quel.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>Le fichier de statistiques «&#xa0;%1&#xa0;» ne peut pas être lu&#xa0;: accès refusé. Il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>Le fichier de statistiques «&#xa0;%1&#xa0;» ne peut pas être ouvert&#xa0;: ce n&apos;est pas un fichier ordinaire. Il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>Le fichier de statistiques «&#xa0;%1&#xa0;» ne peut pas être ouvert&#xa0;: il est bien trop volumineux pour en être un. Il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Le fichier de statistiques «&#xa0;%1&#xa0;» ne peut pas être ouvert.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>le fichier ne peut pas être modifié</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>un autre programme l&apos;occupait</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>le fichier n&apos;a pas pu être écrit</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>Les statistiques de cette session n&apos;ont pas pu être enregistrées (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>Le fichier de statistiques «&#xa0;%1&#xa0;» n&apos;a pas pu être écrit (%2). La partie continue&#xa0;; ce qui s&apos;y passe désormais risque de manquer dans les statistiques.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Non classé</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>Les deux règles</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Plus longue série de victoires</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Victoire la plus rapide</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Moins de coups pour gagner</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Durée moyenne d&apos;une victoire</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Parties abandonnées</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Auraient pu être gagnées</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Parties en cours</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Une partie compte comme jouée dès qu&apos;elle est gagnée, ou remplacée par une autre partie après au moins un coup.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Donne du jour</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Jours joués</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Jours gagnés</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Série quotidienne en cours</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>Plus longue série quotidienne</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Résultats récents</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Rejouer cette donne</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Rejouer la donne de la partie sélectionnée, avec sa règle</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>Effacer les &amp;statistiques…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Les statistiques n&apos;ont pas pu être lues&#xa0;: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Parties (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>Effacer les statistiques de %n partie terminée, toutes règles confondues&#xa0;?</numerusform>
            <numerusform>Effacer les statistiques de vos %n parties terminées, toutes règles confondues&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>Effacer les statistiques de %n partie terminée avec la règle %1&#xa0;?</numerusform>
            <numerusform>Effacer les statistiques de vos %n parties terminées avec la règle %1&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>La partie en cours est conservée. Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Effacer les statistiques</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Les statistiques n&apos;ont pas pu être effacées&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n partie effacée.</numerusform>
            <numerusform>%n parties effacées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» n&apos;a pas pu être écrit&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n partie exportée vers «&#xa0;%1&#xa0;».</numerusform>
            <numerusform>%n parties exportées vers «&#xa0;%1&#xa0;».</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Tapis bleu</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Table sombre</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Coups&#xa0;: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score&#xa0;: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Temps&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Recherche d&apos;une donne gagnable…
%n donne essayée jusqu&apos;ici.</numerusform>
            <numerusform>Recherche d&apos;une donne gagnable…
%n donnes essayées jusqu&apos;ici.</numerusform>
        </translation>
    </message>
</context>
</TS>
