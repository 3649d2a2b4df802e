<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BackgroundChecks</name>
    <message>
        <source>Test deals</source>
        <translation>Tester des donnes</translation>
    </message>
    <message>
        <source>Fix the errors of the layout first.</source>
        <translation>Corrigez d’abord les erreurs de la disposition.</translation>
    </message>
    <message>
        <source>The deal test failed: %1</source>
        <translation>Le test des donnes a échoué&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>DealPanel</name>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undecided: the solver&apos;s time cap (%1 s a deal) was reached before it could decide whether the deal can be won.</source>
        <translation>Indécise&#xa0;: le temps accordé au solveur (%1&#xa0;s par donne) s’est écoulé avant qu’il sache si la donne peut être gagnée.</translation>
    </message>
    <message numerus="yes">
        <source>Dealing and solving… %1 of %n deal(s)</source>
        <translation>
            <numerusform>Distribution et résolution… %1 sur %n donne</numerusform>
            <numerusform>Distribution et résolution… %1 sur %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n deal(s) winnable (%3), in %2 s</source>
        <translation>
            <numerusform>Donnes gagnables&#xa0;: %1 sur %n (%3), en %2&#xa0;s</numerusform>
            <numerusform>Donnes gagnables&#xa0;: %1 sur %n (%3), en %2&#xa0;s</numerusform>
        </translation>
    </message>
    <message>
        <source>Winnable deals: %1</source>
        <translation>Donnes gagnables&#xa0;: %1</translation>
    </message>
    <message>
        <source>Random player wins: %1</source>
        <translation>Victoires du joueur au hasard&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>(%n undecided: the solver&apos;s time cap was reached)</source>
        <translation>
            <numerusform>(%n indécise&#xa0;: le temps accordé au solveur s’est écoulé)</numerusform>
            <numerusform>(%n indécises&#xa0;: le temps accordé au solveur s’est écoulé)</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimated from random deals after each edit. Winnable: deals the solver can win, of those it decided. Random player: games won by a player who takes a kind whose tiles are all free first, else any free pair at random. In brackets: the 95% confidence interval (Wilson) and the number of deals or games measured.</source>
        <translation>Estimé sur des donnes au hasard après chaque modification. Gagnables&#xa0;: les donnes que le solveur sait gagner, parmi celles qu’il a pu décider. Joueur au hasard&#xa0;: les parties gagnées par un joueur qui prend d’abord une famille dont toutes les tuiles sont libres, sinon une paire libre au hasard. Entre parenthèses&#xa0;: l’intervalle de confiance à 95&#xa0;% (Wilson) et le nombre de donnes ou de parties mesurées.</translation>
    </message>
    <message>
        <source>Before the last edit: test the deals again.</source>
        <translation>Avant la dernière modification&#xa0;: testez à nouveau les donnes.</translation>
    </message>
    <message>
        <source>Winnability</source>
        <translation>Chances de victoire</translation>
    </message>
    <message>
        <source>Winnability (measuring…)</source>
        <translation>Chances de victoire (mesure en cours…)</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) undecided</source>
        <translation>
            <numerusform>%n donne indécise</numerusform>
            <numerusform>%n donnes indécises</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DifficultyText</name>
    <message numerus="yes">
        <source>%1 (%2, %n deal(s))</source>
        <translation>
            <numerusform>%1 (%2, %n donne)</numerusform>
            <numerusform>%1 (%2, %n donnes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n game(s))</source>
        <translation>
            <numerusform>%1 (%2, %n partie)</numerusform>
            <numerusform>%1 (%2, %n parties)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditLabels</name>
    <message>
        <source>right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <source>left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <source>up</source>
        <translation>vers le haut</translation>
    </message>
    <message>
        <source>down</source>
        <translation>vers le bas</translation>
    </message>
    <message numerus="yes">
        <source>Place %n tile(s)</source>
        <translation>
            <numerusform>Poser %n tuile</numerusform>
            <numerusform>Poser %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n tile(s) on level %1</source>
        <translation>
            <numerusform>Poser %n tuile au niveau %1</numerusform>
            <numerusform>Poser %n tuiles au niveau %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fill a block of %n tile(s) on level %1</source>
        <translation>
            <numerusform>Remplir un bloc de %n tuile au niveau %1</numerusform>
            <numerusform>Remplir un bloc de %n tuiles au niveau %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tile(s)</source>
        <translation>
            <numerusform>Coller %n tuile</numerusform>
            <numerusform>Coller %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tile(s) on level %1</source>
        <translation>
            <numerusform>Coller %n tuile au niveau %1</numerusform>
            <numerusform>Coller %n tuiles au niveau %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n tile(s)</source>
        <translation>
            <numerusform>Couper %n tuile</numerusform>
            <numerusform>Couper %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tile(s)</source>
        <translation>
            <numerusform>Supprimer %n tuile</numerusform>
            <numerusform>Supprimer %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n tile(s)</source>
        <translation>
            <numerusform>Effacer %n tuile</numerusform>
            <numerusform>Effacer %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n tile(s) on level %1</source>
        <translation>
            <numerusform>Effacer %n tuile au niveau %1</numerusform>
            <numerusform>Effacer %n tuiles au niveau %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s) to level %1</source>
        <translation>
            <numerusform>Déplacer %n tuile au niveau %1</numerusform>
            <numerusform>Déplacer %n tuiles au niveau %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Shift the layout</source>
        <translation>Décaler la disposition</translation>
    </message>
    <message>
        <source>Shift the layout %1</source>
        <translation>Décaler la disposition %1</translation>
    </message>
    <message>
        <source>Shift level %1</source>
        <translation>Décaler le niveau %1</translation>
    </message>
    <message>
        <source>Shift level %1 %2</source>
        <translation>Décaler le niveau %1 %2</translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>Déplacer %n tuile</numerusform>
            <numerusform>Déplacer %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s) %1</source>
        <translation>
            <numerusform>Déplacer %n tuile %1</numerusform>
            <numerusform>Déplacer %n tuiles %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Insert level %1</source>
        <translation>Insérer le niveau %1</translation>
    </message>
    <message>
        <source>Duplicate level %1</source>
        <translation>Dupliquer le niveau %1</translation>
    </message>
    <message>
        <source>Delete level %1</source>
        <translation>Supprimer le niveau %1</translation>
    </message>
    <message>
        <source>Swap levels %1 and %2</source>
        <translation>Échanger les niveaux %1 et %2</translation>
    </message>
    <message>
        <source>Clear level %1</source>
        <translation>Vider le niveau %1</translation>
    </message>
    <message>
        <source>Edit layout properties</source>
        <translation>Modifier les propriétés de la disposition</translation>
    </message>
    <message>
        <source>Replace tiles</source>
        <translation>Remplacer les tuiles</translation>
    </message>
</context>
<context>
    <name>EditOperations</name>
    <message>
        <source>No room to paste here</source>
        <extracomment>Asks the user for a layout&apos;s metadata (the dialog centred on the widget); None if cancelled.</extracomment>
        <translation>Pas de place pour coller ici</translation>
    </message>
    <message>
        <source>The tiles cannot move there</source>
        <translation>Les tuiles ne peuvent pas aller là</translation>
    </message>
    <message>
        <source>This is the top level: place tiles on it first</source>
        <translation>C’est le niveau le plus haut&#xa0;: posez-y d’abord des tuiles</translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <source>&amp;New</source>
        <extracomment>The translation context of the texts and tips.</extracomment>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Import KMahjongg, GNOME or Kyodai layout…</source>
        <translation>&amp;Importer une disposition KMahjongg, GNOME ou Kyodai…</translation>
    </message>
    <message>
        <source>My &amp;Layouts…</source>
        <translation>Mes &amp;dispositions…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Export to KMahjongg, GNOME or Kyodai…</source>
        <translation>&amp;Exporter vers KMahjongg, GNOME ou Kyodai…</translation>
    </message>
    <message>
        <source>Layout &amp;Properties…</source>
        <translation>&amp;Propriétés de la disposition…</translation>
    </message>
    <message>
        <source>&amp;Play This Layout</source>
        <translation>&amp;Jouer cette disposition</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Select &amp;All on This Level</source>
        <translation>Tout sélectionner sur ce &amp;niveau</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>&amp;Désélectionner</translation>
    </message>
    <message>
        <source>Move Selection Left</source>
        <translation>Déplacer la sélection à gauche</translation>
    </message>
    <message>
        <source>Move Selection Right</source>
        <translation>Déplacer la sélection à droite</translation>
    </message>
    <message>
        <source>Move Selection Up</source>
        <translation>Déplacer la sélection vers le haut</translation>
    </message>
    <message>
        <source>Move Selection Down</source>
        <translation>Déplacer la sélection vers le bas</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>&amp;Poser</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>&amp;Sélectionner</translation>
    </message>
    <message>
        <source>&amp;Fill</source>
        <translation>&amp;Remplir</translation>
    </message>
    <message>
        <source>Place on &amp;Top of Tiles</source>
        <translation>Poser &amp;sur les tuiles</translation>
    </message>
    <message>
        <source>&amp;No Mirror</source>
        <translation>&amp;Sans miroir</translation>
    </message>
    <message>
        <source>Mirror &amp;Left–Right</source>
        <translation>Miroir &amp;gauche–droite</translation>
    </message>
    <message>
        <source>Mirror &amp;Top–Bottom</source>
        <translation>Miroir &amp;haut–bas</translation>
    </message>
    <message>
        <source>Mirror &amp;Both Ways</source>
        <translation>Miroir dans les &amp;deux sens</translation>
    </message>
    <message>
        <source>&amp;Centre Mirror Axes on Layout</source>
        <translation>&amp;Centrer les axes du miroir sur la disposition</translation>
    </message>
    <message>
        <source>Put Mirror &amp;Axes Under the Pointer</source>
        <translation>Placer les &amp;axes du miroir sous le pointeur</translation>
    </message>
    <message>
        <source>Level &amp;Up</source>
        <translation>Niveau &amp;supérieur</translation>
    </message>
    <message>
        <source>Level &amp;Down</source>
        <translation>Niveau &amp;inférieur</translation>
    </message>
    <message>
        <source>&amp;Insert Level Above</source>
        <translation>I&amp;nsérer un niveau au-dessus</translation>
    </message>
    <message>
        <source>D&amp;uplicate Level</source>
        <translation>D&amp;upliquer le niveau</translation>
    </message>
    <message>
        <source>De&amp;lete Level</source>
        <translation>Supprimer &amp;le niveau</translation>
    </message>
    <message>
        <source>Move Level U&amp;p</source>
        <translation>&amp;Monter le niveau</translation>
    </message>
    <message>
        <source>Move Level Do&amp;wn</source>
        <translation>Descendre le ni&amp;veau</translation>
    </message>
    <message>
        <source>&amp;Clear Level</source>
        <translation>&amp;Vider le niveau</translation>
    </message>
    <message>
        <source>Move Selection to the Level &amp;Above</source>
        <translation>Déplacer la sélection au niveau &amp;supérieur</translation>
    </message>
    <message>
        <source>Move Selection to the Level &amp;Below</source>
        <translation>Déplacer la sélection au niveau &amp;inférieur</translation>
    </message>
    <message>
        <source>Shift Level Left</source>
        <translation>Décaler le niveau à gauche</translation>
    </message>
    <message>
        <source>Shift Level Right</source>
        <translation>Décaler le niveau à droite</translation>
    </message>
    <message>
        <source>Shift Level Up</source>
        <translation>Décaler le niveau vers le haut</translation>
    </message>
    <message>
        <source>Shift Level Down</source>
        <translation>Décaler le niveau vers le bas</translation>
    </message>
    <message>
        <source>Shift Layout Left</source>
        <translation>Décaler la disposition à gauche</translation>
    </message>
    <message>
        <source>Shift Layout Right</source>
        <translation>Décaler la disposition à droite</translation>
    </message>
    <message>
        <source>Shift Layout Up</source>
        <translation>Décaler la disposition vers le haut</translation>
    </message>
    <message>
        <source>Shift Layout Down</source>
        <translation>Décaler la disposition vers le bas</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Ghost Upper Levels</source>
        <translation>Niveaux supérieurs en &amp;transparence</translation>
    </message>
    <message>
        <source>Show Level &amp;Numbers</source>
        <translation>Afficher les &amp;numéros de niveau</translation>
    </message>
    <message>
        <source>3-D &amp;Preview</source>
        <translation>A&amp;perçu en 3D</translation>
    </message>
    <message>
        <source>Show every level of the layout in 3-D, and turn it to see each side</source>
        <translation>Montrer tous les niveaux de la disposition en 3D, et la tourner pour en voir chaque côté</translation>
    </message>
    <message>
        <source>&amp;Test Deals</source>
        <translation>&amp;Tester des donnes</translation>
    </message>
    <message>
        <source>&amp;Live Winnability</source>
        <translation>Chances de victoire en &amp;direct</translation>
    </message>
    <message>
        <source>Dead-End &amp;Heat Map</source>
        <translation>Carte des &amp;blocages</translation>
    </message>
    <message>
        <source>Click to place a tile, drag to paint a row; right-click erases; hold Space (or the middle button) and drag to pan</source>
        <translation>Cliquez pour poser une tuile, glissez pour en poser une rangée&#xa0;; le clic droit efface&#xa0;; maintenez Espace (ou le bouton du milieu) et glissez pour vous déplacer</translation>
    </message>
    <message>
        <source>Click or drag to erase tiles</source>
        <translation>Cliquez ou glissez pour effacer des tuiles</translation>
    </message>
    <message>
        <source>Drag a block to fill it with tiles; press on a half cell for a half-offset block</source>
        <translation>Glissez un bloc pour le remplir de tuiles&#xa0;; partez d’une demi-case pour un bloc décalé d’une demi-tuile</translation>
    </message>
    <message>
        <source>Click or drag a rubber band to select; drag the selection or use the arrow keys to move it</source>
        <translation>Cliquez ou tracez un cadre pour sélectionner&#xa0;; glissez la sélection ou utilisez les flèches pour la déplacer</translation>
    </message>
    <message>
        <source>Put new tiles on top of the tile under the pointer</source>
        <translation>Poser les nouvelles tuiles sur la tuile sous le pointeur</translation>
    </message>
    <message>
        <source>Show the levels above the current one as ghosts (else hidden)</source>
        <translation>Montrer les niveaux au-dessus du niveau courant en transparence (sinon masqués)</translation>
    </message>
    <message>
        <source>Deal and solve a few games on this layout, in the background</source>
        <translation>Distribuer et résoudre quelques donnes sur cette disposition, en arrière-plan</translation>
    </message>
    <message>
        <source>Start the game on this layout</source>
        <translation>Lancer le jeu sur cette disposition</translation>
    </message>
    <message>
        <source>After each edit, estimate in the background how often random deals can be won</source>
        <translation>Après chaque modification, estimer en arrière-plan combien de donnes au hasard peuvent être gagnées</translation>
    </message>
    <message>
        <source>Tint the tiles that most often make a random game&apos;s dead end (covered or hemmed in while a tile of their kind was free), with the share of lost games</source>
        <translation>Colorer les tuiles qui bloquent le plus souvent une partie au hasard (couvertes ou coincées alors qu’une tuile de leur famille était libre), avec la part des parties perdues</translation>
    </message>
    <message>
        <source>No mirror drawing</source>
        <translation>Pas de dessin en miroir</translation>
    </message>
    <message>
        <source>Mirror drawing across the vertical axis (left–right)</source>
        <translation>Dessin en miroir par rapport à l’axe vertical (gauche–droite)</translation>
    </message>
    <message>
        <source>Mirror drawing across the horizontal axis (top–bottom)</source>
        <translation>Dessin en miroir par rapport à l’axe horizontal (haut–bas)</translation>
    </message>
    <message>
        <source>Mirror drawing across both axes</source>
        <translation>Dessin en miroir par rapport aux deux axes</translation>
    </message>
    <message>
        <source>Mirror drawing about axes through the point under the pointer (Centre Mirror Axes on Layout puts them back in the middle)</source>
        <translation>Dessin en miroir autour d’axes passant par le point sous le pointeur («&#xa0;Centrer les axes du miroir sur la disposition&#xa0;» les remet au milieu)</translation>
    </message>
</context>
<context>
    <name>EditorDocks</name>
    <message>
        <source>Levels</source>
        <translation>Niveaux</translation>
    </message>
    <message>
        <source>Problems of the layout</source>
        <translation>Problèmes de la disposition</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <source>3-D Preview</source>
        <translation>Aperçu en 3D</translation>
    </message>
</context>
<context>
    <name>EditorMain</name>
    <message>
        <source>this file holds %1 layouts; choose one with --map: %2</source>
        <translation>ce fichier contient %1 dispositions ; choisissez-en une avec --map : %2</translation>
    </message>
    <message>
        <source>there is no level %1: this layout has levels 1 to %2</source>
        <translation>il n’y a pas de niveau %1 : cette disposition a les niveaux 1 à %2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d’écrire %1</translation>
    </message>
</context>
<context>
    <name>EditorMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <source>&amp;Shift</source>
        <translation>Déca&amp;ler</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barre d’outils principale</translation>
    </message>
</context>
<context>
    <name>EditorScene</name>
    <message>
        <source>Click on the grid to place a tile.
Drag to paint a row.</source>
        <translation>Cliquez sur la grille pour poser une tuile.
Glissez pour en poser une rangée.</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>The editor&apos;s settings could not be read (the file was kept aside).</source>
        <translation>Les réglages de l’éditeur n’ont pas pu être lus (le fichier a été mis de côté).</translation>
    </message>
    <message>
        <source>%1%2[*] — Mahjong Qt layout editor</source>
        <translation>%1%2[*] — Éditeur de dispositions Mahjong Qt</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The layout has unsaved changes. Save them?</source>
        <translation>La disposition a des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>Recover unsaved edits</source>
        <translation>Récupérer des modifications non enregistrées</translation>
    </message>
    <message>
        <source>The editor stopped before “%1” was saved (last change: %2). Recover the edits?</source>
        <translation>L’éditeur s’est arrêté avant que «&#xa0;%1&#xa0;» soit enregistrée (dernière modification&#xa0;: %2). Récupérer les modifications&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Récupérer</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <source>Layout canvas</source>
        <translation>Plan de la disposition</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export layout</source>
        <translation>Exporter la disposition</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format&#xa0;:</translation>
    </message>
    <message>
        <source>KMahjongg layout (.layout)</source>
        <translation>Disposition KMahjongg (.layout)</translation>
    </message>
    <message>
        <source>GNOME Mahjongg map (.map)</source>
        <translation>Carte GNOME Mahjongg (.map)</translation>
    </message>
    <message>
        <source>Kyodai layout (.lay)</source>
        <translation>Disposition Kyodai (.lay)</translation>
    </message>
    <message>
        <source>Keeps the tiles, any number of levels, the names, author, descriptions and category; a .desktop file beside it names the layout in KMahjongg&apos;s list.</source>
        <translation>Garde les tuiles, autant de niveaux que voulu, les noms, l’auteur, les descriptions et la catégorie ; un fichier .desktop à côté donne son nom à la disposition dans la liste de KMahjongg.</translation>
    </message>
    <message>
        <source>Keeps the tiles, any number of levels, the English name, the author and the category.</source>
        <translation>Garde les tuiles, autant de niveaux que voulu, le nom anglais, l’auteur et la catégorie.</translation>
    </message>
    <message>
        <source>Keeps the tiles within 34 × 20 half tiles on 5 levels, the English name, the author and the category.</source>
        <translation>Garde les tuiles dans 34 × 20 demi-tuiles sur 5 niveaux, le nom anglais, l’auteur et la catégorie.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more line(s)</source>
        <translation>
            <numerusform>… et %n ligne de plus</numerusform>
            <numerusform>… et %n lignes de plus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Open layout</source>
        <extracomment>A file was opened, imported or saved (for the recent files). Where the last export went (the export dialog starts there; kept in the preferences).</extracomment>
        <translation>Ouvrir une disposition</translation>
    </message>
    <message>
        <source>Layouts (*.json *.layout *.map *.lay);;All files (*)</source>
        <translation>Dispositions (*.json *.layout *.map *.lay);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Import layout</source>
        <translation>Importer une disposition</translation>
    </message>
    <message>
        <source>Layouts of other games (*.layout *.map *.lay);;KMahjongg layouts (*.layout);;GNOME Mahjongg maps (*.map);;Kyodai layouts (*.lay);;All files (*)</source>
        <translation>Dispositions d’autres jeux (*.layout *.map *.lay);;Dispositions KMahjongg (*.layout);;Cartes GNOME Mahjongg (*.map);;Dispositions Kyodai (*.lay);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>A copy of a game layout: save it to keep it as your own</source>
        <translation>Une copie d’une disposition du jeu&#xa0;: enregistrez-la pour la garder comme la vôtre</translation>
    </message>
    <message>
        <source>Import GNOME Mahjongg map</source>
        <translation>Importer une carte GNOME Mahjongg</translation>
    </message>
    <message>
        <source>This file holds several layouts. Which one?</source>
        <translation>Ce fichier contient plusieurs dispositions. Laquelle&#xa0;?</translation>
    </message>
    <message>
        <source>Imported %1: save it to keep it</source>
        <translation>«&#xa0;%1&#xa0;» importé&#xa0;: enregistrez la disposition pour la garder</translation>
    </message>
    <message>
        <source>Cannot open the layout</source>
        <translation>Impossible d’ouvrir la disposition</translation>
    </message>
    <message>
        <source>“%1” cannot be opened:
%2</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être ouvert&#xa0;:
%2</translation>
    </message>
    <message>
        <source>Save layout as</source>
        <translation>Enregistrer la disposition sous</translation>
    </message>
    <message>
        <source>Mahjong Qt layouts (*.mahjong.json);;JSON files (*.json)</source>
        <translation>Dispositions Mahjong Qt (*.mahjong.json);;Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <source>The layout has errors and cannot be saved:
%1</source>
        <translation>La disposition contient des erreurs et ne peut pas être enregistrée&#xa0;:
%1</translation>
    </message>
    <message>
        <source>The file cannot be written:
%1</source>
        <translation>Impossible d’écrire le fichier&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message numerus="yes">
        <source>(with %n warning(s))</source>
        <translation>
            <numerusform>(avec %n avertissement)</numerusform>
            <numerusform>(avec %n avertissements)</numerusform>
        </translation>
    </message>
    <message>
        <source>KMahjongg layouts (*.layout)</source>
        <translation>Dispositions KMahjongg (*.layout)</translation>
    </message>
    <message>
        <source>GNOME Mahjongg maps (*.map)</source>
        <translation>Cartes GNOME Mahjongg (*.map)</translation>
    </message>
    <message>
        <source>Kyodai layouts (*.lay)</source>
        <translation>Dispositions Kyodai (*.lay)</translation>
    </message>
    <message>
        <source>Export layout</source>
        <translation>Exporter la disposition</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Non exporté</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exporté vers %1</translation>
    </message>
</context>
<context>
    <name>GameLayoutsMenu</name>
    <message>
        <source>New From a &amp;Game Layout</source>
        <translation>Nouveau d’après une disposition du &amp;jeu</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tiles)</source>
        <translation>
            <numerusform>%1 (%n tuile)</numerusform>
            <numerusform>%1 (%n tuiles)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayerPanel</name>
    <message>
        <source>Tick to show this level, untick to hide it</source>
        <translation>Cochez pour afficher ce niveau, décochez pour le masquer</translation>
    </message>
    <message numerus="yes">
        <source>Level %1 — %n tile(s)</source>
        <translation>
            <numerusform>Niveau %1 — %n tuile</numerusform>
            <numerusform>Niveau %1 — %n tuiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayoutManager</name>
    <message>
        <source>Not measured yet: Test All</source>
        <translation>Pas encore mesurée&#xa0;: Tout tester</translation>
    </message>
    <message>
        <source>%1 winnable · random player %2</source>
        <translation>%1 gagnables · joueur au hasard %2</translation>
    </message>
    <message>
        <source>Winnable deals: %1 of %2 decided (%3 undecided); the random player won %4 of %5 games. In brackets: the 95% confidence interval (Wilson) and the number of deals or games measured.</source>
        <translation>Donnes gagnables&#xa0;: %1 sur %2 décidées (%3 indécises)&#xa0;; le joueur au hasard a gagné %4 parties sur %5. Entre parenthèses&#xa0;: l’intervalle de confiance à 95&#xa0;% (Wilson) et le nombre de donnes ou de parties mesurées.</translation>
    </message>
    <message>
        <source>Restore from the trash</source>
        <extracomment>The user sorted the list (column, descending): the editor keeps it for the next time.</extracomment>
        <translation>Restaurer depuis la corbeille</translation>
    </message>
    <message>
        <source>Layout to restore:</source>
        <translation>Disposition à restaurer&#xa0;:</translation>
    </message>
    <message>
        <source>Import layouts</source>
        <translation>Importer des dispositions</translation>
    </message>
    <message>
        <source>Layouts (*.json *.layout *.map *.lay);;All files (*)</source>
        <translation>Dispositions (*.json *.layout *.map *.lay);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>My layouts (%n)</source>
        <translation>
            <numerusform>Mes dispositions (%n)</numerusform>
            <numerusform>Mes dispositions (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Testing the layouts… %1 of %2</source>
        <translation>Test des dispositions… %1 sur %2</translation>
    </message>
    <message>
        <source>Not duplicated</source>
        <translation>Non dupliquée</translation>
    </message>
    <message>
        <source>Not renamed</source>
        <translation>Non renommée</translation>
    </message>
    <message>
        <source>Not moved to the trash</source>
        <translation>Non mise à la corbeille</translation>
    </message>
    <message>
        <source>Not restored</source>
        <translation>Non restaurée</translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation>Rien d’importé</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importation</translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s) imported.</source>
        <translation>
            <numerusform>%n disposition importée.</numerusform>
            <numerusform>%n dispositions importées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) refused:</source>
        <translation>
            <numerusform>%n fichier refusé&#xa0;:</numerusform>
            <numerusform>%n fichiers refusés&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) not read (too many at once).</source>
        <translation>
            <numerusform>%n fichier non lu (trop à la fois).</numerusform>
            <numerusform>%n fichiers non lus (trop à la fois).</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Dupliquer</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <source>Move to &amp;Trash</source>
        <translation>Mettre à la &amp;corbeille</translation>
    </message>
    <message>
        <source>Restore from T&amp;rash…</source>
        <translation>Restaurer depuis la corbeill&amp;e…</translation>
    </message>
    <message>
        <source>Test &amp;All</source>
        <translation>&amp;Tout tester</translation>
    </message>
    <message>
        <source>&amp;Stop Testing</source>
        <translation>&amp;Arrêter le test</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Filter by name, category or file</source>
        <translation>Filtrer par nom, catégorie ou fichier</translation>
    </message>
    <message>
        <source>Drop layout files or folders here to import them</source>
        <translation>Déposez ici des fichiers ou des dossiers de dispositions pour les importer</translation>
    </message>
</context>
<context>
    <name>LayoutPreview</name>
    <message>
        <source>Turn the layout left</source>
        <translation>Tourner la disposition vers la gauche</translation>
    </message>
    <message>
        <source>Turn the layout right</source>
        <translation>Tourner la disposition vers la droite</translation>
    </message>
    <message>
        <source>Seen from the front</source>
        <translation>Vue de face</translation>
    </message>
    <message>
        <source>Seen from the left</source>
        <translation>Vue de gauche</translation>
    </message>
    <message>
        <source>Seen from the back</source>
        <translation>Vue arrière</translation>
    </message>
    <message>
        <source>Seen from the right</source>
        <translation>Vue de droite</translation>
    </message>
</context>
<context>
    <name>LayoutTable</name>
    <message>
        <source>(cannot be used)</source>
        <translation>(inutilisable)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Niveaux</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
</context>
<context>
    <name>MetadataDialog</name>
    <message>
        <source>Layout properties</source>
        <translation>Propriétés de la disposition</translation>
    </message>
    <message>
        <source>Lower-case letters, digits, &apos;-&apos; and &apos;_&apos;; also the file name</source>
        <translation>Lettres minuscules, chiffres, «&#xa0;-&#xa0;» et «&#xa0;_&#xa0;»&#xa0;; c’est aussi le nom du fichier</translation>
    </message>
    <message>
        <source>e.g. Classic, Animals, Small</source>
        <translation>p. ex. Classiques, Animaux, Petites</translation>
    </message>
    <message>
        <source>Identifier:</source>
        <translation>Identifiant&#xa0;:</translation>
    </message>
    <message>
        <source>Name (English):</source>
        <translation>Nom (anglais)&#xa0;:</translation>
    </message>
    <message>
        <source>Name (French):</source>
        <translation>Nom (français)&#xa0;:</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>Auteur&#xa0;:</translation>
    </message>
    <message>
        <source>Category:</source>
        <translation>Catégorie&#xa0;:</translation>
    </message>
    <message>
        <source>Description (English):</source>
        <translation>Description (anglais)&#xa0;:</translation>
    </message>
    <message>
        <source>Description (French):</source>
        <translation>Description (français)&#xa0;:</translation>
    </message>
    <message>
        <source>This identifier belongs to one of the game&apos;s layouts: choose another.</source>
        <translation>Cet identifiant est celui d’une disposition du jeu&#xa0;: choisissez-en un autre.</translation>
    </message>
</context>
<context>
    <name>NameDialog</name>
    <message>
        <source>Rename layout</source>
        <translation>Renommer la disposition</translation>
    </message>
    <message>
        <source>Name (English):</source>
        <translation>Nom (anglais)&#xa0;:</translation>
    </message>
    <message>
        <source>Name (French):</source>
        <translation>Nom (français)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>PlayTest</name>
    <message>
        <source>Play this layout</source>
        <translation>Jouer cette disposition</translation>
    </message>
    <message>
        <source>Fix the errors of the layout first.</source>
        <translation>Corrigez d’abord les erreurs de la disposition.</translation>
    </message>
    <message>
        <source>The game of the last play-test is still open</source>
        <translation>Le jeu du dernier essai est encore ouvert</translation>
    </message>
    <message>
        <source>Play-test: its result will be shown here when the game closes</source>
        <translation>Essai de jeu&#xa0;: son résultat s’affichera ici à la fermeture du jeu</translation>
    </message>
    <message>
        <source>The game could not be started.</source>
        <translation>Le jeu n’a pas pu être lancé.</translation>
    </message>
</context>
<context>
    <name>PlayTestTexts</name>
    <message numerus="yes">
        <source>Play-test: won in %n move(s)</source>
        <translation>
            <numerusform>Essai de jeu&#xa0;: gagné en %n coup</numerusform>
            <numerusform>Essai de jeu&#xa0;: gagné en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play-test: closed with %n tile(s) left</source>
        <translation>
            <numerusform>Essai de jeu&#xa0;: fermé avec %n tuile restante</numerusform>
            <numerusform>Essai de jeu&#xa0;: fermé avec %n tuiles restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play-test: lost, stuck with %n tile(s) left; after move %1 the deal could no longer be won (its two tiles are highlighted)</source>
        <translation>
            <numerusform>Essai de jeu&#xa0;: perdu, bloqué avec %n tuile restante&#xa0;; après le coup %1, la donne ne pouvait plus être gagnée (ses deux tuiles sont mises en évidence)</numerusform>
            <numerusform>Essai de jeu&#xa0;: perdu, bloqué avec %n tuiles restantes&#xa0;; après le coup %1, la donne ne pouvait plus être gagnée (ses deux tuiles sont mises en évidence)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play-test: lost, stuck with %n tile(s) left; the deal could not be won from its start (or the last shuffle)</source>
        <translation>
            <numerusform>Essai de jeu&#xa0;: perdu, bloqué avec %n tuile restante&#xa0;; la donne ne pouvait pas être gagnée dès le départ (ou dès le dernier mélange)</numerusform>
            <numerusform>Essai de jeu&#xa0;: perdu, bloqué avec %n tuiles restantes&#xa0;; la donne ne pouvait pas être gagnée dès le départ (ou dès le dernier mélange)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play-test: lost, stuck with %n tile(s) left (the losing move was not found in time)</source>
        <translation>
            <numerusform>Essai de jeu&#xa0;: perdu, bloqué avec %n tuile restante (le coup perdant n’a pas été trouvé à temps)</numerusform>
            <numerusform>Essai de jeu&#xa0;: perdu, bloqué avec %n tuiles restantes (le coup perdant n’a pas été trouvé à temps)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferenceKeeper</name>
    <message>
        <source>The editor&apos;s settings cannot be written: %1</source>
        <translation>Les réglages de l’éditeur ne peuvent pas être enregistrés&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
</context>
<context>
    <name>RecoveryOffer</name>
    <message>
        <source>The recovery copy cannot be written: %1</source>
        <translation>La copie de secours ne peut pas être écrite&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1, y %2</translation>
    </message>
    <message>
        <source>Empty layout</source>
        <translation>Disposition vide</translation>
    </message>
    <message>
        <source>x %1–%2, y %3–%4, levels 1–%5</source>
        <translation>x %1–%2, y %3–%4, niveaux 1–%5</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>left–right</source>
        <extracomment>The colour of an issue&apos;s text, by severity (readable on light and dark list backgrounds). The last play-test&apos;s line (severity, text, tiles), until the layout changes.</extracomment>
        <translation>gauche–droite</translation>
    </message>
    <message>
        <source>top–bottom</source>
        <translation>haut–bas</translation>
    </message>
    <message>
        <source>both ways</source>
        <translation>dans les deux sens</translation>
    </message>
    <message numerus="yes">
        <source>Not symmetric %1 about the mirror axes: %n tile(s) without their mirror image</source>
        <translation>
            <numerusform>Pas symétrique %1 par rapport aux axes du miroir&#xa0;: %n tuile sans son image</numerusform>
            <numerusform>Pas symétrique %1 par rapport aux axes du miroir&#xa0;: %n tuiles sans leur image</numerusform>
        </translation>
    </message>
    <message>
        <source>Symmetry about its centre: none</source>
        <translation>Symétrie autour de son centre&#xa0;: aucune</translation>
    </message>
    <message>
        <source>Symmetry about its centre: left–right</source>
        <translation>Symétrie autour de son centre&#xa0;: gauche–droite</translation>
    </message>
    <message>
        <source>Symmetry about its centre: top–bottom</source>
        <translation>Symétrie autour de son centre&#xa0;: haut–bas</translation>
    </message>
    <message>
        <source>Symmetry about its centre: both ways</source>
        <translation>Symétrie autour de son centre&#xa0;: dans les deux sens</translation>
    </message>
    <message>
        <source>Cannot be cleared: no order of removals empties it</source>
        <translation>Impossible à vider&#xa0;: aucun ordre de retrait ne la vide</translation>
    </message>
    <message numerus="yes">
        <source>Cannot be cleared: every order of removals gets stuck, at best with these %n tile(s) left (fewer than two of them free)</source>
        <translation>
            <numerusform>Impossible à vider&#xa0;: tout ordre de retrait se bloque, au mieux avec %n tuile restante (moins de deux libres)</numerusform>
            <numerusform>Impossible à vider&#xa0;: tout ordre de retrait se bloque, au mieux avec ces %n tuiles restantes (moins de deux libres)</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation>Aucun problème</translation>
    </message>
    <message>
        <source>L%1: %2</source>
        <translation>N%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tuile</numerusform>
            <numerusform>%n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Per level: %1</source>
        <translation>Par niveau&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Size: %1 × %2 tiles, %n level(s)</source>
        <translation>
            <numerusform>Taille&#xa0;: %1 × %2 tuiles, %n niveau</numerusform>
            <numerusform>Taille&#xa0;: %1 × %2 tuiles, %n niveaux</numerusform>
        </translation>
    </message>
    <message>
        <source>Can it be cleared? Checking…</source>
        <translation>Peut-on tout retirer&#xa0;? Vérification…</translation>
    </message>
    <message>
        <source>Can it be cleared? Yes: a removal order exists.</source>
        <translation>Peut-on tout retirer&#xa0;? Oui&#xa0;: un ordre de retrait existe.</translation>
    </message>
    <message>
        <source>Can it be cleared? No: no order of removals empties it.</source>
        <translation>Peut-on tout retirer&#xa0;? Non&#xa0;: aucun ordre de retrait ne la vide.</translation>
    </message>
    <message>
        <source>Can it be cleared? Unknown (the search gave up).</source>
        <translation>Peut-on tout retirer&#xa0;? Inconnu (la recherche a abandonné).</translation>
    </message>
    <message>
        <source>Can it be cleared? Not checked (fix the errors).</source>
        <translation>Peut-on tout retirer&#xa0;? Non vérifié (corrigez les erreurs).</translation>
    </message>
</context>
</TS>
