<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>Analyze: who wins?</source>
        <translation>Analizza: chi vince?</translation>
    </message>
    <message>
        <source>Ask the solver who wins this board with best play.</source>
        <translation>Chiedi al risolutore chi vince su questo tabellone giocando al meglio.</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Mostra la soluzione</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Precedente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Successivo ▶</translation>
    </message>
    <message>
        <source>The solver is thinking…</source>
        <translation>Il risolutore sta pensando…</translation>
    </message>
    <message>
        <source>Fix the problems first: only a playable board can be analysed.</source>
        <translation>Correggi prima i problemi: si può analizzare solo un tabellone giocabile.</translation>
    </message>
    <message>
        <source>The solver could not analyse this board: %1</source>
        <translation>Il risolutore non è riuscito ad analizzare questo tabellone: %1</translation>
    </message>
    <message numerus="yes">
        <source>The solver explored %n reduced position(s).</source>
        <translation>
            <numerusform>Il risolutore ha esplorato %n posizione ridotta.</numerusform>
            <numerusform>Il risolutore ha esplorato %n posizioni ridotte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>P wins in %n turn(s) with best play (P hurries, O holds out).</source>
        <translation>
            <numerusform>Vince P in %n turno giocando al meglio (P punta a chiudere presto, O a resistere).</numerusform>
            <numerusform>Vince P in %n turni giocando al meglio (P punta a chiudere presto, O a resistere).</numerusform>
        </translation>
    </message>
    <message>
        <source>O wins: P cannot force O onto a dead end; the game can go on forever.</source>
        <translation>Vince O: P non può costringere O in un vicolo cieco; la partita può andare avanti all&apos;infinito.</translation>
    </message>
    <message>
        <source>Start: the token is on the start cell; O moves first.</source>
        <translation>Inizio: la pedina è sulla casella di partenza; muove prima O.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Passo %1 di %2: %3</translation>
    </message>
    <message>
        <source>Numbers: %1. Activated: %2.</source>
        <translation>Numeri: %1. Predicati attivati: %2.</translation>
    </message>
    <message>
        <source>%1 resets: the token goes back to the start.</source>
        <translation>%1 ricomincia: la pedina torna alla partenza.</translation>
    </message>
    <message>
        <source>%1 crosses arrow %2 to %3.</source>
        <translation>%1 attraversa la freccia %2 fino a %3.</translation>
    </message>
    <message>
        <source>%1 sets %2 = %3.</source>
        <translation>%1 pone %2 = %3.</translation>
    </message>
</context>
<context>
    <name>BrowseBar</name>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Torna alla partita (Esc)</translation>
    </message>
</context>
<context>
    <name>CheckersOptions</name>
    <message>
        <source>Operator tiles</source>
        <translation>Tessere degli operatori</translation>
    </message>
    <message>
        <source>Basic: 3 AND, 3 OR, 3 XOR</source>
        <translation>Base: 3 AND, 3 OR, 3 XOR</translation>
    </message>
    <message>
        <source>Advanced: compose the pile</source>
        <translation>Avanzato: componi la pila</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>The same position a third time is a draw</source>
        <translation>La stessa posizione per la terza volta è patta</translation>
    </message>
    <message>
        <source>Draw when nobody captures or moves a man for</source>
        <translation>Patta se nessuno prende né muove una pedina per</translation>
    </message>
    <message>
        <source> turns (both sides)</source>
        <translation> turni (in tutto)</translation>
    </message>
    <message>
        <source>Men may also capture backwards</source>
        <translation>Le pedine possono prendere anche all&apos;indietro</translation>
    </message>
    <message>
        <source>A capture must take the most stones</source>
        <translation>Si deve prendere il maggior numero di pezzi</translation>
    </message>
    <message>
        <source>Kings need not capture first</source>
        <translation>Le dame non hanno la precedenza nella presa</translation>
    </message>
    <message>
        <source>The owner chooses a new king&apos;s bit</source>
        <translation>Chi va a dama sceglie il bit della nuova dama</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the pile</source>
        <translation>
            <numerusform>%n tessera nella pila</numerusform>
            <numerusform>%n tessere nella pila</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckersScene</name>
    <message>
        <source>All 1</source>
        <translation>Tutti 1</translation>
    </message>
    <message>
        <source>Every stone shows 1 (key 1)</source>
        <translation>Ogni pezzo mostra 1 (tasto 1)</translation>
    </message>
    <message>
        <source>All 0</source>
        <translation>Tutti 0</translation>
    </message>
    <message>
        <source>Every stone shows 0 (key 0)</source>
        <translation>Ogni pezzo mostra 0 (tasto 0)</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Random bits (key R)</source>
        <translation>Bit casuali (tasto R)</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Precedente</translation>
    </message>
    <message>
        <source>The bits you chose last time (key L)</source>
        <translation>I bit che hai scelto l&apos;ultima volta (tasto L)</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Fix your set-up; both are revealed together (Enter)</source>
        <translation>Conferma la tua disposizione; le due vengono rivelate insieme (Invio)</translation>
    </message>
    <message>
        <source>Turn a stone over</source>
        <translation>Gira un pezzo</translation>
    </message>
    <message>
        <source>Then click one of your stones (or right-click it, or press F over it)</source>
        <translation>Poi clicca uno dei tuoi pezzi (o clic destro, o F con il mouse sopra)</translation>
    </message>
    <message>
        <source>The new king shows %1</source>
        <translation>La nuova dama mostra %1</translation>
    </message>
    <message>
        <source>Setting up…</source>
        <translation>Preparazione…</translation>
    </message>
    <message>
        <source>Set up your bits</source>
        <translation>Scegli i tuoi bit</translation>
    </message>
    <message>
        <source>A capture is compulsory: one of the stones marked ! must take.</source>
        <translation>La presa è obbligatoria: deve prendere uno dei pezzi segnati con !.</translation>
    </message>
    <message>
        <source>This stone cannot move now.</source>
        <translation>Ora questo pezzo non può muovere.</translation>
    </message>
    <message>
        <source>Finish the capture: land on one of the marked squares (Esc goes back a jump).</source>
        <translation>Completa la presa: atterra su una delle caselle segnate (Esc torna indietro di un salto).</translation>
    </message>
    <message>
        <source>The man is crowned: click the bit the new king shows (1 or 0).</source>
        <translation>La pedina va a dama: clicca il bit che mostrerà la nuova dama (1 o 0).</translation>
    </message>
    <message>
        <source>No flip now: a capture is compulsory.</source>
        <translation>Ora non puoi girare: la presa è obbligatoria.</translation>
    </message>
</context>
<context>
    <name>CheckersUI</name>
    <message>
        <source>Programmer&apos;s Checkers</source>
        <translation>Dama del programmatore</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Questo turno</translation>
    </message>
    <message>
        <source>Show the stones that can move</source>
        <translation>Mostra i pezzi che possono muovere</translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation>Mostra i numeri delle caselle</translation>
    </message>
    <message>
        <source>Play a stone&apos;s only move at the first click</source>
        <translation>Gioca al primo clic l&apos;unica mossa di un pezzo</translation>
    </message>
    <message>
        <source>Off: a click picks the stone and shows its move; a second click (or a drag) plays it</source>
        <translation>Disattivato: un clic sceglie il pezzo e mostra la sua mossa; un secondo clic (o un trascinamento) la gioca</translation>
    </message>
    <message>
        <source>ones: %1, zeros: %2</source>
        <translation>uni: %1, zeri: %2</translation>
    </message>
    <message>
        <source>discard reshuffled; %1 turned up</source>
        <translation>scarti rimescolati; scoperto %1</translation>
    </message>
    <message>
        <source>%1 turned up</source>
        <translation>scoperto %1</translation>
    </message>
    <message>
        <source>%1 turned up: a tile of the pile is laid face up.</source>
        <translation>scoperto %1: una tessera del mazzo viene girata a faccia in su.</translation>
    </message>
    <message>
        <source>%1: the stone on %2 is turned over (its bit changes).</source>
        <translation>%1: il pezzo in %2 viene girato (il suo bit cambia).</translation>
    </message>
    <message>
        <source>%1: the stone on %2 jumps to %3, taking %4.</source>
        <translation>%1: il pezzo in %2 salta in %3 e prende %4.</translation>
    </message>
    <message>
        <source>%1: the stone on %2 moves to %3.</source>
        <translation>%1: il pezzo in %2 va in %3.</translation>
    </message>
    <message>
        <source>It becomes a king (♛).</source>
        <translation>Va a dama (♛).</translation>
    </message>
    <message>
        <source>the bits of its stones on %1 to %2, in order</source>
        <translation>i bit dei suoi pezzi sulle caselle da %1 a %2, in ordine</translation>
    </message>
    <message>
        <source>%1: the bits of %2&apos;s stones on %3 to %4, in that order (%5 show 1).</source>
        <translation>%1: i bit dei pezzi del %2 sulle caselle da %3 a %4, in quest&apos;ordine (%5 mostrano 1).</translation>
    </message>
    <message>
        <source>The pile is empty: the discard is shuffled into a new pile.</source>
        <translation>La pila è finita: gli scarti vengono mescolati e formano una nuova pila.</translation>
    </message>
    <message>
        <source>%1 has a new king on %2.</source>
        <translation>%1 va a dama in %2.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Vince %1.</translation>
    </message>
    <message>
        <source>%1 has no stones left.</source>
        <translation>%1 non ha più pezzi.</translation>
    </message>
    <message>
        <source>Draw: a lone king against a lone king.</source>
        <translation>Patta: una dama sola contro una dama sola.</translation>
    </message>
    <message>
        <source>Draw: the same position for the third time.</source>
        <translation>Patta: la stessa posizione per la terza volta.</translation>
    </message>
    <message numerus="yes">
        <source>Draw: %n turns in a row without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>Patta: %n turno di fila senza prese né mosse di pedina.</numerusform>
            <numerusform>Patta: %n turni di fila senza prese né mosse di pedina.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Patta.</translation>
    </message>
    <message>
        <source>Hint: a set-up the computer likes; change it as you wish.</source>
        <translation>Suggerimento: una disposizione che piace al computer; cambiala come vuoi.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Suggerimento: %1.</translation>
    </message>
    <message>
        <source>After it you can force a win.</source>
        <translation>Dopo questa mossa puoi forzare la vittoria.</translation>
    </message>
    <message>
        <source>After it your opponent can force a win.</source>
        <translation>Dopo questa mossa l&apos;avversario può forzare la vittoria.</translation>
    </message>
    <message numerus="yes">
        <source>After it you should win, unless %n turns pass without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>Dopo questa mossa dovresti vincere, a meno che passi %n turno senza prese né mosse di pedina.</numerusform>
            <numerusform>Dopo questa mossa dovresti vincere, a meno che passino %n turni senza prese né mosse di pedina.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After it your opponent should win, unless %n turns pass without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>Dopo questa mossa l&apos;avversario dovrebbe vincere, a meno che passi %n turno senza prese né mosse di pedina.</numerusform>
            <numerusform>Dopo questa mossa l&apos;avversario dovrebbe vincere, a meno che passino %n turni senza prese né mosse di pedina.</numerusform>
        </translation>
    </message>
    <message>
        <source>After it the game is about even.</source>
        <translation>Dopo questa mossa la partita è più o meno pari.</translation>
    </message>
    <message>
        <source>After it you are about %1 men ahead.</source>
        <translation>Dopo questa mossa sei avanti di circa %1 pezzi.</translation>
    </message>
    <message>
        <source>After it you are about %1 men behind.</source>
        <translation>Dopo questa mossa sei indietro di circa %1 pezzi.</translation>
    </message>
    <message>
        <source>Ones: %1, zeros: %2.</source>
        <translation>Uni: %1, zeri: %2.</translation>
    </message>
    <message>
        <source>turn over the stone on %1</source>
        <translation>gira il pezzo in %1</translation>
    </message>
    <message>
        <source>You must capture under %1: the stones marked ! can take.</source>
        <translation>Con %1 devi prendere: i pezzi segnati con ! possono prendere.</translation>
    </message>
    <message>
        <source>%1: choose your stones&apos; bits in secret, then press Ready.</source>
        <translation>%1: scegli in segreto i bit dei tuoi pezzi, poi premi Pronto.</translation>
    </message>
    <message>
        <source>Both set-ups are revealed together.</source>
        <translation>Le due disposizioni vengono rivelate insieme.</translation>
    </message>
    <message>
        <source>Click a stone to turn it over. Under AND only a 1 takes a 1; under OR anything but 0 against 0; under XOR only different bits.</source>
        <translation>Clicca un pezzo per girarlo. Con AND solo un 1 prende un 1; con OR tutto tranne 0 contro 0; con XOR solo bit diversi.</translation>
    </message>
    <message>
        <source>%1 to move under %2.</source>
        <translation>Muove %1 con %2.</translation>
    </message>
    <message>
        <source>A capture is compulsory: %1.</source>
        <translation>La presa è obbligatoria: %1.</translation>
    </message>
    <message>
        <source>After a capture %1 becomes active.</source>
        <translation>Dopo una presa diventa attivo %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n turns without a capture or a man&apos;s move: then it is a draw.</source>
        <translation>
            <numerusform>Turni senza prese né mosse di pedina: %1 su %n; poi è patta.</numerusform>
            <numerusform>Turni senza prese né mosse di pedina: %1 su %n; poi è patta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right-click a stone (or press F over it) to turn it over instead of moving.</source>
        <translation>Clic destro su un pezzo (o F con il mouse sopra) per girarlo invece di muovere.</translation>
    </message>
    <message>
        <source>Click one of your stones to pick it: the squares it may go to light up.</source>
        <translation>Clicca uno dei tuoi pezzi per sceglierlo: si illuminano le caselle dove può andare.</translation>
    </message>
    <message>
        <source>The stone on %1 has one move, %2: click %3 or drag the stone there to play it.</source>
        <translation>Il pezzo in %1 ha una sola mossa, %2: clicca %3 o trascinaci il pezzo per giocarla.</translation>
    </message>
    <message>
        <source>The stone on %1 is picked: click a marked square or drag the stone there.</source>
        <translation>Il pezzo in %1 è scelto: clicca una casella segnata o trascinaci il pezzo.</translation>
    </message>
    <message>
        <source>%1: no capture is allowed.</source>
        <translation>%1: nessuna presa è permessa.</translation>
    </message>
    <message>
        <source>a %1 takes a %2</source>
        <translation>%1 prende %2</translation>
    </message>
    <message>
        <source>%1: set up your bits in secret. %2, please look away.</source>
        <translation>%1: prepara in segreto i tuoi bit. %2, non guardare.</translation>
    </message>
</context>
<context>
    <name>EditorScene</name>
    <message>
        <source>Delete selection</source>
        <translation>Elimina la selezione</translation>
    </message>
    <message>
        <source>An empty board: click to add cells in Add cell mode (C); the first is the start. Then drag from cell to cell in Add arrow mode (A).</source>
        <translation>Un tabellone vuoto: clicca per aggiungere caselle con lo strumento + Casella (C); la prima è la partenza. Poi trascina da una casella all&apos;altra con lo strumento + Freccia (A).</translation>
    </message>
</context>
<context>
    <name>FoldBar</name>
    <message>
        <source>Panel</source>
        <translation>Pannello</translation>
    </message>
    <message>
        <source>Show the players, the moves and the game&apos;s tools beside the board</source>
        <translation>Mostra i giocatori, le mosse e gli strumenti del gioco accanto alla scacchiera</translation>
    </message>
</context>
<context>
    <name>FriendBar</name>
    <message>
        <source>Offer a draw</source>
        <translation>Proponi la patta</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
</context>
<context>
    <name>FriendGame</name>
    <message>
        <source>Offer a draw to your friend</source>
        <translation>Proponi la patta al tuo amico</translation>
    </message>
    <message>
        <source>Resign the game with your friend</source>
        <translation>Abbandona la partita con il tuo amico</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Resign this game? Your friend wins it.</source>
        <translation>Abbandonare la partita? La vince il tuo amico.</translation>
    </message>
    <message>
        <source>Your friend agreed: the move is taken back.</source>
        <translation>Il tuo amico è d&apos;accordo: la mossa è annullata.</translation>
    </message>
    <message>
        <source>Your friend did not agree to take the move back.</source>
        <translation>Il tuo amico non ha accettato di annullare la mossa.</translation>
    </message>
    <message>
        <source>Your friend declined the draw.</source>
        <translation>Il tuo amico ha rifiutato la patta.</translation>
    </message>
    <message>
        <source>The game with your friend is over.</source>
        <translation>La partita con il tuo amico è finita.</translation>
    </message>
    <message>
        <source>The connection to your friend was lost. Continue when your friend is back: you both use the code %1 again.</source>
        <translation>La connessione con il tuo amico si è interrotta. Continua quando torna: usate di nuovo entrambi il codice %1.</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Riconnetti</translation>
    </message>
    <message>
        <source>Play on this computer</source>
        <translation>Gioca su questo computer</translation>
    </message>
    <message>
        <source>Your friend asks to take back their last move.</source>
        <translation>Il tuo amico chiede di annullare la sua ultima mossa.</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Consenti</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <source>Your friend offers a draw.</source>
        <translation>Il tuo amico propone la patta.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accetta</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <source>Waiting for your friend to allow the undo…</source>
        <translation>In attesa che il tuo amico consenta l&apos;annullamento…</translation>
    </message>
    <message>
        <source>Waiting for your friend&apos;s answer to your draw offer…</source>
        <translation>In attesa della risposta del tuo amico alla proposta di patta…</translation>
    </message>
    <message>
        <source>Playing with your friend.</source>
        <translation>Partita con il tuo amico.</translation>
    </message>
    <message>
        <source>The game&apos;s code, to continue it after a lost connection: %1</source>
        <translation>Il codice della partita, per continuarla dopo una connessione persa: %1</translation>
    </message>
    <message>
        <source>Waiting for your friend&apos;s move…</source>
        <translation>In attesa della mossa del tuo amico…</translation>
    </message>
    <message>
        <source>You have chosen. Waiting for your friend&apos;s choice…</source>
        <translation>Hai scelto. In attesa della scelta del tuo amico…</translation>
    </message>
    <message>
        <source>Your friend has chosen.</source>
        <translation>Il tuo amico ha scelto.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Gioca a %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>A game of %1 was left unfinished: continue it where it was.</source>
        <translation>Una partita di %1 è rimasta a metà: continuala da dove era.</translation>
    </message>
    <message>
        <source>The game last played at %1</source>
        <translation>La partita giocata l&apos;ultima volta il %1</translation>
    </message>
    <message>
        <source>Several games of %1 were left unfinished: choose one to continue.</source>
        <translation>Diverse partite di %1 sono rimaste a metà: scegline una da continuare.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>The check is copied: paste it in a terminal.</source>
        <translation>Verifica copiata: incollala in un terminale.</translation>
    </message>
    <message>
        <source>You are looking at the game after move %1 of %2.</source>
        <translation>Stai guardando la partita dopo la mossa %1 di %2.</translation>
    </message>
    <message>
        <source>%1 has chosen</source>
        <translation>%1 ha scelto</translation>
    </message>
    <message>
        <source>Hand over to %2. %1, please look away until both choices are revealed.</source>
        <translation>Passa a %2. %1, non guardare finché entrambe le scelte non sono svelate.</translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <translation>Sono %1: mostra la scacchiera</translation>
    </message>
    <message>
        <source>No crash copy of this game can be kept:
%1
The game goes on; save it to keep it.</source>
        <translation>Non si può tenere una copia di sicurezza di questa partita:
%1
La partita continua; salvala per conservarla.</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Impossibile continuare la partita</translation>
    </message>
    <message>
        <source>This game is being continued in another Ludoteca window.</source>
        <translation>Questa partita è già continuata in un&apos;altra finestra di Ludoteca.</translation>
    </message>
    <message>
        <source>The copy holds a game of %1, not of %2.</source>
        <translation>La copia contiene una partita di %1, non di %2.</translation>
    </message>
    <message>
        <source>The copy is kept as %1.</source>
        <translation>La copia è conservata come %1.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>You lose.</source>
        <translation>Hai perso.</translation>
    </message>
    <message>
        <source>The computer player failed: %1</source>
        <translation>Errore del giocatore computer: %1</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partita non salvata</translation>
    </message>
    <message>
        <source>The %1 game in progress is not saved. Save it first?</source>
        <translation>La partita di %1 in corso non è salvata. Salvarla prima?</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Invita un amico</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Giochi con</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Lascia la partita</translation>
    </message>
    <message>
        <source>You are playing with your friend. Leave the game? It stops for both of you; you can continue it later with the same code.</source>
        <translation>Stai giocando con il tuo amico. Lasciare la partita? Si ferma per entrambi; potete continuarla più tardi con lo stesso codice.</translation>
    </message>
    <message>
        <source>Cannot invite</source>
        <translation>Impossibile invitare</translation>
    </message>
    <message>
        <source>Play on this computer</source>
        <translation>Gioca su questo computer</translation>
    </message>
    <message>
        <source>Cannot reconnect: %1</source>
        <translation>Impossibile riconnettersi: %1</translation>
    </message>
    <message>
        <source>Waiting for your friend to continue the game (code %1)…</source>
        <translation>In attesa che il tuo amico continui la partita (codice %1)…</translation>
    </message>
    <message>
        <source>Paused. Press P to go on.</source>
        <translation>In pausa. Premi P per continuare.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Muove %1</translation>
    </message>
    <message>
        <source>Both choose</source>
        <translation>Scelgono entrambi</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>The game is still open; try another place.</source>
        <translation>La partita è ancora aperta; prova a salvarla altrove.</translation>
    </message>
    <message>
        <source>This version could not open such a save again: %1. The game is still open.</source>
        <translation>Questa versione non potrebbe riaprire un salvataggio simile: %1. La partita è ancora aperta.</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Salvato come %1.</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 abbandona.</translation>
    </message>
    <message>
        <source>%1 loses by forfeit: %2</source>
        <translation>%1 perde a tavolino: %2</translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation>Patta concordata.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Patta.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Vince %1.</translation>
    </message>
    <message>
        <source>Options: %1</source>
        <translation>Opzioni: %1</translation>
    </message>
    <message>
        <source>%1: make your secret choice. %2, please look away.</source>
        <translation>%1: fai la tua scelta segreta. %2, non guardare.</translation>
    </message>
    <message>
        <source>Import record…</source>
        <translation>Importa notazione…</translation>
    </message>
    <message>
        <source>Paste record</source>
        <translation>Incolla notazione</translation>
    </message>
    <message>
        <source>Export record…</source>
        <translation>Esporta notazione…</translation>
    </message>
    <message>
        <source>Copy record</source>
        <translation>Copia notazione</translation>
    </message>
    <message>
        <source>Cannot import the record</source>
        <translation>Impossibile importare la notazione</translation>
    </message>
    <message>
        <source>Cannot export the record</source>
        <translation>Impossibile esportare la notazione</translation>
    </message>
    <message>
        <source>Record copied.</source>
        <translation>Notazione copiata.</translation>
    </message>
    <message>
        <source>Record (the moves, e.g. from a forum post):</source>
        <translation>Notazione (le mosse, per esempio da un messaggio in un forum):</translation>
    </message>
    <message>
        <source>Records (*.txt);;All files (*)</source>
        <translation>Notazioni (*.txt);;Tutti i file (*)</translation>
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
        <translation>Giochi da vecchi fogli di regole, portati sullo schermo. Scegline uno e gioca.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite a friend</source>
        <translation>Invita un amico</translation>
    </message>
    <message>
        <source>Give this code to your friend: read it out or paste it. On their computer they choose New game, A friend on another computer, Join, and type it. The game: %1.</source>
        <translation>Dai questo codice al tuo amico: leggilo ad alta voce o incollalo. Sul suo computer sceglie Nuova partita, Un amico su un altro computer, Unisciti, e lo digita. Il gioco: %1.</translation>
    </message>
    <message>
        <source>Asking the server for a code…</source>
        <translation>Richiesta di un codice al server…</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Copia il codice</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>In attesa che il tuo amico si unisca…</translation>
    </message>
    <message>
        <source>The code is copied. Waiting for your friend to join…</source>
        <translation>Codice copiato. In attesa che il tuo amico si unisca…</translation>
    </message>
    <message>
        <source>No game: %1</source>
        <translation>Nessuna partita: %1</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a friend&apos;s game</source>
        <translation>Unisciti alla partita di un amico</translation>
    </message>
    <message>
        <source>Type the code your friend&apos;s Ludoteca shows (a number and words, such as 7-crossover-clockwork).</source>
        <translation>Digita il codice che mostra la Ludoteca del tuo amico (un numero e delle parole, come 7-crossover-clockwork).</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unisciti</translation>
    </message>
    <message>
        <source>Servers…</source>
        <translation>Server…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <source>Connecting to your friend…</source>
        <translation>Connessione con il tuo amico…</translation>
    </message>
    <message>
        <source>The invitation cannot be played here: %1</source>
        <translation>L&apos;invito non si può giocare qui: %1</translation>
    </message>
    <message>
        <source>Your friend invites you to play %1.</source>
        <translation>Il tuo amico ti invita a giocare a %1.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Giochi con %1.</translation>
    </message>
    <message>
        <source>The game goes on from move %1.</source>
        <translation>La partita riprende dalla mossa %1.</translation>
    </message>
    <message>
        <source>Accept the invitation to start.</source>
        <translation>Accetta l&apos;invito per cominciare.</translation>
    </message>
    <message>
        <source>No game: %1</source>
        <translation>Nessuna partita: %1</translation>
    </message>
</context>
<context>
    <name>LevelDialog</name>
    <message>
        <source>Oche — choose a level</source>
        <translation>Oche — scegli un livello</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>non disponibile</translation>
    </message>
    <message>
        <source>(you play O)</source>
        <translation>(giochi con O)</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contro il computer</translation>
    </message>
    <message>
        <source>Two people on this screen</source>
        <translation>Due persone su questo schermo</translation>
    </message>
    <message>
        <source>A friend on another computer (you get a code for them)</source>
        <translation>Un amico su un altro computer (ricevi un codice da dargli)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Livello %1 · %2</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Giochi con %1.</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>completato</translation>
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
        <translation>Inizio</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Dimostrazione</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Inizio</translation>
    </message>
    <message>
        <source>In&amp;vite a friend to this game…</source>
        <translation>&amp;Invita un amico a questa partita…</translation>
    </message>
    <message>
        <source>&amp;Join a friend&apos;s game…</source>
        <translation>&amp;Unisciti alla partita di un amico…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>Open Recen&amp;t</source>
        <translation>Apri recen&amp;ti</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mossa</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Strumenti</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Disattivata</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regole di questo gioco</translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation>&amp;Informazioni su Ludoteca</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuova</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Dimostra</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Ludoteca will speak %1 from the next start; the rules pages already do.</source>
        <translation>Ludoteca parlerà %1 dal prossimo avvio; le pagine delle regole già ora.</translation>
    </message>
    <message>
        <source>%1 — Ludoteca</source>
        <translation>%1 — Ludoteca</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Which game?</source>
        <translation>Quale gioco?</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Nessun file recente</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Svuota l&apos;elenco</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossibile aprire il file</translation>
    </message>
    <message>
        <source>%1 is no longer there (moved, renamed or deleted); it is taken off the list of recent files.</source>
        <translation>%1 non c&apos;è più (spostato, rinominato o cancellato): viene tolto dall&apos;elenco dei file recenti.</translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation>Informazioni su Ludoteca</translation>
    </message>
    <message>
        <source>Ludoteca %1</source>
        <translation>Ludoteca %1</translation>
    </message>
    <message>
        <source>Two-player games from old rule sheets, to play with a friend at one screen or against the computer.</source>
        <translation>Giochi per due da vecchi fogli di regole, da giocare con un amico allo stesso schermo o contro il computer.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Software libero sotto la GNU General Public License, versione 3 o successiva.</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <source>The connection to your friend was lost; trying again…</source>
        <translation>La connessione con il tuo amico si è interrotta; nuovo tentativo…</translation>
    </message>
    <message>
        <source>The connection ended.</source>
        <translation>La connessione è terminata.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Two people on this computer</source>
        <translation>Due persone su questo computer</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contro il computer</translation>
    </message>
    <message>
        <source>A friend on another computer</source>
        <translation>Un amico su un altro computer</translation>
    </message>
    <message>
        <source>Invite (you get a code for your friend)</source>
        <translation>Invita (ricevi un codice per il tuo amico)</translation>
    </message>
    <message>
        <source>Join (type your friend&apos;s code)</source>
        <translation>Unisciti (digita il codice del tuo amico)</translation>
    </message>
    <message>
        <source>Servers…</source>
        <translation>Server…</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Giochi con</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Livello del computer</translation>
    </message>
</context>
<context>
    <name>OcheEditorPage</name>
    <message>
        <source>Select</source>
        <translation>Seleziona</translation>
    </message>
    <message>
        <source>Select, move and edit</source>
        <translation>Seleziona, sposta e modifica</translation>
    </message>
    <message>
        <source>Add cell</source>
        <translation>+ Casella</translation>
    </message>
    <message>
        <source>Click on the canvas to add a cell</source>
        <translation>Clicca sull&apos;area di disegno per aggiungere una casella</translation>
    </message>
    <message>
        <source>Add arrow</source>
        <translation>+ Freccia</translation>
    </message>
    <message>
        <source>Drag from a cell to another to add an arrow</source>
        <translation>Trascina da una casella a un&apos;altra per aggiungere una freccia</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Click a cell or an arrow to delete it</source>
        <translation>Clicca una casella o una freccia per eliminarla</translation>
    </message>
    <message>
        <source>Delete selection</source>
        <translation>Elimina la selezione</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Seleziona tutto</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom +</source>
        <translation>Zoom +</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Riduci</translation>
    </message>
    <message>
        <source>Zoom −</source>
        <translation>Zoom −</translation>
    </message>
    <message>
        <source>Fit to window</source>
        <translation>Adatta alla finestra</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Adatta</translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation>Aggancia alla griglia</translation>
    </message>
    <message>
        <source>Snap</source>
        <translation>Aggancia</translation>
    </message>
    <message>
        <source>Analyze: who wins?</source>
        <translation>Analizza: chi vince?</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>Analizza</translation>
    </message>
    <message>
        <source>Play-test…</source>
        <translation>Prova…</translation>
    </message>
    <message>
        <source>New from built-in &amp;level…</source>
        <translation>Nuovo da un &amp;livello incluso…</translation>
    </message>
    <message>
        <source>Export as &amp;PNG…</source>
        <translation>Esporta come &amp;PNG…</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>Esporta come S&amp;VG…</translation>
    </message>
    <message>
        <source>Board designer</source>
        <translation>Editor di tabelloni</translation>
    </message>
    <message>
        <source>The board changed: analyze again.</source>
        <translation>Il tabellone è cambiato: analizza di nuovo.</translation>
    </message>
    <message>
        <source>Select: click or drag a box to select; drag cells to move them; double-click to edit in place; Delete removes the selection. Wheel zooms, middle button or space+drag pans.</source>
        <translation>Seleziona: clicca o trascina un riquadro per selezionare; trascina le caselle per spostarle; doppio clic per modificare sul posto; Canc elimina la selezione. La rotellina ingrandisce, il tasto centrale o spazio+trascina sposta la vista.</translation>
    </message>
    <message>
        <source>Add cell: click on the canvas. The first cell is the start cell.</source>
        <translation>+ Casella: clicca sull&apos;area di disegno. La prima casella è quella di partenza.</translation>
    </message>
    <message>
        <source>Add arrow: drag from one cell to another. Set its colour and letter in the properties.</source>
        <translation>+ Freccia: trascina da una casella a un&apos;altra. Colore e lettera si impostano nelle proprietà.</translation>
    </message>
    <message>
        <source>Delete: click a cell (with its arrows) or an arrow. Esc goes back to select.</source>
        <translation>Elimina: clicca una casella (con le sue frecce) o una freccia. Esc torna alla selezione.</translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation>Tabellone senza nome</translation>
    </message>
    <message>
        <source>Designer · %1</source>
        <translation>Editor · %1</translation>
    </message>
    <message>
        <source>&amp;New board…</source>
        <translation>&amp;Nuovo tabellone…</translation>
    </message>
    <message>
        <source>Oche boards (*.oche.json);;All files (*)</source>
        <translation>Tabelloni di Oche (*.oche.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Unsaved board</source>
        <translation>Tabellone non salvato</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them first?</source>
        <translation>“%1” ha modifiche non salvate. Salvarle prima?</translation>
    </message>
    <message>
        <source>Drawing the board…</source>
        <translation>Disegno il tabellone…</translation>
    </message>
    <message>
        <source>Open an Oche board</source>
        <translation>Apri un tabellone di Oche</translation>
    </message>
    <message>
        <source>Cannot open the board</source>
        <translation>Impossibile aprire il tabellone</translation>
    </message>
    <message>
        <source>%1 is not a board file: %2.</source>
        <translation>%1 non è un file di tabellone: %2.</translation>
    </message>
    <message>
        <source>%1 is not a readable Oche board:</source>
        <translation>%1 non è un tabellone di Oche leggibile:</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copia)</translation>
    </message>
    <message>
        <source>The board has problems</source>
        <translation>Il tabellone ha dei problemi</translation>
    </message>
    <message>
        <source>%1 opened as a draft; fix the problems listed before playing it:</source>
        <translation>%1 aperto come bozza; correggi i problemi elencati prima di giocarci:</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Livello %1</translation>
    </message>
    <message>
        <source>Start from a level</source>
        <translation>Parti da un livello</translation>
    </message>
    <message>
        <source>Open a copy of a built-in level:</source>
        <translation>Apri una copia di un livello incluso:</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Salva il tabellone</translation>
    </message>
    <message>
        <source>Cannot save the board</source>
        <translation>Impossibile salvare il tabellone</translation>
    </message>
    <message>
        <source>The board is still open; try another place.</source>
        <translation>Il tabellone è ancora aperto; prova a salvarlo altrove.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 salvato.</translation>
    </message>
    <message>
        <source>Saved %1 as a draft: it has problems and cannot be played yet.</source>
        <translation>%1 salvato come bozza: ha dei problemi e non si può ancora giocare.</translation>
    </message>
    <message>
        <source>Cannot play the board</source>
        <translation>Impossibile giocare il tabellone</translation>
    </message>
    <message>
        <source>Fix the problems first:</source>
        <translation>Correggi prima i problemi:</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Disegni SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Esporta il tabellone</translation>
    </message>
    <message>
        <source>Oche board</source>
        <translation>Tabellone di Oche</translation>
    </message>
    <message>
        <source>An Oche board drawn by Ludoteca</source>
        <translation>Un tabellone di Oche disegnato da Ludoteca</translation>
    </message>
    <message>
        <source>Cannot export the board</source>
        <translation>Impossibile esportare il tabellone</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>%1 esportato.</translation>
    </message>
</context>
<context>
    <name>OcheScene</name>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 sta decidendo…</translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>nuovo: %1</translation>
    </message>
    <message>
        <source>A number not in play yet</source>
        <translation>Un numero non ancora in gioco</translation>
    </message>
    <message>
        <source>%1 · choose %2 =</source>
        <translation>%1 · scegli %2 =</translation>
    </message>
    <message>
        <source>%1 · choose %2 =   (or type a number)</source>
        <translation>%1 · scegli %2 =   (o digita un numero)</translation>
    </message>
    <message>
        <source>P · cross a glowing arrow, or</source>
        <translation>P · attraversa una freccia illuminata, oppure</translation>
    </message>
    <message>
        <source>P · no arrow is open to you here:</source>
        <translation>P · qui nessuna freccia è aperta per te:</translation>
    </message>
    <message>
        <source>↺  Reset to start</source>
        <translation>↺  Ricomincia dalla partenza</translation>
    </message>
    <message>
        <source>O · cross any arrow from the token&apos;s cell</source>
        <translation>O · attraversa una freccia qualsiasi dalla casella della pedina</translation>
    </message>
    <message>
        <source>Hint: cross the arrow glowing in cyan.</source>
        <translation>Suggerimento: attraversa la freccia illuminata in azzurro.</translation>
    </message>
    <message>
        <source>Hint: choose %1.</source>
        <translation>Suggerimento: scegli %1.</translation>
    </message>
    <message>
        <source>Hint: reset to the start cell.</source>
        <translation>Suggerimento: ricomincia dalla casella di partenza.</translation>
    </message>
    <message>
        <source>Closed to P: O has not activated %1() yet.</source>
        <translation>Chiusa a P: O non ha ancora attivato %1().</translation>
    </message>
    <message>
        <source>Closed to P: %1 has no number yet.</source>
        <translation>Chiusa a P: %1 non ha ancora un numero.</translation>
    </message>
    <message>
        <source>Closed to P: %1(%2) is not activated (%3 = %2).</source>
        <translation>Chiusa a P: %1(%2) non è attivato (%3 = %2).</translation>
    </message>
</context>
<context>
    <name>OcheSidePanel</name>
    <message>
        <source>Numbers</source>
        <translation>Numeri</translation>
    </message>
    <message>
        <source>Activated by O, newest first</source>
        <translation>Predicati attivati da O, dal più recente</translation>
    </message>
    <message>
        <source>↺ Reset</source>
        <translation>↺ Ricomincia</translation>
    </message>
    <message>
        <source>Put the token back on the start cell; O moves next (R)</source>
        <translation>Riporta la pedina sulla casella di partenza; poi muove O (R)</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Levels…</source>
        <translation>Livelli…</translation>
    </message>
    <message>
        <source>This board has no letters.</source>
        <translation>Questo tabellone non ha lettere.</translation>
    </message>
    <message>
        <source>← newest</source>
        <translation>← più recente</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ancora nessuno</translation>
    </message>
    <message>
        <source>Point at a number below the board to see the arrows it opens.</source>
        <translation>Punta un numero sotto il tabellone per vedere quali frecce apre.</translation>
    </message>
    <message>
        <source>Open to P here: %1 of %2 arrows (they glow)</source>
        <translation>Aperte a P qui: %1 su %2 frecce (illuminate)</translation>
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
        <translation>O · Opponente</translation>
    </message>
    <message>
        <source>P wins: O is stuck on a cell with no way out.</source>
        <translation>Vince P: O è bloccato su una casella senza uscita.</translation>
    </message>
    <message>
        <source>O wins: P can no longer force a win.</source>
        <translation>Vince O: P non può più forzare la vittoria.</translation>
    </message>
    <message>
        <source>Level %1 completed!</source>
        <translation>Livello %1 completato!</translation>
    </message>
    <message>
        <source>crosses %1</source>
        <translation>attraversa %1</translation>
    </message>
    <message>
        <source>resets</source>
        <translation>ricomincia</translation>
    </message>
    <message>
        <source>resigns</source>
        <translation>abbandona</translation>
    </message>
    <message>
        <source>O is declared the winner</source>
        <translation>O è dichiarato vincitore</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Livello %1</translation>
    </message>
    <message>
        <source>Your friend&apos;s own board: %1</source>
        <translation>Un tabellone del tuo amico: %1</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(senza nome)</translation>
    </message>
    <message>
        <source>P resets: the token is back on the start cell.</source>
        <translation>P ricomincia: la pedina torna sulla casella di partenza.</translation>
    </message>
    <message>
        <source>Choose &amp;level…</source>
        <translation>Scegli &amp;livello…</translation>
    </message>
    <message>
        <source>Open &amp;board file…</source>
        <translation>Apri &amp;file di tabellone…</translation>
    </message>
    <message>
        <source>&amp;Reset to start (P)</source>
        <translation>&amp;Ricomincia dalla partenza (P)</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <translation>A&amp;bbandona</translation>
    </message>
    <message>
        <source>Announce the result in games between two people</source>
        <translation>Annuncia il risultato nelle partite tra due persone</translation>
    </message>
    <message>
        <source>Show who can force a win (gives the solution away)</source>
        <translation>Mostra chi può forzare la vittoria (svela la soluzione)</translation>
    </message>
    <message>
        <source>Open an Oche board</source>
        <translation>Apri un tabellone di Oche</translation>
    </message>
    <message>
        <source>Oche boards (*.oche.json *.json);;All files (*)</source>
        <translation>Tabelloni di Oche (*.oche.json *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cannot open the board</source>
        <translation>Impossibile aprire il tabellone</translation>
    </message>
    <message>
        <source>Drawing the board…</source>
        <translation>Disegno il tabellone…</translation>
    </message>
    <message>
        <source>Custom board · %1</source>
        <translation>Tabellone personalizzato · %1</translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>Tabellone personalizzato</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Livello %1 · %2</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Annulla</translation>
    </message>
    <message>
        <source>Levels…</source>
        <translation>Livelli…</translation>
    </message>
    <message>
        <source>Next level ▸</source>
        <translation>Livello successivo ▸</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>Game over · %1 wins</source>
        <translation>Partita finita · vince %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>The result is not announced (see View).</source>
        <translation>Il risultato non viene annunciato (vedi Visualizza).</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analisi in corso…</translation>
    </message>
    <message>
        <source>P wins in %1: O can no longer escape.</source>
        <translation>P vince in %1: O non ha più scampo.</translation>
    </message>
    <message>
        <source>P cannot force a win yet: O can still go wrong.</source>
        <translation>P non può ancora forzare la vittoria: O può ancora sbagliare.</translation>
    </message>
    <message>
        <source>P can force a win in %1.</source>
        <translation>P può forzare la vittoria in %1.</translation>
    </message>
    <message>
        <source>Stuck? Hint (H) shows a good move and who can force a win.</source>
        <translation>Bloccato? Il suggerimento (H) mostra una buona mossa e chi può forzare la vittoria.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turno</numerusform>
            <numerusform>%n turni</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver could not judge this position: %1</source>
        <translation>Il risolutore non è riuscito a valutare questa posizione: %1</translation>
    </message>
</context>
<context>
    <name>OcheWindow</name>
    <message>
        <source>Oche board &amp;designer…</source>
        <translation>&amp;Editor di tabelloni di Oche…</translation>
    </message>
    <message>
        <source>Design a board…</source>
        <translation>Disegna un tabellone…</translation>
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
        <translation>Nero</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Valutazione</translation>
    </message>
    <message>
        <source>The final disc difference the engine expects after each move.</source>
        <translation>La differenza finale di pedine che il motore prevede dopo ogni mossa.</translation>
    </message>
    <message>
        <source>Black ahead</source>
        <translation>Nero in vantaggio</translation>
    </message>
    <message>
        <source>White ahead</source>
        <translation>Bianco in vantaggio</translation>
    </message>
    <message>
        <source>Analyze game</source>
        <translation>Analizza la partita</translation>
    </message>
    <message>
        <source>Evaluate the position after every move of the game again, more deeply than while playing</source>
        <translation>Valuta di nuovo la posizione dopo ogni mossa della partita, più a fondo che durante il gioco</translation>
    </message>
    <message>
        <source>Draw, %1.</source>
        <translation>Patta, %1.</translation>
    </message>
    <message>
        <source>%1 wins, %2.</source>
        <translation>Vince %1, %2.</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass.</source>
        <translation>%1 non ha mosse valide e deve passare.</translation>
    </message>
    <message>
        <source>Import transcript…</source>
        <translation>Importa trascrizione…</translation>
    </message>
    <message>
        <source>Paste transcript</source>
        <translation>Incolla trascrizione</translation>
    </message>
    <message>
        <source>Export transcript…</source>
        <translation>Esporta trascrizione…</translation>
    </message>
    <message>
        <source>Copy transcript</source>
        <translation>Copia trascrizione</translation>
    </message>
    <message>
        <source>Cannot import the transcript</source>
        <translation>Impossibile importare la trascrizione</translation>
    </message>
    <message>
        <source>Cannot export the transcript</source>
        <translation>Impossibile esportare la trascrizione</translation>
    </message>
    <message>
        <source>Transcript copied.</source>
        <translation>Trascrizione copiata.</translation>
    </message>
    <message>
        <source>Transcript, e.g. f5d6c3:</source>
        <translation>Trascrizione, per esempio f5d6c3:</translation>
    </message>
    <message>
        <source>Transcripts (*.txt);;All files (*)</source>
        <translation>Trascrizioni (*.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Analyzing… %1 of %2</source>
        <translation>Analisi… %1 di %2</translation>
    </message>
    <message>
        <source>Show legal moves</source>
        <translation>Mostra le mosse valide</translation>
    </message>
    <message>
        <source>Show last move</source>
        <translation>Mostra l&apos;ultima mossa</translation>
    </message>
    <message>
        <source>Show move evaluations</source>
        <translation>Mostra la valutazione delle mosse</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass.
Click the board to pass.</source>
        <translation>%1 non ha mosse valide e deve passare.
Clicca sulla scacchiera per passare.</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
</context>
<context>
    <name>PlayTestDialog</name>
    <message>
        <source>Play-test the board</source>
        <translation>Prova il tabellone</translation>
    </message>
    <message>
        <source>P · Proponent</source>
        <translation>P · Proponente</translation>
    </message>
    <message>
        <source>O · Opponent</source>
        <translation>O · Opponente</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Computer · %1</source>
        <translation>Computer · %1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>sta pensando…</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Your friend</source>
        <translation>Il tuo amico</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Properties</source>
        <translation>Proprietà</translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation>Tabellone senza nome</translation>
    </message>
    <message>
        <source>Board name</source>
        <translation>Nome del tabellone</translation>
    </message>
    <message>
        <source>A line for the players</source>
        <translation>Una riga per i giocatori</translation>
    </message>
    <message>
        <source>Shown beside the board when it is played</source>
        <translation>Mostrata accanto al tabellone durante la partita</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Select a cell or an arrow to edit it here, or double-click it on the canvas.</source>
        <translation>Seleziona una casella o una freccia per modificarla qui, oppure fai doppio clic su di essa nell&apos;area di disegno.</translation>
    </message>
    <message>
        <source>Start cell (the wings)</source>
        <translation>Casella di partenza (le ali)</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Casella</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettera</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Freccia</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
</context>
<context>
    <name>QuantumScene</name>
    <message>
        <source>%1 into square %2</source>
        <translation>%1 nella casella %2</translation>
    </message>
    <message>
        <source>No line yet. The game goes on.</source>
        <translation>Ancora nessun tris. La partita continua.</translation>
    </message>
    <message>
        <source>Both players get a line. Game over, %1.</source>
        <translation>Tris per entrambi. Partita finita, %1.</translation>
    </message>
    <message>
        <source>%1 gets a line. Game over, %2.</source>
        <translation>%1 fa tris. Partita finita, %2.</translation>
    </message>
    <message>
        <source>The board is full, no line. Game over, 0–0.</source>
        <translation>Griglia piena, nessun tris. Partita finita, 0–0.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Where does %1 land? Click a preview or a glowing square.</source>
        <translation>Dove finisce %1? Clicca un&apos;anteprima o una casella illuminata.</translation>
    </message>
    <message>
        <source>%1 is choosing the collapse…</source>
        <translation>%1 sta scegliendo il collasso…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>Cycle! %1 measures</source>
        <translation>Ciclo! %1 misura</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Il computer sta pensando…</translation>
    </message>
    <message>
        <source>The last square takes %1 as a classical mark: click square %2.</source>
        <translation>L&apos;ultima casella riceve %1 come segno classico: clicca la casella %2.</translation>
    </message>
    <message>
        <source>Click two squares for the spooky marks %1.</source>
        <translation>Clicca due caselle per i segni fantasma %1.</translation>
    </message>
    <message>
        <source>Square %1 chosen. Click a second square, or square %1 again to take it back.</source>
        <translation>Casella %1 scelta. Clicca una seconda casella, oppure di nuovo la %1 per annullare la scelta.</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Muove %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>Come funziona</translation>
    </message>
    <message>
        <source>Each move puts two spooky marks in two squares; the mark ends up in one of them. Arcs join the two halves of a move.

When arcs close a cycle, the other player measures: the cycle and all that hangs from it collapse into classical marks.

Three classical marks in a row win. If one collapse gives both players a line, the line with the lower highest subscript scores 1, the other ½.

Keys 1–9 pick squares; Esc takes a first click back.</source>
        <translation>Ogni mossa mette due segni fantasma in due caselle; il segno finirà in una delle due. Un arco unisce le due metà di una mossa.

Quando gli archi chiudono un ciclo, l&apos;altro giocatore misura: il ciclo e tutto ciò che vi è collegato collassano in segni classici.

Vince chi fa tris con tre segni classici. Se un collasso dà un tris a entrambi, il tris con il pedice massimo più basso vale 1, l&apos;altro ½.

I tasti 1–9 scelgono le caselle; Esc annulla il primo clic.</translation>
    </message>
    <message>
        <source>Collapse!</source>
        <translation>Collasso!</translation>
    </message>
    <message>
        <source>%1 lands in square %2, and the rest of the cycle follows.</source>
        <translation>%1 finisce nella casella %2 e il resto del ciclo la segue.</translation>
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
        <translation>Patta, 0–0.</translation>
    </message>
    <message>
        <source>The board is full and nobody has three classical marks in a row.</source>
        <translation>La griglia è piena e nessuno ha tre segni classici in fila.</translation>
    </message>
    <message>
        <source>%1 wins, %2.</source>
        <translation>Vince %1, %2.</translation>
    </message>
    <message>
        <source>%1 has three classical marks in a row.</source>
        <translation>%1 ha tre segni classici in fila.</translation>
    </message>
    <message>
        <source>One collapse gave both players a line.
The newest mark in %1&apos;s line is %2, in %3&apos;s line %4:
the lower subscript means %1&apos;s line was complete first,
so %1 scores 1 and %3 scores ½.</source>
        <translation>Un solo collasso ha dato un tris a entrambi.
Il segno più recente nel tris di %1 è %2, in quello di %3 è %4:
il pedice più basso vuol dire che il tris di %1 si è completato prima,
quindi %1 prende 1 punto e %3 ½.</translation>
    </message>
    <message>
        <source>Quantum tic-tac-toe</source>
        <translation>Tris quantistico</translation>
    </message>
    <message>
        <source>%1 measures: %2 → %3</source>
        <translation>%1 misura: %2 → %3</translation>
    </message>
    <message>
        <source>Put %1 in squares %2 and %3.</source>
        <translation>Metti %1 nelle caselle %2 e %3.</translation>
    </message>
    <message>
        <source>Collapse %1 into square %2.</source>
        <translation>Fai collassare %1 nella casella %2.</translation>
    </message>
    <message>
        <source>Put %1 in square %2: it is the only move.</source>
        <translation>Metti %1 nella casella %2: è l&apos;unica mossa.</translation>
    </message>
    <message>
        <source>With perfect play this wins outright, %1.</source>
        <translation>Con un gioco perfetto questa mossa vince senz&apos;altro, %1.</translation>
    </message>
    <message>
        <source>This guarantees a win, %1 at worst: both may get a line, but yours comes first.</source>
        <translation>Questa mossa garantisce la vittoria, %1 nel caso peggiore: potete fare tris entrambi, ma il tuo arriva prima.</translation>
    </message>
    <message>
        <source>Best play on both sides ends without a line, %1; this move makes sure you do no worse.</source>
        <translation>Con il gioco migliore da entrambe le parti nessuno fa tris, %1; questa mossa ti assicura di non fare peggio.</translation>
    </message>
    <message>
        <source>Against perfect play you cannot win, but this move keeps half a point, %1.</source>
        <translation>Contro un gioco perfetto non puoi vincere, ma questa mossa ti tiene mezzo punto, %1.</translation>
    </message>
    <message>
        <source>Against perfect play every move loses, %1; this one makes it hardest.</source>
        <translation>Contro un gioco perfetto ogni mossa perde, %1; questa rende la vittoria più difficile all&apos;avversario.</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>Cerco la mossa migliore…</translation>
    </message>
    <message>
        <source>Show entanglement</source>
        <translation>Mostra l&apos;entanglement</translation>
    </message>
    <message>
        <source>Show entanglement arcs</source>
        <translation>Mostra gli archi di entanglement</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>(this picture could not be drawn)</source>
        <translation>(impossibile disegnare questa immagine)</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Rules · %1</source>
        <translation>Regole · %1</translation>
    </message>
</context>
<context>
    <name>SealCard</name>
    <message>
        <source>The computer&apos;s sealed choice</source>
        <translation>La scelta sigillata del computer</translation>
    </message>
    <message>
        <source>Copy the check</source>
        <translation>Copia la verifica</translation>
    </message>
    <message>
        <source>Copies a command that recomputes the code from the choice and the salt</source>
        <translation>Copia un comando che ricalcola il codice dalla scelta e dal sale</translation>
    </message>
    <message>
        <source>Your friend chose %1 with the salt %2.
Code %3
%4</source>
        <translation>Il tuo amico ha scelto %1 con il sale %2.
Codice %3
%4</translation>
    </message>
    <message>
        <source>Last round your friend chose %1 with the salt %2.
Code %3
%4</source>
        <translation>Nel turno scorso il tuo amico ha scelto %1 con il sale %2.
Codice %3
%4</translation>
    </message>
    <message>
        <source>Last round it chose %1 with the salt %2.
Code %3
%4</source>
        <translation>Nel turno scorso ha scelto %1 con il sale %2.
Codice %3
%4</translation>
    </message>
    <message>
        <source>Your friend&apos;s sealed choice</source>
        <translation>La scelta sigillata del tuo amico</translation>
    </message>
    <message>
        <source>No choice was sealed in this move.</source>
        <translation>In questa mossa non è stata sigillata nessuna scelta.</translation>
    </message>
    <message>
        <source>Your friend has chosen. SHA-256 of the choice and a secret salt, sent before either choice opens:
%1</source>
        <translation>Il tuo amico ha scelto. SHA-256 della scelta e di un sale segreto, inviato prima che una delle due scelte si apra:
%1</translation>
    </message>
    <message>
        <source>Fixed before your choice. SHA-256 of its choice and a secret salt:
%1</source>
        <translation>Fissata prima della tua scelta. SHA-256 della sua scelta e di un sale segreto:
%1</translation>
    </message>
    <message>
        <source>When your friend has chosen, the code of the sealed choice shows here; it opens once you have chosen too.</source>
        <translation>Quando il tuo amico avrà scelto, qui compare il codice della sua scelta sigillata; si apre quando avrai scelto anche tu.</translation>
    </message>
    <message>
        <source>When you choose in secret, the computer seals its own choice here first. Click a round in the move list to see its check again.</source>
        <translation>Quando scegli in segreto, il computer sigilla prima qui la propria scelta. Clicca un turno nell&apos;elenco delle mosse per rivederne la verifica.</translation>
    </message>
    <message>
        <source>Last round your friend chose %1; %2</source>
        <translation>Nel turno scorso il tuo amico ha scelto %1; %2</translation>
    </message>
    <message>
        <source>Last round it chose %1; %2</source>
        <translation>Nel turno scorso ha scelto %1; %2</translation>
    </message>
    <message>
        <source>the code matches.</source>
        <translation>il codice corrisponde.</translation>
    </message>
    <message>
        <source>the code does NOT match.</source>
        <translation>il codice NON corrisponde.</translation>
    </message>
    <message>
        <source>Sealed choice (SHA-256): %1</source>
        <translation>Scelta sigillata (SHA-256): %1</translation>
    </message>
    <message>
        <source>The code matches: it never changed its choice.</source>
        <translation>Il codice corrisponde: non ha mai cambiato scelta.</translation>
    </message>
    <message>
        <source>The code does NOT match.</source>
        <translation>Il codice NON corrisponde.</translation>
    </message>
    <message>
        <source>It chose %1 with the salt %2.
Code %3
%4</source>
        <translation>Ha scelto %1 con il sale %2.
Codice %3
%4</translation>
    </message>
</context>
<context>
    <name>ServersDialog</name>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>The two computers meet through a rendezvous server and, when they cannot reach each other directly, a relay. Leave the fields empty for the public ones; both sides must use the same.</source>
        <translation>I due computer si incontrano tramite un server di appuntamento e, quando non si raggiungono direttamente, un relay. Lascia i campi vuoti per quelli pubblici; entrambi devono usare gli stessi.</translation>
    </message>
    <message>
        <source>Rendezvous server</source>
        <translation>Server di appuntamento</translation>
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
        <translation>con %3 un %1 può prendere un %2</translation>
    </message>
    <message>
        <source>a %1 may not take a %2 under %3</source>
        <translation>con %3 un %1 non può prendere un %2</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Prossimo</translation>
    </message>
    <message>
        <source>Pile (face down)</source>
        <translation>Pila (coperta)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>jumper</source>
        <translation>chi salta</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>saltato</translation>
    </message>
    <message>
        <source>capture?</source>
        <translation>presa?</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Attenzione: %1</translation>
    </message>
    <message>
        <source>Click to select the culprit on the board.</source>
        <translation>Clicca per selezionare sul tabellone l&apos;elemento responsabile.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the board can be saved as a draft but not played.</source>
        <translation>
            <numerusform>%n problema: il tabellone si può salvare come bozza ma non giocare.</numerusform>
            <numerusform>%n problemi: il tabellone si può salvare come bozza ma non giocare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board can be played, but look at the %n warning(s) first.</source>
        <translation>
            <numerusform>Il tabellone si può giocare, ma guarda prima %n avviso.</numerusform>
            <numerusform>Il tabellone si può giocare, ma guarda prima i %n avvisi.</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems: the board can be analysed and played.</source>
        <translation>Nessun problema: il tabellone si può analizzare e giocare.</translation>
    </message>
</context>
<context>
    <name>WildCatsUI</name>
    <message>
        <source>Wild Cats</source>
        <translation>Gatti selvatici</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Questo turno</translation>
    </message>
    <message>
        <source>Confirm my square</source>
        <translation>Conferma la casella</translation>
    </message>
    <message>
        <source>Enter or a double-click confirms too</source>
        <translation>Conferma anche con Invio o con un doppio clic</translation>
    </message>
    <message>
        <source>%1 block</source>
        <translation>%1 blocco</translation>
    </message>
    <message>
        <source>Block on %1! Nobody marks it, and nobody may take it next round.</source>
        <translation>Blocco su %1! Nessuno la segna, e nel prossimo turno nessuno può prenderla.</translation>
    </message>
    <message>
        <source>Two blocks in a row: a third ends the game in a draw.</source>
        <translation>Due blocchi di fila: un terzo chiude la partita in parità.</translation>
    </message>
    <message>
        <source>%1 wins: four in a line.</source>
        <translation>Vince %1: quattro in fila.</translation>
    </message>
    <message>
        <source>Draw: both completed four in the same round.</source>
        <translation>Parità: entrambi hanno fatto quattro in fila nello stesso turno.</translation>
    </message>
    <message>
        <source>Draw: three blocks in a row.</source>
        <translation>Parità: tre blocchi di fila.</translation>
    </message>
    <message>
        <source>Draw: nobody can complete four any more.</source>
        <translation>Parità: nessuno può più fare quattro in fila.</translation>
    </message>
    <message>
        <source>Playing this mix you win whatever the other does.</source>
        <translation>Scegliendo con queste percentuali vinci qualunque cosa faccia l&apos;altro.</translation>
    </message>
    <message>
        <source>The other side wins with best play; this mix makes it hardest.</source>
        <translation>Giocando al meglio vince l&apos;altro; queste percentuali gli rendono la vittoria più difficile.</translation>
    </message>
    <message>
        <source>With best play on both sides this ends in a draw.</source>
        <translation>Giocando al meglio da entrambe le parti si finisce in parità.</translation>
    </message>
    <message>
        <source>Mixing your squares like this, you score %1 of the points on average.</source>
        <translation>Alternando le caselle con queste percentuali ottieni in media il %1 dei punti.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>%1 threatens four at %2.</source>
        <translation>%1 minaccia quattro in fila in %2.</translation>
    </message>
    <message>
        <source>No threats on the board.</source>
        <translation>Nessuna minaccia sulla griglia.</translation>
    </message>
    <message>
        <source>You must take %1: %2 threatens four there.</source>
        <translation>Devi prendere %1: lì %2 minaccia quattro in fila.</translation>
    </message>
    <message>
        <source>This is an estimate: too many squares are free to see to the end.</source>
        <translation>È una stima: le caselle libere sono troppe per vedere fino in fondo.</translation>
    </message>
    <message>
        <source>%1 is marked already.</source>
        <translation>%1 è già segnata.</translation>
    </message>
    <message>
        <source>You may not take %1 now.</source>
        <translation>Ora non puoi prendere %1.</translation>
    </message>
    <message>
        <source>%1 is your only threat: you may not take it.</source>
        <translation>%1 è la tua unica minaccia: non puoi prenderla.</translation>
    </message>
    <message>
        <source>%1 was blocked last round: nobody may take it this round.</source>
        <translation>%1 è stata bloccata nel turno scorso: in questo turno nessuno può prenderla.</translation>
    </message>
    <message>
        <source>You must take one of %1: %2 threatens four there.</source>
        <translation>Devi prendere una casella fra %1: lì %2 minaccia quattro in fila.</translation>
    </message>
    <message>
        <source>You may not take your own single threat %1.</source>
        <translation>Non puoi prendere %1: è la tua unica minaccia.</translation>
    </message>
    <message>
        <source>Your choice: %1 (not final until you confirm).</source>
        <translation>La tua scelta: %1 (non definitiva finché non confermi).</translation>
    </message>
    <message>
        <source>Click a square to choose it.</source>
        <translation>Clicca una casella per sceglierla.</translation>
    </message>
    <message>
        <source>%1 is banned this round (it was blocked).</source>
        <translation>%1 è vietata in questo turno (c&apos;è stato un blocco).</translation>
    </message>
    <message>
        <source>Blocks in a row: %1/3</source>
        <translation>Blocchi di fila: %1/3</translation>
    </message>
</context>
<context>
    <name>Worker</name>
    <message>
        <source>the computer&apos;s worker process stopped twice in a row</source>
        <translation>il processo del computer si è fermato due volte di seguito</translation>
    </message>
</context>
<context>
    <name>file_dialogs</name>
    <message>
        <source>Replace the file?</source>
        <translation>Sostituire il file?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 esiste già. Sostituirlo?</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>%1 is read-only, so Ludoteca does not replace it. Save under another name, or make the file writable first.</source>
        <translation>%1 è di sola lettura, perciò Ludoteca non lo sostituisce. Salva con un altro nome, oppure rendi prima il file scrivibile.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a text file.</source>
        <translation>%1 non è un file di testo.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a device or a pipe), so it cannot be opened.</source>
        <translation>%1 non è un file normale (una cartella, un dispositivo o una pipe): non si può aprire.</translation>
    </message>
    <message>
        <source>%1 is too large to be a Ludoteca file.</source>
        <translation>%1 è troppo grande per essere un file di Ludoteca.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossibile leggere %1: %2</translation>
    </message>
    <message>
        <source>Ludoteca games (*.ludoteca.json *.json);;All files (*)</source>
        <translation>Partite di Ludoteca (*.ludoteca.json *.json);;Tutti i file (*)</translation>
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
        <translation>Imprigiona e ribalta: il classico gioco di pedine, contro un amico o contro il computer.</translation>
    </message>
    <message>
        <source>Goro Hasegawa&apos;s game (1971), after the older Reversi; rules from an Italian sheet.</source>
        <translation>Il gioco di Goro Hasegawa (1971), dal più antico Reversi; regole da un foglio italiano.</translation>
    </message>
    <message>
        <source>Quantum tic-tac-toe</source>
        <translation>Tris quantistico</translation>
    </message>
    <message>
        <source>Every move is in two places at once until a cycle collapses it: Allan Goff&apos;s quantum tic-tac-toe, against a friend or the computer.</source>
        <translation>Ogni mossa sta in due posti alla volta finché un ciclo non la fa collassare: il tris quantistico di Allan Goff, contro un amico o contro il computer.</translation>
    </message>
    <message>
        <source>Allan Goff&apos;s game (2002); rules from a Portuguese sheet.</source>
        <translation>Il gioco di Allan Goff (2002); regole da un foglio portoghese.</translation>
    </message>
    <message>
        <source>Wild Cats</source>
        <translation>Gatti selvatici</translation>
    </message>
    <message>
        <source>Four in a row on a 5x5 sheet, both players choosing in secret at the same time: the same square is a block. Against a friend or a computer that proves it never peeked.</source>
        <translation>Quattro in fila su un foglio 5x5, con i due giocatori che scelgono in segreto nello stesso momento: la stessa casella è un blocco. Contro un amico o contro un computer che dimostra di non aver mai sbirciato.</translation>
    </message>
    <message>
        <source>Pisicile sălbatice, a Romanian paper-and-pencil game; rules from a Romanian sheet.</source>
        <translation>Pisicile sălbatice, un gioco rumeno con carta e matita; regole da un foglio rumeno.</translation>
    </message>
    <message>
        <source>Programmer&apos;s Checkers</source>
        <translation>Dama del programmatore</translation>
    </message>
    <message>
        <source>Checkers where every stone shows a bit, 1 or 0, and a capture is allowed only if the operator tile in play says so: AND, OR, XOR and more. Flip a bit instead of moving.</source>
        <translation>La dama in cui ogni pezzo mostra un bit, 1 o 0, e una presa è permessa solo se lo dice la tessera dell&apos;operatore in gioco: AND, OR, XOR e altri. Invece di muovere puoi girare un bit.</translation>
    </message>
    <message>
        <source>Programátorská dáma by Dušan Vít, on Czech draughts; rules from a Czech sheet.</source>
        <translation>Programátorská dáma di Dušan Vít, sulla base della dama ceca; regole da un foglio ceco.</translation>
    </message>
    <message>
        <source>Oche</source>
        <translation>Oche</translation>
    </message>
    <message>
        <source>Formule Sacre Oche: one token, coloured arrows and numbers; P may cross a coloured arrow only in a colour O has opened for the same number. Thirteen levels, from a first step to the drinker&apos;s paradox.</source>
        <translation>Formule Sacre Oche: una pedina, frecce colorate e numeri; P può attraversare una freccia colorata solo in un colore che O ha aperto per lo stesso numero. Tredici livelli, dal primo passo al paradosso del bevitore.</translation>
    </message>
    <message>
        <source>Formule Sacre Oche, from an Italian sheet whose author is not known; the thirteen levels are Ludoteca&apos;s own.</source>
        <translation>Formule Sacre Oche, da un foglio italiano di autore ignoto; i tredici livelli sono di Ludoteca.</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>Follow the system</source>
        <translation>Come il sistema</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Thinks one move ahead and often leaves you discs.</source>
        <translation>Pensa una mossa avanti e spesso ti lascia pedine.</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Tranquillo</translation>
    </message>
    <message>
        <source>A relaxed game: it sometimes gives a few discs away.</source>
        <translation>Una partita rilassata: a volte regala qualche pedina.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Da circolo</translation>
    </message>
    <message>
        <source>Sound moves, few slips; plays a finish without a mistake.</source>
        <translation>Mosse solide, pochi errori; gioca il finale senza sbagliare.</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
    <message>
        <source>Nearly always plays its best move. Hard to beat.</source>
        <translation>Gioca quasi sempre la sua mossa migliore. Difficile da battere.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Looks further ahead and never misplays a finish.</source>
        <translation>Guarda più avanti e non sbaglia mai un finale.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Its strongest play: perfect in the last sixteen moves.</source>
        <translation>Il suo gioco più forte: perfetto nelle ultime sedici mosse.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Sees only its own move: a good first opponent.</source>
        <translation>Vede solo la propria mossa: un buon primo avversario.</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Looks a little ahead: a fair fight.</source>
        <translation>Guarda un po&apos; avanti: una sfida equilibrata.</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfetto</translation>
    </message>
    <message>
        <source>Never makes a mistake.</source>
        <translation>Non sbaglia mai.</translation>
    </message>
    <message>
        <source>Likes the squares that look good: you can read it.</source>
        <translation>Preferisce le caselle che sembrano buone: è prevedibile.</translation>
    </message>
    <message>
        <source>Mixes its choices well, but looks only one round ahead.</source>
        <translation>Alterna bene le sue scelte, ma guarda solo un turno avanti.</translation>
    </message>
    <message>
        <source>Mixes its choices so they cannot be read; perfect near the end.</source>
        <translation>Alterna le sue scelte in modo imprevedibile; perfetto verso la fine.</translation>
    </message>
    <message>
        <source>Sees its own move and the captures it forces; often careless.</source>
        <translation>Vede la propria mossa e le prese che impone; spesso distratto.</translation>
    </message>
    <message>
        <source>Looks a few moves ahead and weighs the tiles that may come up.</source>
        <translation>Guarda qualche mossa avanti e valuta le tessere che possono uscire.</translation>
    </message>
    <message>
        <source>Its strongest play: thinks about two seconds a move.</source>
        <translation>Il suo gioco più forte: pensa circa due secondi a mossa.</translation>
    </message>
    <message>
        <source>Never throws a won game away, but takes its time.</source>
        <translation>Non butta mai via una partita vinta, ma se la prende comoda.</translation>
    </message>
    <message>
        <source>The quickest win, the longest defence.</source>
        <translation>La vittoria più rapida, la difesa più lunga.</translation>
    </message>
</context>
<context>
    <name>oche.levels</name>
    <message>
        <source>Follow the list</source>
        <translation>Segui la lista</translation>
    </message>
    <message>
        <source>O picks a number for x and crosses a coloured arrow: that activates the colour for that number, and it joins the list. You, P, may only cross a coloured arrow whose colour is already active for the current value of its letter. Leave O on a cell with no way out and you win.</source>
        <translation>O sceglie un numero per x e attraversa una freccia colorata: così attiva il colore per quel numero, che entra nella lista. Tu, P, puoi attraversare una freccia colorata solo se il suo colore è già attivo per il valore attuale della sua lettera. Lascia O su una casella senza uscita e hai vinto.</translation>
    </message>
    <message>
        <source>One after another</source>
        <translation>Uno dopo l&apos;altro</translation>
    </message>
    <message>
        <source>An implication is a promise: O grants the first part, then you must deliver the rest. At the last fork O chooses which of the two colours you must show.</source>
        <translation>Un&apos;implicazione è una promessa: O concede la prima parte, poi tu devi mantenere il resto. All&apos;ultimo bivio O sceglie quale dei due colori devi mostrare.</translation>
    </message>
    <message>
        <source>Say the same number</source>
        <translation>Di&apos; lo stesso numero</translation>
    </message>
    <message>
        <source>The example of the rule sheet. This time the letter on your cell is y, not x, and you choose its number before you move. Only equality between numbers matters: a colour is active for a number, whatever letter names it.</source>
        <translation>L&apos;esempio del foglio di regole. Questa volta la lettera della tua casella è y, non x, e ne scegli il numero prima di muovere. Conta solo l&apos;uguaglianza tra i numeri: un colore è attivo per un numero, qualunque lettera lo porti.</translation>
    </message>
    <message>
        <source>Pick the road</source>
        <translation>Scegli la strada</translation>
    </message>
    <message>
        <source>Now you play O, and the computer plays P. Every colour you cross is a gift P may use later, and some roads force you to give more than it seems. Find the road on which P can never leave you stuck.</source>
        <translation>Ora giochi con O, e il computer con P. Ogni colore che attraversi è un regalo che P potrà usare più avanti, e certe strade ti costringono a dare più di quanto sembri. Trova la strada su cui P non potrà mai lasciarti bloccato.</translation>
    </message>
    <message>
        <source>Any number will do</source>
        <translation>Un numero qualsiasi</translation>
    </message>
    <message>
        <source>Here you must choose a number for x before O has activated anything, so no number is in play yet. Pick one anyway: what matters is what O will be forced to say about it afterwards.</source>
        <translation>Qui devi scegliere un numero per x prima che O abbia attivato qualcosa, quindi nessun numero è ancora in gioco. Scegline uno comunque: conta quello che O sarà costretto a dirne dopo.</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Non ancora</translation>
    </message>
    <message>
        <source>Two roads lead to the same kind of claim, but on one of them you must name your number before O names its own. A choice made too early can be wasted.</source>
        <translation>Due strade portano allo stesso tipo di affermazione, ma su una delle due devi dire il tuo numero prima che O dica il suo. Una scelta fatta troppo presto può andare sprecata.</translation>
    </message>
    <message>
        <source>Old colours stay</source>
        <translation>I vecchi colori restano</translation>
    </message>
    <message>
        <source>Letters are global and a new number replaces the old one, but an activated colour stays on the list for good. O will change x under your feet; you can change it back.</source>
        <translation>Le lettere sono comuni e un numero nuovo sostituisce il vecchio, ma un colore attivato resta nella lista per sempre. O ti cambierà x sotto i piedi; tu puoi rimetterlo com&apos;era.</translation>
    </message>
    <message>
        <source>If this, then that</source>
        <translation>Se questo, allora quello</translation>
    </message>
    <message>
        <source>O has granted a rule: whoever shows blue for a number may demand red for it. To use the rule you must name the number yourself and show that it is blue.</source>
        <translation>O ha concesso una regola: chi mostra il blu per un numero può pretendere il rosso per lo stesso numero. Per usare la regola devi dire tu il numero e mostrare che è blu.</translation>
    </message>
    <message>
        <source>Which way round?</source>
        <translation>In quale verso?</translation>
    </message>
    <message>
        <source>You are O again. On either road you grant P the same rule, blue leads to red, and then activate one colour for your number. One of the two roads lets P turn the rule against you.</source>
        <translation>Sei di nuovo O. Su entrambe le strade concedi a P la stessa regola, dal blu al rosso, e poi attivi un colore per il tuo numero. Una delle due strade permette a P di ritorcere la regola contro di te.</translation>
    </message>
    <message>
        <source>Either way</source>
        <translation>In un modo o nell&apos;altro</translation>
    </message>
    <message>
        <source>Blue or not blue: you may claim either, and O will make you pay for the claim. A claim that fails still leaves something on the list, and the start cell is always one step away.</source>
        <translation>Blu o non blu: puoi affermare l&apos;uno o l&apos;altro, e O ti farà pagare l&apos;affermazione. Un&apos;affermazione fallita lascia comunque qualcosa nella lista, e la casella di partenza è sempre a un passo.</translation>
    </message>
    <message>
        <source>The drinker</source>
        <translation>Il bevitore</translation>
    </message>
    <message>
        <source>There is someone in the pub such that, if they drink, everybody drinks. Your first guess for x will not be the right one; but O&apos;s answer tells you who it should have been.</source>
        <translation>Nel pub c&apos;è qualcuno tale che, se beve lui, bevono tutti. Il tuo primo tentativo per x non sarà quello giusto; ma la risposta di O ti dice chi avrebbe dovuto essere.</translation>
    </message>
    <message>
        <source>Who names x?</source>
        <translation>Chi sceglie x?</translation>
    </message>
    <message>
        <source>You are O, and the two roads look alike: on each, numbers are named for x and y and you activate purple once. Look at who names each letter, and whether it happens before or after you do.</source>
        <translation>Sei O, e le due strade sembrano uguali: su ognuna si scelgono i numeri di x e di y e tu attivi il viola una volta. Guarda chi sceglie il numero di ogni lettera, e se lo fa prima o dopo di te.</translation>
    </message>
    <message>
        <source>Every blue is red, or not</source>
        <translation>Ogni blu è rosso, oppure no</translation>
    </message>
    <message>
        <source>Either every blue number is red, or you can point at a blue number that is not red. Neither claim can be won on its own; the first attempt is what makes the second one work.</source>
        <translation>Ogni numero blu è rosso, oppure puoi indicare un numero blu che non è rosso. Nessuna delle due affermazioni si vince da sola: è il primo tentativo a far funzionare il secondo.</translation>
    </message>
</context>
<context>
    <name>oche.palette</name>
    <message>
        <source>black</source>
        <translation>nero</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>arancione</translation>
    </message>
</context>
<context>
    <name>oche_editor.commands</name>
    <message>
        <source>Add cell</source>
        <translation>Aggiungi casella</translation>
    </message>
    <message>
        <source>Delete cell</source>
        <translation>Elimina casella</translation>
    </message>
    <message>
        <source>Add arrow</source>
        <translation>Aggiungi freccia</translation>
    </message>
    <message>
        <source>Delete arrow</source>
        <translation>Elimina freccia</translation>
    </message>
    <message>
        <source>Move cell</source>
        <translation>Sposta casella</translation>
    </message>
    <message>
        <source>Move %n cells</source>
        <translation>Sposta %n caselle</translation>
    </message>
    <message>
        <source>Set letter %1</source>
        <translation>Imposta la lettera %1</translation>
    </message>
    <message>
        <source>Remove letter</source>
        <translation>Togli la lettera</translation>
    </message>
    <message>
        <source>Set start cell</source>
        <translation>Imposta la casella di partenza</translation>
    </message>
    <message>
        <source>Arrow: %1</source>
        <translation>Freccia: %1</translation>
    </message>
    <message>
        <source>Rename board</source>
        <translation>Rinomina il tabellone</translation>
    </message>
    <message>
        <source>Describe board</source>
        <translation>Descrivi il tabellone</translation>
    </message>
</context>
<context>
    <name>oche_editor.inplace</name>
    <message>
        <source>letter</source>
        <translation>lettera</translation>
    </message>
    <message>
        <source>A letter a–z, or nothing for none; Enter applies</source>
        <translation>Una lettera a–z, o niente per nessuna; Invio applica</translation>
    </message>
    <message>
        <source>colour letter</source>
        <translation>colore lettera</translation>
    </message>
    <message>
        <source>A colour (black, blue, red, green, yellow, purple, orange) and a letter, e.g. “blue x”; Enter applies</source>
        <translation>Un colore, scritto in inglese (black, blue, red, green, yellow, purple, orange), e una lettera, per esempio “blue x”; Invio applica</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message>
        <source>The board has %1 cells; at most %2 are allowed.</source>
        <translation>Il tabellone ha %1 caselle; il massimo consentito è %2.</translation>
    </message>
    <message>
        <source>The board has %1 arrows; at most %2 are allowed.</source>
        <translation>Il tabellone ha %1 frecce; il massimo consentito è %2.</translation>
    </message>
    <message>
        <source>The name “%1” is used by %2 cells.</source>
        <translation>Il nome “%1” è usato da %2 caselle.</translation>
    </message>
    <message>
        <source>A cell has no name.</source>
        <translation>Una casella non ha nome.</translation>
    </message>
    <message>
        <source>Cell “%1” is placed too far out (coordinates go from -%2 to %2).</source>
        <translation>La casella “%1” è troppo lontana (le coordinate vanno da -%2 a %2).</translation>
    </message>
    <message>
        <source>Cell “%1” has the letter “%2”: a letter is one of a to z.</source>
        <translation>La casella “%1” ha la lettera “%2”: una lettera va dalla a alla z.</translation>
    </message>
    <message>
        <source>The board has no cells yet: add one (C).</source>
        <translation>Il tabellone non ha ancora caselle: aggiungine una (C).</translation>
    </message>
    <message>
        <source>No cell is the start cell: select one and tick “Start cell”.</source>
        <translation>Nessuna casella è la casella di partenza: selezionane una e spunta “Casella di partenza”.</translation>
    </message>
    <message>
        <source>There are %1 start cells (%2): exactly one is needed.</source>
        <translation>Ci sono %1 caselle di partenza (%2): ne serve esattamente una.</translation>
    </message>
    <message>
        <source>Arrow %1 leads to a cell that does not exist (“%2”).</source>
        <translation>La freccia %1 porta a una casella che non esiste (“%2”).</translation>
    </message>
    <message>
        <source>Arrow %1 goes from cell “%2” to itself.</source>
        <translation>La freccia %1 va dalla casella “%2” a se stessa.</translation>
    </message>
    <message>
        <source>Arrow %1 has a colour this version does not know (“%2”).</source>
        <translation>La freccia %1 ha un colore che questa versione non conosce (“%2”).</translation>
    </message>
    <message>
        <source>Arrow %1 is black but has a letter: black arrows have none.</source>
        <translation>La freccia %1 è nera ma ha una lettera: le frecce nere non ne hanno.</translation>
    </message>
    <message>
        <source>Arrow %1 has the letter “%2”: a letter is one of a to z.</source>
        <translation>La freccia %1 ha la lettera “%2”: una lettera va dalla a alla z.</translation>
    </message>
    <message>
        <source>Cell “%1” cannot be reached from the start: it takes no part in the game.</source>
        <translation>La casella “%1” non si raggiunge dalla partenza: non partecipa al gioco.</translation>
    </message>
    <message>
        <source>The letter “%1” is on arrows (%2) but on no cell: nobody can give it a number, so those arrows activate nothing and never open for P.</source>
        <translation>La lettera “%1” è sulle frecce (%2) ma su nessuna casella: nessuno può darle un numero, quindi quelle frecce non attivano nulla e per P non si aprono mai.</translation>
    </message>
    <message>
        <source>Cell “%1” has the letter “%2”, which is on no arrow: its number changes nothing.</source>
        <translation>La casella “%1” ha la lettera “%2”, che non è su nessuna freccia: il suo numero non cambia nulla.</translation>
    </message>
    <message>
        <source>The start cell “%1” has no arrow out: O cannot make the first move, so P wins at once.</source>
        <translation>La casella di partenza “%1” non ha frecce in uscita: O non può fare la prima mossa, quindi P vince subito.</translation>
    </message>
    <message>
        <source>Every cell has an arrow out: O can always move, so P can never win.</source>
        <translation>Ogni casella ha una freccia in uscita: O può sempre muovere, quindi P non può mai vincere.</translation>
    </message>
    <message>
        <source>Arrow %1 is the same as arrow %2 (same cells, colour and letter): one is enough.</source>
        <translation>La freccia %1 è uguale alla freccia %2 (stesse caselle, colore e lettera): ne basta una.</translation>
    </message>
</context>
</TS>
