<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>%1
%n tiles</source>
        <translation>
            <numerusform>%1
%n tile</numerusform>
            <numerusform>%1
%n tiles</numerusform>
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
