<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AidsPanel</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free</source>
        <translation>
            <numerusform>%n free</numerusform>
            <numerusform>%n free</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n covered</source>
        <translation>
            <numerusform>%n covered</numerusform>
            <numerusform>%n covered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnnouncementTexts</name>
    <message numerus="yes">
        <source>Pair of %1 removed. %n tile(s) left.</source>
        <translation>
            <numerusform>Pair of %1 removed. %n tile left.</numerusform>
            <numerusform>Pair of %1 removed. %n tiles left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Redone: the pair of %1 is removed again. %n tile(s) left.</source>
        <translation>
            <numerusform>Redone: the pair of %1 is removed again. %n tile left.</numerusform>
            <numerusform>Redone: the pair of %1 is removed again. %n tiles left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New game: %1, %n tile(s)</source>
        <translation>
            <numerusform>New game: %1, %n tile</numerusform>
            <numerusform>New game: %1, %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeadEndDialog</name>
    <message numerus="yes">
        <source>Back %n Move(s) to a Winnable Position</source>
        <translation>
            <numerusform>Back %n Move to a Winnable Position</numerusform>
            <numerusform>Back %n Moves to a Winnable Position</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message numerus="yes">
        <source>%n tiles: more than a layout may have (%1)</source>
        <translation>
            <numerusform>%n tile: more than a layout may have (%1)</numerusform>
            <numerusform>%n tiles: more than a layout may have (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles: more than one tile set (%1), some kinds will appear more than four times</source>
        <translation>
            <numerusform>%n tile: more than one tile set (%1), some kinds will appear more than four times</numerusform>
            <numerusform>%n tiles: more than one tile set (%1), some kinds will appear more than four times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s): an odd number (tiles go in pairs)</source>
        <translation>
            <numerusform>%n tile: an odd number (tiles go in pairs)</numerusform>
            <numerusform>%n tiles: an odd number (tiles go in pairs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s): not a multiple of 4 (one kind will appear only twice)</source>
        <translation>
            <numerusform>%n tile: not a multiple of 4 (one kind will appear only twice)</numerusform>
            <numerusform>%n tiles: not a multiple of 4 (one kind will appear only twice)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no winnable hard deal was found in %n tries (an easier difficulty may work)</source>
        <translation>
            <numerusform>no winnable hard deal was found in %n try (an easier difficulty may work)</numerusform>
            <numerusform>no winnable hard deal was found in %n tries (an easier difficulty may work)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no winnable deal was found in %n tries (easy deals are made another way and may work)</source>
        <translation>
            <numerusform>no winnable deal was found in %n try (easy deals are made another way and may work)</numerusform>
            <numerusform>no winnable deal was found in %n tries (easy deals are made another way and may work)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more of the same</source>
        <translation>
            <numerusform>… and %n more of the same</numerusform>
            <numerusform>… and %n more of the same</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… and %n more problem</numerusform>
            <numerusform>… and %n more problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the grid has %Ln row(s); %1 were expected (h × d = %2 × %3)</source>
        <translation>
            <numerusform>the grid has %Ln row; %1 were expected (h × d = %2 × %3)</numerusform>
            <numerusform>the grid has %Ln rows; %1 were expected (h × d = %2 × %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %1 digits (%2 levels × %3 rows × %4 columns), found %Ln character(s)</source>
        <translation>
            <numerusform>expected %1 digits (%2 levels × %3 rows × %4 columns), found %Ln character</numerusform>
            <numerusform>expected %1 digits (%2 levels × %3 rows × %4 columns), found %Ln characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this file holds %n maps; choose one of them: %1</source>
        <translation>
            <numerusform>this file holds %n map; choose one of them: %1</numerusform>
            <numerusform>this file holds %n maps; choose one of them: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message numerus="yes">
        <source>%n move(s) taken back: this position can be won.</source>
        <translation>
            <numerusform>%n move taken back: this position can be won.</numerusform>
            <numerusform>%n moves taken back: this position can be won.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) taken back.</source>
        <translation>
            <numerusform>%n move taken back.</numerusform>
            <numerusform>%n moves taken back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintAid</name>
    <message numerus="yes">
        <source>%n pair(s) of free tiles on the board: look for two alike, each with nothing on it and its left or right side open. Hint again shows one.</source>
        <translation>
            <numerusform>%n pair of free tiles on the board: look for two alike, each with nothing on it and its left or right side open. Hint again shows one.</numerusform>
            <numerusform>%n pairs of free tiles on the board: look for two alike, each with nothing on it and its left or right side open. Hint again shows one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayoutBrowser</name>
    <message numerus="yes">
        <source>Could not read %n file(s)…</source>
        <translation>
            <numerusform>Could not read %n file…</numerusform>
            <numerusform>Could not read %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s)</source>
        <translation>
            <numerusform>%n layout</numerusform>
            <numerusform>%n layouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measuring “%1” on %n random deal(s)…</source>
        <translation>
            <numerusform>Measuring “%1” on %n random deal…</numerusform>
            <numerusform>Measuring “%1” on %n random deals…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measuring “%1”: %2 of %n deal(s)…</source>
        <translation>
            <numerusform>Measuring “%1”: %2 of %n deal…</numerusform>
            <numerusform>Measuring “%1”: %2 of %n deals…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayoutTexts</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n level</numerusform>
            <numerusform>%n levels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1”: a player who takes random free pairs wins %2 % of the time (on %n random deal(s)); the lower, the harder.</source>
        <translation>
            <numerusform>“%1”: a player who takes random free pairs wins %2 % of the time (on %n random deal); the lower, the harder.</numerusform>
            <numerusform>“%1”: a player who takes random free pairs wins %2 % of the time (on %n random deals); the lower, the harder.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LostBanner</name>
    <message numerus="yes">
        <source>Back %n Move(s) to a Winnable Position</source>
        <translation>
            <numerusform>Back %n Move to a Winnable Position</numerusform>
            <numerusform>Back %n Moves to a Winnable Position</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModeBook</name>
    <message numerus="yes">
        <source>%n entries of the progress could not be used and were left out; the others are kept (the file as it was is kept as %1).</source>
        <translation>
            <numerusform>%n entry of the progress could not be used and was left out; the others are kept (the file as it was is kept as %1).</numerusform>
            <numerusform>%n entries of the progress could not be used and were left out; the others are kept (the file as it was is kept as %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingsDialog</name>
    <message numerus="yes">
        <source>Your rating: %1 (%n rated game(s))</source>
        <translation>
            <numerusform>Your rating: %1 (%n rated game)</numerusform>
            <numerusform>Your rating: %1 (%n rated games)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordsBook</name>
    <message numerus="yes">
        <source>%n records could not be used and were left out; the others are kept (the file as it was is kept as %1).</source>
        <translation>
            <numerusform>%n record could not be used and was left out; the others are kept (the file as it was is kept as %1).</numerusform>
            <numerusform>%n records could not be used and were left out; the others are kept (the file as it was is kept as %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n time totals of the statistics could not be used and were left out; the others are kept (the file as it was is kept as %1).</source>
        <translation>
            <numerusform>%n time total of the statistics could not be used and was left out; the others are kept (the file as it was is kept as %1).</numerusform>
            <numerusform>%n time totals of the statistics could not be used and were left out; the others are kept (the file as it was is kept as %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimeUpDialog</name>
    <message numerus="yes">
        <source>The 8 minutes are over with %n tile(s) left on the board.</source>
        <translation>
            <numerusform>The 8 minutes are over with %n tile left on the board.</numerusform>
            <numerusform>The 8 minutes are over with %n tiles left on the board.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message numerus="yes">
        <source>Stars: %n of 3</source>
        <translation>
            <numerusform>Stars: %n of 3</numerusform>
            <numerusform>Stars: %n of 3</numerusform>
        </translation>
    </message>
</context>
</TS>
