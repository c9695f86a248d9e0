import type { ExpansionRules } from './types.js';

/** Expansionernas regler på svenska (docs/rules.md A7–A9). */
export const expansionsSv: ExpansionRules = {
  theRiver: {
    heading: 'Floden',
    items: [
      'Spelet börjar med källan i stället för startbrickan; startbrickan blandas in bland de andra.',
      'Först kommer de tio andra flodbrickorna i slumpvis ordning, sedan sjön, därefter de vanliga brickorna.',
      'Varje flodbricka måste fortsätta floden där dess vatten slutar, och dess vatten måste rinna vidare mot en tom ruta.',
      'Floden får inte svänga åt samma håll två gånger i rad, så att den aldrig vänder tillbaka mot sig själv.',
      'Vattnet är inget område: ingen följeslagare ställs där, det ger inga poäng och det skiljer ängarna på dess stränder.',
    ],
  },
  innsAndCathedrals: {
    heading: 'Värdshus och katedraler',
    items: [
      'Värdshus: en väg med ett värdshus ger 2 poäng per bricka när den är klar, och inget om den är oavslutad vid slutet.',
      'Katedraler: en stad med en katedral ger 3 poäng per bricka och vapensköld när den är klar, och inget om den är oavslutad vid slutet.',
      'Den stora följeslagaren: varje spelare har en extra, större följeslagare. Den placeras och återvänder som en följeslagare och räknas som två i varje majoritet.',
      'Att placera den: välj ”Stor följeslagare” bredvid följeslagarvalen efter att brickan lagts (eller tryck B), sedan platsen.',
      'En sjätte spelare: med expansionens grå följeslagare kan sex spela (Nytt spel: lägg till en sjätte spelare när den är påslagen).',
    ],
  },
  tradersAndBuilders: {
    heading: 'Köpmän och byggmästare',
    items: [
      'Varor: vissa stadsbrickor visar vin, säd eller tyg. Den som lägger brickan som gör en stad klar får dess varor, med eller utan egen riddare i den.',
      'Vid slutet får för varje vara spelaren eller spelarna med flest 10 poäng; spelarlistan räknar varje spelares varor och visar byggmästaren och grisen så länge de finns i förrådet.',
      'Byggmästaren: i stället för en följeslagare på en väg eller stad på den nya brickan där du redan har en följeslagare. Varje senare egen bricka som förlänger den vägen eller staden ger genast en andra bricka (aldrig en tredje).',
      'Grisen: i stället för en följeslagare på en äng på den nya brickan där du redan har en bonde. Vinner du den ängen vid slutet ger varje klar stad där dig 1 poäng extra.',
      'Byggmästare och gris står bland följeslagarna men räknas inte i någon majoritet. Du väljer dem som den stora följeslagaren: vid namn bredvid följeslagarvalen eller med tangenten B.',
    ],
  },
  theAbbot: {
    heading: 'Abboten',
    items: [
      'Varje spelare har en abbot utöver följeslagarna. I stället för en följeslagare ställer du den på klostret på brickan du just lade (välj "Abbot" vid pjäsvalet bredvid följeslagarna, eller tryck B).',
      'Ett kloster med abboten räknas som ett med en munk: 9 poäng när dess 3×3-ruta är full (abboten kommer tillbaka), eller 1 poäng per bricka i rutan vid slutet.',
      'I stället för att ställa ut en pjäs efter att ha lagt brickan får du ta tillbaka din abbot: "Ta tillbaka abboten" bland valen för följeslagaren, eller tangenten A. Dess kloster räknas genast, 1 poäng per bricka i rutan, och abboten får gå ut igen ett senare drag.',
      'Trädgårdar: den nya utgåvans brickor har trädgårdar som också tar abboten. Våra brickor är första utgåvans och har inga, så abboten ställs bara på kloster.',
    ],
  },
  abbeyAndMayor: {
    heading: 'Kloster & Borgmästare',
    items: [
      'Elva brickor till, bland dem en stad med två vapensköldar och en väg som grenar sig åt tre håll (alla tre ändarna måste vara stängda).',
      'Klostret: varje spelare har en klosterbricka. I stället för att lägga den dragna brickan lägger du ditt kloster i ett hål, en tom ruta med brickor på alla fyra sidor: det passar mot alla kanter (tangent A eller dess knapp, välj sedan hålet). Den dragna brickan går då till nästa spelare.',
      'Varje sida av klostret stänger det den möter: vägar och städer som slutar där är färdiga och räknas genast. Klostret är ett kloster: du får ställa en munk på det.',
      'Borgmästaren: i stället för en följeslagare ställer du honom i en stad på den nya brickan (B, eller hans namn bredvid valen av följeslagare). Han räknas som så många följeslagare som staden har vapensköldar: i en stad utan vapensköldar har han ingen styrka.',
      'Den sista klosterrundan: efter den sista brickan får varje spelare som ännu har sitt kloster lägga det i ett hål, i turordning, eller behålla det (passa).',
      'Vagnen: i stället för en följeslagare ställer du den på en väg, stad eller ett kloster på den nya brickan (B tills dess namn syns, eller dess namn bredvid valen av följeslagare); aldrig på en äng. Den räknas som en följeslagare. När dess område räknas får du köra den vidare till en ledig, ofärdig väg, stad eller ett kloster på en bricka i det området, eller ta hem den: välj ett mål (dess nummer) eller ”Vagnen hem”. Med flera vagnar väljer ägarna i turordning, med början hos spelaren vars tur det är.',
      'Ladan: i stället för en pjäs ställer du den i ett hörn av den nya brickan där fyra brickor med äng i alla fyra hörnen möts (tryck eller klicka på hörnet, eller dess knapp), i en äng utan lada. Bönderna där får genast 3 poäng per färdig stad och går hem; ingen bonde kommer till senare: bönder som en bricka förenar med den får 1 poäng per färdig stad och går hem. Vid slutet får flest ladar i en äng 4 poäng per färdig stad.',
      'Spelarlistan visar för varje spelare klostret, borgmästaren, vagnen och ladan som ännu finns i förrådet, ritade som på brädet; en pjäs som står på brädet visas blekt.',
    ],
  },
};
