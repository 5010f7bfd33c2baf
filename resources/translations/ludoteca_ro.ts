<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro" sourcelanguage="en">
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze: who wins?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the solver who wins this board with best play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the problems first: only a playable board can be analysed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver could not analyse this board: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The solver explored %n reduced position(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>P wins in %n turn(s) with best play (P hurries, O holds out).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>O wins: P cannot force O onto a dead end; the game can go on forever.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start: the token is on the start cell; O moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers: %1. Activated: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 resets: the token goes back to the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 crosses arrow %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sets %2 = %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BrowseBar</name>
    <message>
        <source>Back to the game (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComputerRunner</name>
    <message>
        <source>the computer&apos;s worker process stopped twice in a row</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorScene</name>
    <message>
        <source>Delete selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty board: click to add cells in Add cell mode (C); the first is the start. Then drag from cell to cell in Add arrow mode (A).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoldBar</name>
    <message>
        <source>Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the players, the moves and the game&apos;s tools beside the board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: make your secret choice. %2, please look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are looking at the game after move %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over to %2. %1, please look away until both choices are revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1: show the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 game in progress is not saved. Save it first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused. Press P to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is still open; try another place.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games from old rule sheets, brought to the screen. Choose one to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game of %1 was left unfinished: continue it where it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design a board…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LevelDialog</name>
    <message>
        <source>Oche — choose a level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(you play O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two people on this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oche board &amp;designer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ludoteca will speak %1 from the next start; the rules pages already do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ludoteca %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-player games from old rule sheets, to play with a friend at one screen or against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two people on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OcheEditorPage</name>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select, move and edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click on the canvas to add a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag from a cell to another to add an arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a cell or an arrow to delete it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom +</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom −</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze: who wins?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play-test…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from built-in &amp;level…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board changed: analyze again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select: click or drag a box to select; drag cells to move them; double-click to edit in place; Delete removes the selection. Wheel zooms, middle button or space+drag pans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add cell: click on the canvas. The first cell is the start cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add arrow: drag from one cell to another. Set its colour and letter in the properties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete: click a cell (with its arrows) or an arrow. Esc goes back to select.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designer · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oche boards (*.oche.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an Oche board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a board file: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a readable Oche board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board has problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 opened as a draft; fix the problems listed before playing it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from a level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a copy of a built-in level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is still open; try another place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 as a draft: it has problems and cannot be played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot play the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the problems first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oche board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An Oche board drawn by Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OchePage</name>
    <message>
        <source>Oche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P · Proponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O · Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P wins: O is stuck on a cell with no way out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O wins: P can no longer force a win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 completed!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crosses %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O is declared the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P resets: the token is back on the start cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose &amp;level…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;board file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset to start (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce the result in games between two people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show who can force a win (gives the solution away)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an Oche board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oche boards (*.oche.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom board · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next level ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over · %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result is not announced (see View).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P wins in %1: O can no longer escape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P cannot force a win yet: O can still go wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P can force a win in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stuck? Hint (H) shows a good move and who can force a win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The solver could not judge this position: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OcheScene</name>
    <message>
        <source>%1 is deciding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number not in play yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · choose %2 =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · choose %2 =   (or type a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P · cross a glowing arrow, or</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P · no arrow is open to you here:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↺  Reset to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O · cross any arrow from the token&apos;s cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: cross the arrow glowing in cyan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: choose %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: reset to the start cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed to P: O has not activated %1() yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed to P: %1 has no number yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed to P: %1(%2) is not activated (%3 = %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OcheSidePanel</name>
    <message>
        <source>Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activated by O, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↺ Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the token back on the start cell; O moves next (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board has no letters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← newest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a number below the board to see the arrows it opens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open to P here: %1 of %2 arrows (they glow)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OthelloPage</name>
    <message>
        <source>Othello</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final disc difference the engine expects after each move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate the position after every move of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no legal move and must pass.
Click the board to pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import transcript…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export transcript…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show move evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import the transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transcripts (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transcript, e.g. f5d6c3:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transcripts (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transcript copied.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayTestDialog</name>
    <message>
        <source>Play-test the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P · Proponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O · Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Computer · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line for the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown beside the board when it is played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a cell or an arrow to edit it here, or double-click it on the canvas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start cell (the wings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuantumPage</name>
    <message>
        <source>X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw, 0–0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is full and nobody has three classical marks in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has three classical marks in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One collapse gave both players a line.
The newest mark in %1&apos;s line is %2, in %3&apos;s line %4:
the lower subscript means %1&apos;s line was complete first,
so %1 scores 1 and %3 scores ½.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantum tic-tac-toe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 measures: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put %1 in squares %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collapse %1 into square %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put %1 in square %2: it is the only move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With perfect play this wins outright, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This guarantees a win, %1 at worst: both may get a line, but yours comes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best play on both sides ends without a line, %1; this move makes sure you do no worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against perfect play you cannot win, but this move keeps half a point, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against perfect play every move loses, %1; this one makes it hardest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show entanglement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show entanglement arcs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuantumScene</name>
    <message>
        <source>%1 into square %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No line yet. The game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both players get a line. Game over, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gets a line. Game over, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is full, no line. Game over, 0–0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where does %1 land? Click a preview or a glowing square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is choosing the collapse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle! %1 measures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last square takes %1 as a classical mark: click square %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click two squares for the spooky marks %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square %1 chosen. Click a second square, or square %1 again to take it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each move puts two spooky marks in two squares; the mark ends up in one of them. Arcs join the two halves of a move.

When arcs close a cycle, the other player measures: the cycle and all that hangs from it collapse into classical marks.

Three classical marks in a row win. If one collapse gives both players a line, the line with the lower highest subscript scores 1, the other ½.

Keys 1–9 pick squares; Esc takes a first click back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collapse!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lands in square %2, and the rest of the cycle follows.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>(this picture could not be drawn)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules · %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to select the culprit on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the board can be saved as a draft but not played.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No problems: the board can be analysed and played.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WildCatsPage</name>
    <message>
        <source>Wild Cats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm my square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or a double-click confirms too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s sealed choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies a command that recomputes the code from the square and the salt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block on %1! Nobody marks it, and nobody may take it next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two blocks in a row: a third ends the game in a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins: four in a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: both completed four in the same round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: three blocks in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: nobody can complete four any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing this mix you win whatever the other does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side wins with best play; this mix makes it hardest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With best play on both sides this ends in a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixing your squares like this, you score %1 of the points on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(an estimate: too many squares are free to see to the end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 threatens four at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No threats on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must take %1: %2 threatens four there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must take one of %1: %2 threatens four there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not take your own single threat %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your choice: %1 (not final until you confirm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square to choose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is banned this round (it was blocked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks in a row: %1/3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed before your choice. SHA-256 of its square and a secret salt:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code matches: it never changed its choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code does NOT match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It chose %1 with the salt %2.
Code %3
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before each round the computer seals its choice here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check is copied: paste it in a terminal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a text file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a device or a pipe), so it cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be a Ludoteca file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ludoteca games (*.ludoteca.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Othello</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outflank and flip: the classic game of discs, against a friend or the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goro Hasegawa&apos;s game (1971), after the older Reversi; rules from an Italian sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantum tic-tac-toe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every move is in two places at once until a cycle collapses it: Allan Goff&apos;s quantum tic-tac-toe, against a friend or the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allan Goff&apos;s game (2002); rules from a Portuguese sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild Cats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four in a row on a 5x5 sheet, both players choosing in secret at the same time: the same square is a block. Against a friend or a computer that proves it never peeked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pisicile sălbatice, a Romanian paper-and-pencil game; rules from a Romanian sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sacred Formulas Geese: one token, coloured arrows and numbers; P may only use what O conceded. Thirteen levels, from a first step to the drinker&apos;s paradox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formule Sacre Oche, from an Italian sheet whose author is not known; the thirteen levels are Ludoteca&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>oche.levels</name>
    <message>
        <source>Follow the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O picks a number for x and crosses a coloured arrow: that activates the colour for that number, and it joins the list. You, P, may only cross a coloured arrow whose colour is already active for the current value of its letter. Leave O on a cell with no way out and you win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One after another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An implication is a promise: O grants the first part, then you must deliver the rest. At the last fork O chooses which of the two colours you must show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say the same number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The example of the rule sheet. This time the letter on your cell is y, not x, and you choose its number before you move. Only equality between numbers matters: a colour is active for a number, whatever letter names it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now you play O, and the computer plays P. Every colour you cross is a gift P may use later, and some roads force you to give more than it seems. Find the road on which P can never leave you stuck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any number will do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here you must choose a number for x before O has activated anything, so no number is in play yet. Pick one anyway: what matters is what O will be forced to say about it afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two roads lead to the same kind of claim, but on one of them you must name your number before O names its own. A choice made too early can be wasted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Old colours stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters are global and a new number replaces the old one, but an activated colour stays on the list for good. O will change x under your feet; you can change it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If this, then that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O has granted a rule: whoever shows blue for a number may demand red for it. To use the rule you must name the number yourself and show that it is blue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which way round?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are O again. On either road you grant P the same rule, blue leads to red, and then activate one colour for your number. One of the two roads lets P turn the rule against you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Either way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue or not blue: you may claim either, and O will make you pay for the claim. A claim that fails still leaves something on the list, and the start cell is always one step away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drinker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is someone in the pub such that, if they drink, everybody drinks. Your first guess for x will not be the right one; but O&apos;s answer tells you who it should have been.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who names x?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are O, and the two roads look alike: on each, numbers are named for x and y and you activate purple once. Look at who names each letter, and whether it happens before or after you do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every blue is red, or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Either every blue number is red, or you can point at a blue number that is not red. Neither claim can be won on its own; the first attempt is what makes the second one work.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>oche.palette</name>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>oche_editor.commands</name>
    <message>
        <source>Add cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %n cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set letter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set start cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>oche_editor.inplace</name>
    <message>
        <source>letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A letter a–z, or nothing for none; Enter applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A colour (black, blue, red, green, yellow, purple, orange) and a letter, e.g. “blue x”; Enter applies</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
