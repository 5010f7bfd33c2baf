<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt" sourcelanguage="en">
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Análise</translation>
    </message>
    <message>
        <source>Analyze: who wins?</source>
        <translation>Analisar: quem ganha?</translation>
    </message>
    <message>
        <source>Ask the solver who wins this board with best play.</source>
        <translation>Pergunte ao resolvedor quem ganha neste tabuleiro com o melhor jogo.</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Mostrar solução</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Próximo ▶</translation>
    </message>
    <message>
        <source>The solver is thinking…</source>
        <translation>O resolvedor está pensando…</translation>
    </message>
    <message>
        <source>Fix the problems first: only a playable board can be analysed.</source>
        <translation>Corrija os problemas primeiro: só um tabuleiro jogável pode ser analisado.</translation>
    </message>
    <message>
        <source>The solver could not analyse this board: %1</source>
        <translation>O resolvedor não conseguiu analisar este tabuleiro: %1</translation>
    </message>
    <message numerus="yes">
        <source>The solver explored %n reduced position(s).</source>
        <translation>
            <numerusform>O resolvedor explorou %n posição reduzida.</numerusform>
            <numerusform>O resolvedor explorou %n posições reduzidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>P wins in %n turn(s) with best play (P hurries, O holds out).</source>
        <translation>
            <numerusform>P ganha em %n lance com o melhor jogo (P tem pressa, O resiste).</numerusform>
            <numerusform>P ganha em %n lances com o melhor jogo (P tem pressa, O resiste).</numerusform>
        </translation>
    </message>
    <message>
        <source>O wins: P cannot force O onto a dead end; the game can go on forever.</source>
        <translation>O ganha: P não consegue levar O a um beco sem saída; a partida pode continuar para sempre.</translation>
    </message>
    <message>
        <source>Start: the token is on the start cell; O moves first.</source>
        <translation>Início: a peça está na casa de partida; O joga primeiro.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Passo %1 de %2: %3</translation>
    </message>
    <message>
        <source>Numbers: %1. Activated: %2.</source>
        <translation>Números: %1. Ativados: %2.</translation>
    </message>
    <message>
        <source>%1 resets: the token goes back to the start.</source>
        <translation>%1 recomeça: a peça volta à casa de partida.</translation>
    </message>
    <message>
        <source>%1 crosses arrow %2 to %3.</source>
        <translation>%1 atravessa a seta %2 até %3.</translation>
    </message>
    <message>
        <source>%1 sets %2 = %3.</source>
        <translation>%1 escolhe %2 = %3.</translation>
    </message>
</context>
<context>
    <name>BrowseBar</name>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Voltar à partida (Esc)</translation>
    </message>
</context>
<context>
    <name>CheckersOptions</name>
    <message>
        <source>Operator tiles</source>
        <translation>Fichas de operador</translation>
    </message>
    <message>
        <source>Basic: 3 AND, 3 OR, 3 XOR</source>
        <translation>Básico: 3 AND, 3 OR, 3 XOR</translation>
    </message>
    <message>
        <source>Advanced: compose the pile</source>
        <translation>Avançado: componha o monte</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>The same position a third time is a draw</source>
        <translation>A mesma posição pela terceira vez é empate</translation>
    </message>
    <message>
        <source>Draw when nobody captures or moves a man for</source>
        <translation>Empate se ninguém captura nem move uma pedra por</translation>
    </message>
    <message>
        <source> turns (both sides)</source>
        <translation> vezes (dos dois lados)</translation>
    </message>
    <message>
        <source>Men may also capture backwards</source>
        <translation>As pedras também podem capturar para trás</translation>
    </message>
    <message>
        <source>A capture must take the most stones</source>
        <translation>É obrigatório capturar o maior número de peças</translation>
    </message>
    <message>
        <source>Kings need not capture first</source>
        <translation>As damas não têm prioridade na captura</translation>
    </message>
    <message>
        <source>The owner chooses a new king&apos;s bit</source>
        <translation>O dono escolhe o bit da nova dama</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the pile</source>
        <translation>
            <numerusform>%n ficha no monte</numerusform>
            <numerusform>%n fichas no monte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckersScene</name>
    <message>
        <source>All 1</source>
        <translation>Tudo 1</translation>
    </message>
    <message>
        <source>Every stone shows 1 (key 1)</source>
        <translation>Todas as peças mostram 1 (tecla 1)</translation>
    </message>
    <message>
        <source>All 0</source>
        <translation>Tudo 0</translation>
    </message>
    <message>
        <source>Every stone shows 0 (key 0)</source>
        <translation>Todas as peças mostram 0 (tecla 0)</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatório</translation>
    </message>
    <message>
        <source>Random bits (key R)</source>
        <translation>Bits aleatórios (tecla R)</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>The bits you chose last time (key L)</source>
        <translation>Os bits que você escolheu da última vez (tecla L)</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Fix your set-up; both are revealed together (Enter)</source>
        <translation>Confirme a sua preparação; as duas são reveladas juntas (Enter)</translation>
    </message>
    <message>
        <source>Turn a stone over</source>
        <translation>Virar uma peça</translation>
    </message>
    <message>
        <source>Then click one of your stones (or right-click it, or press F over it)</source>
        <translation>Depois clique numa peça sua (ou clique nela com o botão direito, ou aperte F sobre ela)</translation>
    </message>
    <message>
        <source>The new king shows %1</source>
        <translation>A nova dama mostra %1</translation>
    </message>
    <message>
        <source>Setting up…</source>
        <translation>Preparação…</translation>
    </message>
    <message>
        <source>Set up your bits</source>
        <translation>Escolha os seus bits</translation>
    </message>
    <message>
        <source>A capture is compulsory: one of the stones marked ! must take.</source>
        <translation>A captura é obrigatória: uma das peças marcadas com ! tem de capturar.</translation>
    </message>
    <message>
        <source>This stone cannot move now.</source>
        <translation>Esta peça não pode se mover agora.</translation>
    </message>
    <message>
        <source>Finish the capture: land on one of the marked squares (Esc goes back a jump).</source>
        <translation>Termine a captura: caia numa das casas marcadas (Esc volta um salto).</translation>
    </message>
    <message>
        <source>The man is crowned: click the bit the new king shows (1 or 0).</source>
        <translation>A pedra virou dama: clique no bit que a nova dama vai mostrar (1 ou 0).</translation>
    </message>
    <message>
        <source>No flip now: a capture is compulsory.</source>
        <translation>Agora não dá para virar: a captura é obrigatória.</translation>
    </message>
</context>
<context>
    <name>CheckersUI</name>
    <message>
        <source>Programmer&apos;s Checkers</source>
        <translation>Damas do programador</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Brancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Pretas</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Este lance</translation>
    </message>
    <message>
        <source>Show the stones that can move</source>
        <translation>Mostrar as peças que podem se mover</translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation>Mostrar os números das casas</translation>
    </message>
    <message>
        <source>Play a stone&apos;s only move at the first click</source>
        <translation>Jogar no primeiro clique o único lance de uma peça</translation>
    </message>
    <message>
        <source>Off: a click picks the stone and shows its move; a second click (or a drag) plays it</source>
        <translation>Desligado: um clique escolhe a peça e mostra o lance; um segundo clique (ou arrastar) o joga</translation>
    </message>
    <message>
        <source>ones: %1, zeros: %2</source>
        <translation>uns: %1, zeros: %2</translation>
    </message>
    <message>
        <source>discard reshuffled; %1 turned up</source>
        <translation>descarte embaralhado; %1 à vista</translation>
    </message>
    <message>
        <source>%1 turned up</source>
        <translation>%1 à vista</translation>
    </message>
    <message>
        <source>%1 turned up: a tile of the pile is laid face up.</source>
        <translation>%1 à vista: uma peça do monte é virada para cima.</translation>
    </message>
    <message>
        <source>%1: the stone on %2 is turned over (its bit changes).</source>
        <translation>%1: a peça em %2 é virada (o bit dela muda).</translation>
    </message>
    <message>
        <source>%1: the stone on %2 jumps to %3, taking %4.</source>
        <translation>%1: a peça em %2 salta para %3 e captura %4.</translation>
    </message>
    <message>
        <source>%1: the stone on %2 moves to %3.</source>
        <translation>%1: a peça em %2 vai para %3.</translation>
    </message>
    <message>
        <source>It becomes a king (♛).</source>
        <translation>Ela vira dama (♛).</translation>
    </message>
    <message>
        <source>the bits of its stones on %1 to %2, in order</source>
        <translation>os bits das peças dele nas casas %1 a %2, em ordem</translation>
    </message>
    <message>
        <source>%1: the bits of %2&apos;s stones on %3 to %4, in that order (%5 show 1).</source>
        <translation>%1: os bits das peças das %2 nas casas %3 a %4, nessa ordem (%5 mostram 1).</translation>
    </message>
    <message>
        <source>The pile is empty: the discard is shuffled into a new pile.</source>
        <translation>O monte acabou: o descarte é embaralhado e forma um novo monte.</translation>
    </message>
    <message>
        <source>%1 has a new king on %2.</source>
        <translation>Nova dama das %1 em %2.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Vitória: %1.</translation>
    </message>
    <message>
        <source>%1 has no stones left.</source>
        <translation>As %1 não têm mais peças.</translation>
    </message>
    <message>
        <source>Draw: a lone king against a lone king.</source>
        <translation>Empate: uma dama sozinha contra uma dama sozinha.</translation>
    </message>
    <message>
        <source>Draw: the same position for the third time.</source>
        <translation>Empate: a mesma posição pela terceira vez.</translation>
    </message>
    <message numerus="yes">
        <source>Draw: %n turns in a row without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>Empate: %n vez seguida sem captura nem movimento de pedra.</numerusform>
            <numerusform>Empate: %n vezes seguidas sem captura nem movimento de pedra.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Empate.</translation>
    </message>
    <message>
        <source>Hint: a set-up the computer likes; change it as you wish.</source>
        <translation>Dica: uma preparação de que o computador gosta; mude-a como quiser.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Dica: %1.</translation>
    </message>
    <message>
        <source>After it you can force a win.</source>
        <translation>Depois dele você pode forçar a vitória.</translation>
    </message>
    <message>
        <source>After it your opponent can force a win.</source>
        <translation>Depois dele seu adversário pode forçar a vitória.</translation>
    </message>
    <message numerus="yes">
        <source>After it you should win, unless %n turns pass without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>Depois dele você deve ganhar, a menos que passe %n vez sem captura nem movimento de pedra.</numerusform>
            <numerusform>Depois dele você deve ganhar, a menos que passem %n vezes sem captura nem movimento de pedra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After it your opponent should win, unless %n turns pass without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>Depois dele seu adversário deve ganhar, a menos que passe %n vez sem captura nem movimento de pedra.</numerusform>
            <numerusform>Depois dele seu adversário deve ganhar, a menos que passem %n vezes sem captura nem movimento de pedra.</numerusform>
        </translation>
    </message>
    <message>
        <source>After it the game is about even.</source>
        <translation>Depois dele o jogo fica mais ou menos igual.</translation>
    </message>
    <message>
        <source>After it you are about %1 men ahead.</source>
        <translation>Depois dele você fica cerca de %1 peças à frente.</translation>
    </message>
    <message>
        <source>After it you are about %1 men behind.</source>
        <translation>Depois dele você fica cerca de %1 peças atrás.</translation>
    </message>
    <message>
        <source>Ones: %1, zeros: %2.</source>
        <translation>Uns: %1, zeros: %2.</translation>
    </message>
    <message>
        <source>turn over the stone on %1</source>
        <translation>vire a peça em %1</translation>
    </message>
    <message>
        <source>You must capture under %1: the stones marked ! can take.</source>
        <translation>Com %1 você tem de capturar: as peças marcadas com ! podem capturar.</translation>
    </message>
    <message>
        <source>%1: choose your stones&apos; bits in secret, then press Ready.</source>
        <translation>%1: escolha em segredo os bits das suas peças e depois clique em Pronto.</translation>
    </message>
    <message>
        <source>Both set-ups are revealed together.</source>
        <translation>As duas preparações são reveladas juntas.</translation>
    </message>
    <message>
        <source>Click a stone to turn it over. Under AND only a 1 takes a 1; under OR anything but 0 against 0; under XOR only different bits.</source>
        <translation>Clique numa peça para virá-la. Com AND só um 1 captura um 1; com OR tudo menos 0 contra 0; com XOR só bits diferentes.</translation>
    </message>
    <message>
        <source>%1 to move under %2.</source>
        <translation>Vez das %1, com %2.</translation>
    </message>
    <message>
        <source>A capture is compulsory: %1.</source>
        <translation>A captura é obrigatória: %1.</translation>
    </message>
    <message>
        <source>After a capture %1 becomes active.</source>
        <translation>Depois de uma captura, %1 passa a ser o ativo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n turns without a capture or a man&apos;s move: then it is a draw.</source>
        <translation>
            <numerusform>Vezes sem captura nem movimento de pedra: %1 de %n; então é empate.</numerusform>
            <numerusform>Vezes sem captura nem movimento de pedra: %1 de %n; então é empate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right-click a stone (or press F over it) to turn it over instead of moving.</source>
        <translation>Clique com o botão direito numa peça (ou aperte F sobre ela) para virá-la em vez de mover.</translation>
    </message>
    <message>
        <source>Click one of your stones to pick it: the squares it may go to light up.</source>
        <translation>Clique numa das suas peças para escolhê-la: as casas para onde ela pode ir se acendem.</translation>
    </message>
    <message>
        <source>The stone on %1 has one move, %2: click %3 or drag the stone there to play it.</source>
        <translation>A peça em %1 tem um só lance, %2: clique em %3 ou arraste a peça até lá para jogá-lo.</translation>
    </message>
    <message>
        <source>The stone on %1 is picked: click a marked square or drag the stone there.</source>
        <translation>A peça em %1 está escolhida: clique numa casa marcada ou arraste a peça até lá.</translation>
    </message>
    <message>
        <source>%1: no capture is allowed.</source>
        <translation>%1: nenhuma captura é permitida.</translation>
    </message>
    <message>
        <source>a %1 takes a %2</source>
        <translation>um %1 captura um %2</translation>
    </message>
    <message>
        <source>%1: set up your bits in secret. %2, please look away.</source>
        <translation>%1: prepare os seus bits em segredo. %2, por favor, olhe para o lado.</translation>
    </message>
</context>
<context>
    <name>EditorScene</name>
    <message>
        <source>Delete selection</source>
        <translation>Excluir seleção</translation>
    </message>
    <message>
        <source>An empty board: click to add cells in Add cell mode (C); the first is the start. Then drag from cell to cell in Add arrow mode (A).</source>
        <translation>Um tabuleiro vazio: clique para adicionar casas com a ferramenta + Casa (C); a primeira é a casa de partida. Depois arraste de uma casa a outra com a ferramenta + Seta (A).</translation>
    </message>
</context>
<context>
    <name>FoldBar</name>
    <message>
        <source>Panel</source>
        <translation>Painel</translation>
    </message>
    <message>
        <source>Show the players, the moves and the game&apos;s tools beside the board</source>
        <translation>Mostra os jogadores, os lances e as ferramentas do jogo ao lado do tabuleiro</translation>
    </message>
</context>
<context>
    <name>FriendBar</name>
    <message>
        <source>Offer a draw</source>
        <translation>Propor empate</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
</context>
<context>
    <name>FriendGame</name>
    <message>
        <source>Offer a draw to your friend</source>
        <translation>Propor empate ao seu amigo</translation>
    </message>
    <message>
        <source>Resign the game with your friend</source>
        <translation>Desistir da partida com seu amigo</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <source>Resign this game? Your friend wins it.</source>
        <translation>Desistir desta partida? Seu amigo vence.</translation>
    </message>
    <message>
        <source>Your friend agreed: the move is taken back.</source>
        <translation>Seu amigo concordou: a jogada foi desfeita.</translation>
    </message>
    <message>
        <source>Your friend did not agree to take the move back.</source>
        <translation>Seu amigo não concordou em desfazer a jogada.</translation>
    </message>
    <message>
        <source>Your friend declined the draw.</source>
        <translation>Seu amigo recusou o empate.</translation>
    </message>
    <message>
        <source>The game with your friend is over.</source>
        <translation>A partida com seu amigo terminou.</translation>
    </message>
    <message>
        <source>The connection to your friend was lost. Continue when your friend is back: you both use the code %1 again.</source>
        <translation>A conexão com seu amigo caiu. Continue quando ele voltar: vocês dois usam de novo o código %1.</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Reconectar</translation>
    </message>
    <message>
        <source>Play on this computer</source>
        <translation>Jogar neste computador</translation>
    </message>
    <message>
        <source>Your friend asks to take back their last move.</source>
        <translation>Seu amigo pede para desfazer a última jogada dele.</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Permitir</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Recusar</translation>
    </message>
    <message>
        <source>Your friend offers a draw.</source>
        <translation>Seu amigo propõe empate.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceitar</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Recusar</translation>
    </message>
    <message>
        <source>Waiting for your friend to allow the undo…</source>
        <translation>Aguardando seu amigo permitir desfazer…</translation>
    </message>
    <message>
        <source>Waiting for your friend&apos;s answer to your draw offer…</source>
        <translation>Aguardando a resposta do seu amigo à proposta de empate…</translation>
    </message>
    <message>
        <source>Playing with your friend.</source>
        <translation>Jogando com seu amigo.</translation>
    </message>
    <message>
        <source>The game&apos;s code, to continue it after a lost connection: %1</source>
        <translation>O código da partida, para continuá-la depois de perder a conexão: %1</translation>
    </message>
    <message>
        <source>Waiting for your friend&apos;s move…</source>
        <translation>Aguardando a jogada do seu amigo…</translation>
    </message>
    <message>
        <source>You have chosen. Waiting for your friend&apos;s choice…</source>
        <translation>Você escolheu. Aguardando a escolha do seu amigo…</translation>
    </message>
    <message>
        <source>Your friend has chosen.</source>
        <translation>Seu amigo escolheu.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jogar %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>A game of %1 was left unfinished: continue it where it was.</source>
        <translation>Uma partida de %1 ficou inacabada: continue de onde parou.</translation>
    </message>
    <message>
        <source>The game last played at %1</source>
        <translation>A partida jogada pela última vez em %1</translation>
    </message>
    <message>
        <source>Several games of %1 were left unfinished: choose one to continue.</source>
        <translation>Várias partidas de %1 ficaram inacabadas: escolha uma para continuar.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Moves</source>
        <translation>Lances</translation>
    </message>
    <message>
        <source>The check is copied: paste it in a terminal.</source>
        <translation>Verificação copiada: cole-a num terminal.</translation>
    </message>
    <message>
        <source>You are looking at the game after move %1 of %2.</source>
        <translation>Você está vendo a partida depois do lance %1 de %2.</translation>
    </message>
    <message>
        <source>%1 has chosen</source>
        <translation>%1 já escolheu</translation>
    </message>
    <message>
        <source>Hand over to %2. %1, please look away until both choices are revealed.</source>
        <translation>Agora é a vez de %2. %1, por favor, olhe para o lado até as duas escolhas serem reveladas.</translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <translation>Sou %1: mostrar o tabuleiro</translation>
    </message>
    <message>
        <source>No crash copy of this game can be kept:
%1
The game goes on; save it to keep it.</source>
        <translation>Não é possível guardar uma cópia de segurança desta partida:
%1
A partida continua; grave-a para a guardar.</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Não é possível continuar a partida</translation>
    </message>
    <message>
        <source>This game is being continued in another Ludoteca window.</source>
        <translation>Esta partida já está a ser continuada noutra janela do Ludoteca.</translation>
    </message>
    <message>
        <source>The copy holds a game of %1, not of %2.</source>
        <translation>A cópia contém uma partida de %1, não de %2.</translation>
    </message>
    <message>
        <source>The copy is kept as %1.</source>
        <translation>A cópia fica guardada como %1.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>You lose.</source>
        <translation>Você perdeu.</translation>
    </message>
    <message>
        <source>The computer player failed: %1</source>
        <translation>O computador falhou: %1</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partida não salva</translation>
    </message>
    <message>
        <source>The %1 game in progress is not saved. Save it first?</source>
        <translation>A partida de %1 em andamento não foi salva. Salvar antes?</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Convidar um amigo</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Você joga com</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Sair da partida</translation>
    </message>
    <message>
        <source>You are playing with your friend. Leave the game? It stops for both of you; you can continue it later with the same code.</source>
        <translation>Você está jogando com seu amigo. Sair da partida? Ela para para os dois; vocês podem continuá-la depois com o mesmo código.</translation>
    </message>
    <message>
        <source>Cannot invite</source>
        <translation>Não foi possível convidar</translation>
    </message>
    <message>
        <source>Play on this computer</source>
        <translation>Jogar neste computador</translation>
    </message>
    <message>
        <source>Cannot reconnect: %1</source>
        <translation>Não foi possível reconectar: %1</translation>
    </message>
    <message>
        <source>Waiting for your friend to continue the game (code %1)…</source>
        <translation>Aguardando seu amigo continuar a partida (código %1)…</translation>
    </message>
    <message>
        <source>Paused. Press P to go on.</source>
        <translation>Em pausa. Aperte P para continuar.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Vez: %1</translation>
    </message>
    <message>
        <source>Both choose</source>
        <translation>Os dois escolhem</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salvar partida</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Não é possível salvar a partida</translation>
    </message>
    <message>
        <source>The game is still open; try another place.</source>
        <translation>A partida continua aberta; tente salvar em outro lugar.</translation>
    </message>
    <message>
        <source>This version could not open such a save again: %1. The game is still open.</source>
        <translation>Esta versão não conseguiria voltar a abrir uma gravação assim: %1. A partida continua aberta.</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Salvo como %1.</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>%1 resigns.</source>
        <translation>Desistência: %1.</translation>
    </message>
    <message>
        <source>%1 loses by forfeit: %2</source>
        <translation>%1 perde por W.O.: %2</translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation>Empate combinado.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Empate.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Vitória: %1.</translation>
    </message>
    <message>
        <source>Options: %1</source>
        <translation>Opções: %1</translation>
    </message>
    <message>
        <source>%1: make your secret choice. %2, please look away.</source>
        <translation>%1: faça a sua escolha secreta. %2, por favor, olhe para o lado.</translation>
    </message>
    <message>
        <source>Import record…</source>
        <translation>Importar registro…</translation>
    </message>
    <message>
        <source>Paste record</source>
        <translation>Colar registro</translation>
    </message>
    <message>
        <source>Export record…</source>
        <translation>Exportar registro…</translation>
    </message>
    <message>
        <source>Copy record</source>
        <translation>Copiar registro</translation>
    </message>
    <message>
        <source>Cannot import the record</source>
        <translation>Não é possível importar o registro</translation>
    </message>
    <message>
        <source>Cannot export the record</source>
        <translation>Não é possível exportar o registro</translation>
    </message>
    <message>
        <source>Record copied.</source>
        <translation>Registro copiado.</translation>
    </message>
    <message>
        <source>Record (the moves, e.g. from a forum post):</source>
        <translation>Registro (os lances, por exemplo de uma postagem num fórum):</translation>
    </message>
    <message>
        <source>Records (*.txt);;All files (*)</source>
        <translation>Registros (*.txt);;Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Ludoteca</source>
        <translation>Ludoteca</translation>
    </message>
    <message>
        <source>Games from old rule sheets, brought to the screen. Choose one to play.</source>
        <translation>Jogos de velhas folhas de regras, trazidos para a tela. Escolha um para jogar.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite a friend</source>
        <translation>Convidar um amigo</translation>
    </message>
    <message>
        <source>Give this code to your friend: read it out or paste it. On their computer they choose New game, A friend on another computer, Join, and type it. The game: %1.</source>
        <translation>Passe este código ao seu amigo: leia em voz alta ou cole. No computador dele, ele escolhe Novo jogo, Um amigo em outro computador, Entrar, e digita o código. O jogo: %1.</translation>
    </message>
    <message>
        <source>Asking the server for a code…</source>
        <translation>Pedindo um código ao servidor…</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Copiar o código</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>Aguardando seu amigo entrar…</translation>
    </message>
    <message>
        <source>The code is copied. Waiting for your friend to join…</source>
        <translation>Código copiado. Aguardando seu amigo entrar…</translation>
    </message>
    <message>
        <source>No game: %1</source>
        <translation>Sem partida: %1</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a friend&apos;s game</source>
        <translation>Entrar na partida de um amigo</translation>
    </message>
    <message>
        <source>Type the code your friend&apos;s Ludoteca shows (a number and words, such as 7-crossover-clockwork).</source>
        <translation>Digite o código que a Ludoteca do seu amigo mostra (um número e palavras, como 7-crossover-clockwork).</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <source>Servers…</source>
        <translation>Servidores…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Recusar</translation>
    </message>
    <message>
        <source>Connecting to your friend…</source>
        <translation>Conectando ao seu amigo…</translation>
    </message>
    <message>
        <source>The invitation cannot be played here: %1</source>
        <translation>O convite não pode ser jogado aqui: %1</translation>
    </message>
    <message>
        <source>Your friend invites you to play %1.</source>
        <translation>Seu amigo convida você para jogar %1.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Você joga com %1.</translation>
    </message>
    <message>
        <source>The game goes on from move %1.</source>
        <translation>A partida continua a partir da jogada %1.</translation>
    </message>
    <message>
        <source>Accept the invitation to start.</source>
        <translation>Aceite o convite para começar.</translation>
    </message>
    <message>
        <source>No game: %1</source>
        <translation>Sem partida: %1</translation>
    </message>
</context>
<context>
    <name>LevelDialog</name>
    <message>
        <source>Oche — choose a level</source>
        <translation>Oche — escolha um nível</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>indisponível</translation>
    </message>
    <message>
        <source>(you play O)</source>
        <translation>(você joga com O)</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra o computador</translation>
    </message>
    <message>
        <source>Two people on this screen</source>
        <translation>Duas pessoas nesta tela</translation>
    </message>
    <message>
        <source>A friend on another computer (you get a code for them)</source>
        <translation>Um amigo em outro computador (você recebe um código para ele)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Nível %1 · %2</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Você joga com %1.</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>concluído</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Ludoteca</source>
        <translation>Ludoteca</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Di&amp;ca</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>De&amp;monstração</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Início</translation>
    </message>
    <message>
        <source>In&amp;vite a friend to this game…</source>
        <translation>Con&amp;vidar um amigo para esta partida…</translation>
    </message>
    <message>
        <source>&amp;Join a friend&apos;s game…</source>
        <translation>&amp;Entrar na partida de um amigo…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>Open Recen&amp;t</source>
        <translation>A&amp;brir recentes</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Lance</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidade das animações</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligada</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Igual ao sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regras deste jogo</translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation>&amp;Sobre o Ludoteca</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Novo</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Ludoteca will speak %1 from the next start; the rules pages already do.</source>
        <translation>O Ludoteca vai falar %1 a partir da próxima vez que for aberto; as páginas de regras já falam.</translation>
    </message>
    <message>
        <source>%1 — Ludoteca</source>
        <translation>%1 — Ludoteca</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Which game?</source>
        <translation>Qual jogo?</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Não é possível abrir a partida</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Nenhum arquivo recente</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Limpar a lista</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Não é possível abrir o arquivo</translation>
    </message>
    <message>
        <source>%1 is no longer there (moved, renamed or deleted); it is taken off the list of recent files.</source>
        <translation>%1 não está mais lá (movido, renomeado ou apagado): ele sai da lista de arquivos recentes.</translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation>Sobre o Ludoteca</translation>
    </message>
    <message>
        <source>Ludoteca %1</source>
        <translation>Ludoteca %1</translation>
    </message>
    <message>
        <source>Two-player games from old rule sheets, to play with a friend at one screen or against the computer.</source>
        <translation>Jogos para dois tirados de velhas folhas de regras, para jogar com um amigo na mesma tela ou contra o computador.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Software livre sob a GNU General Public License, versão 3 ou posterior.</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <source>The connection to your friend was lost; trying again…</source>
        <translation>A conexão com seu amigo caiu; tentando de novo…</translation>
    </message>
    <message>
        <source>The connection ended.</source>
        <translation>A conexão terminou.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Two people on this computer</source>
        <translation>Duas pessoas neste computador</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra o computador</translation>
    </message>
    <message>
        <source>A friend on another computer</source>
        <translation>Um amigo em outro computador</translation>
    </message>
    <message>
        <source>Invite (you get a code for your friend)</source>
        <translation>Convidar (você recebe um código para seu amigo)</translation>
    </message>
    <message>
        <source>Join (type your friend&apos;s code)</source>
        <translation>Entrar (digite o código do seu amigo)</translation>
    </message>
    <message>
        <source>Servers…</source>
        <translation>Servidores…</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Você joga com</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nível do computador</translation>
    </message>
</context>
<context>
    <name>OcheEditorPage</name>
    <message>
        <source>Select</source>
        <translation>Selecionar</translation>
    </message>
    <message>
        <source>Select, move and edit</source>
        <translation>Selecionar, mover e editar</translation>
    </message>
    <message>
        <source>Add cell</source>
        <translation>+ Casa</translation>
    </message>
    <message>
        <source>Click on the canvas to add a cell</source>
        <translation>Clique na área de desenho para adicionar uma casa</translation>
    </message>
    <message>
        <source>Add arrow</source>
        <translation>+ Seta</translation>
    </message>
    <message>
        <source>Drag from a cell to another to add an arrow</source>
        <translation>Arraste de uma casa para outra para adicionar uma seta</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Click a cell or an arrow to delete it</source>
        <translation>Clique numa casa ou numa seta para excluí-la</translation>
    </message>
    <message>
        <source>Delete selection</source>
        <translation>Excluir seleção</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Selecionar tudo</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Ampliar</translation>
    </message>
    <message>
        <source>Zoom +</source>
        <translation>Zoom +</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Reduzir</translation>
    </message>
    <message>
        <source>Zoom −</source>
        <translation>Zoom −</translation>
    </message>
    <message>
        <source>Fit to window</source>
        <translation>Ajustar à janela</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation>Alinhar à grade</translation>
    </message>
    <message>
        <source>Snap</source>
        <translation>Alinhar</translation>
    </message>
    <message>
        <source>Analyze: who wins?</source>
        <translation>Analisar: quem ganha?</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>Analisar</translation>
    </message>
    <message>
        <source>Play-test…</source>
        <translation>Testar…</translation>
    </message>
    <message>
        <source>New from built-in &amp;level…</source>
        <translation>Novo a partir de um níve&amp;l incluído…</translation>
    </message>
    <message>
        <source>Export as &amp;PNG…</source>
        <translation>Exportar como &amp;PNG…</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>Exportar como S&amp;VG…</translation>
    </message>
    <message>
        <source>Board designer</source>
        <translation>Editor de tabuleiros</translation>
    </message>
    <message>
        <source>The board changed: analyze again.</source>
        <translation>O tabuleiro mudou: analise de novo.</translation>
    </message>
    <message>
        <source>Select: click or drag a box to select; drag cells to move them; double-click to edit in place; Delete removes the selection. Wheel zooms, middle button or space+drag pans.</source>
        <translation>Selecionar: clique ou arraste um retângulo para selecionar; arraste as casas para movê-las; clique duplo para editar no lugar; Delete remove a seleção. A roda do mouse dá zoom; o botão do meio ou espaço+arrastar desloca a vista.</translation>
    </message>
    <message>
        <source>Add cell: click on the canvas. The first cell is the start cell.</source>
        <translation>+ Casa: clique na área de desenho. A primeira casa é a casa de partida.</translation>
    </message>
    <message>
        <source>Add arrow: drag from one cell to another. Set its colour and letter in the properties.</source>
        <translation>+ Seta: arraste de uma casa para outra. A cor e a letra se definem nas propriedades.</translation>
    </message>
    <message>
        <source>Delete: click a cell (with its arrows) or an arrow. Esc goes back to select.</source>
        <translation>Excluir: clique numa casa (com as suas setas) ou numa seta. Esc volta a Selecionar.</translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation>Tabuleiro sem nome</translation>
    </message>
    <message>
        <source>Designer · %1</source>
        <translation>Editor · %1</translation>
    </message>
    <message>
        <source>&amp;New board…</source>
        <translation>&amp;Novo tabuleiro…</translation>
    </message>
    <message>
        <source>Oche boards (*.oche.json);;All files (*)</source>
        <translation>Tabuleiros Oche (*.oche.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Unsaved board</source>
        <translation>Tabuleiro não salvo</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them first?</source>
        <translation>“%1” tem alterações não salvas. Salvar antes?</translation>
    </message>
    <message>
        <source>Drawing the board…</source>
        <translation>A desenhar o tabuleiro…</translation>
    </message>
    <message>
        <source>Open an Oche board</source>
        <translation>Abrir um tabuleiro Oche</translation>
    </message>
    <message>
        <source>Cannot open the board</source>
        <translation>Não é possível abrir o tabuleiro</translation>
    </message>
    <message>
        <source>%1 is not a board file: %2.</source>
        <translation>%1 não é um arquivo de tabuleiro: %2.</translation>
    </message>
    <message>
        <source>%1 is not a readable Oche board:</source>
        <translation>%1 não é um tabuleiro Oche legível:</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (cópia)</translation>
    </message>
    <message>
        <source>The board has problems</source>
        <translation>O tabuleiro tem problemas</translation>
    </message>
    <message>
        <source>%1 opened as a draft; fix the problems listed before playing it:</source>
        <translation>%1 foi aberto como rascunho; corrija os problemas listados antes de jogá-lo:</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Nível %1</translation>
    </message>
    <message>
        <source>Start from a level</source>
        <translation>Começar de um nível</translation>
    </message>
    <message>
        <source>Open a copy of a built-in level:</source>
        <translation>Abrir uma cópia de um nível incluído:</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Salvar o tabuleiro</translation>
    </message>
    <message>
        <source>Cannot save the board</source>
        <translation>Não é possível salvar o tabuleiro</translation>
    </message>
    <message>
        <source>The board is still open; try another place.</source>
        <translation>O tabuleiro continua aberto; tente salvar em outro lugar.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 salvo.</translation>
    </message>
    <message>
        <source>Saved %1 as a draft: it has problems and cannot be played yet.</source>
        <translation>%1 salvo como rascunho: tem problemas e ainda não pode ser jogado.</translation>
    </message>
    <message>
        <source>Cannot play the board</source>
        <translation>Não é possível jogar o tabuleiro</translation>
    </message>
    <message>
        <source>Fix the problems first:</source>
        <translation>Corrija primeiro os problemas:</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Desenhos SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Exportar o tabuleiro</translation>
    </message>
    <message>
        <source>Oche board</source>
        <translation>Tabuleiro Oche</translation>
    </message>
    <message>
        <source>An Oche board drawn by Ludoteca</source>
        <translation>Um tabuleiro Oche desenhado pelo Ludoteca</translation>
    </message>
    <message>
        <source>Cannot export the board</source>
        <translation>Não é possível exportar o tabuleiro</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>%1 exportado.</translation>
    </message>
</context>
<context>
    <name>OcheScene</name>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 está decidindo…</translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>novo: %1</translation>
    </message>
    <message>
        <source>A number not in play yet</source>
        <translation>Um número que ainda não está em jogo</translation>
    </message>
    <message>
        <source>%1 · choose %2 =</source>
        <translation>%1 · escolha %2 =</translation>
    </message>
    <message>
        <source>%1 · choose %2 =   (or type a number)</source>
        <translation>%1 · escolha %2 =   (ou digite um número)</translation>
    </message>
    <message>
        <source>P · cross a glowing arrow, or</source>
        <translation>P · atravesse uma seta iluminada, ou</translation>
    </message>
    <message>
        <source>P · no arrow is open to you here:</source>
        <translation>P · aqui nenhuma seta está aberta para você:</translation>
    </message>
    <message>
        <source>↺  Reset to start</source>
        <translation>↺  Recomeçar da casa de partida</translation>
    </message>
    <message>
        <source>O · cross any arrow from the token&apos;s cell</source>
        <translation>O · atravesse qualquer seta que sai da casa da peça</translation>
    </message>
    <message>
        <source>Hint: cross the arrow glowing in cyan.</source>
        <translation>Dica: atravesse a seta iluminada em ciano.</translation>
    </message>
    <message>
        <source>Hint: choose %1.</source>
        <translation>Dica: escolha %1.</translation>
    </message>
    <message>
        <source>Hint: reset to the start cell.</source>
        <translation>Dica: recomece da casa de partida.</translation>
    </message>
    <message>
        <source>Closed to P: O has not activated %1() yet.</source>
        <translation>Fechada para P: O ainda não ativou %1().</translation>
    </message>
    <message>
        <source>Closed to P: %1 has no number yet.</source>
        <translation>Fechada para P: %1 ainda não tem número.</translation>
    </message>
    <message>
        <source>Closed to P: %1(%2) is not activated (%3 = %2).</source>
        <translation>Fechada para P: %1(%2) não está ativado (%3 = %2).</translation>
    </message>
</context>
<context>
    <name>OcheSidePanel</name>
    <message>
        <source>Numbers</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>Activated by O, newest first</source>
        <translation>Ativados por O, do mais recente</translation>
    </message>
    <message>
        <source>↺ Reset</source>
        <translation>↺ Recomeçar</translation>
    </message>
    <message>
        <source>Put the token back on the start cell; O moves next (R)</source>
        <translation>Põe a peça de volta na casa de partida; depois joga O (R)</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <source>Levels…</source>
        <translation>Níveis…</translation>
    </message>
    <message>
        <source>This board has no letters.</source>
        <translation>Este tabuleiro não tem letras.</translation>
    </message>
    <message>
        <source>← newest</source>
        <translation>← mais recente</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nenhum ainda</translation>
    </message>
    <message>
        <source>Point at a number below the board to see the arrows it opens.</source>
        <translation>Aponte para um número embaixo do tabuleiro para ver as setas que ele abre.</translation>
    </message>
    <message>
        <source>Open to P here: %1 of %2 arrows (they glow)</source>
        <translation>Abertas para P aqui: %1 de %2 setas (iluminadas)</translation>
    </message>
</context>
<context>
    <name>OcheUI</name>
    <message>
        <source>Oche</source>
        <translation>Oche</translation>
    </message>
    <message>
        <source>P · Proponent</source>
        <translation>P · Proponente</translation>
    </message>
    <message>
        <source>O · Opponent</source>
        <translation>O · Oponente</translation>
    </message>
    <message>
        <source>P wins: O is stuck on a cell with no way out.</source>
        <translation>P ganha: O ficou preso numa casa sem saída.</translation>
    </message>
    <message>
        <source>O wins: P can no longer force a win.</source>
        <translation>O ganha: P já não consegue forçar a vitória.</translation>
    </message>
    <message>
        <source>Level %1 completed!</source>
        <translation>Nível %1 concluído!</translation>
    </message>
    <message>
        <source>crosses %1</source>
        <translation>atravessa %1</translation>
    </message>
    <message>
        <source>resets</source>
        <translation>recomeça</translation>
    </message>
    <message>
        <source>resigns</source>
        <translation>desiste</translation>
    </message>
    <message>
        <source>O is declared the winner</source>
        <translation>O é declarado vencedor</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Nível %1</translation>
    </message>
    <message>
        <source>Your friend&apos;s own board: %1</source>
        <translation>Um tabuleiro do seu amigo: %1</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sem nome)</translation>
    </message>
    <message>
        <source>P resets: the token is back on the start cell.</source>
        <translation>P recomeça: a peça volta para a casa de partida.</translation>
    </message>
    <message>
        <source>Choose &amp;level…</source>
        <translation>Escolher níve&amp;l…</translation>
    </message>
    <message>
        <source>Open &amp;board file…</source>
        <translation>Abrir arquivo de &amp;tabuleiro…</translation>
    </message>
    <message>
        <source>&amp;Reset to start (P)</source>
        <translation>&amp;Recomeçar da casa de partida (P)</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <translation>&amp;Desistir</translation>
    </message>
    <message>
        <source>Announce the result in games between two people</source>
        <translation>Anunciar o resultado nas partidas entre duas pessoas</translation>
    </message>
    <message>
        <source>Show who can force a win (gives the solution away)</source>
        <translation>Mostrar quem pode forçar a vitória (entrega a solução)</translation>
    </message>
    <message>
        <source>Open an Oche board</source>
        <translation>Abrir um tabuleiro Oche</translation>
    </message>
    <message>
        <source>Oche boards (*.oche.json *.json);;All files (*)</source>
        <translation>Tabuleiros Oche (*.oche.json *.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Cannot open the board</source>
        <translation>Não é possível abrir o tabuleiro</translation>
    </message>
    <message>
        <source>Drawing the board…</source>
        <translation>A desenhar o tabuleiro…</translation>
    </message>
    <message>
        <source>Custom board · %1</source>
        <translation>Tabuleiro personalizado · %1</translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>Tabuleiro personalizado</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Nível %1 · %2</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Desfazer</translation>
    </message>
    <message>
        <source>Levels…</source>
        <translation>Níveis…</translation>
    </message>
    <message>
        <source>Next level ▸</source>
        <translation>Próximo nível ▸</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <source>Game over · %1 wins</source>
        <translation>Fim de jogo · %1 ganha</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>The result is not announced (see View).</source>
        <translation>O resultado não é anunciado (veja Exibir).</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analisando…</translation>
    </message>
    <message>
        <source>P wins in %1: O can no longer escape.</source>
        <translation>P ganha em %1: O já não tem escapatória.</translation>
    </message>
    <message>
        <source>P cannot force a win yet: O can still go wrong.</source>
        <translation>P ainda não consegue forçar a vitória: O ainda pode errar.</translation>
    </message>
    <message>
        <source>P can force a win in %1.</source>
        <translation>P pode forçar a vitória em %1.</translation>
    </message>
    <message>
        <source>Stuck? Hint (H) shows a good move and who can force a win.</source>
        <translation>Travou? A Dica (H) mostra um bom lance e quem pode forçar a vitória.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Dica: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n lance</numerusform>
            <numerusform>%n lances</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver could not judge this position: %1</source>
        <translation>O resolvedor não conseguiu avaliar esta posição: %1</translation>
    </message>
</context>
<context>
    <name>OcheWindow</name>
    <message>
        <source>Oche board &amp;designer…</source>
        <translation>&amp;Editor de tabuleiros de Oche…</translation>
    </message>
    <message>
        <source>Design a board…</source>
        <translation>Desenhar um tabuleiro…</translation>
    </message>
</context>
<context>
    <name>OthelloUI</name>
    <message>
        <source>Othello</source>
        <translation>Othello</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Pretas</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Brancas</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Avaliação</translation>
    </message>
    <message>
        <source>The final disc difference the engine expects after each move.</source>
        <translation>A diferença final de peças que o motor prevê depois de cada lance.</translation>
    </message>
    <message>
        <source>Black ahead</source>
        <translation>Pretas à frente</translation>
    </message>
    <message>
        <source>White ahead</source>
        <translation>Brancas à frente</translation>
    </message>
    <message>
        <source>Analyze game</source>
        <translation>Analisar a partida</translation>
    </message>
    <message>
        <source>Evaluate the position after every move of the game again, more deeply than while playing</source>
        <translation>Avaliar de novo a posição depois de cada lance da partida, com mais profundidade do que durante o jogo</translation>
    </message>
    <message>
        <source>Draw, %1.</source>
        <translation>Empate, %1.</translation>
    </message>
    <message>
        <source>%1 wins, %2.</source>
        <translation>Vitória das %1, %2.</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass.</source>
        <translation>As %1 não têm lance válido e passam a vez.</translation>
    </message>
    <message>
        <source>Import transcript…</source>
        <translation>Importar transcrição…</translation>
    </message>
    <message>
        <source>Paste transcript</source>
        <translation>Colar transcrição</translation>
    </message>
    <message>
        <source>Export transcript…</source>
        <translation>Exportar transcrição…</translation>
    </message>
    <message>
        <source>Copy transcript</source>
        <translation>Copiar transcrição</translation>
    </message>
    <message>
        <source>Cannot import the transcript</source>
        <translation>Não é possível importar a transcrição</translation>
    </message>
    <message>
        <source>Cannot export the transcript</source>
        <translation>Não é possível exportar a transcrição</translation>
    </message>
    <message>
        <source>Transcript copied.</source>
        <translation>Transcrição copiada.</translation>
    </message>
    <message>
        <source>Transcript, e.g. f5d6c3:</source>
        <translation>Transcrição, por exemplo f5d6c3:</translation>
    </message>
    <message>
        <source>Transcripts (*.txt);;All files (*)</source>
        <translation>Transcrições (*.txt);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Analyzing… %1 of %2</source>
        <translation>Analisando… %1 de %2</translation>
    </message>
    <message>
        <source>Show legal moves</source>
        <translation>Mostrar lances válidos</translation>
    </message>
    <message>
        <source>Show last move</source>
        <translation>Mostrar último lance</translation>
    </message>
    <message>
        <source>Show move evaluations</source>
        <translation>Mostrar avaliação dos lances</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass.
Click the board to pass.</source>
        <translation>As %1 não têm lance válido e precisam passar a vez.
Clique no tabuleiro para passar.</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
</context>
<context>
    <name>PlayTestDialog</name>
    <message>
        <source>Play-test the board</source>
        <translation>Testar o tabuleiro</translation>
    </message>
    <message>
        <source>P · Proponent</source>
        <translation>P · Proponente</translation>
    </message>
    <message>
        <source>O · Opponent</source>
        <translation>O · Oponente</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Computer · %1</source>
        <translation>Computador · %1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Your friend</source>
        <translation>Seu amigo</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Properties</source>
        <translation>Propriedades</translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation>Tabuleiro sem nome</translation>
    </message>
    <message>
        <source>Board name</source>
        <translation>Nome do tabuleiro</translation>
    </message>
    <message>
        <source>A line for the players</source>
        <translation>Uma linha para os jogadores</translation>
    </message>
    <message>
        <source>Shown beside the board when it is played</source>
        <translation>Aparece ao lado do tabuleiro durante a partida</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <source>Select a cell or an arrow to edit it here, or double-click it on the canvas.</source>
        <translation>Selecione uma casa ou uma seta para editá-la aqui, ou dê um clique duplo nela na área de desenho.</translation>
    </message>
    <message>
        <source>Start cell (the wings)</source>
        <translation>Casa de partida (as asas)</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Casa</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letra</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Seta</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Cor</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
</context>
<context>
    <name>QuantumScene</name>
    <message>
        <source>%1 into square %2</source>
        <translation>%1 na casa %2</translation>
    </message>
    <message>
        <source>No line yet. The game goes on.</source>
        <translation>Nenhuma linha ainda. A partida continua.</translation>
    </message>
    <message>
        <source>Both players get a line. Game over, %1.</source>
        <translation>Os dois jogadores fazem linha. Fim de jogo, %1.</translation>
    </message>
    <message>
        <source>%1 gets a line. Game over, %2.</source>
        <translation>%1 faz uma linha. Fim de jogo, %2.</translation>
    </message>
    <message>
        <source>The board is full, no line. Game over, 0–0.</source>
        <translation>A grade está cheia, sem linha. Fim de jogo, 0–0.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Where does %1 land? Click a preview or a glowing square.</source>
        <translation>Onde %1 cai? Clique numa miniatura ou numa casa iluminada.</translation>
    </message>
    <message>
        <source>%1 is choosing the collapse…</source>
        <translation>%1 está escolhendo o colapso…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Dica: %1</translation>
    </message>
    <message>
        <source>Cycle! %1 measures</source>
        <translation>Ciclo! %1 mede</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>O computador está pensando…</translation>
    </message>
    <message>
        <source>The last square takes %1 as a classical mark: click square %2.</source>
        <translation>A última casa recebe %1 como marca clássica: clique na casa %2.</translation>
    </message>
    <message>
        <source>Click two squares for the spooky marks %1.</source>
        <translation>Clique em duas casas para as marcas assustadoras %1.</translation>
    </message>
    <message>
        <source>Square %1 chosen. Click a second square, or square %1 again to take it back.</source>
        <translation>Casa %1 escolhida. Clique numa segunda casa, ou de novo na casa %1 para desfazer a escolha.</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Vez de %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>Como funciona</translation>
    </message>
    <message>
        <source>Each move puts two spooky marks in two squares; the mark ends up in one of them. Arcs join the two halves of a move.

When arcs close a cycle, the other player measures: the cycle and all that hangs from it collapse into classical marks.

Three classical marks in a row win. If one collapse gives both players a line, the line with the lower highest subscript scores 1, the other ½.

Keys 1–9 pick squares; Esc takes a first click back.</source>
        <translation>Cada lance põe duas marcas assustadoras em duas casas; a marca acaba em só uma delas. Um arco liga as duas metades de um lance.

Quando os arcos fecham um ciclo, o outro jogador mede: o ciclo e tudo o que está pendurado nele colapsam em marcas clássicas.

Três marcas clássicas em linha vencem. Se um colapso dá uma linha aos dois jogadores, a linha com o menor subscrito máximo vale 1, a outra ½.

As teclas 1–9 escolhem as casas; Esc desfaz o primeiro clique.</translation>
    </message>
    <message>
        <source>Collapse!</source>
        <translation>Colapso!</translation>
    </message>
    <message>
        <source>%1 lands in square %2, and the rest of the cycle follows.</source>
        <translation>%1 cai na casa %2, e o resto do ciclo vem junto.</translation>
    </message>
</context>
<context>
    <name>QuantumUI</name>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>Draw, 0–0.</source>
        <translation>Empate, 0–0.</translation>
    </message>
    <message>
        <source>The board is full and nobody has three classical marks in a row.</source>
        <translation>A grade está cheia e ninguém tem três marcas clássicas em linha.</translation>
    </message>
    <message>
        <source>%1 wins, %2.</source>
        <translation>Vitória das %1, %2.</translation>
    </message>
    <message>
        <source>%1 has three classical marks in a row.</source>
        <translation>%1 tem três marcas clássicas em linha.</translation>
    </message>
    <message>
        <source>One collapse gave both players a line.
The newest mark in %1&apos;s line is %2, in %3&apos;s line %4:
the lower subscript means %1&apos;s line was complete first,
so %1 scores 1 and %3 scores ½.</source>
        <translation>Um único colapso deu uma linha aos dois jogadores.
A marca mais recente na linha de %1 é %2, na linha de %3 é %4:
o subscrito menor quer dizer que a linha de %1 ficou completa antes,
então %1 ganha 1 ponto e %3 ganha ½.</translation>
    </message>
    <message>
        <source>Quantum tic-tac-toe</source>
        <translation>Jogo da velha quântico</translation>
    </message>
    <message>
        <source>%1 measures: %2 → %3</source>
        <translation>%1 mede: %2 → %3</translation>
    </message>
    <message>
        <source>Put %1 in squares %2 and %3.</source>
        <translation>Ponha %1 nas casas %2 e %3.</translation>
    </message>
    <message>
        <source>Collapse %1 into square %2.</source>
        <translation>Faça %1 colapsar na casa %2.</translation>
    </message>
    <message>
        <source>Put %1 in square %2: it is the only move.</source>
        <translation>Ponha %1 na casa %2: é o único lance.</translation>
    </message>
    <message>
        <source>With perfect play this wins outright, %1.</source>
        <translation>Com jogo perfeito, este lance vence sem discussão, %1.</translation>
    </message>
    <message>
        <source>This guarantees a win, %1 at worst: both may get a line, but yours comes first.</source>
        <translation>Este lance garante a vitória, %1 no pior caso: os dois podem fazer linha, mas a sua vem antes.</translation>
    </message>
    <message>
        <source>Best play on both sides ends without a line, %1; this move makes sure you do no worse.</source>
        <translation>Com o melhor jogo dos dois lados ninguém faz linha, %1; este lance garante que você não se sai pior.</translation>
    </message>
    <message>
        <source>Against perfect play you cannot win, but this move keeps half a point, %1.</source>
        <translation>Contra um jogo perfeito você não pode vencer, mas este lance garante meio ponto, %1.</translation>
    </message>
    <message>
        <source>Against perfect play every move loses, %1; this one makes it hardest.</source>
        <translation>Contra um jogo perfeito todo lance perde, %1; este dificulta ao máximo a vitória do adversário.</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>Procurando o melhor lance…</translation>
    </message>
    <message>
        <source>Show entanglement</source>
        <translation>Mostrar enredamento</translation>
    </message>
    <message>
        <source>Show entanglement arcs</source>
        <translation>Mostrar os arcos de enredamento</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>(this picture could not be drawn)</source>
        <translation>(não foi possível desenhar esta imagem)</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Rules · %1</source>
        <translation>Regras · %1</translation>
    </message>
</context>
<context>
    <name>SealCard</name>
    <message>
        <source>The computer&apos;s sealed choice</source>
        <translation>A escolha lacrada do computador</translation>
    </message>
    <message>
        <source>Copy the check</source>
        <translation>Copiar a verificação</translation>
    </message>
    <message>
        <source>Copies a command that recomputes the code from the choice and the salt</source>
        <translation>Copia um comando que recalcula o código a partir da escolha e do sal</translation>
    </message>
    <message>
        <source>Your friend chose %1 with the salt %2.
Code %3
%4</source>
        <translation>Seu amigo escolheu %1 com o sal %2.
Código %3
%4</translation>
    </message>
    <message>
        <source>Last round your friend chose %1 with the salt %2.
Code %3
%4</source>
        <translation>Na rodada anterior seu amigo escolheu %1 com o sal %2.
Código %3
%4</translation>
    </message>
    <message>
        <source>Last round it chose %1 with the salt %2.
Code %3
%4</source>
        <translation>Na rodada anterior ele escolheu %1 com o sal %2.
Código %3
%4</translation>
    </message>
    <message>
        <source>Your friend&apos;s sealed choice</source>
        <translation>A escolha selada do seu amigo</translation>
    </message>
    <message>
        <source>No choice was sealed in this move.</source>
        <translation>Nenhuma escolha foi lacrada neste lance.</translation>
    </message>
    <message>
        <source>Your friend has chosen. SHA-256 of the choice and a secret salt, sent before either choice opens:
%1</source>
        <translation>Seu amigo escolheu. SHA-256 da escolha e de um sal secreto, enviado antes de qualquer escolha ser aberta:
%1</translation>
    </message>
    <message>
        <source>Fixed before your choice. SHA-256 of its choice and a secret salt:
%1</source>
        <translation>Fixada antes da sua escolha. SHA-256 da escolha dele e de um sal secreto:
%1</translation>
    </message>
    <message>
        <source>When your friend has chosen, the code of the sealed choice shows here; it opens once you have chosen too.</source>
        <translation>Quando seu amigo escolher, o código da escolha selada aparece aqui; ele se abre quando você também tiver escolhido.</translation>
    </message>
    <message>
        <source>When you choose in secret, the computer seals its own choice here first. Click a round in the move list to see its check again.</source>
        <translation>Quando você escolhe em segredo, o computador lacra antes aqui a escolha dele. Clique numa rodada da lista de lances para rever a conferência dela.</translation>
    </message>
    <message>
        <source>Last round your friend chose %1; %2</source>
        <translation>Na rodada anterior seu amigo escolheu %1; %2</translation>
    </message>
    <message>
        <source>Last round it chose %1; %2</source>
        <translation>Na rodada anterior ele escolheu %1; %2</translation>
    </message>
    <message>
        <source>the code matches.</source>
        <translation>o código confere.</translation>
    </message>
    <message>
        <source>the code does NOT match.</source>
        <translation>o código NÃO confere.</translation>
    </message>
    <message>
        <source>Sealed choice (SHA-256): %1</source>
        <translation>Escolha lacrada (SHA-256): %1</translation>
    </message>
    <message>
        <source>The code matches: it never changed its choice.</source>
        <translation>O código confere: ele nunca mudou de escolha.</translation>
    </message>
    <message>
        <source>The code does NOT match.</source>
        <translation>O código NÃO confere.</translation>
    </message>
    <message>
        <source>It chose %1 with the salt %2.
Code %3
%4</source>
        <translation>Ele escolheu %1 com o sal %2.
Código %3
%4</translation>
    </message>
</context>
<context>
    <name>ServersDialog</name>
    <message>
        <source>Servers</source>
        <translation>Servidores</translation>
    </message>
    <message>
        <source>The two computers meet through a rendezvous server and, when they cannot reach each other directly, a relay. Leave the fields empty for the public ones; both sides must use the same.</source>
        <translation>Os dois computadores se encontram por um servidor de encontro e, quando não conseguem se alcançar diretamente, por um relay. Deixe os campos vazios para usar os públicos; os dois lados devem usar os mesmos.</translation>
    </message>
    <message>
        <source>Rendezvous server</source>
        <translation>Servidor de encontro</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>Relay</translation>
    </message>
</context>
<context>
    <name>TilePanel</name>
    <message>
        <source>a %1 may take a %2 under %3</source>
        <translation>sob %3 um %1 pode capturar um %2</translation>
    </message>
    <message>
        <source>a %1 may not take a %2 under %3</source>
        <translation>sob %3 um %1 não pode capturar um %2</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Ativo</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Próximo</translation>
    </message>
    <message>
        <source>Pile (face down)</source>
        <translation>Monte (virado para baixo)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>jumper</source>
        <translation>salta</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>saltada</translation>
    </message>
    <message>
        <source>capture?</source>
        <translation>captura?</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Atenção: %1</translation>
    </message>
    <message>
        <source>Click to select the culprit on the board.</source>
        <translation>Clique para selecionar no tabuleiro o elemento com problema.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the board can be saved as a draft but not played.</source>
        <translation>
            <numerusform>%n problema: o tabuleiro pode ser salvo como rascunho, mas não jogado.</numerusform>
            <numerusform>%n problemas: o tabuleiro pode ser salvo como rascunho, mas não jogado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board can be played, but look at the %n warning(s) first.</source>
        <translation>
            <numerusform>O tabuleiro pode ser jogado, mas veja antes o %n aviso.</numerusform>
            <numerusform>O tabuleiro pode ser jogado, mas veja antes os %n avisos.</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems: the board can be analysed and played.</source>
        <translation>Nenhum problema: o tabuleiro pode ser analisado e jogado.</translation>
    </message>
</context>
<context>
    <name>WildCatsUI</name>
    <message>
        <source>Wild Cats</source>
        <translation>Gatos selvagens</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Esta rodada</translation>
    </message>
    <message>
        <source>Confirm my square</source>
        <translation>Confirmar a casa</translation>
    </message>
    <message>
        <source>Enter or a double-click confirms too</source>
        <translation>Enter ou um clique duplo também confirmam</translation>
    </message>
    <message>
        <source>%1 block</source>
        <translation>%1 bloqueio</translation>
    </message>
    <message>
        <source>Block on %1! Nobody marks it, and nobody may take it next round.</source>
        <translation>Bloqueio em %1! Ninguém marca a casa, e ninguém pode escolhê-la na próxima rodada.</translation>
    </message>
    <message>
        <source>Two blocks in a row: a third ends the game in a draw.</source>
        <translation>Dois bloqueios seguidos: um terceiro termina a partida empatada.</translation>
    </message>
    <message>
        <source>%1 wins: four in a line.</source>
        <translation>%1 vence: quatro em linha.</translation>
    </message>
    <message>
        <source>Draw: both completed four in the same round.</source>
        <translation>Empate: os dois completaram quatro em linha na mesma rodada.</translation>
    </message>
    <message>
        <source>Draw: three blocks in a row.</source>
        <translation>Empate: três bloqueios seguidos.</translation>
    </message>
    <message>
        <source>Draw: nobody can complete four any more.</source>
        <translation>Empate: ninguém consegue mais completar quatro em linha.</translation>
    </message>
    <message>
        <source>Playing this mix you win whatever the other does.</source>
        <translation>Jogando com estas porcentagens você vence, faça o outro o que fizer.</translation>
    </message>
    <message>
        <source>The other side wins with best play; this mix makes it hardest.</source>
        <translation>Com o melhor jogo, o outro lado vence; estas porcentagens dificultam ao máximo.</translation>
    </message>
    <message>
        <source>With best play on both sides this ends in a draw.</source>
        <translation>Com o melhor jogo dos dois lados, a partida termina empatada.</translation>
    </message>
    <message>
        <source>Mixing your squares like this, you score %1 of the points on average.</source>
        <translation>Alternando as casas nestas porcentagens, você faz em média %1 dos pontos.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Dica: %1</translation>
    </message>
    <message>
        <source>%1 threatens four at %2.</source>
        <translation>%1 ameaça fazer quatro em %2.</translation>
    </message>
    <message>
        <source>No threats on the board.</source>
        <translation>Nenhuma ameaça no tabuleiro.</translation>
    </message>
    <message>
        <source>You must take %1: %2 threatens four there.</source>
        <translation>Você é obrigado a escolher %1: ali %2 ameaça fazer quatro.</translation>
    </message>
    <message>
        <source>This is an estimate: too many squares are free to see to the end.</source>
        <translation>É uma estimativa: há casas livres demais para ver até o fim.</translation>
    </message>
    <message>
        <source>%1 is marked already.</source>
        <translation>%1 já está marcada.</translation>
    </message>
    <message>
        <source>You may not take %1 now.</source>
        <translation>Agora você não pode escolher %1.</translation>
    </message>
    <message>
        <source>%1 is your only threat: you may not take it.</source>
        <translation>%1 é a sua única ameaça: você não pode escolhê-la.</translation>
    </message>
    <message>
        <source>%1 was blocked last round: nobody may take it this round.</source>
        <translation>%1 foi bloqueada na rodada anterior: ninguém pode escolhê-la nesta rodada.</translation>
    </message>
    <message>
        <source>You must take one of %1: %2 threatens four there.</source>
        <translation>Você é obrigado a escolher uma das casas %1: ali %2 ameaça fazer quatro.</translation>
    </message>
    <message>
        <source>You may not take your own single threat %1.</source>
        <translation>Você não pode escolher %1, a sua única ameaça.</translation>
    </message>
    <message>
        <source>Your choice: %1 (not final until you confirm).</source>
        <translation>Sua escolha: %1 (só vale quando você confirmar).</translation>
    </message>
    <message>
        <source>Click a square to choose it.</source>
        <translation>Clique numa casa para escolhê-la.</translation>
    </message>
    <message>
        <source>%1 is banned this round (it was blocked).</source>
        <translation>%1 está proibida nesta rodada (houve um bloqueio).</translation>
    </message>
    <message>
        <source>Blocks in a row: %1/3</source>
        <translation>Bloqueios seguidos: %1/3</translation>
    </message>
</context>
<context>
    <name>Worker</name>
    <message>
        <source>the computer&apos;s worker process stopped twice in a row</source>
        <translation>o processo de trabalho do computador parou duas vezes seguidas</translation>
    </message>
</context>
<context>
    <name>file_dialogs</name>
    <message>
        <source>Replace the file?</source>
        <translation>Substituir o arquivo?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 já existe. Substituí-lo?</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>%1 is read-only, so Ludoteca does not replace it. Save under another name, or make the file writable first.</source>
        <translation>%1 é só de leitura, por isso o Ludoteca não o substitui. Grave com outro nome, ou torne primeiro o ficheiro gravável.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Não é possível gravar %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a text file.</source>
        <translation>%1 não é um arquivo de texto.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a device or a pipe), so it cannot be opened.</source>
        <translation>%1 não é um arquivo comum (é uma pasta, um dispositivo ou um pipe), por isso não pode ser aberto.</translation>
    </message>
    <message>
        <source>%1 is too large to be a Ludoteca file.</source>
        <translation>%1 é grande demais para ser um arquivo do Ludoteca.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>Ludoteca games (*.ludoteca.json *.json);;All files (*)</source>
        <translation>Partidas do Ludoteca (*.ludoteca.json *.json);;Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Othello</source>
        <translation>Othello</translation>
    </message>
    <message>
        <source>Outflank and flip: the classic game of discs, against a friend or the computer.</source>
        <translation>Cercar e virar: o clássico jogo de peças, contra um amigo ou contra o computador.</translation>
    </message>
    <message>
        <source>Goro Hasegawa&apos;s game (1971), after the older Reversi; rules from an Italian sheet.</source>
        <translation>O jogo de Goro Hasegawa (1971), inspirado no Reversi, mais antigo; regras de uma folha em italiano.</translation>
    </message>
    <message>
        <source>Quantum tic-tac-toe</source>
        <translation>Jogo da velha quântico</translation>
    </message>
    <message>
        <source>Every move is in two places at once until a cycle collapses it: Allan Goff&apos;s quantum tic-tac-toe, against a friend or the computer.</source>
        <translation>Cada lance fica em dois lugares ao mesmo tempo até que um ciclo o faça colapsar: o jogo da velha quântico de Allan Goff, contra um amigo ou contra o computador.</translation>
    </message>
    <message>
        <source>Allan Goff&apos;s game (2002); rules from a Portuguese sheet.</source>
        <translation>O jogo de Allan Goff (2002); regras de uma folha em português.</translation>
    </message>
    <message>
        <source>Wild Cats</source>
        <translation>Gatos selvagens</translation>
    </message>
    <message>
        <source>Four in a row on a 5x5 sheet, both players choosing in secret at the same time: the same square is a block. Against a friend or a computer that proves it never peeked.</source>
        <translation>Quatro em linha numa folha 5x5, com os dois jogadores escolhendo em segredo ao mesmo tempo: a mesma casa é um bloqueio. Contra um amigo ou contra um computador que prova que nunca espiou.</translation>
    </message>
    <message>
        <source>Pisicile sălbatice, a Romanian paper-and-pencil game; rules from a Romanian sheet.</source>
        <translation>Pisicile sălbatice, um jogo romeno de papel e lápis; regras de uma folha em romeno.</translation>
    </message>
    <message>
        <source>Programmer&apos;s Checkers</source>
        <translation>Damas do programador</translation>
    </message>
    <message>
        <source>Checkers where every stone shows a bit, 1 or 0, and a capture is allowed only if the operator tile in play says so: AND, OR, XOR and more. Flip a bit instead of moving.</source>
        <translation>Damas em que cada peça mostra um bit, 1 ou 0, e uma captura só é permitida se a ficha de operador em jogo deixar: AND, OR, XOR e outros. Em vez de mover, vire um bit.</translation>
    </message>
    <message>
        <source>Programátorská dáma by Dušan Vít, on Czech draughts; rules from a Czech sheet.</source>
        <translation>Programátorská dáma, de Dušan Vít, baseado nas damas tchecas; regras de uma folha em tcheco.</translation>
    </message>
    <message>
        <source>Oche</source>
        <translation>Oche</translation>
    </message>
    <message>
        <source>Formule Sacre Oche: one token, coloured arrows and numbers; P may cross a coloured arrow only in a colour O has opened for the same number. Thirteen levels, from a first step to the drinker&apos;s paradox.</source>
        <translation>Formule Sacre Oche: uma peça, setas coloridas e números; P só pode atravessar uma seta colorida numa cor que O já abriu para o mesmo número. Treze níveis, do primeiro passo ao paradoxo do bebedor.</translation>
    </message>
    <message>
        <source>Formule Sacre Oche, from an Italian sheet whose author is not known; the thirteen levels are Ludoteca&apos;s own.</source>
        <translation>Formule Sacre Oche, de uma folha em italiano de autor desconhecido; os treze níveis são do próprio Ludoteca.</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>Follow the system</source>
        <translation>Igual ao sistema</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Iniciante</translation>
    </message>
    <message>
        <source>Thinks one move ahead and often leaves you discs.</source>
        <translation>Pensa um lance à frente e muitas vezes deixa peças para você.</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Descontraído</translation>
    </message>
    <message>
        <source>A relaxed game: it sometimes gives a few discs away.</source>
        <translation>Uma partida tranquila: às vezes entrega algumas peças.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>De clube</translation>
    </message>
    <message>
        <source>Sound moves, few slips; plays a finish without a mistake.</source>
        <translation>Lances sólidos, poucos deslizes; joga o final sem errar.</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
    <message>
        <source>Nearly always plays its best move. Hard to beat.</source>
        <translation>Quase sempre joga o seu melhor lance. Difícil de vencer.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Looks further ahead and never misplays a finish.</source>
        <translation>Olha mais adiante e nunca erra um final.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Mestre</translation>
    </message>
    <message>
        <source>Its strongest play: perfect in the last sixteen moves.</source>
        <translation>O seu jogo mais forte: perfeito nos últimos dezesseis lances.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Sees only its own move: a good first opponent.</source>
        <translation>Só vê o próprio lance: um bom primeiro adversário.</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Looks a little ahead: a fair fight.</source>
        <translation>Olha um pouco à frente: uma disputa equilibrada.</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfeito</translation>
    </message>
    <message>
        <source>Never makes a mistake.</source>
        <translation>Nunca erra.</translation>
    </message>
    <message>
        <source>Likes the squares that look good: you can read it.</source>
        <translation>Gosta das casas que parecem boas: dá para prever o que ele vai fazer.</translation>
    </message>
    <message>
        <source>Mixes its choices well, but looks only one round ahead.</source>
        <translation>Alterna bem as escolhas, mas só olha uma rodada à frente.</translation>
    </message>
    <message>
        <source>Mixes its choices so they cannot be read; perfect near the end.</source>
        <translation>Alterna as escolhas de um jeito imprevisível; perfeito perto do fim.</translation>
    </message>
    <message>
        <source>Sees its own move and the captures it forces; often careless.</source>
        <translation>Vê o próprio lance e as capturas que ele força; muitas vezes descuidado.</translation>
    </message>
    <message>
        <source>Looks a few moves ahead and weighs the tiles that may come up.</source>
        <translation>Olha alguns lances à frente e pesa as fichas que podem sair.</translation>
    </message>
    <message>
        <source>Its strongest play: thinks about two seconds a move.</source>
        <translation>O seu jogo mais forte: pensa cerca de dois segundos por lance.</translation>
    </message>
    <message>
        <source>Never throws a won game away, but takes its time.</source>
        <translation>Nunca joga fora uma partida ganha, mas não tem pressa.</translation>
    </message>
    <message>
        <source>The quickest win, the longest defence.</source>
        <translation>A vitória mais rápida, a defesa mais longa.</translation>
    </message>
</context>
<context>
    <name>oche.levels</name>
    <message>
        <source>Follow the list</source>
        <translation>Siga a lista</translation>
    </message>
    <message>
        <source>O picks a number for x and crosses a coloured arrow: that activates the colour for that number, and it joins the list. You, P, may only cross a coloured arrow whose colour is already active for the current value of its letter. Leave O on a cell with no way out and you win.</source>
        <translation>O escolhe um número para x e atravessa uma seta colorida: isso ativa a cor para esse número, e ela entra na lista. Você, P, só pode atravessar uma seta colorida se a cor dela já estiver ativa para o valor atual da sua letra. Deixe O numa casa sem saída e você ganha.</translation>
    </message>
    <message>
        <source>One after another</source>
        <translation>Um depois do outro</translation>
    </message>
    <message>
        <source>An implication is a promise: O grants the first part, then you must deliver the rest. At the last fork O chooses which of the two colours you must show.</source>
        <translation>Uma implicação é uma promessa: O concede a primeira parte, depois você tem de cumprir o resto. Na última bifurcação, O escolhe qual das duas cores você tem de mostrar.</translation>
    </message>
    <message>
        <source>Say the same number</source>
        <translation>Diga o mesmo número</translation>
    </message>
    <message>
        <source>The example of the rule sheet. This time the letter on your cell is y, not x, and you choose its number before you move. Only equality between numbers matters: a colour is active for a number, whatever letter names it.</source>
        <translation>O exemplo da folha de regras. Desta vez a letra da sua casa é y, não x, e você escolhe o número dela antes de mover. Só importa a igualdade entre os números: uma cor está ativa para um número, seja qual for a letra que o nomeia.</translation>
    </message>
    <message>
        <source>Pick the road</source>
        <translation>Escolha o caminho</translation>
    </message>
    <message>
        <source>Now you play O, and the computer plays P. Every colour you cross is a gift P may use later, and some roads force you to give more than it seems. Find the road on which P can never leave you stuck.</source>
        <translation>Agora você joga com O, e o computador com P. Cada cor que você atravessa é um presente que P pode usar depois, e alguns caminhos obrigam você a dar mais do que parece. Encontre o caminho em que P nunca consegue deixar você sem saída.</translation>
    </message>
    <message>
        <source>Any number will do</source>
        <translation>Qualquer número serve</translation>
    </message>
    <message>
        <source>Here you must choose a number for x before O has activated anything, so no number is in play yet. Pick one anyway: what matters is what O will be forced to say about it afterwards.</source>
        <translation>Aqui você tem de escolher um número para x antes de O ter ativado qualquer coisa, então nenhum número está em jogo ainda. Escolha um mesmo assim: o que importa é o que O será obrigado a dizer sobre ele depois.</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Ainda não</translation>
    </message>
    <message>
        <source>Two roads lead to the same kind of claim, but on one of them you must name your number before O names its own. A choice made too early can be wasted.</source>
        <translation>Dois caminhos levam ao mesmo tipo de afirmação, mas num deles você tem de dizer o seu número antes que O diga o dele. Uma escolha feita cedo demais pode ser desperdiçada.</translation>
    </message>
    <message>
        <source>Old colours stay</source>
        <translation>As cores antigas ficam</translation>
    </message>
    <message>
        <source>Letters are global and a new number replaces the old one, but an activated colour stays on the list for good. O will change x under your feet; you can change it back.</source>
        <translation>As letras são comuns e um número novo substitui o antigo, mas uma cor ativada fica na lista para sempre. O vai mudar x debaixo do seu nariz; você pode mudá-lo de volta.</translation>
    </message>
    <message>
        <source>If this, then that</source>
        <translation>Se isto, então aquilo</translation>
    </message>
    <message>
        <source>O has granted a rule: whoever shows blue for a number may demand red for it. To use the rule you must name the number yourself and show that it is blue.</source>
        <translation>O concedeu uma regra: quem mostrar azul para um número pode exigir vermelho para ele. Para usar a regra, você mesmo tem de dizer o número e mostrar que ele é azul.</translation>
    </message>
    <message>
        <source>Which way round?</source>
        <translation>Em que sentido?</translation>
    </message>
    <message>
        <source>You are O again. On either road you grant P the same rule, blue leads to red, and then activate one colour for your number. One of the two roads lets P turn the rule against you.</source>
        <translation>Você é O de novo. Nos dois caminhos você concede a P a mesma regra, do azul se chega ao vermelho, e depois ativa uma cor para o seu número. Um dos dois caminhos deixa P virar a regra contra você.</translation>
    </message>
    <message>
        <source>Either way</source>
        <translation>De um jeito ou de outro</translation>
    </message>
    <message>
        <source>Blue or not blue: you may claim either, and O will make you pay for the claim. A claim that fails still leaves something on the list, and the start cell is always one step away.</source>
        <translation>Azul ou não azul: você pode afirmar qualquer um dos dois, e O vai fazer você pagar pela afirmação. Uma afirmação que falha ainda deixa algo na lista, e a casa de partida está sempre a um passo.</translation>
    </message>
    <message>
        <source>The drinker</source>
        <translation>O bebedor</translation>
    </message>
    <message>
        <source>There is someone in the pub such that, if they drink, everybody drinks. Your first guess for x will not be the right one; but O&apos;s answer tells you who it should have been.</source>
        <translation>Há alguém no bar tal que, se essa pessoa bebe, todo mundo bebe. Seu primeiro palpite para x não será o certo; mas a resposta de O diz quem deveria ter sido.</translation>
    </message>
    <message>
        <source>Who names x?</source>
        <translation>Quem escolhe x?</translation>
    </message>
    <message>
        <source>You are O, and the two roads look alike: on each, numbers are named for x and y and you activate purple once. Look at who names each letter, and whether it happens before or after you do.</source>
        <translation>Você é O, e os dois caminhos parecem iguais: em cada um se escolhem números para x e y, e você ativa o roxo uma vez. Veja quem escolhe o número de cada letra, e se isso acontece antes ou depois de você.</translation>
    </message>
    <message>
        <source>Every blue is red, or not</source>
        <translation>Todo azul é vermelho, ou não</translation>
    </message>
    <message>
        <source>Either every blue number is red, or you can point at a blue number that is not red. Neither claim can be won on its own; the first attempt is what makes the second one work.</source>
        <translation>Ou todo número azul é vermelho, ou você consegue apontar um número azul que não é vermelho. Nenhuma das duas afirmações se ganha sozinha; é a primeira tentativa que faz a segunda funcionar.</translation>
    </message>
</context>
<context>
    <name>oche.palette</name>
    <message>
        <source>black</source>
        <translation>preto</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelho</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarelo</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>roxo</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>laranja</translation>
    </message>
</context>
<context>
    <name>oche_editor.commands</name>
    <message>
        <source>Add cell</source>
        <translation>Adicionar casa</translation>
    </message>
    <message>
        <source>Delete cell</source>
        <translation>Excluir casa</translation>
    </message>
    <message>
        <source>Add arrow</source>
        <translation>Adicionar seta</translation>
    </message>
    <message>
        <source>Delete arrow</source>
        <translation>Excluir seta</translation>
    </message>
    <message>
        <source>Move cell</source>
        <translation>Mover casa</translation>
    </message>
    <message>
        <source>Move %n cells</source>
        <translation>Mover %n casas</translation>
    </message>
    <message>
        <source>Set letter %1</source>
        <translation>Definir a letra %1</translation>
    </message>
    <message>
        <source>Remove letter</source>
        <translation>Remover a letra</translation>
    </message>
    <message>
        <source>Set start cell</source>
        <translation>Definir a casa de partida</translation>
    </message>
    <message>
        <source>Arrow: %1</source>
        <translation>Seta: %1</translation>
    </message>
    <message>
        <source>Rename board</source>
        <translation>Renomear o tabuleiro</translation>
    </message>
    <message>
        <source>Describe board</source>
        <translation>Descrever o tabuleiro</translation>
    </message>
</context>
<context>
    <name>oche_editor.inplace</name>
    <message>
        <source>letter</source>
        <translation>letra</translation>
    </message>
    <message>
        <source>A letter a–z, or nothing for none; Enter applies</source>
        <translation>Uma letra a–z, ou nada para nenhuma; Enter aplica</translation>
    </message>
    <message>
        <source>colour letter</source>
        <translation>cor letra</translation>
    </message>
    <message>
        <source>A colour (black, blue, red, green, yellow, purple, orange) and a letter, e.g. “blue x”; Enter applies</source>
        <translation>Uma cor, escrita em inglês (black, blue, red, green, yellow, purple, orange), e uma letra, por exemplo “blue x”; Enter aplica</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message>
        <source>The board has %1 cells; at most %2 are allowed.</source>
        <translation>O tabuleiro tem %1 casas; o máximo permitido é %2.</translation>
    </message>
    <message>
        <source>The board has %1 arrows; at most %2 are allowed.</source>
        <translation>O tabuleiro tem %1 setas; o máximo permitido é %2.</translation>
    </message>
    <message>
        <source>The name “%1” is used by %2 cells.</source>
        <translation>O nome “%1” é usado por %2 casas.</translation>
    </message>
    <message>
        <source>A cell has no name.</source>
        <translation>Uma casa não tem nome.</translation>
    </message>
    <message>
        <source>Cell “%1” is placed too far out (coordinates go from -%2 to %2).</source>
        <translation>A casa “%1” está longe demais (as coordenadas vão de -%2 a %2).</translation>
    </message>
    <message>
        <source>Cell “%1” has the letter “%2”: a letter is one of a to z.</source>
        <translation>A casa “%1” tem a letra “%2”: uma letra vai de a a z.</translation>
    </message>
    <message>
        <source>The board has no cells yet: add one (C).</source>
        <translation>O tabuleiro ainda não tem casas: adicione uma (C).</translation>
    </message>
    <message>
        <source>No cell is the start cell: select one and tick “Start cell”.</source>
        <translation>Nenhuma casa é a casa de partida: selecione uma e marque “Casa de partida”.</translation>
    </message>
    <message>
        <source>There are %1 start cells (%2): exactly one is needed.</source>
        <translation>Há %1 casas de partida (%2): é preciso exatamente uma.</translation>
    </message>
    <message>
        <source>Arrow %1 leads to a cell that does not exist (“%2”).</source>
        <translation>A seta %1 leva a uma casa que não existe (“%2”).</translation>
    </message>
    <message>
        <source>Arrow %1 goes from cell “%2” to itself.</source>
        <translation>A seta %1 vai da casa “%2” para ela mesma.</translation>
    </message>
    <message>
        <source>Arrow %1 has a colour this version does not know (“%2”).</source>
        <translation>A seta %1 tem uma cor que esta versão não conhece (“%2”).</translation>
    </message>
    <message>
        <source>Arrow %1 is black but has a letter: black arrows have none.</source>
        <translation>A seta %1 é preta, mas tem uma letra: setas pretas não têm letra.</translation>
    </message>
    <message>
        <source>Arrow %1 has the letter “%2”: a letter is one of a to z.</source>
        <translation>A seta %1 tem a letra “%2”: uma letra vai de a a z.</translation>
    </message>
    <message>
        <source>Cell “%1” cannot be reached from the start: it takes no part in the game.</source>
        <translation>A casa “%1” não pode ser alcançada a partir da casa de partida: não participa do jogo.</translation>
    </message>
    <message>
        <source>The letter “%1” is on arrows (%2) but on no cell: nobody can give it a number, so those arrows activate nothing and never open for P.</source>
        <translation>A letra “%1” está nas setas (%2), mas em nenhuma casa: ninguém pode dar um número a ela, então essas setas não ativam nada e nunca se abrem para P.</translation>
    </message>
    <message>
        <source>Cell “%1” has the letter “%2”, which is on no arrow: its number changes nothing.</source>
        <translation>A casa “%1” tem a letra “%2”, que não está em nenhuma seta: o número dela não muda nada.</translation>
    </message>
    <message>
        <source>The start cell “%1” has no arrow out: O cannot make the first move, so P wins at once.</source>
        <translation>A casa de partida “%1” não tem seta de saída: O não pode fazer o primeiro lance, então P ganha na hora.</translation>
    </message>
    <message>
        <source>Every cell has an arrow out: O can always move, so P can never win.</source>
        <translation>Toda casa tem uma seta de saída: O sempre pode se mover, então P nunca pode ganhar.</translation>
    </message>
    <message>
        <source>Arrow %1 is the same as arrow %2 (same cells, colour and letter): one is enough.</source>
        <translation>A seta %1 é igual à seta %2 (mesmas casas, cor e letra): basta uma.</translation>
    </message>
</context>
</TS>
