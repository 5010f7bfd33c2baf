<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AnalysisPanel</name>
    <message numerus="yes">
        <source>The solver explored %n reduced position(s).</source>
        <translation>
            <numerusform>The solver explored %n reduced position.</numerusform>
            <numerusform>The solver explored %n reduced positions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>P wins in %n turn(s) with best play (P hurries, O holds out).</source>
        <translation>
            <numerusform>P wins in %n turn with best play (P hurries, O holds out).</numerusform>
            <numerusform>P wins in %n turns with best play (P hurries, O holds out).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckersOptions</name>
    <message numerus="yes">
        <source>%n tile(s) in the pile</source>
        <translation>
            <numerusform>%n tile in the pile</numerusform>
            <numerusform>%n tiles in the pile</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckersUI</name>
    <message numerus="yes">
        <source>Draw: %n turns in a row without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>Draw: %n turn in a row without a capture or a man&apos;s move.</numerusform>
            <numerusform>Draw: %n turns in a row without a capture or a man&apos;s move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After it you should win, unless %n turns pass without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>After it you should win, unless %n turn passes without a capture or a man&apos;s move.</numerusform>
            <numerusform>After it you should win, unless %n turns pass without a capture or a man&apos;s move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After it your opponent should win, unless %n turns pass without a capture or a man&apos;s move.</source>
        <translation>
            <numerusform>After it your opponent should win, unless %n turn passes without a capture or a man&apos;s move.</numerusform>
            <numerusform>After it your opponent should win, unless %n turns pass without a capture or a man&apos;s move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n turns without a capture or a man&apos;s move: then it is a draw.</source>
        <translation>
            <numerusform>%1 of %n turn without a capture or a man&apos;s move: then it is a draw.</numerusform>
            <numerusform>%1 of %n turns without a capture or a man&apos;s move: then it is a draw.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OcheUI</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message numerus="yes">
        <source>%n problem(s): the board can be saved as a draft but not played.</source>
        <translation>
            <numerusform>%n problem: the board can be saved as a draft but not played.</numerusform>
            <numerusform>%n problems: the board can be saved as a draft but not played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board can be played, but look at the %n warning(s) first.</source>
        <translation>
            <numerusform>The board can be played, but look at the %n warning first.</numerusform>
            <numerusform>The board can be played, but look at the %n warnings first.</numerusform>
        </translation>
    </message>
</context>
</TS>
