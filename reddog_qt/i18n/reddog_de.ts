<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>BetOptionsDialog</name>
        <message>
            <source>Modify Table Bet Limit</source>
            <translation>Tisch-Einsatzlimit ändern</translation>
        </message>
        <message>
            <source>%1 to %2</source>
            <comment>the lowest and highest limit, as a hint</comment>
            <translation>%1 bis %2</translation>
        </message>
        <message>
            <source>New bet limit in credits</source>
            <translation>Neues Einsatzlimit in Credits</translation>
        </message>
        <message>
            <source>New &amp;limit (credits):</source>
            <translation>Neues &amp;Limit (Credits):</translation>
        </message>
        <message>
            <source>Remove my limit (each table's maximum applies)</source>
            <translation>Mein Limit aufheben (es gilt das Maximum des jeweiligen Tisches)</translation>
        </message>
        <message>
            <source>You are choosing your PIN: 4 to 8 digits. You will type it to confirm every change of your limit, so keep it to yourself.</source>
            <translation>Sie legen jetzt Ihre PIN fest: 4 bis 8 Ziffern. Sie geben sie bei jeder Änderung Ihres Limits zur Bestätigung ein – behalten Sie sie also für sich.</translation>
        </message>
        <message>
            <source>&amp;PIN:</source>
            <translation>&amp;PIN:</translation>
        </message>
        <message>
            <source>Confirm PIN</source>
            <translation>PIN bestätigen</translation>
        </message>
        <message>
            <source>&amp;Confirm PIN:</source>
            <translation>PIN &amp;bestätigen:</translation>
        </message>
        <message>
            <source>New &amp;PIN:</source>
            <translation>Neue &amp;PIN:</translation>
        </message>
        <message>
            <source>New PIN</source>
            <translation>Neue PIN</translation>
        </message>
        <message>
            <source>PIN</source>
            <translation>PIN</translation>
        </message>
        <message>
            <source>ddd d MMM yyyy HH:mm</source>
            <comment>Qt date-time format (QLocale) of a day and time; a 24-hour clock. German: ddd, d. MMM yyyy, HH:mm</comment>
            <translation>ddd, d. MMM yyyy, HH:mm</translation>
        </message>
        <message>
            <source>%1 ET</source>
            <comment>a day and time in US Eastern time</comment>
            <translation>%1 ET</translation>
        </message>
        <message>
            <source>HH:mm</source>
            <comment>Qt time format (QLocale) of a time of day; a 24-hour clock</comment>
            <translation>HH:mm</translation>
        </message>
        <message numerus="yes">
            <source>This table: minimum bet %1, maximum bet %Ln credit(s).</source>
            <translation>
                <numerusform>Dieser Tisch: Mindesteinsatz %1, Höchsteinsatz %Ln Credit.</numerusform>
                <numerusform>Dieser Tisch: Mindesteinsatz %1, Höchsteinsatz %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your personal bet limit: %Ln credit(s) (for all games).</source>
            <translation>
                <numerusform>Ihr persönliches Einsatzlimit: %Ln Credit (für alle Spiele).</numerusform>
                <numerusform>Ihr persönliches Einsatzlimit: %Ln Credits (für alle Spiele).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The limit caps each wager: the bet you place before the cards are dealt. A raise on a spread is not counted against it and comes on top (at this table up to %1× the wager), so with a limit of %Ln credit(s) up to %2 can be at risk on one hand.</source>
            <translation>
                <numerusform>Das Limit begrenzt jeden Einsatz, also den Betrag, den Sie setzen, bevor die Karten gegeben werden. Ein Raise auf einen Spread wird nicht darauf angerechnet und kommt hinzu (an diesem Tisch bis zum %1-Fachen des Einsatzes); bei einem Limit von %Ln Credit können in einem Coup also bis zu %2 im Spiel sein.</numerusform>
                <numerusform>Das Limit begrenzt jeden Einsatz, also den Betrag, den Sie setzen, bevor die Karten gegeben werden. Ein Raise auf einen Spread wird nicht darauf angerechnet und kommt hinzu (an diesem Tisch bis zum %1-Fachen des Einsatzes); bei einem Limit von %Ln Credits können in einem Coup also bis zu %2 im Spiel sein.</numerusform>
            </translation>
        </message>
        <message>
            <source>PIN entry is locked, but lowering your limit needs no PIN: press OK to lower it now.</source>
            <translation>Die PIN-Eingabe ist gesperrt, aber zum Senken Ihres Limits brauchen Sie keine PIN: Klicken Sie auf OK, um es jetzt zu senken.</translation>
        </message>
        <message>
            <source>Choose a PIN of 4 to 8 digits and type it twice.</source>
            <translation>Wählen Sie eine PIN aus 4 bis 8 Ziffern und geben Sie sie zweimal ein.</translation>
        </message>
        <message>
            <source>Type your new PIN again in Confirm PIN.</source>
            <translation>Geben Sie Ihre neue PIN unter „PIN bestätigen“ noch einmal ein.</translation>
        </message>
        <message>
            <source>The two PINs are different: type the same PIN twice.</source>
            <translation>Die beiden PINs stimmen nicht überein: Geben Sie zweimal dieselbe PIN ein.</translation>
        </message>
        <message>
            <source>Type your PIN to confirm the change.</source>
            <translation>Geben Sie Ihre PIN ein, um die Änderung zu bestätigen.</translation>
        </message>
        <message>
            <source>You can still lower your limit without your PIN.</source>
            <translation>Senken können Sie Ihr Limit auch ohne PIN.</translation>
        </message>
        <message>
            <source>Removing your limit is locked until %1. You can lower your limit now.</source>
            <translation>Das Aufheben Ihres Limits ist bis %1 gesperrt. Senken können Sie Ihr Limit schon jetzt.</translation>
        </message>
        <message>
            <source>Raising your limit to %1 is locked until %2. You can lower your limit now.</source>
            <translation>Eine Erhöhung Ihres Limits auf %1 ist bis %2 gesperrt. Senken können Sie Ihr Limit schon jetzt.</translation>
        </message>
        <message>
            <source>Your personal bet limit could not be read, so every bet is held to the table minimum until you set a new limit.</source>
            <translation>Ihr persönliches Einsatzlimit konnte nicht gelesen werden; daher ist jeder Einsatz auf das Tischminimum begrenzt, bis Sie ein neues Limit festlegen.</translation>
        </message>
        <message>
            <source>Your personal bet limit: none: the table maximum applies.</source>
            <translation>Ihr persönliches Einsatzlimit: keines – es gilt das Tischmaximum.</translation>
        </message>
        <message>
            <source>Locked until %1 — %2 in your time (%3): until then you cannot raise or remove your limit. You can still lower it at any time.</source>
            <translation>Gesperrt bis %1 – in Ihrer Ortszeit %2 (%3): Bis dahin können Sie Ihr Limit weder erhöhen noch aufheben. Senken können Sie es jederzeit.</translation>
        </message>
        <message>
            <source>Your personal limit applies to all games and tables, not only this one. You may lower it at any time; a lower limit takes effect at once. You may raise it, or remove it, once per week, and only if you have not changed it since the week began; any change locks raising until the week turns over.</source>
            <translation>Ihr persönliches Limit gilt für alle Spiele und Tische, nicht nur für diesen. Sie können es jederzeit senken; ein niedrigeres Limit gilt sofort. Erhöhen oder aufheben können Sie es einmal pro Woche, und nur, wenn Sie es seit Wochenbeginn nicht geändert haben; jede Änderung sperrt Erhöhungen bis zum nächsten Wochenwechsel.</translation>
        </message>
        <message>
            <source>The week turns over on Friday 00:00 US Eastern time (America/New_York: 00:00 EST in winter, 00:00 EDT in summer). The next turn is %1, which is %2 in your time (%3).</source>
            <translation>Die Woche wechselt am Freitag 00:00 Uhr US-Ostküstenzeit (America/New_York: 00:00 EST im Winter, 00:00 EDT im Sommer). Der nächste Wechsel ist am %1, in Ihrer Ortszeit %2 (%3).</translation>
        </message>
    </context>
    <context>
        <name>BreakGuard</name>
        <message>
            <source>You are taking a break: the table is closed until %1 (your time).</source>
            <translation>Sie legen eine Pause ein: Der Tisch ist bis %1 (Ihre Ortszeit) geschlossen.</translation>
        </message>
        <message>
            <source>ddd d MMM yyyy HH:mm</source>
            <translation>ddd, d. MMM yyyy, HH:mm</translation>
        </message>
        <message>
            <source>Your break could not be recorded: the file that keeps it cannot be opened right now. Nothing was changed.</source>
            <translation>Ihre Pause konnte nicht gespeichert werden: Die Datei, in der sie festgehalten wird, lässt sich derzeit nicht öffnen. Es wurde nichts geändert.</translation>
        </message>
    </context>
    <context>
        <name>ChainValue</name>
        <message>
            <source>Chain value of your history:</source>
            <translation>Kettenwert Ihres Verlaufs:</translation>
        </message>
        <message>
            <source>cannot be read now</source>
            <translation>kann gerade nicht gelesen werden</translation>
        </message>
        <message>
            <source>This value stands for every hand you have finished so far. Note it down: in a history you export later, the hand you finished last must show this chain value. A hand deleted, added, moved or changed before it gives another value.</source>
            <translation>Dieser Wert steht für jede Hand, die Sie bisher beendet haben. Notieren Sie ihn: In einem Verlauf, den Sie später exportieren, muss die Hand, die Sie zuletzt beendet haben, diesen Kettenwert zeigen. Eine Hand davor, die gelöscht, hinzugefügt, verschoben oder geändert wurde, ergibt einen anderen Wert.</translation>
        </message>
    </context>
    <context>
        <name>ChipStackItem</name>
        <message numerus="yes">
            <source>%1-credit chips, %n on the bet</source>
            <translation>
                <numerusform>%1-Credit-Jetons, %n davon im Einsatz</numerusform>
                <numerusform>%1-Credit-Jetons, %n davon im Einsatz</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>Win chance %1 (%2 of %3 cards).</source>
            <translation>Gewinnchance %1 (%2 von %3 Karten).</translation>
        </message>
        <message>
            <source>Stand: %1; raise %2: %3.</source>
            <translation>Stehen: %1; Raise %2: %3.</translation>
        </message>
        <message>
            <source>Raise.</source>
            <translation>Raise.</translation>
        </message>
        <message>
            <source>Stand.</source>
            <translation>Stehen.</translation>
        </message>
        <message>
            <source>fresh deck</source>
            <translation>frisch gemischtes Deck</translation>
        </message>
        <message>
            <source>fresh shoe</source>
            <translation>frisch gemischter Schlitten</translation>
        </message>
        <message>
            <source>%1 cards left</source>
            <translation>noch %1 Karten</translation>
        </message>
        <message>
            <source>Next hand: %1 of your wager on average (%2).</source>
            <translation>Nächster Coup: im Schnitt %1 Ihres Einsatzes (%2).</translation>
        </message>
    </context>
    <context>
        <name>Console</name>
        <message>
            <source>Options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <source>Sound, voice, animation and speed</source>
            <translation>Ton, Stimme, Animation und Tempo</translation>
        </message>
        <message>
            <source>Limits</source>
            <translation>Limits</translation>
        </message>
        <message>
            <source>Table limits</source>
            <translation>Tischlimits</translation>
        </message>
        <message>
            <source>Practice</source>
            <comment>the console's balance read-out while practice hands are played</comment>
            <translation>Übung</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Guthaben</translation>
        </message>
        <message>
            <source>Total stake</source>
            <translation>Gesamt</translation>
        </message>
        <message>
            <source>Wager</source>
            <translation>Einsatz</translation>
        </message>
        <message>
            <source>Raise</source>
            <comment>the console's read-out of the amount raised</comment>
            <translation>Raise</translation>
        </message>
        <message>
            <source>Last result</source>
            <translation>Letztes Ergebnis</translation>
        </message>
        <message>
            <source>Slip ID</source>
            <translation>Slip-ID</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <comment>the console's read-out of the sealed shuffle's fingerprint</comment>
            <translation>Mischung</translation>
        </message>
        <message>
            <source>SPEED</source>
            <translation>TEMPO</translation>
        </message>
        <message>
            <source>Game speed: drag left to slow down, right to speed up</source>
            <translation>Spieltempo: nach links ziehen für langsamer, nach rechts für schneller</translation>
        </message>
        <message>
            <source>Game speed</source>
            <translation>Spieltempo</translation>
        </message>
        <message>
            <source>1 is slowest, 10 fastest</source>
            <translation>1 ist am langsamsten, 10 am schnellsten</translation>
        </message>
        <message>
            <source>New Game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>Start again with a fresh bankroll</source>
            <translation>Mit neuem Guthaben von vorn beginnen</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Abräumen</translation>
        </message>
        <message>
            <source>Take all chips off the bet (Del or .)</source>
            <translation>Alle Jetons vom Einsatz nehmen (Entf oder .)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Undo the last chip placement (Ctrl+Z)</source>
            <translation>Zuletzt gesetzten Jeton zurücknehmen (Strg+Z)</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Wiederholen</translation>
        </message>
        <message>
            <source>Redo the chip placement you undid (Ctrl+Y or Ctrl+Shift+Z)</source>
            <translation>Zurückgenommenen Jeton erneut setzen (Strg+Y oder Strg+Umschalt+Z)</translation>
        </message>
        <message>
            <source>Double</source>
            <translation>Verdoppeln</translation>
        </message>
        <message>
            <source>Bet twice the chips of your previous bet</source>
            <translation>Doppelt so viele Jetons setzen wie beim vorigen Einsatz</translation>
        </message>
        <message>
            <source>Same Bet</source>
            <translation>Gleicher Einsatz</translation>
        </message>
        <message>
            <source>Put your previous bet's chips back (0)</source>
            <translation>Jetons des vorigen Einsatzes erneut setzen (0)</translation>
        </message>
        <message>
            <source>Rebet</source>
            <translation>Nochmal</translation>
        </message>
        <message>
            <source>Bet your previous chips and deal at once</source>
            <translation>Vorigen Einsatz erneut setzen und sofort geben</translation>
        </message>
        <message>
            <source>Raise &amp;amount:</source>
            <translation>Raise-&amp;Betrag:</translation>
        </message>
        <message>
            <source>Raise</source>
            <comment>the button that raises on the spread</comment>
            <translation>Raise</translation>
        </message>
        <message>
            <source>Raise on the spread (+)</source>
            <translation>Auf den Spread erhöhen (+)</translation>
        </message>
        <message>
            <source>Stand</source>
            <translation>Stehen</translation>
        </message>
        <message>
            <source>Stand on your wager: the third card comes (Enter)</source>
            <translation>Mit Ihrem Einsatz stehen bleiben: Die dritte Karte wird gegeben (Enter)</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Geben</translation>
        </message>
        <message>
            <source>Deal the cards (Enter)</source>
            <translation>Karten geben (Enter)</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Croupier</translation>
        </message>
        <message>
            <source>This session: how long you have played, and your wins less your losses</source>
            <translation>Diese Sitzung: wie lange Sie gespielt haben und Ihre Gewinne abzüglich Ihrer Verluste</translation>
        </message>
        <message>
            <source>SESSION</source>
            <translation>SITZUNG</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <comment>the console's Shuffle read-out in a practice deal</comment>
            <translation>Spiel %1</translation>
        </message>
        <message>
            <source>Practice deal %1, shuffle %2: a numbered deal, whose seeds anyone can work out (see Fair deals in the README). Fingerprint: %3.</source>
            <translation>Übungsspiel %1, Mischung %2: ein nummeriertes Spiel, dessen Startwerte jeder ausrechnen kann (siehe „Fair deals“ in der README). Fingerabdruck: %3.</translation>
        </message>
        <message>
            <source>Fingerprint of this shuffle, sealed before your bet: %1. It is the SHA-256 of the shuffle's seed, which Hand History shows once the hand (at a shoe table, the shoe) is over.</source>
            <translation>Fingerabdruck dieser Mischung, versiegelt vor Ihrem Einsatz: %1. Er ist der SHA-256 des Startwerts der Mischung, den der Spielverlauf zeigt, sobald die Hand (an einem Schlittentisch: der Schlitten) vorbei ist.</translation>
        </message>
    </context>
    <context>
        <name>ConsoleFigures</name>
        <message>
            <source>Push</source>
            <translation>Unentschieden</translation>
        </message>
    </context>
    <context>
        <name>Credits</name>
        <message numerus="yes">
            <source>%Ln credit(s)</source>
            <translation>
                <numerusform>%Ln Credit</numerusform>
                <numerusform>%Ln Credits</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CustomRulesDialog</name>
        <message>
            <source>Custom Table</source>
            <translation>Eigener Tisch</translation>
        </message>
        <message>
            <source>Table:</source>
            <translation>Tisch:</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Save and Play</source>
            <translation>Speichern und spielen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>My table</source>
            <translation>Mein Tisch</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Karten</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Decks</source>
            <translation>Decks</translation>
        </message>
        <message>
            <source>Reshuffle every hand</source>
            <translation>Vor jedem Coup neu mischen</translation>
        </message>
        <message>
            <source>Deal from a shoe to a cut card at</source>
            <translation>Aus dem Schlitten geben bis zur Schnittkarte bei</translation>
        </message>
        <message>
            <source>%</source>
            <comment>the suffix of a percentage, as in 75%</comment>
            <translation> %</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>Mischen</translation>
        </message>
        <message>
            <source>Equal to the wager</source>
            <translation>In Höhe des Einsatzes</translation>
        </message>
        <message>
            <source>Any amount up to the wager</source>
            <translation>Beliebiger Betrag bis zur Höhe des Einsatzes</translation>
        </message>
        <message>
            <source>Any amount up to k times the wager</source>
            <translation>Beliebiger Betrag bis zum k-Fachen des Einsatzes</translation>
        </message>
        <message>
            <source>k = </source>
            <translation>k = </translation>
        </message>
        <message>
            <source>Raise</source>
            <translation>Raise</translation>
        </message>
        <message>
            <source>Pay table (x to 1)</source>
            <translation>Auszahlungstabelle (x zu 1)</translation>
        </message>
        <message>
            <source>Your own</source>
            <translation>Eigene</translation>
        </message>
        <message>
            <source>Spread %1 pays</source>
            <translation>Spread %1 zahlt</translation>
        </message>
        <message>
            <source>Trips</source>
            <translation>Drilling</translation>
        </message>
        <message>
            <source>Limits and chips (credits)</source>
            <translation>Limits und Jetons (Credits)</translation>
        </message>
        <message>
            <source>to</source>
            <translation>bis</translation>
        </message>
        <message>
            <source>Bets</source>
            <translation>Einsätze</translation>
        </message>
        <message>
            <source>1, 5, 25, 100</source>
            <comment>example chip values</comment>
            <translation>1, 5, 25, 100</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Jetons</translation>
        </message>
        <message>
            <source>New game bankroll</source>
            <translation>Guthaben bei neuem Spiel</translation>
        </message>
        <message>
            <source>The odds at this table (exact)</source>
            <translation>Die Quoten an diesem Tisch (exakt)</translation>
        </message>
        <message>
            <source>Figures for a fresh shoe each hand, raising the most allowed exactly when it pays; per initial wager.</source>
            <translation>Werte für frisch gemischte Karten in jedem Coup, mit dem höchsten erlaubten Raise genau dann, wenn es sich lohnt; je Ersteinsatz.</translation>
        </message>
        <message>
            <source>New table</source>
            <translation>Neuer Tisch</translation>
        </message>
        <message>
            <source>List the chip values, such as 1, 5, 25, 100.</source>
            <translation>Geben Sie die Jetonwerte an, z. B. 1, 5, 25, 100.</translation>
        </message>
        <message>
            <source>%1 is not a chip value.</source>
            <translation>%1 ist kein gültiger Jetonwert.</translation>
        </message>
        <message>
            <source>A table has at most 8 chip values.</source>
            <translation>Ein Tisch hat höchstens 8 Jetonwerte.</translation>
        </message>
        <message>
            <source>House edge: %1</source>
            <translation>Bankvorteil: %1</translation>
        </message>
        <message>
            <source>Exactly %1 per wager</source>
            <translation>Genau %1 je Einsatz</translation>
        </message>
        <message>
            <source>Element of risk: %1 of the average stake (%2 wagers)</source>
            <translation>Element of Risk: %1 des durchschnittlichen Gesamteinsatzes (%2 Einsätze)</translation>
        </message>
        <message>
            <source>Best play: raise the most allowed on a spread of %1 or more; otherwise stand.</source>
            <translation>Beste Spielweise: bei einem Spread ab %1 maximal erhöhen, sonst stehen bleiben.</translation>
        </message>
        <message>
            <source>Best play: raise the most allowed on spreads %1; otherwise stand.</source>
            <translation>Beste Spielweise: bei den Spreads %1 maximal erhöhen, sonst stehen bleiben.</translation>
        </message>
        <message>
            <source>a raise of more than the wager needs a meaner pay table.</source>
            <translation>Ein Raise über den Einsatz hinaus erfordert niedrigere Auszahlungen.</translation>
        </message>
        <message>
            <source>the pay table is too generous.</source>
            <translation>Die Auszahlungstabelle ist zu großzügig.</translation>
        </message>
        <message>
            <source>These rules favour the player: +%1 per wager on average. No casino would deal this table: %2</source>
            <translation>Diese Regeln begünstigen den Spieler: im Schnitt +%1 je Einsatz. Kein Casino würde diesen Tisch anbieten: %2</translation>
        </message>
        <message>
            <source>Save your changes to the table %1 before closing?</source>
            <translation>Änderungen am Tisch %1 vor dem Schließen speichern?</translation>
        </message>
        <message>
            <source>Delete Table</source>
            <translation>Tisch löschen</translation>
        </message>
        <message>
            <source>Delete the table %1? This cannot be undone.</source>
            <translation>Den Tisch „%1“ löschen? Dies kann nicht rückgängig gemacht werden.</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <comment>a table's name and a number, as in My table 2</comment>
            <translation>%1 %2</translation>
        </message>
    </context>
    <context>
        <name>Display</name>
        <message>
            <source>%1: %2</source>
            <comment>a console read-out for a screen reader: caption, value</comment>
            <translation>%1: %2</translation>
        </message>
    </context>
    <context>
        <name>FairnessPage</name>
        <message>
            <source>&amp;Fairness</source>
            <translation>&amp;Fairness</translation>
        </message>
        <message>
            <source>Seen</source>
            <translation>Gezählt</translation>
        </message>
        <message>
            <source>Out of</source>
            <translation>Von</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>Erwartet</translation>
        </message>
        <message>
            <source>95% band</source>
            <translation>95-%-Band</translation>
        </message>
        <message>
            <source>What it says</source>
            <translation>Was es bedeutet</translation>
        </message>
        <message>
            <source>Against chance</source>
            <translation>Gegen den Zufall</translation>
        </message>
        <message>
            <source>Consecutive (spread 0)</source>
            <translation>Folgekarten (Spread 0)</translation>
        </message>
        <message>
            <source>Spread %1</source>
            <translation>Spread %1</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>Paar</translation>
        </message>
        <message>
            <source>Your counts against the exact odds, as a table</source>
            <translation>Ihre Zählungen gegen die exakten Quoten, als Tabelle</translation>
        </message>
        <message>
            <source>Three of a kind</source>
            <translation>Drilling</translation>
        </message>
        <message>
            <source>Won at spread %1</source>
            <translation>Gewonnen bei Spread %1</translation>
        </message>
        <message>
            <source>Won, all spreads</source>
            <translation>Gewonnen, alle Spreads</translation>
        </message>
        <message>
            <source>Out of: the hands counted (all hands for the spreads and pairs, the pairs for three of a kind, that spread's hands for its wins). Against chance: a dot at the count, in standard deviations from the expected; shaded: the 95% band.</source>
            <translation>Von: die gezählten Coups (alle Coups für die Spreads und Paare, die Paare für Drillinge, die Coups dieses Spreads für seine Gewinne). Gegen den Zufall: ein Punkt bei der Zählung, in Standardabweichungen vom Erwarteten; schattiert: das 95-%-Band.</translation>
        </message>
        <message>
            <source>%1 standard deviations from the expected</source>
            <translation>%1 Standardabweichungen vom Erwarteten</translation>
        </message>
        <message>
            <source>No hands yet.</source>
            <translation>Noch keine Coups.</translation>
        </message>
        <message>
            <source>Too few hands to judge (fewer than %1 expected).</source>
            <translation>Zu wenige Coups für ein Urteil (weniger als %1 erwartet).</translation>
        </message>
        <message>
            <source>Within what chance gives.</source>
            <translation>Im Rahmen des Zufalls.</translation>
        </message>
        <message numerus="yes">
            <source>More than chance usually gives: over %Ln hand(s) a count this far from the expected comes about 1 time in %1.</source>
            <translation>
                <numerusform>Mehr, als der Zufall meist ergibt: Über %Ln Coup kommt eine so weit vom Erwarteten entfernte Zählung etwa 1-mal in %1 vor.</numerusform>
                <numerusform>Mehr, als der Zufall meist ergibt: Über %Ln Coups kommt eine so weit vom Erwarteten entfernte Zählung etwa 1-mal in %1 vor.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>More than chance usually gives: over %Ln hand(s) a count this far from the expected comes less than 1 time in a million.</source>
            <translation>
                <numerusform>Mehr, als der Zufall meist ergibt: Über %Ln Coup kommt eine so weit vom Erwarteten entfernte Zählung seltener als 1-mal in einer Million vor.</numerusform>
                <numerusform>Mehr, als der Zufall meist ergibt: Über %Ln Coups kommt eine so weit vom Erwarteten entfernte Zählung seltener als 1-mal in einer Million vor.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Fewer than chance usually gives: over %Ln hand(s) a count this far from the expected comes about 1 time in %1.</source>
            <translation>
                <numerusform>Weniger, als der Zufall meist ergibt: Über %Ln Coup kommt eine so weit vom Erwarteten entfernte Zählung etwa 1-mal in %1 vor.</numerusform>
                <numerusform>Weniger, als der Zufall meist ergibt: Über %Ln Coups kommt eine so weit vom Erwarteten entfernte Zählung etwa 1-mal in %1 vor.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Fewer than chance usually gives: over %Ln hand(s) a count this far from the expected comes less than 1 time in a million.</source>
            <translation>
                <numerusform>Weniger, als der Zufall meist ergibt: Über %Ln Coup kommt eine so weit vom Erwarteten entfernte Zählung seltener als 1-mal in einer Million vor.</numerusform>
                <numerusform>Weniger, als der Zufall meist ergibt: Über %Ln Coups kommt eine so weit vom Erwarteten entfernte Zählung seltener als 1-mal in einer Million vor.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing to compare yet: no finished hands here. Play a few hundred and come back.</source>
            <translation>Noch nichts zu vergleichen: hier gibt es keine beendeten Coups. Spielen Sie einige hundert und schauen Sie dann wieder.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln hand(s) compared with the exact odds.</source>
            <translation>
                <numerusform>%Ln Coup mit den exakten Quoten verglichen.</numerusform>
                <numerusform>%Ln Coups mit den exakten Quoten verglichen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Too few yet to judge any row.</source>
            <translation>Noch zu wenige, um eine Zeile zu beurteilen.</translation>
        </message>
        <message numerus="yes">
            <source>All %Ln row(s) with enough hands are within what chance gives.</source>
            <translation>
                <numerusform>Die %Ln Zeile mit genug Coups liegt im Rahmen dessen, was der Zufall ergibt.</numerusform>
                <numerusform>Alle %Ln Zeilen mit genug Coups liegen im Rahmen dessen, was der Zufall ergibt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rows outside their 95% band: %Ln of the %1 with enough hands.</source>
            <translation>
                <numerusform>Zeilen außerhalb ihres 95-%-Bandes: %Ln von den %1 mit genug Coups.</numerusform>
                <numerusform>Zeilen außerhalb ihres 95-%-Bandes: %Ln von den %1 mit genug Coups.</numerusform>
            </translation>
        </message>
        <message>
            <source>Each row counts what your cards did, beside what the exact odds of a fresh shoe of your tables' decks expect, and the 95% band: the counts chance gives 19 times in 20. A count outside its band is unusual, not proof: with %1 rows, one or two outside now and then is what fair cards give, and a few hundred hands prove little either way. Rows expecting fewer than %2 hits or misses are not judged. These counts cannot show that a particular deal was fair: the sealed shuffles can. Every shuffle's seed is revealed after its hands, and anyone can check it against the fingerprint shown before your bet (Hand History, and "Fair deals" in the README).</source>
            <translation>Jede Zeile zählt, was Ihre Karten getan haben, neben dem, was die exakten Quoten eines frisch gemischten Schlittens mit den Decks Ihrer Tische erwarten, und dem 95-%-Band: den Zählungen, die der Zufall 19-mal von 20 ergibt. Eine Zählung außerhalb ihres Bandes ist ungewöhnlich, aber kein Beweis: Bei %1 Zeilen liegen ab und zu ein oder zwei außerhalb, auch bei fairen Karten, und einige hundert Coups beweisen so oder so wenig. Zeilen, die weniger als %2 Treffer oder Fehlschläge erwarten, werden nicht beurteilt. Diese Zählungen können nicht zeigen, dass ein bestimmtes Geben fair war: das können die versiegelten Mischungen. Der Startwert jeder Mischung wird nach ihren Coups offengelegt, und jeder kann ihn mit dem Fingerabdruck vergleichen, der vor Ihrem Einsatz gezeigt wurde (Spielverlauf, und „Fair deals“ in der README).</translation>
        </message>
    </context>
    <context>
        <name>Felt</name>
        <message>
            <source>%1K</source>
            <comment>a chip's value in thousands of credits, e.g. 5K</comment>
            <translation>%1K</translation>
        </message>
        <message>
            <source>two</source>
            <translation>Zwei</translation>
        </message>
        <message>
            <source>three</source>
            <translation>Drei</translation>
        </message>
        <message>
            <source>four</source>
            <translation>Vier</translation>
        </message>
        <message>
            <source>five</source>
            <translation>Fünf</translation>
        </message>
        <message>
            <source>six</source>
            <translation>Sechs</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>Sieben</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>Acht</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>Neun</translation>
        </message>
        <message>
            <source>ten</source>
            <translation>Zehn</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>Bube</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>Dame</translation>
        </message>
        <message>
            <source>king</source>
            <translation>König</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>Ass</translation>
        </message>
        <message>
            <source>a card, face down</source>
            <translation>Verdeckte Karte</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>Kreuz</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>Karo</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>Pik</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <comment>a card: rank of suit, e.g. queen of hearts</comment>
            <translation>%2-%1</translation>
        </message>
        <message>
            <source>%1 chip: left-click adds one to your bet, right-click takes one off</source>
            <translation>Jeton %1: Linksklick legt einen zu Ihrem Einsatz, Rechtsklick nimmt einen zurück</translation>
        </message>
        <message>
            <source>Space adds one chip to your bet; Backspace or minus takes one off.</source>
            <translation>Leertaste legt einen Jeton zu Ihrem Einsatz; Rücktaste oder Minus nimmt einen zurück.</translation>
        </message>
        <message>
            <source>Space places the selected chip; Backspace or minus takes the last chip back.</source>
            <translation>Leertaste setzt den gewählten Jeton; Rücktaste oder Minus nimmt den letzten Jeton zurück.</translation>
        </message>
        <message>
            <source>x%1</source>
            <comment>a count of chips, e.g. x14</comment>
            <translation>x%1</translation>
        </message>
        <message>
            <source>Your bet: click to place the selected chip, right-click to take the last chip back</source>
            <translation>Ihr Einsatz: Klicken setzt den gewählten Jeton, Rechtsklick nimmt den letzten Jeton zurück</translation>
        </message>
        <message>
            <source>Bet spot, empty</source>
            <translation>Einsatzfeld, leer</translation>
        </message>
        <message>
            <source>BET</source>
            <translation>EINSATZ</translation>
        </message>
        <message>
            <source>Red dog marker, at rest</source>
            <translation>Red-Dog-Marker, in Ruhestellung</translation>
        </message>
        <message>
            <source>Red dog: %1</source>
            <comment>the red dog marker and what it marks</comment>
            <translation>Red Dog: %1</translation>
        </message>
        <message>
            <source>The dealer moves the red dog onto the spread of each hand.</source>
            <translation>Der Croupier setzt den Red Dog in jedem Coup auf den Spread.</translation>
        </message>
        <message>
            <source>Spread %1 pays %2:1</source>
            <translation>Spread %1 zahlt %2:1</translation>
        </message>
        <message numerus="yes">
            <source>Bet spot, %Ln credit(s), raised %1</source>
            <translation>
                <numerusform>Einsatzfeld, %Ln Credit, erhöht um %1</numerusform>
                <numerusform>Einsatzfeld, %Ln Credits, erhöht um %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bet spot, %Ln credit(s)</source>
            <translation>
                <numerusform>Einsatzfeld, %Ln Credit</numerusform>
                <numerusform>Einsatzfeld, %Ln Credits</numerusform>
            </translation>
        </message>
        <message>
            <source>RAISE %1</source>
            <comment>printed beside the raise's chips on the bet spot</comment>
            <translation>RAISE %1</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>Paar</translation>
        </message>
        <message>
            <source>Consecutive - push</source>
            <translation>Aufeinanderfolgend – Unentschieden</translation>
        </message>
        <message>
            <source>THREE OF A KIND!</source>
            <translation>DRILLING!</translation>
        </message>
        <message>
            <source>Pays %1 to 1:  %2</source>
            <comment>three of a kind: the odds, then the credits won</comment>
            <translation>Zahlt %1 zu 1:  %2</translation>
        </message>
        <message>
            <source>YOU WIN %1</source>
            <translation>SIE GEWINNEN %1</translation>
        </message>
        <message>
            <source>Spread %1 pays %2 to 1</source>
            <translation>Spread %1 zahlt %2 zu 1</translation>
        </message>
        <message>
            <source>Consecutive cards: your %1 comes back</source>
            <translation>Aufeinanderfolgende Karten: Sie erhalten %1 zurück</translation>
        </message>
        <message>
            <source>Pair, no third match: your %1 comes back</source>
            <translation>Paar, kein Drilling: Sie erhalten %1 zurück</translation>
        </message>
        <message>
            <source>PUSH</source>
            <comment>the result banner: the wager comes back</comment>
            <translation>UNENTSCHIEDEN</translation>
        </message>
        <message>
            <source>DEALER WINS</source>
            <translation>BANK GEWINNT</translation>
        </message>
        <message>
            <source>You lose %1</source>
            <translation>Sie verlieren %1</translation>
        </message>
        <message>
            <source>Red Dog table</source>
            <translation>Red-Dog-Tisch</translation>
        </message>
        <message>
            <source>RED DOG</source>
            <comment>the game's name, printed large on the felt</comment>
            <translation>RED DOG</translation>
        </message>
        <message>
            <source>ACEY  DEUCEY  -  IN BETWEEN</source>
            <comment>the game's other names, under RED DOG</comment>
            <translation>ACEY  DEUCEY  -  IN BETWEEN</translation>
        </message>
        <message>
            <source>Three of a kind pays %1 to 1
Consecutive and pair: push</source>
            <translation>Drilling zahlt %1 zu 1
Aufeinanderfolgende Karten und Paar: Unentschieden</translation>
        </message>
        <message>
            <source>RAISE ON THE SPREAD  -  EQUAL OR OUTSIDE LOSES</source>
            <comment>printed under the bet spot</comment>
            <translation>RAISE AUF DEN SPREAD  -  GLEICH ODER AUSSERHALB VERLIERT</translation>
        </message>
        <message>
            <source>1 DECK</source>
            <comment>under the shoe</comment>
            <translation>1 DECK</translation>
        </message>
        <message>
            <source>%1 DECKS</source>
            <comment>under the shoe, 2 or more</comment>
            <translation>%1 DECKS</translation>
        </message>
        <message>
            <source>CONSECUTIVE</source>
            <comment>the spread scale's box for consecutive cards</comment>
            <translation>FOLGEKARTEN</translation>
        </message>
        <message>
            <source>PUSH</source>
            <comment>what consecutive cards pay: the wager comes back</comment>
            <translation>UNENTSCHIEDEN</translation>
        </message>
        <message>
            <source>PAIR</source>
            <comment>the spread scale's box for a pair</comment>
            <translation>PAAR</translation>
        </message>
        <message>
            <source>TRIPS %1:1</source>
            <comment>what three of a kind pays</comment>
            <translation>DRILLING %1:1</translation>
        </message>
        <message>
            <source>SPREAD</source>
            <comment>over the spread scale</comment>
            <translation>SPREAD</translation>
        </message>
    </context>
    <context>
        <name>Guide</name>
        <message>
            <source>&amp;Done</source>
            <translation>&amp;Fertig</translation>
        </message>
        <message>
            <source>&amp;Next</source>
            <translation>&amp;Weiter</translation>
        </message>
        <message>
            <source>&amp;Skip guide</source>
            <translation>&amp;Einführung beenden</translation>
        </message>
        <message>
            <source>End the guide (Escape); Help &gt; Learn to Play shows it again</source>
            <translation>Die Einführung beenden (Escape); Hilfe &gt; Spielen lernen zeigt sie wieder</translation>
        </message>
        <message>
            <source>The guide is closed. Help &gt; Learn to Play shows it again.</source>
            <translation>Die Einführung ist beendet. Hilfe &gt; Spielen lernen zeigt sie wieder.</translation>
        </message>
        <message>
            <source>On one deck</source>
            <translation>Mit einem Deck</translation>
        </message>
        <message>
            <source>On %1 decks</source>
            <translation>Mit %1 Decks</translation>
        </message>
        <message>
            <source>On a fresh shoe of %1 decks</source>
            <translation>Mit einem frisch gemischten Schlitten aus %1 Decks</translation>
        </message>
        <message>
            <source>%1 and up</source>
            <translation>ab %1</translation>
        </message>
        <message>
            <source>%1, raise on a spread of %2: raising on %3 adds %4 of your bet on average</source>
            <translation>%1 bei Spread %2 erhöhen: Ein Raise bei %3 bringt im Schnitt %4 des Einsatzes</translation>
        </message>
        <message>
            <source>; on %1 it costs %2</source>
            <translation>, bei %1 kostet er %2</translation>
        </message>
        <message>
            <source>As the shoe is dealt the figures move; the hand's own figure counts.</source>
            <translation>Während der Schlitten ausgegeben wird, ändern sich die Werte; es zählt der Wert des Coups selbst.</translation>
        </message>
        <message>
            <source>This hand: raising %1 adds %2 credits on average.</source>
            <translation>Dieser Coup: Raise %1 bringt im Schnitt %2 Credits.</translation>
        </message>
        <message>
            <source>This hand: raising %1 costs %2 credits on average.</source>
            <translation>Dieser Coup: Raise %1 kostet im Schnitt %2 Credits.</translation>
        </message>
        <message>
            <source>Raise (+ key).</source>
            <translation>Erhöhen (Taste +).</translation>
        </message>
        <message>
            <source>Stand (Enter).</source>
            <translation>Stehen (Enter).</translation>
        </message>
        <message>
            <source>First game: the chips</source>
            <translation>Erstes Spiel: die Jetons</translation>
        </message>
        <message>
            <source>The bet</source>
            <translation>Der Einsatz</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Geben</translation>
        </message>
        <message>
            <source>The spread</source>
            <translation>Der Spread</translation>
        </message>
        <message>
            <source>Raise or stand?</source>
            <translation>Erhöhen oder stehen?</translation>
        </message>
        <message>
            <source>No spread this time</source>
            <translation>Diesmal kein Spread</translation>
        </message>
        <message>
            <source>The result</source>
            <translation>Das Ergebnis</translation>
        </message>
        <message>
            <source>Welcome to Red Dog! Bet first: click a chip stack to put a chip on the bet (right-click takes one off), or press the Up arrow.</source>
            <translation>Willkommen bei Red Dog! Setzen Sie zuerst: Klicken Sie auf einen Jetonstapel, um einen Jeton zu setzen (Rechtsklick nimmt einen zurück), oder drücken Sie Pfeil hoch.</translation>
        </message>
        <message>
            <source>A new shoe: cut it first (drag the red cut card, or press Enter for a random cut).</source>
            <translation>Ein neuer Schlitten: Heben Sie zuerst ab (ziehen Sie die rote Schnittkarte, oder drücken Sie Enter für ein zufälliges Abheben).</translation>
        </message>
        <message numerus="yes">
            <source>Your chips lie on the bet spot. Press Up to add a credit to the bet (Shift+Up adds 10), Down to take one off; Delete clears the bet. This table takes bets from %1 to %Ln credit(s).</source>
            <translation>
                <numerusform>Ihre Jetons liegen auf dem Einsatzfeld. Pfeil nach oben legt einen Credit dazu (Umschalt+Pfeil nach oben 10), Pfeil nach unten nimmt einen weg; Entf räumt den Einsatz ab. An diesem Tisch setzen Sie %1 bis %Ln Credit.</numerusform>
                <numerusform>Ihre Jetons liegen auf dem Einsatzfeld. Pfeil nach oben legt einen Credit dazu (Umschalt+Pfeil nach oben 10), Pfeil nach unten nimmt einen weg; Entf räumt den Einsatz ab. An diesem Tisch setzen Sie %1 bis %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your chips lie on the bet spot. Click the spot to add the chip you picked; Delete clears the bet. This table takes bets from %1 to %Ln credit(s).</source>
            <translation>
                <numerusform>Ihre Jetons liegen auf dem Einsatzfeld. Ein Klick auf das Feld setzt den gewählten Jeton dazu; Entf räumt den Einsatz ab. An diesem Tisch setzen Sie %1 bis %Ln Credit.</numerusform>
                <numerusform>Ihre Jetons liegen auf dem Einsatzfeld. Ein Klick auf das Feld setzt den gewählten Jeton dazu; Entf räumt den Einsatz ab. An diesem Tisch setzen Sie %1 bis %Ln Credits.</numerusform>
            </translation>
        </message>
        <message>
            <source>Now press Deal (or Enter): the dealer turns two cards.</source>
            <translation>Drücken Sie jetzt „Geben“ (oder Enter): Der Croupier deckt zwei Karten auf.</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <source>%1: a spread of %2, the ranks strictly between them. A third card inside wins %3 to 1; equal or outside loses. This table pays: %4. Next (Alt+N): raise or stand?</source>
            <translation>%1: ein Spread von %2, die Ränge echt dazwischen. Fällt die dritte Karte dazwischen, gewinnt sie %3 zu 1; gleich oder außerhalb verliert. Dieser Tisch zahlt: %4. Weiter (Alt+W): erhöhen oder stehen?</translation>
        </message>
        <message>
            <source>A pair: the third card comes at once. Three of a kind pays %1 to 1, anything else is a push. Deal again: raising is explained at your first spread.</source>
            <translation>Ein Paar: Die dritte Karte kommt sofort. Ein Drilling zahlt %1 zu 1, alles andere ist ein Unentschieden. Geben Sie erneut: Das Erhöhen wird bei Ihrem ersten Spread erklärt.</translation>
        </message>
        <message>
            <source>Consecutive cards: a push, your bet comes back. Deal again: raising is explained at your first spread.</source>
            <translation>Aufeinanderfolgende Karten: Unentschieden, Sie erhalten Ihren Einsatz zurück. Geben Sie erneut: Das Erhöhen wird bei Ihrem ersten Spread erklärt.</translation>
        </message>
        <message>
            <source>The third card decided. That is all of Red Dog: bet, deal, then raise only on a wide spread. Help &gt; How to Play has the rules, the pay table and the keys.</source>
            <translation>Die dritte Karte hat entschieden. Das ist ganz Red Dog: setzen, geben, und nur bei einem weiten Spread erhöhen. Hilfe &gt; So wird gespielt zeigt die Regeln, die Auszahlungen und die Tasten.</translation>
        </message>
    </context>
    <context>
        <name>HandHistory</name>
        <message>
            <source>even</source>
            <translation>ausgeglichen</translation>
        </message>
        <message numerus="yes">
            <source>%Ln hand(s) played</source>
            <translation>
                <numerusform>%Ln Coup gespielt</numerusform>
                <numerusform>%Ln Coups gespielt</numerusform>
            </translation>
        </message>
        <message>
            <source>yyyy-MM-dd HH:mm</source>
            <comment>Qt date-time format (QLocale) of when a hand was played; a 24-hour clock. German: dd.MM.yyyy HH:mm</comment>
            <translation>dd.MM.yyyy HH:mm</translation>
        </message>
        <message>
            <source>open</source>
            <translation>offen</translation>
        </message>
        <message>
            <source>Push (finished after an interruption)</source>
            <translation>Push (nach einer Unterbrechung beendet)</translation>
        </message>
        <message>
            <source>%1 (finished after an interruption)</source>
            <translation>%1 (nach einer Unterbrechung beendet)</translation>
        </message>
        <message>
            <source>Push</source>
            <translation>Unentschieden</translation>
        </message>
        <message>
            <source>net %1</source>
            <comment>the net result: %1 is credits with their sign, +200 credits</comment>
            <translation>netto %1</translation>
        </message>
        <message numerus="yes">
            <source>%1, %Ln credit(s) wagered, %2.</source>
            <translation>
                <numerusform>%1, %Ln Credit eingesetzt, %2.</numerusform>
                <numerusform>%1, %Ln Credits eingesetzt, %2.</numerusform>
            </translation>
        </message>
        <message>
            <source>Raise</source>
            <translation>Raise</translation>
        </message>
        <message>
            <source>Stand</source>
            <translation>Stehen</translation>
        </message>
        <message>
            <source>raise</source>
            <comment>the better decision, in: Stand (best: raise, -0.25)</comment>
            <translation>Raise</translation>
        </message>
        <message>
            <source>stand</source>
            <comment>the better decision, in: Raise (best: stand, -0.25)</comment>
            <translation>Stehen</translation>
        </message>
        <message>
            <source>%1 (best: %2, %3)</source>
            <comment>decision taken (best decision, credits lost)</comment>
            <translation>%1 (besser: %2, %3)</translation>
        </message>
        <message>
            <source>Dealt before sealed shuffles: there is no fingerprint to check.</source>
            <translation>Vor den versiegelten Mischungen gegeben: Es gibt keinen Fingerabdruck zu prüfen.</translation>
        </message>
        <message>
            <source>Fingerprint: %1</source>
            <translation>Fingerabdruck: %1</translation>
        </message>
        <message>
            <source>Your seed: %1 (shuffle number %2). The order of the cards comes from the seed and your seed together.</source>
            <translation>Ihr Seed: %1 (Mischung Nummer %2). Die Reihenfolge der Karten ergibt sich aus dem Seed und Ihrem Seed zusammen.</translation>
        </message>
        <message>
            <source>Seed: revealed once this shoe is over.</source>
            <translation>Startwert: wird aufgedeckt, sobald dieser Schlitten vorbei ist.</translation>
        </message>
        <message>
            <source>Seed: abandoned. The game stopped before it was revealed; it is gone, and this shuffle cannot be checked.</source>
            <translation>Startwert: verworfen. Das Spiel endete, bevor er aufgedeckt wurde; er ist verloren, und diese Mischung kann nicht geprüft werden.</translation>
        </message>
        <message>
            <source>Seed: %1</source>
            <translation>Startwert: %1</translation>
        </message>
        <message>
            <source>Finished after an interruption: the third card came from a new shuffle, fingerprint %1, seed %2.</source>
            <translation>Nach einer Unterbrechung beendet: Die dritte Karte kam aus einer neuen Mischung, Fingerabdruck %1, Startwert %2.</translation>
        </message>
        <message>
            <source>✓ That seed matches its fingerprint and deals the third card.</source>
            <translation>✓ Dieser Startwert passt zu seinem Fingerabdruck und gibt die dritte Karte.</translation>
        </message>
        <message>
            <source>✗ That seed does not match its fingerprint or the third card.</source>
            <translation>✗ Dieser Startwert passt nicht zu seinem Fingerabdruck oder zur dritten Karte.</translation>
        </message>
        <message>
            <source>✓ The seed matches the fingerprint shown before the bet and deals exactly these cards.</source>
            <translation>✓ Der Startwert passt zum Fingerabdruck, der vor dem Einsatz gezeigt wurde, und gibt genau diese Karten.</translation>
        </message>
        <message>
            <source>✗ The seed does not match the fingerprint or the cards recorded.</source>
            <translation>✗ Der Startwert passt nicht zum Fingerabdruck oder zu den aufgezeichneten Karten.</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>Paar</translation>
        </message>
        <message>
            <source>Consecutive</source>
            <translation>Aufeinanderfolgend</translation>
        </message>
    </context>
    <context>
        <name>HandHistoryDialog</name>
        <message>
            <source>Slip / Bet ID</source>
            <translation>Slip-/Bet-ID</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Tisch</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Karten</translation>
        </message>
        <message>
            <source>Spread</source>
            <translation>Spread</translation>
        </message>
        <message>
            <source>Wager</source>
            <translation>Einsatz</translation>
        </message>
        <message>
            <source>Raise</source>
            <translation>Raise</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Guthaben</translation>
        </message>
        <message>
            <source>Decision</source>
            <translation>Entscheidung</translation>
        </message>
        <message>
            <source>Hand History</source>
            <translation>Spielverlauf</translation>
        </message>
        <message>
            <source>No hands played yet.</source>
            <translation>Noch keine Coups gespielt.</translation>
        </message>
        <message>
            <source>Counting your history...</source>
            <translation>Ihr Verlauf wird gezählt ...</translation>
        </message>
        <message>
            <source>All tables</source>
            <translation>Alle Tische</translation>
        </message>
        <message>
            <source>yyyy-MM-dd</source>
            <comment>Qt date format (QDateEdit) of the date filters. German: dd.MM.yyyy</comment>
            <translation>dd.MM.yyyy</translation>
        </message>
        <message>
            <source>Show hands from this day</source>
            <translation>Coups ab diesem Tag zeigen</translation>
        </message>
        <message>
            <source>Show hands up to this day</source>
            <translation>Coups bis zu diesem Tag zeigen</translation>
        </message>
        <message>
            <source>&amp;Table:</source>
            <translation>&amp;Tisch:</translation>
        </message>
        <message>
            <source>From:</source>
            <translation>Von:</translation>
        </message>
        <message>
            <source>to:</source>
            <translation>bis:</translation>
        </message>
        <message>
            <source>Hands and table events</source>
            <translation>Coups und Tischereignisse</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a History cell for a screen reader: column, value</comment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Export to &amp;CSV...</source>
            <translation>Als &amp;CSV exportieren...</translation>
        </message>
        <message>
            <source>Write every hand to a CSV file for a spreadsheet</source>
            <translation>Alle Coups in eine CSV-Datei für eine Tabellenkalkulation schreiben</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <source>Show the selected hand again on the table, read-only</source>
            <translation>Die gewählte Hand noch einmal auf dem Tisch zeigen, nur zum Ansehen</translation>
        </message>
        <message numerus="yes">
            <source>%n hand(s)</source>
            <translation>
                <numerusform>%n Coup</numerusform>
                <numerusform>%n Coups</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>New Game: a fresh bankroll of %Ln credit(s)</source>
            <translation>
                <numerusform>Neues Spiel: neues Guthaben von %Ln Credit</numerusform>
                <numerusform>Neues Spiel: neues Guthaben von %Ln Credits</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>New Game: a fresh bankroll of %Ln credit(s) (your balance was %1)</source>
            <translation>
                <numerusform>Neues Spiel: neues Guthaben von %Ln Credit (bisheriges Guthaben: %1)</numerusform>
                <numerusform>Neues Spiel: neues Guthaben von %Ln Credits (bisheriges Guthaben: %1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Wrote %Ln hand(s) to %1.</source>
            <translation>
                <numerusform>%Ln Coup in %1 gespeichert.</numerusform>
                <numerusform>%Ln Coups in %1 gespeichert.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln damaged row(s) left out.</source>
            <translation>
                <numerusform>%Ln beschädigte Zeile ausgelassen.</numerusform>
                <numerusform>%Ln beschädigte Zeilen ausgelassen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Table changed to %1</source>
            <translation>Tischwechsel: %1</translation>
        </message>
        <message>
            <source>Table changed to %1 (%2 - %3)</source>
            <translation>Tischwechsel: %1 (%2 - %3)</translation>
        </message>
        <message>
            <source>Export Hand History</source>
            <translation>Spielverlauf exportieren</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV-Dateien (*.csv)</translation>
        </message>
        <message>
            <source>The history could not be written to %1 (%2); nothing was written.</source>
            <translation>Der Spielverlauf konnte nicht in %1 geschrieben werden (%2); es wurde nichts gespeichert.</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>1 deck, all cards reshuffled before every hand.</source>
            <translation>1 Deck, alle Karten vor jedem Coup neu gemischt.</translation>
        </message>
        <message>
            <source>%1 decks, all cards reshuffled before every hand.</source>
            <translation>%1 Decks, alle Karten vor jedem Coup neu gemischt.</translation>
        </message>
        <message>
            <source>%1 decks shuffled, cut and dealt from a shoe; reshuffled once the cut card (%2 of the shoe) comes out.</source>
            <translation>%1 Decks, gemischt, abgehoben und aus einem Kartenschlitten gegeben; neu gemischt wird, sobald die Schnittkarte (bei %2 des Schlittens) erscheint.</translation>
        </message>
        <message>
            <source>you may raise by exactly your original wager</source>
            <translation>dürfen Sie um genau Ihren ursprünglichen Einsatz erhöhen</translation>
        </message>
        <message>
            <source>you may raise by exactly %1 times your original wager</source>
            <translation>dürfen Sie um genau das %1-Fache Ihres ursprünglichen Einsatzes erhöhen</translation>
        </message>
        <message>
            <source>you may raise by any amount up to your original wager</source>
            <translation>dürfen Sie um einen beliebigen Betrag bis zur Höhe Ihres ursprünglichen Einsatzes erhöhen</translation>
        </message>
        <message>
            <source>you may raise by any amount up to %1 times your original wager</source>
            <translation>dürfen Sie um einen beliebigen Betrag bis zum %1-Fachen Ihres ursprünglichen Einsatzes erhöhen</translation>
        </message>
        <message>
            <source>&lt;b&gt;Pair&lt;/b&gt;: a third card is dealt at once. Three of a kind pays %1 to 1; anything else is a push.</source>
            <translation>&lt;b&gt;Paar&lt;/b&gt;: Sofort wird eine dritte Karte gegeben. Ein Drilling zahlt %1 zu 1, alles andere ist ein Unentschieden.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Spread&lt;/b&gt;: the dealer announces how many ranks lie between the cards and the red dog marks it. Now %1, or stand. The third card wins if it falls strictly between the two, paid by the spread on wager and raise; equal to either card or outside loses. A spread hand is never a push.</source>
            <translation>&lt;b&gt;Spread&lt;/b&gt;: Der Croupier sagt an, wie viele Ränge zwischen den beiden Karten liegen, und der rote Hund markiert den Spread. Jetzt %1 oder stehen bleiben. Die dritte Karte gewinnt, wenn sie echt zwischen den beiden liegt; ausgezahlt wird nach dem Spread auf Einsatz und Raise. Ist sie gleich einer der beiden Karten oder liegt sie außerhalb, verlieren Sie. Ein Spread-Coup endet nie unentschieden.</translation>
        </message>
        <message>
            <source>Red Dog at the %1 table</source>
            <translation>Red Dog am Tisch %1</translation>
        </message>
        <message>
            <source>Cards count at face value; a jack is 11, a queen 12, a king 13 and an ace 14 (always high).</source>
            <translation>Die Karten zählen nach ihrem Nennwert; Bube 11, Dame 12, König 13 und Ass 14 (immer hoch).</translation>
        </message>
        <message>
            <source>Place your bet and deal. The dealer turns two cards:</source>
            <translation>Platzieren Sie Ihren Einsatz und lassen Sie geben. Der Croupier deckt zwei Karten auf:</translation>
        </message>
        <message>
            <source>&lt;b&gt;Consecutive&lt;/b&gt; (such as 7-8 or K-A): a push, no third card.</source>
            <translation>&lt;b&gt;Aufeinanderfolgend&lt;/b&gt; (z. B. 7-8 oder K-A): Unentschieden, keine dritte Karte.</translation>
        </message>
        <message>
            <source>Raising pays off in the long run only on a spread of %1 or more.</source>
            <translation>Ein Raise lohnt sich auf lange Sicht nur bei einem Spread von %1 oder mehr.</translation>
        </message>
        <message>
            <source>Repeat last bet</source>
            <translation>Letzten Einsatz wiederholen</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Deal / Stand / Cut at random</source>
            <translation>Geben / Stehen / Zufällig abheben</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Leertaste</translation>
        </message>
        <message>
            <source>&lt;p&gt;The keys on the numeric keypad work too, except while a screen reader runs: then the keypad is the reader's, and none of its keys bets. The mouse does everything as well: left-click a chip stack to add a chip, right-click it to take one off.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Die Tasten des Ziffernblocks funktionieren ebenfalls, außer während ein Bildschirmleser läuft: Dann gehört der Ziffernblock dem Bildschirmleser, und keine seiner Tasten setzt. Auch mit der Maus geht alles: Ein Linksklick auf einen Jetonstapel setzt einen Jeton, ein Rechtsklick nimmt einen zurück.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Enter is always the table's next step, wherever the focus is: it deals, stands, or cuts a new shoe at random. Only in the raise amount does Enter raise. While the raise amount or the speed slider has the focus, the arrows and the digits are its own: the table's single-key shortcuts wait.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Enter ist immer der nächste Schritt am Tisch, wo auch immer der Fokus ist: Enter gibt, steht oder hebt einen neuen Schlitten zufällig ab. Nur im Feld für den Raise-Betrag erhöht Enter. Solange das Feld für den Raise-Betrag oder der Tempo-Regler den Fokus hat, wirken die Pfeiltasten und die Ziffern dort: Die Einzeltasten-Kürzel des Tisches ruhen so lange.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Raise</source>
            <translation>Raise</translation>
        </message>
        <message numerus="yes">
            <source>Bets from %1 to %Ln credit(s).</source>
            <translation>
                <numerusform>Einsätze von %1 bis %Ln Credit.</numerusform>
                <numerusform>Einsätze von %1 bis %Ln Credits.</numerusform>
            </translation>
        </message>
        <message>
            <source>Up arrow</source>
            <translation>Pfeil hoch</translation>
        </message>
        <message>
            <source>Increase bet by %1</source>
            <translation>Einsatz um %1 erhöhen</translation>
        </message>
        <message>
            <source>Down arrow</source>
            <translation>Pfeil runter</translation>
        </message>
        <message>
            <source>Decrease bet by %1</source>
            <translation>Einsatz um %1 verringern</translation>
        </message>
        <message>
            <source>Shift + Up arrow</source>
            <translation>Umschalt + Pfeil hoch</translation>
        </message>
        <message>
            <source>Shift + Down arrow</source>
            <translation>Umschalt + Pfeil runter</translation>
        </message>
        <message>
            <source>Del or .</source>
            <translation>Entf oder .</translation>
        </message>
        <message>
            <source>Remove bets</source>
            <translation>Einsätze entfernen</translation>
        </message>
        <message>
            <source>Ctrl+Z</source>
            <translation>Strg+Z</translation>
        </message>
        <message>
            <source>Undo a chip placement</source>
            <translation>Setzen eines Jetons rückgängig machen</translation>
        </message>
        <message>
            <source>Ctrl+Y or Ctrl+Shift+Z</source>
            <translation>Strg+Y oder Strg+Umschalt+Z</translation>
        </message>
        <message>
            <source>Redo a chip placement</source>
            <translation>Setzen eines Jetons wiederholen</translation>
        </message>
        <message>
            <source>Tab / Shift+Tab</source>
            <translation>Tab / Umschalt+Tab</translation>
        </message>
        <message>
            <source>Move between the chip stacks, the bet spot and the buttons</source>
            <translation>Zwischen den Jetonstapeln, dem Einsatzfeld und den Schaltflächen wechseln</translation>
        </message>
        <message>
            <source>Press the focused button; on a chip stack, bet one chip; on the bet spot, place the selected chip</source>
            <translation>Markierte Schaltfläche betätigen; auf einem Jetonstapel einen Jeton setzen; auf dem Einsatzfeld den ausgewählten Jeton platzieren</translation>
        </message>
        <message>
            <source>Backspace or -</source>
            <translation>Rücktaste oder -</translation>
        </message>
        <message>
            <source>On a chip stack, take one chip off; on the bet spot, the last chip</source>
            <translation>Auf einem Jetonstapel einen Jeton zurücknehmen; auf dem Einsatzfeld den zuletzt gesetzten</translation>
        </message>
        <message>
            <source>&lt;p&gt;The casino card game also called Acey-Deucey or In-Between, dealt to Atlantic City, eight-deck and six-deck shoe house rules.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Das Casino-Kartenspiel, auch Acey-Deucey oder In-Between genannt, gegeben nach den Hausregeln von Atlantic City sowie für Kartenschlitten mit acht und sechs Decks.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Play credits only: no real money is involved.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Nur Spiel-Credits: Es geht um kein echtes Geld.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Card, chip and table art, sounds and dealer voice made for this game. Text set in DejaVu Sans. Released under the MIT licence.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Karten-, Jeton- und Tischgrafiken, Klänge und Croupierstimme wurden eigens für dieses Spiel erstellt. Schrift: DejaVu Sans. Veröffentlicht unter der MIT-Lizenz.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>HouseRulesMenu</name>
        <message>
            <source>&amp;Custom Table...</source>
            <translation>&amp;Eigener Tisch...</translation>
        </message>
        <message>
            <source>You are playing at this table: choose another table before deleting it.</source>
            <translation>Sie spielen gerade an diesem Tisch: Wählen Sie einen anderen Tisch, bevor Sie ihn löschen.</translation>
        </message>
    </context>
    <context>
        <name>HowToPlay</name>
        <message>
            <source>Spread</source>
            <translation>Spread</translation>
        </message>
        <message>
            <source>Pays</source>
            <translation>Zahlt</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Gewinnt</translation>
        </message>
        <message>
            <source>Raising</source>
            <translation>Erhöhen</translation>
        </message>
        <message>
            <source>adds %1</source>
            <translation>bringt %1</translation>
        </message>
        <message>
            <source>costs %1</source>
            <translation>kostet %1</translation>
        </message>
        <message>
            <source>%1:1</source>
            <translation>%1:1</translation>
        </message>
        <message>
            <source>When to raise</source>
            <translation>Wann erhöhen?</translation>
        </message>
        <message>
            <source>A raise adds to your bet on a spread at the same odds, so it pays only when the third card is more likely to win than to lose at those odds. The figures are exact, for a fresh shoe, per credit of your wager, raising the most the table allows.</source>
            <translation>Ein Raise erhöht Ihren Einsatz auf einen Spread zur selben Quote; er lohnt sich also nur, wenn die dritte Karte bei dieser Quote eher gewinnt als verliert. Die Werte sind exakt, für frisch gemischte Karten, je Credit Ihres Einsatzes, mit dem höchsten Raise, den der Tisch erlaubt.</translation>
        </message>
        <message>
            <source>From a shoe dealt part-way the figures move with the cards already out; the Odds Coach (Options menu) gives the exact figure of every hand.</source>
            <translation>Aus einem teilweise ausgegebenen Schlitten ändern sich die Werte mit den schon gespielten Karten; der Quoten-Coach (Menü Optionen) nennt den exakten Wert jedes Coups.</translation>
        </message>
        <message>
            <source>The first-game guide (Help &gt; Learn to Play) walks you through a hand: Alt+N is its Next, Escape or Alt+S skips it.</source>
            <translation>Die Einführung für das erste Spiel (Hilfe &gt; Spielen lernen) begleitet Sie durch einen Coup: Alt+W ist ihr Weiter, Escape oder Alt+E beendet sie.</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Tasten</translation>
        </message>
        <message>
            <source>How to Play</source>
            <translation>So wird gespielt</translation>
        </message>
    </context>
    <context>
        <name>Launch</name>
        <message>
            <source>The details are in %1.</source>
            <translation>Einzelheiten finden Sie in %1.</translation>
        </message>
        <message>
            <source>Something went wrong: %1
Your bankroll and history are safe.</source>
            <translation>Ein Fehler ist aufgetreten: %1
Ihr Guthaben und Ihr Spielverlauf sind sicher.</translation>
        </message>
        <message>
            <source>Your profile could not be opened:
%1</source>
            <translation>Ihr Profil konnte nicht geöffnet werden:
%1</translation>
        </message>
        <message>
            <source>The table could not be opened:
%1</source>
            <translation>Der Tisch konnte nicht geöffnet werden:
%1</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>The dealer shuffles a new shoe.</source>
            <translation>Der Croupier mischt einen neuen Kartenschlitten.</translation>
        </message>
        <message>
            <source>Cut card! Last hand of this shoe.</source>
            <translation>Schnittkarte! Letzter Coup aus diesem Schlitten.</translation>
        </message>
        <message>
            <source>%1 (Practice)</source>
            <comment>the window's title while practice hands are played</comment>
            <translation>%1 (Übung)</translation>
        </message>
        <message>
            <source>Practice Deal</source>
            <translation>Übungsspiel</translation>
        </message>
        <message>
            <source>Deal number (the same number deals the same cards, on the practice bankroll; it never counts in your balance, history or statistics):</source>
            <translation>Spielnummer (dieselbe Nummer gibt dieselben Karten, mit dem Übungsguthaben; sie zählt nie in Ihrem Guthaben, Spielverlauf oder Ihrer Statistik):</translation>
        </message>
        <message>
            <source>Finish this hand first.</source>
            <translation>Spielen Sie zuerst diesen Coup zu Ende.</translation>
        </message>
        <message>
            <source>New Game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message numerus="yes">
            <source>Start a new game with %Ln credit(s)?
Your balance of %1 will be replaced.</source>
            <translation>
                <numerusform>Ein neues Spiel mit %Ln Credit beginnen?
Ihr Guthaben von %1 wird ersetzt.</numerusform>
                <numerusform>Ein neues Spiel mit %Ln Credits beginnen?
Ihr Guthaben von %1 wird ersetzt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>New game: %Ln credit(s). Place your bets.</source>
            <translation>
                <numerusform>Neues Spiel: %Ln Credit. Bitte setzen Sie.</numerusform>
                <numerusform>Neues Spiel: %Ln Credits. Bitte setzen Sie.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2.</source>
            <translation>%1: %2.</translation>
        </message>
        <message>
            <source>Deal the cards (Enter)</source>
            <translation>Karten geben (Enter)</translation>
        </message>
    </context>
    <context>
        <name>Narrator</name>
        <message>
            <source>The cards are moving.</source>
            <translation>Die Karten sind unterwegs.</translation>
        </message>
        <message>
            <source>Spread of %1: pays %2 to 1</source>
            <translation>Spread %1: zahlt %2 zu 1</translation>
        </message>
        <message>
            <source>Last hand: %1</source>
            <comment>the state read out: the last hand's result</comment>
            <translation>Letzte Runde: %1</translation>
        </message>
        <message>
            <source>Raise or stand?</source>
            <translation>Erhöhen oder stehen bleiben?</translation>
        </message>
        <message>
            <source>Reshuffled every hand.</source>
            <translation>Vor jedem Coup neu gemischt.</translation>
        </message>
        <message>
            <source>The cut card is out: last hand of this shoe.</source>
            <translation>Die Schnittkarte ist heraus: letzter Coup aus diesem Schlitten.</translation>
        </message>
        <message>
            <source>Shoe: %1 cards left, the cut card at %2.</source>
            <translation>Schlitten: noch %1 Karten, die Schnittkarte bei %2.</translation>
        </message>
        <message>
            <source>Practice deal %1.</source>
            <translation>Übungsspiel %1.</translation>
        </message>
        <message>
            <source>Shuffle fingerprint %1.</source>
            <translation>Fingerabdruck der Mischung %1.</translation>
        </message>
        <message numerus="yes">
            <source>Table minimum %Ln credit(s).</source>
            <translation>
                <numerusform>Tischminimum %Ln Credit.</numerusform>
                <numerusform>Tischminimum %Ln Credits.</numerusform>
            </translation>
        </message>
        <message>
            <source>Place your bets: Up and Down change the bet, Enter deals, F2 reads the table.</source>
            <translation>Bitte setzen Sie: Pfeil nach oben und unten ändern den Einsatz, Enter gibt, F2 liest den Tisch vor.</translation>
        </message>
        <message>
            <source>You are out of chips for this table. Press New Game for a fresh bankroll.</source>
            <translation>Sie haben keine Jetons mehr für diesen Tisch. Wählen Sie „Neues Spiel“ für ein neues Guthaben.</translation>
        </message>
        <message>
            <source>Place your bets.</source>
            <translation>Bitte setzen Sie.</translation>
        </message>
        <message>
            <source>Deal when you are ready (Enter).</source>
            <translation>Klicken Sie auf „Geben“, wenn Sie bereit sind (Enter).</translation>
        </message>
        <message numerus="yes">
            <source>You bet %Ln credit(s). The cards come.</source>
            <translation>
                <numerusform>Sie setzen %Ln Credit. Die Karten kommen.</numerusform>
                <numerusform>Sie setzen %Ln Credits. Die Karten kommen.</numerusform>
            </translation>
        </message>
        <message>
            <source>The cards come.</source>
            <translation>Die Karten kommen.</translation>
        </message>
        <message>
            <source>%1 and %2: a pair. The third card follows.</source>
            <translation>%1 und %2: ein Paar. Die dritte Karte folgt.</translation>
        </message>
        <message>
            <source>%1 and %2: consecutive.</source>
            <translation>%1 und %2: aufeinanderfolgend.</translation>
        </message>
        <message>
            <source>%1 and %2.</source>
            <translation>%1 und %2.</translation>
        </message>
        <message>
            <source>Spread of %1: pays %2 to 1.</source>
            <translation>Spread %1: zahlt %2 zu 1.</translation>
        </message>
        <message>
            <source>Place a bet first: press Up to add a credit, or Tab to a chip stack and press Space.</source>
            <translation>Setzen Sie zuerst: Pfeil nach oben legt einen Credit dazu, oder gehen Sie mit Tab zu einem Jetonstapel und drücken Sie die Leertaste.</translation>
        </message>
        <message>
            <source>You raise %1. The third card comes.</source>
            <translation>Sie erhöhen um %1. Die dritte Karte kommt.</translation>
        </message>
        <message>
            <source>You stand. The third card comes.</source>
            <translation>Sie bleiben stehen. Die dritte Karte kommt.</translation>
        </message>
        <message numerus="yes">
            <source>Practice balance %Ln credit(s).</source>
            <translation>
                <numerusform>Übungsguthaben %Ln Credit.</numerusform>
                <numerusform>Übungsguthaben %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Balance %Ln credit(s).</source>
            <translation>
                <numerusform>Guthaben: %Ln Credit.</numerusform>
                <numerusform>Guthaben: %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Third card %1: three of a kind! You win %Ln credit(s).</source>
            <translation>
                <numerusform>Dritte Karte %1: Drilling! Sie gewinnen %Ln Credit.</numerusform>
                <numerusform>Dritte Karte %1: Drilling! Sie gewinnen %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Third card %1: you win %Ln credit(s).</source>
            <translation>
                <numerusform>Dritte Karte %1: Sie gewinnen %Ln Credit.</numerusform>
                <numerusform>Dritte Karte %1: Sie gewinnen %Ln Credits.</numerusform>
            </translation>
        </message>
        <message>
            <source>Third card %1: a push: your 1 credit comes back.</source>
            <translation>Dritte Karte %1: Unentschieden – Sie erhalten Ihren 1 Credit zurück.</translation>
        </message>
        <message numerus="yes">
            <source>Third card %1: a push: your %Ln credit(s) come back.</source>
            <translation>
                <numerusform>Dritte Karte %1: Unentschieden – Sie erhalten Ihren %Ln Credit zurück.</numerusform>
                <numerusform>Dritte Karte %1: Unentschieden – Sie erhalten Ihre %Ln Credits zurück.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Third card %1: the dealer wins %Ln credit(s).</source>
            <translation>
                <numerusform>Dritte Karte %1: Die Bank gewinnt %Ln Credit.</numerusform>
                <numerusform>Dritte Karte %1: Die Bank gewinnt %Ln Credits.</numerusform>
            </translation>
        </message>
        <message>
            <source>A push. Your 1 credit comes back.</source>
            <translation>Unentschieden – Sie erhalten Ihren 1 Credit zurück.</translation>
        </message>
        <message numerus="yes">
            <source>A push. Your %Ln credit(s) come back.</source>
            <translation>
                <numerusform>Unentschieden – Sie erhalten Ihren %Ln Credit zurück.</numerusform>
                <numerusform>Unentschieden – Sie erhalten Ihre %Ln Credits zurück.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 and %2: consecutive, a push. Your 1 credit comes back.</source>
            <translation>%1 und %2: aufeinanderfolgend, unentschieden. Ihr 1 Credit geht an Sie zurück.</translation>
        </message>
        <message numerus="yes">
            <source>%1 and %2: consecutive, a push. Your %Ln credit(s) come back.</source>
            <translation>
                <numerusform>%1 und %2: aufeinanderfolgend, unentschieden. Ihr %Ln Credit geht an Sie zurück.</numerusform>
                <numerusform>%1 und %2: aufeinanderfolgend, unentschieden. Ihre %Ln Credits gehen an Sie zurück.</numerusform>
            </translation>
        </message>
        <message>
            <source>Spread of %1: pays %2 to 1. Raise or stand?</source>
            <translation>Spread %1: zahlt %2 zu 1. Erhöhen oder stehen bleiben?</translation>
        </message>
    </context>
    <context>
        <name>Notice</name>
        <message>
            <source>A damaged hand in your history (%1) was set aside.</source>
            <translation>Ein beschädigter Coup in Ihrem Spielverlauf (%1) wurde ausgesondert.</translation>
        </message>
        <message>
            <source>A damaged new-game record in your history (%1) was set aside.</source>
            <translation>Ein beschädigter „Neues Spiel“-Eintrag in Ihrem Spielverlauf (%1) wurde ausgesondert.</translation>
        </message>
        <message>
            <source>A damaged table record in your history (%1) was set aside.</source>
            <translation>Ein beschädigter Tisch-Eintrag in Ihrem Spielverlauf (%1) wurde ausgesondert.</translation>
        </message>
        <message>
            <source>Your next Bet ID could not be read; Bet IDs continue from %1.</source>
            <translation>Ihre nächste Bet-ID konnte nicht gelesen werden; die Bet-IDs werden ab %1 fortgesetzt.</translation>
        </message>
        <message>
            <source>Your personal-limit file was damaged; it was restored from its copy: your limit, PIN and weekly lock are as they were.</source>
            <translation>Ihre Datei mit dem persönlichen Limit war beschädigt; sie wurde aus ihrer Sicherungskopie wiederhergestellt: Ihr Limit, Ihre PIN und Ihre Wochensperre sind unverändert.</translation>
        </message>
        <message>
            <source>Your personal-limit file was damaged (%1) and no copy could be read, so your limit, PIN and lock could not be kept. Until you set a limit again in Game &gt; Bet Options, every bet is held to the table minimum.</source>
            <translation>Ihre Datei mit dem persönlichen Limit war beschädigt (%1), und keine Sicherungskopie war lesbar; daher konnten Ihr Limit, Ihre PIN und Ihre Sperre nicht erhalten werden. Bis Sie unter Spiel &gt; Einsatzoptionen wieder ein Limit festlegen, ist jeder Einsatz auf den Mindesteinsatz des Tisches begrenzt.</translation>
        </message>
        <message>
            <source>Your personal-limit file was missing or empty; it was restored from its copy: your limit, PIN and weekly lock are as they were.</source>
            <translation>Ihre Datei mit dem persönlichen Limit fehlte oder war leer; sie wurde aus ihrer Sicherungskopie wiederhergestellt: Ihr Limit, Ihre PIN und Ihre Wochensperre sind unverändert.</translation>
        </message>
        <message>
            <source>Your personal-limit file and its copy are missing or empty, so your limit, PIN and lock could not be kept. Until you set a limit again in Game &gt; Bet Options, every bet is held to the table minimum.</source>
            <translation>Ihre Datei mit dem persönlichen Limit und ihre Sicherungskopie fehlen oder sind leer; daher konnten Ihr Limit, Ihre PIN und Ihre Sperre nicht erhalten werden. Bis Sie unter Spiel &gt; Einsatzoptionen wieder ein Limit festlegen, ist jeder Einsatz auf den Mindesteinsatz des Tisches begrenzt.</translation>
        </message>
        <message>
            <source>%1 Until it can be read, every bet is held to the table minimum.</source>
            <translation>%1 Bis Ihr Limit wieder gelesen werden kann, ist jeder Einsatz auf den Mindesteinsatz des Tisches begrenzt.</translation>
        </message>
        <message>
            <source>Your personal limit, PIN and weekly lock were kept.</source>
            <translation>Ihr persönliches Limit, Ihre PIN und Ihre Wochensperre wurden beibehalten.</translation>
        </message>
        <message>
            <source>Your personal-limit file was older than its copy (it may have been put back from a backup); the stricter of the two was kept: your limit, PIN, weekly lock and breaks are as strict as the latest you set.</source>
            <translation>Ihre Datei mit dem persönlichen Limit war älter als ihre Sicherungskopie (vielleicht wurde sie aus einer Datensicherung zurückgeholt); die strengere der beiden wurde beibehalten: Ihr Limit, Ihre PIN, Ihre Wochensperre und Ihre Pausen sind so streng wie zuletzt von Ihnen festgelegt.</translation>
        </message>
        <message>
            <source>Your personal-limit file and its copy are older than your last change of the limit (they may have been put back from a backup), so your limit could not be kept. Until you set a limit again in Game &gt; Bet Options, every bet is held to the table minimum.</source>
            <translation>Ihre Datei mit dem persönlichen Limit und ihre Sicherungskopie sind älter als Ihre letzte Änderung des Limits (vielleicht wurden sie aus einer Datensicherung zurückgeholt); daher konnte Ihr Limit nicht erhalten werden. Bis Sie unter Spiel &gt; Einsatzoptionen wieder ein Limit festlegen, ist jeder Einsatz auf den Mindesteinsatz des Tisches begrenzt.</translation>
        </message>
        <message numerus="yes">
            <source>Your ledger file was damaged (%1); it was kept as %2 and a fresh bankroll of %Ln credit(s) started.</source>
            <translation>
                <numerusform>Ihre Kassenbuch-Datei war beschädigt (%1); sie wurde als %2 aufbewahrt, und ein neues Guthaben von %Ln Credit wurde eröffnet.</numerusform>
                <numerusform>Ihre Kassenbuch-Datei war beschädigt (%1); sie wurde als %2 aufbewahrt, und ein neues Guthaben von %Ln Credits wurde eröffnet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your ledger file %1 was missing or empty and no copy of it could be read, so your balance and hand history could not be recovered. A fresh bankroll of %Ln credit(s) was started.</source>
            <translation>
                <numerusform>Ihre Kassenbuch-Datei %1 fehlte oder war leer, und keine Kopie davon war lesbar; Ihr Guthaben und Ihr Spielverlauf ließen sich daher nicht wiederherstellen. Ein neues Guthaben von %Ln Credit wurde eröffnet.</numerusform>
                <numerusform>Ihre Kassenbuch-Datei %1 fehlte oder war leer, und keine Kopie davon war lesbar; Ihr Guthaben und Ihr Spielverlauf ließen sich daher nicht wiederherstellen. Ein neues Guthaben von %Ln Credits wurde eröffnet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your ledger file %1 was missing or empty; it was restored from its copy, written after your last hand: balance %Ln credit(s), %2 hands in your history.</source>
            <translation>
                <numerusform>Ihre Kassenbuch-Datei %1 fehlte oder war leer; sie wurde aus ihrer Kopie wiederhergestellt, die nach Ihrem letzten Coup geschrieben wurde: Guthaben %Ln Credit, %2 Coups in Ihrem Spielverlauf.</numerusform>
                <numerusform>Ihre Kassenbuch-Datei %1 fehlte oder war leer; sie wurde aus ihrer Kopie wiederhergestellt, die nach Ihrem letzten Coup geschrieben wurde: Guthaben %Ln Credits, %2 Coups in Ihrem Spielverlauf.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your ledger file was damaged (%1); it was kept as %2 and restored from its copy, written after your last hand: balance %Ln credit(s), %3 hands in your history.</source>
            <translation>
                <numerusform>Ihre Kassenbuch-Datei war beschädigt (%1); sie wurde als %2 aufbewahrt und aus ihrer Kopie wiederhergestellt, die nach Ihrem letzten Coup geschrieben wurde: Guthaben %Ln Credit, %3 Coups in Ihrem Spielverlauf.</numerusform>
                <numerusform>Ihre Kassenbuch-Datei war beschädigt (%1); sie wurde als %2 aufbewahrt und aus ihrer Kopie wiederhergestellt, die nach Ihrem letzten Coup geschrieben wurde: Guthaben %Ln Credits, %3 Coups in Ihrem Spielverlauf.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your ledger file had lost its latest records (%1 settled hands, Bet IDs %2 to %3), as happens when its -wal file is lost after a crash; it was kept as %4 and restored from its copy: balance %Ln credit(s).</source>
            <translation>
                <numerusform>Ihrer Kassenbuch-Datei fehlten die letzten Einträge (%1 abgerechnete Coups, Bet-IDs %2 bis %3), wie es geschieht, wenn nach einem Absturz ihre -wal-Datei verloren geht; sie wurde als %4 aufbewahrt und aus ihrer Kopie wiederhergestellt: Guthaben %Ln Credit.</numerusform>
                <numerusform>Ihrer Kassenbuch-Datei fehlten die letzten Einträge (%1 abgerechnete Coups, Bet-IDs %2 bis %3), wie es geschieht, wenn nach einem Absturz ihre -wal-Datei verloren geht; sie wurde als %4 aufbewahrt und aus ihrer Kopie wiederhergestellt: Guthaben %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your ledger file had lost its latest records, as happens when its -wal file is lost after a crash; it was kept as %1 and restored from its copy: balance %Ln credit(s).</source>
            <translation>
                <numerusform>Ihrer Kassenbuch-Datei fehlten die letzten Einträge, wie es geschieht, wenn nach einem Absturz ihre -wal-Datei verloren geht; sie wurde als %1 aufbewahrt und aus ihrer Kopie wiederhergestellt: Guthaben %Ln Credit.</numerusform>
                <numerusform>Ihrer Kassenbuch-Datei fehlten die letzten Einträge, wie es geschieht, wenn nach einem Absturz ihre -wal-Datei verloren geht; sie wurde als %1 aufbewahrt und aus ihrer Kopie wiederhergestellt: Guthaben %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A damaged open hand was voided: its wager of %Ln credit(s) was returned.</source>
            <translation>
                <numerusform>Ein beschädigter offener Coup wurde annulliert: Sein Einsatz von %Ln Credit wurde zurückerstattet.</numerusform>
                <numerusform>Ein beschädigter offener Coup wurde annulliert: Sein Einsatz von %Ln Credits wurde zurückerstattet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your balance could not be read from the ledger; it was rebuilt from your history as %Ln credit(s).</source>
            <translation>
                <numerusform>Ihr Guthaben konnte nicht aus dem Kassenbuch gelesen werden; es wurde aus Ihrem Spielverlauf mit %Ln Credit wiederhergestellt.</numerusform>
                <numerusform>Ihr Guthaben konnte nicht aus dem Kassenbuch gelesen werden; es wurde aus Ihrem Spielverlauf mit %Ln Credits wiederhergestellt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bet ID %1 was interrupted before your decision, with %2 and %3 showing. It was finished as a stand: the third card drawn was %4, %5. Your balance is %Ln credit(s).</source>
            <translation>
                <numerusform>Bet-ID %1 wurde vor Ihrer Entscheidung unterbrochen, offen lagen %2 und %3. Der Coup wurde als „Stehen“ zu Ende gespielt: Die gezogene dritte Karte war %4, %5. Ihr Guthaben beträgt %Ln Credit.</numerusform>
                <numerusform>Bet-ID %1 wurde vor Ihrer Entscheidung unterbrochen, offen lagen %2 und %3. Der Coup wurde als „Stehen“ zu Ende gespielt: Die gezogene dritte Karte war %4, %5. Ihr Guthaben beträgt %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your last hand, Bet ID %1, was finished as you quit: the cards were %2 and %3, the third card was %4, %5. Your balance is %Ln credit(s).</source>
            <translation>
                <numerusform>Ihr letzter Coup, Bet-ID %1, wurde beim Beenden zu Ende gespielt: Die Karten waren %2 und %3, die dritte Karte war %4, %5. Ihr Guthaben beträgt %Ln Credit.</numerusform>
                <numerusform>Ihr letzter Coup, Bet-ID %1, wurde beim Beenden zu Ende gespielt: Die Karten waren %2 und %3, die dritte Karte war %4, %5. Ihr Guthaben beträgt %Ln Credits.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your custom tables could not be read (%1).</source>
            <translation>Ihre eigenen Tische konnten nicht gelesen werden (%1).</translation>
        </message>
        <message>
            <source>Your custom tables file was damaged and could not be moved aside (%1).</source>
            <translation>Die Datei Ihrer eigenen Tische war beschädigt und konnte nicht beiseitegelegt werden (%1).</translation>
        </message>
        <message>
            <source>Your custom tables file was damaged; it was kept as %1.</source>
            <translation>Die Datei Ihrer eigenen Tische war beschädigt; sie wurde als %1 aufbewahrt.</translation>
        </message>
        <message>
            <source>A custom table was left out: %1.</source>
            <translation>Ein eigener Tisch wurde ausgelassen: %1.</translation>
        </message>
        <message>
            <source>A second table called %1 was left out.</source>
            <translation>Ein zweiter Tisch namens %1 wurde ausgelassen.</translation>
        </message>
        <message>
            <source>Give the table a name.</source>
            <translation>Geben Sie dem Tisch einen Namen.</translation>
        </message>
        <message>
            <source>A table name has at most %1 characters.</source>
            <translation>Ein Tischname darf höchstens %1 Zeichen haben.</translation>
        </message>
        <message>
            <source>A table name cannot hold control characters.</source>
            <translation>Ein Tischname darf keine Steuerzeichen enthalten.</translation>
        </message>
        <message>
            <source>There is already a table called %1.</source>
            <translation>Es gibt bereits einen Tisch namens %1.</translation>
        </message>
    </context>
    <context>
        <name>OptionsDialog</name>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Four colours (clubs green, diamonds blue)</source>
            <translation>Vier Farben (Kreuz grün, Karo blau)</translation>
        </message>
        <message>
            <source>Large index (for small windows and low vision)</source>
            <translation>Große Indizes (für kleine Fenster und schwache Augen)</translation>
        </message>
        <message>
            <source>Ruby</source>
            <translation>Rubin</translation>
        </message>
        <message>
            <source>Sapphire</source>
            <translation>Saphir</translation>
        </message>
        <message>
            <source>Emerald</source>
            <translation>Smaragd</translation>
        </message>
        <message>
            <source>Onyx</source>
            <translation>Onyx</translation>
        </message>
        <message>
            <source>Casino green</source>
            <translation>Casinogrün</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <source>Claret</source>
            <translation>Bordeaux</translation>
        </message>
        <message>
            <source>Midnight (dark, low glare)</source>
            <translation>Mitternacht (dunkel, blendarm)</translation>
        </message>
        <message>
            <source>Changes apply as soon as you press OK; animation can be switched on or off at any time.</source>
            <translation>Änderungen gelten, sobald Sie OK drücken; die Animation lässt sich jederzeit ein- und ausschalten.</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Systemsprache</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <source>&amp;Sound effects</source>
            <translation>&amp;Soundeffekte</translation>
        </message>
        <message>
            <source>Chips, cards and the result chime.</source>
            <translation>Jetons, Karten und der Ergebniston.</translation>
        </message>
        <message>
            <source>Dealer &amp;voice</source>
            <translation>&amp;Croupierstimme</translation>
        </message>
        <message>
            <source>The dealer announces the spread and the result.</source>
            <translation>Der Croupier sagt den Spread und das Ergebnis an.</translation>
        </message>
        <message>
            <source>Sound volume</source>
            <translation>Lautstärke der Töne</translation>
        </message>
        <message>
            <source>Voice volume</source>
            <translation>Lautstärke der Stimme</translation>
        </message>
        <message>
            <source>Play a chip at this volume</source>
            <translation>Einen Jeton in dieser Lautstärke abspielen</translation>
        </message>
        <message>
            <source>Hear the dealer at this volume</source>
            <translation>Den Croupier in dieser Lautstärke hören</translation>
        </message>
        <message>
            <source>Sound and voice</source>
            <translation>Ton und Stimme</translation>
        </message>
        <message>
            <source>&amp;Animation</source>
            <translation>A&amp;nimation</translation>
        </message>
        <message>
            <source>Cards and chips slide into place; off, the table changes at once.</source>
            <translation>Karten und Jetons gleiten an ihren Platz; ausgeschaltet ändert sich der Tisch sofort.</translation>
        </message>
        <message>
            <source>Dealing speed</source>
            <translation>Tempo beim Geben</translation>
        </message>
        <message>
            <source>How fast the cards are dealt when animation is on.</source>
            <translation>Wie schnell die Karten bei eingeschalteter Animation gegeben werden.</translation>
        </message>
        <message>
            <source>S&amp;peed:</source>
            <translation>&amp;Tempo:</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <source>As the desktop says</source>
            <translation>Wie im System eingestellt</translation>
        </message>
        <message>
            <source>Reduce motion</source>
            <translation>Bewegung reduzieren</translation>
        </message>
        <message>
            <source>Full motion</source>
            <translation>Volle Bewegung</translation>
        </message>
        <message>
            <source>Reduced: cards appear in place one by one instead of sliding and turning; nothing pops or sweeps.</source>
            <translation>Reduziert: Die Karten erscheinen nacheinander an ihrem Platz, statt zu gleiten und sich umzudrehen; nichts springt auf oder wischt über den Tisch.</translation>
        </message>
        <message>
            <source>Motion</source>
            <translation>Bewegung</translation>
        </message>
        <message>
            <source>&amp;Motion:</source>
            <translation>&amp;Bewegung:</translation>
        </message>
        <message>
            <source>Four colours tell the suits apart; large indices read at a small size.</source>
            <translation>Vier Farben unterscheiden die Farben der Karten; große Indizes sind auch klein gut lesbar.</translation>
        </message>
        <message>
            <source>Looks</source>
            <translation>Aussehen</translation>
        </message>
        <message>
            <source>&amp;Deck:</source>
            <translation>&amp;Kartenspiel:</translation>
        </message>
        <message>
            <source>Card &amp;back:</source>
            <translation>Karten&amp;rücken:</translation>
        </message>
        <message>
            <source>&amp;Felt:</source>
            <translation>&amp;Tuch:</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>Anhören</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Tisch</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message numerus="yes">
            <source>Every %n minute(s)</source>
            <translation>
                <numerusform>Jede Minute</numerusform>
                <numerusform>Alle %n Minuten</numerusform>
            </translation>
        </message>
        <message>
            <source>A reminder of how long you have played, your hands and your net result.</source>
            <translation>Eine Erinnerung daran, wie lange Sie gespielt haben, mit Ihren Coups und Ihrem Nettoergebnis.</translation>
        </message>
        <message>
            <source>&amp;Reality check:</source>
            <translation>&amp;Realitätscheck:</translation>
        </message>
        <message>
            <source>A shorter interval takes effect at once; a longer one, or Off, from your next session.</source>
            <translation>Ein kürzeres Intervall gilt sofort; ein längeres oder „Aus“ ab Ihrer nächsten Sitzung.</translation>
        </message>
        <message>
            <source>Responsible play</source>
            <translation>Verantwortungsvolles Spielen</translation>
        </message>
        <message>
            <source>The language of the table, its menus and dialogs.</source>
            <translation>Die Sprache des Tisches, seiner Menüs und Dialoge.</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>S&amp;prache:</translation>
        </message>
        <message>
            <source>The dealer's voice speaks English in every language.</source>
            <translation>Die Stimme des Croupiers spricht in jeder Sprache Englisch.</translation>
        </message>
        <message>
            <source>No sound can be heard: the game finds no speakers or headphones on this computer. Connect some, then start the game again.</source>
            <translation>Es ist kein Ton zu hören: Das Spiel findet an diesem Computer weder Lautsprecher noch Kopfhörer. Schließen Sie welche an und starten Sie das Spiel dann neu.</translation>
        </message>
        <message numerus="yes">
            <source>Missing or damaged files silence %n sound effect(s).</source>
            <translation>
                <numerusform>Wegen fehlender oder beschädigter Dateien bleibt %n Soundeffekt stumm.</numerusform>
                <numerusform>Wegen fehlender oder beschädigter Dateien bleiben %n Soundeffekte stumm.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Missing or damaged files silence %n dealer announcement(s).</source>
            <translation>
                <numerusform>Wegen fehlender oder beschädigter Dateien fehlt %n Ansage des Croupiers.</numerusform>
                <numerusform>Wegen fehlender oder beschädigter Dateien fehlen %n Ansagen des Croupiers.</numerusform>
            </translation>
        </message>
        <message>
            <source>Reinstalling the game brings them back.</source>
            <translation>Eine Neuinstallation des Spiels stellt sie wieder her.</translation>
        </message>
        <message>
            <source>Why sound or voice cannot be heard</source>
            <translation>Warum Soundeffekte oder Stimme nicht zu hören sind</translation>
        </message>
        <message>
            <source>The test could not be heard.</source>
            <translation>Der Test war nicht zu hören.</translation>
        </message>
    </context>
    <context>
        <name>PlayerRecord</name>
        <message>
            <source>The start of this session could not be written to your history (%1). Play goes on; no credit is affected.</source>
            <translation>Der Beginn dieser Sitzung konnte nicht in Ihren Spielverlauf geschrieben werden (%1). Das Spiel geht weiter; Ihr Guthaben ist davon nicht betroffen.</translation>
        </message>
        <message>
            <source>Your break is over. Place your bets.</source>
            <translation>Ihre Pause ist vorbei. Bitte setzen Sie.</translation>
        </message>
        <message>
            <source>Session time: %1</source>
            <translation>Sitzungsdauer: %1</translation>
        </message>
        <message>
            <source>Session net: %1</source>
            <translation>Sitzungsergebnis: %1</translation>
        </message>
        <message>
            <source>Your new reality-check interval starts with your next session.</source>
            <translation>Ihr neues Realitätscheck-Intervall gilt ab Ihrer nächsten Sitzung.</translation>
        </message>
        <message>
            <source>Reality check: answer it to play on.</source>
            <translation>Realitätscheck: Bitte beantworten Sie ihn, um weiterzuspielen.</translation>
        </message>
        <message>
            <source>Place your bets.</source>
            <translation>Bitte setzen Sie.</translation>
        </message>
        <message>
            <source>Answer the reality check first.</source>
            <translation>Beantworten Sie zuerst den Realitätscheck.</translation>
        </message>
        <message>
            <source>Take a Break</source>
            <translation>Pause einlegen</translation>
        </message>
        <message>
            <source>The change of table could not be written to your history (%1). Play goes on; no credit is affected.</source>
            <translation>Der Tischwechsel konnte nicht in Ihren Spielverlauf geschrieben werden (%1). Das Spiel geht weiter; Ihr Guthaben ist davon nicht betroffen.</translation>
        </message>
    </context>
    <context>
        <name>PlayerSeedBox</name>
        <message>
            <source>Fair deals: your seed</source>
            <translation>Faire Mischungen: Ihr Seed</translation>
        </message>
        <message>
            <source>Every shuffle's order comes from the house's sealed seed and your own seed together, so the house cannot pick the cards without you. Type any phrase or hex digits (1 to 64 characters). A change applies from the next shuffle not yet dealt from; its house seed is already sealed, with the fingerprint below, before your seed is known.</source>
            <translation>Die Reihenfolge jeder Mischung ergibt sich aus dem versiegelten Seed des Hauses und Ihrem eigenen Seed zusammen, sodass das Haus die Karten nicht ohne Sie bestimmen kann. Geben Sie einen beliebigen Satz oder Hexadezimalziffern ein (1 bis 64 Zeichen). Eine Änderung gilt ab der nächsten Mischung, aus der noch nicht gegeben wurde; deren Seed des Hauses ist bereits versiegelt, mit dem Fingerabdruck unten, bevor Ihr Seed bekannt ist.</translation>
        </message>
        <message>
            <source>Your seed</source>
            <translation>Ihr Seed</translation>
        </message>
        <message>
            <source>&amp;Your seed:</source>
            <translation>&amp;Ihr Seed:</translation>
        </message>
        <message>
            <source>Next shuffle sealed: fingerprint %1</source>
            <translation>Nächste Mischung versiegelt: Fingerabdruck %1</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message numerus="yes">
            <source>Practice: these hands are played from a practice bankroll of %Ln credit(s) and never count in your balance, history or statistics.</source>
            <translation>
                <numerusform>Übung: Diese Coups werden mit einem Übungsguthaben von %Ln Credit gespielt und zählen nie zu Ihrem Guthaben, Ihrem Spielverlauf oder Ihrer Statistik.</numerusform>
                <numerusform>Übung: Diese Coups werden mit einem Übungsguthaben von %Ln Credits gespielt und zählen nie zu Ihrem Guthaben, Ihrem Spielverlauf oder Ihrer Statistik.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Practice deal %1: these hands are played from a practice bankroll of %Ln credit(s) and never count in your balance, history or statistics.</source>
            <translation>
                <numerusform>Übungsspiel Nr. %1: Diese Coups werden mit einem Übungsguthaben von %Ln Credit gespielt und zählen nie zu Ihrem Guthaben, Ihrem Spielverlauf oder Ihrer Statistik.</numerusform>
                <numerusform>Übungsspiel Nr. %1: Diese Coups werden mit einem Übungsguthaben von %Ln Credits gespielt und zählen nie zu Ihrem Guthaben, Ihrem Spielverlauf oder Ihrer Statistik.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Back at your own bankroll: %Ln credit(s). Place your bets.</source>
            <translation>
                <numerusform>Zurück bei Ihrem eigenen Guthaben: %Ln Credit. Bitte setzen Sie.</numerusform>
                <numerusform>Zurück bei Ihrem eigenen Guthaben: %Ln Credits. Bitte setzen Sie.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ProfileError</name>
        <message>
            <source>Red Dog cannot create its profile folder %1 (%2). Choose another folder with --profile-dir or %3.</source>
            <translation>Red Dog kann seinen Profilordner %1 nicht anlegen (%2). Wählen Sie mit --profile-dir oder %3 einen anderen Ordner.</translation>
        </message>
        <message>
            <source>Red Dog is already running with this profile. Switch to that window, or close it first; two tables on one bankroll would get in each other's way. The profile is %1.</source>
            <translation>Red Dog läuft bereits mit diesem Profil. Wechseln Sie zu dem anderen Fenster oder schließen Sie es zuerst; zwei Tische mit demselben Guthaben würden sich gegenseitig stören. Profil: %1.</translation>
        </message>
        <message>
            <source>Your ledger has lost its balance; restart Red Dog to repair it.</source>
            <translation>In Ihrem Kassenbuch fehlt das Guthaben; starten Sie Red Dog neu, um den Fehler zu beheben.</translation>
        </message>
        <message>
            <source>Your ledger has lost its next bet id; restart Red Dog to repair it.</source>
            <translation>In Ihrem Kassenbuch fehlt die nächste Bet-ID; starten Sie Red Dog neu, um den Fehler zu beheben.</translation>
        </message>
        <message>
            <source>Bet ID %1 is already in your ledger; the hand was not dealt.</source>
            <translation>Bet-ID %1 steht bereits in Ihrem Kassenbuch; der Coup wurde nicht gegeben.</translation>
        </message>
        <message>
            <source>Bet ID %1 was already paid; it was not paid again.</source>
            <translation>Bet-ID %1 wurde bereits ausgezahlt; sie wurde nicht erneut ausgezahlt.</translation>
        </message>
        <message>
            <source>Your personal-limit file cannot be read (%1); restart Red Dog to repair it.</source>
            <translation>Ihre Datei mit dem persönlichen Limit kann nicht gelesen werden (%1); starten Sie Red Dog neu, um den Fehler zu beheben.</translation>
        </message>
        <message>
            <source>Your PIN could not be checked: %1.</source>
            <translation>Ihre PIN konnte nicht geprüft werden: %1.</translation>
        </message>
        <message>
            <source>Red Dog cannot move your personal limit into its own file right now; nothing was changed. Check that the disk has room and the folder can be written, then start Red Dog again.</source>
            <translation>Red Dog kann Ihr persönliches Einsatzlimit derzeit nicht in eine eigene Datei verschieben; es wurde nichts geändert. Prüfen Sie, ob auf dem Datenträger genug Platz ist und der Ordner beschreibbar ist, und starten Sie Red Dog dann erneut.</translation>
        </message>
        <message>
            <source>Red Dog cannot look at %1 (%2).</source>
            <translation>Red Dog kann nicht auf %1 zugreifen (%2).</translation>
        </message>
        <message>
            <source>The history was not written: %1 is a file of your Red Dog profile. Choose a file outside your profile, for example history.csv.</source>
            <translation>Der Spielverlauf wurde nicht geschrieben: %1 ist eine Datei Ihres Red-Dog-Profils. Wählen Sie eine Datei außerhalb Ihres Profils, zum Beispiel history.csv.</translation>
        </message>
        <message>
            <source>The history was not written: %1 already exists and is not a history exported by Red Dog. Choose a new file name, or move that file away first.</source>
            <translation>Der Spielverlauf wurde nicht geschrieben: %1 ist bereits vorhanden und kein von Red Dog exportierter Spielverlauf. Wählen Sie einen neuen Dateinamen oder verschieben Sie diese Datei zuerst.</translation>
        </message>
        <message>
            <source>The history was not written: %1 is not a regular file.</source>
            <translation>Der Spielverlauf wurde nicht geschrieben: %1 ist keine gewöhnliche Datei.</translation>
        </message>
        <message>
            <source>The history was not written: Red Dog cannot look at %1 (%2).</source>
            <translation>Der Spielverlauf wurde nicht geschrieben: Red Dog kann nicht auf %1 zugreifen (%2).</translation>
        </message>
        <message>
            <source>Your custom tables could not be saved to %1 (%2).</source>
            <translation>Ihre eigenen Tische konnten nicht unter %1 gespeichert werden (%2).</translation>
        </message>
        <message>
            <source>Red Dog cannot read the seal of your next shuffle from the ledger; no card was dealt. Start Red Dog again to repair it.</source>
            <translation>Red Dog kann das Siegel Ihrer nächsten Mischung nicht aus dem Kassenbuch lesen; es wurde keine Karte gegeben. Starten Sie Red Dog erneut, um es zu reparieren.</translation>
        </message>
        <message>
            <source>Red Dog cannot start a new file at %1 (%2).</source>
            <translation>Red Dog kann unter %1 keine neue Datei anlegen (%2).</translation>
        </message>
        <message>
            <source>Your file %1 was written by a newer version of Red Dog (format %2; this version reads up to format %3). Please update Red Dog; the file was left as it is.</source>
            <translation>Ihre Datei %1 wurde von einer neueren Version von Red Dog geschrieben (Format %2; diese Version liest bis Format %3). Bitte aktualisieren Sie Red Dog; die Datei wurde nicht verändert.</translation>
        </message>
        <message>
            <source>Your file %1 is damaged (%2) and could not be moved aside (%3). Move or rename it yourself, then start Red Dog again.</source>
            <translation>Ihre Datei %1 ist beschädigt (%2) und konnte nicht beiseitegelegt werden (%3). Verschieben Sie sie selbst oder benennen Sie sie um und starten Sie Red Dog dann erneut.</translation>
        </message>
        <message>
            <source>Red Dog cannot open %1 (%2). If another Red Dog window is open, close it; otherwise check that the disk has room and the folder can be written.</source>
            <translation>Red Dog kann %1 nicht öffnen (%2). Falls ein anderes Red-Dog-Fenster geöffnet ist, schließen Sie es; andernfalls prüfen Sie, ob auf dem Datenträger genug Platz ist und der Ordner beschreibbar ist.</translation>
        </message>
        <message>
            <source>Red Dog cannot open %1: the disk is full. Make room on the disk, then start Red Dog again.</source>
            <translation>Red Dog kann %1 nicht öffnen: Der Datenträger ist voll. Schaffen Sie Platz auf dem Datenträger und starten Sie Red Dog dann erneut.</translation>
        </message>
        <message>
            <source>Red Dog could not record %2 in %1: the disk is full; nothing was changed. Make room on the disk, then try again.</source>
            <translation>Red Dog konnte %2 nicht in %1 speichern: Der Datenträger ist voll; es wurde nichts geändert. Schaffen Sie Platz auf dem Datenträger und versuchen Sie es dann erneut.</translation>
        </message>
        <message>
            <source>The file %1 is closed.</source>
            <translation>Die Datei %1 ist geschlossen.</translation>
        </message>
        <message>
            <source>Red Dog could not record %2 in %1 (%3); nothing was changed. Check that the disk has room and the folder can be written, then try again.</source>
            <translation>Red Dog konnte %2 nicht in %1 speichern (%3); es wurde nichts geändert. Prüfen Sie, ob auf dem Datenträger genug Platz ist und der Ordner beschreibbar ist, und versuchen Sie es dann erneut.</translation>
        </message>
        <message>
            <source>Red Dog could not read %1 (%2).</source>
            <translation>Red Dog konnte %1 nicht lesen (%2).</translation>
        </message>
    </context>
    <context>
        <name>RaiseAmountBox</name>
        <message>
            <source>Raise amount</source>
            <translation>Raise-Betrag</translation>
        </message>
        <message numerus="yes">
            <source>Type a raise from %1 to %Ln credit(s).</source>
            <translation>
                <numerusform>Geben Sie ein Raise von %1 bis %Ln Credit ein.</numerusform>
                <numerusform>Geben Sie ein Raise von %1 bis %Ln Credits ein.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not raised. %1</source>
            <translation>Kein Raise. %1</translation>
        </message>
        <message numerus="yes">
            <source>Raise by this amount: %1 to %Ln credit(s). Enter raises.</source>
            <translation>
                <numerusform>Um diesen Betrag erhöhen: %1 bis %Ln Credit. Enter erhöht.</numerusform>
                <numerusform>Um diesen Betrag erhöhen: %1 bis %Ln Credits. Enter erhöht.</numerusform>
            </translation>
        </message>
        <message>
            <source>Open when a spread is announced: how much to raise, up to your wager.</source>
            <translation>Wird freigegeben, sobald ein Spread angesagt ist: um wie viel Sie erhöhen, bis zur Höhe Ihres Einsatzes.</translation>
        </message>
    </context>
    <context>
        <name>Reader</name>
        <message>
            <source>A card, face down</source>
            <translation>Eine Karte, verdeckt</translation>
        </message>
        <message>
            <source>Red dog on spread %1, pays %2 to 1</source>
            <translation>Red Dog auf Spread %1, zahlt %2 zu 1</translation>
        </message>
        <message>
            <source>Red dog: %1</source>
            <comment>the red dog marker and what it marks</comment>
            <translation>Red Dog: %1</translation>
        </message>
        <message>
            <source>Red dog, at rest</source>
            <translation>Red Dog, in Ruhestellung</translation>
        </message>
        <message>
            <source>spread %1, %2 to 1</source>
            <translation>Spread %1, %2 zu 1</translation>
        </message>
        <message>
            <source>spreads %1 to %2, %3 to 1</source>
            <translation>Spreads %1 bis %2, %3 zu 1</translation>
        </message>
        <message>
            <source>three of a kind, %1 to 1</source>
            <translation>Drilling, %1 zu 1</translation>
        </message>
        <message>
            <source>Pays: %1</source>
            <translation>Auszahlung: %1</translation>
        </message>
        <message>
            <source>Shoe: %1</source>
            <translation>Schlitten: %1</translation>
        </message>
        <message>
            <source>No chips on the bet.</source>
            <translation>Keine Chips im Einsatz.</translation>
        </message>
        <message numerus="yes">
            <source>Stake %Ln credit(s).</source>
            <translation>
                <numerusform>Einsatz %Ln Credit.</numerusform>
                <numerusform>Einsatz %Ln Credits.</numerusform>
            </translation>
        </message>
        <message>
            <source>The cards are cut: the cut card is at %1 of the shoe.</source>
            <translation>Die Karten sind abgehoben: die Schnittkarte liegt bei %1 des Schlittens.</translation>
        </message>
        <message>
            <source>Cards: %1.</source>
            <translation>Karten: %1.</translation>
        </message>
        <message>
            <source>No cards on the table.</source>
            <translation>Keine Karten auf dem Tisch.</translation>
        </message>
        <message numerus="yes">
            <source>Raised %Ln credit(s).</source>
            <translation>
                <numerusform>Erhöht um %Ln Credit.</numerusform>
                <numerusform>Erhöht um %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Practice balance %Ln credit(s).</source>
            <translation>
                <numerusform>Übungsguthaben %Ln Credit.</numerusform>
                <numerusform>Übungsguthaben %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Balance %Ln credit(s).</source>
            <translation>
                <numerusform>Guthaben: %Ln Credit.</numerusform>
                <numerusform>Guthaben: %Ln Credits.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RealityCheckDialog</name>
        <message>
            <source>Reality Check</source>
            <translation>Realitätscheck</translation>
        </message>
        <message>
            <source>You have been playing for %1.</source>
            <translation>Sie spielen seit %1.</translation>
        </message>
        <message>
            <source>Time played:</source>
            <translation>Spielzeit:</translation>
        </message>
        <message>
            <source>Hands this session:</source>
            <translation>Coups in dieser Sitzung:</translation>
        </message>
        <message>
            <source>Net this session:</source>
            <translation>Saldo dieser Sitzung:</translation>
        </message>
        <message>
            <source>Wagered this session:</source>
            <translation>Eingesetzt in dieser Sitzung:</translation>
        </message>
        <message>
            <source>Take a moment: would you like to go on playing? You can change how often this appears in Options.</source>
            <translation>Nehmen Sie sich einen Moment Zeit: Möchten Sie weiterspielen? Wie oft diese Abfrage erscheint, können Sie in den Optionen ändern.</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Weiterspielen</translation>
        </message>
        <message>
            <source>View &amp;History</source>
            <translation>&amp;Spielverlauf anzeigen</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
    </context>
    <context>
        <name>Refusal</name>
        <message>
            <source>The bet limit must be a whole number of credits.</source>
            <translation>Das Einsatzlimit muss eine ganze Anzahl Credits sein.</translation>
        </message>
        <message>
            <source>The bet limit cannot be negative.</source>
            <translation>Das Einsatzlimit darf nicht negativ sein.</translation>
        </message>
        <message>
            <source>The balance must be a whole number of credits.</source>
            <translation>Das Guthaben muss eine ganze Anzahl Credits sein.</translation>
        </message>
        <message>
            <source>The balance cannot be negative.</source>
            <translation>Das Guthaben darf nicht negativ sein.</translation>
        </message>
        <message>
            <source>The raise must be a whole number of credits.</source>
            <translation>Das Raise muss eine ganze Anzahl Credits sein.</translation>
        </message>
        <message>
            <source>The raise cannot be negative.</source>
            <translation>Das Raise darf nicht negativ sein.</translation>
        </message>
        <message>
            <source>The bankroll must be a whole number of credits.</source>
            <translation>Das Startguthaben muss eine ganze Anzahl Credits sein.</translation>
        </message>
        <message>
            <source>The bankroll cannot be negative.</source>
            <translation>Das Startguthaben darf nicht negativ sein.</translation>
        </message>
        <message>
            <source>The wager must be a whole number of credits.</source>
            <translation>Der Einsatz muss eine ganze Anzahl Credits sein.</translation>
        </message>
        <message>
            <source>The wager cannot be negative.</source>
            <translation>Der Einsatz darf nicht negativ sein.</translation>
        </message>
        <message>
            <source>A Bet ID is a whole number from 1 to %1.</source>
            <translation>Eine Bet-ID ist eine ganze Zahl von 1 bis %1.</translation>
        </message>
        <message>
            <source>A bet limit must be at least 1 credit.</source>
            <translation>Ein Einsatzlimit muss mindestens 1 Credit betragen.</translation>
        </message>
        <message>
            <source>You have no credits left to raise with.</source>
            <translation>Sie haben keine Credits mehr, um zu erhöhen.</translation>
        </message>
        <message>
            <source>A raise must be at least 1 credit; choose Stand to keep your wager.</source>
            <translation>Ein Raise muss mindestens 1 Credit betragen; wählen Sie „Stehen“, um bei Ihrem Einsatz zu bleiben.</translation>
        </message>
        <message>
            <source>A raise of %1 is more than your balance of %2.</source>
            <translation>Ein Raise von %1 übersteigt Ihr Guthaben von %2.</translation>
        </message>
        <message>
            <source>This profile has used every Bet ID; start a new profile to play on.</source>
            <translation>Dieses Profil hat alle Bet-IDs aufgebraucht; legen Sie ein neues Profil an, um weiterzuspielen.</translation>
        </message>
        <message>
            <source>Place a bet first: click a chip stack or the bet spot.</source>
            <translation>Setzen Sie zuerst: Klicken Sie auf einen Jetonstapel oder das Einsatzfeld.</translation>
        </message>
        <message>
            <source>Your personal bet limit of %1 is below this table's minimum of %2: choose a table with lower limits.</source>
            <translation>Ihr persönliches Einsatzlimit von %1 liegt unter dem Mindesteinsatz dieses Tisches von %2: Wählen Sie einen Tisch mit niedrigeren Limits.</translation>
        </message>
        <message numerus="yes">
            <source>You need %Ln credit(s) to raise; your balance is %1.</source>
            <translation>
                <numerusform>Zum Erhöhen benötigen Sie %Ln Credit; Ihr Guthaben beträgt %1.</numerusform>
                <numerusform>Zum Erhöhen benötigen Sie %Ln Credits; Ihr Guthaben beträgt %1.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>At this table the raise equals your wager: %Ln credit(s).</source>
            <translation>
                <numerusform>An diesem Tisch entspricht das Raise Ihrem Einsatz: %Ln Credit.</numerusform>
                <numerusform>An diesem Tisch entspricht das Raise Ihrem Einsatz: %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>At this table the raise equals %1 times your wager: %Ln credit(s).</source>
            <translation>
                <numerusform>An diesem Tisch beträgt das Raise das %1-Fache Ihres Einsatzes: %Ln Credit.</numerusform>
                <numerusform>An diesem Tisch beträgt das Raise das %1-Fache Ihres Einsatzes: %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You can raise at most your wager of %Ln credit(s).</source>
            <translation>
                <numerusform>Sie können höchstens um Ihren Einsatz von %Ln Credit erhöhen.</numerusform>
                <numerusform>Sie können höchstens um Ihren Einsatz von %Ln Credits erhöhen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You can raise at most %1 times your wager: %Ln credit(s).</source>
            <translation>
                <numerusform>Sie können höchstens um das %1-Fache Ihres Einsatzes erhöhen: %Ln Credit.</numerusform>
                <numerusform>Sie können höchstens um das %1-Fache Ihres Einsatzes erhöhen: %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The table minimum is %Ln credit(s).</source>
            <translation>
                <numerusform>Der Mindesteinsatz am Tisch beträgt %Ln Credit.</numerusform>
                <numerusform>Der Mindesteinsatz am Tisch beträgt %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The table maximum is %Ln credit(s).</source>
            <translation>
                <numerusform>Der Höchsteinsatz am Tisch beträgt %Ln Credit.</numerusform>
                <numerusform>Der Höchsteinsatz am Tisch beträgt %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your personal bet limit cannot be read right now, so bets are held to the table minimum of %Ln credit(s).</source>
            <translation>
                <numerusform>Ihr persönliches Einsatzlimit kann gerade nicht gelesen werden, daher sind Einsätze auf den Mindesteinsatz des Tisches von %Ln Credit begrenzt.</numerusform>
                <numerusform>Ihr persönliches Einsatzlimit kann gerade nicht gelesen werden, daher sind Einsätze auf den Mindesteinsatz des Tisches von %Ln Credits begrenzt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your personal bet limit is %Ln credit(s).</source>
            <translation>
                <numerusform>Ihr persönliches Einsatzlimit beträgt %Ln Credit.</numerusform>
                <numerusform>Ihr persönliches Einsatzlimit beträgt %Ln Credits.</numerusform>
            </translation>
        </message>
        <message>
            <source>A bet of %1 is more than your balance of %2.</source>
            <translation>Ein Einsatz von %1 übersteigt Ihr Guthaben von %2.</translation>
        </message>
        <message>
            <source>You cannot deal now: raise or stand on this hand first.</source>
            <translation>Sie können jetzt nicht geben: Entscheiden Sie sich in diesem Coup zuerst für Raise oder Stehen.</translation>
        </message>
        <message>
            <source>You cannot change tables now: raise or stand on this hand first.</source>
            <translation>Sie können den Tisch jetzt nicht wechseln: Entscheiden Sie sich in diesem Coup zuerst für Raise oder Stehen.</translation>
        </message>
        <message>
            <source>You cannot start a new game now: raise or stand on this hand first.</source>
            <translation>Sie können jetzt kein neues Spiel starten: Entscheiden Sie sich in diesem Coup zuerst für Raise oder Stehen.</translation>
        </message>
        <message>
            <source>This hand is already decided; you cannot raise again.</source>
            <translation>Dieser Coup ist bereits entschieden; Sie können nicht noch einmal erhöhen.</translation>
        </message>
        <message>
            <source>This hand is already decided; you cannot stand again.</source>
            <translation>Dieser Coup ist bereits entschieden; Sie können nicht noch einmal stehen bleiben.</translation>
        </message>
        <message>
            <source>You can raise only after a spread is announced.</source>
            <translation>Sie können erst erhöhen, wenn ein Spread angesagt wurde.</translation>
        </message>
        <message>
            <source>You can stand only after a spread is announced.</source>
            <translation>Sie können erst stehen bleiben, wenn ein Spread angesagt wurde.</translation>
        </message>
        <message>
            <source>This table reshuffles every hand: there is no cut card.</source>
            <translation>An diesem Tisch wird vor jedem Coup neu gemischt: Es gibt keine Schnittkarte.</translation>
        </message>
        <message>
            <source>The cut is made once per shoe, before its first card is dealt.</source>
            <translation>Abgehoben wird einmal pro Schlitten, bevor dessen erste Karte gegeben wird.</translation>
        </message>
        <message>
            <source>The cut card goes between card %1 and card %2 of this shoe.</source>
            <translation>Die Schnittkarte kommt zwischen Karte %1 und Karte %2 dieses Schlittens.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: the shoe holds 1 to 8 decks, not %1.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Der Kartenschlitten fasst 1 bis 8 Decks, nicht %1.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: %1 is not a way of shuffling.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: %1 ist keine gültige Mischart.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: %1 is not a raise rule.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: %1 ist keine gültige Raise-Regel.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: the cut card goes between %1% and %2% of the shoe.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Die Schnittkarte liegt zwischen %1 % und %2 % des Schlittens.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: the pay table needs a whole payout of at least 1 for each spread 1 to 11.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Die Auszahlungstabelle braucht für jeden Spread von 1 bis 11 eine ganzzahlige Auszahlung von mindestens 1.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: three of a kind must pay at least 1 to 1.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Ein Drilling muss mindestens 1 zu 1 zahlen.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: the limits %1 to %2 are not a range of credits.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Die Limits %1 bis %2 ergeben keinen gültigen Credit-Bereich.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: a number is larger than this game can handle (at most %1).</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Eine Zahl ist größer, als dieses Spiel verarbeiten kann (höchstens %1).</translation>
        </message>
        <message>
            <source>These house rules cannot be played: chips must be whole, positive values.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Jetons müssen ganzzahlige, positive Werte haben.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: chip values must be listed once each, smallest first.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Jetonwerte müssen jeweils einmal und aufsteigend (kleinster zuerst) angegeben sein.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: the default chip %1 is not one of the chips.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Der Standardjeton %1 gehört nicht zu den Jetons.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: the limit tiers must be a tuple of LimitTier.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Die Limitstufen müssen ein Tupel aus LimitTier sein.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: the limit tier %1 is not a range.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Die Limitstufe %1 ist kein gültiger Bereich.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: the starting bankroll must cover at least one minimum bet.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Das Startguthaben muss mindestens einen Mindesteinsatz abdecken.</translation>
        </message>
        <message>
            <source>These house rules cannot be played: a raise is 1 to %1 times the wager, not %2.</source>
            <translation>Mit diesen Hausregeln kann nicht gespielt werden: Ein Raise beträgt das 1- bis %1-Fache des Einsatzes, nicht %2.</translation>
        </message>
        <message>
            <source>%1 is not one of this table's limits.</source>
            <translation>%1 gehört nicht zu den Limits dieses Tisches.</translation>
        </message>
        <message>
            <source>There is no table called %1; the tables are %2.</source>
            <translation>Es gibt keinen Tisch namens %1; die Tische heißen %2.</translation>
        </message>
        <message>
            <source>a table is not a JSON object</source>
            <translation>ein Tisch ist kein JSON-Objekt</translation>
        </message>
        <message>
            <source>the table name %1 cannot be used</source>
            <translation>der Tischname %1 kann nicht verwendet werden</translation>
        </message>
        <message>
            <source>the table %1 has no %2</source>
            <translation>beim Tisch %1 fehlt %2</translation>
        </message>
        <message>
            <source>the table %1 cannot be played (%2)</source>
            <translation>der Tisch %1 ist nicht spielbar (%2)</translation>
        </message>
        <message>
            <source>Type your new bet limit in whole credits, for example 250.</source>
            <translation>Geben Sie Ihr neues Einsatzlimit in ganzen Credits ein, zum Beispiel 250.</translation>
        </message>
        <message>
            <source>Bet limits are whole credits: “%1” is not a whole number. Type digits only, for example 250.</source>
            <translation>Einsatzlimits sind ganze Credits: „%1“ ist keine ganze Zahl. Geben Sie nur Ziffern ein, zum Beispiel 250.</translation>
        </message>
        <message>
            <source>A bet limit cannot be negative.</source>
            <translation>Ein Einsatzlimit darf nicht negativ sein.</translation>
        </message>
        <message>
            <source>A bet limit of 0 would stop all betting: type %1 or more.</source>
            <translation>Ein Einsatzlimit von 0 würde jedes Setzen verhindern: Geben Sie %1 oder mehr ein.</translation>
        </message>
        <message numerus="yes">
            <source>The highest limit you can set at this table is its maximum bet of %Ln credit(s).</source>
            <translation>
                <numerusform>Das höchste Limit, das Sie an diesem Tisch festlegen können, ist dessen Höchsteinsatz von %Ln Credit.</numerusform>
                <numerusform>Das höchste Limit, das Sie an diesem Tisch festlegen können, ist dessen Höchsteinsatz von %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This table's minimum bet is %Ln credit(s): with a lower limit you could not bet here. Type %Ln or more.</source>
            <translation>
                <numerusform>Der Mindesteinsatz dieses Tisches beträgt %Ln Credit: Mit einem niedrigeren Limit könnten Sie hier nicht setzen. Geben Sie %Ln oder mehr ein.</numerusform>
                <numerusform>Der Mindesteinsatz dieses Tisches beträgt %Ln Credits: Mit einem niedrigeren Limit könnten Sie hier nicht setzen. Geben Sie %Ln oder mehr ein.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln credit(s) is already your limit.</source>
            <translation>
                <numerusform>Ihr Limit beträgt bereits %Ln Credit.</numerusform>
                <numerusform>Ihr Limit beträgt bereits %Ln Credits.</numerusform>
            </translation>
        </message>
        <message>
            <source>You have no personal limit to remove.</source>
            <translation>Sie haben kein persönliches Limit, das entfernt werden könnte.</translation>
        </message>
        <message>
            <source>You changed your limit on %1 at %2 ET; you can raise it again from %3 (%4 your time). You can lower it at any time.</source>
            <translation>Sie haben Ihr Limit am %1 um %2 Uhr ET geändert; Sie können es ab %3 wieder erhöhen (Ihre Ortszeit: %4). Senken können Sie es jederzeit.</translation>
        </message>
        <message>
            <source>You changed your limit on %1 at %2 ET; you can remove your limit again from %3 (%4 your time). You can lower it at any time.</source>
            <translation>Sie haben Ihr Limit am %1 um %2 Uhr ET geändert; Sie können Ihr Limit ab %3 wieder entfernen (Ihre Ortszeit: %4). Senken können Sie es jederzeit.</translation>
        </message>
        <message>
            <source>Choose a PIN of %1 to %2 digits.</source>
            <translation>Wählen Sie eine PIN mit %1 bis %2 Ziffern.</translation>
        </message>
        <message>
            <source>A PIN is digits only (0 to 9), %1 to %2 of them.</source>
            <translation>Eine PIN besteht nur aus Ziffern (0 bis 9), %1 bis %2 Stellen lang.</translation>
        </message>
        <message>
            <source>Your PIN must have at least %1 digits.</source>
            <translation>Ihre PIN muss mindestens %1 Ziffern haben.</translation>
        </message>
        <message>
            <source>Your PIN can have at most %1 digits.</source>
            <translation>Ihre PIN darf höchstens %1 Ziffern haben.</translation>
        </message>
        <message>
            <source>Wrong PIN (%1 tries left).</source>
            <translation>Falsche PIN (noch %1 Versuche).</translation>
        </message>
        <message>
            <source>Wrong PIN (1 try left).</source>
            <translation>Falsche PIN (noch 1 Versuch).</translation>
        </message>
        <message>
            <source>PIN entry is locked until %1 after %2 wrong PINs in a row.</source>
            <translation>Nach %2 falschen PINs in Folge ist die PIN-Eingabe bis %1 Uhr gesperrt.</translation>
        </message>
        <message>
            <source>You already have a PIN; type it to confirm changes.</source>
            <translation>Sie haben bereits eine PIN; geben Sie sie ein, um Änderungen zu bestätigen.</translation>
        </message>
        <message>
            <source>Choose a PIN first: you will type it to confirm every change of your limit.</source>
            <translation>Wählen Sie zuerst eine PIN: Damit bestätigen Sie jede Änderung Ihres Limits.</translation>
        </message>
        <message>
            <source>ddd d MMM yyyy</source>
            <comment>Qt date format (QLocale) of a day. German: ddd, d. MMM yyyy</comment>
            <translation>ddd, d. MMM yyyy</translation>
        </message>
        <message>
            <source>HH:mm</source>
            <comment>Qt time format (QLocale); a 24-hour clock</comment>
            <translation>HH:mm</translation>
        </message>
        <message>
            <source>ddd d MMM HH:mm</source>
            <comment>Qt format (QLocale) of a day and time, without the year. German: ddd, d. MMM, HH:mm</comment>
            <translation>ddd, d. MMM, HH:mm</translation>
        </message>
        <message>
            <source>A player seed needs at least one character.</source>
            <translation>Ein Spieler-Seed braucht mindestens ein Zeichen.</translation>
        </message>
        <message>
            <source>A player seed has at most %1 characters; this one has %2.</source>
            <translation>Ein Spieler-Seed hat höchstens %1 Zeichen; dieser hat %2.</translation>
        </message>
        <message>
            <source>A player seed cannot hold a tab, a line break or another control character.</source>
            <translation>Ein Spieler-Seed darf keinen Tabulator, keinen Zeilenumbruch und kein anderes Steuerzeichen enthalten.</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>A pair is settled as it is dealt: there was nothing to decide.</source>
            <translation>Ein Paar wird beim Geben abgerechnet: Es gab nichts zu entscheiden.</translation>
        </message>
        <message>
            <source>Consecutive cards are a push as they are dealt: there was nothing to decide.</source>
            <translation>Aufeinanderfolgende Karten sind beim Geben ein Unentschieden: Es gab nichts zu entscheiden.</translation>
        </message>
        <message>
            <source>Interrupted before your decision: finished as a stand.</source>
            <translation>Vor Ihrer Entscheidung unterbrochen: als Stehen beendet.</translation>
        </message>
        <message>
            <source>You raised %1 on a wager of %2.</source>
            <translation>Sie haben bei einem Einsatz von %2 um %1 erhöht.</translation>
        </message>
        <message>
            <source>You stood on a wager of %1.</source>
            <translation>Sie sind bei einem Einsatz von %1 stehen geblieben.</translation>
        </message>
        <message>
            <source>Push: your stake came back.</source>
            <translation>Unentschieden: Ihr Einsatz kam zurück.</translation>
        </message>
        <message numerus="yes">
            <source>Won %Ln credit(s).</source>
            <translation>
                <numerusform>%Ln Credit gewonnen.</numerusform>
                <numerusform>%Ln Credits gewonnen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Lost %Ln credit(s).</source>
            <translation>
                <numerusform>%Ln Credit verloren.</numerusform>
                <numerusform>%Ln Credits verloren.</numerusform>
            </translation>
        </message>
        <message>
            <source>Standing</source>
            <translation>Stehen</translation>
        </message>
        <message>
            <source>Raising</source>
            <translation>Erhöhen</translation>
        </message>
        <message>
            <source>standing</source>
            <comment>within a sentence: raising would have cost...</comment>
            <translation>Stehen</translation>
        </message>
        <message>
            <source>raising</source>
            <comment>within a sentence: standing would have cost...</comment>
            <translation>Erhöhen</translation>
        </message>
        <message>
            <source>No raise was possible: standing was the only play.</source>
            <translation>Erhöhen war nicht möglich: Stehen war der einzige Zug.</translation>
        </message>
        <message>
            <source>%1 would have been the best play: %2 cost %3 credits in expectation.</source>
            <translation>%1 wäre der beste Zug gewesen: %2 kostete im Erwartungswert %3 Credits.</translation>
        </message>
        <message>
            <source>Standing and raising were worth the same.</source>
            <translation>Stehen und Erhöhen waren gleich viel wert.</translation>
        </message>
        <message>
            <source>%1 was the best play: %2 would have cost %3 credits in expectation.</source>
            <translation>%1 war der beste Zug: %2 hätte im Erwartungswert %3 Credits gekostet.</translation>
        </message>
        <message>
            <source>✓ matches the fingerprint shown before the bet</source>
            <translation>✓ passt zum Fingerabdruck, der vor dem Einsatz gezeigt wurde</translation>
        </message>
        <message>
            <source>The first two cards' shuffle was abandoned when the game stopped; ✓ the third card matches its fingerprint</source>
            <translation>Die Mischung der ersten beiden Karten wurde verworfen, als das Spiel endete; ✓ die dritte Karte passt zu ihrem Fingerabdruck</translation>
        </message>
        <message>
            <source>Sealed: the seed is revealed once this shoe is over</source>
            <translation>Versiegelt: Der Startwert wird aufgedeckt, sobald dieser Schlitten vorbei ist</translation>
        </message>
        <message>
            <source>Dealt before sealed shuffles: nothing to check</source>
            <translation>Vor den versiegelten Mischungen gegeben: nichts zu prüfen</translation>
        </message>
        <message>
            <source>Abandoned when the game stopped: this shuffle cannot be checked</source>
            <translation>Verworfen, als das Spiel endete: Diese Mischung kann nicht geprüft werden</translation>
        </message>
        <message>
            <source>✗ does not match the fingerprint shown before the bet</source>
            <translation>✗ passt nicht zum Fingerabdruck, der vor dem Einsatz gezeigt wurde</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>Zurück zum Tisch</translation>
        </message>
        <message>
            <source>Leave the replay: the table is as you left it (Esc).</source>
            <translation>Die Wiederholung verlassen: Der Tisch ist so, wie Sie ihn verlassen haben (Esc).</translation>
        </message>
        <message>
            <source>Replay of Bet ID %1 at %2</source>
            <translation>Wiederholung von Bet-ID %1 am Tisch %2</translation>
        </message>
        <message>
            <source>Move %1 of %2: %3</source>
            <translation>Zug %1 von %2: %3</translation>
        </message>
        <message>
            <source>Resume (Space)</source>
            <translation>Weiter (Leertaste)</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>Play the rest of the hand (Space).</source>
            <translation>Den Rest des Coups abspielen (Leertaste).</translation>
        </message>
        <message>
            <source>Pause (Space)</source>
            <translation>Pause (Leertaste)</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Stop the cards and chips where they are (Space).</source>
            <translation>Karten und Jetons dort anhalten, wo sie gerade sind (Leertaste).</translation>
        </message>
        <message>
            <source>Step (→)</source>
            <translation>Schritt (→)</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Schritt</translation>
        </message>
        <message>
            <source>Play the next move, then wait (Right arrow).</source>
            <translation>Den nächsten Zug abspielen, dann warten (Pfeil rechts).</translation>
        </message>
        <message>
            <source>Again</source>
            <translation>Noch einmal</translation>
        </message>
        <message>
            <source>Deal the hand again from its first card.</source>
            <translation>Den Coup noch einmal ab der ersten Karte geben.</translation>
        </message>
        <message>
            <source>Back to the table (Esc)</source>
            <translation>Zurück zum Tisch (Esc)</translation>
        </message>
        <message>
            <source>the first card</source>
            <translation>die erste Karte</translation>
        </message>
        <message>
            <source>the second card</source>
            <translation>die zweite Karte</translation>
        </message>
        <message>
            <source>the red dog</source>
            <translation>der Red Dog</translation>
        </message>
        <message>
            <source>the decision</source>
            <translation>die Entscheidung</translation>
        </message>
        <message>
            <source>the third card</source>
            <translation>die dritte Karte</translation>
        </message>
        <message>
            <source>the result</source>
            <translation>das Ergebnis</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Atlantic City</source>
            <translation>Atlantic City</translation>
        </message>
        <message>
            <source>Eight Deck</source>
            <translation>Acht Decks</translation>
        </message>
        <message>
            <source>Six Deck Shoe</source>
            <translation>Sechs-Deck-Schlitten</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Double raise</source>
            <translation>Doppeltes Raise</translation>
        </message>
        <message>
            <source>1 deck, reshuffled every hand, %1-%2</source>
            <translation>1 Deck, vor jedem Coup neu gemischt, %1-%2</translation>
        </message>
        <message>
            <source>%1 decks, reshuffled every hand, %2-%3</source>
            <translation>%1 Decks, vor jedem Coup neu gemischt, %2-%3</translation>
        </message>
        <message>
            <source>1 deck, dealt from a shoe to a %1% cut card, %2-%3</source>
            <translation>1 Deck, Schlitten, Schnittkarte bei %1 %, %2-%3</translation>
        </message>
        <message>
            <source>%1 decks, dealt from a shoe to a %2% cut card, %3-%4</source>
            <translation>%1 Decks, Schlitten, Schnittkarte bei %2 %, %3-%4</translation>
        </message>
        <message>
            <source>Raise: equal to your wager</source>
            <translation>Raise: in Höhe Ihres Einsatzes</translation>
        </message>
        <message>
            <source>Raise: exactly %1 times your wager</source>
            <translation>Raise: genau das %1-Fache Ihres Einsatzes</translation>
        </message>
        <message>
            <source>Raise: any amount up to your wager</source>
            <translation>Raise: beliebig bis zur Höhe Ihres Einsatzes</translation>
        </message>
        <message>
            <source>Raise: any amount up to %1 times your wager</source>
            <translation>Raise: beliebig bis zum %1-Fachen Ihres Einsatzes</translation>
        </message>
        <message>
            <source>Spread %1</source>
            <translation>Spread %1</translation>
        </message>
        <message>
            <source>Spread %1-%2</source>
            <translation>Spread %1-%2</translation>
        </message>
        <message>
            <source>Consecutive</source>
            <translation>Aufeinanderfolgend</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>Paar</translation>
        </message>
        <message>
            <source>Three of a kind</source>
            <translation>Drilling</translation>
        </message>
        <message>
            <source>Push</source>
            <translation>Unentschieden</translation>
        </message>
        <message>
            <source>%1:1</source>
            <translation>%1:1</translation>
        </message>
        <message>
            <source>%1, trips %2:1</source>
            <translation>%1, Drilling %2:1</translation>
        </message>
    </context>
    <context>
        <name>SessionClock</name>
        <message>
            <source>%1 h %2 min</source>
            <translation>%1 Std. %2 Min.</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 Min.</translation>
        </message>
    </context>
    <context>
        <name>SessionSummaryDialog</name>
        <message>
            <source>Session Summary</source>
            <translation>Sitzungsübersicht</translation>
        </message>
        <message>
            <source>Time played:</source>
            <translation>Spielzeit:</translation>
        </message>
        <message>
            <source>Hands played:</source>
            <translation>Gespielte Coups:</translation>
        </message>
        <message>
            <source>Won / pushed / lost:</source>
            <translation>Gewonnen / unentschieden / verloren:</translation>
        </message>
        <message>
            <source>%1 / %2 / %3</source>
            <translation>%1 / %2 / %3</translation>
        </message>
        <message>
            <source>Wagered:</source>
            <translation>Gesetzt:</translation>
        </message>
        <message>
            <source>Biggest win:</source>
            <translation>Höchster Gewinn:</translation>
        </message>
        <message>
            <source>Net:</source>
            <translation>Netto:</translation>
        </message>
        <message>
            <source>Balance:</source>
            <translation>Guthaben:</translation>
        </message>
        <message>
            <source>Thank you for playing. This session:</source>
            <translation>Vielen Dank für Ihr Spiel. Diese Sitzung:</translation>
        </message>
    </context>
    <context>
        <name>ShoeItems</name>
        <message>
            <source>Reshuffled every hand</source>
            <translation>Vor jedem Coup neu gemischt</translation>
        </message>
        <message>
            <source>Cut card! Last hand of this shoe</source>
            <translation>Schnittkarte! Letzter Coup aus diesem Schlitten</translation>
        </message>
        <message>
            <source>%1 cards left, cut card at %2</source>
            <comment>%2 is a percentage, e.g. 75%</comment>
            <translation>Noch %1 Karten, Schnittkarte bei %2</translation>
        </message>
        <message>
            <source>CUT CARD!
Last hand of this shoe</source>
            <translation>SCHNITTKARTE!
Letzter Coup im Schlitten</translation>
        </message>
        <message>
            <source>Discards: %1 cards</source>
            <translation>Ablage: %1 Karten</translation>
        </message>
        <message>
            <source>SHUFFLING</source>
            <translation>MISCHEN</translation>
        </message>
        <message>
            <source>DISCARDS %1</source>
            <translation>ABLAGE %1</translation>
        </message>
        <message>
            <source>CUT THE CARDS</source>
            <translation>KARTEN ABHEBEN</translation>
        </message>
        <message>
            <source>Drag the red cut card along the pack and let go to cut there. Press Enter for a random cut.</source>
            <translation>Ziehen Sie die rote Schnittkarte am Stapel entlang und lassen Sie sie los, um dort abzuheben. Drücken Sie Enter, um zufällig abzuheben.</translation>
        </message>
        <message>
            <source>RANDOM CUT</source>
            <translation>ZUFÄLLIG ABHEBEN</translation>
        </message>
        <message>
            <source>Always cut at random</source>
            <translation>Immer zufällig abheben</translation>
        </message>
        <message>
            <source>%1 cards dealt before the cut card (%2)</source>
            <comment>%2 is a percentage, e.g. 75%</comment>
            <translation>%1 Karten werden vor der Schnittkarte gegeben (%2)</translation>
        </message>
    </context>
    <context>
        <name>SmallCards</name>
        <message>
            <source>Select a hand to see its cards</source>
            <translation>Wählen Sie einen Coup aus, um seine Karten zu sehen</translation>
        </message>
    </context>
    <context>
        <name>StandAndQuit</name>
        <message>
            <source>Stand and quit?</source>
            <translation>Stehen bleiben und beenden?</translation>
        </message>
        <message>
            <source>A spread is waiting for your decision. If you quit now you stand: the third card is dealt on your wager alone.</source>
            <translation>Ein Spread wartet auf Ihre Entscheidung. Wenn Sie jetzt beenden, bleiben Sie stehen: Die dritte Karte wird ohne Raise nur auf Ihren Einsatz gegeben.</translation>
        </message>
        <message>
            <source>Stand and Quit</source>
            <translation>Stehen und beenden</translation>
        </message>
        <message>
            <source>Keep Playing</source>
            <translation>Weiterspielen</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>This session</source>
            <translation>Diese Sitzung</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>Insgesamt</translation>
        </message>
        <message>
            <source>Save as &amp;PNG...</source>
            <translation>Als &amp;PNG speichern...</translation>
        </message>
        <message>
            <source>&amp;Charts for:</source>
            <translation>&amp;Diagramme für:</translation>
        </message>
        <message>
            <source>Balance after each hand</source>
            <translation>Guthaben nach jedem Coup</translation>
        </message>
        <message>
            <source>Win rate by spread: yours and the exact odds</source>
            <translation>Gewinnrate nach Spread: Ihre und die exakten Quoten</translation>
        </message>
        <message>
            <source>Luck: your net minus the expected net, hand by hand</source>
            <translation>Glück: Ihr Nettoergebnis minus erwartetes Nettoergebnis, Coup für Coup</translation>
        </message>
        <message>
            <source>Hands</source>
            <translation>Coups</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Netto</translation>
        </message>
        <message>
            <source>Wagered</source>
            <translation>Gesetzt</translation>
        </message>
        <message>
            <source>Biggest win</source>
            <translation>Höchster Gewinn</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Pushed</source>
            <translation>Unentschieden</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Verloren</translation>
        </message>
        <message>
            <source>Share</source>
            <translation>Anteil</translation>
        </message>
        <message>
            <source>Theory</source>
            <translation>Theorie</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Gewinnrate</translation>
        </message>
        <message>
            <source>Summary: this session and all time</source>
            <translation>Übersicht: diese Sitzung und insgesamt</translation>
        </message>
        <message>
            <source>Win rate by spread, as a table</source>
            <translation>Gewinnrate nach Spread, als Tabelle</translation>
        </message>
        <message>
            <source>Share: how often each spread came, of all hands. Win rate: how often it won. Theory: the exact figures for the tables you played, on a fresh shoe.</source>
            <translation>Anteil: wie oft jeder Spread vorkam, bezogen auf alle Coups. Gewinnrate: wie oft er gewonnen hat. Theorie: die exakten Werte für die von Ihnen gespielten Tische, bei frisch gemischtem Schlitten.</translation>
        </message>
        <message>
            <source>Bet ID</source>
            <translation>Bet-ID</translation>
        </message>
        <message>
            <source>Balance after each hand, as a table</source>
            <translation>Guthaben nach jedem Coup, als Tabelle</translation>
        </message>
        <message>
            <source>Luck hand by hand, as a table</source>
            <translation>Glück Coup für Coup, als Tabelle</translation>
        </message>
        <message>
            <source>&amp;Balance</source>
            <translation>&amp;Guthaben</translation>
        </message>
        <message>
            <source>&amp;Spreads</source>
            <translation>&amp;Spreads</translation>
        </message>
        <message>
            <source>&amp;Luck and Decisions</source>
            <translation>Glück und &amp;Entscheidungen</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Guthaben</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Coup</translation>
        </message>
        <message>
            <source>Credits</source>
            <translation>Credits</translation>
        </message>
        <message>
            <source>Luck (credits)</source>
            <translation>Glück (Credits)</translation>
        </message>
        <message numerus="yes">
            <source>(%Ln hand(s) from before Red Dog kept the odds are not counted.)</source>
            <translation>
                <numerusform>(%Ln Coup aus der Zeit, bevor Red Dog die Quoten aufzeichnete, ist nicht berücksichtigt.)</numerusform>
                <numerusform>(%Ln Coups aus der Zeit, bevor Red Dog die Quoten aufzeichnete, sind nicht berücksichtigt.)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Decisions on %Ln spread(s):</source>
            <translation>
                <numerusform>Entscheidungen bei %Ln Spread:</numerusform>
                <numerusform>Entscheidungen bei %Ln Spreads:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>raised %Ln time(s) and</source>
            <translation>
                <numerusform>%Ln-mal erhöht und</numerusform>
                <numerusform>%Ln-mal erhöht und</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>stood %Ln time(s) as the odds advise;</source>
            <translation>
                <numerusform>%Ln-mal stehen geblieben, wie es die Quoten raten;</numerusform>
                <numerusform>%Ln-mal stehen geblieben, wie es die Quoten raten;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>raised %Ln time(s) where standing was better and</source>
            <translation>
                <numerusform>%Ln-mal erhöht, wo Stehenbleiben besser war, und</numerusform>
                <numerusform>%Ln-mal erhöht, wo Stehenbleiben besser war, und</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>stood %Ln time(s) where raising was better.</source>
            <translation>
                <numerusform>%Ln-mal stehen geblieben, wo Erhöhen besser war.</numerusform>
                <numerusform>%Ln-mal stehen geblieben, wo Erhöhen besser war.</numerusform>
            </translation>
        </message>
        <message>
            <source>Cost in expectation: %1 credits.</source>
            <translation>Erwartete Kosten: %1 Credits.</translation>
        </message>
        <message>
            <source>Counting all time: %p%</source>
            <translation>Gesamtzeit wird gezählt: %p%</translation>
        </message>
        <message>
            <source>%1  (no hands yet)</source>
            <comment>%1 is a chart's title</comment>
            <translation>%1  (noch keine Coups)</translation>
        </message>
        <message>
            <source>Luck: no hands with recorded odds yet.</source>
            <translation>Glück: noch keine Coups mit aufgezeichneten Quoten.</translation>
        </message>
        <message>
            <source>Its figures are in the table beside it.</source>
            <translation>Die Zahlen dazu stehen in der Tabelle daneben.</translation>
        </message>
        <message numerus="yes">
            <source>A chart of %Ln hand(s).</source>
            <translation>
                <numerusform>Ein Diagramm über %Ln Coup.</numerusform>
                <numerusform>Ein Diagramm über %Ln Coups.</numerusform>
            </translation>
        </message>
        <message>
            <source>No hands yet.</source>
            <translation>Noch keine Coups.</translation>
        </message>
        <message numerus="yes">
            <source>Luck: %1 credits. Over %Ln hand(s) your net was %2; the exact odds of the decisions you took expected %3.</source>
            <translation>
                <numerusform>Glück: %1 Credits. In %Ln Coup betrug Ihr Nettoergebnis %2; nach den exakten Quoten Ihrer Entscheidungen waren %3 Credits zu erwarten.</numerusform>
                <numerusform>Glück: %1 Credits. In %Ln Coups betrug Ihr Nettoergebnis %2; nach den exakten Quoten Ihrer Entscheidungen waren %3 Credits zu erwarten.</numerusform>
            </translation>
        </message>
        <message>
            <source>Decisions: no spreads decided yet.</source>
            <translation>Entscheidungen: noch keine Spreads entschieden.</translation>
        </message>
        <message>
            <source>Your win rate</source>
            <translation>Ihre Gewinnrate</translation>
        </message>
        <message>
            <source>Exact odds</source>
            <translation>Exakte Quoten</translation>
        </message>
        <message>
            <source>Spread</source>
            <translation>Spread</translation>
        </message>
        <message>
            <source>Save Statistics as PNG</source>
            <translation>Statistik als PNG speichern</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG-Bilder (*.png)</translation>
        </message>
        <message>
            <source>The picture could not be saved to %1.</source>
            <translation>Das Bild konnte nicht unter %1 gespeichert werden.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>The table %1 is no longer saved; you sit at Atlantic City.</source>
            <translation>Der Tisch „%1“ ist nicht mehr gespeichert; Sie sitzen jetzt am Tisch Atlantic City.</translation>
        </message>
        <message>
            <source>Cut the cards: press Enter for a random cut, or drag the red cut card along the pack with the mouse and let go.</source>
            <translation>Heben Sie ab: Drücken Sie Enter für ein zufälliges Abheben, oder ziehen Sie die rote Schnittkarte mit der Maus an die gewünschte Stelle im Stapel und lassen Sie los.</translation>
        </message>
        <message>
            <source>Cut the cards: drag the red cut card along the pack and let go, or press Enter for a random cut.</source>
            <translation>Heben Sie ab: Ziehen Sie die rote Schnittkarte an die gewünschte Stelle im Stapel und lassen Sie los, oder drücken Sie Enter für ein zufälliges Abheben.</translation>
        </message>
    </context>
    <context>
        <name>TableController</name>
        <message>
            <source>Cut the cards first.</source>
            <translation>Heben Sie zuerst die Karten ab.</translation>
        </message>
        <message>
            <source>Wait for the cards to settle.</source>
            <translation>Warten Sie, bis die Karten liegen.</translation>
        </message>
        <message>
            <source>place chips</source>
            <translation>Jetons setzen</translation>
        </message>
        <message>
            <source>There is no %1 chip at this table.</source>
            <translation>An diesem Tisch gibt es keinen Jeton im Wert von %1.</translation>
        </message>
        <message numerus="yes">
            <source>Your balance is %Ln credit(s).</source>
            <translation>
                <numerusform>Ihr Guthaben beträgt %Ln Credit.</numerusform>
                <numerusform>Ihr Guthaben beträgt %Ln Credits.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your balance of %1 cannot cover the raise of %Ln credit(s): stand.</source>
            <translation>
                <numerusform>Ihr Guthaben von %1 reicht für den Raise von %Ln Credit nicht: Bleiben Sie stehen.</numerusform>
                <numerusform>Ihr Guthaben von %1 reicht für den Raise von %Ln Credits nicht: Bleiben Sie stehen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your balance of %Ln credit(s) cannot cover a raise: stand.</source>
            <translation>
                <numerusform>Ihr Guthaben von %Ln Credit reicht für keinen Raise: Bleiben Sie stehen.</numerusform>
                <numerusform>Ihr Guthaben von %Ln Credits reicht für keinen Raise: Bleiben Sie stehen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Place %1</source>
            <translation>%1 setzen</translation>
        </message>
        <message>
            <source>remove chips</source>
            <translation>Jetons entfernen</translation>
        </message>
        <message>
            <source>There is no %1 chip on your bet.</source>
            <translation>Auf Ihrem Einsatz liegt kein Jeton im Wert von %1.</translation>
        </message>
        <message>
            <source>Remove %1</source>
            <translation>%1 entfernen</translation>
        </message>
        <message>
            <source>change the bet</source>
            <translation>den Einsatz ändern</translation>
        </message>
        <message>
            <source>Change bet</source>
            <translation>Einsatz ändern</translation>
        </message>
        <message>
            <source>clear the bet</source>
            <translation>den Einsatz abräumen</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Abräumen</translation>
        </message>
        <message>
            <source>repeat the bet</source>
            <translation>den Einsatz wiederholen</translation>
        </message>
        <message>
            <source>There is no previous bet to repeat yet.</source>
            <translation>Es gibt noch keinen vorherigen Einsatz, der wiederholt werden könnte.</translation>
        </message>
        <message>
            <source>Same bet</source>
            <translation>Gleicher Einsatz</translation>
        </message>
        <message>
            <source>double the bet</source>
            <translation>den Einsatz verdoppeln</translation>
        </message>
        <message>
            <source>There is no previous bet to double yet.</source>
            <translation>Es gibt noch keinen vorherigen Einsatz, der verdoppelt werden könnte.</translation>
        </message>
        <message>
            <source>Double</source>
            <translation>Verdoppeln</translation>
        </message>
        <message>
            <source>rebet</source>
            <translation>nochmal setzen</translation>
        </message>
        <message>
            <source>undo</source>
            <translation>rückgängig machen</translation>
        </message>
        <message>
            <source>redo</source>
            <translation>wiederholen</translation>
        </message>
        <message>
            <source>deal</source>
            <translation>geben</translation>
        </message>
        <message>
            <source>start a new game</source>
            <translation>ein neues Spiel starten</translation>
        </message>
        <message>
            <source>change tables</source>
            <translation>den Tisch wechseln</translation>
        </message>
        <message>
            <source>Rebet deals your last bet: Deal the chips on the spot, or Clear them first.</source>
            <translation>„Nochmal“ gibt Ihren letzten Einsatz: Geben Sie mit den gesetzten Jetons, oder räumen Sie sie zuerst ab.</translation>
        </message>
        <message>
            <source>Double puts twice your last bet on the spot: Deal the chips there, or Clear them first.</source>
            <translation>„Verdoppeln“ setzt das Doppelte Ihres letzten Einsatzes: Geben Sie mit den gesetzten Jetons, oder räumen Sie sie zuerst ab.</translation>
        </message>
        <message>
            <source>Same Bet puts your last bet back: Deal the chips on the spot, or Clear them first.</source>
            <translation>„Gleicher Einsatz“ setzt Ihren letzten Einsatz erneut: Geben Sie mit den gesetzten Jetons, oder räumen Sie sie zuerst ab.</translation>
        </message>
        <message>
            <source>Limit</source>
            <translation>Limit</translation>
        </message>
        <message>
            <source>The cards are cut once per shoe, when it is new.</source>
            <translation>Abgehoben wird einmal pro Schlitten, wenn er neu ist.</translation>
        </message>
        <message>
            <source>Raise or stand once the spread is announced.</source>
            <translation>Erhöhen oder stehen bleiben können Sie, sobald der Spread angesagt ist.</translation>
        </message>
        <message>
            <source>You cannot %1 yet: cut the cards first (drag the cut card, or press Enter).</source>
            <translation>Sie können noch nicht %1: Heben Sie zuerst die Karten ab (ziehen Sie die Schnittkarte oder drücken Sie Enter).</translation>
        </message>
        <message>
            <source>You cannot %1 now: raise or stand first.</source>
            <translation>Sie können jetzt nicht %1: Entscheiden Sie sich zuerst für Raise oder Stehen.</translation>
        </message>
        <message>
            <source>You cannot %1 while the cards are moving.</source>
            <translation>Sie können nicht %1, solange die Karten in Bewegung sind.</translation>
        </message>
    </context>
    <context>
        <name>TableDialogs</name>
        <message>
            <source>Bet Options</source>
            <translation>Einsatzoptionen</translation>
        </message>
        <message>
            <source>Your personal bet limit cannot be read from your profile right now. Until it can, every bet is held to the table minimum.</source>
            <translation>Ihr persönliches Einsatzlimit kann derzeit nicht aus Ihrem Profil gelesen werden. Bis dahin ist jeder Einsatz auf das Tischminimum begrenzt.</translation>
        </message>
        <message>
            <source>You have no personal bet limit now: the table maximum applies.</source>
            <translation>Sie haben jetzt kein persönliches Einsatzlimit: Es gilt das Tischmaximum.</translation>
        </message>
        <message numerus="yes">
            <source>Your personal bet limit is now %Ln credit(s).</source>
            <translation>
                <numerusform>Ihr persönliches Einsatzlimit beträgt jetzt %Ln Credit.</numerusform>
                <numerusform>Ihr persönliches Einsatzlimit beträgt jetzt %Ln Credits.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TableLimitsDialog</name>
        <message>
            <source>Table Limits</source>
            <translation>Tischlimits</translation>
        </message>
        <message>
            <source>%1: bet limits (minimum - maximum, credits)</source>
            <translation>%1: Einsatzlimits (Minimum - Maximum, Credits)</translation>
        </message>
        <message>
            <source>Your personal limit of %1 is below this table's minimum of %2: you could not bet here.</source>
            <translation>Ihr persönliches Einsatzlimit von %1 liegt unter dem Minimum dieses Tisches von %2: Sie könnten hier nicht setzen.</translation>
        </message>
        <message>
            <source>This table has one limit: %1 credits.</source>
            <translation>Dieser Tisch hat nur eine Limitstufe: %1 Credits.</translation>
        </message>
        <message>
            <source>%1 - %2</source>
            <comment>a bet range: minimum - maximum</comment>
            <translation>%1 - %2</translation>
        </message>
        <message>
            <source>%1  (current)</source>
            <comment>%1 is a bet range</comment>
            <translation>%1  (aktuell)</translation>
        </message>
        <message>
            <source>%1  — its minimum is above your limit of %2: no bets here</source>
            <comment>%1 is a bet range</comment>
            <translation>%1  — Minimum über Ihrem Limit von %2: hier keine Einsätze möglich</translation>
        </message>
        <message>
            <source>%1  — your limit caps bets at %2</source>
            <comment>%1 is a bet range</comment>
            <translation>%1  — Ihr Limit begrenzt Einsätze auf %2</translation>
        </message>
        <message>
            <source>You have no personal limit: you may bet up to the table maximum.</source>
            <translation>Sie haben kein persönliches Einsatzlimit: Sie können bis zum Tischmaximum setzen.</translation>
        </message>
        <message>
            <source>Your personal limit of %1 is below this table's minimum of %2: you could not bet here. Choose lower limits, or lower tables.</source>
            <translation>Ihr persönliches Einsatzlimit von %1 liegt unter dem Minimum dieses Tisches von %2: Sie könnten hier nicht setzen. Wählen Sie eine niedrigere Limitstufe oder einen Tisch mit niedrigeren Limits.</translation>
        </message>
        <message>
            <source>Your personal limit of %1 caps bets at this table.</source>
            <translation>Ihr persönliches Einsatzlimit von %1 begrenzt die Einsätze an diesem Tisch.</translation>
        </message>
        <message>
            <source>Your personal limit of %1 is at or above this table's maximum of %2.</source>
            <translation>Ihr persönliches Einsatzlimit von %1 entspricht dem Maximum dieses Tisches von %2 oder liegt darüber.</translation>
        </message>
    </context>
    <context>
        <name>TableMenus</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>&amp;New Game</source>
            <translation>&amp;Neues Spiel</translation>
        </message>
        <message>
            <source>Table &amp;Limits...</source>
            <translation>Tisch&amp;limits...</translation>
        </message>
        <message>
            <source>&amp;Bet Options...</source>
            <translation>&amp;Einsatzoptionen...</translation>
        </message>
        <message>
            <source>Hand &amp;History...</source>
            <translation>Spiel&amp;verlauf...</translation>
        </message>
        <message>
            <source>&amp;Statistics...</source>
            <translation>S&amp;tatistik...</translation>
        </message>
        <message>
            <source>&amp;Take a Break...</source>
            <translation>&amp;Pause einlegen...</translation>
        </message>
        <message>
            <source>&amp;Practice Deal...</source>
            <translation>&amp;Übungsspiel...</translation>
        </message>
        <message>
            <source>Play a numbered deal on the practice bankroll: the same number deals the same cards</source>
            <translation>Ein nummeriertes Spiel mit dem Übungsguthaben spielen: Dieselbe Nummer gibt dieselben Karten</translation>
        </message>
        <message>
            <source>Leave Pra&amp;ctice</source>
            <translation>Übung verl&amp;assen</translation>
        </message>
        <message>
            <source>House &amp;Rules</source>
            <translation>&amp;Hausregeln</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>&amp;Optionen</translation>
        </message>
        <message>
            <source>&amp;Options...</source>
            <translation>&amp;Optionen...</translation>
        </message>
        <message>
            <source>Odds &amp;Coach</source>
            <translation>&amp;Quoten-Coach</translation>
        </message>
        <message>
            <source>When a spread is announced, show the chance to win and whether raising pays</source>
            <translation>Bei angesagtem Spread die Gewinnchance anzeigen und ob sich ein Raise lohnt</translation>
        </message>
        <message>
            <source>Always Cut at &amp;Random</source>
            <translation>Immer &amp;zufällig abheben</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;Learn to Play</source>
            <translation>Spielen &amp;lernen</translation>
        </message>
        <message>
            <source>How to &amp;Play</source>
            <translation>&amp;So wird gespielt</translation>
        </message>
        <message>
            <source>&amp;Rules and Payouts</source>
            <translation>&amp;Regeln und Auszahlungen</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <source>Read the &amp;Table Aloud</source>
            <translation>Tisch &amp;vorlesen</translation>
        </message>
        <message>
            <source>Say the cards, the spread, your stake and balance, and what you can do now (F2)</source>
            <translation>Die Karten, den Spread, Ihren Einsatz und Ihr Guthaben ansagen, und was Sie jetzt tun können (F2)</translation>
        </message>
        <message>
            <source>&amp;About %1</source>
            <translation>Ü&amp;ber %1</translation>
        </message>
        <message>
            <source>Rules and Payouts</source>
            <translation>Regeln und Auszahlungen</translation>
        </message>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <source>About %1</source>
            <translation>Über %1</translation>
        </message>
    </context>
    <context>
        <name>TakeBreakDialog</name>
        <message>
            <source>Take a Break</source>
            <translation>Pause einlegen</translation>
        </message>
        <message>
            <source>Close the table for a while. During the break you cannot deal a hand at any table; your balance and history stay as they are.</source>
            <translation>Schließen Sie den Tisch für eine Weile. Während der Pause können Sie an keinem Tisch einen Coup spielen; Ihr Guthaben und Ihr Spielverlauf bleiben unverändert.</translation>
        </message>
        <message>
            <source>&amp;24 hours</source>
            <translation>&amp;24 Stunden</translation>
        </message>
        <message>
            <source>&amp;7 days</source>
            <translation>&amp;7 Tage</translation>
        </message>
        <message>
            <source>&amp;30 days</source>
            <translation>&amp;30 Tage</translation>
        </message>
        <message>
            <source>&lt;b&gt;A break cannot be ended early.&lt;/b&gt; Changing the computer's clock does not shorten it.</source>
            <translation>&lt;b&gt;Eine Pause kann nicht vorzeitig beendet werden.&lt;/b&gt; Das Verstellen der Computeruhr verkürzt sie nicht.</translation>
        </message>
        <message>
            <source>I understand the table stays closed until the break is over</source>
            <translation>Mir ist bewusst, dass der Tisch bis zum Ende der Pause geschlossen bleibt</translation>
        </message>
        <message>
            <source>Take the Break</source>
            <translation>Pause starten</translation>
        </message>
    </context>
</TS>
