import type { RulesText } from './types.js';
import { expansionsDe } from './expansions-de.js';

export const de: RulesText = {
  games: {
    carcassonne: [
      {
        heading: 'Ziel',
        items: [
          'Gemeinsam legt ihr eine Landschaft aus Plättchen. Punkte gibt es für die Straßen, Städte und Klöster, auf denen eure Gefolgsleute stehen, sobald sie fertig sind, und am Ende für Unfertiges und für Wiesen. Wer die meisten Punkte hat, gewinnt.',
        ],
      },
      {
        heading: 'Dein Zug',
        items: [
          'Zieh ein Plättchen und leg es so, dass es mit mindestens einer ganzen Seite an ein Plättchen grenzt. Jede Seite, die ein anderes Plättchen berührt, muss passen: Stadt an Stadt, Straße an Straße, Wiese an Wiese. Alle sehen das gezogene Plättchen.',
          'Passt das Plättchen nirgends, wird es beiseitegelegt und du ziehst das nächste.',
          'Danach darfst du einen Gefolgsmann aus deinem Vorrat auf das eben gelegte Plättchen setzen: einen Ritter in eine Stadt, einen Wegelagerer auf eine Straße, einen Mönch in ein Kloster oder einen Bauern (liegend) auf eine Wiese.',
          'Nicht auf eine Straße, Stadt oder Wiese, auf der irgendwo schon ein Gefolgsmann steht, deiner oder ein fremder. Zwei besetzte Gebiete können später zusammenwachsen; dann zählen beide Gefolgsleute.',
          'Zum Schluss wird jede Straße, Stadt und jedes Kloster, das das Plättchen fertiggestellt hat, sofort gewertet, auch wenn du gerade erst einen Gefolgsmann daraufgesetzt hast.',
        ],
      },
      {
        heading: 'Wertung während des Spiels',
        items: [
          'Eine Straße ist fertig, wenn beide Enden aufhören (an einer Kreuzung, einer Stadt, einem Kloster oder einem Haus) oder wenn sie eine Schleife bildet: 1 Punkt pro Plättchen.',
          'Eine Stadt ist fertig, wenn ihre Mauer lückenlos geschlossen ist: 2 Punkte pro Plättchen und 2 pro Wappen.',
          'Ein Kloster ist fertig, wenn alle acht Felder um es herum belegt sind: 9 Punkte.',
          'Wer die meisten Gefolgsleute auf einem fertigen Gebiet hat, bekommt alle Punkte; bei Gleichstand punkten alle Beteiligten voll. Danach kehren die Gefolgsleute zu ihren Besitzern zurück und können wieder eingesetzt werden.',
        ],
      },
      {
        heading: 'Spielende',
        items: [
          'Das Spiel endet nach dem Zug, in dem das letzte Plättchen gelegt wurde.',
          'Unfertige Gebiete mit Gefolgsleuten zählen noch: eine Straße 1 Punkt pro Plättchen, eine Stadt 1 pro Plättchen und 1 pro Wappen, ein Kloster 1 plus 1 pro Plättchen drumherum.',
          'Dann die Wiesen: Eine Wiese ist eine zusammenhängende Fläche, begrenzt von Straßen, Städten und dem Rand der Plättchen. Nur fertige Städte zählen für Wiesen.',
          'Wer die meisten Punkte hat, gewinnt; bei Gleichstand gewinnen alle Gleichen gemeinsam.',
        ],
      },
    ],
    'the-city': [
      {
        heading: 'Ziel',
        items: [
          'Gemeinsam baut ihr die Stadt Carcassonne. Straßen und Märkte punkten schon beim Bauen; sobald die Stadtmauer wächst, punkten am Ende die Wächter auf der Mauer und die Patrizier in den Wohnvierteln. Wer die meisten Punkte hat, gewinnt.',
        ],
      },
      {
        heading: 'Vorbereitung und dein Zug',
        items: [
          'Die Plättchen werden gemischt und in drei Stapel zu 30, 25 und 20 geteilt. Der Startspieler legt das erste Plättchen von Stapel 1 und darf einen Gefolgsmann daraufsetzen.',
          'In deinem Zug ziehst du ein Plättchen und legst es mit mindestens einer ganzen Seite an die Stadt. Nur Straßen müssen anschließen: Eine Straßenseite trifft eine Straßenseite, jede andere Seite jede andere Seite.',
          'Danach darfst du einen Gefolgsmann auf das Plättchen setzen: einen Bürger auf eine Straße, eine Marktfrau auf einen Markt oder einen Patrizier (liegend) in ein Wohnviertel. Nicht auf ein schon besetztes Projekt und nicht auf eine leere Straße oder einen leeren Markt, den dieses Plättchen fertiggestellt hat.',
          'Ein Plättchen, das nirgends passt, wird beiseitegelegt und das nächste desselben Stapels gezogen.',
        ],
      },
      {
        heading: 'Wertung während des Spiels',
        items: [
          'Eine fertige Straße bringt 1 Punkt pro Plättchen bei 1 bis 3 Plättchen und 2 Punkte pro Plättchen ab 4 Plättchen.',
          'Ein fertiger Markt bringt die Zahl seiner Plättchen mal die Zahl der verschiedenen Waren darin (Fisch, Getreide, Vieh: 1 bis 3).',
          'Die meisten Gefolgsleute bekommen alle Punkte, bei Gleichstand punkten alle voll. Bürger und Marktfrauen kehren zurück; Patrizier bleiben bis zum Ende stehen.',
        ],
      },
      {
        heading: 'Die Stadtmauer',
        items: [
          'Ist Stapel 1 aufgebraucht, beginnt die Mauerphase. Nach jedem Zug, in dem eine besetzte Straße oder ein besetzter Markt gewertet wurde, wird die Mauer gebaut: mit Stapel 2 ein Stück pro Spieler, mit Stapel 3 zwei Stücke pro Spieler (zu zweit doppelt so viele, abwechselnd Stück für Stück). Wer gepunktet hat, baut zuerst.',
          'Die erste Mauerrunde beginnt mit dem Stadttor, gesetzt vom Spieler, der gepunktet hat. Jedes weitere Stück verlängert eines der beiden Enden der Mauer an der Außenseite der Stadt.',
          'Auf ein Stück, das du gerade gebaut hast, darfst du einen eigenen Gefolgsmann als Wächter setzen (nie auf das Tor), außer ihm schaut schon ein Wächter über eine lückenlose Reihe von Plättchen entgegen.',
          'Nach der Runde darf der Spieler, der gepunktet hat, einen Turm an ein freies Ende der Mauer setzen: 1 Punkt pro Mauerstück zurück bis zum nächsten Turm oder zum Tor.',
          'Kein Plättchen darf außerhalb der Mauer liegen oder so gelegt werden, dass die Mauer eingeschlossen wird.',
        ],
      },
      {
        heading: 'Spielende',
        items: [
          'Das Spiel endet, wenn die Mauer geschlossen ist, die Mauerstücke ausgehen, das letzte Plättchen gelegt ist oder nach einem Zug, nach dem höchstens 5 offene Kanten zwischen den Mauerenden übrig sind. Die Mauer wird dann ringsum geschlossen.',
          'Gefolgsleute auf unfertigen Straßen und Märkten werden ohne Punkte entfernt.',
          'Patrizier: Jedes Wohnviertel bringt 2 Punkte pro angrenzendem Markt für den Spieler mit den meisten Patriziern darin.',
          'Wächter: Jeder Wächter schaut entlang der Plättchenreihe vor sich, von der Mauer nach innen bis zur ersten Lücke, und bekommt dort 2 Punkte pro öffentlichem und 3 pro historischem Gebäude.',
          'Wer die meisten Punkte hat, gewinnt; bei Gleichstand gewinnen alle Gleichen gemeinsam.',
        ],
      },
    ],
  },
  tileSets: {
    base: '72 Plättchen; das Startplättchen (mit der dunklen Rückseite) liegt schon auf dem Tisch.',
    winter:
      '84 verschneite Plättchen: die 72 Formen des Grundspiels und 12 Plättchen mit Tieren. Es gelten dieselben Regeln; eine Straße, die auf ein Bauernhaus trifft, endet dort.',
    'the-city':
      '75 Stadtplättchen mit Straßen, Märkten, Wohnvierteln, öffentlichen und historischen Gebäuden, dazu eine Stadtmauer aus 72 Stücken mit einem Tor.',
  },
  options: {
    'farmers.true': 'Mit Bauern: Wiesen nehmen Gefolgsleute auf und werden am Ende gewertet.',
    'farmers.false': 'Ohne Bauern: Wiesen nehmen keine Gefolgsleute auf und werden nicht gewertet.',
    'smallCityTwoPoints.true': 'Eine fertige Stadt aus nur zwei Plättchen bringt 2 statt 4 Punkte.',
    'smallCityTwoPoints.false': 'Eine fertige Stadt aus zwei Plättchen bringt die üblichen 4 Punkte.',
    'farmerScoring.perCity4':
      'Wiesen werden Stadt für Stadt gewertet: Für jede fertige Stadt bekommt der Spieler mit den meisten Bauern auf den angrenzenden Wiesen 4 Punkte (jeder höchstens einmal pro Stadt).',
    'farmerScoring.perField3':
      'Wiesen werden Wiese für Wiese gewertet: Der Spieler mit den meisten Bauern auf einer Wiese bekommt 3 Punkte für jede fertige Stadt, die diese Wiese berührt.',
    'theRiver.true':
      'Der Fluss: Das Spiel beginnt an der Quelle; zuerst werden die 10 Flussplättchen angelegt, jedes setzt den Fluss fort und biegt nie zweimal hintereinander in dieselbe Richtung ab, dann der See; danach das normale Spiel.',
    'theRiver.false': 'Ohne den Fluss: Das Spiel beginnt mit dem üblichen Startplättchen.',
    'innsAndCathedrals.true':
      'Wirtshäuser und Kathedralen: 18 weitere Plättchen. Eine Straße mit Wirtshaus zählt fertig 2 je Plättchen, unfertig nichts; eine Stadt mit Kathedrale zählt fertig 3 je Plättchen und Wappen, unfertig nichts. Jeder hat einen großen Gefolgsmann, der doppelt zählt.',
    'innsAndCathedrals.false': 'Ohne Wirtshäuser und Kathedralen.',
    'tradersAndBuilders.true':
      'Händler und Baumeister: 24 weitere Plättchen. Wer eine Stadt fertigstellt, erhält ihre Waren (Wein, Getreide, Stoff); die Mehrheit jeder Ware zählt am Ende 10. Der Baumeister bringt ein zweites Plättchen, das Schwein 1 mehr je fertiger Stadt seiner Wiese.',
    'tradersAndBuilders.false': 'Ohne Händler und Baumeister.',
    'theAbbot.true':
      'Der Abt: Alle haben neben den Gefolgsleuten einen Abt. Statt eines Gefolgsmanns darf er auf das Kloster des gerade gelegten Plättchens, und er wertet wie ein Mönch. Statt eine Figur einzusetzen, darfst du deinen Abt zurücknehmen: Sein Kloster wertet sofort, 1 Punkt je Plättchen ringsum und für sich selbst. (Unsere Plättchen haben keine Gärten, also geht der Abt nur auf Klöster.)',
    'theAbbot.false': 'Ohne Der Abt.',
    'abbeyAndMayor.true':
      'Abtei & Bürgermeister: zwölf weitere Landschaftsplättchen; jeder Spieler hat ein Abteiplättchen und einen Bürgermeister. Statt des gezogenen Plättchens darfst du deine Abtei in eine Lücke legen, die an allen vier Seiten von Plättchen umgeben ist: Sie passt an jede Kante, schließt die Straßen und Städte, an die sie grenzt (fertige werden gewertet), und ist ein Kloster für einen Mönch. Der Bürgermeister kommt statt eines Gefolgsmanns in eine Stadt und zählt so viele Gefolgsleute, wie die Stadt Wappen hat (keine: keine Stärke). Der Wagen kommt wie ein Gefolgsmann auf eine Straße, Stadt oder ein Kloster; wird sein Gebiet gewertet, darf er zu einem freien, unfertigen Gebiet auf einem seiner Plättchen weiterfahren. Die Scheune kommt an eine Ecke, an der vier Wiesen zusammenstoßen: Die Bauern dort werten sofort und gehen heim, und am Ende wertet sie 4 Punkte je fertige Stadt ihrer Wiese.',
    'abbeyAndMayor.false': 'Ohne Abtei & Bürgermeister.',
    'princessAndDragon.true':
      'Burgfräulein und Drache: 30 weitere Plättchen. Ein Vulkan holt den Drachen, und keine Figur darf darauf. Nach einem Drachenplättchen (sobald der Drache im Spiel ist) fliegt der Drache sechs Felder, ein Schritt je Person in Zugreihenfolge, beginnend bei der, die das Plättchen gelegt hat: nie auf ein Feld, das er auf diesem Flug schon besucht hat, nie auf das Feld der Fee; jede Figur auf einem Feld, das er betritt, geht zurück. Statt eine Figur einzusetzen darfst du: die Fee neben einen deiner Gefolgsleute stellen (1 Punkt zu Beginn jedes deiner Züge, 3 weitere, wenn das Gebiet dieses Gefolgsmanns wertet; der Drache erreicht sie nicht); mit einem Burgfräulein an einer Stadt einen Ritter daraus zurückschicken; mit einem Zaubertor einen Gefolgsmann auf ein beliebiges freies, unfertiges Gebiet setzen. Auf dem Spielplan: jeder Schritt des Drachen ist eine nummerierte Scheibe an einer Kante seines Feldes (ihre Ziffer, oder N / P und Enter); Fee, Burgfräulein und Zaubertor sind Knöpfe neben der Wahl des Gefolgsmanns, nach ihr weiternummeriert (die Ziffer auf dem Spielplan, oder N / P zum Durchgehen und Enter).',
    'princessAndDragon.false': 'Ohne Burgfräulein und Drache.',
    'strategic.true':
      'Strategische Variante: Alle haben drei verdeckte Plättchen auf der Hand, legen ein beliebiges davon und ziehen danach ein neues. Ein Plättchen der Hand, das nirgends passt, wird offen beiseitegelegt und ersetzt. Ist der Stapel leer, geht das Spiel weiter, bis alle Hände leer sind.',
    'strategic.false': 'Ohne die strategische Variante: Alle ziehen ein Plättchen und legen es.',
  },
  expansions: expansionsDe,
};
