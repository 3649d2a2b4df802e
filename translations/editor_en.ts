<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>DealPanel</name>
    <message numerus="yes">
        <source>Dealing and solving… %1 of %n deal(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n deal(s) winnable (%3), in %2 s</source>
        <translation>
            <numerusform>%1 of %n deal winnable (%3), in %2 s</numerusform>
            <numerusform>%1 of %n deals winnable (%3), in %2 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n undecided: the solver&apos;s time cap was reached)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) undecided</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DifficultyText</name>
    <message numerus="yes">
        <source>%1 (%2, %n deal(s))</source>
        <translation>
            <numerusform>%1 (%2, %n deal)</numerusform>
            <numerusform>%1 (%2, %n deals)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n game(s))</source>
        <translation>
            <numerusform>%1 (%2, %n game)</numerusform>
            <numerusform>%1 (%2, %n games)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditLabels</name>
    <message numerus="yes">
        <source>Place %n tile(s)</source>
        <translation>
            <numerusform>Place %n tile</numerusform>
            <numerusform>Place %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n tile(s) on level %1</source>
        <translation>
            <numerusform>Place %n tile on level %1</numerusform>
            <numerusform>Place %n tiles on level %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fill a block of %n tile(s) on level %1</source>
        <translation>
            <numerusform>Fill a block of %n tile on level %1</numerusform>
            <numerusform>Fill a block of %n tiles on level %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tile(s)</source>
        <translation>
            <numerusform>Paste %n tile</numerusform>
            <numerusform>Paste %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tile(s) on level %1</source>
        <translation>
            <numerusform>Paste %n tile on level %1</numerusform>
            <numerusform>Paste %n tiles on level %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n tile(s)</source>
        <translation>
            <numerusform>Cut %n tile</numerusform>
            <numerusform>Cut %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tile(s)</source>
        <translation>
            <numerusform>Delete %n tile</numerusform>
            <numerusform>Delete %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n tile(s)</source>
        <translation>
            <numerusform>Erase %n tile</numerusform>
            <numerusform>Erase %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n tile(s) on level %1</source>
        <translation>
            <numerusform>Erase %n tile on level %1</numerusform>
            <numerusform>Erase %n tiles on level %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s) to level %1</source>
        <translation>
            <numerusform>Move %n tile to level %1</numerusform>
            <numerusform>Move %n tiles to level %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>Move %n tile</numerusform>
            <numerusform>Move %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s) %1</source>
        <translation>
            <numerusform>Move %n tile %1</numerusform>
            <numerusform>Move %n tiles %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message numerus="yes">
        <source>… and %n more line(s)</source>
        <translation>
            <numerusform>… and %n more line</numerusform>
            <numerusform>… and %n more lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message numerus="yes">
        <source>(with %n warning(s))</source>
        <translation>
            <numerusform>(with %n warning)</numerusform>
            <numerusform>(with %n warnings)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLayoutsMenu</name>
    <message numerus="yes">
        <source>%1 (%n tiles)</source>
        <translation>
            <numerusform>%1 (%n tile)</numerusform>
            <numerusform>%1 (%n tiles)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayerPanel</name>
    <message numerus="yes">
        <source>Level %1 — %n tile(s)</source>
        <translation>
            <numerusform>Level %1 — %n tile</numerusform>
            <numerusform>Level %1 — %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayoutManager</name>
    <message numerus="yes">
        <source>My layouts (%n)</source>
        <translation>
            <numerusform>My layouts (%n)</numerusform>
            <numerusform>My layouts (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s) imported.</source>
        <translation>
            <numerusform>%n layout imported.</numerusform>
            <numerusform>%n layouts imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) refused:</source>
        <translation>
            <numerusform>%n file refused:</numerusform>
            <numerusform>%n files refused:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) not read (too many at once).</source>
        <translation>
            <numerusform>%n file not read (too many at once).</numerusform>
            <numerusform>%n files not read (too many at once).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayTestTexts</name>
    <message numerus="yes">
        <source>Play-test: won in %n move(s)</source>
        <translation>
            <numerusform>Play-test: won in %n move</numerusform>
            <numerusform>Play-test: won in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play-test: closed with %n tile(s) left</source>
        <translation>
            <numerusform>Play-test: closed with %n tile left</numerusform>
            <numerusform>Play-test: closed with %n tiles left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play-test: lost, stuck with %n tile(s) left; after move %1 the deal could no longer be won (its two tiles are highlighted)</source>
        <translation>
            <numerusform>Play-test: lost, stuck with %n tile left; after move %1 the deal could no longer be won (its two tiles are highlighted)</numerusform>
            <numerusform>Play-test: lost, stuck with %n tiles left; after move %1 the deal could no longer be won (its two tiles are highlighted)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play-test: lost, stuck with %n tile(s) left; the deal could not be won from its start (or the last shuffle)</source>
        <translation>
            <numerusform>Play-test: lost, stuck with %n tile left; the deal could not be won from its start (or the last shuffle)</numerusform>
            <numerusform>Play-test: lost, stuck with %n tiles left; the deal could not be won from its start (or the last shuffle)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play-test: lost, stuck with %n tile(s) left (the losing move was not found in time)</source>
        <translation>
            <numerusform>Play-test: lost, stuck with %n tile left (the losing move was not found in time)</numerusform>
            <numerusform>Play-test: lost, stuck with %n tiles left (the losing move was not found in time)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message numerus="yes">
        <source>Not symmetric %1 about the mirror axes: %n tile(s) without their mirror image</source>
        <translation>
            <numerusform>Not symmetric %1 about the mirror axes: %n tile without its mirror image</numerusform>
            <numerusform>Not symmetric %1 about the mirror axes: %n tiles without their mirror image</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cannot be cleared: every order of removals gets stuck, at best with these %n tile(s) left (fewer than two of them free)</source>
        <translation>
            <numerusform>Cannot be cleared: every order of removals gets stuck, at best with these %n tile left (fewer than two of them free)</numerusform>
            <numerusform>Cannot be cleared: every order of removals gets stuck, at best with these %n tiles left (fewer than two of them free)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Size: %1 × %2 tiles, %n level(s)</source>
        <translation>
            <numerusform>Size: %1 × %2 tiles, %n level</numerusform>
            <numerusform>Size: %1 × %2 tiles, %n levels</numerusform>
        </translation>
    </message>
</context>
</TS>
