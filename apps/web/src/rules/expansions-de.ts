import type { ExpansionRules } from './types.js';

/** Die Regeln der Erweiterungen auf Deutsch (docs/rules.md A7–A9). */
export const expansionsDe: ExpansionRules = {
  theRiver: {
    heading: 'Der Fluss',
    items: [
      'Das Spiel beginnt mit der Quelle statt mit dem Startplättchen; das Startplättchen wird unter die anderen gemischt.',
      'Zuerst kommen die zehn übrigen Flussplättchen in zufälliger Reihenfolge, dann der See, danach die üblichen Plättchen.',
      'Jedes Flussplättchen muss den Fluss dort fortsetzen, wo sein Wasser endet, und sein Wasser muss in ein freies Feld weiterfließen.',
      'Der Fluss darf nicht zweimal hintereinander in dieselbe Richtung biegen, damit er nie zu sich zurückkehrt.',
      'Das Wasser ist kein Gebiet: Niemand stellt sich darauf, es zählt keine Punkte und trennt die Wiesen an seinen Ufern.',
    ],
  },
  innsAndCathedrals: {
    heading: 'Wirtshäuser und Kathedralen',
    items: [
      'Wirtshäuser: Eine Straße mit einem Wirtshaus zählt fertig 2 Punkte pro Plättchen und unfertig am Ende nichts.',
      'Kathedralen: Eine Stadt mit einer Kathedrale zählt fertig 3 Punkte pro Plättchen und Wappen und unfertig am Ende nichts.',
      'Der große Gefolgsmann: Jeder hat einen zusätzlichen, größeren Gefolgsmann. Er wird wie ein Gefolgsmann eingesetzt und kehrt wie einer zurück; bei jeder Mehrheit zählt er doppelt.',
      'Einsetzen: Nach dem Anlegen neben der Gefolgsmann-Wahl „Großer Gefolgsmann“ wählen (oder B drücken), dann den Platz.',
      'Ein sechster Spieler: Mit den grauen Gefolgsleuten dieser Erweiterung können sechs spielen (Neues Spiel: einen sechsten Spieler hinzufügen, sobald sie eingeschaltet ist).',
    ],
  },
  tradersAndBuilders: {
    heading: 'Händler und Baumeister',
    items: [
      'Waren: Manche Stadtplättchen zeigen Wein, Getreide oder Stoff. Wer das Plättchen legt, das eine Stadt fertigstellt, bekommt ihre Waren – mit oder ohne eigenen Ritter darin.',
      'Am Ende bekommen für jede Ware die Spieler mit den meisten davon 10 Punkte; die Spielerliste zählt die Waren jedes Spielers und zeigt Baumeister und Schwein, solange sie im Vorrat sind.',
      'Der Baumeister: Statt eines Gefolgsmanns auf eine Straße oder Stadt des neuen Plättchens, auf der schon ein eigener Gefolgsmann steht. Jedes spätere eigene Plättchen, das diese Straße oder Stadt verlängert, bringt sofort ein zweites Plättchen (nie ein drittes).',
      'Das Schwein: Statt eines Gefolgsmanns auf eine Wiese des neuen Plättchens, auf der schon ein eigener Bauer liegt. Gewinnt man diese Wiese am Ende, zählt jede ihrer fertigen Städte für einen 1 Punkt mehr.',
      'Baumeister und Schwein stehen bei den Gefolgsleuten, zählen aber bei keiner Mehrheit. Man wählt sie wie den großen Gefolgsmann: beim Namen neben der Gefolgsmann-Wahl oder mit der Taste B.',
    ],
  },
  theAbbot: {
    heading: 'Der Abt',
    items: [
      'Jeder Spieler hat neben den Gefolgsleuten einen Abt. Statt eines Gefolgsmanns setzt du ihn auf das Kloster des gerade gelegten Plättchens (bei der Figurenwahl neben den Gefolgsleuten "Abt" wählen, oder Taste B).',
      'Ein Kloster mit dem Abt wird gewertet wie eines mit einem Mönch: 9 Punkte, wenn sein 3×3-Quadrat voll ist (der Abt kehrt zurück), oder am Ende 1 Punkt je Plättchen des Quadrats.',
      'Statt nach dem Legen eine Figur einzusetzen, darfst du deinen Abt zurücknehmen: "Den Abt zurücknehmen" bei der Wahl des Gefolgsmanns, oder Taste A. Sein Kloster wird sofort gewertet, 1 Punkt je Plättchen des Quadrats, und der Abt darf in einem späteren Zug wieder hinaus.',
      'Gärten: die Plättchen der neuen Ausgabe haben Gärten, die auch den Abt nehmen. Unsere Plättchen sind die der ersten Ausgabe und haben keine, also geht der Abt nur auf Klöster.',
    ],
  },
  abbeyAndMayor: {
    heading: 'Abtei & Bürgermeister',
    items: [
      'Elf weitere Landschaftsplättchen, darunter eine Stadt mit zwei Wappen und eine Straße, die sich in drei Richtungen verzweigt (alle drei Enden müssen abgeschlossen sein).',
      'Die Abtei: Jeder Spieler hat ein Abteiplättchen. Statt das gezogene Plättchen zu legen, legst du deine Abtei in eine Lücke, ein leeres Feld mit Plättchen an allen vier Seiten: Sie passt an jede Kante (Taste A oder ihr Knopf, dann die Lücke wählen). Das gezogene Plättchen geht dann an den nächsten Spieler.',
      'Jede Seite der Abtei schließt ab, woran sie grenzt: Straßen und Städte, die dort enden, sind fertig und werden sofort gewertet. Die Abtei ist ein Kloster: Du darfst einen Mönch daraufstellen.',
      'Der Bürgermeister: Statt eines Gefolgsmanns kommt er in eine Stadt des neuen Plättchens (B oder sein Name neben der Gefolgsmann-Wahl). Er zählt so viele Gefolgsleute, wie die Stadt Wappen hat: In einer Stadt ohne Wappen hat er keine Stärke.',
      'Die letzte Abteirunde: Nach dem letzten Plättchen darf jeder, der seine Abtei noch hat, sie der Reihe nach in eine Lücke legen oder sie behalten (passen).',
      'Der Wagen: Statt eines Gefolgsmanns kommt er auf eine Straße, eine Stadt oder ein Kloster des neuen Plättchens (B, bis sein Name erscheint, oder sein Name neben der Gefolgsmann-Wahl); nie auf eine Wiese. Er wertet wie ein Gefolgsmann. Wird sein Gebiet gewertet, darfst du ihn zu einer freien, unfertigen Straße, Stadt oder einem Kloster auf einem Plättchen dieses Gebiets weiterfahren oder zurücknehmen: Wähle ein Ziel (seine Nummer) oder „Wagen zurücknehmen“. Bei mehreren Wagen wählen die Besitzer der Reihe nach, beginnend mit dem Spieler am Zug.',
      'Die Scheune: Statt einer Figur kommt sie an eine Ecke des neuen Plättchens, an der vier Plättchen mit Wiese an allen vier Ecken zusammenstoßen (die Ecke antippen oder anklicken, oder ihr Knopf), in eine Wiese ohne Scheune. Die Bauern dort werten sofort 3 Punkte je fertige Stadt und gehen heim; kein Bauer kommt später dazu: Bauern, die ein Plättchen mit ihr verbindet, werten 1 Punkt je fertige Stadt und gehen heim. Am Ende werten die meisten Scheunen einer Wiese 4 Punkte je fertige Stadt.',
      'Die Spielerliste zeigt für jeden Spieler Abtei, Bürgermeister, Wagen und Scheune, die er noch im Vorrat hat, gezeichnet wie auf dem Spielplan; eine Figur auf dem Plan erscheint blass.',
    ],
  },
};
