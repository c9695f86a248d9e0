import type { RulesText } from './types.js';
import { expansionsNl } from './expansions-nl.js';

export const nl: RulesText = {
  games: {
    carcassonne: [
      {
        heading: 'Doel',
        items: [
          'Samen leggen jullie een landschap van tegels. Je scoort met de wegen, steden en kloosters waarop je horigen staan zodra ze af zijn, en aan het eind met wat nog niet af is en met weides. Wie de meeste punten heeft, wint.',
        ],
      },
      {
        heading: 'Je beurt',
        items: [
          'Trek een tegel en leg hem zo dat hij met minstens één hele zijde aan een tegel grenst. Elke zijde die een andere tegel raakt, moet passen: stad aan stad, weg aan weg, weide aan weide. Iedereen ziet de getrokken tegel.',
          'Past de tegel nergens, dan wordt hij weggelegd en trek je de volgende.',
          'Daarna mag je één horige uit je voorraad op de zojuist gelegde tegel zetten: een ridder in een stad, een struikrover op een weg, een monnik in een klooster of een boer (liggend) in een weide.',
          'Niet op een weg, stad of weide waar ergens al een horige op staat, van jezelf of van een ander. Twee gebieden met horigen kunnen later aan elkaar groeien; dan tellen beide horigen.',
          'Tot slot wordt elke weg, stad en elk klooster dat de tegel afmaakte meteen geteld, ook als je er net deze beurt een horige op zette.',
        ],
      },
      {
        heading: 'Tellen tijdens het spel',
        items: [
          'Een weg is af als beide einden ophouden (bij een kruising, een stad, een klooster of een huis) of als hij een lus vormt: 1 punt per tegel.',
          'Een stad is af als haar muur zonder opening gesloten is: 2 punten per tegel en 2 per wapenschild.',
          'Een klooster is af als alle acht vakken eromheen een tegel hebben: 9 punten.',
          'Wie de meeste horigen op een afgemaakt gebied heeft, krijgt alle punten; bij gelijkstand scoort elke betrokken speler alles. Daarna gaan de horigen terug naar hun eigenaars en kunnen opnieuw gezet worden.',
        ],
      },
      {
        heading: 'Einde van het spel',
        items: [
          'Het spel eindigt na de beurt waarin de laatste tegel is gelegd.',
          'Onafgemaakte gebieden met horigen tellen nog: een weg 1 punt per tegel, een stad 1 per tegel en 1 per wapenschild, een klooster 1 plus 1 per tegel eromheen.',
          'Dan de weides: een weide is een samenhangend veld, begrensd door wegen, steden en de rand van de tegels. Alleen afgemaakte steden tellen voor weides.',
          'Wie de meeste punten heeft, wint; bij gelijkstand winnen de gelijken samen.',
        ],
      },
    ],
    'the-city': [
      {
        heading: 'Doel',
        items: [
          'Samen bouwen jullie de stad Carcassonne. Wegen en markten scoren tijdens het bouwen; zodra de stadsmuur verrijst, scoren wachters op de muur en beschermheren in de woonwijken aan het eind. Wie de meeste punten heeft, wint.',
        ],
      },
      {
        heading: 'Voorbereiding en je beurt',
        items: [
          'De tegels worden geschud in drie stapels van 30, 25 en 20. De startspeler legt de eerste tegel van stapel 1 en mag er een horige op zetten.',
          'In je beurt trek je een tegel en leg je hem met minstens één hele zijde tegen de stad. Alleen wegen moeten aansluiten: een wegzijde raakt een wegzijde, en elke andere zijde elke andere zijde.',
          'Daarna mag je een horige op de tegel zetten: een burger op een weg, een marktkoopvrouw op een markt of een beschermheer (liggend) in een woonwijk. Niet op een project waar al een horige staat, en niet op een lege weg of markt die deze tegel afmaakte.',
          'Een tegel die nergens past, wordt weggelegd en de volgende van dezelfde stapel wordt getrokken.',
        ],
      },
      {
        heading: 'Tellen tijdens het spel',
        items: [
          'Een afgemaakte weg levert 1 punt per tegel op bij 1 tot 3 tegels, en 2 punten per tegel vanaf 4 tegels.',
          'Een afgemaakte markt levert het aantal tegels maal het aantal verschillende waren op (vis, graan, vee: 1 tot 3).',
          'De meeste horigen krijgen alle punten, bij gelijkstand scoort ieder alles. Burgers en marktkoopvrouwen gaan terug; beschermheren blijven tot het eind staan.',
        ],
      },
      {
        heading: 'De stadsmuur',
        items: [
          'Als stapel 1 op is, begint de muurfase. Na elke beurt waarin een weg of markt met horigen geteld werd, wordt de muur gebouwd: met stapel 2 één stuk per speler, met stapel 3 twee stukken per speler (met twee spelers het dubbele, om beurten één stuk). De speler die scoorde, bouwt eerst.',
          'De eerste muurronde begint met de stadspoort, gezet door de speler die scoorde. Elk volgend stuk verlengt een van de twee einden van de muur langs de buitenkant van de stad.',
          'Op een stuk dat je net bouwde, mag je een eigen horige als wachter zetten (nooit op de poort), tenzij er al een wachter tegenover staat aan het eind van een rij tegels zonder gat.',
          'Na de ronde mag de speler die scoorde een toren aan een vrij einde van de muur zetten: 1 punt per muurstuk terug tot de vorige toren of de poort.',
          'Geen tegel mag buiten de muur gelegd worden, of zo dat de muur ingesloten raakt.',
        ],
      },
      {
        heading: 'Einde van het spel',
        items: [
          'Het spel eindigt als de muur gesloten is, als de muurstukken op zijn, als de laatste tegel gelegd is, of na een beurt waarna nog 5 of minder open randen tussen de muureinden over zijn. De muur wordt dan helemaal rondom gesloten.',
          'Horigen op onafgemaakte wegen en markten gaan zonder punten van het bord.',
          'Beschermheren: elke woonwijk levert 2 punten per aangrenzende markt op voor de speler met de meeste beschermheren erin.',
          'Wachters: elke wachter kijkt langs de rij tegels voor zich, van de muur naar binnen tot het eerste gat, en scoort daar 2 punten per openbaar gebouw en 3 per historisch gebouw.',
          'Wie de meeste punten heeft, wint; bij gelijkstand winnen de gelijken samen.',
        ],
      },
    ],
  },
  tileSets: {
    base: '72 tegels; de starttegel (met de donkere achterkant) ligt al op tafel.',
    winter:
      '84 besneeuwde tegels: de 72 vormen van het basisspel en 12 tegels met dieren. Ze volgen dezelfde regels; een weg die op een boerderij uitkomt, eindigt daar.',
    'the-city':
      '75 stadstegels met wegen, markten, woonwijken, openbare en historische gebouwen, en een stadsmuur van 72 stukken met één poort.',
  },
  options: {
    'farmers.true': 'Met boeren: weides nemen horigen en worden aan het eind geteld.',
    'farmers.false': 'Zonder boeren: weides nemen geen horigen en worden niet geteld.',
    'smallCityTwoPoints.true': 'Een afgemaakte stad van maar twee tegels levert 2 punten op in plaats van 4.',
    'smallCityTwoPoints.false': 'Een afgemaakte stad van twee tegels levert gewoon 4 punten op.',
    'farmerScoring.perCity4':
      'Weides worden per stad geteld: voor elke afgemaakte stad krijgt de speler met de meeste boeren in de weides ernaast 4 punten (elke speler hoogstens één keer per stad).',
    'farmerScoring.perField3':
      'Weides worden per weide geteld: de speler met de meeste boeren in een weide krijgt 3 punten voor elke afgemaakte stad die die weide raakt.',
    'theRiver.true':
      'De Rivier: het spel begint bij de bron; eerst worden de 10 riviertegels gelegd, elk zet de rivier voort en draait nooit twee keer na elkaar dezelfde kant op, dan het meer; daarna het gewone spel.',
    'theRiver.false': 'Zonder De Rivier: het spel begint met de gewone starttegel.',
    'innsAndCathedrals.true':
      'Herbergen en Kathedralen: 18 tegels meer. Een weg met een herberg telt af 2 per tegel, onaf niets; een stad met een kathedraal telt af 3 per tegel en wapen, onaf niets. Elke speler heeft een grote horige die dubbel telt.',
    'innsAndCathedrals.false': 'Zonder Herbergen en Kathedralen.',
    'tradersAndBuilders.true':
      'Kooplieden en Bouwmeesters: 24 tegels meer. Wie een stad afmaakt, krijgt haar goederen (wijn, graan, stof); de meeste van elk goed telt aan het eind 10. De bouwmeester geeft een tweede tegel, het varken 1 meer per afgemaakte stad van zijn weide.',
    'tradersAndBuilders.false': 'Zonder Kooplieden en Bouwmeesters.',
    'theAbbot.true':
      'De Abt: iedereen heeft naast de horigen een abt. In plaats van een horige mag die op het klooster van de zojuist gelegde tegel, en telt als een monnik. In plaats van een stuk te plaatsen mag je je abt terugnemen: zijn klooster telt meteen, 1 punt per tegel eromheen en zichzelf. (Onze tegels hebben geen tuinen, dus de abt gaat alleen op kloosters.)',
    'theAbbot.false': 'Zonder De Abt.',
    'abbeyAndMayor.true':
      'Abdij & Burgemeester: twaalf landschapstegels erbij; elke speler heeft een abdijtegel en een burgemeester. In plaats van de getrokken tegel mag je je abdij in een gat leggen dat aan alle vier kanten door tegels is omringd: ze past aan elke rand, sluit de wegen en steden die ze raakt (voltooide tellen) en is een klooster voor een monnik. De burgemeester gaat in plaats van een horige in een stad en telt voor zoveel horigen als de stad wapenschilden heeft (geen: geen kracht). De wagen gaat als een horige op een weg, stad of klooster; wordt zijn gebied gewaardeerd, dan mag hij doorrijden naar een vrij, onvoltooid gebied op een van zijn tegels. De schuur komt op een hoek waar vier weilanden samenkomen: de boeren daar tellen meteen en gaan naar huis, en aan het eind telt ze 4 punten per voltooide stad van haar weiland.',
    'abbeyAndMayor.false': 'Zonder Abdij & Burgemeester.',
    'princessAndDragon.true':
      'De Prinses & de Draak: 30 extra tegels. Een vulkaan haalt de draak, en er komt geen stuk op. Na een drakentegel (zodra de draak op het bord staat) vliegt de draak zes vakken, één stap per speler in beurtvolgorde, te beginnen bij wie de tegel legde: nooit naar een vak waar hij deze vlucht al was, nooit op het vak van de fee; elk stuk op een vak waar hij komt gaat terug. In plaats van een stuk te zetten mag je: de fee naast een van je horigen zetten (1 punt aan het begin van elke beurt van jou, 3 extra als het gebied van die horige scoort; de draak kan er niet bij); met een prinsestegel aan een stad een ridder daaruit terugsturen; met een toverpoort een horige op elk vrij, onvoltooid gebied zetten. Op het bord: elke stap van de draak is een genummerde schijf aan een rand van zijn vak (het cijfer, of N / P en Enter); de fee, de prinses en de toverpoort zijn knoppen naast de keuzes voor de horige, doorgenummerd na die keuzes (het cijfer op het bord, of N / P om erdoor te stappen en Enter).',
    'princessAndDragon.false': 'Zonder De Prinses & de Draak.',
    'strategic.true':
      'Strategische variant: iedereen heeft drie verborgen tegels in de hand, legt er één naar keuze en trekt daarna een nieuwe. Een tegel uit je hand die nergens past, wordt open terzijde gelegd en vervangen. Is de stapel op, dan gaat het spel door tot alle handen leeg zijn.',
    'strategic.false': 'Zonder de strategische variant: iedereen trekt één tegel en legt die.',
  },
  expansions: expansionsNl,
};
