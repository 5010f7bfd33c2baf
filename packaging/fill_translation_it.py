"""Fill resources/translations/ludoteca_it.ts with the Italian texts below.

Run after ./packaging/translations.sh has refreshed the .ts from the code:

    .venv/bin/python packaging/fill_translation_it.py   # then ./packaging/translations.sh again for the .qm

Every message gets the translation of its source text (``IT``), or of its (context, source)
pair where one context needs its own Italian text (``IT_IN_CONTEXT``), and is marked
finished. A message without an Italian text, or a translation that loses a ``%1``-style
placeholder, stops the script with the list, so a new string in the code cannot slip
through untranslated. Vocabulary: Othello "pedine", "Nero"/"Bianco", "passa"; tris
quantistico "segni fantasma", "misura", "collasso"; Oche P = Proponente, O = Opponente,
"casella", "freccia", "lettera", "predicati attivati", "tabellone"; menus Partita, Mossa,
Strumenti, Visualizza, Aiuto, each ``&`` letter unique within its menu.
"""
from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parent.parent / "resources" / "translations" / "ludoteca_it.ts"

IT: dict[str, str] = {
    # --- main window: menus (&Partita &Mossa &Strumenti &Visualizza &Aiuto), toolbar, dialogs ---
    "Ludoteca": "Ludoteca",
    "Home": "Inizio",
    "&Home": "&Inizio",
    "&Game": "&Partita",
    "&Move": "&Mossa",
    "&Tools": "&Strumenti",
    "&View": "&Visualizza",
    "&Help": "&Aiuto",
    # Partita menu: N A S C, the page's own actions (L F R B O / L P V), E
    "&New game…": "&Nuova partita…",
    "&New board…": "&Nuovo tabellone…",
    "&Open…": "&Apri…",
    "&Save": "&Salva",
    "Save &as…": "Salva &con nome…",
    "&Quit": "&Esci",
    # Mossa menu: A R S D P
    "&Undo": "&Annulla",
    "&Redo": "&Ripeti",
    "&Hint": "&Suggerimento",
    "&Demo": "&Dimostrazione",
    "&Pause": "&Pausa",
    "Oche board &designer…": "&Editor di tabelloni Oche…",
    "Animation speed": "Velocità delle animazioni",
    "Theme": "Tema",
    "Panel": "Pannello",
    "Show the players, the moves and the game's tools beside the board": "Mostra i giocatori, le mosse e gli strumenti del gioco accanto alla scacchiera",
    "Both choose": "Scelgono entrambi",
    "Cannot continue the game": "Impossibile continuare la partita",
    "Continue": "Continua",
    "A game of %1 was left unfinished: continue it where it was.": "Una partita di %1 è rimasta a metà: continuala da dove era.",
    "Ludoteca %1": "Ludoteca %1",
    "Two-player games from old rule sheets, to play with a friend at one screen or against the computer.": "Giochi per due da vecchi fogli di regole, da giocare con un amico allo stesso schermo o contro il computer.",
    "Free software under the GNU General Public License, version 3 or later.": "Software libero sotto la GNU General Public License, versione 3 o successiva.",
    "%1 is not a board file: %2.": "%1 non è un file di tabellone: %2.",
    "%1 is not a regular file (a folder, a device or a pipe), so it cannot be opened.": "%1 non è un file normale (una cartella, un dispositivo o una pipe): non si può aprire.",
    "%1 is too large to be a Ludoteca file.": "%1 è troppo grande per essere un file di Ludoteca.",
    "Goro Hasegawa's game (1971), after the older Reversi; rules from an Italian sheet.": "Il gioco di Goro Hasegawa (1971), dal più antico Reversi; regole da un foglio italiano.",
    "Allan Goff's game (2002); rules from a Portuguese sheet.": "Il gioco di Allan Goff (2002); regole da un foglio portoghese.",
    "Formule Sacre Oche, from an Italian sheet whose author is not known; the thirteen levels are Ludoteca's own.": "Formule Sacre Oche, da un foglio italiano di autore ignoto; i tredici livelli sono di Ludoteca.",
    "Rules": "Regole",
    "Language": "Lingua",
    "&Rules of this game": "&Regole di questo gioco",
    "Ludoteca will speak %1 from the next start; the rules pages already do.": "Ludoteca parlerà %1 dal prossimo avvio; le pagine delle regole già ora.",
    "Which game?": "Quale gioco?",
    "Rules · %1": "Regole · %1",
    "(this picture could not be drawn)": "(impossibile disegnare questa immagine)",
    "Unsaved game": "Partita non salvata",
    "The %1 game in progress is not saved. Save it first?": "La partita di %1 in corso non è salvata. Salvarla prima?",
    "Warning: %1": "Attenzione: %1",
    "It is a draw.": "È patta.",
    "You win!": "Hai vinto!",
    "You lose.": "Hai perso.",
    "Show who can force a win (gives the solution away)": "Mostra chi può forzare la vittoria (svela la soluzione)",
    "Stuck? Hint (H) shows a good move and who can force a win.": "Bloccato? Il suggerimento (H) mostra una buona mossa e chi può forzare la vittoria.",
    "Hint: %1": "Suggerimento: %1",
    "1 turn": "1 turno",
    "%1 turns": "%1 turni",
    "%1 measures: %2 → %3": "%1 misura: %2 → %3",
    "%1: make your secret choice. %2, please look away.": "%1: fai la tua scelta segreta. %2, non guardare.",
    "You are looking at the game after move %1 of %2.": "Stai guardando la partita dopo la mossa %1 di %2.",
    "%1 has chosen": "%1 ha scelto",
    "Hand over to %2. %1, please look away until both choices are revealed.": "Passa a %2. %1, non guardare finché entrambe le scelte non sono svelate.",
    "I am %1: show the board": "Sono %1: mostra la scacchiera",
    "Back to the game (Esc)": "Torna alla partita (Esc)",
    "Play %1": "Gioca a %1",
    "Follow the system": "Come il sistema",
    "Light": "Chiaro",
    "Dark": "Scuro",
    "New": "Nuova",
    "Open": "Apri",
    "Save": "Salva",
    "Undo": "Annulla",
    "Redo": "Ripeti",
    "Demo": "Dimostra",
    "Pause": "Pausa",
    "Evaluation": "Valutazione",
    "The final disc difference the engine expects after each move.": "La differenza finale di pedine che il motore prevede dopo ogni mossa.",
    "You": "Tu",
    "Slow": "Lenta",
    "Normal": "Normale",
    "Fast": "Veloce",
    "Off": "Disattivata",
    "&About Ludoteca": "&Informazioni su Ludoteca",
    "Game": "Partita",
    "%1 — Ludoteca": "%1 — Ludoteca",
    "Open game": "Apri partita",
    "Cannot open the game": "Impossibile aprire la partita",
    "This version cannot play that game yet.": "Questa versione non sa ancora giocare a quel gioco.",
    "Ludoteca games (*.ludoteca.json *.json);;All files (*)":
        "Partite di Ludoteca (*.ludoteca.json *.json);;Tutti i file (*)",
    "Save game": "Salva partita",
    "Cannot save the game": "Impossibile salvare la partita",
    "The game is still open; try another place.": "La partita è ancora aperta; prova a salvarla altrove.",
    "About Ludoteca": "Informazioni su Ludoteca",
    "Ludoteca: five two-player games from old rule sheets.\nFree software under the GPL.":
        "Ludoteca: cinque giochi per due giocatori da vecchi fogli di regole.\nSoftware libero con licenza GPL.",
    # --- home page and the list of games ---
    "Games from old rule sheets, brought to the screen. Choose one to play.":
        "Giochi da vecchi fogli di regole, portati sullo schermo. Scegline uno e gioca.",
    "Design a board…": "Disegna un tabellone…",
    "Othello": "Othello",
    "Outflank and flip: the classic game of discs, against a friend or the computer.":
        "Accerchia e gira: il classico gioco di pedine, contro un amico o contro il computer.",
    "Quantum tic-tac-toe": "Tris quantistico",
    "Every move is in two places at once until a cycle collapses it: "
    "Allan Goff's quantum tic-tac-toe, against a friend or the computer.":
        "Ogni mossa sta in due posti alla volta finché un ciclo non la fa collassare: "
        "il tris quantistico di Allan Goff, contro un amico o contro il computer.",
    "Oche": "Oche",
    "Sacred Formulas Geese: one token, coloured arrows and numbers; P may only use what O conceded. "
    "Thirteen levels, from a first step to the drinker's paradox.":
        "Formule Sacre Oche: una pedina, frecce colorate e numeri; P può usare solo ciò che O ha concesso. "
        "Tredici livelli, dal primo passo al paradosso del bevitore.",
    # --- shared game page, session, seats, new game dialog ---
    "Moves": "Mosse",
    "%1 resigns.": "%1 abbandona.",
    "Draw.": "Patta.",
    "%1 wins.": "Vince %1.",
    "The computer player failed: %1": "Errore del giocatore computer: %1",
    "Paused. Press P to go on.": "In pausa. Premi P per continuare.",
    "Computer · %1": "Computer · %1",
    "thinking…": "sta pensando…",
    "Person": "Persona",
    "Computer": "Computer",
    "New game": "Nuova partita",
    "Two people on this computer": "Due persone su questo computer",
    "Against the computer": "Contro il computer",
    "You play": "Giochi con",
    "Computer level": "Livello del computer",
    "Game over": "Partita finita",
    "The computer is thinking…": "Il computer sta pensando…",
    "Hint": "Suggerimento",
    "1 ply": "1 semimossa",
    "%1 plies": "%1 semimosse",
    "none": "nessuno",
    "Levels…": "Livelli…",
    # --- files ---
    "Cannot write %1: %2": "Impossibile scrivere %1: %2",
    "%1 is too large (%2 bytes) to be a Ludoteca file.": "%1 è troppo grande (%2 byte) per essere un file di Ludoteca.",
    "%1 is not a text file.": "%1 non è un file di testo.",
    "Cannot read %1: %2": "Impossibile leggere %1: %2",
    # --- Othello ---
    "Black": "Nero",
    "White": "Bianco",
    "Evaluation (predicted final disc difference)": "Valutazione (scarto finale di pedine previsto)",
    "Analyze game": "Analizza la partita",
    "Evaluate the position after every move of the game": "Valuta la posizione dopo ogni mossa della partita",
    "Black ahead": "Nero in vantaggio",
    "White ahead": "Bianco in vantaggio",
    "Draw, %1.": "Patta, %1.",
    "%1 wins, %2.": "Vince %1, %2.",
    "%1 has no legal move and must pass.": "%1 non ha mosse valide e deve passare.",
    "%1 has no legal move and must pass.\nClick the board to pass.":
        "%1 non ha mosse valide e deve passare.\nClicca sulla scacchiera per passare.",
    "Import transcript…": "Importa trascrizione…",
    "Paste transcript": "Incolla trascrizione",
    "Export transcript…": "Esporta trascrizione…",
    "Copy transcript": "Copia trascrizione",
    "Show legal moves": "Mostra le mosse valide",
    "Show last move": "Mostra l'ultima mossa",
    "Show move evaluations": "Mostra la valutazione delle mosse",
    "Cannot import the transcript": "Impossibile importare la trascrizione",
    "Import transcript": "Importa trascrizione",
    "Transcripts (*.txt);;All files (*)": "Trascrizioni (*.txt);;Tutti i file (*)",
    "Transcript, e.g. f5d6c3:": "Trascrizione, per esempio f5d6c3:",
    "Export transcript": "Esporta trascrizione",
    "Transcripts (*.txt)": "Trascrizioni (*.txt)",
    "Cannot export the transcript": "Impossibile esportare la trascrizione",
    "Transcript copied.": "Trascrizione copiata.",
    # --- quantum tic-tac-toe ---
    "X": "X",
    "O": "O",
    "Draw, 0–0.": "Patta, 0–0.",
    "The board is full and nobody has three classical marks in a row.":
        "La griglia è piena e nessuno ha tre segni classici in fila.",
    "%1 has three classical marks in a row.": "%1 ha tre segni classici in fila.",
    "One collapse gave both players a line.\nThe newest mark in %1's line is %2, in %3's line %4:\n"
    "the lower subscript means %1's line was complete first,\nso %1 scores 1 and %3 scores ½.":
        "Un solo collasso ha dato un tris a entrambi.\nIl segno più recente nel tris di %1 è %2, in quello di %3 è %4:\n"
        "il pedice più basso vuol dire che il tris di %1 si è completato prima,\nquindi %1 prende 1 punto e %3 ½.",
    "Put %1 in squares %2 and %3.": "Metti %1 nelle caselle %2 e %3.",
    "Collapse %1 into square %2.": "Fai collassare %1 nella casella %2.",
    "Put %1 in square %2: it is the only move.": "Metti %1 nella casella %2: è l'unica mossa.",
    "With perfect play this wins outright, %1.": "Con un gioco perfetto questa mossa vince senz'altro, %1.",
    "This guarantees a win, %1 at worst: both may get a line, but yours comes first.":
        "Questa mossa garantisce la vittoria, %1 nel caso peggiore: potete fare tris entrambi, ma il tuo arriva prima.",
    "Best play on both sides ends without a line, %1; this move makes sure you do no worse.":
        "Con il gioco migliore da entrambe le parti nessuno fa tris, %1; questa mossa ti assicura di non fare peggio.",
    "Against perfect play you cannot win, but this move keeps half a point, %1.":
        "Contro un gioco perfetto non puoi vincere, ma questa mossa ti tiene mezzo punto, %1.",
    "Against perfect play every move loses, %1; this one makes it hardest.":
        "Contro un gioco perfetto ogni mossa perde, %1; questa rende la vittoria più difficile all'avversario.",
    "Looking for the best move…": "Cerco la mossa migliore…",
    "Show entanglement": "Mostra l'entanglement",
    "Show entanglement arcs": "Mostra gli archi di entanglement",
    "%1 into square %2": "%1 nella casella %2",
    "No line yet. The game goes on.": "Ancora nessun tris. La partita continua.",
    "Both players get a line. Game over, %1.": "Tris per entrambi. Partita finita, %1.",
    "%1 gets a line. Game over, %2.": "%1 fa tris. Partita finita, %2.",
    "The board is full, no line. Game over, 0–0.": "Griglia piena, nessun tris. Partita finita, 0–0.",
    "Collapse!": "Collasso!",
    "%1 lands in square %2, and the rest of the cycle follows.":
        "%1 finisce nella casella %2 e il resto del ciclo la segue.",
    "Result": "Risultato",
    "Where does %1 land? Click a preview or a glowing square.":
        "Dove finisce %1? Clicca un'anteprima o una casella illuminata.",
    "%1 is choosing the collapse…": "%1 sta scegliendo il collasso…",
    "Cycle! %1 measures": "Ciclo! %1 misura",
    "The last square takes %1 as a classical mark: click square %2.":
        "L'ultima casella riceve %1 come segno classico: clicca la casella %2.",
    "Click two squares for the spooky marks %1.": "Clicca due caselle per i segni fantasma %1.",
    "Square %1 chosen. Click a second square, or square %1 again to take it back.":
        "Casella %1 scelta. Clicca una seconda casella, oppure di nuovo la %1 per annullare la scelta.",
    "%1 to move": "Muove %1",
    "How it works": "Come funziona",
    "Each move puts two spooky marks in two squares; the mark ends up in one of them. "
    "Arcs join the two halves of a move.\n\n"
    "When arcs close a cycle, the other player measures: the cycle and all that hangs from it "
    "collapse into classical marks.\n\n"
    "Three classical marks in a row win. If one collapse gives both players a line, "
    "the line with the lower highest subscript scores 1, the other ½.\n\n"
    "Keys 1–9 pick squares; Esc takes a first click back.":
        "Ogni mossa mette due segni fantasma in due caselle; il segno finirà in una delle due. "
        "Un arco unisce le due metà di una mossa.\n\n"
        "Quando gli archi chiudono un ciclo, l'altro giocatore misura: il ciclo e tutto ciò che vi è "
        "collegato collassano in segni classici.\n\n"
        "Vince chi fa tris con tre segni classici. Se un collasso dà un tris a entrambi, "
        "il tris con il pedice massimo più basso vale 1, l'altro ½.\n\n"
        "I tasti 1–9 scelgono le caselle; Esc annulla il primo clic.",
    # --- Oche: page, level dialog, scene, side panel ---
    "P · Proponent": "P · Proponente",
    "O · Opponent": "O · Opponente",
    "P wins: O is stuck on a cell with no way out.": "Vince P: O è bloccato su una casella senza uscita.",
    "O wins: P can no longer force a win.": "Vince O: P non può più forzare la vittoria.",
    "Level %1 completed!": "Livello %1 completato!",
    "crosses %1": "attraversa %1",
    "resets": "ricomincia",
    "resigns": "abbandona",
    "O is declared the winner": "O è dichiarato vincitore",
    "the computer's worker process stopped twice in a row": "il processo del computer si è fermato due volte di seguito",
    "P resets: the token is back on the start cell.": "P ricomincia: la pedina torna sulla casella di partenza.",
    # Partita menu with Oche: N A S C + L F R B O + E
    "Choose &level…": "Scegli &livello…",
    "Open &board file…": "Apri &file di tabellone…",
    "&Reset to start (P)": "&Ricomincia dalla partenza (P)",
    "Res&ign": "A&bbandona",
    "&How to play Oche": "Come si gioca a &Oche",
    "How to play Oche": "Come si gioca a Oche",
    "<p>Two players, <b>P</b> and <b>O</b>, move one shared token along the arrows. O moves first; "
    "the token starts on the cell with wings.</p><p>On a cell with a letter, the player first chooses "
    "a number for that letter.</p><p>When <b>O</b> crosses a coloured arrow with letter x, the colour is "
    "activated for x's number, e.g. BLUE(5), for the rest of the game.</p><p><b>P</b> may cross a coloured "
    "arrow only if its colour is already active for the current number of its letter (a padlock marks the "
    "arrows closed to P; the open ones glow on P's turn). Black arrows are open to both. Instead of moving, "
    "P may <b>reset</b>: the token goes back to the start and O moves.</p><p><b>P wins</b> when O must move "
    "from a cell with no arrow. O wins if the game goes on forever, so the game declares O the winner as soon "
    "as P can no longer force a win.</p><p>Each colour has its own line pattern and sign (● ▲ ■ ★ ◆ ✚), so "
    "colour is never the only cue.</p>":
        "<p>Due giocatori, <b>P</b> e <b>O</b>, muovono un'unica pedina comune lungo le frecce. Muove prima O; "
        "la pedina parte dalla casella con le ali.</p><p>Su una casella con una lettera, il giocatore sceglie "
        "prima un numero per quella lettera.</p><p>Quando <b>O</b> attraversa una freccia colorata con la lettera x, "
        "il colore viene attivato per il numero di x, per esempio BLU(5), per il resto della partita.</p>"
        "<p><b>P</b> può attraversare una freccia colorata solo se il suo colore è già attivo per il numero "
        "attuale della sua lettera (un lucchetto segna le frecce chiuse a P; quelle aperte si illuminano nel turno "
        "di P). Le frecce nere sono aperte a entrambi. Invece di muovere, P può <b>ricominciare</b>: la pedina torna "
        "alla partenza e muove O.</p><p><b>P vince</b> quando O deve muovere da una casella senza frecce. O vince "
        "se la partita va avanti all'infinito, quindi il gioco dichiara vincitore O non appena P non può più "
        "forzare la vittoria.</p><p>Ogni colore ha un suo tratteggio e un suo simbolo (● ▲ ■ ★ ◆ ✚), così il "
        "colore non è mai l'unico indizio.</p>",
    "Announce the result in games between two people": "Annuncia il risultato nelle partite tra due persone",
    "Open an Oche board": "Apri un tabellone di Oche",
    "Oche boards (*.oche.json *.json);;All files (*)": "Tabelloni di Oche (*.oche.json *.json);;Tutti i file (*)",
    "Cannot open the board": "Impossibile aprire il tabellone",
    "Custom board": "Tabellone personalizzato",
    "Custom board · %1": "Tabellone personalizzato · %1",
    "Level %1 · %2": "Livello %1 · %2",
    "↶ Undo": "↶ Annulla",
    "Next level ▸": "Livello successivo ▸",
    "Play again": "Gioca ancora",
    "Game over · %1 wins": "Partita finita · vince %1",
    "The result is not announced (see View).": "Il risultato non viene annunciato (vedi Visualizza).",
    "Analysing…": "Analisi in corso…",
    "P can no longer force a win.": "P non può più forzare la vittoria.",
    "P cannot force a win yet: O can still go wrong.": "P non può ancora forzare la vittoria: O può ancora sbagliare.",
    "P can force a win in %1.": "P può forzare la vittoria in %1.",
    "P wins in %1: O can no longer escape.": "P vince in %1: O non ha più scampo.",
    "The solver could not judge this position: %1": "Il risolutore non è riuscito a valutare questa posizione: %1",
    "Oche — choose a level": "Oche — scegli un livello",
    "not available": "non disponibile",
    "(you play O)": "(giochi con O)",
    "Two people on this screen": "Due persone su questo schermo",
    "Play": "Gioca",
    "You play %1.": "Giochi con %1.",
    "completed": "completato",
    "%1 is deciding…": "%1 sta decidendo…",
    "new: %1": "nuovo: %1",
    "A number not in play yet": "Un numero non ancora in gioco",
    "%1 · choose %2 =": "%1 · scegli %2 =",
    "%1 · choose %2 =   (or type a number)": "%1 · scegli %2 =   (o digita un numero)",
    "P · cross a glowing arrow, or": "P · attraversa una freccia illuminata, oppure",
    "P · no arrow is open to you here:": "P · qui nessuna freccia è aperta per te:",
    "↺  Reset to start": "↺  Ricomincia dalla partenza",
    "O · cross any arrow from the token's cell": "O · attraversa una freccia qualsiasi dalla casella della pedina",
    "Hint: cross the arrow glowing in cyan.": "Suggerimento: attraversa la freccia illuminata in azzurro.",
    "Hint: choose %1.": "Suggerimento: scegli %1.",
    "Hint: reset to the start cell.": "Suggerimento: ricomincia dalla casella di partenza.",
    "Closed to P: O has not activated %1() yet.": "Chiusa a P: O non ha ancora attivato %1().",
    "Closed to P: %1 has no number yet.": "Chiusa a P: %1 non ha ancora un numero.",
    "Closed to P: %1(%2) is not activated (%3 = %2).": "Chiusa a P: %1(%2) non è attivato (%3 = %2).",
    "Numbers": "Numeri",
    "Activated by O, newest first": "Predicati attivati da O, dal più recente",
    "↺ Reset": "↺ Ricomincia",
    "Put the token back on the start cell; O moves next (R)":
        "Riporta la pedina sulla casella di partenza; poi muove O (R)",
    "Resign": "Abbandona",
    "This board has no letters.": "Questo tabellone non ha lettere.",
    "← newest": "← più recente",
    "none yet": "ancora nessuno",
    "Point at a number below the board to see the arrows it opens.":
        "Punta un numero sotto il tabellone per vedere quali frecce apre.",
    "Open to P here: %1 of %2 arrows (they glow)": "Aperte a P qui: %1 su %2 frecce (illuminate)",
    "black": "nero",
    "blue": "blu",
    "red": "rosso",
    "green": "verde",
    "yellow": "giallo",
    "purple": "viola",
    "orange": "arancione",
    # --- Oche board designer ---
    "Analysis": "Analisi",
    "Analyze: who wins?": "Analizza: chi vince?",
    "Ask the solver who wins this board with best play.":
        "Chiedi al risolutore chi vince su questo tabellone giocando al meglio.",
    "Show solution": "Mostra la soluzione",
    "◀ Previous": "◀ Precedente",
    "Next ▶": "Successivo ▶",
    "The solver is thinking…": "Il risolutore sta pensando…",
    "Fix the problems first: only a playable board can be analysed.":
        "Correggi prima i problemi: si può analizzare solo un tabellone giocabile.",
    "The solver could not analyse this board: %1": "Il risolutore non è riuscito ad analizzare questo tabellone: %1",
    "The solver explored %1 reduced positions.": "Il risolutore ha esplorato %1 posizioni ridotte.",
    "P wins in %1 with best play (P hurries, O holds out).":
        "Con il gioco migliore vince P in %1 (P si affretta, O resiste).",
    "O wins: P cannot force O onto a dead end; the game can go on forever.":
        "Vince O: P non può costringere O in un vicolo cieco; la partita può andare avanti all'infinito.",
    "Start: the token is on the start cell; O moves first.":
        "Inizio: la pedina è sulla casella di partenza; muove prima O.",
    "Step %1 of %2: %3": "Passo %1 di %2: %3",
    "Numbers: %1. Activated: %2.": "Numeri: %1. Predicati attivati: %2.",
    "%1 resets: the token goes back to the start.": "%1 ricomincia: la pedina torna alla partenza.",
    "%1 crosses arrow %2 to %3.": "%1 attraversa la freccia %2 fino a %3.",
    "%1 sets %2 = %3.": "%1 pone %2 = %3.",
    "Delete selection": "Elimina la selezione",
    "An empty board: click to add cells in Add cell mode (C); the first is the start. "
    "Then drag from cell to cell in Add arrow mode (A).":
        "Un tabellone vuoto: clicca per aggiungere caselle con lo strumento + Casella (C); la prima è la partenza. "
        "Poi trascina da una casella all'altra con lo strumento + Freccia (A).",
    "Select": "Seleziona",
    "Select, move and edit": "Seleziona, sposta e modifica",
    "Add cell": "Aggiungi casella",
    "Click on the canvas to add a cell": "Clicca sull'area di disegno per aggiungere una casella",
    "Add arrow": "Aggiungi freccia",
    "Drag from a cell to another to add an arrow": "Trascina da una casella a un'altra per aggiungere una freccia",
    "Delete": "Elimina",
    "Click a cell or an arrow to delete it": "Clicca una casella o una freccia per eliminarla",
    "Select all": "Seleziona tutto",
    "Zoom in": "Ingrandisci",
    "Zoom +": "Zoom +",
    "Zoom out": "Riduci",
    "Zoom −": "Zoom −",
    "Fit to window": "Adatta alla finestra",
    "Fit": "Adatta",
    "Snap to grid": "Aggancia alla griglia",
    "Snap": "Aggancia",
    "Analyze": "Analizza",
    "Play-test…": "Prova…",  # also the toolbar label: longer words push it off the toolbar
    # Partita menu with the designer: N A S C + L P V + E
    "New from built-in &level…": "Nuovo da un &livello incluso…",
    "Export as &PNG…": "Esporta come &PNG…",
    "Export as S&VG…": "Esporta come S&VG…",
    "Board designer": "Editor di tabelloni",
    "The board changed: analyze again.": "Il tabellone è cambiato: analizza di nuovo.",
    "Select: click or drag a box to select; drag cells to move them; double-click to edit in place; "
    "Delete removes the selection. Wheel zooms, middle button or space+drag pans.":
        "Seleziona: clicca o trascina un riquadro per selezionare; trascina le caselle per spostarle; "
        "doppio clic per modificare sul posto; Canc elimina la selezione. La rotellina ingrandisce, "
        "il tasto centrale o spazio+trascina sposta la vista.",
    "Add cell: click on the canvas. The first cell is the start cell.":
        "+ Casella: clicca sull'area di disegno. La prima casella è quella di partenza.",
    "Add arrow: drag from one cell to another. Set its colour and letter in the properties.":
        "+ Freccia: trascina da una casella a un'altra. Colore e lettera si impostano nelle proprietà.",
    "Delete: click a cell (with its arrows) or an arrow. Esc goes back to select.":
        "Elimina: clicca una casella (con le sue frecce) o una freccia. Esc torna alla selezione.",
    "Untitled board": "Tabellone senza nome",
    "Designer · %1": "Editor · %1",
    "Oche boards (*.oche.json);;All files (*)": "Tabelloni di Oche (*.oche.json);;Tutti i file (*)",
    "Unsaved board": "Tabellone non salvato",
    "“%1” has unsaved changes. Save them first?": "“%1” ha modifiche non salvate. Salvarle prima?",
    "%1 is not a board file: it is not JSON (%2).": "%1 non è un file di tabellone: non è JSON (%2).",
    "%1 is not a readable Oche board:": "%1 non è un tabellone di Oche leggibile:",
    "%1 (copy)": "%1 (copia)",
    "The board has problems": "Il tabellone ha dei problemi",
    "%1 opened as a draft; fix the problems listed before playing it:":
        "%1 aperto come bozza; correggi i problemi elencati prima di giocarci:",
    "Level %1": "Livello %1",
    "Start from a level": "Parti da un livello",
    "Open a copy of a built-in level:": "Apri una copia di un livello incluso:",
    "Save the board": "Salva il tabellone",
    "Cannot save the board": "Impossibile salvare il tabellone",
    "The board is still open; try another place.": "Il tabellone è ancora aperto; prova a salvarlo altrove.",
    "Saved %1.": "%1 salvato.",
    "Saved %1 as a draft: it has problems and cannot be played yet.":
        "%1 salvato come bozza: ha dei problemi e non si può ancora giocare.",
    "Cannot play the board": "Impossibile giocare il tabellone",
    "Fix the problems first:": "Correggi prima i problemi:",
    "PNG images (*.png)": "Immagini PNG (*.png)",
    "SVG drawings (*.svg)": "Disegni SVG (*.svg)",
    "Export the board": "Esporta il tabellone",
    "Oche board": "Tabellone di Oche",
    "An Oche board drawn by Ludoteca": "Un tabellone di Oche disegnato da Ludoteca",
    "Cannot export the board": "Impossibile esportare il tabellone",
    "Exported %1.": "%1 esportato.",
    "Play-test the board": "Prova il tabellone",
    "Properties": "Proprietà",
    "Board name": "Nome del tabellone",
    "A line for the players": "Una riga per i giocatori",
    "Shown beside the board when it is played": "Mostrata accanto al tabellone durante la partita",
    "Description": "Descrizione",
    "Select a cell or an arrow to edit it here, or double-click it on the canvas.":
        "Seleziona una casella o una freccia per modificarla qui, oppure fai doppio clic su di essa nell'area di disegno.",
    "Start cell (the wings)": "Casella di partenza (le ali)",
    "Cell": "Casella",
    "Letter": "Lettera",
    "Arrow": "Freccia",
    "Colour": "Colore",
    "Problems": "Problemi",
    "Click to select the culprit on the board.": "Clicca per selezionare sul tabellone l'elemento responsabile.",
    "1 problem": "1 problema",
    "%1 problems": "%1 problemi",
    "%1: the board can be saved as a draft but not played.":
        "%1: il tabellone si può salvare come bozza ma non giocare.",
    "No problems: the board can be analysed and played.":
        "Nessun problema: il tabellone si può analizzare e giocare.",
    "Delete cell": "Elimina casella",
    "Delete arrow": "Elimina freccia",
    "Move cell": "Sposta casella",
    "Move %n cells": "Sposta %n caselle",
    "Set letter %1": "Imposta la lettera %1",
    "Remove letter": "Togli la lettera",
    "Set start cell": "Imposta la casella di partenza",
    "Arrow: %1": "Freccia: %1",
    "Rename board": "Rinomina il tabellone",
    "Describe board": "Descrivi il tabellone",
    "letter": "lettera",
    "A letter a–z, or nothing for none; Enter applies": "Una lettera a–z, o niente per nessuna; Invio applica",
    "colour letter": "colore lettera",
    # the in-place editor understands only the English colour names, so they stay in English here
    "A colour (black, blue, red, green, yellow, purple, orange) and a letter, e.g. “blue x”; Enter applies":
        "Un colore, scritto in inglese (black, blue, red, green, yellow, purple, orange), e una lettera, "
        "per esempio “blue x”; Invio applica",
}

# One English text, two meanings.
IT_IN_CONTEXT: dict[tuple[str, str], str] = {
    ("RulesPage", "Game"): "Gioco",
    ("HomePage", "Play %1"): "Gioca a %1",      # %1 = a game's title
    ("GameSession", "Play %1"): "Gioca %1",     # undo history: %1 = a move such as f5
    # the designer's mode buttons: short, so that the whole toolbar fits at 1100 px
    ("OcheEditorPage", "Add cell"): "+ Casella",
    ("OcheEditorPage", "Add arrow"): "+ Freccia",
    ("PropertiesPanel", "none"): "nessuna",     # no letter
}

PLACEHOLDER = re.compile(r"%(\d+|n)")


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def fill(path: Path) -> tuple[int, list[str]]:
    """Translate every message of ``path`` in place; returns (messages, problems)."""
    tree = ET.parse(path)
    problems, count = [], 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            count += 1
            source = message.findtext("source") or ""
            text = IT_IN_CONTEXT.get((name, source), IT.get(source))
            if text is None:
                problems.append(f"no Italian text for {name}: {source!r}")
                continue
            if placeholders(text) != placeholders(source):
                problems.append(f"placeholders differ in {name}: {source!r}")
                continue
            translation = message.find("translation")
            translation.text = text
            translation.attrib.pop("type", None)
    if not problems:
        with open(path, "wb") as out:
            out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
            tree.write(out, encoding="utf-8", xml_declaration=False)
            out.write(b"\n")
    return count, problems


def main() -> int:
    count, problems = fill(TS)
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{TS.name}: {count} messages, {count - len(problems)} translated, {len(problems)} missing")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
