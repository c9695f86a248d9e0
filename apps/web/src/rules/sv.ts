import type { RulesText } from './types.js';
import { expansionsSv } from './expansions-sv.js';

export const sv: RulesText = {
  games: {
    carcassonne: [
      {
        heading: 'Mål',
        items: [
          'Tillsammans lägger ni ett landskap av brickor. Ni får poäng för vägar, städer och kloster där era följeslagare står när de blir färdiga, och i slutet för det som inte blev färdigt och för ängar. Flest poäng vinner.',
        ],
      },
      {
        heading: 'Din tur',
        items: [
          'Dra en bricka och lägg den så att den ligger an mot minst en bricka längs en hel sida. Varje sida som möter en annan bricka måste passa: stad mot stad, väg mot väg, äng mot äng. Alla ser den dragna brickan.',
          'Passar brickan ingenstans läggs den åt sidan och du drar nästa.',
          'Sedan får du sätta en följeslagare ur ditt förråd på brickan du just lade: en riddare i en stad, en stråtrövare på en väg, en munk i ett kloster eller en bonde (liggande) på en äng.',
          'Inte på en väg, stad eller äng där det redan står en följeslagare någonstans, din egen eller någon annans. Två områden med följeslagare kan senare växa ihop; då räknas båda.',
          'Sist räknas varje väg, stad och kloster som brickan gjorde färdig, direkt, även om du nyss satte en följeslagare där.',
        ],
      },
      {
        heading: 'Poäng under spelet',
        items: [
          'En väg är färdig när båda ändarna tar slut (vid en korsning, en stad, ett kloster eller ett hus) eller när den bildar en slinga: 1 poäng per bricka.',
          'En stad är färdig när dess mur är sluten utan glipa: 2 poäng per bricka och 2 per vapensköld.',
          'Ett kloster är färdigt när alla åtta rutor runt det har brickor: 9 poäng.',
          'Den som har flest följeslagare på ett färdigt område får alla poäng; vid lika får alla inblandade fullt. Sedan går följeslagarna tillbaka till sina ägare och kan sättas ut igen.',
        ],
      },
      {
        heading: 'Spelets slut',
        items: [
          'Spelet slutar efter den tur då den sista brickan lades.',
          'Ofärdiga områden med följeslagare ger ändå poäng: en väg 1 per bricka, en stad 1 per bricka och 1 per vapensköld, ett kloster 1 plus 1 per bricka runt det.',
          'Sedan ängarna: en äng är ett sammanhängande fält, avgränsat av vägar, städer och brickornas kant. Bara färdiga städer räknas för ängar.',
          'Flest poäng vinner; vid lika delar de segern.',
        ],
      },
    ],
    'the-city': [
      {
        heading: 'Mål',
        items: [
          'Tillsammans bygger ni staden Carcassonne. Vägar och torg ger poäng medan ni bygger; när stadsmuren växer fram ger väktare på muren och beskyddare i bostadskvarteren poäng i slutet. Flest poäng vinner.',
        ],
      },
      {
        heading: 'Förberedelser och din tur',
        items: [
          'Brickorna blandas i tre högar med 30, 25 och 20. Startspelaren lägger första brickan från hög 1 och får sätta en följeslagare på den.',
          'På din tur drar du en bricka och lägger den mot staden längs minst en hel sida. Bara vägar måste passa: en vägsida möter en vägsida, och alla andra sidor möter alla andra.',
          'Sedan får du sätta en följeslagare på brickan: en borgare på en väg, en torgmadam på ett torg eller en beskyddare (liggande) i ett bostadskvarter. Inte på ett projekt som redan har en följeslagare, och inte på en tom väg eller ett tomt torg som brickan gjorde färdigt.',
          'En bricka som inte passar någonstans läggs åt sidan och nästa från samma hög dras.',
        ],
      },
      {
        heading: 'Poäng under spelet',
        items: [
          'En färdig väg ger 1 poäng per bricka när den har 1 till 3 brickor, och 2 poäng per bricka från 4 brickor.',
          'Ett färdigt torg ger antalet brickor gånger antalet olika varor på det (fisk, säd, boskap: 1 till 3).',
          'Flest följeslagare tar alla poäng, vid lika får alla fullt. Borgare och torgmadamer går tillbaka; beskyddare står kvar till slutet.',
        ],
      },
      {
        heading: 'Stadsmuren',
        items: [
          'När hög 1 är slut börjar murfasen. Efter varje tur där en väg eller ett torg med följeslagare räknades byggs muren: med hög 2 en del per spelare, med hög 3 två delar per spelare (två spelare bygger dubbelt så mycket, en del i taget växelvis). Den som fick poäng bygger först.',
          'Första murrundan börjar med stadsporten, som den som fick poäng sätter. Varje ny del förlänger en av murens två ändar längs stadens utsida.',
          'På en del du just byggt får du sätta en egen följeslagare som väktare (aldrig på porten), om inte en annan väktare redan står mittemot över en obruten rad brickor.',
          'Efter rundan får den som fick poäng sätta ett torn vid en fri ände av muren: 1 poäng per murdel tillbaka till närmaste torn eller porten.',
          'Ingen bricka får läggas utanför muren eller så att muren blir innesluten.',
        ],
      },
      {
        heading: 'Spelets slut',
        items: [
          'Spelet slutar när muren är sluten, när murdelarna tar slut, när sista brickan lagts, eller efter en tur som lämnar 5 eller färre öppna kanter mellan murens ändar. Muren sluts då hela vägen runt.',
          'Följeslagare på ofärdiga vägar och torg tas bort utan poäng.',
          'Beskyddare: varje bostadskvarter ger 2 poäng per angränsande torg till den med flest beskyddare där.',
          'Väktare: varje väktare ser längs raden av brickor framför sig, från muren inåt till första luckan, och får där 2 poäng per offentlig byggnad och 3 per historisk byggnad.',
          'Flest poäng vinner; vid lika delar de segern.',
        ],
      },
    ],
  },
  tileSets: {
    base: '72 brickor; startbrickan (med mörk baksida) ligger redan på bordet.',
    winter:
      '84 snöiga brickor: grundspelets 72 former och 12 brickor med djur. Samma regler gäller; en väg som når en bondgård slutar där.',
    'the-city':
      '75 stadsbrickor med vägar, torg, bostadskvarter, offentliga och historiska byggnader, och en stadsmur på 72 delar med en port.',
  },
  options: {
    'farmers.true': 'Med bönder: ängar tar följeslagare och räknas i slutet.',
    'farmers.false': 'Utan bönder: ängar tar inga följeslagare och räknas inte.',
    'smallCityTwoPoints.true': 'En färdig stad på bara två brickor ger 2 poäng i stället för 4.',
    'smallCityTwoPoints.false': 'En färdig stad på två brickor ger de vanliga 4 poängen.',
    'farmerScoring.perCity4':
      'Ängar räknas stad för stad: för varje färdig stad får den med flest bönder på ängarna intill 4 poäng (varje spelare högst en gång per stad).',
    'farmerScoring.perField3':
      'Ängar räknas äng för äng: den med flest bönder på en äng får 3 poäng för varje färdig stad som ängen gränsar till.',
    'theRiver.true':
      'Floden: spelet börjar vid källan; först läggs de 10 flodbrickorna, var och en fortsätter floden och svänger aldrig åt samma håll två gånger i rad, sedan sjön; därefter det vanliga spelet.',
    'theRiver.false': 'Utan Floden: spelet börjar med den vanliga startbrickan.',
    'innsAndCathedrals.true':
      'Värdshus och katedraler: 18 brickor till. En väg med värdshus ger färdig 2 per bricka, ofärdig inget; en stad med katedral ger färdig 3 per bricka och vapensköld, ofärdig inget. Varje spelare har en stor följeslagare som räknas dubbelt.',
    'innsAndCathedrals.false': 'Utan Värdshus och katedraler.',
    'tradersAndBuilders.true':
      'Köpmän och byggmästare: 24 brickor till. Den som gör klart en stad får dess varor (vin, säd, tyg); flest av varje vara ger 10 i slutet. Byggmästaren ger en andra bricka, grisen 1 till per färdig stad på sin äng.',
    'tradersAndBuilders.false': 'Utan Köpmän och byggmästare.',
    'theAbbot.true':
      'Abboten: varje spelare har en abbot utöver följeslagarna. I stället för en följeslagare får den ställas på klostret på brickan som just lagts, och räknas som en munk. I stället för att ställa ut en pjäs får du ta tillbaka din abbot: dess kloster ger genast 1 poäng per bricka runt omkring och för sig själv. (Våra brickor har inga trädgårdar, så abboten ställs bara på kloster.)',
    'theAbbot.false': 'Utan Abboten.',
    'abbeyAndMayor.true':
      'Kloster & Borgmästare: tolv brickor till; varje spelare har en klosterbricka och en borgmästare. I stället för den dragna brickan får du lägga ditt kloster i ett hål med brickor på alla fyra sidor: det passar mot alla kanter, stänger vägarna och städerna det möter (färdiga räknas) och är ett kloster för en munk. Borgmästaren sätts i en stad i stället för en följeslagare och räknas som så många följeslagare som staden har vapensköldar (inga: ingen styrka). Vagnen ställs som en följeslagare på en väg, stad eller ett kloster; när dess område räknas får den köra vidare till ett ledigt, ofärdigt område på en av dess brickor. Ladan ställs i ett hörn där fyra ängar möts: bönderna där räknas genast och går hem, och vid slutet ger den 4 poäng per färdig stad i sin äng.',
    'abbeyAndMayor.false': 'Utan Kloster & Borgmästare.',
    'princessAndDragon.true':
      'Prinsessan & draken: 30 nya brickor. En vulkan hämtar draken, och ingen pjäs får stå på den. Efter en drakbricka (när draken väl är på brädet) flyger draken sex rutor, ett steg per spelare i turordning med början hos den som lade brickan: aldrig till en ruta den redan besökt under flygningen, aldrig till féns ruta; varje pjäs på en ruta den kommer till går hem. I stället för att sätta ut en pjäs får du: ställa fén bredvid en av dina följeslagare (1 poäng i början av varje egen tur, 3 till när den följeslagarens område räknas; draken når den inte); med en prinsessbricka vid en stad skicka hem en av dess riddare; med en magisk portal sätta en följeslagare på vilket ledigt, ofärdigt område som helst. På brädet: varje steg draken tar är en numrerad skiva vid en kant av dess ruta (siffran, eller N / P och Enter); fén, prinsessan och portalen är knappar bredvid valen av följeslagare, numrerade efter dem (siffran på brädet, eller N / P för att stega genom dem och Enter).',
    'princessAndDragon.false': 'Utan Prinsessan & draken.',
    'strategic.true':
      'Strategisk variant: varje spelare har tre dolda brickor på hand, lägger valfri av dem och drar sedan en ny. En bricka på handen som inte passar någonstans läggs öppet åt sidan och ersätts. När högen är slut fortsätter spelet tills alla händer är tomma.',
    'strategic.false': 'Utan den strategiska varianten: varje spelare drar en bricka och lägger den.',
  },
  expansions: expansionsSv,
};
