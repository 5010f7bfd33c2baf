<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analýza</translation>
    </message>
    <message>
        <source>Analyze: who wins?</source>
        <translation>Analyzovat: kdo vyhraje?</translation>
    </message>
    <message>
        <source>Ask the solver who wins this board with best play.</source>
        <translation>Zeptej se řešitele, kdo na tomto plánu vyhraje při nejlepší hře.</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Ukázat řešení</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Předchozí</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Další ▶</translation>
    </message>
    <message>
        <source>The solver is thinking…</source>
        <translation>Řešitel přemýšlí…</translation>
    </message>
    <message>
        <source>Fix the problems first: only a playable board can be analysed.</source>
        <translation>Nejdřív oprav problémy: analyzovat lze jen hratelný plán.</translation>
    </message>
    <message>
        <source>The solver could not analyse this board: %1</source>
        <translation>Řešitel nemohl tento plán analyzovat: %1</translation>
    </message>
    <message numerus="yes">
        <source>The solver explored %n reduced position(s).</source>
        <translation>
            <numerusform>Řešitel prozkoumal %n redukovanou pozici.</numerusform>
            <numerusform>Řešitel prozkoumal %n redukované pozice.</numerusform>
            <numerusform>Řešitel prozkoumal %n redukovaných pozic.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>P wins in %n turn(s) with best play (P hurries, O holds out).</source>
        <translation>
            <numerusform>P vyhraje za %n tah při nejlepší hře (P spěchá, O se brání).</numerusform>
            <numerusform>P vyhraje za %n tahy při nejlepší hře (P spěchá, O se brání).</numerusform>
            <numerusform>P vyhraje za %n tahů při nejlepší hře (P spěchá, O se brání).</numerusform>
        </translation>
    </message>
    <message>
        <source>O wins: P cannot force O onto a dead end; the game can go on forever.</source>
        <translation>Vyhrává O: P nedokáže zahnat O do slepé uličky; hra může běžet donekonečna.</translation>
    </message>
    <message>
        <source>Start: the token is on the start cell; O moves first.</source>
        <translation>Začátek: figurka stojí na startovním políčku; první táhne O.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Krok %1 z %2: %3</translation>
    </message>
    <message>
        <source>Numbers: %1. Activated: %2.</source>
        <translation>Čísla: %1. Aktivované: %2.</translation>
    </message>
    <message>
        <source>%1 resets: the token goes back to the start.</source>
        <translation>%1 se vrací na start: figurka jde zpět na startovní políčko.</translation>
    </message>
    <message>
        <source>%1 crosses arrow %2 to %3.</source>
        <translation>%1 projde šipkou %2 na %3.</translation>
    </message>
    <message>
        <source>%1 sets %2 = %3.</source>
        <translation>%1 volí %2 = %3.</translation>
    </message>
</context>
<context>
    <name>BrowseBar</name>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Zpět ke hře (Esc)</translation>
    </message>
</context>
<context>
    <name>CheckersOptions</name>
    <message>
        <source>Operator tiles</source>
        <translation>Destičky operátorů</translation>
    </message>
    <message>
        <source>Basic: 3 AND, 3 OR, 3 XOR</source>
        <translation>Základní: 3 AND, 3 OR, 3 XOR</translation>
    </message>
    <message>
        <source>Advanced: compose the pile</source>
        <translation>Pokročilá: sestav si hromádku</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>The same position a third time is a draw</source>
        <translation>Stejné postavení potřetí je remíza</translation>
    </message>
    <message>
        <source>Draw when nobody captures or moves a man for</source>
        <translation>Remíza bez skoku a bez tahu obyčejným kamenem po</translation>
    </message>
    <message>
        <source> turns (both sides)</source>
        <translation> tazích (obou hráčů)</translation>
    </message>
    <message>
        <source>Men may also capture backwards</source>
        <translation>Obyčejné kameny smějí skákat i vzad</translation>
    </message>
    <message>
        <source>A capture must take the most stones</source>
        <translation>Skok musí vyhodit co nejvíc kamenů</translation>
    </message>
    <message>
        <source>Kings need not capture first</source>
        <translation>Dáma nemá přednost při skoku</translation>
    </message>
    <message>
        <source>The owner chooses a new king&apos;s bit</source>
        <translation>Bit nové dámy volí její majitel</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) in the pile</source>
        <translation>
            <numerusform>%n destička v hromádce</numerusform>
            <numerusform>%n destičky v hromádce</numerusform>
            <numerusform>%n destiček v hromádce</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckersScene</name>
    <message>
        <source>All 1</source>
        <translation>Vše 1</translation>
    </message>
    <message>
        <source>Every stone shows 1 (key 1)</source>
        <translation>Všechny kameny ukazují 1 (klávesa 1)</translation>
    </message>
    <message>
        <source>All 0</source>
        <translation>Vše 0</translation>
    </message>
    <message>
        <source>Every stone shows 0 (key 0)</source>
        <translation>Všechny kameny ukazují 0 (klávesa 0)</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Náhodně</translation>
    </message>
    <message>
        <source>Random bits (key R)</source>
        <translation>Náhodné bity (klávesa R)</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Poslední</translation>
    </message>
    <message>
        <source>The bits you chose last time (key L)</source>
        <translation>Bity z tvého minulého rozestavení (klávesa L)</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Hotovo</translation>
    </message>
    <message>
        <source>Fix your set-up; both are revealed together (Enter)</source>
        <translation>Potvrď své rozestavení; obě se odkryjí najednou (Enter)</translation>
    </message>
    <message>
        <source>Turn a stone over</source>
        <translation>Otočit kámen</translation>
    </message>
    <message>
        <source>Then click one of your stones (or right-click it, or press F over it)</source>
        <translation>Pak klikni na jeden ze svých kamenů (nebo na něj pravým tlačítkem, nebo nad ním stiskni F)</translation>
    </message>
    <message>
        <source>The new king shows %1</source>
        <translation>Nová dáma ukazuje %1</translation>
    </message>
    <message>
        <source>Setting up…</source>
        <translation>Příprava…</translation>
    </message>
    <message>
        <source>Set up your bits</source>
        <translation>Nastav si bity</translation>
    </message>
    <message>
        <source>A capture is compulsory: one of the stones marked ! must take.</source>
        <translation>Skok je povinný: musí skákat jeden z kamenů označených !.</translation>
    </message>
    <message>
        <source>This stone cannot move now.</source>
        <translation>Tento kámen teď nemůže táhnout.</translation>
    </message>
    <message>
        <source>Finish the capture: land on one of the marked squares (Esc goes back a jump).</source>
        <translation>Dokonči skok: dopadni na jedno z označených polí (Esc vrátí jeden skok).</translation>
    </message>
    <message>
        <source>The man is crowned: click the bit the new king shows (1 or 0).</source>
        <translation>Kámen se mění v dámu: klikni na bit, který bude nová dáma ukazovat (1 nebo 0).</translation>
    </message>
    <message>
        <source>No flip now: a capture is compulsory.</source>
        <translation>Teď nelze otáčet: skok je povinný.</translation>
    </message>
</context>
<context>
    <name>CheckersUI</name>
    <message>
        <source>Programmer&apos;s Checkers</source>
        <translation>Programátorská dáma</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černý</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Tento tah</translation>
    </message>
    <message>
        <source>Show the stones that can move</source>
        <translation>Ukázat kameny, které mohou táhnout</translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation>Ukázat čísla polí</translation>
    </message>
    <message>
        <source>Play a stone&apos;s only move at the first click</source>
        <translation>Jediný tah kamene zahrát hned prvním kliknutím</translation>
    </message>
    <message>
        <source>Off: a click picks the stone and shows its move; a second click (or a drag) plays it</source>
        <translation>Vypnuto: kliknutí kámen vybere a ukáže jeho tah; druhé kliknutí (nebo přetažení) ho zahraje</translation>
    </message>
    <message>
        <source>ones: %1, zeros: %2</source>
        <translation>jedniček: %1, nul: %2</translation>
    </message>
    <message>
        <source>discard reshuffled; %1 turned up</source>
        <translation>odhozené zamíchány; odkryt %1</translation>
    </message>
    <message>
        <source>%1 turned up</source>
        <translation>odkryt %1</translation>
    </message>
    <message>
        <source>%1 turned up: a tile of the pile is laid face up.</source>
        <translation>odkryt %1: destička z hromádky je otočena lícem nahoru.</translation>
    </message>
    <message>
        <source>%1: the stone on %2 is turned over (its bit changes).</source>
        <translation>%1: kámen na %2 se otočí (jeho bit se změní).</translation>
    </message>
    <message>
        <source>%1: the stone on %2 jumps to %3, taking %4.</source>
        <translation>%1: kámen z %2 skáče na %3 a bere %4.</translation>
    </message>
    <message>
        <source>%1: the stone on %2 moves to %3.</source>
        <translation>%1: kámen z %2 táhne na %3.</translation>
    </message>
    <message>
        <source>It becomes a king (♛).</source>
        <translation>Stane se dámou (♛).</translation>
    </message>
    <message>
        <source>the bits of its stones on %1 to %2, in order</source>
        <translation>bity jeho kamenů na polích %1 až %2, popořadě</translation>
    </message>
    <message>
        <source>%1: the bits of %2&apos;s stones on %3 to %4, in that order (%5 show 1).</source>
        <translation>%1: bity kamenů hráče %2 na polích %3 až %4, popořadě (jedničku ukazuje %5).</translation>
    </message>
    <message>
        <source>The pile is empty: the discard is shuffled into a new pile.</source>
        <translation>Hromádka došla: odhozené destičky se zamíchají do nové hromádky.</translation>
    </message>
    <message>
        <source>%1 has a new king on %2.</source>
        <translation>%1 má novou dámu na %2.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Vyhrává %1.</translation>
    </message>
    <message>
        <source>%1 has no stones left.</source>
        <translation>%1 už nemá žádné kameny.</translation>
    </message>
    <message>
        <source>Draw: a lone king against a lone king.</source>
        <translation>Remíza: osamocená dáma proti osamocené dámě.</translation>
    </message>
    <message>
        <source>Draw: the same position for the third time.</source>
        <translation>Remíza: stejné postavení potřetí.</translation>
    </message>
    <message numerus="yes">
        <source>Draw: %n turns in a row without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>Remíza: %n tah za sebou bez skoku a bez tahu obyčejným kamenem.</numerusform>
            <numerusform>Remíza: %n tahy za sebou bez skoku a bez tahu obyčejným kamenem.</numerusform>
            <numerusform>Remíza: %n tahů za sebou bez skoku a bez tahu obyčejným kamenem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Remíza.</translation>
    </message>
    <message>
        <source>Hint: a set-up the computer likes; change it as you wish.</source>
        <translation>Rada: rozestavení, které se líbí počítači; změň si ho podle libosti.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Rada: %1.</translation>
    </message>
    <message>
        <source>After it you can force a win.</source>
        <translation>Po něm můžeš vynutit výhru.</translation>
    </message>
    <message>
        <source>After it your opponent can force a win.</source>
        <translation>Po něm může soupeř vynutit výhru.</translation>
    </message>
    <message numerus="yes">
        <source>After it you should win, unless %n turns pass without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>Po něm bys měl vyhrát, pokud neuplyne %n tah bez skoku a bez tahu obyčejným kamenem.</numerusform>
            <numerusform>Po něm bys měl vyhrát, pokud neuplynou %n tahy bez skoku a bez tahu obyčejným kamenem.</numerusform>
            <numerusform>Po něm bys měl vyhrát, pokud neuplyne %n tahů bez skoku a bez tahu obyčejným kamenem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After it your opponent should win, unless %n turns pass without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>Po něm by měl vyhrát soupeř, pokud neuplyne %n tah bez skoku a bez tahu obyčejným kamenem.</numerusform>
            <numerusform>Po něm by měl vyhrát soupeř, pokud neuplynou %n tahy bez skoku a bez tahu obyčejným kamenem.</numerusform>
            <numerusform>Po něm by měl vyhrát soupeř, pokud neuplyne %n tahů bez skoku a bez tahu obyčejným kamenem.</numerusform>
        </translation>
    </message>
    <message>
        <source>After it the game is about even.</source>
        <translation>Po něm je hra zhruba vyrovnaná.</translation>
    </message>
    <message>
        <source>After it you are about %1 men ahead.</source>
        <translation>Po něm vedeš zhruba o %1 kamene.</translation>
    </message>
    <message>
        <source>After it you are about %1 men behind.</source>
        <translation>Po něm ztrácíš zhruba %1 kamene.</translation>
    </message>
    <message>
        <source>Ones: %1, zeros: %2.</source>
        <translation>Jedniček: %1, nul: %2.</translation>
    </message>
    <message>
        <source>turn over the stone on %1</source>
        <translation>otoč kámen na %1</translation>
    </message>
    <message>
        <source>You must capture under %1: the stones marked ! can take.</source>
        <translation>Při %1 musíš skákat: kameny označené ! mohou brát.</translation>
    </message>
    <message>
        <source>%1: choose your stones&apos; bits in secret, then press Ready.</source>
        <translation>%1: tajně zvol bity svých kamenů a pak stiskni Hotovo.</translation>
    </message>
    <message>
        <source>Both set-ups are revealed together.</source>
        <translation>Obě rozestavení se odkryjí najednou.</translation>
    </message>
    <message>
        <source>Click a stone to turn it over. Under AND only a 1 takes a 1; under OR anything but 0 against 0; under XOR only different bits.</source>
        <translation>Kliknutím na kámen ho otočíš. Při AND bere jednička jen jedničku; při OR cokoli kromě 0 proti 0; při XOR jen různé bity.</translation>
    </message>
    <message>
        <source>%1 to move under %2.</source>
        <translation>Na tahu je %1, platí %2.</translation>
    </message>
    <message>
        <source>A capture is compulsory: %1.</source>
        <translation>Skok je povinný: %1.</translation>
    </message>
    <message>
        <source>After a capture %1 becomes active.</source>
        <translation>Po skoku bude aktivní %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n turns without a capture or a man&apos;s move: then it is a draw.</source>
        <translation>
            <numerusform>%1 z %n tahu bez skoku a bez tahu obyčejným kamenem; pak je remíza.</numerusform>
            <numerusform>%1 z %n tahů bez skoku a bez tahu obyčejným kamenem; pak je remíza.</numerusform>
            <numerusform>%1 z %n tahů bez skoku a bez tahu obyčejným kamenem; pak je remíza.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right-click a stone (or press F over it) to turn it over instead of moving.</source>
        <translation>Pravým tlačítkem na kámen (nebo klávesou F nad ním) ho místo tahu otočíš.</translation>
    </message>
    <message>
        <source>Click one of your stones to pick it: the squares it may go to light up.</source>
        <translation>Klikni na svůj kámen a vyber ho: rozsvítí se pole, kam smí jít.</translation>
    </message>
    <message>
        <source>The stone on %1 has one move, %2: click %3 or drag the stone there to play it.</source>
        <translation>Kámen na %1 má jediný tah, %2: zahraješ ho kliknutím na %3 nebo přetažením kamene tam.</translation>
    </message>
    <message>
        <source>The stone on %1 is picked: click a marked square or drag the stone there.</source>
        <translation>Kámen na %1 je vybraný: klikni na označené pole nebo tam kámen přetáhni.</translation>
    </message>
    <message>
        <source>%1: no capture is allowed.</source>
        <translation>%1: žádný skok není povolený.</translation>
    </message>
    <message>
        <source>a %1 takes a %2</source>
        <translation>%1 bere %2</translation>
    </message>
    <message>
        <source>%1: set up your bits in secret. %2, please look away.</source>
        <translation>%1: tajně si nastav bity. %2, prosím, dívej se jinam.</translation>
    </message>
</context>
<context>
    <name>EditorScene</name>
    <message>
        <source>Delete selection</source>
        <translation>Smazat výběr</translation>
    </message>
    <message>
        <source>An empty board: click to add cells in Add cell mode (C); the first is the start. Then drag from cell to cell in Add arrow mode (A).</source>
        <translation>Prázdný plán: kliknutím přidáš políčka nástrojem + Políčko (C); první je startovní. Pak táhni od políčka k políčku nástrojem + Šipka (A).</translation>
    </message>
</context>
<context>
    <name>FoldBar</name>
    <message>
        <source>Panel</source>
        <translation>Panel</translation>
    </message>
    <message>
        <source>Show the players, the moves and the game&apos;s tools beside the board</source>
        <translation>Ukáže hráče, tahy a nástroje hry vedle hrací plochy</translation>
    </message>
</context>
<context>
    <name>FriendBar</name>
    <message>
        <source>Offer a draw</source>
        <translation>Nabídnout remízu</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Vzdát se</translation>
    </message>
</context>
<context>
    <name>FriendGame</name>
    <message>
        <source>Offer a draw to your friend</source>
        <translation>Nabídnout kamarádovi remízu</translation>
    </message>
    <message>
        <source>Resign the game with your friend</source>
        <translation>Vzdát hru s kamarádem</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Vzdát se</translation>
    </message>
    <message>
        <source>Resign this game? Your friend wins it.</source>
        <translation>Vzdát tuto hru? Vyhraje ji tvůj kamarád.</translation>
    </message>
    <message>
        <source>Your friend agreed: the move is taken back.</source>
        <translation>Kamarád souhlasil: tah je vzatý zpět.</translation>
    </message>
    <message>
        <source>Your friend did not agree to take the move back.</source>
        <translation>Kamarád nesouhlasil s vrácením tahu.</translation>
    </message>
    <message>
        <source>Your friend declined the draw.</source>
        <translation>Kamarád remízu odmítl.</translation>
    </message>
    <message>
        <source>The game with your friend is over.</source>
        <translation>Hra s kamarádem skončila.</translation>
    </message>
    <message>
        <source>The connection to your friend was lost. Continue when your friend is back: you both use the code %1 again.</source>
        <translation>Spojení s kamarádem se přerušilo. Pokračujte, až bude zpět: oba znovu použijete kód %1.</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Znovu připojit</translation>
    </message>
    <message>
        <source>Play on this computer</source>
        <translation>Hrát na tomto počítači</translation>
    </message>
    <message>
        <source>Your friend asks to take back their last move.</source>
        <translation>Kamarád žádá o vrácení svého posledního tahu.</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Povolit</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Odmítnout</translation>
    </message>
    <message>
        <source>Your friend offers a draw.</source>
        <translation>Kamarád nabízí remízu.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Přijmout</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Odmítnout</translation>
    </message>
    <message>
        <source>Waiting for your friend to allow the undo…</source>
        <translation>Čeká se, až kamarád povolí vrácení tahu…</translation>
    </message>
    <message>
        <source>Waiting for your friend&apos;s answer to your draw offer…</source>
        <translation>Čeká se na kamarádovu odpověď na nabídku remízy…</translation>
    </message>
    <message>
        <source>Playing with your friend.</source>
        <translation>Hraješ s kamarádem.</translation>
    </message>
    <message>
        <source>The game&apos;s code, to continue it after a lost connection: %1</source>
        <translation>Kód hry, abyste v ní mohli pokračovat po ztrátě spojení: %1</translation>
    </message>
    <message>
        <source>Waiting for your friend&apos;s move…</source>
        <translation>Čeká se na kamarádův tah…</translation>
    </message>
    <message>
        <source>You have chosen. Waiting for your friend&apos;s choice…</source>
        <translation>Zvolil jsi. Čeká se na kamarádovu volbu…</translation>
    </message>
    <message>
        <source>Your friend has chosen.</source>
        <translation>Kamarád zvolil.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Hrát %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>A game of %1 was left unfinished: continue it where it was.</source>
        <translation>Partie hry %1 zůstala nedohraná: pokračuj tam, kde skončila.</translation>
    </message>
    <message>
        <source>The game last played at %1</source>
        <translation>Partie naposledy hraná %1</translation>
    </message>
    <message>
        <source>Several games of %1 were left unfinished: choose one to continue.</source>
        <translation>Několik partií hry %1 zůstalo nedohraných: vyber, ve které chceš pokračovat.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>The check is copied: paste it in a terminal.</source>
        <translation>Ověření je zkopírované: vlož ho do terminálu.</translation>
    </message>
    <message>
        <source>You are looking at the game after move %1 of %2.</source>
        <translation>Díváš se na hru po tahu %1 z %2.</translation>
    </message>
    <message>
        <source>%1 has chosen</source>
        <translation>%1 už zvolil</translation>
    </message>
    <message>
        <source>Hand over to %2. %1, please look away until both choices are revealed.</source>
        <translation>Teď je na řadě %2. %1, prosím, dívej se jinam, dokud se obě volby neodkryjí.</translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <translation>Jsem %1: ukaž hrací plochu</translation>
    </message>
    <message>
        <source>No crash copy of this game can be kept:
%1
The game goes on; save it to keep it.</source>
        <translation>Záložní kopii této partie nelze uchovat:
%1
Hra pokračuje; ulož ji, chceš-li ji uchovat.</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Ve hře nelze pokračovat</translation>
    </message>
    <message>
        <source>This game is being continued in another Ludoteca window.</source>
        <translation>V této partii se už pokračuje v jiném okně aplikace Ludoteca.</translation>
    </message>
    <message>
        <source>The copy holds a game of %1, not of %2.</source>
        <translation>Kopie obsahuje partii hry %1, ne hry %2.</translation>
    </message>
    <message>
        <source>The copy is kept as %1.</source>
        <translation>Kopie je uchována jako %1.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vyhráváš!</translation>
    </message>
    <message>
        <source>You lose.</source>
        <translation>Prohráváš.</translation>
    </message>
    <message>
        <source>The computer player failed: %1</source>
        <translation>Počítačový hráč selhal: %1</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Neuložená hra</translation>
    </message>
    <message>
        <source>The %1 game in progress is not saved. Save it first?</source>
        <translation>Rozehraná partie (%1) není uložená. Nejdřív ji uložit?</translation>
    </message>
    <message>
        <source>Invite a friend</source>
        <translation>Pozvat kamaráda</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Hraješ za</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Opustit hru</translation>
    </message>
    <message>
        <source>You are playing with your friend. Leave the game? It stops for both of you; you can continue it later with the same code.</source>
        <translation>Hraješ s kamarádem. Opustit hru? Zastaví se pro vás oba; později v ní můžete pokračovat se stejným kódem.</translation>
    </message>
    <message>
        <source>Cannot invite</source>
        <translation>Nelze pozvat</translation>
    </message>
    <message>
        <source>Play on this computer</source>
        <translation>Hrát na tomto počítači</translation>
    </message>
    <message>
        <source>Cannot reconnect: %1</source>
        <translation>Nelze se znovu připojit: %1</translation>
    </message>
    <message>
        <source>Waiting for your friend to continue the game (code %1)…</source>
        <translation>Čeká se, až kamarád bude pokračovat ve hře (kód %1)…</translation>
    </message>
    <message>
        <source>Paused. Press P to go on.</source>
        <translation>Pozastaveno. Pokračuj klávesou P.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Na tahu: %1</translation>
    </message>
    <message>
        <source>Both choose</source>
        <translation>Volí oba</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Hru nelze uložit</translation>
    </message>
    <message>
        <source>The game is still open; try another place.</source>
        <translation>Hra zůstává otevřená; zkus jiné místo.</translation>
    </message>
    <message>
        <source>This version could not open such a save again: %1. The game is still open.</source>
        <translation>Tato verze by takovou uloženou hru znovu neotevřela: %1. Hra zůstává otevřená.</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Uloženo jako %1.</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 se vzdává.</translation>
    </message>
    <message>
        <source>%1 loses by forfeit: %2</source>
        <translation>%1 prohrává kontumačně: %2</translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation>Remíza dohodou.</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>Remíza.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Vyhrává %1.</translation>
    </message>
    <message>
        <source>Options: %1</source>
        <translation>Možnosti: %1</translation>
    </message>
    <message>
        <source>%1: make your secret choice. %2, please look away.</source>
        <translation>%1: proveď svou tajnou volbu. %2, prosím, dívej se jinam.</translation>
    </message>
    <message>
        <source>Import record…</source>
        <translation>Importovat záznam…</translation>
    </message>
    <message>
        <source>Paste record</source>
        <translation>Vložit záznam</translation>
    </message>
    <message>
        <source>Export record…</source>
        <translation>Exportovat záznam…</translation>
    </message>
    <message>
        <source>Copy record</source>
        <translation>Kopírovat záznam</translation>
    </message>
    <message>
        <source>Cannot import the record</source>
        <translation>Záznam nelze importovat</translation>
    </message>
    <message>
        <source>Cannot export the record</source>
        <translation>Záznam nelze exportovat</translation>
    </message>
    <message>
        <source>Record copied.</source>
        <translation>Záznam zkopírován.</translation>
    </message>
    <message>
        <source>Record (the moves, e.g. from a forum post):</source>
        <translation>Záznam (tahy, například z příspěvku na fóru):</translation>
    </message>
    <message>
        <source>Records (*.txt);;All files (*)</source>
        <translation>Záznamy (*.txt);;Všechny soubory (*)</translation>
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
        <translation>Hry ze starých listů s pravidly, přenesené na obrazovku. Vyber si jednu a hraj.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite a friend</source>
        <translation>Pozvat kamaráda</translation>
    </message>
    <message>
        <source>Give this code to your friend: read it out or paste it. On their computer they choose New game, A friend on another computer, Join, and type it. The game: %1.</source>
        <translation>Dej tento kód kamarádovi: přečti mu ho nebo ho vlož do zprávy. Na svém počítači zvolí Nová hra, Kamarád na jiném počítači, Připojit se, a zadá ho. Hra: %1.</translation>
    </message>
    <message>
        <source>Asking the server for a code…</source>
        <translation>Žádám server o kód…</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Kopírovat kód</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>Čeká se, až se kamarád připojí…</translation>
    </message>
    <message>
        <source>The code is copied. Waiting for your friend to join…</source>
        <translation>Kód je zkopírovaný. Čeká se, až se kamarád připojí…</translation>
    </message>
    <message>
        <source>No game: %1</source>
        <translation>Žádná hra: %1</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a friend&apos;s game</source>
        <translation>Připojit se ke hře kamaráda</translation>
    </message>
    <message>
        <source>Type the code your friend&apos;s Ludoteca shows (a number and words, such as 7-crossover-clockwork).</source>
        <translation>Zadej kód, který ukazuje kamarádova Ludoteca (číslo a slova, např. 7-crossover-clockwork).</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Připojit se</translation>
    </message>
    <message>
        <source>Servers…</source>
        <translation>Servery…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Odmítnout</translation>
    </message>
    <message>
        <source>Connecting to your friend…</source>
        <translation>Připojuji se ke kamarádovi…</translation>
    </message>
    <message>
        <source>The invitation cannot be played here: %1</source>
        <translation>Pozvánku zde nelze hrát: %1</translation>
    </message>
    <message>
        <source>Your friend invites you to play %1.</source>
        <translation>Kamarád tě zve ke hře %1.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Hraješ za %1.</translation>
    </message>
    <message>
        <source>The game goes on from move %1.</source>
        <translation>Hra pokračuje od tahu %1.</translation>
    </message>
    <message>
        <source>Accept the invitation to start.</source>
        <translation>Přijmi pozvánku a začněte.</translation>
    </message>
    <message>
        <source>No game: %1</source>
        <translation>Žádná hra: %1</translation>
    </message>
</context>
<context>
    <name>LevelDialog</name>
    <message>
        <source>Oche — choose a level</source>
        <translation>Oche — vyber úroveň</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>není k dispozici</translation>
    </message>
    <message>
        <source>(you play O)</source>
        <translation>(hraješ za O)</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Proti počítači</translation>
    </message>
    <message>
        <source>Two people on this screen</source>
        <translation>Dva lidé u této obrazovky</translation>
    </message>
    <message>
        <source>A friend on another computer (you get a code for them)</source>
        <translation>Kamarád na jiném počítači (dostaneš pro něj kód)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Úroveň %1 · %2</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Hraješ za %1.</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>splněno</translation>
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
        <translation>Domů</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Uložit &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Z&amp;novu</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Ukázka</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauza</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Domů</translation>
    </message>
    <message>
        <source>In&amp;vite a friend to this game…</source>
        <translation>Pozvat kamaráda k &amp;této hře…</translation>
    </message>
    <message>
        <source>&amp;Join a friend&apos;s game…</source>
        <translation>Připojit se ke &amp;hře kamaráda…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>Open Recen&amp;t</source>
        <translation>Otevřít ne&amp;dávné</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Tah</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Nástroje</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Rychlost animací</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalá</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychlá</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Motiv</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Světlý</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tmavý</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Pravidla této hry</translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation>&amp;O aplikaci Ludoteca</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nová</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Ukázka</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>Ludoteca will speak %1 from the next start; the rules pages already do.</source>
        <translation>Od příštího spuštění bude Ludoteca mluvit jazykem %1; stránky s pravidly už teď.</translation>
    </message>
    <message>
        <source>%1 — Ludoteca</source>
        <translation>%1 — Ludoteca</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Which game?</source>
        <translation>Jakou hru?</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Hru nelze otevřít</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Žádné nedávné soubory</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vyprázdnit seznam</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Soubor nelze otevřít</translation>
    </message>
    <message>
        <source>%1 is no longer there (moved, renamed or deleted); it is taken off the list of recent files.</source>
        <translation>%1 už tam není (přesunut, přejmenován nebo smazán): ze seznamu nedávných souborů se odebírá.</translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation>O aplikaci Ludoteca</translation>
    </message>
    <message>
        <source>Ludoteca %1</source>
        <translation>Ludoteca %1</translation>
    </message>
    <message>
        <source>Two-player games from old rule sheets, to play with a friend at one screen or against the computer.</source>
        <translation>Hry pro dva ze starých listů s pravidly: s kamarádem u jedné obrazovky nebo proti počítači.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Svobodný software pod licencí GNU General Public License verze 3 nebo novější.</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <source>The connection to your friend was lost; trying again…</source>
        <translation>Spojení s kamarádem se přerušilo; zkouším to znovu…</translation>
    </message>
    <message>
        <source>The connection ended.</source>
        <translation>Spojení skončilo.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Two people on this computer</source>
        <translation>Dva lidé u tohoto počítače</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Proti počítači</translation>
    </message>
    <message>
        <source>A friend on another computer</source>
        <translation>Kamarád na jiném počítači</translation>
    </message>
    <message>
        <source>Invite (you get a code for your friend)</source>
        <translation>Pozvat (dostaneš kód pro kamaráda)</translation>
    </message>
    <message>
        <source>Join (type your friend&apos;s code)</source>
        <translation>Připojit se (zadej kamarádův kód)</translation>
    </message>
    <message>
        <source>Servers…</source>
        <translation>Servery…</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Hraješ za</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Úroveň počítače</translation>
    </message>
</context>
<context>
    <name>OcheEditorPage</name>
    <message>
        <source>Select</source>
        <translation>Vybrat</translation>
    </message>
    <message>
        <source>Select, move and edit</source>
        <translation>Vybrat, přesunout a upravit</translation>
    </message>
    <message>
        <source>Add cell</source>
        <translation>+ Políčko</translation>
    </message>
    <message>
        <source>Click on the canvas to add a cell</source>
        <translation>Kliknutím na plochu přidáš políčko</translation>
    </message>
    <message>
        <source>Add arrow</source>
        <translation>+ Šipka</translation>
    </message>
    <message>
        <source>Drag from a cell to another to add an arrow</source>
        <translation>Tažením z políčka na jiné přidáš šipku</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Click a cell or an arrow to delete it</source>
        <translation>Kliknutím políčko nebo šipku smažeš</translation>
    </message>
    <message>
        <source>Delete selection</source>
        <translation>Smazat výběr</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Vybrat vše</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Přiblížit</translation>
    </message>
    <message>
        <source>Zoom +</source>
        <translation>Zoom +</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Oddálit</translation>
    </message>
    <message>
        <source>Zoom −</source>
        <translation>Zoom −</translation>
    </message>
    <message>
        <source>Fit to window</source>
        <translation>Přizpůsobit oknu</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Přizpůsobit</translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation>Přichytit k mřížce</translation>
    </message>
    <message>
        <source>Snap</source>
        <translation>Přichytit</translation>
    </message>
    <message>
        <source>Analyze: who wins?</source>
        <translation>Analyzovat: kdo vyhraje?</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>Analyzovat</translation>
    </message>
    <message>
        <source>Play-test…</source>
        <translation>Vyzkoušet…</translation>
    </message>
    <message>
        <source>New from built-in &amp;level…</source>
        <translation>Nový z vestavěné ú&amp;rovně…</translation>
    </message>
    <message>
        <source>Export as &amp;PNG…</source>
        <translation>Exportovat jako &amp;PNG…</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>Exportovat jako S&amp;VG…</translation>
    </message>
    <message>
        <source>Board designer</source>
        <translation>Editor plánů</translation>
    </message>
    <message>
        <source>The board changed: analyze again.</source>
        <translation>Plán se změnil: analyzuj znovu.</translation>
    </message>
    <message>
        <source>Select: click or drag a box to select; drag cells to move them; double-click to edit in place; Delete removes the selection. Wheel zooms, middle button or space+drag pans.</source>
        <translation>Vybrat: klikni nebo táhni obdélník pro výběr; tažením políčka přesuneš; dvojklikem upravíš na místě; Delete smaže výběr. Kolečko přibližuje, prostřední tlačítko nebo mezerník+tažení posouvá pohled.</translation>
    </message>
    <message>
        <source>Add cell: click on the canvas. The first cell is the start cell.</source>
        <translation>+ Políčko: klikni na plochu. První políčko je startovní.</translation>
    </message>
    <message>
        <source>Add arrow: drag from one cell to another. Set its colour and letter in the properties.</source>
        <translation>+ Šipka: táhni z jednoho políčka na druhé. Barvu a písmeno nastavíš ve vlastnostech.</translation>
    </message>
    <message>
        <source>Delete: click a cell (with its arrows) or an arrow. Esc goes back to select.</source>
        <translation>Smazat: klikni na políčko (i s jeho šipkami) nebo na šipku. Esc se vrátí k výběru.</translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation>Plán bez názvu</translation>
    </message>
    <message>
        <source>Designer · %1</source>
        <translation>Editor · %1</translation>
    </message>
    <message>
        <source>&amp;New board…</source>
        <translation>&amp;Nový plán…</translation>
    </message>
    <message>
        <source>Oche boards (*.oche.json);;All files (*)</source>
        <translation>Plány Oche (*.oche.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Unsaved board</source>
        <translation>Neuložený plán</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them first?</source>
        <translation>„%1“ má neuložené změny. Nejdřív je uložit?</translation>
    </message>
    <message>
        <source>Drawing the board…</source>
        <translation>Kreslím hrací plochu…</translation>
    </message>
    <message>
        <source>Open an Oche board</source>
        <translation>Otevřít plán Oche</translation>
    </message>
    <message>
        <source>Cannot open the board</source>
        <translation>Plán nelze otevřít</translation>
    </message>
    <message>
        <source>%1 is not a board file: %2.</source>
        <translation>%1 není soubor s plánem: %2.</translation>
    </message>
    <message>
        <source>%1 is not a readable Oche board:</source>
        <translation>%1 není čitelný plán Oche:</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopie)</translation>
    </message>
    <message>
        <source>The board has problems</source>
        <translation>Plán má problémy</translation>
    </message>
    <message>
        <source>%1 opened as a draft; fix the problems listed before playing it:</source>
        <translation>%1 je otevřen jako koncept; před hraním oprav uvedené problémy:</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Úroveň %1</translation>
    </message>
    <message>
        <source>Start from a level</source>
        <translation>Začít z úrovně</translation>
    </message>
    <message>
        <source>Open a copy of a built-in level:</source>
        <translation>Otevřít kopii vestavěné úrovně:</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Uložit plán</translation>
    </message>
    <message>
        <source>Cannot save the board</source>
        <translation>Plán nelze uložit</translation>
    </message>
    <message>
        <source>The board is still open; try another place.</source>
        <translation>Plán zůstává otevřený; zkus jiné místo.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Uloženo: %1.</translation>
    </message>
    <message>
        <source>Saved %1 as a draft: it has problems and cannot be played yet.</source>
        <translation>Uloženo jako koncept: %1. Plán má problémy a zatím se na něm nedá hrát.</translation>
    </message>
    <message>
        <source>Cannot play the board</source>
        <translation>Na plánu nelze hrát</translation>
    </message>
    <message>
        <source>Fix the problems first:</source>
        <translation>Nejdřív oprav problémy:</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Obrázky PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Kresby SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Exportovat plán</translation>
    </message>
    <message>
        <source>Oche board</source>
        <translation>Plán Oche</translation>
    </message>
    <message>
        <source>An Oche board drawn by Ludoteca</source>
        <translation>Plán Oche nakreslený aplikací Ludoteca</translation>
    </message>
    <message>
        <source>Cannot export the board</source>
        <translation>Plán nelze exportovat</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>Exportováno: %1.</translation>
    </message>
</context>
<context>
    <name>OcheScene</name>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 se rozhoduje…</translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>nové: %1</translation>
    </message>
    <message>
        <source>A number not in play yet</source>
        <translation>Číslo, které ještě není ve hře</translation>
    </message>
    <message>
        <source>%1 · choose %2 =</source>
        <translation>%1 · zvol %2 =</translation>
    </message>
    <message>
        <source>%1 · choose %2 =   (or type a number)</source>
        <translation>%1 · zvol %2 =   (nebo napiš číslo)</translation>
    </message>
    <message>
        <source>P · cross a glowing arrow, or</source>
        <translation>P · projdi svítící šipkou, nebo</translation>
    </message>
    <message>
        <source>P · no arrow is open to you here:</source>
        <translation>P · tady pro tebe není otevřená žádná šipka:</translation>
    </message>
    <message>
        <source>↺  Reset to start</source>
        <translation>↺  Návrat na start</translation>
    </message>
    <message>
        <source>O · cross any arrow from the token&apos;s cell</source>
        <translation>O · projdi libovolnou šipkou z políčka figurky</translation>
    </message>
    <message>
        <source>Hint: cross the arrow glowing in cyan.</source>
        <translation>Rada: projdi šipkou, která svítí tyrkysově.</translation>
    </message>
    <message>
        <source>Hint: choose %1.</source>
        <translation>Rada: zvol %1.</translation>
    </message>
    <message>
        <source>Hint: reset to the start cell.</source>
        <translation>Rada: vrať se na startovní políčko.</translation>
    </message>
    <message>
        <source>Closed to P: O has not activated %1() yet.</source>
        <translation>Pro P zavřeno: O ještě neaktivoval %1().</translation>
    </message>
    <message>
        <source>Closed to P: %1 has no number yet.</source>
        <translation>Pro P zavřeno: %1 ještě nemá číslo.</translation>
    </message>
    <message>
        <source>Closed to P: %1(%2) is not activated (%3 = %2).</source>
        <translation>Pro P zavřeno: %1(%2) není aktivováno (%3 = %2).</translation>
    </message>
</context>
<context>
    <name>OcheSidePanel</name>
    <message>
        <source>Numbers</source>
        <translation>Čísla</translation>
    </message>
    <message>
        <source>Activated by O, newest first</source>
        <translation>Aktivoval O, nejnovější nahoře</translation>
    </message>
    <message>
        <source>↺ Reset</source>
        <translation>↺ Start</translation>
    </message>
    <message>
        <source>Put the token back on the start cell; O moves next (R)</source>
        <translation>Vrátí figurku na startovní políčko; pak táhne O (R)</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Vzdát se</translation>
    </message>
    <message>
        <source>Levels…</source>
        <translation>Úrovně</translation>
    </message>
    <message>
        <source>This board has no letters.</source>
        <translation>Tento plán nemá písmena.</translation>
    </message>
    <message>
        <source>← newest</source>
        <translation>← nejnovější</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>zatím žádné</translation>
    </message>
    <message>
        <source>Point at a number below the board to see the arrows it opens.</source>
        <translation>Najeď myší na číslo pod plánem a uvidíš, které šipky otevírá.</translation>
    </message>
    <message>
        <source>Open to P here: %1 of %2 arrows (they glow)</source>
        <translation>Pro P tu otevřeno: %1 z %2 šipek (svítí)</translation>
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
        <translation>P · Proponent</translation>
    </message>
    <message>
        <source>O · Opponent</source>
        <translation>O · Oponent</translation>
    </message>
    <message>
        <source>P wins: O is stuck on a cell with no way out.</source>
        <translation>Vyhrává P: O uvízl na políčku bez východu.</translation>
    </message>
    <message>
        <source>O wins: P can no longer force a win.</source>
        <translation>Vyhrává O: P už nemůže vynutit výhru.</translation>
    </message>
    <message>
        <source>Level %1 completed!</source>
        <translation>Úroveň %1 splněna!</translation>
    </message>
    <message>
        <source>crosses %1</source>
        <translation>šipka %1</translation>
    </message>
    <message>
        <source>resets</source>
        <translation>na start</translation>
    </message>
    <message>
        <source>resigns</source>
        <translation>vzdává se</translation>
    </message>
    <message>
        <source>O is declared the winner</source>
        <translation>O vyhlášen vítězem</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Úroveň %1</translation>
    </message>
    <message>
        <source>Your friend&apos;s own board: %1</source>
        <translation>Kamarádova vlastní deska: %1</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(bez názvu)</translation>
    </message>
    <message>
        <source>P resets: the token is back on the start cell.</source>
        <translation>P se vrací na start: figurka je zpět na startovním políčku.</translation>
    </message>
    <message>
        <source>Choose &amp;level…</source>
        <translation>Zvolit úro&amp;veň…</translation>
    </message>
    <message>
        <source>Open &amp;board file…</source>
        <translation>Otevřít soubor &amp;plánu…</translation>
    </message>
    <message>
        <source>&amp;Reset to start (P)</source>
        <translation>Vrátit na &amp;start (P)</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <translation>V&amp;zdát se</translation>
    </message>
    <message>
        <source>Announce the result in games between two people</source>
        <translation>Vyhlašovat výsledek ve hrách dvou lidí</translation>
    </message>
    <message>
        <source>Show who can force a win (gives the solution away)</source>
        <translation>Ukázat, kdo může vynutit výhru (prozradí řešení)</translation>
    </message>
    <message>
        <source>Open an Oche board</source>
        <translation>Otevřít plán Oche</translation>
    </message>
    <message>
        <source>Oche boards (*.oche.json *.json);;All files (*)</source>
        <translation>Plány Oche (*.oche.json *.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Cannot open the board</source>
        <translation>Plán nelze otevřít</translation>
    </message>
    <message>
        <source>Drawing the board…</source>
        <translation>Kreslím hrací plochu…</translation>
    </message>
    <message>
        <source>Custom board · %1</source>
        <translation>Vlastní plán · %1</translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>Vlastní plán</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Úroveň %1 · %2</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Zpět</translation>
    </message>
    <message>
        <source>Levels…</source>
        <translation>Úrovně…</translation>
    </message>
    <message>
        <source>Next level ▸</source>
        <translation>Další úroveň ▸</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <source>Game over · %1 wins</source>
        <translation>Konec hry · vyhrává %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>The result is not announced (see View).</source>
        <translation>Výsledek se nevyhlašuje (viz Zobrazení).</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyzuji…</translation>
    </message>
    <message>
        <source>P wins in %1: O can no longer escape.</source>
        <translation>P vyhraje za %1: O už nemá úniku.</translation>
    </message>
    <message>
        <source>P cannot force a win yet: O can still go wrong.</source>
        <translation>P zatím nemůže vynutit výhru: O ještě může chybovat.</translation>
    </message>
    <message>
        <source>P can force a win in %1.</source>
        <translation>P může vynutit výhru za %1.</translation>
    </message>
    <message>
        <source>Stuck? Hint (H) shows a good move and who can force a win.</source>
        <translation>Nevíš kudy kam? Rada (H) ukáže dobrý tah a kdo může vynutit výhru.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Rada: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver could not judge this position: %1</source>
        <translation>Řešitel nemohl toto postavení posoudit: %1</translation>
    </message>
</context>
<context>
    <name>OcheWindow</name>
    <message>
        <source>Oche board &amp;designer…</source>
        <translation>&amp;Editor plánů Oche…</translation>
    </message>
    <message>
        <source>Design a board…</source>
        <translation>Navrhnout plán…</translation>
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
        <translation>Černý</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>The final disc difference the engine expects after each move.</source>
        <translation>Konečný rozdíl kamenů, který program po každém tahu očekává.</translation>
    </message>
    <message>
        <source>Black ahead</source>
        <translation>Černý vede</translation>
    </message>
    <message>
        <source>White ahead</source>
        <translation>Bílý vede</translation>
    </message>
    <message>
        <source>Analyze game</source>
        <translation>Analyzovat hru</translation>
    </message>
    <message>
        <source>Evaluate the position after every move of the game again, more deeply than while playing</source>
        <translation>Znovu a důkladněji než během hry ohodnotit pozici po každém tahu partie</translation>
    </message>
    <message>
        <source>Draw, %1.</source>
        <translation>Remíza, %1.</translation>
    </message>
    <message>
        <source>%1 wins, %2.</source>
        <translation>Vyhrává %1, %2.</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass.</source>
        <translation>%1 nemá platný tah a musí pasovat.</translation>
    </message>
    <message>
        <source>Import transcript…</source>
        <translation>Importovat zápis…</translation>
    </message>
    <message>
        <source>Paste transcript</source>
        <translation>Vložit zápis</translation>
    </message>
    <message>
        <source>Export transcript…</source>
        <translation>Exportovat zápis…</translation>
    </message>
    <message>
        <source>Copy transcript</source>
        <translation>Kopírovat zápis</translation>
    </message>
    <message>
        <source>Cannot import the transcript</source>
        <translation>Zápis nelze importovat</translation>
    </message>
    <message>
        <source>Cannot export the transcript</source>
        <translation>Zápis nelze exportovat</translation>
    </message>
    <message>
        <source>Transcript copied.</source>
        <translation>Zápis zkopírován.</translation>
    </message>
    <message>
        <source>Transcript, e.g. f5d6c3:</source>
        <translation>Zápis, například f5d6c3:</translation>
    </message>
    <message>
        <source>Transcripts (*.txt);;All files (*)</source>
        <translation>Zápisy (*.txt);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Analyzing… %1 of %2</source>
        <translation>Analýza… %1 z %2</translation>
    </message>
    <message>
        <source>Show legal moves</source>
        <translation>Ukázat platné tahy</translation>
    </message>
    <message>
        <source>Show last move</source>
        <translation>Ukázat poslední tah</translation>
    </message>
    <message>
        <source>Show move evaluations</source>
        <translation>Ukázat hodnocení tahů</translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass.
Click the board to pass.</source>
        <translation>%1 nemá platný tah a musí pasovat.
Kliknutím na desku pasuješ.</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
</context>
<context>
    <name>PlayTestDialog</name>
    <message>
        <source>Play-test the board</source>
        <translation>Vyzkoušet plán</translation>
    </message>
    <message>
        <source>P · Proponent</source>
        <translation>P · Proponent</translation>
    </message>
    <message>
        <source>O · Opponent</source>
        <translation>O · Oponent</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Computer · %1</source>
        <translation>Počítač · %1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>přemýšlí…</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Your friend</source>
        <translation>Kamarád</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Člověk</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Properties</source>
        <translation>Vlastnosti</translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation>Plán bez názvu</translation>
    </message>
    <message>
        <source>Board name</source>
        <translation>Název plánu</translation>
    </message>
    <message>
        <source>A line for the players</source>
        <translation>Řádek pro hráče</translation>
    </message>
    <message>
        <source>Shown beside the board when it is played</source>
        <translation>Zobrazí se vedle plánu během hry</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Popis</translation>
    </message>
    <message>
        <source>Select a cell or an arrow to edit it here, or double-click it on the canvas.</source>
        <translation>Vyber políčko nebo šipku a uprav je tady, nebo na ně na ploše dvakrát klikni.</translation>
    </message>
    <message>
        <source>Start cell (the wings)</source>
        <translation>Startovní políčko (křídla)</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Políčko</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Písmeno</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Šipka</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Barva</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
</context>
<context>
    <name>QuantumScene</name>
    <message>
        <source>%1 into square %2</source>
        <translation>%1 na pole %2</translation>
    </message>
    <message>
        <source>No line yet. The game goes on.</source>
        <translation>Zatím žádná trojice. Hra pokračuje.</translation>
    </message>
    <message>
        <source>Both players get a line. Game over, %1.</source>
        <translation>Trojici mají oba hráči. Konec hry, %1.</translation>
    </message>
    <message>
        <source>%1 gets a line. Game over, %2.</source>
        <translation>%1 má trojici. Konec hry, %2.</translation>
    </message>
    <message>
        <source>The board is full, no line. Game over, 0–0.</source>
        <translation>Mřížka je plná, žádná trojice. Konec hry, 0–0.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Where does %1 land? Click a preview or a glowing square.</source>
        <translation>Kam dopadne %1? Klikni na náhled nebo na svítící pole.</translation>
    </message>
    <message>
        <source>%1 is choosing the collapse…</source>
        <translation>%1 volí kolaps…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Rada: %1</translation>
    </message>
    <message>
        <source>Cycle! %1 measures</source>
        <translation>Cyklus! %1 měří</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Počítač přemýšlí…</translation>
    </message>
    <message>
        <source>The last square takes %1 as a classical mark: click square %2.</source>
        <translation>Poslední pole dostane %1 jako klasickou značku: klikni na pole %2.</translation>
    </message>
    <message>
        <source>Click two squares for the spooky marks %1.</source>
        <translation>Klikni na dvě pole pro strašidelné značky %1.</translation>
    </message>
    <message>
        <source>Square %1 chosen. Click a second square, or square %1 again to take it back.</source>
        <translation>Zvoleno pole %1. Klikni na druhé pole, nebo znovu na pole %1, a volbu vezmeš zpět.</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Na tahu je %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>Jak to funguje</translation>
    </message>
    <message>
        <source>Each move puts two spooky marks in two squares; the mark ends up in one of them. Arcs join the two halves of a move.

When arcs close a cycle, the other player measures: the cycle and all that hangs from it collapse into classical marks.

Three classical marks in a row win. If one collapse gives both players a line, the line with the lower highest subscript scores 1, the other ½.

Keys 1–9 pick squares; Esc takes a first click back.</source>
        <translation>Každý tah dá dvě strašidelné značky do dvou polí; značka nakonec skončí v jednom z nich. Oblouky spojují obě poloviny tahu.

Když oblouky uzavřou cyklus, měří druhý hráč: cyklus i vše, co na něm visí, zkolabuje do klasických značek.

Tři klasické značky v řadě vyhrávají. Dá-li jeden kolaps trojici oběma hráčům, trojice s nižším nejvyšším indexem dostane 1, druhá ½.

Klávesy 1–9 volí pole; Esc vezme první kliknutí zpět.</translation>
    </message>
    <message>
        <source>Collapse!</source>
        <translation>Kolaps!</translation>
    </message>
    <message>
        <source>%1 lands in square %2, and the rest of the cycle follows.</source>
        <translation>%1 dopadne na pole %2 a zbytek cyklu z toho vyplyne.</translation>
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
        <translation>Remíza, 0–0.</translation>
    </message>
    <message>
        <source>The board is full and nobody has three classical marks in a row.</source>
        <translation>Mřížka je plná a nikdo nemá tři klasické značky v řadě.</translation>
    </message>
    <message>
        <source>%1 wins, %2.</source>
        <translation>Vyhrává %1, %2.</translation>
    </message>
    <message>
        <source>%1 has three classical marks in a row.</source>
        <translation>%1 má tři klasické značky v řadě.</translation>
    </message>
    <message>
        <source>One collapse gave both players a line.
The newest mark in %1&apos;s line is %2, in %3&apos;s line %4:
the lower subscript means %1&apos;s line was complete first,
so %1 scores 1 and %3 scores ½.</source>
        <translation>Jediný kolaps dal trojici oběma hráčům.
Nejnovější značka v trojici hráče %1 je %2, v trojici hráče %3 je %4:
nižší index znamená, že trojice hráče %1 byla hotová dřív,
takže %1 dostává 1 bod a %3 dostává ½.</translation>
    </message>
    <message>
        <source>Quantum tic-tac-toe</source>
        <translation>Kvantové piškvorky</translation>
    </message>
    <message>
        <source>%1 measures: %2 → %3</source>
        <translation>%1 měří: %2 → %3</translation>
    </message>
    <message>
        <source>Put %1 in squares %2 and %3.</source>
        <translation>Dej %1 na pole %2 a %3.</translation>
    </message>
    <message>
        <source>Collapse %1 into square %2.</source>
        <translation>Nech %1 zkolabovat na pole %2.</translation>
    </message>
    <message>
        <source>Put %1 in square %2: it is the only move.</source>
        <translation>Dej %1 na pole %2: je to jediný tah.</translation>
    </message>
    <message>
        <source>With perfect play this wins outright, %1.</source>
        <translation>Při dokonalé hře tento tah jasně vyhrává, %1.</translation>
    </message>
    <message>
        <source>This guarantees a win, %1 at worst: both may get a line, but yours comes first.</source>
        <translation>Tento tah zaručuje výhru, v nejhorším %1: trojici můžete mít oba, ale tvoje bude dřív.</translation>
    </message>
    <message>
        <source>Best play on both sides ends without a line, %1; this move makes sure you do no worse.</source>
        <translation>Při nejlepší hře obou stran nikdo trojici nemá, %1; tento tah zajistí, že nedopadneš hůř.</translation>
    </message>
    <message>
        <source>Against perfect play you cannot win, but this move keeps half a point, %1.</source>
        <translation>Proti dokonalé hře nemůžeš vyhrát, ale tento tah udrží půl bodu, %1.</translation>
    </message>
    <message>
        <source>Against perfect play every move loses, %1; this one makes it hardest.</source>
        <translation>Proti dokonalé hře každý tah prohrává, %1; tento soupeři výhru nejvíc ztíží.</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>Hledám nejlepší tah…</translation>
    </message>
    <message>
        <source>Show entanglement</source>
        <translation>Ukázat provázání</translation>
    </message>
    <message>
        <source>Show entanglement arcs</source>
        <translation>Ukázat oblouky provázání</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>(this picture could not be drawn)</source>
        <translation>(tento obrázek nešlo nakreslit)</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Rules · %1</source>
        <translation>Pravidla · %1</translation>
    </message>
</context>
<context>
    <name>SealCard</name>
    <message>
        <source>The computer&apos;s sealed choice</source>
        <translation>Zapečetěná volba počítače</translation>
    </message>
    <message>
        <source>Copy the check</source>
        <translation>Kopírovat ověření</translation>
    </message>
    <message>
        <source>Copies a command that recomputes the code from the choice and the salt</source>
        <translation>Zkopíruje příkaz, který znovu spočítá kód z volby a soli</translation>
    </message>
    <message>
        <source>Your friend chose %1 with the salt %2.
Code %3
%4</source>
        <translation>Kamarád zvolil %1 se solí %2.
Kód %3
%4</translation>
    </message>
    <message>
        <source>Last round your friend chose %1 with the salt %2.
Code %3
%4</source>
        <translation>V minulém kole kamarád zvolil %1 se solí %2.
Kód %3
%4</translation>
    </message>
    <message>
        <source>Last round it chose %1 with the salt %2.
Code %3
%4</source>
        <translation>V minulém kole zvolil %1 se solí %2.
Kód %3
%4</translation>
    </message>
    <message>
        <source>Your friend&apos;s sealed choice</source>
        <translation>Kamarádova zapečetěná volba</translation>
    </message>
    <message>
        <source>No choice was sealed in this move.</source>
        <translation>V tomto tahu nebyla zapečetěna žádná volba.</translation>
    </message>
    <message>
        <source>Your friend has chosen. SHA-256 of the choice and a secret salt, sent before either choice opens:
%1</source>
        <translation>Kamarád zvolil. SHA-256 volby a tajné soli, odeslané dřív, než se kterákoli volba odkryje:
%1</translation>
    </message>
    <message>
        <source>Fixed before your choice. SHA-256 of its choice and a secret salt:
%1</source>
        <translation>Určeno před tvou volbou. SHA-256 jeho volby a tajné soli:
%1</translation>
    </message>
    <message>
        <source>When your friend has chosen, the code of the sealed choice shows here; it opens once you have chosen too.</source>
        <translation>Až kamarád zvolí, objeví se tu kód jeho zapečetěné volby; odkryje se, jakmile zvolíš i ty.</translation>
    </message>
    <message>
        <source>When you choose in secret, the computer seals its own choice here first. Click a round in the move list to see its check again.</source>
        <translation>Když volíš tajně, počítač tu nejdřív zapečetí svou volbu. Kliknutím na kolo v seznamu tahů znovu uvidíš jeho kontrolu.</translation>
    </message>
    <message>
        <source>Last round your friend chose %1; %2</source>
        <translation>V minulém kole kamarád zvolil %1; %2</translation>
    </message>
    <message>
        <source>Last round it chose %1; %2</source>
        <translation>V minulém kole zvolil %1; %2</translation>
    </message>
    <message>
        <source>the code matches.</source>
        <translation>kód souhlasí.</translation>
    </message>
    <message>
        <source>the code does NOT match.</source>
        <translation>kód NESOUHLASÍ.</translation>
    </message>
    <message>
        <source>Sealed choice (SHA-256): %1</source>
        <translation>Zapečetěná volba (SHA-256): %1</translation>
    </message>
    <message>
        <source>The code matches: it never changed its choice.</source>
        <translation>Kód souhlasí: svou volbu nikdy nezměnil.</translation>
    </message>
    <message>
        <source>The code does NOT match.</source>
        <translation>Kód NESOUHLASÍ.</translation>
    </message>
    <message>
        <source>It chose %1 with the salt %2.
Code %3
%4</source>
        <translation>Zvolil %1 se solí %2.
Kód %3
%4</translation>
    </message>
</context>
<context>
    <name>ServersDialog</name>
    <message>
        <source>Servers</source>
        <translation>Servery</translation>
    </message>
    <message>
        <source>The two computers meet through a rendezvous server and, when they cannot reach each other directly, a relay. Leave the fields empty for the public ones; both sides must use the same.</source>
        <translation>Oba počítače se setkají přes zprostředkující server, a když se nemohou spojit přímo, přes relay. Nech pole prázdná pro veřejné servery; obě strany musí používat stejné.</translation>
    </message>
    <message>
        <source>Rendezvous server</source>
        <translation>Zprostředkující server</translation>
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
        <translation>při %3 smí %1 brát %2</translation>
    </message>
    <message>
        <source>a %1 may not take a %2 under %3</source>
        <translation>při %3 nesmí %1 brát %2</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktivní</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Příští</translation>
    </message>
    <message>
        <source>Pile (face down)</source>
        <translation>Hromádka (rubem nahoru)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odhozené</translation>
    </message>
    <message>
        <source>jumper</source>
        <translation>skákající</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>vyhozený</translation>
    </message>
    <message>
        <source>capture?</source>
        <translation>skok?</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Problems</source>
        <translation>Problémy</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Upozornění: %1</translation>
    </message>
    <message>
        <source>Click to select the culprit on the board.</source>
        <translation>Kliknutím vybereš na plánu viníka.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the board can be saved as a draft but not played.</source>
        <translation>
            <numerusform>%n problém: plán lze uložit jako koncept, ale ne hrát.</numerusform>
            <numerusform>%n problémy: plán lze uložit jako koncept, ale ne hrát.</numerusform>
            <numerusform>%n problémů: plán lze uložit jako koncept, ale ne hrát.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board can be played, but look at the %n warning(s) first.</source>
        <translation>
            <numerusform>Plán se dá hrát, ale nejdřív se podívej na %n upozornění.</numerusform>
            <numerusform>Plán se dá hrát, ale nejdřív se podívej na %n upozornění.</numerusform>
            <numerusform>Plán se dá hrát, ale nejdřív se podívej na %n upozornění.</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems: the board can be analysed and played.</source>
        <translation>Žádné problémy: plán lze analyzovat i hrát.</translation>
    </message>
</context>
<context>
    <name>WildCatsUI</name>
    <message>
        <source>Wild Cats</source>
        <translation>Divoké kočky</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Toto kolo</translation>
    </message>
    <message>
        <source>Confirm my square</source>
        <translation>Potvrdit pole</translation>
    </message>
    <message>
        <source>Enter or a double-click confirms too</source>
        <translation>Potvrdit lze i klávesou Enter nebo dvojklikem</translation>
    </message>
    <message>
        <source>%1 block</source>
        <translation>%1 blokáda</translation>
    </message>
    <message>
        <source>Block on %1! Nobody marks it, and nobody may take it next round.</source>
        <translation>Blokáda na %1! Nikdo si pole nezapíše a v příštím kole ho nikdo nesmí zvolit.</translation>
    </message>
    <message>
        <source>Two blocks in a row: a third ends the game in a draw.</source>
        <translation>Dvě blokády za sebou: třetí ukončí hru remízou.</translation>
    </message>
    <message>
        <source>%1 wins: four in a line.</source>
        <translation>Vyhrává %1: čtyři v řadě.</translation>
    </message>
    <message>
        <source>Draw: both completed four in the same round.</source>
        <translation>Remíza: oba doplnili čtyři v řadě v témže kole.</translation>
    </message>
    <message>
        <source>Draw: three blocks in a row.</source>
        <translation>Remíza: tři blokády za sebou.</translation>
    </message>
    <message>
        <source>Draw: nobody can complete four any more.</source>
        <translation>Remíza: čtyři v řadě už nikdo nedoplní.</translation>
    </message>
    <message>
        <source>Playing this mix you win whatever the other does.</source>
        <translation>S tímto rozložením vyhraješ, ať soupeř udělá cokoli.</translation>
    </message>
    <message>
        <source>The other side wins with best play; this mix makes it hardest.</source>
        <translation>Při nejlepší hře vyhraje soupeř; toto rozložení mu to nejvíc ztíží.</translation>
    </message>
    <message>
        <source>With best play on both sides this ends in a draw.</source>
        <translation>Při nejlepší hře obou stran to skončí remízou.</translation>
    </message>
    <message>
        <source>Mixing your squares like this, you score %1 of the points on average.</source>
        <translation>Když budeš pole střídat v tomto poměru, získáš v průměru %1 bodů.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Rada: %1</translation>
    </message>
    <message>
        <source>%1 threatens four at %2.</source>
        <translation>%1 hrozí čtyřmi v řadě na %2.</translation>
    </message>
    <message>
        <source>No threats on the board.</source>
        <translation>Na ploše nejsou žádné hrozby.</translation>
    </message>
    <message>
        <source>You must take %1: %2 threatens four there.</source>
        <translation>Musíš zvolit %1: %2 tam hrozí čtyřmi v řadě.</translation>
    </message>
    <message>
        <source>This is an estimate: too many squares are free to see to the end.</source>
        <translation>Je to odhad: volných polí je příliš mnoho na to, aby šlo dohlédnout do konce.</translation>
    </message>
    <message>
        <source>%1 is marked already.</source>
        <translation>%1 už je obsazené.</translation>
    </message>
    <message>
        <source>You may not take %1 now.</source>
        <translation>%1 teď zvolit nesmíš.</translation>
    </message>
    <message>
        <source>%1 is your only threat: you may not take it.</source>
        <translation>%1 je tvoje jediná hrozba: nesmíš ho zvolit.</translation>
    </message>
    <message>
        <source>%1 was blocked last round: nobody may take it this round.</source>
        <translation>Na %1 byla v minulém kole blokáda: v tomto kole ho nesmí zvolit nikdo.</translation>
    </message>
    <message>
        <source>You must take one of %1: %2 threatens four there.</source>
        <translation>Musíš zvolit jedno z polí %1: %2 tam hrozí čtyřmi v řadě.</translation>
    </message>
    <message>
        <source>You may not take your own single threat %1.</source>
        <translation>Svou jedinou hrozbu %1 zvolit nesmíš.</translation>
    </message>
    <message>
        <source>Your choice: %1 (not final until you confirm).</source>
        <translation>Tvoje volba: %1 (platí, až ji potvrdíš).</translation>
    </message>
    <message>
        <source>Click a square to choose it.</source>
        <translation>Kliknutím zvol pole.</translation>
    </message>
    <message>
        <source>%1 is banned this round (it was blocked).</source>
        <translation>%1 je v tomto kole zakázané (byla na něm blokáda).</translation>
    </message>
    <message>
        <source>Blocks in a row: %1/3</source>
        <translation>Blokády za sebou: %1/3</translation>
    </message>
</context>
<context>
    <name>Worker</name>
    <message>
        <source>the computer&apos;s worker process stopped twice in a row</source>
        <translation>pracovní proces počítače se dvakrát po sobě zastavil</translation>
    </message>
</context>
<context>
    <name>file_dialogs</name>
    <message>
        <source>Replace the file?</source>
        <translation>Nahradit soubor?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 už existuje. Nahradit?</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>%1 is read-only, so Ludoteca does not replace it. Save under another name, or make the file writable first.</source>
        <translation>%1 je jen pro čtení, proto ho Ludoteca nenahradí. Ulož pod jiným jménem, nebo nejdřív povol zápis do souboru.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nelze zapsat %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a text file.</source>
        <translation>%1 není textový soubor.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a device or a pipe), so it cannot be opened.</source>
        <translation>%1 není obyčejný soubor (je to složka, zařízení nebo roura), proto ho nelze otevřít.</translation>
    </message>
    <message>
        <source>%1 is too large to be a Ludoteca file.</source>
        <translation>%1 je na soubor Ludoteca příliš velký.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nelze přečíst %1: %2</translation>
    </message>
    <message>
        <source>Ludoteca games (*.ludoteca.json *.json);;All files (*)</source>
        <translation>Hry Ludoteca (*.ludoteca.json *.json);;Všechny soubory (*)</translation>
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
        <translation>Obklíčit a otočit: klasická hra s kameny, proti kamarádovi nebo počítači.</translation>
    </message>
    <message>
        <source>Goro Hasegawa&apos;s game (1971), after the older Reversi; rules from an Italian sheet.</source>
        <translation>Hra, kterou vymyslel Goro Hasegawa (1971) podle staršího Reversi; pravidla z italského listu.</translation>
    </message>
    <message>
        <source>Quantum tic-tac-toe</source>
        <translation>Kvantové piškvorky</translation>
    </message>
    <message>
        <source>Every move is in two places at once until a cycle collapses it: Allan Goff&apos;s quantum tic-tac-toe, against a friend or the computer.</source>
        <translation>Každý tah je na dvou místech zároveň, dokud ho cyklus nenechá zkolabovat: kvantové piškvorky Allana Goffa, proti kamarádovi nebo počítači.</translation>
    </message>
    <message>
        <source>Allan Goff&apos;s game (2002); rules from a Portuguese sheet.</source>
        <translation>Hra, kterou vymyslel Allan Goff (2002); pravidla z portugalského listu.</translation>
    </message>
    <message>
        <source>Wild Cats</source>
        <translation>Divoké kočky</translation>
    </message>
    <message>
        <source>Four in a row on a 5x5 sheet, both players choosing in secret at the same time: the same square is a block. Against a friend or a computer that proves it never peeked.</source>
        <translation>Čtyři v řadě na papíře 5x5, oba hráči volí tajně a současně: stejné pole znamená blokádu. Proti kamarádovi nebo počítači, který dokazuje, že nikdy nenakukoval.</translation>
    </message>
    <message>
        <source>Pisicile sălbatice, a Romanian paper-and-pencil game; rules from a Romanian sheet.</source>
        <translation>Pisicile sălbatice, rumunská hra s papírem a tužkou; pravidla z rumunského listu.</translation>
    </message>
    <message>
        <source>Programmer&apos;s Checkers</source>
        <translation>Programátorská dáma</translation>
    </message>
    <message>
        <source>Checkers where every stone shows a bit, 1 or 0, and a capture is allowed only if the operator tile in play says so: AND, OR, XOR and more. Flip a bit instead of moving.</source>
        <translation>Dáma, v níž každý kámen ukazuje bit, 1 nebo 0, a skok je povolený, jen když to dovolí destička s operátorem ve hře: AND, OR, XOR a další. Místo tahu můžeš bit otočit.</translation>
    </message>
    <message>
        <source>Programátorská dáma by Dušan Vít, on Czech draughts; rules from a Czech sheet.</source>
        <translation>Programátorská dáma Dušana Víta, založená na české dámě; pravidla z českého listu.</translation>
    </message>
    <message>
        <source>Oche</source>
        <translation>Oche</translation>
    </message>
    <message>
        <source>Formule Sacre Oche: one token, coloured arrows and numbers; P may cross a coloured arrow only in a colour O has opened for the same number. Thirteen levels, from a first step to the drinker&apos;s paradox.</source>
        <translation>Formule Sacre Oche: jedna figurka, barevné šipky a čísla; P smí přejít barevnou šipku jen v barvě, kterou O už otevřel pro stejné číslo. Třináct úrovní, od prvního kroku po paradox pijáka.</translation>
    </message>
    <message>
        <source>Formule Sacre Oche, from an Italian sheet whose author is not known; the thirteen levels are Ludoteca&apos;s own.</source>
        <translation>Formule Sacre Oche, z italského listu neznámého autora; třináct úrovní vytvořila Ludoteca.</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>Follow the system</source>
        <translation>Podle systému</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Začátečník</translation>
    </message>
    <message>
        <source>Thinks one move ahead and often leaves you discs.</source>
        <translation>Přemýšlí jeden tah dopředu a často ti nechá kameny.</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Pohodový</translation>
    </message>
    <message>
        <source>A relaxed game: it sometimes gives a few discs away.</source>
        <translation>Pohodová hra: občas pár kamenů daruje.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubový</translation>
    </message>
    <message>
        <source>Sound moves, few slips; plays a finish without a mistake.</source>
        <translation>Solidní tahy, málo chyb; koncovku zahraje bez chyby.</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Silný</translation>
    </message>
    <message>
        <source>Nearly always plays its best move. Hard to beat.</source>
        <translation>Téměř vždy zahraje svůj nejlepší tah. Těžko se poráží.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Looks further ahead and never misplays a finish.</source>
        <translation>Vidí dál dopředu a koncovku nikdy nezkazí.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Mistr</translation>
    </message>
    <message>
        <source>Its strongest play: perfect in the last sixteen moves.</source>
        <translation>Jeho nejsilnější hra: dokonalá v posledních šestnácti tazích.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Lehký</translation>
    </message>
    <message>
        <source>Sees only its own move: a good first opponent.</source>
        <translation>Vidí jen vlastní tah: dobrý první soupeř.</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <source>Looks a little ahead: a fair fight.</source>
        <translation>Dívá se kousek dopředu: vyrovnaný souboj.</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Dokonalý</translation>
    </message>
    <message>
        <source>Never makes a mistake.</source>
        <translation>Nikdy neudělá chybu.</translation>
    </message>
    <message>
        <source>Likes the squares that look good: you can read it.</source>
        <translation>Má rád pole, která vypadají dobře: dá se odhadnout.</translation>
    </message>
    <message>
        <source>Mixes its choices well, but looks only one round ahead.</source>
        <translation>Své volby dobře střídá, ale dívá se jen o kolo dopředu.</translation>
    </message>
    <message>
        <source>Mixes its choices so they cannot be read; perfect near the end.</source>
        <translation>Své volby střídá tak, že se nedají odhadnout; ke konci hraje dokonale.</translation>
    </message>
    <message>
        <source>Sees its own move and the captures it forces; often careless.</source>
        <translation>Vidí svůj tah a skoky, které vynutí; často je nepozorný.</translation>
    </message>
    <message>
        <source>Looks a few moves ahead and weighs the tiles that may come up.</source>
        <translation>Dívá se pár tahů dopředu a zvažuje destičky, které mohou přijít.</translation>
    </message>
    <message>
        <source>Its strongest play: thinks about two seconds a move.</source>
        <translation>Jeho nejsilnější hra: přemýšlí asi dvě sekundy na tah.</translation>
    </message>
    <message>
        <source>Never throws a won game away, but takes its time.</source>
        <translation>Vyhranou hru nikdy nezahodí, ale nespěchá.</translation>
    </message>
    <message>
        <source>The quickest win, the longest defence.</source>
        <translation>Nejrychlejší výhra, nejdelší obrana.</translation>
    </message>
</context>
<context>
    <name>oche.levels</name>
    <message>
        <source>Follow the list</source>
        <translation>Drž se seznamu</translation>
    </message>
    <message>
        <source>O picks a number for x and crosses a coloured arrow: that activates the colour for that number, and it joins the list. You, P, may only cross a coloured arrow whose colour is already active for the current value of its letter. Leave O on a cell with no way out and you win.</source>
        <translation>O zvolí číslo pro x a projde barevnou šipkou: tím aktivuje barvu pro toto číslo a ta se zapíše do seznamu. Ty, P, smíš projít barevnou šipkou, jen když je její barva už aktivní pro aktuální hodnotu jejího písmene. Nech O na políčku bez východu a vyhraješ.</translation>
    </message>
    <message>
        <source>One after another</source>
        <translation>Jedno po druhém</translation>
    </message>
    <message>
        <source>An implication is a promise: O grants the first part, then you must deliver the rest. At the last fork O chooses which of the two colours you must show.</source>
        <translation>Implikace je slib: O připustí první část a zbytek pak musíš dodat ty. Na poslední odbočce O vybere, kterou ze dvou barev musíš ukázat.</translation>
    </message>
    <message>
        <source>Say the same number</source>
        <translation>Řekni stejné číslo</translation>
    </message>
    <message>
        <source>The example of the rule sheet. This time the letter on your cell is y, not x, and you choose its number before you move. Only equality between numbers matters: a colour is active for a number, whatever letter names it.</source>
        <translation>Příklad z původních pravidel. Tentokrát je na tvém políčku písmeno y, ne x, a jeho číslo volíš před tahem. Záleží jen na rovnosti čísel: barva je aktivní pro číslo bez ohledu na to, jaké písmeno ho nese.</translation>
    </message>
    <message>
        <source>Pick the road</source>
        <translation>Vyber cestu</translation>
    </message>
    <message>
        <source>Now you play O, and the computer plays P. Every colour you cross is a gift P may use later, and some roads force you to give more than it seems. Find the road on which P can never leave you stuck.</source>
        <translation>Teď hraješ za O a počítač za P. Každá barva, kterou projdeš, je dárek, který P může později použít, a některé cesty tě nutí dát víc, než se zdá. Najdi cestu, na které tě P nikdy nenechá uvíznout.</translation>
    </message>
    <message>
        <source>Any number will do</source>
        <translation>Poslouží jakékoli číslo</translation>
    </message>
    <message>
        <source>Here you must choose a number for x before O has activated anything, so no number is in play yet. Pick one anyway: what matters is what O will be forced to say about it afterwards.</source>
        <translation>Tady musíš zvolit číslo pro x dřív, než O cokoli aktivoval, takže ve hře ještě žádné číslo není. Přesto nějaké zvol: rozhoduje, co o něm bude O později nucen říct.</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Ještě ne</translation>
    </message>
    <message>
        <source>Two roads lead to the same kind of claim, but on one of them you must name your number before O names its own. A choice made too early can be wasted.</source>
        <translation>Dvě cesty vedou ke stejnému druhu tvrzení, ale na jedné z nich musíš říct své číslo dřív, než O řekne svoje. Volba učiněná příliš brzy může přijít vniveč.</translation>
    </message>
    <message>
        <source>Old colours stay</source>
        <translation>Staré barvy zůstávají</translation>
    </message>
    <message>
        <source>Letters are global and a new number replaces the old one, but an activated colour stays on the list for good. O will change x under your feet; you can change it back.</source>
        <translation>Písmena jsou společná a nové číslo nahradí staré, ale aktivovaná barva zůstane v seznamu navždy. O ti bude měnit x pod rukama; ty ho můžeš změnit zpátky.</translation>
    </message>
    <message>
        <source>If this, then that</source>
        <translation>Když tohle, tak tamto</translation>
    </message>
    <message>
        <source>O has granted a rule: whoever shows blue for a number may demand red for it. To use the rule you must name the number yourself and show that it is blue.</source>
        <translation>O připustil pravidlo: kdo pro nějaké číslo ukáže modrou, smí pro ně žádat červenou. Abys pravidlo využil, musíš číslo říct sám a ukázat, že je modré.</translation>
    </message>
    <message>
        <source>Which way round?</source>
        <translation>Kterým směrem?</translation>
    </message>
    <message>
        <source>You are O again. On either road you grant P the same rule, blue leads to red, and then activate one colour for your number. One of the two roads lets P turn the rule against you.</source>
        <translation>Jsi zase O. Na obou cestách připustíš P stejné pravidlo, z modré plyne červená, a pak aktivuješ jednu barvu pro své číslo. Jedna z obou cest dovolí P obrátit pravidlo proti tobě.</translation>
    </message>
    <message>
        <source>Either way</source>
        <translation>Tak či onak</translation>
    </message>
    <message>
        <source>Blue or not blue: you may claim either, and O will make you pay for the claim. A claim that fails still leaves something on the list, and the start cell is always one step away.</source>
        <translation>Modrá, nebo ne modrá: můžeš tvrdit jedno i druhé a O tě za tvrzení nechá zaplatit. Tvrzení, které nevyjde, přesto něco v seznamu zanechá, a startovní políčko je vždy jen krok odsud.</translation>
    </message>
    <message>
        <source>The drinker</source>
        <translation>Piják</translation>
    </message>
    <message>
        <source>There is someone in the pub such that, if they drink, everybody drinks. Your first guess for x will not be the right one; but O&apos;s answer tells you who it should have been.</source>
        <translation>V hospodě je někdo takový, že když pije on, pijí všichni. Tvůj první tip pro x nebude ten správný; ale odpověď O ti prozradí, kdo to měl být.</translation>
    </message>
    <message>
        <source>Who names x?</source>
        <translation>Kdo určí x?</translation>
    </message>
    <message>
        <source>You are O, and the two roads look alike: on each, numbers are named for x and y and you activate purple once. Look at who names each letter, and whether it happens before or after you do.</source>
        <translation>Jsi O a obě cesty vypadají stejně: na každé se volí čísla pro x a y a ty jednou aktivuješ fialovou. Dívej se, kdo určuje které písmeno a jestli se to stane před tebou, nebo po tobě.</translation>
    </message>
    <message>
        <source>Every blue is red, or not</source>
        <translation>Každé modré je červené, nebo ne</translation>
    </message>
    <message>
        <source>Either every blue number is red, or you can point at a blue number that is not red. Neither claim can be won on its own; the first attempt is what makes the second one work.</source>
        <translation>Buď je každé modré číslo červené, nebo můžeš ukázat na modré číslo, které červené není. Žádné z těch dvou tvrzení se nedá vyhrát samo o sobě; až první pokus umožní, aby vyšel ten druhý.</translation>
    </message>
</context>
<context>
    <name>oche.palette</name>
    <message>
        <source>black</source>
        <translation>černá</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>modrá</translation>
    </message>
    <message>
        <source>red</source>
        <translation>červená</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zelená</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>žlutá</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>fialová</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>oranžová</translation>
    </message>
</context>
<context>
    <name>oche_editor.commands</name>
    <message>
        <source>Add cell</source>
        <translation>Přidat políčko</translation>
    </message>
    <message>
        <source>Delete cell</source>
        <translation>Smazat políčko</translation>
    </message>
    <message>
        <source>Add arrow</source>
        <translation>Přidat šipku</translation>
    </message>
    <message>
        <source>Delete arrow</source>
        <translation>Smazat šipku</translation>
    </message>
    <message>
        <source>Move cell</source>
        <translation>Přesunout políčko</translation>
    </message>
    <message>
        <source>Move %n cells</source>
        <translation>Přesunout políčka (%n)</translation>
    </message>
    <message>
        <source>Set letter %1</source>
        <translation>Nastavit písmeno %1</translation>
    </message>
    <message>
        <source>Remove letter</source>
        <translation>Odebrat písmeno</translation>
    </message>
    <message>
        <source>Set start cell</source>
        <translation>Nastavit startovní políčko</translation>
    </message>
    <message>
        <source>Arrow: %1</source>
        <translation>Šipka: %1</translation>
    </message>
    <message>
        <source>Rename board</source>
        <translation>Přejmenovat plán</translation>
    </message>
    <message>
        <source>Describe board</source>
        <translation>Popsat plán</translation>
    </message>
</context>
<context>
    <name>oche_editor.inplace</name>
    <message>
        <source>letter</source>
        <translation>písmeno</translation>
    </message>
    <message>
        <source>A letter a–z, or nothing for none; Enter applies</source>
        <translation>Písmeno a–z, nebo nic pro žádné; Enter použije</translation>
    </message>
    <message>
        <source>colour letter</source>
        <translation>barva písmeno</translation>
    </message>
    <message>
        <source>A colour (black, blue, red, green, yellow, purple, orange) and a letter, e.g. “blue x”; Enter applies</source>
        <translation>Barva anglicky (black, blue, red, green, yellow, purple, orange) a písmeno, například „blue x“; Enter použije</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message>
        <source>The board has %1 cells; at most %2 are allowed.</source>
        <translation>Plán má %1 políček; povoleno je nejvýš %2.</translation>
    </message>
    <message>
        <source>The board has %1 arrows; at most %2 are allowed.</source>
        <translation>Plán má %1 šipek; povoleno je nejvýš %2.</translation>
    </message>
    <message>
        <source>The name “%1” is used by %2 cells.</source>
        <translation>Název „%1“ používá více políček (%2).</translation>
    </message>
    <message>
        <source>A cell has no name.</source>
        <translation>Jedno políčko nemá název.</translation>
    </message>
    <message>
        <source>Cell “%1” is placed too far out (coordinates go from -%2 to %2).</source>
        <translation>Políčko „%1“ leží příliš daleko (souřadnice jdou od -%2 do %2).</translation>
    </message>
    <message>
        <source>Cell “%1” has the letter “%2”: a letter is one of a to z.</source>
        <translation>Políčko „%1“ má písmeno „%2“: písmeno musí být a až z.</translation>
    </message>
    <message>
        <source>The board has no cells yet: add one (C).</source>
        <translation>Plán zatím nemá žádná políčka: přidej nějaké (C).</translation>
    </message>
    <message>
        <source>No cell is the start cell: select one and tick “Start cell”.</source>
        <translation>Žádné políčko není startovní: jedno vyber a zaškrtni „Startovní políčko“.</translation>
    </message>
    <message>
        <source>There are %1 start cells (%2): exactly one is needed.</source>
        <translation>Počet startovních políček: %1 (%2); musí být právě jedno.</translation>
    </message>
    <message>
        <source>Arrow %1 leads to a cell that does not exist (“%2”).</source>
        <translation>Šipka %1 vede na políčko, které neexistuje („%2“).</translation>
    </message>
    <message>
        <source>Arrow %1 goes from cell “%2” to itself.</source>
        <translation>Šipka %1 vede z políčka „%2“ zpět do něj.</translation>
    </message>
    <message>
        <source>Arrow %1 has a colour this version does not know (“%2”).</source>
        <translation>Šipka %1 má barvu, kterou tato verze nezná („%2“).</translation>
    </message>
    <message>
        <source>Arrow %1 is black but has a letter: black arrows have none.</source>
        <translation>Šipka %1 je černá, ale má písmeno: černé šipky písmeno nemají.</translation>
    </message>
    <message>
        <source>Arrow %1 has the letter “%2”: a letter is one of a to z.</source>
        <translation>Šipka %1 má písmeno „%2“: písmeno musí být a až z.</translation>
    </message>
    <message>
        <source>Cell “%1” cannot be reached from the start: it takes no part in the game.</source>
        <translation>Na políčko „%1“ se ze startu nedá dostat: do hry se nezapojí.</translation>
    </message>
    <message>
        <source>The letter “%1” is on arrows (%2) but on no cell: nobody can give it a number, so those arrows activate nothing and never open for P.</source>
        <translation>Písmeno „%1“ je na šipkách (%2), ale na žádném políčku: nikdo mu nemůže dát číslo, takže tyto šipky nic neaktivují a pro P se nikdy neotevřou.</translation>
    </message>
    <message>
        <source>Cell “%1” has the letter “%2”, which is on no arrow: its number changes nothing.</source>
        <translation>Políčko „%1“ má písmeno „%2“, které není na žádné šipce: jeho číslo nic nemění.</translation>
    </message>
    <message>
        <source>The start cell “%1” has no arrow out: O cannot make the first move, so P wins at once.</source>
        <translation>Ze startovního políčka „%1“ nevede žádná šipka: O nemůže udělat první tah, takže P hned vyhrává.</translation>
    </message>
    <message>
        <source>Every cell has an arrow out: O can always move, so P can never win.</source>
        <translation>Z každého políčka vede šipka: O může vždy táhnout, takže P nikdy nemůže vyhrát.</translation>
    </message>
    <message>
        <source>Arrow %1 is the same as arrow %2 (same cells, colour and letter): one is enough.</source>
        <translation>Šipka %1 je stejná jako šipka %2 (stejná políčka, barva i písmeno): stačí jedna.</translation>
    </message>
</context>
</TS>
