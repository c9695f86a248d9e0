import type { ExpansionRules } from './types.js';

/** De regels van de uitbreidingen in het Nederlands (docs/rules.md A7–A9). */
export const expansionsNl: ExpansionRules = {
  theRiver: {
    heading: 'De Rivier',
    items: [
      'Het spel begint met de bron in plaats van de starttegel; de starttegel wordt met de andere geschud.',
      'Eerst komen de tien andere riviertegels in willekeurige volgorde, dan het meer, daarna de gewone tegels.',
      'Elke riviertegel moet de rivier voortzetten waar haar water eindigt, en zijn water moet verder stromen naar een leeg vak.',
      'De rivier mag niet twee keer na elkaar dezelfde kant op buigen, zodat ze nooit naar zichzelf terugkeert.',
      'Het water is geen gebied: er komt geen horige op, het levert niets op en het scheidt de weiden aan zijn oevers.',
    ],
  },
  innsAndCathedrals: {
    heading: 'Herbergen en Kathedralen',
    items: [
      'Herbergen: een weg met een herberg levert af 2 punten per tegel op, en niets als hij aan het eind niet af is.',
      'Kathedralen: een stad met een kathedraal levert af 3 punten per tegel en per wapen op, en niets als ze aan het eind niet af is.',
      'De grote horige: iedere speler heeft een extra, grotere horige. Die wordt geplaatst en keert terug als een horige, en telt bij elke meerderheid als twee.',
      'Plaatsen: kies na het leggen naast de keuze van de horige „Grote horige” (of druk op B), daarna de plek.',
      'Een zesde speler: met de grijze horigen van deze uitbreiding kunnen zes spelers meedoen (Nieuw spel: voeg een zesde speler toe zodra ze aan staat).',
    ],
  },
  tradersAndBuilders: {
    heading: 'Kooplieden en Bouwmeesters',
    items: [
      'Goederen: sommige stadstegels tonen wijn, graan of stof. Wie de tegel legt die een stad afmaakt, krijgt haar goederen, met of zonder eigen ridder erin.',
      'Aan het eind krijgen per soort goederen de spelers met de meeste ervan 10 punten; de spelerslijst telt de goederen van elke speler en toont zijn bouwmeester en varken zolang die in voorraad zijn.',
      'De bouwmeester: in plaats van een horige op een weg of stad van de nieuwe tegel waar al een eigen horige staat. Elke latere eigen tegel die die weg of stad verlengt, geeft meteen een tweede tegel (nooit een derde).',
      'Het varken: in plaats van een horige op een weide van de nieuwe tegel waar al een eigen boer ligt. Wint u die weide aan het eind, dan levert elke afgemaakte stad ervan u 1 punt meer op.',
      'Bouwmeester en varken staan bij de horigen maar tellen bij geen meerderheid. U kiest ze zoals de grote horige: bij naam naast de keuze van de horige, of met de toets B.',
    ],
  },
  theAbbot: {
    heading: 'De Abt',
    items: [
      'Elke speler heeft naast de horigen een abt. Zet hem in plaats van een horige op het klooster van de tegel die je net legde (kies bij de pionkeuze "Abt" naast de horigen, of druk op B).',
      'Een klooster met de abt scoort als een met een monnik: 9 punten als het vierkant van 3×3 vol is (de abt komt terug), of aan het eind 1 punt per tegel van het vierkant.',
      'In plaats van een pion te zetten na het leggen mag je je abt terugnemen: "Neem de abt terug" bij de keuzes voor de horige, of de toets A. Zijn klooster scoort meteen, 1 punt per tegel van het vierkant, en de abt mag in een latere beurt weer uit.',
      'Tuinen: de tegels van de nieuwe editie hebben tuinen die ook de abt nemen. Onze tegels zijn die van de eerste editie en hebben er geen, dus de abt gaat alleen op kloosters.',
    ],
  },
  abbeyAndMayor: {
    heading: 'Abdij & Burgemeester',
    items: [
      'Elf landschapstegels erbij, waaronder een stad met twee wapenschilden en een weg die in drie richtingen vertakt (alle drie de einden moeten gesloten zijn).',
      'De abdij: elke speler heeft één abdijtegel. In plaats van de getrokken tegel te leggen, leg je je abdij in een gat, een leeg vak met aan alle vier kanten een tegel: ze past aan elke rand (toets A of haar knop, dan het gat kiezen). De getrokken tegel gaat dan naar de volgende speler.',
      'Elke kant van de abdij sluit af wat ze raakt: wegen en steden die daar eindigen zijn voltooid en tellen meteen. De abdij is een klooster: je mag er een monnik op zetten.',
      'De burgemeester: in plaats van een horige zet je hem in een stad van de nieuwe tegel (B, of zijn naam naast de keuze van horigen). Hij telt voor zoveel horigen als de stad wapenschilden heeft: in een stad zonder wapenschilden heeft hij geen kracht.',
      'De laatste abdijronde: na de laatste tegel mag elke speler die zijn abdij nog heeft die om de beurt in een gat leggen, of houden (passen).',
      'De wagen: in plaats van een horige zet je hem op een weg, stad of klooster van de nieuwe tegel (B tot zijn naam verschijnt, of zijn naam naast de keuze van horigen); nooit op een weiland. Hij telt als een horige. Wordt zijn gebied gewaardeerd, dan mag je hem doorrijden naar een vrije, onvoltooide weg, stad of klooster op een tegel van dat gebied, of terugnemen: kies een doel (zijn nummer) of „Wagen terug”. Bij meer wagens kiezen de eigenaars om de beurt, te beginnen bij de speler aan zet.',
      'De schuur: in plaats van een stuk zet je haar op een hoek van de nieuwe tegel waar vier tegels met weiland op alle vier de hoeken samenkomen (tik of klik op de hoek, of haar knop), in een weiland zonder schuur. De boeren daar tellen meteen 3 punten per voltooide stad en gaan naar huis; later komt er geen boer bij: boeren die een tegel ermee verbindt tellen 1 punt per voltooide stad en gaan naar huis. Aan het eind tellen de meeste schuren in een weiland 4 punten per voltooide stad.',
      'De spelerslijst toont voor elke speler de abdij, burgemeester, wagen en schuur die hij nog in voorraad heeft, getekend als op het bord; een stuk dat op het bord staat, is vervaagd.',
    ],
  },
};
