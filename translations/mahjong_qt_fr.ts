<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Mahjong Qt</source>
        <translation>À propos de Mahjong Qt</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Mahjong solitaire: remove matching pairs of free tiles until the board is empty. Every deal can be won; hints are proven safe by a solver.</source>
        <translation>Mahjong solitaire : retirez les paires de tuiles libres identiques jusqu’à vider le plateau. Chaque donne peut être gagnée ; les indices sont prouvés sûrs par un solveur.</translation>
    </message>
    <message>
        <source>Mahjong Qt is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty. The outlines of the tiles&apos; glyphs are under the SIL Open Font License 1.1.</source>
        <translation>Mahjong Qt est un logiciel libre : vous pouvez le partager et le modifier selon les termes de la licence publique générale GNU, version 3 ou toute version ultérieure. Il est fourni sans aucune garantie. Les contours des signes des tuiles sont sous licence SIL Open Font License 1.1.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Show the &amp;Licence</source>
        <translation>Afficher la &amp;licence</translation>
    </message>
    <message>
        <source>Tiles: “%1” by %2, from KMahjongg</source>
        <translation>Tuiles : « %1 » par %2, de KMahjongg</translation>
    </message>
    <message>
        <source>Table picture: “%1” by %2, from KMahjongg</source>
        <translation>Image de la table : « %1 » par %2, de KMahjongg</translation>
    </message>
    <message>
        <source>Hide the &amp;Licence</source>
        <translation>Masquer la &amp;licence</translation>
    </message>
</context>
<context>
    <name>AidsPanel</name>
    <message>
        <source>Left on the board</source>
        <translation>Reste sur le plateau</translation>
    </message>
    <message>
        <source>Removed pairs</source>
        <translation>Paires retirées</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n restante</numerusform>
            <numerusform>%n restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free</source>
        <translation>
            <numerusform>%n libre</numerusform>
            <numerusform>%n libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n covered</source>
        <translation>
            <numerusform>%n couverte</numerusform>
            <numerusform>%n couvertes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>AnnouncementTexts</name>
    <message numerus="yes">
        <source>Pair of %1 removed. %n tile(s) left.</source>
        <translation>
            <numerusform>Paire de %1 retirée. %n tuile restante.</numerusform>
            <numerusform>Paire de %1 retirée. %n tuiles restantes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 selected</source>
        <translation>Sélection&#xa0;: %1</translation>
    </message>
    <message>
        <source>Selection cleared</source>
        <translation>Sélection annulée</translation>
    </message>
    <message>
        <source>Cannot be taken: %1</source>
        <translation>Impossible à prendre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hint: %1, and %2. The focus is on the first; M goes to the second.</source>
        <translation>Indice&#xa0;: %1, et %2. Le focus est sur la première tuile&#xa0;; M va à la seconde.</translation>
    </message>
    <message>
        <source>Shuffle undone</source>
        <translation>Mélange annulé</translation>
    </message>
    <message>
        <source>Undone: the pair of %1 is back</source>
        <translation>Annulé&#xa0;: la paire de %1 est revenue</translation>
    </message>
    <message>
        <source>Shuffle made again</source>
        <translation>Mélange rétabli</translation>
    </message>
    <message numerus="yes">
        <source>Redone: the pair of %1 is removed again. %n tile(s) left.</source>
        <translation>
            <numerusform>Rétabli&#xa0;: la paire de %1 est retirée de nouveau. %n tuile restante.</numerusform>
            <numerusform>Rétabli&#xa0;: la paire de %1 est retirée de nouveau. %n tuiles restantes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Game resumed</source>
        <translation>Partie reprise</translation>
    </message>
    <message>
        <source>You won! Score: %1</source>
        <translation>Gagné&#xa0;! Score&#xa0;: %1</translation>
    </message>
    <message>
        <source>Go!</source>
        <translation>Partez&#xa0;!</translation>
    </message>
    <message>
        <source>You are now number %1 of %2</source>
        <translation>Vous êtes maintenant numéro %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>New game: %1, %n tile(s)</source>
        <translation>
            <numerusform>Nouvelle partie&#xa0;: %1, %n tuile</numerusform>
            <numerusform>Nouvelle partie&#xa0;: %1, %n tuiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardPresenter</name>
    <message>
        <source>Get ready: the race starts at zero.</source>
        <extracomment>The renderer&apos;s pixmaps are only read when a tile&apos;s device cache is redrawn (zoom, look), so a modest budget is enough and keeps peak memory low.</extracomment>
        <translation>Préparez-vous&#xa0;: la course part à zéro.</translation>
    </message>
    <message>
        <source>Setting up your game again…</source>
        <translation>Reprise de votre partie…</translation>
    </message>
    <message>
        <source>Its board is built again from its level: the game goes on from there.</source>
        <translation>Son plateau est reconstruit à partir de son niveau&#xa0;: la partie reprend là où vous l&apos;aviez laissée.</translation>
    </message>
    <message>
        <source>Building level %1…</source>
        <translation>Construction du niveau %1…</translation>
    </message>
    <message>
        <source>Each level is made from its number: the same for every player.</source>
        <translation>Chaque niveau est construit à partir de son numéro&#xa0;: le même pour tous les joueurs.</translation>
    </message>
    <message>
        <source>Dealing game %1…</source>
        <translation>Distribution de la partie %1…</translation>
    </message>
    <message>
        <source>The solver makes sure that it can be won.</source>
        <translation>Le solveur s’assure qu’elle peut être gagnée.</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Press P or click here to go on</source>
        <translation>Appuyez sur P ou cliquez ici pour reprendre</translation>
    </message>
    <message>
        <source>The clock waits while this window is open.</source>
        <translation>Le chrono attend tant que cette fenêtre est ouverte.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>No other free tile matches %1</source>
        <translation>Aucune autre tuile libre ne va avec %1</translation>
    </message>
</context>
<context>
    <name>CampaignMap</name>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Levels %1–%2 · %3 / 60 ★</source>
        <translation>Niveaux %1 à %2 · %3 / 60 ★</translation>
    </message>
    <message>
        <source>%1 (levels %2–%3)</source>
        <translation>%1 (niveaux %2 à %3)</translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>Difficulté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>%1: locked (clear the level before it)</source>
        <translation>%1&#xa0;: verrouillé (videz le niveau précédent)</translation>
    </message>
    <message>
        <source>%1: open</source>
        <translation>%1&#xa0;: ouvert</translation>
    </message>
    <message>
        <source>%1: %2 of 3 stars, best time %3</source>
        <translation>%1&#xa0;: %2 étoiles sur 3, meilleur temps %3</translation>
    </message>
    <message>
        <source>Level %1 is locked: clear level %2 to open it.</source>
        <translation>Le niveau %1 est verrouillé&#xa0;: terminez le niveau %2 pour l&apos;ouvrir.</translation>
    </message>
</context>
<context>
    <name>Confirmations</name>
    <message>
        <source>Abandon this game?</source>
        <translation>Abandonner cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>The game in progress will be counted as lost. Go on?</source>
        <translation>La partie en cours sera comptée comme perdue. Continuer&#xa0;?</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Abandonner cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>You will be ranked last in this race. Give up?</source>
        <translation>Vous finirez à la dernière place de cette course. Abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Quit Mahjong Qt?</source>
        <translation>Quitter Mahjong Qt&#xa0;?</translation>
    </message>
    <message>
        <source>This game is not saved: it will be lost. Quit now?</source>
        <translation>Cette partie n’est pas enregistrée&#xa0;: elle sera perdue. Quitter maintenant&#xa0;?</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily Challenges</source>
        <translation>Défis quotidiens</translation>
    </message>
    <message>
        <source>Not yet: each day&apos;s challenge opens at midnight</source>
        <translation>Pas encore&#xa0;: le défi de chaque jour s&apos;ouvre à minuit</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>not cleared</source>
        <translation>non vidé</translation>
    </message>
    <message>
        <source>Play This Day</source>
        <translation>Jouer ce jour</translation>
    </message>
    <message>
        <source>Not cleared</source>
        <translation>Non vidé</translation>
    </message>
    <message>
        <source>Cleared in %1, %2 of 3 stars</source>
        <translation>Vidé en %1, %2 étoiles sur 3</translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Pas joué</translation>
    </message>
</context>
<context>
    <name>DeadEndDialog</name>
    <message>
        <source>No more moves</source>
        <translation>Plus aucun coup</translation>
    </message>
    <message>
        <source>No two free tiles match. You can take back moves, shuffle the remaining tiles, or start a new game.</source>
        <translation>Aucune paire de tuiles libres ne va ensemble. Vous pouvez annuler des coups, mélanger les tuiles restantes ou commencer une nouvelle partie.</translation>
    </message>
    <message numerus="yes">
        <source>Back %n Move(s) to a Winnable Position</source>
        <translation>
            <numerusform>Revenir à une position gagnable (%n coup)</numerusform>
            <numerusform>Revenir à une position gagnable (%n coups)</numerusform>
        </translation>
    </message>
    <message>
        <source>The last position the solver proved can still be won</source>
        <translation>La dernière position dont le solveur a prouvé qu’elle peut encore être gagnée</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mélanger</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Bilan</translation>
    </message>
    <message>
        <source>Where the game could last be won, and the move that lost it</source>
        <translation>Jusqu’où la partie pouvait être gagnée, et le coup qui l’a perdue</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>No shuffles left in this game.</source>
        <translation>Plus aucun mélange dans cette partie.</translation>
    </message>
</context>
<context>
    <name>EditorLauncher</name>
    <message>
        <source>The layout editor could not be started.</source>
        <translation>L’éditeur de dispositions n’a pas pu être lancé.</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>CPU (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <source>the file could not be read</source>
        <translation>le fichier n’a pas pu être lu</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>le fichier est trop gros</translation>
    </message>
    <message>
        <source>the file is not text (damaged?)</source>
        <translation>le fichier n’est pas du texte (abîmé&#xa0;?)</translation>
    </message>
    <message>
        <source>the file is damaged (not valid JSON)</source>
        <translation>le fichier est abîmé (JSON non valide)</translation>
    </message>
    <message>
        <source>the file holds invalid values</source>
        <translation>le fichier contient des valeurs non valides</translation>
    </message>
    <message>
        <source>The settings were made by a newer version of Mahjong Qt. They are kept as they are; this version uses the default settings and does not save them.</source>
        <translation>Les préférences ont été créées par une version plus récente de Mahjong Qt. Elles sont conservées telles quelles&#xa0;; cette version utilise les préférences par défaut et ne les enregistre pas.</translation>
    </message>
    <message>
        <source>The settings file was damaged and set aside; defaults are used.</source>
        <translation>Le fichier des préférences était abîmé et a été mis de côté&#xa0;; les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>the layout has no tiles</source>
        <translation>la disposition n’a aucune tuile</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles: more than a layout may have (%1)</source>
        <translation>
            <numerusform>%n tuile&#xa0;: plus qu’une disposition ne peut en avoir (%1)</numerusform>
            <numerusform>%n tuiles&#xa0;: plus qu’une disposition ne peut en avoir (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles: more than one tile set (%1), some kinds will appear more than four times</source>
        <translation>
            <numerusform>%n tuile&#xa0;: plus d’un jeu de tuiles (%1), certaines sortes apparaîtront plus de quatre fois</numerusform>
            <numerusform>%n tuiles&#xa0;: plus d’un jeu de tuiles (%1), certaines sortes apparaîtront plus de quatre fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s): an odd number (tiles go in pairs)</source>
        <translation>
            <numerusform>%n tuile&#xa0;: nombre impair (les tuiles vont par paires)</numerusform>
            <numerusform>%n tuiles&#xa0;: nombre impair (les tuiles vont par paires)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s): not a multiple of 4 (one kind will appear only twice)</source>
        <translation>
            <numerusform>%n tuile&#xa0;: pas un multiple de 4 (une sorte n’apparaîtra que deux fois)</numerusform>
            <numerusform>%n tuiles&#xa0;: pas un multiple de 4 (une sorte n’apparaîtra que deux fois)</numerusform>
        </translation>
    </message>
    <message>
        <source>overlap on level %1: (%2, %3) and (%4, %5)</source>
        <translation>chevauchement au niveau %1&#xa0;: (%2, %3) et (%4, %5)</translation>
    </message>
    <message>
        <source>overlap on level %1: tiles no. %2 and no. %3 of the file</source>
        <translation>chevauchement au niveau %1&#xa0;: tuiles n°&#xa0;%2 et n°&#xa0;%3 du fichier</translation>
    </message>
    <message>
        <source>two tiles at (%1, %2) on level %3</source>
        <translation>deux tuiles en (%1, %2) au niveau %3</translation>
    </message>
    <message>
        <source>floating tile at (%1, %2) on level %3: nothing under it</source>
        <translation>tuile en l’air en (%1, %2) au niveau %3&#xa0;: rien en dessous</translation>
    </message>
    <message>
        <source>floating tile no. %1 on level %2: nothing under it</source>
        <translation>tuile n°&#xa0;%1 en l’air au niveau %2&#xa0;: rien en dessous</translation>
    </message>
    <message>
        <source>the file is not valid JSON (line %1, column %2)</source>
        <translation>le fichier n’est pas du JSON valide (ligne %1, colonne %2)</translation>
    </message>
    <message>
        <source>this is not a Mahjong Qt layout</source>
        <translation>ce n’est pas une disposition Mahjong Qt</translation>
    </message>
    <message>
        <source>the field “%1” is missing</source>
        <translation>le champ «&#xa0;%1&#xa0;» est absent</translation>
    </message>
    <message>
        <source>“%1” is not a field of a layout file</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un champ d’un fichier de disposition</translation>
    </message>
    <message>
        <source>this layout file is for another version of Mahjong Qt</source>
        <translation>ce fichier de disposition est destiné à une autre version de Mahjong Qt</translation>
    </message>
    <message>
        <source>the field “%1” has a value that is not allowed</source>
        <translation>le champ «&#xa0;%1&#xa0;» a une valeur non autorisée</translation>
    </message>
    <message>
        <source>the field “%1” is missing, unknown or invalid</source>
        <translation>le champ «&#xa0;%1&#xa0;» est absent, inconnu ou non valide</translation>
    </message>
    <message>
        <source>tile no. %1 of the file is not valid: a tile is [x, y, z], with x and y whole numbers from 0 to %2 and z from 0 to %3</source>
        <translation>la tuile n°&#xa0;%1 du fichier n’est pas valide&#xa0;: une tuile s’écrit [x, y, z], x et y étant des nombres entiers de 0 à %2 et z de 0 à %3</translation>
    </message>
    <message>
        <source>the deal was not made in time</source>
        <translation>la donne n’a pas pu être préparée à temps</translation>
    </message>
    <message>
        <source>the deal could not be made</source>
        <translation>la donne n’a pas pu être préparée</translation>
    </message>
    <message>
        <source>the layout has an odd number of tiles</source>
        <translation>la disposition a un nombre impair de tuiles</translation>
    </message>
    <message>
        <source>no order of removal empties this layout, so no deal can be won</source>
        <translation>aucun ordre de retrait ne vide cette disposition, aucune donne ne peut donc être gagnée</translation>
    </message>
    <message>
        <source>no way to empty this layout was found</source>
        <translation>aucune façon de vider cette disposition n’a été trouvée</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more of the same</source>
        <translation>
            <numerusform>… et %n autre du même genre</numerusform>
            <numerusform>… et %n autres du même genre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… et %n autre problème</numerusform>
            <numerusform>… et %n autres problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;%1&gt; at line %2: %3</source>
        <translation>&lt;%1&gt; à la ligne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>&lt;%1&gt;: %2</source>
        <translation>&lt;%1&gt;&#xa0;: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>le fichier n’existe pas</translation>
    </message>
    <message>
        <source>you are not allowed to read this file</source>
        <translation>vous n’avez pas le droit de lire ce fichier</translation>
    </message>
    <message>
        <source>this is a folder, not a layout file</source>
        <translation>c’est un dossier, pas un fichier de disposition</translation>
    </message>
    <message>
        <source>this is a binary file, not a layout</source>
        <translation>c’est un fichier binaire, pas une disposition</translation>
    </message>
    <message>
        <source>this is already a Mahjong Qt layout (JSON): nothing to import</source>
        <translation>c’est déjà une disposition Mahjong Qt (JSON)&#xa0;: il n’y a rien à importer</translation>
    </message>
    <message>
        <source>not a known layout format: expected a KMahjongg .layout, a GNOME Mahjongg .map or a Kyodai .lay file</source>
        <translation>format de disposition inconnu&#xa0;: un fichier .layout de KMahjongg, .map de GNOME Mahjongg ou .lay de Kyodai est attendu</translation>
    </message>
    <message>
        <source>nothing to export: the layout has no tiles</source>
        <translation>rien à exporter&#xa0;: la disposition n’a aucune tuile</translation>
    </message>
    <message>
        <source>too large for a %1 layout: it spans %2 × %3 half tiles on %4 levels; the format holds at most %5 × %6 on %7</source>
        <translation>trop grande pour une disposition %1&#xa0;: elle s’étend sur %2 × %3 demi-tuiles et %4 niveaux&#xa0;; le format en contient au plus %5 × %6 sur %7</translation>
    </message>
    <message>
        <source>not a %1 layout: the first line must be “%2” or “%3”, found “%4”</source>
        <translation>ce n’est pas une disposition %1&#xa0;: la première ligne doit être «&#xa0;%2&#xa0;» ou «&#xa0;%3&#xa0;», elle est «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <source>too many tiles (more than %1, the most a layout may have)</source>
        <translation>trop de tuiles (plus de %1, le maximum pour une disposition)</translation>
    </message>
    <message>
        <source>the layout is too large: %1 tiles across and %2 down; at most %3 each way</source>
        <translation>la disposition est trop grande&#xa0;: %1 tuiles en largeur et %2 en hauteur&#xa0;; %3 au plus dans chaque sens</translation>
    </message>
    <message>
        <source>the layout has more than %1 levels</source>
        <translation>la disposition a plus de %1 niveaux</translation>
    </message>
    <message>
        <source>“%1”: “%2” must be followed by a whole number from 1 to %3</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: «&#xa0;%2&#xa0;» doit être suivi d’un nombre entier de 1 à %3</translation>
    </message>
    <message>
        <source>the lines giving the grid’s size are missing: %1 (w for the width, h for the height, d for the depth)</source>
        <translation>il manque des lignes donnant la taille de la grille&#xa0;: %1 (w pour la largeur, h pour la hauteur, d pour la profondeur)</translation>
    </message>
    <message>
        <source>no grid found: it must hold %1 × %2 × %3 = %4 cells</source>
        <translation>aucune grille trouvée&#xa0;: elle doit contenir %1 × %2 × %3 = %4 cases</translation>
    </message>
    <message>
        <source>a row of the grid must have %1 characters, this one has %2 (the grid must hold %3 cells; it holds %4)</source>
        <translation>une ligne de la grille doit avoir %1 caractères, celle-ci en a %2 (la grille doit contenir %3 cases&#xa0;; elle en contient %4)</translation>
    </message>
    <message numerus="yes">
        <source>the grid has %Ln row(s); %1 were expected (h × d = %2 × %3)</source>
        <translation>
            <numerusform>la grille a %Ln ligne&#xa0;; %1 étaient attendues (h × d = %2 × %3)</numerusform>
            <numerusform>la grille a %Ln lignes&#xa0;; %1 étaient attendues (h × d = %2 × %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %1 digits (%2 levels × %3 rows × %4 columns), found %Ln character(s)</source>
        <translation>
            <numerusform>%1 chiffres attendus (%2 niveaux × %3 lignes × %4 colonnes), %Ln caractère trouvé</numerusform>
            <numerusform>%1 chiffres attendus (%2 niveaux × %3 lignes × %4 colonnes), %Ln caractères trouvés</numerusform>
        </translation>
    </message>
    <message>
        <source>the file ends early: line 2 is the name and line 3 the grid of %1 digits</source>
        <translation>le fichier s’arrête trop tôt&#xa0;: la ligne 2 est le nom et la ligne 3 la grille de %1 chiffres</translation>
    </message>
    <message numerus="yes">
        <source>no winnable hard deal was found in %n tries (an easier difficulty may work)</source>
        <translation>
            <numerusform>aucune donne difficile gagnable trouvée en %n essai (une difficulté plus facile peut marcher)</numerusform>
            <numerusform>aucune donne difficile gagnable trouvée en %n essais (une difficulté plus facile peut marcher)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no winnable deal was found in %n tries (easy deals are made another way and may work)</source>
        <translation>
            <numerusform>aucune donne gagnable trouvée en %n essai (les donnes faciles sont faites autrement et peuvent marcher)</numerusform>
            <numerusform>aucune donne gagnable trouvée en %n essais (les donnes faciles sont faites autrement et peuvent marcher)</numerusform>
        </translation>
    </message>
    <message>
        <source>character %1 (level %2, row %3, column %4) is “%5”; the grid holds only digits</source>
        <translation>le caractère %1 (niveau %2, ligne %3, colonne %4) est «&#xa0;%5&#xa0;»&#xa0;; la grille ne contient que des chiffres</translation>
    </message>
    <message>
        <source>the file is nested too deeply to be a map file</source>
        <translation>le fichier est trop profondément imbriqué pour être un fichier de cartes</translation>
    </message>
    <message>
        <source>a DOCTYPE is not allowed in a map file</source>
        <translation>un DOCTYPE n’est pas permis dans un fichier de cartes</translation>
    </message>
    <message>
        <source>no &lt;map&gt; element: this is not a GNOME Mahjongg map file</source>
        <translation>aucun élément &lt;map&gt;&#xa0;: ce n’est pas un fichier de cartes de GNOME Mahjongg</translation>
    </message>
    <message>
        <source>a &lt;map&gt; cannot be inside another &lt;map&gt;</source>
        <translation>un &lt;map&gt; ne peut pas être dans un autre &lt;map&gt;</translation>
    </message>
    <message>
        <source>a &lt;layer&gt; cannot be inside another &lt;layer&gt;</source>
        <translation>un &lt;layer&gt; ne peut pas être dans un autre &lt;layer&gt;</translation>
    </message>
    <message>
        <source>outside a &lt;map&gt;</source>
        <translation>en dehors d’un &lt;map&gt;</translation>
    </message>
    <message>
        <source>the file holds more than %1 maps</source>
        <translation>le fichier contient plus de %1&#xa0;cartes</translation>
    </message>
    <message>
        <source>the maps of this file hold more than %1 tiles in all</source>
        <translation>les cartes de ce fichier contiennent plus de %1&#xa0;tuiles en tout</translation>
    </message>
    <message>
        <source>the file holds more than %1 elements</source>
        <translation>le fichier contient plus de %1&#xa0;éléments</translation>
    </message>
    <message>
        <source>the file is not well-formed XML (column %1)</source>
        <translation>le fichier n’est pas du XML bien formé (colonne %1)</translation>
    </message>
    <message>
        <source>the attribute “%1” is missing</source>
        <translation>l’attribut «&#xa0;%1&#xa0;» manque</translation>
    </message>
    <message>
        <source>%1=“%2” is not a number</source>
        <translation>%1=«&#xa0;%2&#xa0;» n’est pas un nombre</translation>
    </message>
    <message>
        <source>%1=“%2” is too far (at most %3)</source>
        <translation>%1=«&#xa0;%2&#xa0;» est trop loin (%3 au plus)</translation>
    </message>
    <message>
        <source>%1=“%2” is not a whole or half number (like 3 or 3.5)</source>
        <translation>%1=«&#xa0;%2&#xa0;» n’est ni un nombre entier ni un demi (comme 3 ou 3.5)</translation>
    </message>
    <message>
        <source>z=“%1” is not a level from 0 to %2</source>
        <translation>z=«&#xa0;%1&#xa0;» n’est pas un niveau de 0 à %2</translation>
    </message>
    <message>
        <source>%1 (%2) is beyond %3 (%4)</source>
        <translation>%1 (%2) est au-delà de %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source>this file holds %n maps; choose one of them: %1</source>
        <translation>
            <numerusform>ce fichier contient %n carte&#xa0;; choisissez-la&#xa0;: %1</numerusform>
            <numerusform>ce fichier contient %n cartes&#xa0;; choisissez-en une&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no map number %1 in this file; its maps: %2</source>
        <translation>ce fichier n’a pas de carte numéro %1&#xa0;; ses cartes&#xa0;: %2</translation>
    </message>
    <message>
        <source>there is no map named “%1” in this file; its maps: %2</source>
        <translation>ce fichier n’a pas de carte nommée «&#xa0;%1&#xa0;»&#xa0;; ses cartes&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>map at line %1</source>
        <translation>carte de la ligne %1</translation>
    </message>
</context>
<context>
    <name>FirstBoardHelp</name>
    <message>
        <source>A helping hand on your first board: these two tiles are free and alike. Take them, then look for the next pair.</source>
        <translation>Un coup de pouce pour votre premier plateau&#xa0;: ces deux tuiles sont libres et identiques. Prenez-les, puis cherchez la paire suivante.</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;3D, Lit from the Top Left</source>
        <extracomment>The viewing angles (``Settings.view_angle``) and their menu texts.</extracomment>
        <translation>&amp;3D, éclairé d’en haut à gauche</translation>
    </message>
    <message>
        <source>&amp;Flat, Every Free Face in Full</source>
        <translation>À &amp;plat, chaque tuile libre vue en entier</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Start a new game: layout, difficulty, number</source>
        <translation>Commencer une nouvelle partie&#xa0;: disposition, difficulté, numéro</translation>
    </message>
    <message>
        <source>&amp;Ways to Play…</source>
        <translation>&amp;Façons de jouer…</translation>
    </message>
    <message>
        <source>Daily challenge, campaign, challenge, zen, race against the CPU</source>
        <translation>Défi quotidien, campagne, défi, zen, course contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Play the same deal again from the start</source>
        <translation>Rejouer la même donne depuis le début</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back the last pair</source>
        <translation>Reprendre la dernière paire</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Ré&amp;tablir</translation>
    </message>
    <message>
        <source>Play the pair taken back again</source>
        <translation>Rejouer la paire reprise</translation>
    </message>
    <message>
        <source>&amp;Back to a Winnable Position</source>
        <translation>Re&amp;venir à une position gagnable</translation>
    </message>
    <message>
        <source>Take back moves down to the last position that can still be won</source>
        <translation>Annuler les coups jusqu’à la dernière position qui peut encore être gagnée</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show a pair that keeps the game winnable</source>
        <translation>Montrer une paire qui garde la partie gagnable</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>&amp;Mélanger</translation>
    </message>
    <message>
        <source>Redistribute the remaining tiles</source>
        <translation>Redistribuer les tuiles restantes</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Démo</translation>
    </message>
    <message>
        <source>Watch the solver play this deal to the end (it does not count)</source>
        <translation>Regarder le solveur jouer cette donne jusqu&apos;au bout (elle ne compte pas)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Hide the tiles and stop the clock</source>
        <translation>Cacher les tuiles et arrêter le chrono</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Vue d’ensemble</translation>
    </message>
    <message>
        <source>Fit the whole layout in the window</source>
        <translation>Montrer toute la disposition dans la fenêtre</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Shade &amp;Blocked Tiles</source>
        <translation>Assombrir les tuiles &amp;bloquées</translation>
    </message>
    <message>
        <source>Darken the tiles that cannot be taken now</source>
        <translation>Assombrir les tuiles qu’on ne peut pas prendre maintenant</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Personal &amp;Records…</source>
        <translation>&amp;Records personnels…</translation>
    </message>
    <message>
        <source>Best times, best scores, games played and won</source>
        <translation>Meilleurs temps, meilleurs scores, parties jouées et gagnées</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>Games played and won, times and streaks, per mode and layout</source>
        <translation>Parties jouées et gagnées, temps et séries, par mode et disposition</translation>
    </message>
    <message>
        <source>&amp;Give Up</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Give up the race</source>
        <translation>Abandonner la course</translation>
    </message>
    <message>
        <source>&amp;Rules and Tiles</source>
        <translation>&amp;Règles et tuiles</translation>
    </message>
    <message>
        <source>How to play, and every tile</source>
        <translation>Comment jouer, et toutes les tuiles</translation>
    </message>
    <message>
        <source>&amp;About Mahjong Qt</source>
        <translation>À &amp;propos de Mahjong Qt</translation>
    </message>
    <message>
        <source>About Mahjong Qt</source>
        <translation>À propos de Mahjong Qt</translation>
    </message>
    <message>
        <source>Open the &amp;Layout Editor</source>
        <translation>Ouvrir l’éditeur de &amp;dispositions</translation>
    </message>
    <message>
        <source>Start the layout editor (on this layout when it is one of yours)</source>
        <translation>Lancer l’éditeur de dispositions (sur cette disposition quand c’est l’une des vôtres)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Quit Mahjong Qt</source>
        <translation>Quitter Mahjong Qt</translation>
    </message>
    <message>
        <source>The demo&apos;s pace: %1</source>
        <translation>Allure de la démo&#xa0;: %1</translation>
    </message>
    <message>
        <source>Viewing angle: %1</source>
        <translation>Angle de vue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
</context>
<context>
    <name>GameMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Coups</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barre d’outils</translation>
    </message>
    <message>
        <source>Demo &amp;Pace</source>
        <translation>&amp;Allure de la démo</translation>
    </message>
    <message>
        <source>Viewing &amp;Angle</source>
        <translation>&amp;Angle de vue</translation>
    </message>
</context>
<context>
    <name>GameReviewer</name>
    <message>
        <source>Re&amp;view the Game…</source>
        <translation>&amp;Bilan de la partie…</translation>
    </message>
    <message>
        <source>Where the lost game could last be won, and the move that lost it</source>
        <translation>Jusqu’où la partie perdue pouvait être gagnée, et le coup qui l’a perdue</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message numerus="yes">
        <source>%n move(s) taken back: this position can be won.</source>
        <translation>
            <numerusform>%n coup annulé&#xa0;: cette position peut être gagnée.</numerusform>
            <numerusform>%n coups annulés&#xa0;: cette position peut être gagnée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) taken back.</source>
        <translation>
            <numerusform>%n coup annulé.</numerusform>
            <numerusform>%n coups annulés.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hints left in this game.</source>
        <translation>Plus aucun indice dans cette partie.</translation>
    </message>
    <message>
        <source>Looking for a safe pair…</source>
        <translation>Recherche d’une paire sûre…</translation>
    </message>
    <message>
        <source>This position can no longer be won: go back to a winnable position (Move menu), or shuffle.</source>
        <translation>Cette position ne peut plus être gagnée&#xa0;: revenez à une position gagnable (menu Coups), ou mélangez.</translation>
    </message>
    <message>
        <source>There is no free pair: undo, or shuffle.</source>
        <translation>Aucune paire libre&#xa0;: annulez ou mélangez.</translation>
    </message>
    <message>
        <source>This pair is legal, but not proven to keep the game winnable.</source>
        <translation>Cette paire est permise, mais rien ne prouve qu’elle garde la partie gagnable.</translation>
    </message>
    <message>
        <source>This pair keeps the game winnable: the solver proved it.</source>
        <translation>Cette paire garde la partie gagnable&#xa0;: le solveur l’a prouvé.</translation>
    </message>
    <message>
        <source>No shuffles left in this game.</source>
        <translation>Plus aucun mélange dans cette partie.</translation>
    </message>
    <message>
        <source>No arrangement of the remaining tiles can be won: undo, or start a new game.</source>
        <translation>Aucune disposition des tuiles restantes ne peut être gagnée&#xa0;: annulez ou commencez une nouvelle partie.</translation>
    </message>
    <message>
        <source>No winnable arrangement was found in time.</source>
        <translation>Aucune disposition gagnable n’a été trouvée à temps.</translation>
    </message>
    <message>
        <source>Tiles shuffled.</source>
        <translation>Tuiles mélangées.</translation>
    </message>
    <message>
        <source>The board is cleared again: this game was already counted.</source>
        <translation>Le plateau est de nouveau vide&#xa0;: cette partie a déjà été comptée.</translation>
    </message>
    <message>
        <source>This position can no longer be won, although pairs remain: go back to a winnable position (Move menu), or shuffle.</source>
        <translation>Cette position ne peut plus être gagnée, même s’il reste des paires&#xa0;: revenez à une position gagnable (menu Coups), ou mélangez.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>La partie n’a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>GameStarter</name>
    <message>
        <source>The saved game could not be restored (%1); it was kept as %2.</source>
        <translation>La partie enregistrée n’a pas pu être reprise (%1)&#xa0;; elle a été conservée sous le nom %2.</translation>
    </message>
    <message>
        <source>No winnable deal can be made on this layout: %1</source>
        <translation>Aucune donne gagnable ne peut être faite sur cette disposition&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game could not be dealt: %1</source>
        <translation>La partie n’a pas pu être distribuée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>HintAid</name>
    <message numerus="yes">
        <source>%n pair(s) of free tiles on the board: look for two alike, each with nothing on it and its left or right side open. Hint again shows one.</source>
        <translation>
            <numerusform>%n paire de tuiles libres sur le plateau&#xa0;: cherchez deux tuiles identiques, chacune sans rien dessus et avec son côté gauche ou droit dégagé. Un nouvel indice en montre une.</numerusform>
            <numerusform>%n paires de tuiles libres sur le plateau&#xa0;: cherchez deux tuiles identiques, chacune sans rien dessus et avec son côté gauche ou droit dégagé. Un nouvel indice en montre une.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintPreferences</name>
    <message>
        <source>Shows a pair at once</source>
        <translation>Montre une paire tout de suite</translation>
    </message>
    <message>
        <source>Explains first, shows a pair only on request</source>
        <translation>Explique d’abord, ne montre une paire que sur demande</translation>
    </message>
    <message>
        <source>Explanatory aid: a hint says why its pair is safe, and what to look for</source>
        <translation>Aide explicative&#xa0;: un indice dit pourquoi sa paire est sûre, et quoi chercher</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>Indice&#xa0;:</translation>
    </message>
</context>
<context>
    <name>LayoutBrowser</name>
    <message>
        <source>Search by name</source>
        <translation>Chercher par nom</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Difficulty (easiest first)</source>
        <translation>Difficulté (les plus faciles d’abord)</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Jouées récemment</translation>
    </message>
    <message>
        <source>All layouts</source>
        <translation>Toutes les dispositions</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>Pas encore jouées</translation>
    </message>
    <message>
        <source>Not won yet</source>
        <translation>Pas encore gagnées</translation>
    </message>
    <message>
        <source>Hidden layouts</source>
        <translation>Dispositions masquées</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>Dispositions</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Measure Difficulty</source>
        <translation>Mesurer la difficulté</translation>
    </message>
    <message>
        <source>Deal random games and let the solver decide each (in the background).</source>
        <translation>Distribue des parties au hasard et laisse le solveur trancher chacune (en arrière-plan).</translation>
    </message>
    <message numerus="yes">
        <source>Could not read %n file(s)…</source>
        <translation>
            <numerusform>Impossible de lire %n fichier…</numerusform>
            <numerusform>Impossible de lire %n fichiers…</numerusform>
        </translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Trier</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>A&amp;fficher&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Sort:</source>
        <translation>&amp;Trier&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s)</source>
        <translation>
            <numerusform>%n disposition</numerusform>
            <numerusform>%n dispositions</numerusform>
        </translation>
    </message>
    <message>
        <source>Show Again</source>
        <translation>Afficher à nouveau</translation>
    </message>
    <message>
        <source>Stop Measuring</source>
        <translation>Arrêter la mesure</translation>
    </message>
    <message numerus="yes">
        <source>Measuring “%1” on %n random deal(s)…</source>
        <translation>
            <numerusform>Mesure de «&#xa0;%1&#xa0;» sur %n donne au hasard…</numerusform>
            <numerusform>Mesure de «&#xa0;%1&#xa0;» sur %n donnes au hasard…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measuring “%1”: %2 of %n deal(s)…</source>
        <translation>
            <numerusform>Mesure de «&#xa0;%1&#xa0;»&#xa0;: %2 sur %n donne…</numerusform>
            <numerusform>Mesure de «&#xa0;%1&#xa0;»&#xa0;: %2 sur %n donnes…</numerusform>
        </translation>
    </message>
    <message>
        <source>Difficulty measured.</source>
        <translation>Difficulté mesurée.</translation>
    </message>
    <message>
        <source>The measure was stopped.</source>
        <translation>La mesure a été arrêtée.</translation>
    </message>
    <message>
        <source>Files That Could Not Be Read</source>
        <translation>Fichiers illisibles</translation>
    </message>
    <message>
        <source>These files hold no layout that can be played:</source>
        <translation>Ces fichiers ne contiennent aucune disposition jouable&#xa0;:</translation>
    </message>
</context>
<context>
    <name>LayoutBrowserDialog</name>
    <message>
        <source>Layouts</source>
        <translation>Dispositions</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>LayoutTexts</name>
    <message>
        <source>Mahjong Qt</source>
        <translation>Mahjong Qt</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Les miennes</translation>
    </message>
    <message>
        <source>From KMahjongg</source>
        <translation>De KMahjongg</translation>
    </message>
    <message>
        <source>From GNOME Mahjongg</source>
        <translation>De GNOME Mahjongg</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importée</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>les miens</translation>
    </message>
    <message>
        <source>KMahjongg</source>
        <translation>KMahjongg</translation>
    </message>
    <message>
        <source>GNOME Mahjongg</source>
        <translation>GNOME Mahjongg</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importé</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Very hard</source>
        <translation>Très difficile</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tuile</numerusform>
            <numerusform>%n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n niveau</numerusform>
            <numerusform>%n niveaux</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ Won · best %1</source>
        <translation>✓ Gagnée · record %1</translation>
    </message>
    <message>
        <source>✓ Won</source>
        <translation>✓ Gagnée</translation>
    </message>
    <message>
        <source>Played, not won</source>
        <translation>Jouée, pas gagnée</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>Pas encore jouée</translation>
    </message>
    <message>
        <source>Difficulty not measured</source>
        <translation>Difficulté non mesurée</translation>
    </message>
    <message>
        <source>%1 (random play wins %2 %)</source>
        <translation>%1 (le jeu au hasard gagne %2&#xa0;%)</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <source>“%1”: its difficulty is not measured yet (Measure Difficulty deals random games and lets the solver decide each).</source>
        <translation>« %1 »&#xa0;: sa difficulté n’est pas encore mesurée (Mesurer la difficulté distribue des donnes au hasard et laisse le solveur trancher chacune).</translation>
    </message>
    <message numerus="yes">
        <source>“%1”: a player who takes random free pairs wins %2 % of the time (on %n random deal(s)); the lower, the harder.</source>
        <translation>
            <numerusform>« %1 »&#xa0;: qui prend des paires libres au hasard gagne %2&#xa0;% du temps (sur %n donne au hasard)&#xa0;; plus c’est bas, plus c’est difficile.</numerusform>
            <numerusform>« %1 »&#xa0;: qui prend des paires libres au hasard gagne %2&#xa0;% du temps (sur %n donnes au hasard)&#xa0;; plus c’est bas, plus c’est difficile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its difficulty has not been measured yet.</source>
        <translation>Sa difficulté n’a pas encore été mesurée.</translation>
    </message>
    <message>
        <source>%1 % of random deals can be won (95 % interval %2–%3 %, %4 deals).</source>
        <translation>%1&#xa0;% des donnes au hasard peuvent être gagnées (intervalle à 95&#xa0;%&#xa0;: %2 à %3&#xa0;%, %4 donnes).</translation>
    </message>
    <message>
        <source>A player taking random pairs wins %1 % of its normal deals.</source>
        <translation>Un joueur qui prend des paires au hasard gagne %1&#xa0;% de ses donnes normales.</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>(you)</source>
        <translation>(vous)</translation>
    </message>
    <message>
        <source>%1 of %2 seats taken</source>
        <translation>%1 places prises sur %2</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Absent</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Pas prêt</translation>
    </message>
    <message>
        <source>Waiting for every player to be ready.</source>
        <translation>En attente que tous les joueurs soient prêts.</translation>
    </message>
    <message>
        <source>The host starts the race when everyone is ready.</source>
        <translation>L’hôte lance la course quand tout le monde est prêt.</translation>
    </message>
    <message>
        <source>Room code: %1</source>
        <translation>Code du salon&#xa0;: %1</translation>
    </message>
    <message>
        <source>Others join at %1 with this code.</source>
        <translation>Les autres rejoignent à l’adresse %1 avec ce code.</translation>
    </message>
    <message>
        <source>Others join on the same server with this code.</source>
        <translation>Les autres rejoignent le même serveur avec ce code.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Only the host changes the settings.</source>
        <translation>Seul l’hôte modifie les réglages.</translation>
    </message>
    <message>
        <source>&amp;Ready</source>
        <translation>P&amp;rêt</translation>
    </message>
    <message>
        <source>Add a C&amp;PU</source>
        <translation>Ajouter un &amp;ordinateur</translation>
    </message>
    <message>
        <source>Re&amp;move CPU</source>
        <translation>R&amp;etirer l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;Start the Race</source>
        <translation>&amp;Lancer la course</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>R&amp;atings…</source>
        <translation>Cl&amp;assement…</translation>
    </message>
</context>
<context>
    <name>LostBanner</name>
    <message>
        <source>This position can no longer be won: no order of moves clears the board.</source>
        <translation>Cette position ne peut plus être gagnée&#xa0;: aucun ordre de coups ne vide le plateau.</translation>
    </message>
    <message numerus="yes">
        <source>Back %n Move(s) to a Winnable Position</source>
        <translation>
            <numerusform>Revenir à une position gagnable (%n coup)</numerusform>
            <numerusform>Revenir à une position gagnable (%n coups)</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Bilan</translation>
    </message>
    <message>
        <source>Where the game could last be won, and the move that lost it</source>
        <translation>Jusqu’où la partie pouvait être gagnée, et le coup qui l’a perdue</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Masquer ce message</translation>
    </message>
    <message>
        <source>The game can no longer be won</source>
        <translation>La partie ne peut plus être gagnée</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>This layout cannot be played: %1</source>
        <translation>Cette disposition ne peut pas être jouée&#xa0;: %1</translation>
    </message>
    <message>
        <source>There is no layout named “%1”.</source>
        <translation>Aucune disposition ne s’appelle « %1 ».</translation>
    </message>
    <message>
        <source>Every tile left is free: the last pairs go by themselves.</source>
        <translation>Toutes les tuiles restantes sont libres&#xa0;: les dernières paires partent d’elles-mêmes.</translation>
    </message>
    <message>
        <source>Time&apos;s up!</source>
        <translation>Temps écoulé&#xa0;!</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>the file does not hold what was expected</source>
        <translation>le fichier ne contient pas ce qui était attendu</translation>
    </message>
    <message>
        <source>the file belongs to another program</source>
        <translation>le fichier appartient à un autre programme</translation>
    </message>
    <message>
        <source>the file was written by a newer version</source>
        <translation>le fichier a été écrit par une version plus récente</translation>
    </message>
    <message>
        <source>its layout has changed since</source>
        <translation>sa disposition a changé depuis</translation>
    </message>
    <message>
        <source>its layout can no longer be found</source>
        <translation>sa disposition est introuvable</translation>
    </message>
    <message>
        <source>its moves do not replay</source>
        <translation>ses coups ne peuvent pas être rejoués</translation>
    </message>
    <message>
        <source>the file could not be upgraded</source>
        <translation>le fichier n’a pas pu être mis à jour</translation>
    </message>
    <message>
        <source>the file could not be used</source>
        <translation>le fichier n’a pas pu être utilisé</translation>
    </message>
    <message>
        <source>This tile is covered by %1.</source>
        <translation>Cette tuile est couverte par une autre&#xa0;: %1.</translation>
    </message>
    <message>
        <source>This tile is covered by %1 tiles: %2.</source>
        <translation>Cette tuile est couverte par %1 tuiles&#xa0;: %2.</translation>
    </message>
    <message>
        <source>This tile is blocked on its left by %1 and on its right by %2.</source>
        <translation>Cette tuile est bloquée à gauche par %1 et à droite par %2.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
</context>
<context>
    <name>ModalWatch</name>
    <message>
        <source>%1 — the clock keeps running</source>
        <translation>%1 — le chrono continue de tourner</translation>
    </message>
</context>
<context>
    <name>ModeBook</name>
    <message numerus="yes">
        <source>%n entries of the progress could not be used and were left out; the others are kept (the file as it was is kept as %1).</source>
        <translation>
            <numerusform>%n entrée de la progression n’a pas pu être lue et a été laissée de côté ; les autres sont gardées (le fichier tel qu’il était est gardé sous le nom %1).</numerusform>
            <numerusform>%n entrées de la progression n’ont pas pu être lues et ont été laissées de côté ; les autres sont gardées (le fichier tel qu’il était est gardé sous le nom %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>The progress file was damaged and has been set aside; it starts anew.</source>
        <translation>Le fichier de progression était endommagé et a été mis de côté&#xa0;; la progression repart de zéro.</translation>
    </message>
    <message>
        <source>The progress could not be saved: %1</source>
        <translation>La progression n&apos;a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ModeController</name>
    <message>
        <source>Daily challenge of %1 done!</source>
        <translation>Défi quotidien du %1 réussi&#xa0;!</translation>
    </message>
    <message>
        <source>Level %1 is open!</source>
        <translation>Le niveau %1 est ouvert&#xa0;!</translation>
    </message>
</context>
<context>
    <name>ModeTexts</name>
    <message>
        <source>Campaign level %1</source>
        <translation>Campagne, niveau %1</translation>
    </message>
    <message>
        <source>Race: %1</source>
        <translation>Course&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Zen: Choose a Layout</source>
        <translation>Zen&#xa0;: choisir une disposition</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation>%1 ne peut pas être utilisé&#xa0;: %2</translation>
    </message>
    <message>
        <source>The same layout, number and difficulty give the same deal everywhere.</source>
        <translation>La même disposition, le même numéro et la même difficulté donnent la même donne partout.</translation>
    </message>
    <message>
        <source>Layout Folder…</source>
        <translation>Dossier de dispositions…</translation>
    </message>
    <message>
        <source>A folder of .lay, .layout and .map files to play, read where they are</source>
        <translation>Un dossier de fichiers .lay, .layout et .map à jouer, lus là où ils sont</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Difficulté&#xa0;:</translation>
    </message>
    <message>
        <source>Game number:</source>
        <translation>Numéro de partie&#xa0;:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>Disposition&#xa0;:</translation>
    </message>
    <message>
        <source>Choose a Folder of Layouts</source>
        <translation>Choisir un dossier de dispositions</translation>
    </message>
    <message>
        <source>This layout can no longer be read: %1</source>
        <translation>Cette disposition ne peut plus être lue&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>OnlineRaceScreen</name>
    <message>
        <source>Could not save your race details: %1</source>
        <translation>Impossible d’enregistrer vos informations de course&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not open a room: %1</source>
        <translation>Impossible d’ouvrir un salon&#xa0;: %1</translation>
    </message>
    <message>
        <source>Connection lost: taking your place back…</source>
        <translation>Connexion perdue&#xa0;: reprise de votre place…</translation>
    </message>
    <message>
        <source>Winner&apos;s handicap: your board is %1.</source>
        <translation>Handicap du gagnant&#xa0;: votre plateau est de niveau %1.</translation>
    </message>
    <message>
        <source>Shuffle penalty: %1 s</source>
        <translation>Pénalité de mélange&#xa0;: %1&#xa0;s</translation>
    </message>
    <message>
        <source>Get ready: the faces show at go.</source>
        <translation>Préparez-vous&#xa0;: les faces apparaissent au signal.</translation>
    </message>
    <message>
        <source>Go!</source>
        <translation>Partez&#xa0;!</translation>
    </message>
</context>
<context>
    <name>PlayAids</name>
    <message>
        <source>No known winning line from here: the demo plays the deal from its start.</source>
        <translation>Aucune suite gagnante connue d&apos;ici&#xa0;: la démo joue la donne depuis le début.</translation>
    </message>
    <message>
        <source>Demo: the solver plays this deal. It does not count as a game.</source>
        <translation>Démo&#xa0;: le solveur joue cette donne. Elle ne compte pas comme une partie.</translation>
    </message>
    <message>
        <source>The demo cleared the board. Press D to go back to your game.</source>
        <translation>La démo a vidé le plateau. Appuyez sur D pour revenir à votre partie.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Flowers and seasons (any flower matches any flower)</source>
        <translation>Fleurs et saisons (toute fleur va avec toute fleur)</translation>
    </message>
    <message>
        <source>Identical flowers and seasons (each matches only its copy)</source>
        <translation>Fleurs et saisons identiques (chacune ne va qu’avec sa copie)</translation>
    </message>
    <message>
        <source>No flowers or seasons (136 tiles)</source>
        <translation>Sans fleurs ni saisons (136 tuiles)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Very large</source>
        <translation>Très grande</translation>
    </message>
    <message>
        <source>As the system says</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Reduced: no fading or shaking tiles</source>
        <translation>Réduits&#xa0;: les tuiles ne s’estompent ni ne tremblent</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Complets</translation>
    </message>
    <message>
        <source>Like the system (light or dark)</source>
        <translation>Comme le système (clair ou sombre)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Tout de suite</translation>
    </message>
    <message>
        <source>Only when no pair is left</source>
        <translation>Seulement quand il ne reste plus aucune paire</translation>
    </message>
    <message>
        <source>Never: I want to find out myself</source>
        <translation>Jamais&#xa0;: je préfère m&apos;en rendre compte moi-même</translation>
    </message>
    <message>
        <source>3D, lit from the top left</source>
        <translation>3D, éclairé d’en haut à gauche</translation>
    </message>
    <message>
        <source>Flat: every free tile&apos;s face in full</source>
        <translation>À plat&#xa0;: chaque tuile libre vue en entier</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>%1 (KMahjongg)</source>
        <translation>%1 (KMahjongg)</translation>
    </message>
    <message>
        <source>None, the colour only</source>
        <translation>Aucune, la couleur seule</translation>
    </message>
    <message>
        <source>Shade the tiles that cannot be taken</source>
        <translation>Assombrir les tuiles qu’on ne peut pas prendre</translation>
    </message>
    <message>
        <source>Small index in the corner of each tile</source>
        <translation>Petit repère dans le coin de chaque tuile</translation>
    </message>
    <message>
        <source>Large print: the largest index, in bold</source>
        <translation>Gros caractères&#xa0;: le plus grand index, en gras</translation>
    </message>
    <message>
        <source>Show what is left of each face and the removed pairs beside the board</source>
        <translation>Afficher à côté du plateau ce qui reste de chaque face et les paires retirées</translation>
    </message>
    <message>
        <source>Take the last pairs by themselves when every tile left is free</source>
        <translation>Retirer les dernières paires d’elles-mêmes quand toutes les tuiles restantes sont libres</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Thème&#xa0;:</translation>
    </message>
    <message>
        <source>Tile style:</source>
        <translation>Style des tuiles&#xa0;:</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Couleur de la table&#xa0;:</translation>
    </message>
    <message>
        <source>Table picture:</source>
        <translation>Image de la table&#xa0;:</translation>
    </message>
    <message>
        <source>Viewing angle:</source>
        <translation>Angle de vue&#xa0;:</translation>
    </message>
    <message>
        <source>Index size:</source>
        <translation>Taille de l’index&#xa0;:</translation>
    </message>
    <message>
        <source>Motion:</source>
        <translation>Animations&#xa0;:</translation>
    </message>
    <message>
        <source>Say when the game can no longer be won:</source>
        <translation>Prévenir quand la partie ne peut plus être gagnée&#xa0;:</translation>
    </message>
    <message>
        <source>Hints per game:</source>
        <translation>Indices par partie&#xa0;:</translation>
    </message>
    <message>
        <source>Shuffles per game:</source>
        <translation>Mélanges par partie&#xa0;:</translation>
    </message>
    <message>
        <source>Tile set:</source>
        <translation>Jeu de tuiles&#xa0;:</translation>
    </message>
    <message>
        <source>Difficulty of new games:</source>
        <translation>Difficulté des nouvelles parties&#xa0;:</translation>
    </message>
    <message>
        <source>Limits, tile set and difficulty apply from the next game.</source>
        <translation>Les limites, le jeu de tuiles et la difficulté s’appliquent à partir de la prochaine partie.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Raccourcis</translation>
    </message>
    <message>
        <source>Tile art by %1</source>
        <translation>Tuiles dessinées par %1</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Couleur de la table</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>Texts of Qt&apos;s own file dialog that Qt&apos;s French catalog (qtbase_fr) lacks in this Qt version: our catalog translates them in Qt&apos;s context, so &quot;Look in:&quot; is French too.</extracomment>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RaceHome</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Type the address of the host or the server.</source>
        <translation>Saisissez l’adresse de l’hôte ou du serveur.</translation>
    </message>
    <message>
        <source>Type the six-character room code the host gives you.</source>
        <translation>Saisissez le code du salon à six caractères que l’hôte vous donne.</translation>
    </message>
    <message>
        <source>%1&apos;s room — %2:%3</source>
        <translation>Salon de %1 — %2:%3</translation>
    </message>
    <message>
        <source>No room found on this network yet.</source>
        <translation>Aucun salon trouvé sur ce réseau pour l’instant.</translation>
    </message>
    <message>
        <source>&amp;Back to Room %1</source>
        <translation>Re&amp;venir au salon %1</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Course</translation>
    </message>
    <message>
        <source>From 1 to 20 players on the same deal: 3, 2, 1, and the faces show. The fastest to clear the board wins.</source>
        <translation>De 1 à 20 joueurs sur la même donne&#xa0;: 3, 2, 1, et les faces apparaissent. Le plus rapide à vider la pile gagne.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Host a Race on This Network</source>
        <translation>&amp;Héberger une course sur ce réseau</translation>
    </message>
    <message>
        <source>Players on your network find your room; anyone can join with your address and the room code.</source>
        <translation>Les joueurs de votre réseau trouvent votre salon&#xa0;; chacun peut le rejoindre avec votre adresse et le code du salon.</translation>
    </message>
    <message>
        <source>Join a Race</source>
        <translation>Rejoindre une course</translation>
    </message>
    <message>
        <source>Rooms &amp;found on this network:</source>
        <translation>Salons &amp;trouvés sur ce réseau&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>host, host:port or ws://…</source>
        <translation>hôte, hôte:port ou ws://…</translation>
    </message>
    <message>
        <source>Room co&amp;de:</source>
        <translation>Co&amp;de du salon&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>Open a Room on This &amp;Server</source>
        <translation>Ouvrir un &amp;salon sur ce serveur</translation>
    </message>
    <message>
        <source>Race the &amp;CPU</source>
        <translation>Course contre l’&amp;ordinateur</translation>
    </message>
</context>
<context>
    <name>RacePanel</name>
    <message>
        <source>Race: %1</source>
        <translation>Course&#xa0;: %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>CPU (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>L&apos;ordinateur</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Votre progression</translation>
    </message>
    <message>
        <source>The CPU&apos;s progress</source>
        <translation>La progression de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>The CPU&apos;s board</source>
        <translation>Le plateau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>The CPU&apos;s board: the tiles it has left</source>
        <translation>Le plateau de l&apos;ordinateur&#xa0;: les tuiles qui lui restent</translation>
    </message>
</context>
<context>
    <name>RaceResultDialog</name>
    <message>
        <source>Race Result</source>
        <translation>Résultat de la course</translation>
    </message>
    <message>
        <source>You win the race!</source>
        <translation>Vous gagnez la course&#xa0;!</translation>
    </message>
    <message>
        <source>The CPU wins.</source>
        <translation>L&apos;ordinateur gagne.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>gave up</source>
        <translation>abandon</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>non terminé</translation>
    </message>
    <message>
        <source>New personal record on this level!</source>
        <translation>Nouveau record personnel à ce niveau&#xa0;!</translation>
    </message>
    <message>
        <source>Personal record: %1</source>
        <translation>Record personnel&#xa0;: %1</translation>
    </message>
    <message>
        <source>Race Again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Another Race…</source>
        <translation>Autre course…</translation>
    </message>
    <message>
        <source>Review My Game</source>
        <translation>Bilan de ma partie</translation>
    </message>
</context>
<context>
    <name>RaceSetupDialog</name>
    <message>
        <source>Race Against the CPU</source>
        <translation>Course contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>You and the computer play the same deal. The tiles stay hidden through 3, 2, 1; then the first to clear the board wins.</source>
        <translation>Vous et l&apos;ordinateur jouez la même donne. Les tuiles restent cachées pendant 3, 2, 1&#xa0;; puis le premier qui vide son plateau gagne.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>%1 — about %2 tiles</source>
        <translation>%1 — environ %2 tuiles</translation>
    </message>
    <message>
        <source>(record %1)</source>
        <translation>(record %1)</translation>
    </message>
    <message>
        <source>CPU strength</source>
        <translation>Force de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>%1 — a pair every %2 s</source>
        <translation>%1 — une paire toutes les %2 s</translation>
    </message>
    <message>
        <source>makes mistakes</source>
        <translation>fait des erreurs</translation>
    </message>
    <message>
        <source>Start the Race</source>
        <translation>Lancer la course</translation>
    </message>
</context>
<context>
    <name>RaceStripView</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>%1. %2 %3 %</source>
        <translation>%1. %2 %3&#xa0;%</translation>
    </message>
    <message>
        <source>You: %1, %2 %</source>
        <translation>Vous&#xa0;: %1, %2&#xa0;%</translation>
    </message>
    <message>
        <source>%1 left — the CPU plays their seat</source>
        <translation>%1 est parti — le CPU joue à sa place</translation>
    </message>
    <message>
        <source>%1 left the room</source>
        <translation>%1 a quitté le salon</translation>
    </message>
    <message>
        <source>No move in time: you are out of this round</source>
        <translation>Aucun coup à temps&#xa0;: vous êtes hors de cette manche</translation>
    </message>
    <message>
        <source>%1 made no move in time — out of the round</source>
        <translation>%1 n’a pas joué à temps — hors de la manche</translation>
    </message>
    <message>
        <source>You are now the host</source>
        <translation>Vous êtes maintenant l’hôte</translation>
    </message>
    <message>
        <source>%1 is now the host</source>
        <translation>%1 est maintenant l’hôte</translation>
    </message>
    <message>
        <source>Move within %1 s</source>
        <translation>Jouez d’ici %1 s</translation>
    </message>
    <message>
        <source>&amp;Hint (%1)</source>
        <translation>&amp;Indice (%1)</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1)</source>
        <translation>&amp;Mélanger (%1)</translation>
    </message>
    <message>
        <source>&amp;Give Up</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Race standings</source>
        <translation>Classement de la course</translation>
    </message>
</context>
<context>
    <name>RaceTexts</name>
    <message>
        <source>The race has not started.</source>
        <translation>La course n’a pas commencé.</translation>
    </message>
    <message>
        <source>Your race is over.</source>
        <translation>Votre course est terminée.</translation>
    </message>
    <message>
        <source>Shuffle penalty: the tiles cannot be touched yet.</source>
        <translation>Pénalité de mélange&#xa0;: les tuiles ne peuvent pas encore être touchées.</translation>
    </message>
    <message>
        <source>The CPU is playing for you.</source>
        <translation>L’ordinateur joue à votre place.</translation>
    </message>
    <message>
        <source>That tile is no longer on the board.</source>
        <translation>Cette tuile n’est plus sur le plateau.</translation>
    </message>
    <message>
        <source>A pair needs two different tiles.</source>
        <translation>Une paire demande deux tuiles différentes.</translation>
    </message>
    <message>
        <source>That tile is not free.</source>
        <translation>Cette tuile n’est pas libre.</translation>
    </message>
    <message>
        <source>These two tiles do not match.</source>
        <translation>Ces deux tuiles ne sont pas identiques.</translation>
    </message>
    <message>
        <source>No shuffles left: you can only give up.</source>
        <translation>Plus de mélange&#xa0;: vous ne pouvez qu’abandonner.</translation>
    </message>
    <message>
        <source>A pair is still free: shuffle only when stuck.</source>
        <translation>Une paire est encore libre&#xa0;: on ne mélange que bloqué.</translation>
    </message>
    <message>
        <source>These tiles cannot be shuffled into a winnable board.</source>
        <translation>Ces tuiles ne peuvent pas être mélangées en une pile résoluble.</translation>
    </message>
    <message>
        <source>No hints left.</source>
        <translation>Plus d’indice.</translation>
    </message>
    <message>
        <source>No pair is free: shuffle or give up.</source>
        <translation>Aucune paire libre&#xa0;: mélangez ou abandonnez.</translation>
    </message>
    <message>
        <source>No room has this code on that server.</source>
        <translation>Aucun salon n’a ce code sur ce serveur.</translation>
    </message>
    <message>
        <source>This room is full (20 players).</source>
        <translation>Ce salon est complet (20 joueurs).</translation>
    </message>
    <message>
        <source>Not now: a round is being played.</source>
        <translation>Pas maintenant&#xa0;: une manche est en cours.</translation>
    </message>
    <message>
        <source>Your place in that room is not kept any more.</source>
        <translation>Votre place dans ce salon n’est plus gardée.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Seul l’hôte peut faire cela.</translation>
    </message>
    <message>
        <source>Every player must be ready first.</source>
        <translation>Tous les joueurs doivent d’abord être prêts.</translation>
    </message>
    <message>
        <source>That server holds no more rooms.</source>
        <translation>Ce serveur n’accepte plus de salon.</translation>
    </message>
    <message>
        <source>Only the host&apos;s game can open rooms on that server.</source>
        <translation>Seul le jeu de l’hôte peut ouvrir des salons sur ce serveur.</translation>
    </message>
    <message>
        <source>Too many rooms opened from your address: try again later.</source>
        <translation>Trop de salons ouverts depuis votre adresse&#xa0;: réessayez plus tard.</translation>
    </message>
    <message>
        <source>Too many joins from your address: try again later.</source>
        <translation>Trop d’entrées depuis votre adresse&#xa0;: réessayez plus tard.</translation>
    </message>
    <message>
        <source>Too many wrong room codes from your address: try again later.</source>
        <translation>Trop de codes de salon erronés depuis votre adresse&#xa0;: réessayez plus tard.</translation>
    </message>
    <message>
        <source>That server runs another version of the race.</source>
        <translation>Ce serveur utilise une autre version de la course.</translation>
    </message>
    <message>
        <source>Too many messages: slow down.</source>
        <translation>Trop de messages&#xa0;: ralentissez.</translation>
    </message>
    <message>
        <source>The server cannot be reached at that address.</source>
        <translation>Le serveur est injoignable à cette adresse.</translation>
    </message>
    <message>
        <source>The connection to the server was lost.</source>
        <translation>La connexion au serveur a été perdue.</translation>
    </message>
    <message>
        <source>Your place was taken back from another window.</source>
        <translation>Votre place a été reprise depuis une autre fenêtre.</translation>
    </message>
    <message>
        <source>The server closed the silent connection.</source>
        <translation>Le serveur a fermé la connexion restée muette.</translation>
    </message>
    <message>
        <source>Nobody else is ready for the next round yet.</source>
        <translation>Personne d’autre n’est encore prêt pour la manche suivante.</translation>
    </message>
    <message>
        <source>That room has ended: open or join another one.</source>
        <translation>Ce salon est terminé&#xa0;: ouvrez-en ou rejoignez-en un autre.</translation>
    </message>
    <message>
        <source>Your seat in that room was given up: you were away too long.</source>
        <translation>Votre place dans ce salon a été libérée&#xa0;: vous êtes resté absent trop longtemps.</translation>
    </message>
    <message>
        <source>The room has ended: the host&apos;s game closed it.</source>
        <translation>Le salon est terminé&#xa0;: le jeu de l’hôte l’a fermé.</translation>
    </message>
    <message>
        <source>The room has ended: the server was stopped.</source>
        <translation>Le salon est terminé&#xa0;: le serveur a été arrêté.</translation>
    </message>
    <message>
        <source>The room has ended: no player was left in it.</source>
        <translation>Le salon est terminé&#xa0;: il n’y restait plus aucun joueur.</translation>
    </message>
    <message>
        <source>The room has ended: nobody was connected to it.</source>
        <translation>Le salon est terminé&#xa0;: plus personne n’y était connecté.</translation>
    </message>
    <message>
        <source>The room has ended: it failed on the server.</source>
        <translation>Le salon est terminé&#xa0;: il a échoué sur le serveur.</translation>
    </message>
    <message>
        <source>The server refused that (%1).</source>
        <translation>Le serveur a refusé (%1).</translation>
    </message>
    <message>
        <source>No target time</source>
        <translation>Sans temps cible</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1&#xa0;min</translation>
    </message>
    <message>
        <source>%1 (+%2 over)</source>
        <translation>%1 (+%2 de dépassement)</translation>
    </message>
</context>
<context>
    <name>RaceTitle</name>
    <message>
        <source>Race — Mahjong Qt</source>
        <translation>Course — Mahjong Qt</translation>
    </message>
</context>
<context>
    <name>RatingsDialog</name>
    <message>
        <source>Ratings on This Server</source>
        <translation>Classement de ce serveur</translation>
    </message>
    <message>
        <source>The &amp;best players:</source>
        <translation>Les &amp;meilleurs joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>Rated games</source>
        <translation>Parties classées</translation>
    </message>
    <message>
        <source>Asking the server…</source>
        <translation>Interrogation du serveur…</translation>
    </message>
    <message>
        <source>You have no rated round on this server yet.</source>
        <translation>Vous n’avez encore aucune manche classée sur ce serveur.</translation>
    </message>
    <message numerus="yes">
        <source>Your rating: %1 (%n rated game(s))</source>
        <translation>
            <numerusform>Votre cote&#xa0;: %1 (%n partie classée)</numerusform>
            <numerusform>Votre cote&#xa0;: %1 (%n parties classées)</numerusform>
        </translation>
    </message>
    <message>
        <source>No round has been rated on this server yet.</source>
        <translation>Aucune manche n’a encore été classée sur ce serveur.</translation>
    </message>
</context>
<context>
    <name>RecordsBook</name>
    <message numerus="yes">
        <source>%n records could not be used and were left out; the others are kept (the file as it was is kept as %1).</source>
        <translation>
            <numerusform>%n record n’a pas pu être lu et a été laissé de côté ; les autres sont gardés (le fichier tel qu’il était est gardé sous le nom %1).</numerusform>
            <numerusform>%n records n’ont pas pu être lus et ont été laissés de côté ; les autres sont gardés (le fichier tel qu’il était est gardé sous le nom %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>The records file was damaged and has been set aside; records start anew.</source>
        <translation>Le fichier des records était abîmé et a été mis de côté&#xa0;; les records repartent de zéro.</translation>
    </message>
    <message numerus="yes">
        <source>%n time totals of the statistics could not be used and were left out; the others are kept (the file as it was is kept as %1).</source>
        <translation>
            <numerusform>%n total de temps des statistiques n’a pas pu être lu et a été laissé de côté ; les autres sont gardés (le fichier tel qu’il était est gardé sous le nom %1).</numerusform>
            <numerusform>%n totaux de temps des statistiques n’ont pas pu être lus et ont été laissés de côté ; les autres sont gardés (le fichier tel qu’il était est gardé sous le nom %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file was damaged and has been set aside.</source>
        <translation>Le fichier des statistiques était endommagé et a été mis de côté.</translation>
    </message>
    <message>
        <source>The records could not be saved: %1</source>
        <translation>Les records n’ont pas pu être enregistrés&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>RecordsDialog</name>
    <message>
        <source>Personal Records</source>
        <translation>Records personnels</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Meilleur temps</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Étoiles</translation>
    </message>
    <message>
        <source>No game finished yet: your records will appear here.</source>
        <translation>Aucune partie terminée pour l’instant&#xa0;: vos records apparaîtront ici.</translation>
    </message>
</context>
<context>
    <name>ResultView</name>
    <message>
        <source>A round is being played without you: say Ready after it to play the next one.</source>
        <translation>Une manche se joue sans vous&#xa0;: dites Prêt après elle pour jouer la suivante.</translation>
    </message>
    <message>
        <source>Ready: %1.</source>
        <translation>Prêts&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Waiting for: %1.</source>
        <translation>En attente de&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Play Again starts with those ready; the others sit the round out.</source>
        <translation>Rejouer lance la manche avec ceux qui sont prêts&#xa0;; les autres la regardent passer.</translation>
    </message>
    <message>
        <source>Play Again is possible once someone is ready.</source>
        <translation>Rejouer est possible dès que quelqu’un est prêt.</translation>
    </message>
    <message>
        <source>The host starts the next round with those ready.</source>
        <translation>L’hôte lance la manche suivante avec ceux qui sont prêts.</translation>
    </message>
    <message>
        <source>⚑ faster than a person can play: not rated</source>
        <translation>⚑ plus rapide qu’un humain ne peut jouer&#xa0;: non classé</translation>
    </message>
    <message>
        <source>⚑ moves faster than a person can play: not rated</source>
        <translation>⚑ coups plus rapides qu’un humain ne peut jouer&#xa0;: non classé</translation>
    </message>
    <message>
        <source>no move in time</source>
        <translation>pas joué à temps</translation>
    </message>
    <message>
        <source>gave up</source>
        <translation>a abandonné</translation>
    </message>
    <message>
        <source>left (the CPU played)</source>
        <translation>parti (l’ordinateur a joué)</translation>
    </message>
    <message>
        <source>within the target</source>
        <translation>dans le temps cible</translation>
    </message>
    <message>
        <source>after the target</source>
        <translation>après le temps cible</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(vous)</translation>
    </message>
    <message>
        <source>(CPU)</source>
        <translation>(ordinateur)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Points (total)</source>
        <translation>Points (total)</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>You finished %1 of %2.</source>
        <translation>Vous terminez %1 sur %2.</translation>
    </message>
    <message>
        <source>This round was not rated.</source>
        <translation>Cette manche ne compte pas pour le classement Elo.</translation>
    </message>
    <message>
        <source>New personal record on this level: %1</source>
        <translation>Nouveau record personnel à ce niveau&#xa0;: %1</translation>
    </message>
    <message>
        <source>Personal record on this level: %1</source>
        <translation>Record personnel à ce niveau&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Rea&amp;dy</source>
        <translation>&amp;Prêt</translation>
    </message>
    <message>
        <source>R&amp;atings…</source>
        <translation>Cl&amp;assement…</translation>
    </message>
    <message>
        <source>Re&amp;view My Game</source>
        <translation>&amp;Bilan de ma partie</translation>
    </message>
    <message>
        <source>Where your round could last be won, and the move that lost it</source>
        <translation>Jusqu&apos;où votre manche pouvait encore être gagnée, et le coup qui l&apos;a perdue</translation>
    </message>
    <message>
        <source>The host starts the next round.</source>
        <translation>L’hôte lance la manche suivante.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>◀ Previous Move</source>
        <translation>◀ Coup précédent</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <source>The position one move earlier (Left)</source>
        <translation>La position un coup plus tôt (Gauche)</translation>
    </message>
    <message>
        <source>Next Move ▶</source>
        <translation>Coup suivant ▶</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>The position one move later (Right)</source>
        <translation>La position un coup plus tard (Droite)</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Reprendre d’ici</translation>
    </message>
    <message>
        <source>Go on with the game from the position shown (the moves after it are undone)</source>
        <translation>Reprendre la partie à la position affichée (les coups qui la suivent sont annulés)</translation>
    </message>
    <message>
        <source>The board at the position shown</source>
        <translation>Le plateau à la position montrée</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <source>This position can still be won: no move has lost the game.</source>
        <translation>Cette position peut encore être gagnée&#xa0;: aucun coup n’a perdu la partie.</translation>
    </message>
    <message>
        <source>This game could not be won from its start or its last shuffle: no single move lost it.</source>
        <translation>Cette partie ne pouvait pas être gagnée depuis son début ou son dernier mélange&#xa0;: aucun coup en particulier ne l’a perdue.</translation>
    </message>
    <message>
        <source>The solver could not decide in time where this game was lost. Try again later.</source>
        <translation>Le solveur n’a pas pu trouver à temps où cette partie a été perdue. Réessayez plus tard.</translation>
    </message>
    <message>
        <source>Winnable from the deal. The move that lost it: %1 (move 1).</source>
        <translation>Gagnable dès la donne. Le coup qui l’a perdue&#xa0;: %1 (coup 1).</translation>
    </message>
    <message>
        <source>Winnable until move %1. The move that lost it: %2 (move %3).</source>
        <translation>Gagnable jusqu’au coup %1. Le coup qui l’a perdue&#xa0;: %2 (coup %3).</translation>
    </message>
    <message>
        <source>The solver would have played %1 instead.</source>
        <translation>Le solveur aurait joué %1 à la place.</translation>
    </message>
    <message>
        <source>The deal, before any move</source>
        <translation>La donne, avant tout coup</translation>
    </message>
    <message>
        <source>After move %1 of %2</source>
        <translation>Après le coup %1 sur %2</translation>
    </message>
    <message>
        <source>The last position of the game.</source>
        <translation>La dernière position de la partie.</translation>
    </message>
    <message>
        <source>Next, the tiles were shuffled.</source>
        <translation>Ensuite, les tuiles ont été mélangées.</translation>
    </message>
    <message>
        <source>Next, the move that lost it: %1.</source>
        <translation>Ensuite, le coup qui l’a perdue&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Next move played: %1.</source>
        <translation>Coup joué ensuite&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The move that lost it: %1.</source>
        <translation>Le coup qui l’a perdue&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <translation>Ensuite&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The solver&apos;s pair: %1.</source>
        <translation>La paire du solveur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Game ▸ Review the Game shows the board then.</source>
        <translation>Partie ▸ Bilan de la partie montre le plateau à ce moment.</translation>
    </message>
    <message>
        <source>The solver replays your game to find the move that lost it…</source>
        <translation>Le solveur rejoue votre partie pour trouver le coup qui l’a perdue…</translation>
    </message>
    <message>
        <source>Review of the Game</source>
        <translation>Bilan de la partie</translation>
    </message>
    <message>
        <source>The move that lost it</source>
        <translation>Le coup qui l’a perdue</translation>
    </message>
    <message>
        <source>The solver&apos;s pair instead</source>
        <translation>La paire du solveur à la place</translation>
    </message>
    <message>
        <source>The next move played</source>
        <translation>Le coup joué ensuite</translation>
    </message>
</context>
<context>
    <name>RoomMemory</name>
    <message>
        <source>Your place in room %1 is not kept any more.</source>
        <translation>Votre place dans le salon %1 n’est plus gardée.</translation>
    </message>
    <message>
        <source>Room %1 ended with its host&apos;s game.</source>
        <translation>Le salon %1 a fermé avec le jeu de son hôte.</translation>
    </message>
    <message>
        <source>The server of room %1 cannot be reached now: try again later.</source>
        <translation>Le serveur du salon %1 est injoignable pour l’instant&#xa0;: réessayez plus tard.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules and Tiles</source>
        <translation>Règles et tuiles</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Mahjong solitaire&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Mahjong solitaire&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Remove the tiles from the board two by two: take a pair of matching &lt;b&gt;free&lt;/b&gt; tiles. You win when the board is empty.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Retirez les tuiles du plateau deux par deux&#xa0;: prenez une paire de tuiles &lt;b&gt;libres&lt;/b&gt; qui vont ensemble. Vous gagnez quand le plateau est vide.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Which tiles match&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Les tuiles qui vont ensemble&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;An ordinary tile matches only an identical tile: the same suit and number (bamboo, characters, dots), the same wind, the same dragon.&lt;/li&gt;&lt;li&gt;Any flower matches any flower, and any season matches any season; a flower never matches a season.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Une tuile ordinaire ne va qu’avec une tuile identique&#xa0;: même famille et même chiffre (Bambous, Caractères, Cercles), même vent, même dragon.&lt;/li&gt;&lt;li&gt;N’importe quelle fleur va avec n’importe quelle fleur, et n’importe quelle saison avec n’importe quelle saison&#xa0;; une fleur ne va jamais avec une saison.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;When a tile is free&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Quand une tuile est libre&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;No tile lies on it, not even partly;&lt;/li&gt;&lt;li&gt;and its left side or its right side is clear: no tile touches it on that side, on the same level.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The top and bottom edges do not count. Click a blocked tile and the status line says why.&lt;/p&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;Rien ne repose sur elle, même en partie&#xa0;;&lt;/li&gt;&lt;li&gt;et son côté gauche ou son côté droit est dégagé&#xa0;: aucune tuile ne la touche de ce côté, sur le même niveau.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Les bords haut et bas ne comptent pas. Cliquez sur une tuile bloquée&#xa0;: la ligne d’état dit pourquoi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Comment jouer&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every deal can be won from the start. Your own moves may still lead to a dead end, and the game tells you as soon as a position can no longer be won, even with pairs left: then go back to the last winnable position (Move menu), undo, or shuffle the remaining tiles (the shuffle keeps the game winnable). A hint shows a pair proven to keep the game winnable; press again for the next one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque donne peut être gagnée dès le départ. Vos propres coups peuvent pourtant mener à une impasse, et le jeu vous prévient dès qu’une position ne peut plus être gagnée, même s’il reste des paires&#xa0;: revenez alors à la dernière position gagnable (menu Coups), annulez, ou mélangez les tuiles restantes (le mélange garde la partie gagnable). Un indice montre une paire dont il est prouvé qu’elle garde la partie gagnable&#xa0;; appuyez encore pour la suivante.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After a lost game, &lt;b&gt;Game ▸ Review the Game&lt;/b&gt; says until which move it could be won and which move lost it, shows the board at that move with the pair the solver would have played instead (Left and Right step through the moves), and can take the game back there.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Après une partie perdue, &lt;b&gt;Partie ▸ Bilan de la partie&lt;/b&gt; dit jusqu’à quel coup elle pouvait être gagnée et quel coup l’a perdue, montre le plateau à ce coup avec la paire que le solveur aurait jouée à la place (Gauche et Droite parcourent les coups), et peut y ramener la partie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every tile can be reached from the keyboard, free or not, to learn the board:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Arrow keys&lt;/b&gt;: the nearest tile in that direction on the same level (a tile half a row off counts as on both rows);&lt;/li&gt;&lt;li&gt;&lt;b&gt;Page Up / Page Down&lt;/b&gt; (or &lt;b&gt;Shift+Up / Shift+Down&lt;/b&gt;): the tile above or below on the next level;&lt;/li&gt;&lt;li&gt;&lt;b&gt;Home / End&lt;/b&gt;: the first or last tile of the row;&lt;/li&gt;&lt;li&gt;&lt;b&gt;F&lt;/b&gt; / &lt;b&gt;Shift+F&lt;/b&gt;: the next or previous free tile;&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; / &lt;b&gt;Shift+M&lt;/b&gt;: the next or previous free tile that matches the focused one (after a hint, the other tile of the hint);&lt;/li&gt;&lt;li&gt;&lt;b&gt;H&lt;/b&gt;: a hint: the pair is said and the focus goes to its first tile, so that &lt;b&gt;Enter&lt;/b&gt;, &lt;b&gt;M&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt; take it;&lt;/li&gt;&lt;li&gt;&lt;b&gt;I&lt;/b&gt;: read the tile in full, with the tiles at its sides;&lt;/li&gt;&lt;li&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt;: select the tile, or take the pair; &lt;b&gt;Escape&lt;/b&gt; clears the selection.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;p&gt;Toutes les tuiles sont accessibles au clavier, libres ou non, pour découvrir le plateau&#xa0;:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Flèches&lt;/b&gt;&#xa0;: la tuile la plus proche dans cette direction, au même niveau (une tuile décalée d’une demi-rangée compte pour les deux rangées)&#xa0;;&lt;/li&gt;&lt;li&gt;&lt;b&gt;Page précédente / Page suivante&lt;/b&gt; (ou &lt;b&gt;Maj+Haut / Maj+Bas&lt;/b&gt;)&#xa0;: la tuile au-dessus ou en dessous, au niveau suivant&#xa0;;&lt;/li&gt;&lt;li&gt;&lt;b&gt;Début / Fin&lt;/b&gt;&#xa0;: la première ou la dernière tuile de la rangée&#xa0;;&lt;/li&gt;&lt;li&gt;&lt;b&gt;F&lt;/b&gt; / &lt;b&gt;Maj+F&lt;/b&gt;&#xa0;: la tuile libre suivante ou précédente&#xa0;;&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; / &lt;b&gt;Maj+M&lt;/b&gt;&#xa0;: la tuile libre suivante ou précédente qui va avec la tuile où est le focus (après un indice, l’autre tuile de l’indice)&#xa0;;&lt;/li&gt;&lt;li&gt;&lt;b&gt;H&lt;/b&gt;&#xa0;: un indice&#xa0;: la paire est annoncée et le focus va sur sa première tuile, si bien que &lt;b&gt;Entrée&lt;/b&gt;, &lt;b&gt;M&lt;/b&gt;, &lt;b&gt;Entrée&lt;/b&gt; la retirent&#xa0;;&lt;/li&gt;&lt;li&gt;&lt;b&gt;I&lt;/b&gt;&#xa0;: lire la tuile en entier, avec les tuiles à ses côtés&#xa0;;&lt;/li&gt;&lt;li&gt;&lt;b&gt;Espace&lt;/b&gt; ou &lt;b&gt;Entrée&lt;/b&gt;&#xa0;: sélectionner la tuile, ou retirer la paire&#xa0;; &lt;b&gt;Échap&lt;/b&gt; annule la sélection.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Turn the mouse wheel to zoom where the pointer is, drag to move the board, and use Overview to see the whole layout again. Each level is drawn a shade lighter than the one below it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tournez la molette pour zoomer là où se trouve le pointeur, faites glisser pour déplacer le plateau, et utilisez Vue d’ensemble pour revoir toute la disposition. Chaque niveau est dessiné un peu plus clair que celui du dessous.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Score and stars&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Points et étoiles&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Click a free tile to select it, click it again to deselect it. Click a matching free tile to remove the pair; click another free tile to select it instead. With the keyboard: the arrow keys move between the tiles, Space or Enter selects, Escape clears the selection (see below).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cliquez sur une tuile libre pour la sélectionner, cliquez à nouveau pour la désélectionner. Cliquez sur une tuile libre identique pour retirer la paire&#xa0;; cliquez sur une autre tuile libre pour la sélectionner à la place. Au clavier&#xa0;: les flèches passent d’une tuile à l’autre, Espace ou Entrée sélectionne, Échap annule la sélection (voir plus bas).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each pair is worth 100 points. A pair taken less than 4.2 seconds after the previous one starts or continues a combo: ×2, ×3 … up to ×99. A slower pair, an undo or a shuffle ends the combo; an undo takes back exactly the points of its pair.&lt;/p&gt;&lt;p&gt;Stars: one for clearing the board, one for clearing it in at most 2.5 seconds per tile (6 minutes on the Turtle), one for using no hint, shuffle or undo.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque paire vaut 100 points. Une paire prise moins de 4,2 secondes après la précédente lance ou prolonge un combo&#xa0;: ×2, ×3 … jusqu’à ×99. Une paire plus lente, une annulation ou un mélange arrête le combo&#xa0;; une annulation retire exactement les points de sa paire.&lt;/p&gt;&lt;p&gt;Étoiles&#xa0;: une pour avoir vidé le plateau, une pour l’avoir vidé en 2,5 secondes par tuile au plus (six minutes sur la Tortue), une pour n’avoir utilisé ni indice, ni mélange, ni annulation.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing with the keyboard and a screen reader&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Jouer au clavier et avec un lecteur d’écran&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A screen reader (Orca, NVDA, VoiceOver) hears the name of the focused tile: its face, its level (the table is level 1), and whether it is free or what blocks it, for example “Bamboo 5, level 1, covered by Red dragon on level 2” or “blocked left and right”. The game also announces what happens: a pair taken, the selection, a tile that cannot be taken and why, a hint, a shuffle, an undo or redo, the pause, a dead end and the end of the game, and in a race the countdown and your rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un lecteur d’écran (Orca, NVDA, VoiceOver) entend le nom de la tuile qui a le focus&#xa0;: sa face, son niveau (la table est le niveau 1), et si elle est libre ou ce qui la bloque, par exemple «&#xa0;Bambou 5, niveau 1, couverte par Dragon rouge au niveau 2&#xa0;» ou «&#xa0;bloquée à gauche et à droite&#xa0;». Le jeu annonce aussi ce qui se passe&#xa0;: une paire retirée, la sélection, une tuile qui ne peut pas être prise et pourquoi, un indice, un mélange, une annulation ou un rétablissement, la pause, une impasse et la fin de la partie, et pendant une course le compte à rebours et votre rang.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In the preferences: the &lt;i&gt;High contrast&lt;/i&gt; tile style (black on white, thick outlines, a selected tile shown in negative and a hint as a dashed frame), the size of the corner index, &lt;i&gt;Large print&lt;/i&gt;, and &lt;i&gt;Motion&lt;/i&gt; to stop tiles fading out and shaking. In every style the faces are told apart by their shapes and their corner index, never by colour alone.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dans les préférences&#xa0;: le style de tuiles &lt;i&gt;Contraste élevé&lt;/i&gt; (noir sur blanc, contours épais, une tuile sélectionnée en négatif et un indice en cadre pointillé), la taille de l’index dans le coin, &lt;i&gt;Gros caractères&lt;/i&gt;, et &lt;i&gt;Animations&lt;/i&gt; pour que les tuiles ne s’estompent ni ne tremblent plus. Dans tous les styles, les faces se distinguent par leurs formes et leur index, jamais par la seule couleur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The view&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;La vue&lt;/h3&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Difficulté&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Flowers and seasons:</source>
        <translation>&amp;Fleurs et saisons&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Hints:</source>
        <translation>&amp;Indices&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Target time:</source>
        <translation>&amp;Temps cible&#xa0;:</translation>
    </message>
    <message>
        <source>Winner&apos;s hand&amp;icap:</source>
        <translation>Handi&amp;cap du gagnant&#xa0;:</translation>
    </message>
    <message>
        <source>Sh&amp;uffles:</source>
        <translation>&amp;Mélanges&#xa0;:</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Shuffle pe&amp;nalty:</source>
        <translation>Pé&amp;nalité de mélange&#xa0;:</translation>
    </message>
    <message>
        <source>Shuffle an&amp;ytime:</source>
        <translation>Mélan&amp;ger à tout moment&#xa0;:</translation>
    </message>
    <message>
        <source>Time per mo&amp;ve:</source>
        <translation>Temps par cou&amp;p&#xa0;:</translation>
    </message>
    <message>
        <source>CPU stren&amp;gth:</source>
        <translation>Force de l’ordinate&amp;ur&#xa0;:</translation>
    </message>
    <message>
        <source>Any flower with any flower, any season with any season</source>
        <translation>Toute fleur avec une fleur, toute saison avec une saison</translation>
    </message>
    <message>
        <source>The winner gets one level higher next round</source>
        <translation>Le gagnant reçoit un niveau de plus à la manche suivante</translation>
    </message>
    <message>
        <source>Also while a pair is free (else only when stuck)</source>
        <translation>Même quand une paire est libre (sinon seulement bloqué)</translation>
    </message>
    <message>
        <source>A player who takes no pair and makes no shuffle in this time is out of the round.</source>
        <translation>Un joueur qui ne prend aucune paire et ne mélange pas pendant ce temps est hors de la manche.</translation>
    </message>
    <message>
        <source> s</source>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>Les préférences n’ont pas pu être enregistrées&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsPage</name>
    <message>
        <source>Shortcut of %1</source>
        <translation>Raccourci de %1</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>&amp;Rétablir les raccourcis d’origine</translation>
    </message>
    <message>
        <source>“%1” is already the shortcut of “%2”: choose another key.</source>
        <translation>« %1 » est déjà le raccourci de « %2 » : choisissez une autre touche.</translation>
    </message>
    <message>
        <source>“%1” moves among the tiles on the board: choose another key.</source>
        <translation>« %1 » sert à se déplacer parmi les tuiles du plateau : choisissez une autre touche.</translation>
    </message>
    <message>
        <source>Every action has its own keys again.</source>
        <translation>Chaque action a retrouvé ses touches d’origine.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Mahjong Qt is already running: here it is.</source>
        <translation>Mahjong Qt est déjà ouvert&#xa0;: le voici.</translation>
    </message>
</context>
<context>
    <name>SoundPage</name>
    <message>
        <source>Play a short sound for each move</source>
        <translation>Jouer un son bref à chaque coup</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>&amp;Listen</source>
        <translation>É&amp;couter</translation>
    </message>
    <message>
        <source>Play the sound of a pair removed at this volume</source>
        <translation>Jouer le son d’une paire retirée à ce volume</translation>
    </message>
    <message>
        <source>A tile selected, a pair removed, tiles that do not match, a tile that cannot be taken, a hint, a shuffle, a win and a lost game each have a sound of their own. They are on by themselves while a screen reader is running.</source>
        <translation>Une tuile choisie, une paire retirée, des tuiles qui ne vont pas ensemble, une tuile qui ne peut pas être prise, un indice, un mélange, une partie gagnée et une partie perdue ont chacun leur son. Ils sont activés d’eux-mêmes quand un lecteur d’écran fonctionne.</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume :</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>%1, column %2, row %3</source>
        <translation>%1, colonne %2, rangée %3</translation>
    </message>
    <message>
        <source>%1, level %2, free</source>
        <translation>%1, niveau %2, libre</translation>
    </message>
    <message>
        <source>%1, level %2, covered by %3</source>
        <translation>%1, niveau %2, sous %3</translation>
    </message>
    <message>
        <source>%1, level %2, blocked left and right</source>
        <translation>%1, niveau %2, entre deux tuiles</translation>
    </message>
    <message>
        <source>%1, level %2, blocked left by %3 and right by %4</source>
        <translation>%1, niveau %2, entre %3 à gauche et %4 à droite</translation>
    </message>
    <message>
        <source>%1, removed</source>
        <translation>%1, hors du plateau</translation>
    </message>
    <message>
        <source>%1 on level %2</source>
        <translation>%1 au niveau %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1 (sélection)</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Ways to Play</source>
        <extracomment>The tile shown on each card (kinds of ``core.tiles``).</extracomment>
        <translation>Façons de jouer</translation>
    </message>
    <message>
        <source>How do you want to play?</source>
        <translation>Comment voulez-vous jouer&#xa0;?</translation>
    </message>
    <message>
        <source>Every deal can be won. Your progress is kept on this computer.</source>
        <translation>Chaque donne peut être gagnée. Votre progression est gardée sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Past days…</source>
        <translation>Jours passés…</translation>
    </message>
    <message>
        <source>Other layout…</source>
        <translation>Autre disposition…</translation>
    </message>
    <message>
        <source>Map…</source>
        <translation>Carte…</translation>
    </message>
    <message>
        <source>Race…</source>
        <translation>Course…</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>Meilleur temps&#xa0;: %1</translation>
    </message>
    <message>
        <source>Today&apos;s challenge is done: %1, %2 of 3 stars</source>
        <translation>Le défi du jour est réussi&#xa0;: %1, %2 étoiles sur 3</translation>
    </message>
    <message>
        <source>Today&apos;s challenge is waiting for you.</source>
        <translation>Le défi du jour vous attend.</translation>
    </message>
    <message>
        <source>Level %1 of 120 reached · %2 / %3 stars</source>
        <translation>Niveau %1 sur 120 atteint · %2 / %3 étoiles</translation>
    </message>
    <message>
        <source>No race finished yet.</source>
        <translation>Aucune course terminée pour le moment.</translation>
    </message>
    <message>
        <source>Personal record: %1</source>
        <translation>Record personnel&#xa0;: %1</translation>
    </message>
    <message>
        <source>On the layout “%1”. No clock, no score: just the tiles.</source>
        <translation>Sur la disposition «&#xa0;%1&#xa0;». Ni chrono ni score&#xa0;: rien que les tuiles.</translation>
    </message>
    <message>
        <source>No clock, no score: just the tiles.</source>
        <translation>Ni chrono ni score&#xa0;: rien que les tuiles.</translation>
    </message>
    <message>
        <source>Not played yet.</source>
        <translation>Pas encore joué.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>All modes</source>
        <translation>Tous les modes</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Meilleur temps</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>Temps moyen</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>No game finished yet: your statistics will appear here.</source>
        <translation>Aucune partie terminée pour le moment&#xa0;: vos statistiques apparaîtront ici.</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Réinitialiser les statistiques&#xa0;?</translation>
    </message>
    <message>
        <source>Forget every statistic and record of every mode? This cannot be undone.</source>
        <translation>Oublier toutes les statistiques et tous les records de tous les modes&#xa0;? Impossible de revenir en arrière.</translation>
    </message>
    <message>
        <source>Forget the statistics and records of %1? This cannot be undone.</source>
        <translation>Oublier les statistiques et les records du mode %1&#xa0;? Impossible de revenir en arrière.</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Chrono</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Temps restant</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Tuiles restantes</translation>
    </message>
    <message>
        <source>Free pairs</source>
        <translation>Paires libres</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Indices utilisés</translation>
    </message>
    <message>
        <source>Shuffles used</source>
        <translation>Mélanges utilisés</translation>
    </message>
</context>
<context>
    <name>TileStyle</name>
    <message>
        <source>Classic ivory</source>
        <translation>Ivoire classique</translation>
    </message>
    <message>
        <source>Dark slate</source>
        <translation>Ardoise sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>TimeUpDialog</name>
    <message>
        <source>Time&apos;s up!</source>
        <translation>Temps écoulé&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>The 8 minutes are over with %n tile(s) left on the board.</source>
        <translation>
            <numerusform>Les 8 minutes sont écoulées avec %n tuile restante sur le plateau.</numerusform>
            <numerusform>Les 8 minutes sont écoulées avec %n tuiles restantes sur le plateau.</numerusform>
        </translation>
    </message>
    <message>
        <source>New Challenge</source>
        <translation>Nouveau défi</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Bilan</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>Board cleared!</source>
        <translation>Plateau vidé&#xa0;!</translation>
    </message>
    <message>
        <source>You cleared the board!</source>
        <translation>Vous avez vidé le plateau&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>Stars: %n of 3</source>
        <translation>
            <numerusform>Étoiles&#xa0;: %n sur 3</numerusform>
            <numerusform>Étoiles&#xa0;: %n sur 3</numerusform>
        </translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Temps&#xa0;:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Score&#xa0;:</translation>
    </message>
    <message>
        <source>Best time:</source>
        <translation>Meilleur temps&#xa0;:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Parties gagnées&#xa0;:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Your first win on this layout!</source>
        <translation>Votre première victoire sur cette disposition&#xa0;!</translation>
    </message>
    <message>
        <source>New personal record: best time!</source>
        <translation>Nouveau record personnel&#xa0;: meilleur temps&#xa0;!</translation>
    </message>
    <message>
        <source>New personal record: best score!</source>
        <translation>Nouveau record personnel&#xa0;: meilleur score&#xa0;!</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Next Level (%1)</source>
        <translation>Niveau suivant (%1)</translation>
    </message>
</context>
<context>
    <name>WindowTitle</name>
    <message>
        <source>level %1</source>
        <translation>niveau %1</translation>
    </message>
    <message>
        <source>Mahjong Qt</source>
        <translation>Mahjong Qt</translation>
    </message>
    <message>
        <source>%1 — game %2 (%3) — Mahjong Qt</source>
        <translation>%1 — partie %2 (%3) — Mahjong Qt</translation>
    </message>
    <message>
        <source>%1 — %2 — Mahjong Qt</source>
        <translation>%1 — %2 — Mahjong Qt</translation>
    </message>
</context>
<context>
    <name>_LimitBox</name>
    <message>
        <source>Unlimited</source>
        <translation>Illimités</translation>
    </message>
</context>
</TS>
