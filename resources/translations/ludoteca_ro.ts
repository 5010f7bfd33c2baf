<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro" sourcelanguage="en">
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analiză</translation>
    </message>
    <message>
        <source>Analyze: who wins?</source>
        <translation>Analizează: cine câștigă?</translation>
    </message>
    <message>
        <source>Ask the solver who wins this board with best play.</source>
        <translation>Întreabă programul de rezolvare cine câștigă pe această tablă dacă ambii joacă perfect.</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Arată soluția</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Următor ▶</translation>
    </message>
    <message>
        <source>The solver is thinking…</source>
        <translation>Programul de rezolvare se gândește…</translation>
    </message>
    <message>
        <source>Fix the problems first: only a playable board can be analysed.</source>
        <translation>Corectează mai întâi problemele: numai o tablă jucabilă poate fi analizată.</translation>
    </message>
    <message>
        <source>The solver could not analyse this board: %1</source>
        <translation>Programul de rezolvare nu a putut analiza această tablă: %1</translation>
    </message>
    <message numerus="yes">
        <source>The solver explored %n reduced position(s).</source>
        <translation>
            <numerusform>Programul de rezolvare a explorat %n poziție redusă.</numerusform>
            <numerusform>Programul de rezolvare a explorat %n poziții reduse.</numerusform>
            <numerusform>Programul de rezolvare a explorat %n de poziții reduse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>P wins in %n turn(s) with best play (P hurries, O holds out).</source>
        <translation>
            <numerusform>P câștigă în %n mutare cu joc perfect (P se grăbește, O rezistă).</numerusform>
            <numerusform>P câștigă în %n mutări cu joc perfect (P se grăbește, O rezistă).</numerusform>
            <numerusform>P câștigă în %n de mutări cu joc perfect (P se grăbește, O rezistă).</numerusform>
        </translation>
    </message>
    <message>
        <source>O wins: P cannot force O onto a dead end; the game can go on forever.</source>
        <translation>Câștigă O: P nu-l poate forța pe O într-o fundătură; partida poate continua la nesfârșit.</translation>
    </message>
    <message>
        <source>Start: the token is on the start cell; O moves first.</source>
        <translation>Început: jetonul e pe căsuța de start; O mută primul.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nimic</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Pasul %1 din %2: %3</translation>
    </message>
    <message>
        <source>Numbers: %1. Activated: %2.</source>
        <translation>Numere: %1. Activate: %2.</translation>
    </message>
    <message>
        <source>%1 resets: the token goes back to the start.</source>
        <translation>%1 repornește: jetonul se întoarce la start.</translation>
    </message>
    <message>
        <source>%1 crosses arrow %2 to %3.</source>
        <translation>%1 traversează săgeata %2 până la %3.</translation>
    </message>
    <message>
        <source>%1 sets %2 = %3.</source>
        <translation>%1 alege %2 = %3.</translation>
    </message>
</context>
<context>
    <name>BrowseBar</name>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Înapoi la partidă (Esc)</translation>
    </message>
</context>
<context>
    <name>CheckersOptions</name>
    <message>
        <source>Operator tiles</source>
        <translation>Plăcuțele cu operatori</translation>
    </message>
    <message>
        <source>Basic: 3 AND, 3 OR, 3 XOR</source>
        <translation>De bază: 3 AND, 3 OR, 3 XOR</translation>
    </message>
    <message>
        <source>Advanced: compose the pile</source>
        <translation>Avansat: alcătuiește teancul</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <source>The same position a third time is a draw</source>
        <translation>Aceeași poziție a treia oară înseamnă remiză</translation>
    </message>
    <message>
        <source>Draw when nobody captures or moves a man for</source>
        <translation>Remiză fără captură și fără mutare de pion; număr de mutări:</translation>
    </message>
    <message>
        <source> turns (both sides)</source>
        <translation> (ambele părți)</translation>
    </message>
    <message>
        <source>Men may also capture backwards</source>
        <translation>Pionii pot captura și înapoi</translation>
    </message>
    <message>
        <source>A capture must take the most stones</source>
        <translation>Captura trebuie să ia cât mai multe piese</translation>
    </message>
    <message>
        <source>Kings need not capture first</source>
        <translation>Damele nu au întâietate la captură</translation>
    </message>
    <message>
        <source>The owner chooses a new king&apos;s bit</source>
        <translation>Proprietarul alege bitul noii dame</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the pile</source>
        <translation>
            <numerusform>%n plăcuță în teanc</numerusform>
            <numerusform>%n plăcuțe în teanc</numerusform>
            <numerusform>%n de plăcuțe în teanc</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckersScene</name>
    <message>
        <source>All 1</source>
        <translation>Toate 1</translation>
    </message>
    <message>
        <source>Every stone shows 1 (key 1)</source>
        <translation>Toate piesele arată 1 (tasta 1)</translation>
    </message>
    <message>
        <source>All 0</source>
        <translation>Toate 0</translation>
    </message>
    <message>
        <source>Every stone shows 0 (key 0)</source>
        <translation>Toate piesele arată 0 (tasta 0)</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleator</translation>
    </message>
    <message>
        <source>Random bits (key R)</source>
        <translation>Biți aleatori (tasta R)</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Anterioară</translation>
    </message>
    <message>
        <source>The bits you chose last time (key L)</source>
        <translation>Biții aleși data trecută (tasta L)</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Gata</translation>
    </message>
    <message>
        <source>Fix your set-up; both are revealed together (Enter)</source>
        <translation>Confirmă-ți așezarea; cele două sunt dezvăluite împreună (Enter)</translation>
    </message>
    <message>
        <source>Turn a stone over</source>
        <translation>Întoarce o piesă</translation>
    </message>
    <message>
        <source>Then click one of your stones (or right-click it, or press F over it)</source>
        <translation>Apoi dă clic pe una dintre piesele tale (sau clic dreapta pe ea, sau apasă F deasupra ei)</translation>
    </message>
    <message>
        <source>The new king shows %1</source>
        <translation>Noua damă arată %1</translation>
    </message>
    <message>
        <source>Setting up…</source>
        <translation>Pregătire…</translation>
    </message>
    <message>
        <source>Set up your bits</source>
        <translation>Alege-ți biții</translation>
    </message>
    <message>
        <source>A capture is compulsory: one of the stones marked ! must take.</source>
        <translation>Captura este obligatorie: una dintre piesele marcate cu ! trebuie să captureze.</translation>
    </message>
    <message>
        <source>This stone cannot move now.</source>
        <translation>Piesa aceasta nu poate muta acum.</translation>
    </message>
    <message>
        <source>Finish the capture: land on one of the marked squares (Esc goes back a jump).</source>
        <translation>Termină captura: aterizează pe una dintre căsuțele marcate (Esc anulează o săritură).</translation>
    </message>
    <message>
        <source>The man is crowned: click the bit the new king shows (1 or 0).</source>
        <translation>Pionul devine damă: dă clic pe bitul pe care îl va arăta noua damă (1 sau 0).</translation>
    </message>
    <message>
        <source>No flip now: a capture is compulsory.</source>
        <translation>Acum nu poți întoarce: captura este obligatorie.</translation>
    </message>
</context>
<context>
    <name>CheckersUI</name>
    <message>
        <source>Programmer&apos;s Checkers</source>
        <translation>Dame pentru programatori</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Albul</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negrul</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Rândul acesta</translation>
    </message>
    <message>
        <source>Show the stones that can move</source>
        <translation>Arată piesele care pot muta</translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation>Arată numerele căsuțelor</translation>
    </message>
    <message>
        <source>Play a stone&apos;s only move at the first click</source>
        <translation>Joacă la primul clic singura mutare a unei piese</translation>
    </message>
    <message>
        <source>Off: a click picks the stone and shows its move; a second click (or a drag) plays it</source>
        <translation>Oprit: un clic alege piesa și îi arată mutarea; al doilea clic (sau o tragere) o joacă</translation>
    </message>
    <message>
        <source>ones: %1, zeros: %2</source>
        <translation>unu: %1, zero: %2</translation>
    </message>
    <message>
        <source>discard reshuffled; %1 turned up</source>
        <translation>teanc refăcut din cele aruncate; apare %1</translation>
    </message>
    <message>
        <source>%1 turned up</source>
        <translation>apare %1</translation>
    </message>
    <message>
        <source>%1 turned up: a tile of the pile is laid face up.</source>
        <translation>apare %1: o plăcuță din teanc este întoarsă cu fața în sus.</translation>
    </message>
    <message>
        <source>%1: the stone on %2 is turned over (its bit changes).</source>
        <translation>%1: piesa de pe %2 este întoarsă (bitul ei se schimbă).</translation>
    </message>
    <message>
        <source>%1: the stone on %2 jumps to %3, taking %4.</source>
        <translation>%1: piesa de pe %2 sare pe %3 și ia %4.</translation>
    </message>
    <message>
        <source>%1: the stone on %2 moves to %3.</source>
        <translation>%1: piesa de pe %2 mută pe %3.</translation>
    </message>
    <message>
        <source>It becomes a king (♛).</source>
        <translation>Devine damă (♛).</translation>
    </message>
    <message>
        <source>the bits of its stones on %1 to %2, in order</source>
        <translation>biții pieselor lui de pe căsuțele %1–%2, în ordine</translation>
    </message>
    <message>
        <source>%1: the bits of %2&apos;s stones on %3 to %4, in that order (%5 show 1).</source>
        <translation>%1: biții pieselor lui %2 de pe căsuțele %3–%4, în această ordine (%5 arată 1).</translation>
    </message>
    <message>
        <source>The pile is empty: the discard is shuffled into a new pile.</source>
        <translation>Teancul s-a terminat: plăcuțele aruncate se amestecă într-un teanc nou.</translation>
    </message>
    <message>
        <source>%1 has a new king on %2.</source>
        <translation>%1 face damă pe %2.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Câștigă %1.</translation>
    </message>
    <message>
        <source>%1 has no stones left.</source>
        <translation>%1 nu mai are piese.</translation>
    </message>
    <message>
        <source>Draw: a lone king against a lone king.</source>
        <translation>Remiză: o damă singură contra unei dame singure.</translation>
    </message>
    <message>
        <source>Draw: the same position for the third time.</source>
        <translation>Remiză: aceeași poziție pentru a treia oară.</translation>
    </message>
    <message numerus="yes">
        <source>Draw: %n turns in a row without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>Remiză: %n rând la rând fără captură și fără mutare de pion.</numerusform>
            <numerusform>Remiză: %n rânduri la rând fără captură și fără mutare de pion.</numerusform>
            <numerusform>Remiză: %n de rânduri la rând fără captură și fără mutare de pion.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Remiză.</translation>
    </message>
    <message>
        <source>Hint: a set-up the computer likes; change it as you wish.</source>
        <translation>Indiciu: o așezare care îi place calculatorului; schimb-o cum vrei.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Indiciu: %1.</translation>
    </message>
    <message>
        <source>After it you can force a win.</source>
        <translation>După ea poți forța victoria.</translation>
    </message>
    <message>
        <source>After it your opponent can force a win.</source>
        <translation>După ea adversarul poate forța victoria.</translation>
    </message>
    <message numerus="yes">
        <source>After it you should win, unless %n turns pass without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>După ea ar trebui să câștigi, dacă nu trece %n rând fără captură și fără mutare de pion.</numerusform>
            <numerusform>După ea ar trebui să câștigi, dacă nu trec %n rânduri fără captură și fără mutare de pion.</numerusform>
            <numerusform>După ea ar trebui să câștigi, dacă nu trec %n de rânduri fără captură și fără mutare de pion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After it your opponent should win, unless %n turns pass without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>După ea adversarul ar trebui să câștige, dacă nu trece %n rând fără captură și fără mutare de pion.</numerusform>
            <numerusform>După ea adversarul ar trebui să câștige, dacă nu trec %n rânduri fără captură și fără mutare de pion.</numerusform>
            <numerusform>După ea adversarul ar trebui să câștige, dacă nu trec %n de rânduri fără captură și fără mutare de pion.</numerusform>
        </translation>
    </message>
    <message>
        <source>After it the game is about even.</source>
        <translation>După ea, partida e cam egală.</translation>
    </message>
    <message>
        <source>After it you are about %1 men ahead.</source>
        <translation>După ea ești cam cu %1 piese înainte.</translation>
    </message>
    <message>
        <source>After it you are about %1 men behind.</source>
        <translation>După ea ești cam cu %1 piese în urmă.</translation>
    </message>
    <message>
        <source>Ones: %1, zeros: %2.</source>
        <translation>Unu: %1, zero: %2.</translation>
    </message>
    <message>
        <source>turn over the stone on %1</source>
        <translation>întoarce piesa de pe %1</translation>
    </message>
    <message>
        <source>You must capture under %1: the stones marked ! can take.</source>
        <translation>Cu %1 trebuie să capturezi: piesele marcate cu ! pot captura.</translation>
    </message>
    <message>
        <source>%1: choose your stones&apos; bits in secret, then press Ready.</source>
        <translation>%1: alege în secret biții pieselor tale, apoi apasă Gata.</translation>
    </message>
    <message>
        <source>Both set-ups are revealed together.</source>
        <translation>Cele două așezări sunt dezvăluite împreună.</translation>
    </message>
    <message>
        <source>Click a stone to turn it over. Under AND only a 1 takes a 1; under OR anything but 0 against 0; under XOR only different bits.</source>
        <translation>Dă clic pe o piesă ca s-o întorci. Cu AND doar un 1 ia un 1; cu OR orice în afară de 0 contra 0; cu XOR doar biți diferiți.</translation>
    </message>
    <message>
        <source>%1 to move under %2.</source>
        <translation>Mută %1, cu %2.</translation>
    </message>
    <message>
        <source>A capture is compulsory: %1.</source>
        <translation>Captura este obligatorie: %1.</translation>
    </message>
    <message>
        <source>After a capture %1 becomes active.</source>
        <translation>După o captură devine activ %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n turns without a capture or a man&apos;s move: then it is a draw.</source>
        <translation>
            <numerusform>Rânduri la rând fără captură și fără mutare de pion: %1 din %n; apoi e remiză.</numerusform>
            <numerusform>Rânduri la rând fără captură și fără mutare de pion: %1 din %n; apoi e remiză.</numerusform>
            <numerusform>Rânduri la rând fără captură și fără mutare de pion: %1 din %n; apoi e remiză.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right-click a stone (or press F over it) to turn it over instead of moving.</source>
        <translation>Clic dreapta pe o piesă (sau apasă F deasupra ei) ca s-o întorci în loc să muți.</translation>
    </message>
    <message>
        <source>Click one of your stones to pick it: the squares it may go to light up.</source>
        <translation>Dă clic pe una dintre piesele tale ca s-o alegi: se luminează căsuțele unde poate merge.</translation>
    </message>
    <message>
        <source>The stone on %1 has one move, %2: click %3 or drag the stone there to play it.</source>
        <translation>Piesa de pe %1 are o singură mutare, %2: dă clic pe %3 sau trage piesa acolo ca s-o joci.</translation>
    </message>
    <message>
        <source>The stone on %1 is picked: click a marked square or drag the stone there.</source>
        <translation>Piesa de pe %1 e aleasă: dă clic pe o căsuță marcată sau trage piesa acolo.</translation>
    </message>
    <message>
        <source>%1: no capture is allowed.</source>
        <translation>%1: nicio captură nu e permisă.</translation>
    </message>
    <message>
        <source>a %1 takes a %2</source>
        <translation>un %1 ia un %2</translation>
    </message>
    <message>
        <source>%1: set up your bits in secret. %2, please look away.</source>
        <translation>%1: pregătește-ți biții în secret. %2, te rog, uită-te în altă parte.</translation>
    </message>
</context>
<context>
    <name>EditorScene</name>
    <message>
        <source>Delete selection</source>
        <translation>Șterge selecția</translation>
    </message>
    <message>
        <source>An empty board: click to add cells in Add cell mode (C); the first is the start. Then drag from cell to cell in Add arrow mode (A).</source>
        <translation>O tablă goală: dă clic ca să adaugi căsuțe cu instrumentul + Căsuță (C); prima este cea de start. Apoi trage de la o căsuță la alta cu instrumentul + Săgeată (A).</translation>
    </message>
</context>
<context>
    <name>FoldBar</name>
    <message>
        <source>Panel</source>
        <translation>Panou</translation>
    </message>
    <message>
        <source>Show the players, the moves and the game&apos;s tools beside the board</source>
        <translation>Arată jucătorii, mutările și instrumentele jocului lângă tablă</translation>
    </message>
</context>
<context>
    <name>FriendBar</name>
    <message>
        <source>Offer a draw</source>
        <translation>Propune remiză</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandon</translation>
    </message>
</context>
<context>
    <name>FriendGame</name>
    <message>
        <source>Offer a draw to your friend</source>
        <translation>Propune remiză prietenului tău</translation>
    </message>
    <message>
        <source>Resign the game with your friend</source>
        <translation>Abandonează partida cu prietenul tău</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Resign this game? Your friend wins it.</source>
        <translation>Abandonezi partida? O câștigă prietenul tău.</translation>
    </message>
    <message>
        <source>Your friend agreed: the move is taken back.</source>
        <translation>Prietenul tău a fost de acord: mutarea a fost anulată.</translation>
    </message>
    <message>
        <source>Your friend did not agree to take the move back.</source>
        <translation>Prietenul tău nu a fost de acord să anuleze mutarea.</translation>
    </message>
    <message>
        <source>Your friend declined the draw.</source>
        <translation>Prietenul tău a refuzat remiza.</translation>
    </message>
    <message>
        <source>The game with your friend is over.</source>
        <translation>Partida cu prietenul tău s-a încheiat.</translation>
    </message>
    <message>
        <source>The connection to your friend was lost. Continue when your friend is back: you both use the code %1 again.</source>
        <translation>Legătura cu prietenul tău s-a întrerupt. Continuați când revine: folosiți amândoi din nou codul %1.</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Reconectează</translation>
    </message>
    <message>
        <source>Play on this computer</source>
        <translation>Joacă la acest calculator</translation>
    </message>
    <message>
        <source>Your friend asks to take back their last move.</source>
        <translation>Prietenul tău cere să-și anuleze ultima mutare.</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Permite</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Refuză</translation>
    </message>
    <message>
        <source>Your friend offers a draw.</source>
        <translation>Prietenul tău propune remiză.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Acceptă</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Refuză</translation>
    </message>
    <message>
        <source>Waiting for your friend to allow the undo…</source>
        <translation>Se așteaptă ca prietenul tău să permită anularea…</translation>
    </message>
    <message>
        <source>Waiting for your friend&apos;s answer to your draw offer…</source>
        <translation>Se așteaptă răspunsul prietenului tău la propunerea de remiză…</translation>
    </message>
    <message>
        <source>Playing with your friend.</source>
        <translation>Joci cu prietenul tău.</translation>
    </message>
    <message>
        <source>The game&apos;s code, to continue it after a lost connection: %1</source>
        <translation>Codul partidei, pentru a o continua după o legătură pierdută: %1</translation>
    </message>
    <message>
        <source>Waiting for your friend&apos;s move…</source>
        <translation>Se așteaptă mutarea prietenului tău…</translation>
    </message>
    <message>
        <source>You have chosen. Waiting for your friend&apos;s choice…</source>
        <translation>Ai ales. Se așteaptă alegerea prietenului tău…</translation>
    </message>
    <message>
        <source>Your friend has chosen.</source>
        <translation>Prietenul tău a ales.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation>Joacă</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Joacă %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuă</translation>
    </message>
    <message>
        <source>A game of %1 was left unfinished: continue it where it was.</source>
        <translation>O partidă de %1 a rămas neterminată: continu-o de unde a rămas.</translation>
    </message>
    <message>
        <source>The game last played at %1</source>
        <translation>Partida jucată ultima dată la %1</translation>
    </message>
    <message>
        <source>Several games of %1 were left unfinished: choose one to continue.</source>
        <translation>Mai multe partide de %1 au rămas neterminate: alege una pe care s-o continui.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
    <message>
        <source>The check is copied: paste it in a terminal.</source>
        <translation>Verificarea a fost copiată: lipește-o într-un terminal.</translation>
    </message>
    <message>
        <source>You are looking at the game after move %1 of %2.</source>
        <translation>Te uiți la partidă după mutarea %1 din %2.</translation>
    </message>
    <message>
        <source>%1 has chosen</source>
        <translation>%1 a ales</translation>
    </message>
    <message>
        <source>Hand over to %2. %1, please look away until both choices are revealed.</source>
        <translation>E rândul lui %2. %1, te rog, uită-te în altă parte până când ambele alegeri sunt dezvăluite.</translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <translation>Sunt %1: arată tabla</translation>
    </message>
    <message>
        <source>No crash copy of this game can be kept:
%1
The game goes on; save it to keep it.</source>
        <translation>Nu se poate păstra o copie de siguranță a acestei partide:
%1
Partida continuă; salveaz-o ca s-o păstrezi.</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Nu se poate continua partida</translation>
    </message>
    <message>
        <source>This game is being continued in another Ludoteca window.</source>
        <translation>Partida aceasta este deja continuată într-o altă fereastră Ludoteca.</translation>
    </message>
    <message>
        <source>The copy holds a game of %1, not of %2.</source>
        <translation>Copia conține o partidă de %1, nu de %2.</translation>
    </message>
    <message>
        <source>The copy is kept as %1.</source>
        <translation>Copia este păstrată ca %1.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Ai câștigat!</translation>
    </message>
    <message>
        <source>You lose.</source>
        <translation>Ai pierdut.</translation>
    </message>
    <message>
        <source>The computer player failed: %1</source>
        <translation>Calculatorul a întâmpinat o eroare: %1</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partidă nesalvată</translation>
    </message>
    <message>
        <source>The %1 game in progress is not saved. Save it first?</source>
        <translation>Partida de %1 în desfășurare nu este salvată. O salvezi mai întâi?</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Invită un prieten</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Joci cu</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Părăsește partida</translation>
    </message>
    <message>
        <source>You are playing with your friend. Leave the game? It stops for both of you; you can continue it later with the same code.</source>
        <translation>Joci cu prietenul tău. Părăsești partida? Se oprește pentru amândoi; o puteți continua mai târziu cu același cod.</translation>
    </message>
    <message>
        <source>Cannot invite</source>
        <translation>Invitația nu se poate trimite</translation>
    </message>
    <message>
        <source>Play on this computer</source>
        <translation>Joacă la acest calculator</translation>
    </message>
    <message>
        <source>Cannot reconnect: %1</source>
        <translation>Reconectarea nu reușește: %1</translation>
    </message>
    <message>
        <source>Waiting for your friend to continue the game (code %1)…</source>
        <translation>Se așteaptă ca prietenul tău să continue partida (codul %1)…</translation>
    </message>
    <message>
        <source>Paused. Press P to go on.</source>
        <translation>Pauză. Apasă P ca să continui.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partidă încheiată</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Mută %1</translation>
    </message>
    <message>
        <source>Both choose</source>
        <translation>Aleg amândoi</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salvează partida</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Nu se poate salva partida</translation>
    </message>
    <message>
        <source>The game is still open; try another place.</source>
        <translation>Partida rămâne deschisă; încearcă alt loc.</translation>
    </message>
    <message>
        <source>This version could not open such a save again: %1. The game is still open.</source>
        <translation>Această versiune n-ar putea redeschide o asemenea salvare: %1. Partida este încă deschisă.</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Salvat ca %1.</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 abandonează.</translation>
    </message>
    <message>
        <source>%1 loses by forfeit: %2</source>
        <translation>%1 pierde prin neprezentare: %2</translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation>Remiză convenită.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Remiză.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Câștigă %1.</translation>
    </message>
    <message>
        <source>Options: %1</source>
        <translation>Opțiuni: %1</translation>
    </message>
    <message>
        <source>%1: make your secret choice. %2, please look away.</source>
        <translation>%1: fă-ți alegerea secretă. %2, te rog, uită-te în altă parte.</translation>
    </message>
    <message>
        <source>Import record…</source>
        <translation>Importă notația…</translation>
    </message>
    <message>
        <source>Paste record</source>
        <translation>Lipește notația</translation>
    </message>
    <message>
        <source>Export record…</source>
        <translation>Exportă notația…</translation>
    </message>
    <message>
        <source>Copy record</source>
        <translation>Copiază notația</translation>
    </message>
    <message>
        <source>Cannot import the record</source>
        <translation>Nu se poate importa notația</translation>
    </message>
    <message>
        <source>Cannot export the record</source>
        <translation>Nu se poate exporta notația</translation>
    </message>
    <message>
        <source>Record copied.</source>
        <translation>Notația a fost copiată.</translation>
    </message>
    <message>
        <source>Record (the moves, e.g. from a forum post):</source>
        <translation>Notația (mutările, de exemplu dintr-o postare pe un forum):</translation>
    </message>
    <message>
        <source>Records (*.txt);;All files (*)</source>
        <translation>Notații (*.txt);;Toate fișierele (*)</translation>
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
        <translation>Jocuri din foi vechi de reguli, aduse pe ecran. Alege unul și joacă.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite a friend</source>
        <translation>Invită un prieten</translation>
    </message>
    <message>
        <source>Give this code to your friend: read it out or paste it. On their computer they choose New game, A friend on another computer, Join, and type it. The game: %1.</source>
        <translation>Dă-i acest cod prietenului tău: citește-l cu voce tare sau lipește-l. Pe calculatorul lui alege Joc nou, Un prieten la alt calculator, Alătură-te, și îl tastează. Jocul: %1.</translation>
    </message>
    <message>
        <source>Asking the server for a code…</source>
        <translation>Se cere un cod serverului…</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Copiază codul</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>Se așteaptă ca prietenul tău să se alăture…</translation>
    </message>
    <message>
        <source>The code is copied. Waiting for your friend to join…</source>
        <translation>Codul a fost copiat. Se așteaptă ca prietenul tău să se alăture…</translation>
    </message>
    <message>
        <source>No game: %1</source>
        <translation>Nicio partidă: %1</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a friend&apos;s game</source>
        <translation>Alătură-te partidei unui prieten</translation>
    </message>
    <message>
        <source>Type the code your friend&apos;s Ludoteca shows (a number and words, such as 7-crossover-clockwork).</source>
        <translation>Tastează codul pe care îl arată Ludoteca prietenului tău (un număr și cuvinte, ca 7-crossover-clockwork).</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Alătură-te</translation>
    </message>
    <message>
        <source>Servers…</source>
        <translation>Servere…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Joacă</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Refuză</translation>
    </message>
    <message>
        <source>Connecting to your friend…</source>
        <translation>Conectare la prietenul tău…</translation>
    </message>
    <message>
        <source>The invitation cannot be played here: %1</source>
        <translation>Invitația nu se poate juca aici: %1</translation>
    </message>
    <message>
        <source>Your friend invites you to play %1.</source>
        <translation>Prietenul tău te invită să joci %1.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Joci cu %1.</translation>
    </message>
    <message>
        <source>The game goes on from move %1.</source>
        <translation>Partida continuă de la mutarea %1.</translation>
    </message>
    <message>
        <source>Accept the invitation to start.</source>
        <translation>Acceptă invitația ca să începeți.</translation>
    </message>
    <message>
        <source>No game: %1</source>
        <translation>Nicio partidă: %1</translation>
    </message>
</context>
<context>
    <name>LevelDialog</name>
    <message>
        <source>Oche — choose a level</source>
        <translation>Oche — alege un nivel</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>indisponibil</translation>
    </message>
    <message>
        <source>(you play O)</source>
        <translation>(joci cu O)</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra calculatorului</translation>
    </message>
    <message>
        <source>Two people on this screen</source>
        <translation>Două persoane la acest ecran</translation>
    </message>
    <message>
        <source>A friend on another computer (you get a code for them)</source>
        <translation>Un prieten la alt calculator (primești un cod pentru el)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Joacă</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Nivelul %1 · %2</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Joci cu %1.</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>terminat</translation>
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
        <translation>Acasă</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Joc &amp;nou…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Deschide…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salvează &amp;ca…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indiciu</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Demonstrație</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauză</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Acasă</translation>
    </message>
    <message>
        <source>In&amp;vite a friend to this game…</source>
        <translation>Invită un &amp;prieten la această partidă…</translation>
    </message>
    <message>
        <source>&amp;Join a friend&apos;s game…</source>
        <translation>Alătură-te partidei &amp;unui prieten…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <source>Open Recen&amp;t</source>
        <translation>Deschide r&amp;ecente</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mutare</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Instrumente</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Viteza animațiilor</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentă</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normală</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapidă</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Oprită</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Temă</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Ca sistemul</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Luminoasă</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Întunecată</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Limbă</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regulile acestui joc</translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation>&amp;Despre Ludoteca</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nou</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refă</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indiciu</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <source>Ludoteca will speak %1 from the next start; the rules pages already do.</source>
        <translation>Ludoteca va vorbi %1 de la următoarea pornire; paginile cu reguli o fac deja.</translation>
    </message>
    <message>
        <source>%1 — Ludoteca</source>
        <translation>%1 — Ludoteca</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>Which game?</source>
        <translation>Ce joc?</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Deschide o partidă</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Nu se poate deschide partida</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Niciun fișier recent</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Golește lista</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Nu se poate deschide fișierul</translation>
    </message>
    <message>
        <source>%1 is no longer there (moved, renamed or deleted); it is taken off the list of recent files.</source>
        <translation>%1 nu mai este acolo (mutat, redenumit sau șters): este scos din lista fișierelor recente.</translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation>Despre Ludoteca</translation>
    </message>
    <message>
        <source>Ludoteca %1</source>
        <translation>Ludoteca %1</translation>
    </message>
    <message>
        <source>Two-player games from old rule sheets, to play with a friend at one screen or against the computer.</source>
        <translation>Jocuri pentru doi din foi vechi de reguli, de jucat cu un prieten la același ecran sau contra calculatorului.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Software liber sub GNU General Public License, versiunea 3 sau ulterioară.</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <source>The connection to your friend was lost; trying again…</source>
        <translation>Legătura cu prietenul tău s-a întrerupt; se încearcă din nou…</translation>
    </message>
    <message>
        <source>The connection ended.</source>
        <translation>Legătura s-a încheiat.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>Two people on this computer</source>
        <translation>Două persoane la acest calculator</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra calculatorului</translation>
    </message>
    <message>
        <source>A friend on another computer</source>
        <translation>Un prieten la alt calculator</translation>
    </message>
    <message>
        <source>Invite (you get a code for your friend)</source>
        <translation>Invită (primești un cod pentru prietenul tău)</translation>
    </message>
    <message>
        <source>Join (type your friend&apos;s code)</source>
        <translation>Alătură-te (tastează codul prietenului tău)</translation>
    </message>
    <message>
        <source>Servers…</source>
        <translation>Servere…</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Joci cu</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nivelul calculatorului</translation>
    </message>
</context>
<context>
    <name>OcheEditorPage</name>
    <message>
        <source>Select</source>
        <translation>Selectează</translation>
    </message>
    <message>
        <source>Select, move and edit</source>
        <translation>Selectează, mută și editează</translation>
    </message>
    <message>
        <source>Add cell</source>
        <translation>+ Căsuță</translation>
    </message>
    <message>
        <source>Click on the canvas to add a cell</source>
        <translation>Dă clic pe suprafața de desen ca să adaugi o căsuță</translation>
    </message>
    <message>
        <source>Add arrow</source>
        <translation>+ Săgeată</translation>
    </message>
    <message>
        <source>Drag from a cell to another to add an arrow</source>
        <translation>Trage de la o căsuță la alta ca să adaugi o săgeată</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <source>Click a cell or an arrow to delete it</source>
        <translation>Dă clic pe o căsuță sau pe o săgeată ca s-o ștergi</translation>
    </message>
    <message>
        <source>Delete selection</source>
        <translation>Șterge selecția</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Selectează tot</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Mărește</translation>
    </message>
    <message>
        <source>Zoom +</source>
        <translation>Zoom +</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Micșorează</translation>
    </message>
    <message>
        <source>Zoom −</source>
        <translation>Zoom −</translation>
    </message>
    <message>
        <source>Fit to window</source>
        <translation>Potrivește în fereastră</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Potrivește</translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation>Aliniază la grilă</translation>
    </message>
    <message>
        <source>Snap</source>
        <translation>Aliniază</translation>
    </message>
    <message>
        <source>Analyze: who wins?</source>
        <translation>Analizează: cine câștigă?</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>Analizează</translation>
    </message>
    <message>
        <source>Play-test…</source>
        <translation>Testează…</translation>
    </message>
    <message>
        <source>New from built-in &amp;level…</source>
        <translation>Tablă nouă după un nive&amp;l inclus…</translation>
    </message>
    <message>
        <source>Export as &amp;PNG…</source>
        <translation>Exportă ca &amp;PNG…</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>Exportă ca S&amp;VG…</translation>
    </message>
    <message>
        <source>Board designer</source>
        <translation>Editorul de table</translation>
    </message>
    <message>
        <source>The board changed: analyze again.</source>
        <translation>Tabla s-a schimbat: analizează din nou.</translation>
    </message>
    <message>
        <source>Select: click or drag a box to select; drag cells to move them; double-click to edit in place; Delete removes the selection. Wheel zooms, middle button or space+drag pans.</source>
        <translation>Selectează: dă clic sau trage un dreptunghi ca să selectezi; trage căsuțele ca să le muți; dublu clic ca să editezi pe loc; Delete șterge selecția. Rotița mărește sau micșorează; butonul din mijloc sau spațiu+tragere mută vederea.</translation>
    </message>
    <message>
        <source>Add cell: click on the canvas. The first cell is the start cell.</source>
        <translation>+ Căsuță: dă clic pe suprafața de desen. Prima căsuță este căsuța de start.</translation>
    </message>
    <message>
        <source>Add arrow: drag from one cell to another. Set its colour and letter in the properties.</source>
        <translation>+ Săgeată: trage de la o căsuță la alta. Culoarea și litera se aleg în proprietăți.</translation>
    </message>
    <message>
        <source>Delete: click a cell (with its arrows) or an arrow. Esc goes back to select.</source>
        <translation>Șterge: dă clic pe o căsuță (cu săgețile ei) sau pe o săgeată. Esc revine la selectare.</translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation>Tablă fără nume</translation>
    </message>
    <message>
        <source>Designer · %1</source>
        <translation>Editor · %1</translation>
    </message>
    <message>
        <source>&amp;New board…</source>
        <translation>Tablă &amp;nouă…</translation>
    </message>
    <message>
        <source>Oche boards (*.oche.json);;All files (*)</source>
        <translation>Table Oche (*.oche.json);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Unsaved board</source>
        <translation>Tablă nesalvată</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them first?</source>
        <translation>„%1” are modificări nesalvate. Le salvezi mai întâi?</translation>
    </message>
    <message>
        <source>Drawing the board…</source>
        <translation>Se desenează tabla…</translation>
    </message>
    <message>
        <source>Open an Oche board</source>
        <translation>Deschide o tablă Oche</translation>
    </message>
    <message>
        <source>Cannot open the board</source>
        <translation>Nu se poate deschide tabla</translation>
    </message>
    <message>
        <source>%1 is not a board file: %2.</source>
        <translation>%1 nu este un fișier de tablă: %2.</translation>
    </message>
    <message>
        <source>%1 is not a readable Oche board:</source>
        <translation>%1 nu este o tablă Oche care poate fi citită:</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>The board has problems</source>
        <translation>Tabla are probleme</translation>
    </message>
    <message>
        <source>%1 opened as a draft; fix the problems listed before playing it:</source>
        <translation>S-a deschis %1 ca ciornă; corectează problemele de mai jos înainte s-o joci:</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Nivelul %1</translation>
    </message>
    <message>
        <source>Start from a level</source>
        <translation>Pornește de la un nivel</translation>
    </message>
    <message>
        <source>Open a copy of a built-in level:</source>
        <translation>Deschide o copie a unui nivel inclus:</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Salvează tabla</translation>
    </message>
    <message>
        <source>Cannot save the board</source>
        <translation>Nu se poate salva tabla</translation>
    </message>
    <message>
        <source>The board is still open; try another place.</source>
        <translation>Tabla rămâne deschisă; încearcă alt loc.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>S-a salvat %1.</translation>
    </message>
    <message>
        <source>Saved %1 as a draft: it has problems and cannot be played yet.</source>
        <translation>S-a salvat %1 ca ciornă: tabla are probleme și încă nu poate fi jucată.</translation>
    </message>
    <message>
        <source>Cannot play the board</source>
        <translation>Tabla nu poate fi jucată</translation>
    </message>
    <message>
        <source>Fix the problems first:</source>
        <translation>Corectează mai întâi problemele:</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imagini PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Desene SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Exportă tabla</translation>
    </message>
    <message>
        <source>Oche board</source>
        <translation>Tablă Oche</translation>
    </message>
    <message>
        <source>An Oche board drawn by Ludoteca</source>
        <translation>O tablă Oche desenată de Ludoteca</translation>
    </message>
    <message>
        <source>Cannot export the board</source>
        <translation>Nu se poate exporta tabla</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>S-a exportat %1.</translation>
    </message>
</context>
<context>
    <name>OcheScene</name>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 se hotărăște…</translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>nou: %1</translation>
    </message>
    <message>
        <source>A number not in play yet</source>
        <translation>Un număr care nu e încă în joc</translation>
    </message>
    <message>
        <source>%1 · choose %2 =</source>
        <translation>%1 · alege %2 =</translation>
    </message>
    <message>
        <source>%1 · choose %2 =   (or type a number)</source>
        <translation>%1 · alege %2 =   (sau tastează un număr)</translation>
    </message>
    <message>
        <source>P · cross a glowing arrow, or</source>
        <translation>P · traversează o săgeată luminată sau</translation>
    </message>
    <message>
        <source>P · no arrow is open to you here:</source>
        <translation>P · aici nu ai nicio săgeată deschisă:</translation>
    </message>
    <message>
        <source>↺  Reset to start</source>
        <translation>↺  Repornește de la start</translation>
    </message>
    <message>
        <source>O · cross any arrow from the token&apos;s cell</source>
        <translation>O · traversează orice săgeată din căsuța jetonului</translation>
    </message>
    <message>
        <source>Hint: cross the arrow glowing in cyan.</source>
        <translation>Indiciu: traversează săgeata luminată în turcoaz.</translation>
    </message>
    <message>
        <source>Hint: choose %1.</source>
        <translation>Indiciu: alege %1.</translation>
    </message>
    <message>
        <source>Hint: reset to the start cell.</source>
        <translation>Indiciu: repornește de la căsuța de start.</translation>
    </message>
    <message>
        <source>Closed to P: O has not activated %1() yet.</source>
        <translation>Închisă pentru P: O nu a activat încă %1().</translation>
    </message>
    <message>
        <source>Closed to P: %1 has no number yet.</source>
        <translation>Închisă pentru P: %1 nu are încă un număr.</translation>
    </message>
    <message>
        <source>Closed to P: %1(%2) is not activated (%3 = %2).</source>
        <translation>Închisă pentru P: %1(%2) nu este activat (%3 = %2).</translation>
    </message>
</context>
<context>
    <name>OcheSidePanel</name>
    <message>
        <source>Numbers</source>
        <translation>Numere</translation>
    </message>
    <message>
        <source>Activated by O, newest first</source>
        <translation>Activate de O, de la cel mai nou</translation>
    </message>
    <message>
        <source>↺ Reset</source>
        <translation>↺ Start</translation>
    </message>
    <message>
        <source>Put the token back on the start cell; O moves next (R)</source>
        <translation>Pune jetonul înapoi pe căsuța de start; apoi mută O (R)</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Levels…</source>
        <translation>Nivel…</translation>
    </message>
    <message>
        <source>This board has no letters.</source>
        <translation>Tabla aceasta nu are litere.</translation>
    </message>
    <message>
        <source>← newest</source>
        <translation>← cel mai nou</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>încă niciunul</translation>
    </message>
    <message>
        <source>Point at a number below the board to see the arrows it opens.</source>
        <translation>Du mouse-ul pe un număr de sub tablă ca să vezi ce săgeți deschide.</translation>
    </message>
    <message>
        <source>Open to P here: %1 of %2 arrows (they glow)</source>
        <translation>Deschise pentru P aici: %1 din %2 săgeți (luminate)</translation>
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
        <translation>P · Proponentul</translation>
    </message>
    <message>
        <source>O · Opponent</source>
        <translation>O · Oponentul</translation>
    </message>
    <message>
        <source>P wins: O is stuck on a cell with no way out.</source>
        <translation>Câștigă P: O a rămas blocat pe o căsuță fără ieșire.</translation>
    </message>
    <message>
        <source>O wins: P can no longer force a win.</source>
        <translation>Câștigă O: P nu mai poate forța victoria.</translation>
    </message>
    <message>
        <source>Level %1 completed!</source>
        <translation>Nivelul %1 terminat!</translation>
    </message>
    <message>
        <source>crosses %1</source>
        <translation>traversează %1</translation>
    </message>
    <message>
        <source>resets</source>
        <translation>repornește</translation>
    </message>
    <message>
        <source>resigns</source>
        <translation>abandonează</translation>
    </message>
    <message>
        <source>O is declared the winner</source>
        <translation>O este declarat câștigător</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Nivelul %1</translation>
    </message>
    <message>
        <source>Your friend&apos;s own board: %1</source>
        <translation>O tablă a prietenului tău: %1</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(fără nume)</translation>
    </message>
    <message>
        <source>P resets: the token is back on the start cell.</source>
        <translation>P repornește: jetonul revine pe căsuța de start.</translation>
    </message>
    <message>
        <source>Choose &amp;level…</source>
        <translation>Alege ni&amp;velul…</translation>
    </message>
    <message>
        <source>Open &amp;board file…</source>
        <translation>Deschide fișier de &amp;tablă…</translation>
    </message>
    <message>
        <source>&amp;Reset to start (P)</source>
        <translation>&amp;Repornește de la start (P)</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <translation>&amp;Abandonează</translation>
    </message>
    <message>
        <source>Announce the result in games between two people</source>
        <translation>Anunță rezultatul în partidele între două persoane</translation>
    </message>
    <message>
        <source>Show who can force a win (gives the solution away)</source>
        <translation>Arată cine poate forța victoria (dezvăluie soluția)</translation>
    </message>
    <message>
        <source>Open an Oche board</source>
        <translation>Deschide o tablă Oche</translation>
    </message>
    <message>
        <source>Oche boards (*.oche.json *.json);;All files (*)</source>
        <translation>Table Oche (*.oche.json *.json);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Cannot open the board</source>
        <translation>Nu se poate deschide tabla</translation>
    </message>
    <message>
        <source>Drawing the board…</source>
        <translation>Se desenează tabla…</translation>
    </message>
    <message>
        <source>Custom board · %1</source>
        <translation>Tablă proprie · %1</translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>Tablă proprie</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Nivelul %1 · %2</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Anulează</translation>
    </message>
    <message>
        <source>Levels…</source>
        <translation>Niveluri…</translation>
    </message>
    <message>
        <source>Next level ▸</source>
        <translation>Nivelul următor ▸</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Joacă din nou</translation>
    </message>
    <message>
        <source>Game over · %1 wins</source>
        <translation>Partidă încheiată · câștigă %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partidă încheiată</translation>
    </message>
    <message>
        <source>The result is not announced (see View).</source>
        <translation>Rezultatul nu este anunțat (vezi Vizualizare).</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Se analizează…</translation>
    </message>
    <message>
        <source>P wins in %1: O can no longer escape.</source>
        <translation>P câștigă în %1: O nu mai are scăpare.</translation>
    </message>
    <message>
        <source>P cannot force a win yet: O can still go wrong.</source>
        <translation>P încă nu poate forța victoria: O mai poate greși.</translation>
    </message>
    <message>
        <source>P can force a win in %1.</source>
        <translation>P poate forța victoria în %1.</translation>
    </message>
    <message>
        <source>Stuck? Hint (H) shows a good move and who can force a win.</source>
        <translation>Te-ai blocat? Indiciu (H) arată o mutare bună și cine poate forța victoria.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indiciu: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n mutare</numerusform>
            <numerusform>%n mutări</numerusform>
            <numerusform>%n de mutări</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver could not judge this position: %1</source>
        <translation>Programul de rezolvare nu a putut evalua această poziție: %1</translation>
    </message>
</context>
<context>
    <name>OcheWindow</name>
    <message>
        <source>Oche board &amp;designer…</source>
        <translation>&amp;Editorul de table Oche…</translation>
    </message>
    <message>
        <source>Design a board…</source>
        <translation>Desenează o tablă…</translation>
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
        <translation>Negrul</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Albul</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluare</translation>
    </message>
    <message>
        <source>The final disc difference the engine expects after each move.</source>
        <translation>Diferența finală de piese pe care o prevede motorul după fiecare mutare.</translation>
    </message>
    <message>
        <source>Black ahead</source>
        <translation>Negrul conduce</translation>
    </message>
    <message>
        <source>White ahead</source>
        <translation>Albul conduce</translation>
    </message>
    <message>
        <source>Analyze game</source>
        <translation>Analizează partida</translation>
    </message>
    <message>
        <source>Evaluate the position after every move of the game again, more deeply than while playing</source>
        <translation>Evaluează din nou poziția după fiecare mutare a partidei, mai în profunzime decât în timpul jocului</translation>
    </message>
    <message>
        <source>Draw, %1.</source>
        <translation>Remiză, %1.</translation>
    </message>
    <message>
        <source>%1 wins, %2.</source>
        <translation>Câștigă %1, %2.</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass.</source>
        <translation>%1 nu are nicio mutare validă și trebuie să paseze.</translation>
    </message>
    <message>
        <source>Import transcript…</source>
        <translation>Importă transcrierea…</translation>
    </message>
    <message>
        <source>Paste transcript</source>
        <translation>Lipește transcrierea</translation>
    </message>
    <message>
        <source>Export transcript…</source>
        <translation>Exportă transcrierea…</translation>
    </message>
    <message>
        <source>Copy transcript</source>
        <translation>Copiază transcrierea</translation>
    </message>
    <message>
        <source>Cannot import the transcript</source>
        <translation>Nu se poate importa transcrierea</translation>
    </message>
    <message>
        <source>Cannot export the transcript</source>
        <translation>Nu se poate exporta transcrierea</translation>
    </message>
    <message>
        <source>Transcript copied.</source>
        <translation>Transcrierea a fost copiată.</translation>
    </message>
    <message>
        <source>Transcript, e.g. f5d6c3:</source>
        <translation>Transcriere, de exemplu f5d6c3:</translation>
    </message>
    <message>
        <source>Transcripts (*.txt);;All files (*)</source>
        <translation>Transcrieri (*.txt);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Analyzing… %1 of %2</source>
        <translation>Se analizează… %1 din %2</translation>
    </message>
    <message>
        <source>Show legal moves</source>
        <translation>Arată mutările valide</translation>
    </message>
    <message>
        <source>Show last move</source>
        <translation>Arată ultima mutare</translation>
    </message>
    <message>
        <source>Show move evaluations</source>
        <translation>Arată evaluarea mutărilor</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass.
Click the board to pass.</source>
        <translation>%1 nu are nicio mutare validă și trebuie să paseze.
Dă clic pe tablă ca să pasezi.</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>&amp;New game…</source>
        <translation>Joc &amp;nou…</translation>
    </message>
</context>
<context>
    <name>PlayTestDialog</name>
    <message>
        <source>Play-test the board</source>
        <translation>Testează tabla</translation>
    </message>
    <message>
        <source>P · Proponent</source>
        <translation>P · Proponentul</translation>
    </message>
    <message>
        <source>O · Opponent</source>
        <translation>O · Oponentul</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persoană</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Calculator</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Computer · %1</source>
        <translation>Calculator · %1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>se gândește…</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Your friend</source>
        <translation>Prietenul tău</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persoană</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Properties</source>
        <translation>Proprietăți</translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation>Tablă fără nume</translation>
    </message>
    <message>
        <source>Board name</source>
        <translation>Numele tablei</translation>
    </message>
    <message>
        <source>A line for the players</source>
        <translation>Un rând pentru jucători</translation>
    </message>
    <message>
        <source>Shown beside the board when it is played</source>
        <translation>Apare lângă tablă în timpul jocului</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descriere</translation>
    </message>
    <message>
        <source>Select a cell or an arrow to edit it here, or double-click it on the canvas.</source>
        <translation>Selectează o căsuță sau o săgeată ca s-o editezi aici, ori dă dublu clic pe ea pe suprafața de desen.</translation>
    </message>
    <message>
        <source>Start cell (the wings)</source>
        <translation>Căsuța de start (aripile)</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Căsuță</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Literă</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Săgeată</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Culoare</translation>
    </message>
    <message>
        <source>none</source>
        <translation>niciuna</translation>
    </message>
</context>
<context>
    <name>QuantumScene</name>
    <message>
        <source>%1 into square %2</source>
        <translation>%1 în căsuța %2</translation>
    </message>
    <message>
        <source>No line yet. The game goes on.</source>
        <translation>Încă nicio linie. Partida continuă.</translation>
    </message>
    <message>
        <source>Both players get a line. Game over, %1.</source>
        <translation>Ambii jucători fac linie. Partidă încheiată, %1.</translation>
    </message>
    <message>
        <source>%1 gets a line. Game over, %2.</source>
        <translation>%1 face linie. Partidă încheiată, %2.</translation>
    </message>
    <message>
        <source>The board is full, no line. Game over, 0–0.</source>
        <translation>Grila e plină, nicio linie. Partidă încheiată, 0–0.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partidă încheiată</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <source>Where does %1 land? Click a preview or a glowing square.</source>
        <translation>Unde ajunge %1? Dă clic pe o miniatură sau pe o căsuță luminată.</translation>
    </message>
    <message>
        <source>%1 is choosing the collapse…</source>
        <translation>%1 alege colapsul…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indiciu: %1</translation>
    </message>
    <message>
        <source>Cycle! %1 measures</source>
        <translation>Ciclu! %1 măsoară</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Calculatorul se gândește…</translation>
    </message>
    <message>
        <source>The last square takes %1 as a classical mark: click square %2.</source>
        <translation>Ultima căsuță primește %1 ca semn clasic: dă clic pe căsuța %2.</translation>
    </message>
    <message>
        <source>Click two squares for the spooky marks %1.</source>
        <translation>Dă clic pe două căsuțe pentru semnele fantomă %1.</translation>
    </message>
    <message>
        <source>Square %1 chosen. Click a second square, or square %1 again to take it back.</source>
        <translation>Ai ales căsuța %1. Dă clic pe a doua căsuță sau din nou pe căsuța %1 ca s-o retragi.</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Mută %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indiciu</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>Cum funcționează</translation>
    </message>
    <message>
        <source>Each move puts two spooky marks in two squares; the mark ends up in one of them. Arcs join the two halves of a move.

When arcs close a cycle, the other player measures: the cycle and all that hangs from it collapse into classical marks.

Three classical marks in a row win. If one collapse gives both players a line, the line with the lower highest subscript scores 1, the other ½.

Keys 1–9 pick squares; Esc takes a first click back.</source>
        <translation>Fiecare mutare pune două semne fantomă în două căsuțe; semnul ajunge într-una singură dintre ele. Arcele leagă cele două jumătăți ale unei mutări.

Când arcele închid un ciclu, celălalt jucător măsoară: ciclul și tot ce atârnă de el colapsează în semne clasice.

Trei semne clasice în linie câștigă. Dacă un colaps le dă linie ambilor jucători, linia al cărei cel mai mare indice este mai mic primește 1, cealaltă ½.

Tastele 1–9 aleg căsuțele; Esc retrage primul clic.</translation>
    </message>
    <message>
        <source>Collapse!</source>
        <translation>Colaps!</translation>
    </message>
    <message>
        <source>%1 lands in square %2, and the rest of the cycle follows.</source>
        <translation>%1 ajunge în căsuța %2, iar restul ciclului urmează.</translation>
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
        <translation>Remiză, 0–0.</translation>
    </message>
    <message>
        <source>The board is full and nobody has three classical marks in a row.</source>
        <translation>Grila e plină și nimeni nu are trei semne clasice în linie.</translation>
    </message>
    <message>
        <source>%1 wins, %2.</source>
        <translation>Câștigă %1, %2.</translation>
    </message>
    <message>
        <source>%1 has three classical marks in a row.</source>
        <translation>%1 are trei semne clasice în linie.</translation>
    </message>
    <message>
        <source>One collapse gave both players a line.
The newest mark in %1&apos;s line is %2, in %3&apos;s line %4:
the lower subscript means %1&apos;s line was complete first,
so %1 scores 1 and %3 scores ½.</source>
        <translation>Un singur colaps le-a dat linie ambilor jucători.
Cel mai nou semn din linia lui %1 este %2, din linia lui %3 este %4:
indicele mai mic înseamnă că linia lui %1 a fost completă mai devreme,
așa că %1 primește 1 punct, iar %3 primește ½.</translation>
    </message>
    <message>
        <source>Quantum tic-tac-toe</source>
        <translation>X și 0 cuantic</translation>
    </message>
    <message>
        <source>%1 measures: %2 → %3</source>
        <translation>%1 măsoară: %2 → %3</translation>
    </message>
    <message>
        <source>Put %1 in squares %2 and %3.</source>
        <translation>Pune %1 în căsuțele %2 și %3.</translation>
    </message>
    <message>
        <source>Collapse %1 into square %2.</source>
        <translation>Fă %1 să colapseze în căsuța %2.</translation>
    </message>
    <message>
        <source>Put %1 in square %2: it is the only move.</source>
        <translation>Pune %1 în căsuța %2: este singura mutare.</translation>
    </message>
    <message>
        <source>With perfect play this wins outright, %1.</source>
        <translation>Cu joc perfect, mutarea aceasta câștigă categoric, %1.</translation>
    </message>
    <message>
        <source>This guarantees a win, %1 at worst: both may get a line, but yours comes first.</source>
        <translation>Mutarea aceasta garantează victoria, în cel mai rău caz %1: puteți face amândoi linie, dar a ta vine prima.</translation>
    </message>
    <message>
        <source>Best play on both sides ends without a line, %1; this move makes sure you do no worse.</source>
        <translation>Cu joc perfect de ambele părți nimeni nu face linie, %1; mutarea aceasta te asigură că nu ieși mai rău.</translation>
    </message>
    <message>
        <source>Against perfect play you cannot win, but this move keeps half a point, %1.</source>
        <translation>Contra jocului perfect nu poți câștiga, dar mutarea aceasta îți păstrează o jumătate de punct, %1.</translation>
    </message>
    <message>
        <source>Against perfect play every move loses, %1; this one makes it hardest.</source>
        <translation>Contra jocului perfect orice mutare pierde, %1; aceasta îi face adversarului victoria cât mai grea.</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>Caut cea mai bună mutare…</translation>
    </message>
    <message>
        <source>Show entanglement</source>
        <translation>Arată încâlcirea</translation>
    </message>
    <message>
        <source>Show entanglement arcs</source>
        <translation>Arată arcele de încâlcire</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>(this picture could not be drawn)</source>
        <translation>(imaginea aceasta nu a putut fi desenată)</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Limbă</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <source>Rules · %1</source>
        <translation>Reguli · %1</translation>
    </message>
</context>
<context>
    <name>SealCard</name>
    <message>
        <source>The computer&apos;s sealed choice</source>
        <translation>Alegerea sigilată a calculatorului</translation>
    </message>
    <message>
        <source>Copy the check</source>
        <translation>Copiază verificarea</translation>
    </message>
    <message>
        <source>Copies a command that recomputes the code from the choice and the salt</source>
        <translation>Copiază o comandă care recalculează codul din alegere și sare</translation>
    </message>
    <message>
        <source>Your friend chose %1 with the salt %2.
Code %3
%4</source>
        <translation>Prietenul tău a ales %1 cu sarea %2.
Cod %3
%4</translation>
    </message>
    <message>
        <source>Last round your friend chose %1 with the salt %2.
Code %3
%4</source>
        <translation>Runda trecută prietenul tău a ales %1 cu sarea %2.
Cod %3
%4</translation>
    </message>
    <message>
        <source>Last round it chose %1 with the salt %2.
Code %3
%4</source>
        <translation>În runda trecută a ales %1 cu sarea %2.
Cod %3
%4</translation>
    </message>
    <message>
        <source>Your friend&apos;s sealed choice</source>
        <translation>Alegerea sigilată a prietenului tău</translation>
    </message>
    <message>
        <source>No choice was sealed in this move.</source>
        <translation>În mutarea aceasta nu a fost sigilată nicio alegere.</translation>
    </message>
    <message>
        <source>Your friend has chosen. SHA-256 of the choice and a secret salt, sent before either choice opens:
%1</source>
        <translation>Prietenul tău a ales. SHA-256 al alegerii și al unei sări secrete, trimis înainte să se deschidă vreo alegere:
%1</translation>
    </message>
    <message>
        <source>Fixed before your choice. SHA-256 of its choice and a secret salt:
%1</source>
        <translation>Stabilită înainte de alegerea ta. SHA-256 al alegerii lui și al unei sări secrete:
%1</translation>
    </message>
    <message>
        <source>When your friend has chosen, the code of the sealed choice shows here; it opens once you have chosen too.</source>
        <translation>Când prietenul tău a ales, codul alegerii sigilate apare aici; se deschide după ce alegi și tu.</translation>
    </message>
    <message>
        <source>When you choose in secret, the computer seals its own choice here first. Click a round in the move list to see its check again.</source>
        <translation>Când alegi în secret, calculatorul își sigilează mai întâi aici alegerea. Dă clic pe o rundă din lista mutărilor ca să-i revezi verificarea.</translation>
    </message>
    <message>
        <source>Last round your friend chose %1; %2</source>
        <translation>Runda trecută prietenul tău a ales %1; %2</translation>
    </message>
    <message>
        <source>Last round it chose %1; %2</source>
        <translation>În runda trecută a ales %1; %2</translation>
    </message>
    <message>
        <source>the code matches.</source>
        <translation>codul se potrivește.</translation>
    </message>
    <message>
        <source>the code does NOT match.</source>
        <translation>codul NU se potrivește.</translation>
    </message>
    <message>
        <source>Sealed choice (SHA-256): %1</source>
        <translation>Alegere sigilată (SHA-256): %1</translation>
    </message>
    <message>
        <source>The code matches: it never changed its choice.</source>
        <translation>Codul se potrivește: nu și-a schimbat niciodată alegerea.</translation>
    </message>
    <message>
        <source>The code does NOT match.</source>
        <translation>Codul NU se potrivește.</translation>
    </message>
    <message>
        <source>It chose %1 with the salt %2.
Code %3
%4</source>
        <translation>A ales %1 cu sarea %2.
Cod %3
%4</translation>
    </message>
</context>
<context>
    <name>ServersDialog</name>
    <message>
        <source>Servers</source>
        <translation>Servere</translation>
    </message>
    <message>
        <source>The two computers meet through a rendezvous server and, when they cannot reach each other directly, a relay. Leave the fields empty for the public ones; both sides must use the same.</source>
        <translation>Cele două calculatoare se întâlnesc printr-un server de întâlnire și, când nu se pot conecta direct, printr-un releu. Lasă câmpurile goale pentru cele publice; ambele părți trebuie să le folosească pe aceleași.</translation>
    </message>
    <message>
        <source>Rendezvous server</source>
        <translation>Server de întâlnire</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>Releu</translation>
    </message>
</context>
<context>
    <name>TilePanel</name>
    <message>
        <source>a %1 may take a %2 under %3</source>
        <translation>cu %3, un %1 poate lua un %2</translation>
    </message>
    <message>
        <source>a %1 may not take a %2 under %3</source>
        <translation>cu %3, un %1 nu poate lua un %2</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Activ</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Următor</translation>
    </message>
    <message>
        <source>Pile (face down)</source>
        <translation>Teanc (cu fața în jos)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Aruncate</translation>
    </message>
    <message>
        <source>jumper</source>
        <translation>sare</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>sărită</translation>
    </message>
    <message>
        <source>capture?</source>
        <translation>captură?</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Atenție: %1</translation>
    </message>
    <message>
        <source>Click to select the culprit on the board.</source>
        <translation>Dă clic ca să selectezi pe tablă elementul vinovat.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the board can be saved as a draft but not played.</source>
        <translation>
            <numerusform>%n problemă: tabla poate fi salvată ca ciornă, dar nu poate fi jucată.</numerusform>
            <numerusform>%n probleme: tabla poate fi salvată ca ciornă, dar nu poate fi jucată.</numerusform>
            <numerusform>%n de probleme: tabla poate fi salvată ca ciornă, dar nu poate fi jucată.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board can be played, but look at the %n warning(s) first.</source>
        <translation>
            <numerusform>Tabla poate fi jucată, dar uită-te întâi la %n avertisment.</numerusform>
            <numerusform>Tabla poate fi jucată, dar uită-te întâi la cele %n avertismente.</numerusform>
            <numerusform>Tabla poate fi jucată, dar uită-te întâi la cele %n de avertismente.</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems: the board can be analysed and played.</source>
        <translation>Nicio problemă: tabla poate fi analizată și jucată.</translation>
    </message>
</context>
<context>
    <name>WildCatsUI</name>
    <message>
        <source>Wild Cats</source>
        <translation>Pisicile sălbatice</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Runda aceasta</translation>
    </message>
    <message>
        <source>Confirm my square</source>
        <translation>Confirmă căsuța</translation>
    </message>
    <message>
        <source>Enter or a double-click confirms too</source>
        <translation>Confirmă și Enter sau un dublu clic</translation>
    </message>
    <message>
        <source>%1 block</source>
        <translation>%1 blocaj</translation>
    </message>
    <message>
        <source>Block on %1! Nobody marks it, and nobody may take it next round.</source>
        <translation>Blocaj pe %1! Nimeni nu o marchează și nimeni nu o poate lua în runda următoare.</translation>
    </message>
    <message>
        <source>Two blocks in a row: a third ends the game in a draw.</source>
        <translation>Două blocaje la rând: al treilea încheie partida la egalitate.</translation>
    </message>
    <message>
        <source>%1 wins: four in a line.</source>
        <translation>Câștigă %1: patru în linie.</translation>
    </message>
    <message>
        <source>Draw: both completed four in the same round.</source>
        <translation>Egalitate: amândoi au completat câte patru în aceeași rundă.</translation>
    </message>
    <message>
        <source>Draw: three blocks in a row.</source>
        <translation>Egalitate: trei blocaje la rând.</translation>
    </message>
    <message>
        <source>Draw: nobody can complete four any more.</source>
        <translation>Egalitate: nimeni nu mai poate completa patru în linie.</translation>
    </message>
    <message>
        <source>Playing this mix you win whatever the other does.</source>
        <translation>Jucând cu aceste procente câștigi orice ar face celălalt.</translation>
    </message>
    <message>
        <source>The other side wins with best play; this mix makes it hardest.</source>
        <translation>Cu joc perfect câștigă celălalt; aceste procente îi îngreunează victoria cât se poate.</translation>
    </message>
    <message>
        <source>With best play on both sides this ends in a draw.</source>
        <translation>Cu joc perfect de ambele părți, partida se încheie la egalitate.</translation>
    </message>
    <message>
        <source>Mixing your squares like this, you score %1 of the points on average.</source>
        <translation>Alternând căsuțele cu aceste procente, obții în medie %1 din puncte.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indiciu: %1</translation>
    </message>
    <message>
        <source>%1 threatens four at %2.</source>
        <translation>%1 amenință să facă patru pe %2.</translation>
    </message>
    <message>
        <source>No threats on the board.</source>
        <translation>Nicio amenințare pe tablă.</translation>
    </message>
    <message>
        <source>You must take %1: %2 threatens four there.</source>
        <translation>Trebuie să iei %1: acolo %2 amenință să facă patru.</translation>
    </message>
    <message>
        <source>This is an estimate: too many squares are free to see to the end.</source>
        <translation>E o estimare: sunt prea multe căsuțe libere ca să se vadă până la capăt.</translation>
    </message>
    <message>
        <source>%1 is marked already.</source>
        <translation>%1 este deja marcată.</translation>
    </message>
    <message>
        <source>You may not take %1 now.</source>
        <translation>Acum nu poți lua %1.</translation>
    </message>
    <message>
        <source>%1 is your only threat: you may not take it.</source>
        <translation>%1 este singura ta amenințare: nu ai voie s-o iei.</translation>
    </message>
    <message>
        <source>%1 was blocked last round: nobody may take it this round.</source>
        <translation>%1 a fost blocată în runda trecută: nimeni nu o poate lua în runda aceasta.</translation>
    </message>
    <message>
        <source>You must take one of %1: %2 threatens four there.</source>
        <translation>Trebuie să iei una dintre %1: acolo %2 amenință să facă patru.</translation>
    </message>
    <message>
        <source>You may not take your own single threat %1.</source>
        <translation>Nu poți lua %1, singura ta amenințare.</translation>
    </message>
    <message>
        <source>Your choice: %1 (not final until you confirm).</source>
        <translation>Alegerea ta: %1 (definitivă doar după ce confirmi).</translation>
    </message>
    <message>
        <source>Click a square to choose it.</source>
        <translation>Dă clic pe o căsuță ca s-o alegi.</translation>
    </message>
    <message>
        <source>%1 is banned this round (it was blocked).</source>
        <translation>%1 este interzisă în runda aceasta (a fost blocaj).</translation>
    </message>
    <message>
        <source>Blocks in a row: %1/3</source>
        <translation>Blocaje la rând: %1/3</translation>
    </message>
</context>
<context>
    <name>Worker</name>
    <message>
        <source>the computer&apos;s worker process stopped twice in a row</source>
        <translation>procesul de lucru al calculatorului s-a oprit de două ori la rând</translation>
    </message>
</context>
<context>
    <name>file_dialogs</name>
    <message>
        <source>Replace the file?</source>
        <translation>Înlocuiești fișierul?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 există deja. Îl înlocuiești?</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>%1 is read-only, so Ludoteca does not replace it. Save under another name, or make the file writable first.</source>
        <translation>%1 este doar pentru citire, așa că Ludoteca nu îl înlocuiește. Salvează sub alt nume sau fă mai întâi fișierul modificabil.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nu se poate scrie %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a text file.</source>
        <translation>%1 nu este un fișier text.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a device or a pipe), so it cannot be opened.</source>
        <translation>%1 nu este un fișier obișnuit (este un dosar, un dispozitiv sau un pipe), deci nu poate fi deschis.</translation>
    </message>
    <message>
        <source>%1 is too large to be a Ludoteca file.</source>
        <translation>%1 este prea mare ca să fie un fișier Ludoteca.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nu se poate citi %1: %2</translation>
    </message>
    <message>
        <source>Ludoteca games (*.ludoteca.json *.json);;All files (*)</source>
        <translation>Partide Ludoteca (*.ludoteca.json *.json);;Toate fișierele (*)</translation>
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
        <translation>Încercuiește și întoarce: jocul clasic cu piese, contra unui prieten sau a calculatorului.</translation>
    </message>
    <message>
        <source>Goro Hasegawa&apos;s game (1971), after the older Reversi; rules from an Italian sheet.</source>
        <translation>Jocul lui Goro Hasegawa (1971), după mai vechiul Reversi; reguli dintr-o foaie în italiană.</translation>
    </message>
    <message>
        <source>Quantum tic-tac-toe</source>
        <translation>X și 0 cuantic</translation>
    </message>
    <message>
        <source>Every move is in two places at once until a cycle collapses it: Allan Goff&apos;s quantum tic-tac-toe, against a friend or the computer.</source>
        <translation>Fiecare mutare stă în două locuri deodată până când un ciclu o face să colapseze: X și 0 cuantic al lui Allan Goff, contra unui prieten sau a calculatorului.</translation>
    </message>
    <message>
        <source>Allan Goff&apos;s game (2002); rules from a Portuguese sheet.</source>
        <translation>Jocul lui Allan Goff (2002); reguli dintr-o foaie în portugheză.</translation>
    </message>
    <message>
        <source>Wild Cats</source>
        <translation>Pisicile sălbatice</translation>
    </message>
    <message>
        <source>Four in a row on a 5x5 sheet, both players choosing in secret at the same time: the same square is a block. Against a friend or a computer that proves it never peeked.</source>
        <translation>Patru în linie pe o foaie de 5x5, cu ambii jucători alegând în secret în același timp: aceeași căsuță înseamnă blocaj. Contra unui prieten sau a unui calculator care dovedește că n-a tras niciodată cu ochiul.</translation>
    </message>
    <message>
        <source>Pisicile sălbatice, a Romanian paper-and-pencil game; rules from a Romanian sheet.</source>
        <translation>Pisicile sălbatice, un joc românesc cu hârtie și creion; reguli dintr-o foaie în română.</translation>
    </message>
    <message>
        <source>Programmer&apos;s Checkers</source>
        <translation>Dame pentru programatori</translation>
    </message>
    <message>
        <source>Checkers where every stone shows a bit, 1 or 0, and a capture is allowed only if the operator tile in play says so: AND, OR, XOR and more. Flip a bit instead of moving.</source>
        <translation>Dame în care fiecare piesă arată un bit, 1 sau 0, iar o captură e permisă doar dacă o îngăduie plăcuța cu operatorul în joc: AND, OR, XOR și alții. În loc să muți, poți întoarce un bit.</translation>
    </message>
    <message>
        <source>Programátorská dáma by Dušan Vít, on Czech draughts; rules from a Czech sheet.</source>
        <translation>Programátorská dáma de Dušan Vít, pe baza jocului de dame ceh; reguli dintr-o foaie în cehă.</translation>
    </message>
    <message>
        <source>Oche</source>
        <translation>Oche</translation>
    </message>
    <message>
        <source>Formule Sacre Oche: one token, coloured arrows and numbers; P may cross a coloured arrow only in a colour O has opened for the same number. Thirteen levels, from a first step to the drinker&apos;s paradox.</source>
        <translation>Formule Sacre Oche: un jeton, săgeți colorate și numere; P poate trece o săgeată colorată doar într-o culoare pe care O a deschis-o pentru același număr. Treisprezece niveluri, de la un prim pas până la paradoxul băutorului.</translation>
    </message>
    <message>
        <source>Formule Sacre Oche, from an Italian sheet whose author is not known; the thirteen levels are Ludoteca&apos;s own.</source>
        <translation>Formule Sacre Oche, dintr-o foaie în italiană cu autor necunoscut; cele treisprezece niveluri sunt create de Ludoteca.</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>Follow the system</source>
        <translation>Ca sistemul</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Începător</translation>
    </message>
    <message>
        <source>Thinks one move ahead and often leaves you discs.</source>
        <translation>Se gândește o mutare înainte și îți lasă des piese.</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Relaxat</translation>
    </message>
    <message>
        <source>A relaxed game: it sometimes gives a few discs away.</source>
        <translation>Un joc relaxat: uneori mai dă câteva piese.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>De club</translation>
    </message>
    <message>
        <source>Sound moves, few slips; plays a finish without a mistake.</source>
        <translation>Mutări solide, puține greșeli; joacă finalul fără greșeală.</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Puternic</translation>
    </message>
    <message>
        <source>Nearly always plays its best move. Hard to beat.</source>
        <translation>Joacă aproape mereu cea mai bună mutare a sa. Greu de învins.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Looks further ahead and never misplays a finish.</source>
        <translation>Vede mai departe și nu greșește niciodată un final.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestru</translation>
    </message>
    <message>
        <source>Its strongest play: perfect in the last sixteen moves.</source>
        <translation>Jocul său cel mai puternic: perfect în ultimele șaisprezece mutări.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Ușor</translation>
    </message>
    <message>
        <source>Sees only its own move: a good first opponent.</source>
        <translation>Vede doar propria mutare: un prim adversar bun.</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mediu</translation>
    </message>
    <message>
        <source>Looks a little ahead: a fair fight.</source>
        <translation>Se uită puțin înainte: o luptă echilibrată.</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfect</translation>
    </message>
    <message>
        <source>Never makes a mistake.</source>
        <translation>Nu greșește niciodată.</translation>
    </message>
    <message>
        <source>Likes the squares that look good: you can read it.</source>
        <translation>Preferă căsuțele care arată bine: îl poți ghici.</translation>
    </message>
    <message>
        <source>Mixes its choices well, but looks only one round ahead.</source>
        <translation>Își alternează bine alegerile, dar vede doar o rundă înainte.</translation>
    </message>
    <message>
        <source>Mixes its choices so they cannot be read; perfect near the end.</source>
        <translation>Își alternează alegerile imprevizibil; perfect spre final.</translation>
    </message>
    <message>
        <source>Sees its own move and the captures it forces; often careless.</source>
        <translation>Vede propria mutare și capturile pe care le forțează; adesea neatent.</translation>
    </message>
    <message>
        <source>Looks a few moves ahead and weighs the tiles that may come up.</source>
        <translation>Vede câteva mutări înainte și cântărește plăcuțele care pot apărea.</translation>
    </message>
    <message>
        <source>Its strongest play: thinks about two seconds a move.</source>
        <translation>Jocul său cel mai puternic: se gândește cam două secunde la o mutare.</translation>
    </message>
    <message>
        <source>Never throws a won game away, but takes its time.</source>
        <translation>Nu aruncă niciodată o partidă câștigată, dar nu se grăbește.</translation>
    </message>
    <message>
        <source>The quickest win, the longest defence.</source>
        <translation>Cea mai rapidă victorie, cea mai lungă apărare.</translation>
    </message>
</context>
<context>
    <name>oche.levels</name>
    <message>
        <source>Follow the list</source>
        <translation>Urmează lista</translation>
    </message>
    <message>
        <source>O picks a number for x and crosses a coloured arrow: that activates the colour for that number, and it joins the list. You, P, may only cross a coloured arrow whose colour is already active for the current value of its letter. Leave O on a cell with no way out and you win.</source>
        <translation>O alege un număr pentru x și traversează o săgeată colorată: asta activează culoarea pentru acel număr, iar ea intră în listă. Tu, P, poți traversa o săgeată colorată numai dacă culoarea ei este deja activă pentru valoarea actuală a literei ei. Lasă-l pe O pe o căsuță fără ieșire și ai câștigat.</translation>
    </message>
    <message>
        <source>One after another</source>
        <translation>Una după alta</translation>
    </message>
    <message>
        <source>An implication is a promise: O grants the first part, then you must deliver the rest. At the last fork O chooses which of the two colours you must show.</source>
        <translation>O implicație este o promisiune: O acordă prima parte, apoi tu trebuie să livrezi restul. La ultima bifurcație, O alege care dintre cele două culori trebuie s-o arăți.</translation>
    </message>
    <message>
        <source>Say the same number</source>
        <translation>Spune același număr</translation>
    </message>
    <message>
        <source>The example of the rule sheet. This time the letter on your cell is y, not x, and you choose its number before you move. Only equality between numbers matters: a colour is active for a number, whatever letter names it.</source>
        <translation>Exemplul din foaia de reguli. De data aceasta litera de pe căsuța ta este y, nu x, și îi alegi numărul înainte să muți. Contează doar egalitatea dintre numere: o culoare este activă pentru un număr, indiferent ce literă îl poartă.</translation>
    </message>
    <message>
        <source>Pick the road</source>
        <translation>Alege drumul</translation>
    </message>
    <message>
        <source>Now you play O, and the computer plays P. Every colour you cross is a gift P may use later, and some roads force you to give more than it seems. Find the road on which P can never leave you stuck.</source>
        <translation>Acum joci cu O, iar calculatorul cu P. Fiecare culoare pe care o traversezi este un cadou pe care P îl poate folosi mai târziu, iar unele drumuri te obligă să dai mai mult decât pare. Găsește drumul pe care P nu te poate lăsa niciodată blocat.</translation>
    </message>
    <message>
        <source>Any number will do</source>
        <translation>Orice număr e bun</translation>
    </message>
    <message>
        <source>Here you must choose a number for x before O has activated anything, so no number is in play yet. Pick one anyway: what matters is what O will be forced to say about it afterwards.</source>
        <translation>Aici trebuie să alegi un număr pentru x înainte ca O să fi activat ceva, deci niciun număr nu e încă în joc. Alege totuși unul: contează ce va fi obligat O să spună despre el după aceea.</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Nu încă</translation>
    </message>
    <message>
        <source>Two roads lead to the same kind of claim, but on one of them you must name your number before O names its own. A choice made too early can be wasted.</source>
        <translation>Două drumuri duc la același fel de afirmație, dar pe unul dintre ele trebuie să-ți spui numărul înainte ca O să și-l spună pe al lui. O alegere făcută prea devreme poate fi irosită.</translation>
    </message>
    <message>
        <source>Old colours stay</source>
        <translation>Culorile vechi rămân</translation>
    </message>
    <message>
        <source>Letters are global and a new number replaces the old one, but an activated colour stays on the list for good. O will change x under your feet; you can change it back.</source>
        <translation>Literele sunt comune și un număr nou îl înlocuiește pe cel vechi, dar o culoare activată rămâne în listă pentru totdeauna. O îți va schimba x pe sub nas; tu îl poți schimba înapoi.</translation>
    </message>
    <message>
        <source>If this, then that</source>
        <translation>Dacă asta, atunci aceea</translation>
    </message>
    <message>
        <source>O has granted a rule: whoever shows blue for a number may demand red for it. To use the rule you must name the number yourself and show that it is blue.</source>
        <translation>O a acordat o regulă: cine arată albastru pentru un număr poate cere roșu pentru el. Ca să folosești regula, trebuie să spui tu numărul și să arăți că este albastru.</translation>
    </message>
    <message>
        <source>Which way round?</source>
        <translation>În ce sens?</translation>
    </message>
    <message>
        <source>You are O again. On either road you grant P the same rule, blue leads to red, and then activate one colour for your number. One of the two roads lets P turn the rule against you.</source>
        <translation>Ești din nou O. Pe oricare drum îi acorzi lui P aceeași regulă, de la albastru la roșu, apoi activezi o culoare pentru numărul tău. Unul dintre cele două drumuri îi permite lui P să întoarcă regula împotriva ta.</translation>
    </message>
    <message>
        <source>Either way</source>
        <translation>Într-un fel sau altul</translation>
    </message>
    <message>
        <source>Blue or not blue: you may claim either, and O will make you pay for the claim. A claim that fails still leaves something on the list, and the start cell is always one step away.</source>
        <translation>Albastru sau nu albastru: poți afirma oricare, iar O te va face să plătești pentru afirmație. O afirmație care eșuează tot lasă ceva în listă, iar căsuța de start e mereu la un pas.</translation>
    </message>
    <message>
        <source>The drinker</source>
        <translation>Băutorul</translation>
    </message>
    <message>
        <source>There is someone in the pub such that, if they drink, everybody drinks. Your first guess for x will not be the right one; but O&apos;s answer tells you who it should have been.</source>
        <translation>E cineva în cârciumă astfel încât, dacă bea el, beau toți. Prima ta încercare pentru x nu va fi cea bună; dar răspunsul lui O îți spune cine ar fi trebuit să fie.</translation>
    </message>
    <message>
        <source>Who names x?</source>
        <translation>Cine alege x?</translation>
    </message>
    <message>
        <source>You are O, and the two roads look alike: on each, numbers are named for x and y and you activate purple once. Look at who names each letter, and whether it happens before or after you do.</source>
        <translation>Ești O, iar cele două drumuri seamănă: pe fiecare se aleg numere pentru x și y, iar tu activezi mov o dată. Uită-te cine alege numărul fiecărei litere și dacă o face înainte sau după tine.</translation>
    </message>
    <message>
        <source>Every blue is red, or not</source>
        <translation>Orice albastru e roșu, sau nu</translation>
    </message>
    <message>
        <source>Either every blue number is red, or you can point at a blue number that is not red. Neither claim can be won on its own; the first attempt is what makes the second one work.</source>
        <translation>Ori fiecare număr albastru este roșu, ori poți arăta un număr albastru care nu este roșu. Niciuna dintre afirmații nu poate fi câștigată singură; prima încercare este cea care o face pe a doua să reușească.</translation>
    </message>
</context>
<context>
    <name>oche.palette</name>
    <message>
        <source>black</source>
        <translation>negru</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>albastru</translation>
    </message>
    <message>
        <source>red</source>
        <translation>roșu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>galben</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>mov</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>portocaliu</translation>
    </message>
</context>
<context>
    <name>oche_editor.commands</name>
    <message>
        <source>Add cell</source>
        <translation>Adaugă căsuță</translation>
    </message>
    <message>
        <source>Delete cell</source>
        <translation>Șterge căsuța</translation>
    </message>
    <message>
        <source>Add arrow</source>
        <translation>Adaugă săgeată</translation>
    </message>
    <message>
        <source>Delete arrow</source>
        <translation>Șterge săgeata</translation>
    </message>
    <message>
        <source>Move cell</source>
        <translation>Mută căsuța</translation>
    </message>
    <message>
        <source>Move %n cells</source>
        <translation>Mută căsuțele (%n)</translation>
    </message>
    <message>
        <source>Set letter %1</source>
        <translation>Pune litera %1</translation>
    </message>
    <message>
        <source>Remove letter</source>
        <translation>Scoate litera</translation>
    </message>
    <message>
        <source>Set start cell</source>
        <translation>Alege căsuța de start</translation>
    </message>
    <message>
        <source>Arrow: %1</source>
        <translation>Săgeată: %1</translation>
    </message>
    <message>
        <source>Rename board</source>
        <translation>Redenumește tabla</translation>
    </message>
    <message>
        <source>Describe board</source>
        <translation>Descrie tabla</translation>
    </message>
</context>
<context>
    <name>oche_editor.inplace</name>
    <message>
        <source>letter</source>
        <translation>literă</translation>
    </message>
    <message>
        <source>A letter a–z, or nothing for none; Enter applies</source>
        <translation>O literă a–z sau nimic pentru niciuna; Enter aplică</translation>
    </message>
    <message>
        <source>colour letter</source>
        <translation>culoare literă</translation>
    </message>
    <message>
        <source>A colour (black, blue, red, green, yellow, purple, orange) and a letter, e.g. “blue x”; Enter applies</source>
        <translation>O culoare, scrisă în engleză (black, blue, red, green, yellow, purple, orange), și o literă, de exemplu „blue x”; Enter aplică</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message>
        <source>The board has %1 cells; at most %2 are allowed.</source>
        <translation>Numărul de căsuțe este %1; sunt permise cel mult %2.</translation>
    </message>
    <message>
        <source>The board has %1 arrows; at most %2 are allowed.</source>
        <translation>Numărul de săgeți este %1; sunt permise cel mult %2.</translation>
    </message>
    <message>
        <source>The name “%1” is used by %2 cells.</source>
        <translation>Numele „%1” este folosit de mai multe căsuțe (%2).</translation>
    </message>
    <message>
        <source>A cell has no name.</source>
        <translation>O căsuță nu are nume.</translation>
    </message>
    <message>
        <source>Cell “%1” is placed too far out (coordinates go from -%2 to %2).</source>
        <translation>Căsuța „%1” este prea departe (coordonatele merg de la -%2 la %2).</translation>
    </message>
    <message>
        <source>Cell “%1” has the letter “%2”: a letter is one of a to z.</source>
        <translation>Căsuța „%1” are litera „%2”: o literă trebuie să fie între a și z.</translation>
    </message>
    <message>
        <source>The board has no cells yet: add one (C).</source>
        <translation>Tabla nu are încă nicio căsuță: adaugă una (C).</translation>
    </message>
    <message>
        <source>No cell is the start cell: select one and tick “Start cell”.</source>
        <translation>Nicio căsuță nu este căsuța de start: selectează una și bifează „Căsuța de start”.</translation>
    </message>
    <message>
        <source>There are %1 start cells (%2): exactly one is needed.</source>
        <translation>Căsuțe de start: %1 (%2); trebuie exact una.</translation>
    </message>
    <message>
        <source>Arrow %1 leads to a cell that does not exist (“%2”).</source>
        <translation>Săgeata %1 duce la o căsuță care nu există („%2”).</translation>
    </message>
    <message>
        <source>Arrow %1 goes from cell “%2” to itself.</source>
        <translation>Săgeata %1 pleacă din căsuța „%2” și se întoarce în ea.</translation>
    </message>
    <message>
        <source>Arrow %1 has a colour this version does not know (“%2”).</source>
        <translation>Săgeata %1 are o culoare pe care această versiune nu o cunoaște („%2”).</translation>
    </message>
    <message>
        <source>Arrow %1 is black but has a letter: black arrows have none.</source>
        <translation>Săgeata %1 este neagră, dar are o literă: săgețile negre nu au litere.</translation>
    </message>
    <message>
        <source>Arrow %1 has the letter “%2”: a letter is one of a to z.</source>
        <translation>Săgeata %1 are litera „%2”: o literă trebuie să fie între a și z.</translation>
    </message>
    <message>
        <source>Cell “%1” cannot be reached from the start: it takes no part in the game.</source>
        <translation>Căsuța „%1” nu poate fi atinsă de la start: nu participă la joc.</translation>
    </message>
    <message>
        <source>The letter “%1” is on arrows (%2) but on no cell: nobody can give it a number, so those arrows activate nothing and never open for P.</source>
        <translation>Litera „%1” este pe săgeți (%2), dar pe nicio căsuță: nimeni nu îi poate da un număr, așa că acele săgeți nu activează nimic și nu se deschid niciodată pentru P.</translation>
    </message>
    <message>
        <source>Cell “%1” has the letter “%2”, which is on no arrow: its number changes nothing.</source>
        <translation>Căsuța „%1” are litera „%2”, care nu este pe nicio săgeată: numărul ei nu schimbă nimic.</translation>
    </message>
    <message>
        <source>The start cell “%1” has no arrow out: O cannot make the first move, so P wins at once.</source>
        <translation>Din căsuța de start „%1” nu pleacă nicio săgeată: O nu poate face prima mutare, așa că P câștigă imediat.</translation>
    </message>
    <message>
        <source>Every cell has an arrow out: O can always move, so P can never win.</source>
        <translation>Din fiecare căsuță pleacă o săgeată: O se poate muta mereu, așa că P nu poate câștiga niciodată.</translation>
    </message>
    <message>
        <source>Arrow %1 is the same as arrow %2 (same cells, colour and letter): one is enough.</source>
        <translation>Săgeata %1 este la fel ca săgeata %2 (aceleași căsuțe, culoare și literă): una ajunge.</translation>
    </message>
</context>
</TS>
