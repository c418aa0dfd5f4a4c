<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Cada carta vai para a sua fundação.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>Algo deu errado. Sua partida foi salva.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>Algo deu errado, e não foi possível salvar sua partida.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>Algo deu errado. Sua partida foi salva. Os detalhes estão em {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>Algo deu errado, e não foi possível salvar sua partida. Os detalhes estão em {path}.</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>Algo deu errado. Os detalhes estão em {path}.</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>Treliça azul</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Roseta vermelha</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Ondas verdes</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Estrela da meia-noite</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Verso do próprio baralho</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Letras grandes</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Copiar código</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Pontuação: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tempo: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Jogadas: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>Distribuição do dia %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Nível: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>nível em avaliação</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>nível sem classificação</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>regra %1, %2, partida %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Verificando…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Tem solução</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Não tem mais solução</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Indeterminado</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Se todas as cartas da mesa ainda podem chegar às fundações, segundo o solucionador</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Quão difícil é esta distribuição, medido pela frequência com que um jogador de estratégia simples a vence; toda distribuição com nível tem solução comprovada</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>Copiar o código de partida, para repetir ou compartilhar esta distribuição</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>Não foi possível salvar sua partida em {path}: {reason}. Você pode continuar jogando; a partida será salva de novo assim que o disco permitir.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Esta partida não pode mais ser vencida.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>Não resta nenhuma jogada útil.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>Nenhum caminho para a vitória foi encontrado a tempo: a jogada destacada é o melhor palpite.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>A busca continua, e um aviso dirá o que ela encontrar.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>Foi encontrado um caminho para a vitória: a jogada destacada é o próximo passo.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>Por nível</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1 — partidas: %2, vitórias: %3, taxa de vitórias: %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Partidas não vencidas: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Podiam ser vencidas: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>Não podiam ser vencidas: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>O solucionador não conseguiu determinar: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Ainda não verificadas: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>O baralho {name} não está mais instalado, então as cartas aparecem no baralho {default}. Você pode escolher outro baralho nas Preferências.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>O baralho {name} não pode ser exibido (o arquivo está danificado ou é de um tipo que este jogo não sabe ler), então as cartas aparecem no baralho {default}.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>&amp;Baralho:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Verso das cartas:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Prévia das cartas e da mesa escolhidas</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>Jogo &gt; Onde foi que errei? mostra a jogada que pôs a partida a perder.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>sua fundação</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>coluna %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Onde foi que errei?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Procurando a jogada que pôs a partida a perder…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Procurando a jogada que pôs a partida a perder…
Posição %1 de %2 analisada.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Voltar até lá</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>A partida foi perdida há %n jogada, quando a carta %1 foi da %2 para a %3.</numerusform>
            <numerusform>A partida foi perdida há %n jogadas, quando a carta %1 foi da %2 para a %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Esta partida ainda pode ser vencida: nenhuma jogada a pôs a perder até agora.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Esta distribuição nunca teve solução: a derrota não veio de nenhuma jogada.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>A jogada que pôs esta partida a perder está além das 100 jogadas que podem ser desfeitas.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>Só é certo que a partida ainda podia ser vencida há %n jogada.</numerusform>
            <numerusform>Só é certo que a partida ainda podia ser vencida há %n jogadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>É certo que a partida agora está perdida.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>É certo que a partida já estava perdida há %n jogada.</numerusform>
            <numerusform>É certo que a partida já estava perdida há %n jogadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>A busca não conseguiu provar se alguma posição tinha solução ou estava perdida.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>O solucionador ficou sem tempo em algumas posições.</translation>
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
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configurações</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Começar uma nova partida (%1)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>&amp;Distribuição do dia</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Jogar a distribuição de hoje, a mesma para todos os jogadores, com solução comprovada</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Reiniciar esta distribuição</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Des&amp;fazer</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>R&amp;efazer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Di&amp;ca</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>&amp;Levar todas as cartas às fundações</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>Mostrar uma boa próxima jogada (%1)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>&amp;Onde foi que errei?</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>Encontrar a jogada que pôs esta partida a perder (%1)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>Es&amp;tatísticas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;Sobre o Yukon Solitaire</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Todas as cartas já podem ir para as fundações: Jogo &gt; Levar todas as cartas às fundações.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Esta partida não pode mais ser vencida.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Reiniciar esta distribuição</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>Começar esta distribuição de novo desde o início?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>As jogadas feitas até agora serão perdidas, e esta partida contará como abandonada nas estatísticas.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuar jogando</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Leia a &lt;a href=&quot;%1&quot;&gt;licença&lt;/a&gt; e os &lt;a href=&quot;%2&quot;&gt;avisos dos softwares de terceiros&lt;/a&gt; incluídos.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Leia a licença em &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>Sobre o Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, a paciência em que você pode mover qualquer carta virada para cima com tudo o que está sobre ela.&lt;/p&gt;&lt;p&gt;Software livre sob a GNU GPL, versão 3 ou posterior.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (regra {rule})</translation>
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
        <translation>Esta partida já foi vencida. Comece uma nova partida para jogar de novo.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>Essa carta não está mais lá.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Uma carta virada para baixo não pode ser movida. Ela é virada para cima quando se torna a última carta da sua coluna.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>A carta já está lá.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>Na regra Clássica, uma carta vai sobre uma carta da cor oposta.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Uma carta vai sobre uma carta exatamente um valor acima, como um 7 sobre um 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>Nada pode ir sobre um Ás nas colunas. Um Ás só vai para a sua fundação.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>Só um Rei, sozinho ou com as cartas que estão sobre ele, pode ir para uma coluna vazia.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>No máximo {count} cartas podem ser movidas de uma vez.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>Só a última carta de uma coluna pode ir para uma fundação.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Uma fundação recebe a próxima carta do seu naipe: primeiro o Ás, depois 2, 3 e assim por diante até o Rei.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>Só a carta de cima de uma fundação pode ser retirada.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Uma carta retirada de uma fundação volta para uma coluna, não para outra fundação.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>Não há jogada para desfazer.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>Não há jogada para refazer.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Nenhuma coluna pode receber esta carta agora.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Essa jogada não é permitida.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Digite um código de partida, como {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Um código de partida tem três partes unidas por hifens, como {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Um código de partida começa com {prefix}, não com “{found}”.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Um código de partida começa com {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>A parte do meio deve ser {rules}, não “{found}”.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>A parte do meio deve ser {rules}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>A última parte deve ter {needed} letras, não {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>A última parte deve ter {needed} letras.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>A última parte só pode conter as letras de A a Z.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>Isto não é um código de partida. Um código de partida tem esta forma: {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>Uma distribuição &amp;aleatória</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;Nível:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Qualquer</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Uma distribuição com nível tem solução comprovada; o nível indica com que frequência um jogador de estratégia simples a vence.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Só distribuições com &amp;solução</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>O solucionador testa distribuições aleatórias até provar que uma delas tem solução.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>A distribuição deste código de &amp;partida:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Código de partida</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Limpar o código</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>As mesmas cartas desde o início, com a regra escolhida acima.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>A distribuição do &amp;dia</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>A distribuição de hoje na regra Clássica, a mesma para todos os jogadores, com solução comprovada.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>A distribuição de hoje na regra Clássica, a mesma para todos os jogadores, com solução comprovada. Nível: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>Distribuição do código {code}, regra {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>Repetir a distribuição at&amp;ual (código {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Double click</source>
        <translation>Clique &amp;duplo</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Dois cliques rápidos numa carta virada para cima a movem, com as cartas sobre ela, para o melhor lugar nas colunas.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>Posicionamento &amp;automático</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Quando você solta uma carta, o jogo escolhe a coluna para ela.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>Ajuda de &amp;posicionamento</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Enquanto você arrasta uma carta, os lugares para onde ela pode ir ficam destacados.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>&amp;Regras interativas</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Quando uma jogada é recusada, um breve aviso diz qual regra a recusou.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>Mo&amp;strar se a distribuição ainda tem solução</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>A barra do jogo diz se todas as cartas ainda podem chegar às fundações.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baralho de &amp;quatro cores</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Espadas pretas, copas vermelhas, ouros azuis e paus verdes, para que cada naipe se destaque.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>Mover cartas</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Ajudas</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aparência</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Padrão do sistema</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>O idioma do jogo; a mudança é imediata.</translation>
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
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Fe&amp;char</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Fecha sem salvar</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Recor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;olar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selecionar tudo</translation>
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
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurar padrões</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sim</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Não</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiar localização do &amp;link</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selecionar tudo</translation>
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
        <translation>Data</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Dicas</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Podia ser vencida</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Clique duas vezes para repetir esta distribuição</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>Desde o início: %1. De onde você parou: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconhecido</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Termine uma partida e seus resultados aparecerão aqui.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>A última partida (vitórias: %1); taxa de vitórias nas últimas 10 partidas: %2</numerusform>
            <numerusform>As últimas %n partidas (vitórias: %1); taxa de vitórias nas últimas 10 partidas: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>Gráfico das suas partidas recentes</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Partida %1: %2, %3 (pontuação %4)
Taxa de vitórias nas últimas 10 partidas: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Pontuação, partida vencida</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Pontuação, partida não vencida</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Taxa de vitórias (última partida)</numerusform>
            <numerusform>Taxa de vitórias (últimas %n partidas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Número da partida</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>Clássica</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>C&amp;lássica</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>Uma carta vai sobre uma carta da cor oposta, exatamente um valor acima.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Flexível</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>&amp;Flexível</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>A cor não importa: uma carta vai sobre qualquer carta exatamente um valor acima.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Regras do Yukon</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>A página de regras não foi encontrada. Reinstale o jogo.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Não há permissão para ler sua partida salva {path} (verifique as permissões do arquivo), então uma nova partida foi iniciada. O arquivo foi deixado como está, e esta partida não será salva por cima dele.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Sua partida salva {path} foi gravada por uma versão mais nova do Yukon Solitaire, então uma nova partida foi iniciada. O arquivo foi deixado como está, e esta partida não será salva por cima dele.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Não foi possível restaurar sua partida salva, então uma nova partida foi iniciada. Não foi possível mover o arquivo {path} para outro lugar.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>Sua partida salva estava danificada, então uma nova partida foi iniciada. O arquivo danificado foi movido para {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Parte da sua partida salva estava danificada: a partida continua de onde você parou, mas algumas das jogadas para desfazer ou refazer foram perdidas.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>Uma cópia do arquivo danificado foi guardada como {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Seu arquivo de configurações {path} foi gravado por uma versão mais nova do Yukon Solitaire. As configurações que esta versão conhece estão em uso; o arquivo foi deixado como está, e as alterações feitas agora não serão salvas.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>Não há permissão para ler seu arquivo de configurações {path} (verifique as permissões do arquivo), então as configurações padrão estão em uso. O arquivo foi deixado como está, e as alterações feitas agora não serão salvas.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Não foi possível ler seu arquivo de configurações, então as configurações padrão estão em uso. Não foi possível mover o arquivo {path} para outro lugar.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Seu arquivo de configurações estava danificado, então as configurações padrão estão em uso. O arquivo danificado foi movido para {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>Não foi possível salvar suas configurações em {path}: {reason}. Elas valem até o jogo ser fechado.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>Ás</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dois</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Três</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Oito</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nove</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dez</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valete</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rei</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carta virada para baixo</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>Coluna %1, vazia</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Coluna %1, %n carta, viradas para baixo: %2</numerusform>
            <numerusform>Coluna %1, %n cartas, viradas para baixo: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Coluna %1, %n carta</numerusform>
            <numerusform>Coluna %1, %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Fundação de espadas, vazia</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Fundação de copas, vazia</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Fundação de ouros, vazia</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Fundação de paus, vazia</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Fundação de espadas, até %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Fundação de copas, até %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Fundação de ouros, até %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Fundação de paus, até %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n carta virada para baixo</numerusform>
            <numerusform>%n cartas viradas para baixo</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>Coluna %1, a partir do fundo: %2</translation>
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
            <numerusform>Pontuação %1, tempo %2, %n jogada, partida %3</numerusform>
            <numerusform>Pontuação %1, tempo %2, %n jogadas, partida %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 para a sua fundação</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 e mais %n carta para a coluna vazia %2</numerusform>
            <numerusform>%1 e mais %n cartas para a coluna vazia %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 para a coluna vazia %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 e mais %n carta sobre %2</numerusform>
            <numerusform>%1 e mais %n cartas sobre %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 sobre %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; carta virada para cima: %2</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; pontuação %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Dica: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>Na mão: %1 e mais %n carta</numerusform>
            <numerusform>Na mão: %1 e mais %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>Na mão: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Não permitido</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>Jogada desfeita</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>Você venceu! Pontuação %1, tempo %2, %n jogada</numerusform>
            <numerusform>Você venceu! Pontuação %1, tempo %2, %n jogadas</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Nova partida %1, regra %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Colocar aqui</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Enviar para a sua fundação</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Procurar um lugar</translation>
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
        <translation>Sua partida já está aberta em outra janela do Yukon Solitaire.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Você pode abrir aqui uma partida separada. Ela é guardada à parte e não substitui a partida da outra janela.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>Abrir uma partida &amp;separada</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Fe&amp;char</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>Você tem uma partida em andamento: %1, %n jogada feita.</numerusform>
            <numerusform>Você tem uma partida em andamento: %1, %n jogadas feitas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>Jogar %1 em vez disso? A partida em andamento contará como abandonada nas estatísticas.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;Jogar %1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;Continuar minha partida</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Já há janelas demais do Yukon Solitaire abertas. Feche uma delas primeiro.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>Sua primeira vitória!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>Novo melhor tempo!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>Menos jogadas até hoje!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Nova melhor pontuação!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Sequência de vitórias: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>Não foi possível ler o arquivo de estatísticas “%1”. Ele foi guardado como “%2”, e novas estatísticas foram iniciadas.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>O arquivo de estatísticas “%1” tinha perdido sua lista de partidas. Uma cópia do arquivo foi guardada como “%2”, e uma nova lista foi iniciada.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>%n partida danificada no arquivo de estatísticas “%1” não pôde ser lida e ficou de fora. Nada foi removido do arquivo.</numerusform>
            <numerusform>%n partidas danificadas no arquivo de estatísticas “%1” não puderam ser lidas e ficaram de fora. Nada foi removido do arquivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>As partidas jogadas agora só ficam guardadas até você sair.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>O arquivo de estatísticas “%1” foi gravado por uma versão mais nova do Yukon Solitaire, então foi deixado como está.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>Não é possível ler o arquivo de estatísticas “%1”: permissão negada. Ele foi deixado como está.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>Não é possível abrir o arquivo de estatísticas “%1”: ele não é um arquivo comum. Ele foi deixado como está.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>Não é possível abrir o arquivo de estatísticas “%1”: ele é grande demais para ser um arquivo de estatísticas. Ele foi deixado como está.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Não é possível abrir o arquivo de estatísticas “%1”.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>não há permissão para alterar o arquivo</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>outro programa estava usando o arquivo</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>não foi possível gravar o arquivo</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>Não foi possível registrar as estatísticas desta sessão (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>Não foi possível gravar o arquivo de estatísticas “%1” (%2). O jogo continua; o que acontecer agora pode ficar de fora das estatísticas.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vencida</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Em andamento</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Sem classificação</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconhecido</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>As duas regras</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jogadas</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas vencidas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Sequência atual</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Maior sequência de vitórias</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Melhor pontuação</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Vitória mais rápida</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Menos jogadas numa vitória</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Tempo médio de uma vitória</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Partidas abandonadas</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Partidas que podiam ser vencidas</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Partidas em andamento</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Uma partida conta como jogada quando é vencida, ou quando é substituída por outra depois de pelo menos uma jogada.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Recordes</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Distribuição do dia</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Dias jogados</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Dias com vitória</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Sequência diária atual</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>Maior sequência diária</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Resultados recentes</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Repetir esta distribuição</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Começar de novo a distribuição da partida selecionada, com a regra dela</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exportar CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>&amp;Zerar estatísticas…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Fe&amp;char</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Não foi possível ler as estatísticas: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Partidas (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>Remover as estatísticas de %n partida terminada, nas duas regras?</numerusform>
            <numerusform>Remover as estatísticas de todas as suas %n partidas terminadas, nas duas regras?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>Remover as estatísticas de %n partida terminada na regra %1?</numerusform>
            <numerusform>Remover as estatísticas das suas %n partidas terminadas na regra %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>A partida em andamento, se houver, é mantida. Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Zerar estatísticas</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Não foi possível zerar as estatísticas: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n partida removida.</numerusform>
            <numerusform>%n partidas removidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exportar estatísticas</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Arquivos CSV (*.csv);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>Não foi possível gravar o arquivo “%1”: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n partida exportada para “%1”.</numerusform>
            <numerusform>%n partidas exportadas para “%1”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Feltro verde</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Feltro azul</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Mesa escura</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Jogadas: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Pontuação: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tempo: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Procurando uma distribuição com solução…
%n distribuição testada até agora.</numerusform>
            <numerusform>Procurando uma distribuição com solução…
%n distribuições testadas até agora.</numerusform>
        </translation>
    </message>
</context>
</TS>
