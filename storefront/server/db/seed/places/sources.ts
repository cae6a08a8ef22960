/**
 * The hand-written half of the embedded places (see README.md beside this file): which
 * French and German cities rank first (the packaged postal data has no population), the
 * names of départements, Länder and provincias, and the UK and Spanish entries that no npm
 * package carries, curated from public postal references. Every list is in order of
 * importance (most populous first): the place search ranks equally good matches by it.
 */

/** A city's name as the postal data spells it, and its département (INSEE code prefix). */
export type FrenchCity = readonly [name: string, departement: string];

/**
 * The largest French communes and a spread of préfectures and towns, ranked before every
 * other commune. Paris, Marseille and Lyon are matched by their arrondissements ("Paris 1er
 * Arrondissement" ...).
 */
export const frenchCities: readonly FrenchCity[] = [
  ['Paris', '75'], ['Marseille', '13'], ['Lyon', '69'], ['Toulouse', '31'], ['Nice', '06'], ['Nantes', '44'],
  ['Montpellier', '34'], ['Strasbourg', '67'], ['Bordeaux', '33'], ['Lille', '59'], ['Rennes', '35'], ['Toulon', '83'],
  ['Reims', '51'], ['Saint-Étienne', '42'], ['Le Havre', '76'], ['Villeurbanne', '69'], ['Dijon', '21'], ['Grenoble', '38'],
  ['Angers', '49'], ['Saint-Denis', '93'], ['Nîmes', '30'], ['Clermont-Ferrand', '63'], ['Aix-en-Provence', '13'],
  ['Le Mans', '72'], ['Brest', '29'], ['Tours', '37'], ['Amiens', '80'], ['Limoges', '87'], ['Annecy', '74'],
  ['Boulogne-Billancourt', '92'], ['Perpignan', '66'], ['Metz', '57'], ['Besançon', '25'], ['Orléans', '45'], ['Rouen', '76'],
  ['Montreuil', '93'], ['Argenteuil', '95'], ['Mulhouse', '68'], ['Caen', '14'], ['Nancy', '54'], ['Roubaix', '59'],
  ['Tourcoing', '59'], ['Nanterre', '92'], ['Vitry-sur-Seine', '94'], ['Créteil', '94'], ['Avignon', '84'], ['Poitiers', '86'],
  ['Aubervilliers', '93'], ['Colombes', '92'], ['Dunkerque', '59'], ['Aulnay-sous-Bois', '93'], ['Asnières-sur-Seine', '92'],
  ['Versailles', '78'], ['Courbevoie', '92'], ['Cherbourg-en-Cotentin', '50'], ['Rueil-Malmaison', '92'], ['Béziers', '34'],
  ['La Rochelle', '17'], ['Pau', '64'], ['Champigny-sur-Marne', '94'], ['Antibes', '06'], ['Mérignac', '33'],
  ['Saint-Maur-des-Fossés', '94'], ['Ajaccio', '2A'], ['Cannes', '06'], ['Saint-Nazaire', '44'], ['Colmar', '68'],
  ['Bastia', '2B'], ['Drancy', '93'], ['Issy-les-Moulineaux', '92'], ['Noisy-le-Grand', '93'], ['Levallois-Perret', '92'],
  ['Quimper', '29'], ['Valence', '26'], ['Vénissieux', '69'], ["Villeneuve-d'Ascq", '59'], ['Troyes', '10'], ['Antony', '92'],
  ['Neuilly-sur-Seine', '92'], ['Pessac', '33'], ['Ivry-sur-Seine', '94'], ['Clichy', '92'], ['Chambéry', '73'], ['Lorient', '56'],
  ['Niort', '79'], ['Sarcelles', '95'], ['Montauban', '82'], ['Villejuif', '94'], ['Saint-Quentin', '02'], ['Hyères', '83'],
  ['Beauvais', '60'], ['Cholet', '49'], ['Meaux', '77'], ['Chelles', '77'], ['Pantin', '93'], ['Fontenay-sous-Bois', '94'],
  ['Fréjus', '83'], ['Vannes', '56'], ['Bondy', '93'], ['Arles', '13'], ['Clamart', '92'], ['Narbonne', '11'], ['Annemasse', '74'],
  ['Sartrouville', '78'], ['Grasse', '06'], ['Laval', '53'], ['Belfort', '90'], ['Bayonne', '64'], ['Évreux', '27'],
  ['Vincennes', '94'], ['Montrouge', '92'], ['Albi', '81'], ['Charleville-Mézières', '08'], ['Suresnes', '92'], ['Martigues', '13'],
  ['Bobigny', '93'], ['Blois', '41'], ['Brive-la-Gaillarde', '19'], ['Carcassonne', '11'], ['Châteauroux', '36'],
  ['Chalon-sur-Saône', '71'], ['Angoulême', '16'], ['Saint-Brieuc', '22'], ['Tarbes', '65'], ['Saint-Malo', '35'], ['Calais', '62'],
  ['Boulogne-sur-Mer', '62'], ['Bourges', '18'], ['Arras', '62'], ['Valenciennes', '59'], ['Douai', '59'], ['Lens', '62'],
  ['Châlons-en-Champagne', '51'], ['Sète', '34'], ['Biarritz', '64'], ['Auxerre', '89'], ['Nevers', '58'], ['Périgueux', '24'],
  ['Agen', '47'], ['Mâcon', '71'], ['Bourg-en-Bresse', '01'], ['Gap', '05'], ['Épinal', '88'], ['Melun', '77'], ['Pontoise', '95'],
  ['Cambrai', '59'], ['Saint-Lô', '50'], ['Alençon', '61'], ['Laon', '02'], ['Rodez', '12'], ['Cahors', '46'], ['Aurillac', '15'],
  ['Vesoul', '70'], ['Lons-le-Saunier', '39'], ['Moulins', '03'], ['Chaumont', '52'], ['Bar-le-Duc', '55'], ['Mont-de-Marsan', '40'],
  ['Auch', '32'], ['Tulle', '19'], ['Guéret', '23'], ['Le Puy-en-Velay', '43'], ['Privas', '07'], ['Digne-les-Bains', '04'],
  ['Mende', '48'], ['Foix', '09'], ['Vichy', '03'], ['Lourdes', '65'], ['Chamonix-Mont-Blanc', '74'], ['Deauville', '14'],
  ['Saint-Tropez', '83'],
];

/** The 96 metropolitan and 6 overseas départements and collectivités (INSEE code prefix), for the region column of the French entries. */
export const departements: Record<string, string> = {
  '01': 'Ain', '02': 'Aisne', '03': 'Allier', '04': 'Alpes-de-Haute-Provence', '05': 'Hautes-Alpes', '06': 'Alpes-Maritimes',
  '07': 'Ardèche', '08': 'Ardennes', '09': 'Ariège', '10': 'Aube', '11': 'Aude', '12': 'Aveyron', '13': 'Bouches-du-Rhône',
  '14': 'Calvados', '15': 'Cantal', '16': 'Charente', '17': 'Charente-Maritime', '18': 'Cher', '19': 'Corrèze',
  '2A': 'Corse-du-Sud', '2B': 'Haute-Corse', '21': "Côte-d'Or", '22': "Côtes-d'Armor", '23': 'Creuse', '24': 'Dordogne',
  '25': 'Doubs', '26': 'Drôme', '27': 'Eure', '28': 'Eure-et-Loir', '29': 'Finistère', '30': 'Gard', '31': 'Haute-Garonne',
  '32': 'Gers', '33': 'Gironde', '34': 'Hérault', '35': 'Ille-et-Vilaine', '36': 'Indre', '37': 'Indre-et-Loire', '38': 'Isère',
  '39': 'Jura', '40': 'Landes', '41': 'Loir-et-Cher', '42': 'Loire', '43': 'Haute-Loire', '44': 'Loire-Atlantique',
  '45': 'Loiret', '46': 'Lot', '47': 'Lot-et-Garonne', '48': 'Lozère', '49': 'Maine-et-Loire', '50': 'Manche', '51': 'Marne',
  '52': 'Haute-Marne', '53': 'Mayenne', '54': 'Meurthe-et-Moselle', '55': 'Meuse', '56': 'Morbihan', '57': 'Moselle',
  '58': 'Nièvre', '59': 'Nord', '60': 'Oise', '61': 'Orne', '62': 'Pas-de-Calais', '63': 'Puy-de-Dôme',
  '64': 'Pyrénées-Atlantiques', '65': 'Hautes-Pyrénées', '66': 'Pyrénées-Orientales', '67': 'Bas-Rhin', '68': 'Haut-Rhin',
  '69': 'Rhône', '70': 'Haute-Saône', '71': 'Saône-et-Loire', '72': 'Sarthe', '73': 'Savoie', '74': 'Haute-Savoie',
  '75': 'Paris', '76': 'Seine-Maritime', '77': 'Seine-et-Marne', '78': 'Yvelines', '79': 'Deux-Sèvres', '80': 'Somme',
  '81': 'Tarn', '82': 'Tarn-et-Garonne', '83': 'Var', '84': 'Vaucluse', '85': 'Vendée', '86': 'Vienne', '87': 'Haute-Vienne',
  '88': 'Vosges', '89': 'Yonne', '90': 'Territoire de Belfort', '91': 'Essonne', '92': 'Hauts-de-Seine',
  '93': 'Seine-Saint-Denis', '94': 'Val-de-Marne', '95': "Val-d'Oise",
  '971': 'Guadeloupe', '972': 'Martinique', '973': 'Guyane', '974': 'La Réunion', '975': 'Saint-Pierre-et-Miquelon',
  '976': 'Mayotte',
};

/**
 * A German city, its Land and, where the postal data spells it otherwise, the data's name
 * for it. The postal data has no Land: these cities are the ones that show it.
 */
export type GermanCity = readonly [name: string, land: string, dataName?: string];

const BE = 'Berlin', HH = 'Hamburg', BY = 'Bayern', NW = 'Nordrhein-Westfalen', HE = 'Hessen', BW = 'Baden-Württemberg';
const SN = 'Sachsen', HB = 'Bremen', NI = 'Niedersachsen', SH = 'Schleswig-Holstein', ST = 'Sachsen-Anhalt';
const RP = 'Rheinland-Pfalz', TH = 'Thüringen', MV = 'Mecklenburg-Vorpommern', BB = 'Brandenburg', SL = 'Saarland';

/** The largest German cities and the Landeshauptstädte, most populous first. */
export const germanCities: readonly GermanCity[] = [
  ['Berlin', BE], ['Hamburg', HH], ['München', BY], ['Köln', NW], ['Frankfurt am Main', HE],
  ['Stuttgart', BW], ['Düsseldorf', NW], ['Leipzig', SN], ['Dortmund', NW], ['Essen', NW], ['Bremen', HB],
  ['Dresden', SN], ['Hannover', NI], ['Nürnberg', BY], ['Duisburg', NW], ['Bochum', NW], ['Wuppertal', NW],
  ['Bielefeld', NW], ['Bonn', NW], ['Münster', NW], ['Mannheim', BW], ['Karlsruhe', BW], ['Augsburg', BY],
  ['Wiesbaden', HE], ['Mönchengladbach', NW], ['Gelsenkirchen', NW], ['Aachen', NW], ['Braunschweig', NI], ['Kiel', SH],
  ['Chemnitz', SN], ['Halle (Saale)', ST], ['Magdeburg', ST], ['Freiburg im Breisgau', BW], ['Krefeld', NW], ['Mainz', RP],
  ['Lübeck', SH], ['Erfurt', TH], ['Oberhausen', NW], ['Rostock', MV], ['Kassel', HE], ['Hagen', NW], ['Potsdam', BB],
  ['Saarbrücken', SL], ['Hamm', NW], ['Ludwigshafen am Rhein', RP], ['Mülheim an der Ruhr', NW], ['Oldenburg', NI],
  ['Osnabrück', NI], ['Leverkusen', NW], ['Darmstadt', HE], ['Heidelberg', BW], ['Solingen', NW], ['Herne', NW],
  ['Regensburg', BY], ['Neuss', NW], ['Paderborn', NW], ['Ingolstadt', BY], ['Offenbach am Main', HE], ['Fürth', BY],
  ['Würzburg', BY], ['Ulm', BW], ['Heilbronn', BW], ['Pforzheim', BW], ['Wolfsburg', NI], ['Göttingen', NI], ['Bottrop', NW],
  ['Reutlingen', BW], ['Erlangen', BY], ['Bremerhaven', HB], ['Koblenz', RP], ['Bergisch Gladbach', NW], ['Remscheid', NW],
  ['Trier', RP], ['Recklinghausen', NW], ['Jena', TH], ['Moers', NW], ['Salzgitter', NI], ['Siegen', NW], ['Gütersloh', NW],
  ['Hildesheim', NI], ['Hanau', HE], ['Kaiserslautern', RP], ['Cottbus', BB, 'Cottbus - Chóśebuz'], ['Schwerin', MV], ['Gera', TH], ['Zwickau', SN],
  ['Esslingen am Neckar', BW], ['Flensburg', SH], ['Konstanz', BW], ['Worms', RP], ['Neumünster', SH], ['Wilhelmshaven', NI],
  ['Gießen', HE], ['Bamberg', BY], ['Bayreuth', BY], ['Marburg', HE], ['Lüneburg', NI], ['Celle', NI], ['Fulda', HE],
  ['Landshut', BY], ['Passau', BY], ['Rosenheim', BY], ['Stralsund', MV], ['Greifswald', MV], ['Weimar', TH], ['Görlitz', SN],
  ['Baden-Baden', BW], ['Tübingen', BW], ['Dessau-Roßlau', ST],
];

/**
 * UK entries: a post town, one real full postcode in it, the county (or council area,
 * or nation), and the landmark whose published address gives that postcode, so each
 * entry can be checked. The build keeps each postcode's district (outward code), so every
 * postcode of that district resolves to the town.
 */
export type UkPlace = readonly [postTown: string, postcode: string, region: string, landmark: string];

export const ukPlaces: readonly UkPlace[] = [
  ['London', 'SW1A 1AA', 'Greater London', 'Buckingham Palace'],
  ['London', 'SW1A 2AA', 'Greater London', '10 Downing Street'],
  ['London', 'SW1A 0AA', 'Greater London', 'Houses of Parliament'],
  ['London', 'SW1P 3PA', 'Greater London', 'Westminster Abbey'],
  ['London', 'W1A 1AA', 'Greater London', 'BBC Broadcasting House'],
  ['London', 'WC2N 5DN', 'Greater London', 'National Gallery'],
  ['London', 'WC1B 3DG', 'Greater London', 'British Museum'],
  ['London', 'WC2E 9DD', 'Greater London', 'Royal Opera House'],
  ['London', 'SW7 5BD', 'Greater London', 'Natural History Museum'],
  ['London', 'SW7 2RL', 'Greater London', 'Victoria and Albert Museum'],
  ['London', 'SW7 2AP', 'Greater London', 'Royal Albert Hall'],
  ['London', 'SE1 9TG', 'Greater London', 'Tate Modern'],
  ['London', 'SE1 7PB', 'Greater London', 'London Eye'],
  ['London', 'SE1 2UP', 'Greater London', 'Tower Bridge'],
  ['London', 'EC3N 4AB', 'Greater London', 'Tower of London'],
  ['London', 'EC4M 8AD', 'Greater London', "St Paul's Cathedral"],
  ['London', 'NW1 2DB', 'Greater London', 'British Library'],
  ['London', 'NW1 5LR', 'Greater London', 'Madame Tussauds'],
  ['London', 'N1 9AL', 'Greater London', "King's Cross station"],
  ['London', 'NW8 8QN', 'Greater London', "Lord's Cricket Ground"],
  ['London', 'SE11 5SS', 'Greater London', 'The Oval'],
  ['London', 'SE10 8XJ', 'Greater London', 'Royal Observatory Greenwich'],
  ['London', 'E20 2ST', 'Greater London', 'London Stadium'],
  ['London', 'N5 1BU', 'Greater London', 'Emirates Stadium'],
  ['London', 'N17 0BX', 'Greater London', 'Tottenham Hotspur Stadium'],
  ['London', 'SW6 1HS', 'Greater London', 'Stamford Bridge'],
  ['London', 'SW19 5AE', 'Greater London', 'All England Lawn Tennis Club'],
  ['Birmingham', 'B2 4QA', 'West Midlands', 'Birmingham New Street station'],
  ['Birmingham', 'B1 2ND', 'West Midlands', 'Library of Birmingham'],
  ['Birmingham', 'B5 4BU', 'West Midlands', 'Bullring'],
  ['Birmingham', 'B15 2TT', 'West Midlands', 'University of Birmingham'],
  ['Birmingham', 'B6 6HE', 'West Midlands', 'Villa Park'],
  ['Birmingham', 'B5 7QU', 'West Midlands', 'Edgbaston Cricket Ground'],
  ['Manchester', 'M13 9PL', 'Greater Manchester', 'University of Manchester'],
  ['Manchester', 'M2 5PD', 'Greater Manchester', 'Manchester Central Library'],
  ['Manchester', 'M3 4FP', 'Greater Manchester', 'Science and Industry Museum'],
  ['Manchester', 'M16 0RA', 'Greater Manchester', 'Old Trafford'],
  ['Manchester', 'M11 3FF', 'Greater Manchester', 'Etihad Stadium'],
  ['Glasgow', 'G1 3SL', 'Glasgow City', 'Glasgow Central station'],
  ['Glasgow', 'G12 8QQ', 'Glasgow City', 'University of Glasgow'],
  ['Glasgow', 'G3 8AG', 'Glasgow City', 'Kelvingrove Art Gallery and Museum'],
  ['Glasgow', 'G40 3RE', 'Glasgow City', 'Celtic Park'],
  ['Glasgow', 'G51 2XD', 'Glasgow City', 'Ibrox Stadium'],
  ['Glasgow', 'G42 9BA', 'Glasgow City', 'Hampden Park'],
  ['Liverpool', 'L1 1JD', 'Merseyside', 'Liverpool Lime Street station'],
  ['Liverpool', 'L1 7AZ', 'Merseyside', 'Liverpool Cathedral'],
  ['Liverpool', 'L69 7ZX', 'Merseyside', 'University of Liverpool'],
  ['Liverpool', 'L4 0TH', 'Merseyside', 'Anfield'],
  ['Liverpool', 'L4 4EL', 'Merseyside', 'Goodison Park'],
  ['Leeds', 'LS1 4DY', 'West Yorkshire', 'Leeds station'],
  ['Leeds', 'LS1 3AD', 'West Yorkshire', 'Leeds Town Hall'],
  ['Leeds', 'LS2 9JT', 'West Yorkshire', 'University of Leeds'],
  ['Leeds', 'LS11 0ES', 'West Yorkshire', 'Elland Road'],
  ['Sheffield', 'S1 2BP', 'South Yorkshire', 'Sheffield station'],
  ['Sheffield', 'S10 2TN', 'South Yorkshire', 'University of Sheffield'],
  ['Sheffield', 'S2 4SU', 'South Yorkshire', 'Bramall Lane'],
  ['Sheffield', 'S6 1SW', 'South Yorkshire', 'Hillsborough Stadium'],
  ['Edinburgh', 'EH1 2NG', 'City of Edinburgh', 'Edinburgh Castle'],
  ['Edinburgh', 'EH1 1BB', 'City of Edinburgh', 'Edinburgh Waverley station'],
  ['Edinburgh', 'EH1 1JF', 'City of Edinburgh', 'National Museum of Scotland'],
  ['Edinburgh', 'EH8 8DX', 'City of Edinburgh', 'Palace of Holyroodhouse'],
  ['Edinburgh', 'EH8 9YL', 'City of Edinburgh', 'University of Edinburgh, Old College'],
  ['Edinburgh', 'EH99 1SP', 'City of Edinburgh', 'Scottish Parliament'],
  ['Edinburgh', 'EH12 6TS', 'City of Edinburgh', 'Edinburgh Zoo'],
  ['Bristol', 'BS1 6QF', 'Bristol', 'Bristol Temple Meads station'],
  ['Bristol', 'BS8 1TH', 'Bristol', 'University of Bristol'],
  ['Bristol', 'BS8 3PA', 'Bristol', 'Clifton Suspension Bridge'],
  ['Cardiff', 'CF10 3RB', 'South Glamorgan', 'Cardiff Castle'],
  ['Cardiff', 'CF10 1NS', 'South Glamorgan', 'Principality Stadium'],
  ['Cardiff', 'CF10 3AT', 'South Glamorgan', 'Cardiff University'],
  ['Cardiff', 'CF99 1SN', 'South Glamorgan', 'Senedd'],
  ['Belfast', 'BT1 5GS', 'Northern Ireland', 'Belfast City Hall'],
  ['Belfast', 'BT3 9EP', 'Northern Ireland', 'Titanic Belfast'],
  ['Belfast', 'BT7 1NN', 'Northern Ireland', "Queen's University Belfast"],
  ['Newcastle upon Tyne', 'NE1 5DL', 'Tyne and Wear', 'Newcastle Central station'],
  ['Newcastle upon Tyne', 'NE1 7RU', 'Tyne and Wear', 'Newcastle University'],
  ['Newcastle upon Tyne', 'NE1 4ST', 'Tyne and Wear', "St James' Park"],
  ['Nottingham', 'NG7 2RD', 'Nottinghamshire', 'University of Nottingham'],
  ['Nottingham', 'NG2 5FJ', 'Nottinghamshire', 'City Ground'],
  ['Nottingham', 'NG2 6AG', 'Nottinghamshire', 'Trent Bridge'],
  ['Leicester', 'LE1 7RH', 'Leicestershire', 'University of Leicester'],
  ['Leicester', 'LE2 7FL', 'Leicestershire', 'King Power Stadium'],
  ['Coventry', 'CV1 5AB', 'West Midlands', 'Coventry Cathedral'],
  ['Coventry', 'CV4 7AL', 'West Midlands', 'University of Warwick'],
  ['Wolverhampton', 'WV1 4QR', 'West Midlands', 'Molineux Stadium'],
  ['Bradford', 'BD1 1NQ', 'West Yorkshire', 'National Science and Media Museum'],
  ['Bradford', 'BD8 7DY', 'West Yorkshire', 'Valley Parade'],
  ['Huddersfield', 'HD1 6PX', 'West Yorkshire', "John Smith's Stadium"],
  ['Hull', 'HU6 7RX', 'East Riding of Yorkshire', 'University of Hull'],
  ['Hull', 'HU3 6HU', 'East Riding of Yorkshire', 'MKM Stadium'],
  ['Stoke-on-Trent', 'ST4 4EG', 'Staffordshire', 'bet365 Stadium'],
  ['Derby', 'DE24 8XL', 'Derbyshire', 'Pride Park Stadium'],
  ['Southampton', 'SO17 1BJ', 'Hampshire', 'University of Southampton'],
  ['Southampton', 'SO14 5FP', 'Hampshire', "St Mary's Stadium"],
  ['Portsmouth', 'PO1 3LJ', 'Hampshire', 'Portsmouth Historic Dockyard'],
  ['Winchester', 'SO23 9LS', 'Hampshire', 'Winchester Cathedral'],
  ['Plymouth', 'PL4 8AA', 'Devon', 'University of Plymouth'],
  ['Plymouth', 'PL2 3DQ', 'Devon', 'Home Park'],
  ['Exeter', 'EX1 1HS', 'Devon', 'Exeter Cathedral'],
  ['Exeter', 'EX4 4QJ', 'Devon', 'University of Exeter'],
  ['Aberdeen', 'AB24 3FX', 'Aberdeen City', 'University of Aberdeen'],
  ['Aberdeen', 'AB24 5QH', 'Aberdeen City', 'Pittodrie Stadium'],
  ['Dundee', 'DD1 4EZ', 'Dundee City', 'V&A Dundee'],
  ['Dundee', 'DD1 4HN', 'Dundee City', 'University of Dundee'],
  ['Stirling', 'FK8 1EJ', 'Stirling', 'Stirling Castle'],
  ['Stirling', 'FK9 4LA', 'Stirling', 'University of Stirling'],
  ['St Andrews', 'KY16 9AJ', 'Fife', 'University of St Andrews'],
  ['Swansea', 'SA2 8PP', 'West Glamorgan', 'Swansea University'],
  ['Swansea', 'SA1 2FA', 'West Glamorgan', 'Swansea.com Stadium'],
  ['Wrexham', 'LL11 2AH', 'Clwyd', 'Racecourse Ground'],
  ['Bangor', 'LL57 2DG', 'Gwynedd', 'Bangor University'],
  ['Aberystwyth', 'SY23 3FL', 'Dyfed', 'Aberystwyth University'],
  ['Oxford', 'OX1 2JD', 'Oxfordshire', 'University of Oxford'],
  ['Oxford', 'OX1 2PH', 'Oxfordshire', 'Ashmolean Museum'],
  ['Oxford', 'OX1 3BG', 'Oxfordshire', 'Bodleian Library'],
  ['Cambridge', 'CB2 1TN', 'Cambridgeshire', 'University of Cambridge'],
  ['Cambridge', 'CB2 1ST', 'Cambridgeshire', "King's College"],
  ['Cambridge', 'CB2 1RB', 'Cambridgeshire', 'Fitzwilliam Museum'],
  ['Ely', 'CB7 4DL', 'Cambridgeshire', 'Ely Cathedral'],
  ['Peterborough', 'PE1 1XS', 'Cambridgeshire', 'Peterborough Cathedral'],
  ['Norwich', 'NR1 4DH', 'Norfolk', 'Norwich Cathedral'],
  ['Norwich', 'NR4 7TJ', 'Norfolk', 'University of East Anglia'],
  ['Norwich', 'NR1 1JE', 'Norfolk', 'Carrow Road'],
  ['Ipswich', 'IP1 2DA', 'Suffolk', 'Portman Road'],
  ['Colchester', 'CO1 1TJ', 'Essex', 'Colchester Castle'],
  ['Brighton', 'BN1 1EE', 'East Sussex', 'Royal Pavilion'],
  ['Brighton', 'BN1 3XP', 'East Sussex', 'Brighton station'],
  ['Brighton', 'BN1 9BL', 'East Sussex', 'American Express Stadium'],
  ['Canterbury', 'CT1 2EH', 'Kent', 'Canterbury Cathedral'],
  ['Guildford', 'GU2 7XH', 'Surrey', 'University of Surrey'],
  ['Reading', 'RG6 6AH', 'Berkshire', 'University of Reading'],
  ['Windsor', 'SL4 1NJ', 'Berkshire', 'Windsor Castle'],
  ['Wembley', 'HA9 0WS', 'Greater London', 'Wembley Stadium'],
  ['Richmond', 'TW9 3AE', 'Greater London', 'Royal Botanic Gardens, Kew'],
  ['Watford', 'WD18 0ER', 'Hertfordshire', 'Vicarage Road'],
  ['Luton', 'LU4 8AW', 'Bedfordshire', 'Kenilworth Road'],
  ['Milton Keynes', 'MK7 6AA', 'Buckinghamshire', 'The Open University'],
  ['Milton Keynes', 'MK1 1ST', 'Buckinghamshire', 'Stadium MK'],
  ['Northampton', 'NN5 5QA', 'Northamptonshire', 'Sixfields Stadium'],
  ['Bath', 'BA1 1LZ', 'Somerset', 'Roman Baths'],
  ['Bath', 'BA2 7AY', 'Somerset', 'University of Bath'],
  ['Salisbury', 'SP1 2EJ', 'Wiltshire', 'Salisbury Cathedral'],
  ['Salisbury', 'SP4 7DE', 'Wiltshire', 'Stonehenge'],
  ['Swindon', 'SN1 2ED', 'Wiltshire', 'County Ground'],
  ['Bournemouth', 'BH7 7AF', 'Dorset', 'Vitality Stadium'],
  ['Gloucester', 'GL1 2LR', 'Gloucestershire', 'Gloucester Cathedral'],
  ['Cheltenham', 'GL50 4SH', 'Gloucestershire', 'Cheltenham Racecourse'],
  ['Worcester', 'WR1 2LA', 'Worcestershire', 'Worcester Cathedral'],
  ['Stratford-upon-Avon', 'CV37 6QW', 'Warwickshire', "Shakespeare's Birthplace"],
  ['Lincoln', 'LN2 1PX', 'Lincolnshire', 'Lincoln Cathedral'],
  ['York', 'YO1 7HH', 'North Yorkshire', 'York Minster'],
  ['York', 'YO24 1AB', 'North Yorkshire', 'York station'],
  ['York', 'YO10 5DD', 'North Yorkshire', 'University of York'],
  ['Middlesbrough', 'TS3 6RS', 'North Yorkshire', 'Riverside Stadium'],
  ['Durham', 'DH1 3EH', 'County Durham', 'Durham Cathedral'],
  ['Durham', 'DH1 3LE', 'County Durham', 'Durham University'],
  ['Sunderland', 'SR5 1SU', 'Tyne and Wear', 'Stadium of Light'],
  ['Chester', 'CH1 2HU', 'Cheshire', 'Chester Cathedral'],
  ['Warrington', 'WA2 7NE', 'Cheshire', 'Halliwell Jones Stadium'],
  ['Preston', 'PR1 6RU', 'Lancashire', 'Deepdale'],
  ['Lancaster', 'LA1 4YW', 'Lancashire', 'Lancaster University'],
  ['Blackpool', 'FY1 4BJ', 'Lancashire', 'Blackpool Tower'],
  ['Blackpool', 'FY1 6JJ', 'Lancashire', 'Bloomfield Road'],
  ['Burnley', 'BB10 4BX', 'Lancashire', 'Turf Moor'],
  ['Bolton', 'BL6 6JW', 'Greater Manchester', 'Toughsheet Community Stadium'],
  ['Wigan', 'WN5 0UZ', 'Greater Manchester', 'Brick Community Stadium'],
];

/**
 * Post towns and their postcode districts where shoppers could not find theirs (the biggest
 * cities beyond their landmarks, Cornwall, the Scottish islands): postal facts from Royal
 * Mail's addressing, each district's post town as written on its letters. Only districts
 * wholly in that post town are listed.
 */
export type UkPostTown = readonly [postTown: string, districts: readonly string[], region: string];

const range = (area: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${area}${from + i}`);

export const ukPostTowns: readonly UkPostTown[] = [
  ['Glasgow', [...range('G', 1, 5), ...range('G', 11, 15), ...range('G', 20, 23), ...range('G', 31, 34), ...range('G', 40, 46), ...range('G', 51, 53)], 'Glasgow City'],
  ['Edinburgh', range('EH', 1, 17), 'City of Edinburgh'],
  ['Belfast', range('BT', 1, 17), 'Northern Ireland'],
  ['Aberdeen', ['AB10', 'AB11', 'AB12', 'AB15', 'AB16', 'AB21', 'AB22', 'AB23', 'AB24', 'AB25'], 'Aberdeen City'],
  ['Cardiff', ['CF3', 'CF5', 'CF10', 'CF11', 'CF14', 'CF23', 'CF24'], 'South Glamorgan'],
  ['Truro', range('TR', 1, 4), 'Cornwall'],
  ['Newquay', ['TR7', 'TR8'], 'Cornwall'],
  ['Falmouth', ['TR11'], 'Cornwall'],
  ['Helston', ['TR12', 'TR13'], 'Cornwall'],
  ['Camborne', ['TR14'], 'Cornwall'],
  ['Redruth', ['TR15', 'TR16'], 'Cornwall'],
  ['Penzance', ['TR18', 'TR19', 'TR20'], 'Cornwall'],
  ['Isles of Scilly', range('TR', 21, 25), 'Isles of Scilly'],
  ['St Ives', ['TR26'], 'Cornwall'],
  ['Hayle', ['TR27'], 'Cornwall'],
  ['Bodmin', ['PL30', 'PL31'], 'Cornwall'],
  ['Launceston', ['PL15'], 'Cornwall'],
  ['Bude', ['EX23'], 'Cornwall'],
  ['Kirkwall', ['KW15'], 'Orkney Islands'],
  ['Stromness', ['KW16'], 'Orkney Islands'],
  ['Orkney', ['KW17'], 'Orkney Islands'],
  ['Lerwick', ['ZE1'], 'Shetland Islands'],
  ['Shetland', ['ZE2', 'ZE3'], 'Shetland Islands'],
  ['Stornoway', ['HS1'], 'Na h-Eileanan Siar'],
  ['Isle of Lewis', ['HS2'], 'Na h-Eileanan Siar'],
  ['Isle of Harris', ['HS3', 'HS5'], 'Na h-Eileanan Siar'],
  ['Isle of North Uist', ['HS6'], 'Na h-Eileanan Siar'],
  ['Isle of Benbecula', ['HS7'], 'Na h-Eileanan Siar'],
  ['Isle of South Uist', ['HS8'], 'Na h-Eileanan Siar'],
  ['Isle of Barra', ['HS9'], 'Na h-Eileanan Siar'],
];

/**
 * The London postal district: every district of the E, EC, N, NW, SE, SW, W and WC areas
 * has the post town LONDON (Royal Mail). Their numbers; the lettered sub-districts of the
 * centre (EC1A, SW1A, W1B, WC2H...) are read as part of their district by the search.
 */
export const londonPostalDistricts: Readonly<Record<string, readonly number[]>> = {
  E: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20],
  EC: [1, 2, 3, 4],
  N: Array.from({ length: 22 }, (_, i) => i + 1),
  NW: Array.from({ length: 11 }, (_, i) => i + 1),
  SE: Array.from({ length: 28 }, (_, i) => i + 1),
  SW: Array.from({ length: 20 }, (_, i) => i + 1),
  W: Array.from({ length: 14 }, (_, i) => i + 1),
  WC: [1, 2],
};

/**
 * Names `london-districts` (from Wikipedia's list of London areas) gives as a post town
 * that Royal Mail does not use: Angel's borough, Islington, is in the LONDON post town.
 */
export const notUkPostTowns: readonly string[] = ['Islington'];

/** Spanish provinces by the first two digits of their postcodes (INE province codes). */
export const provincias: Record<string, string> = {
  '01': 'Araba/Álava', '02': 'Albacete', '03': 'Alicante', '04': 'Almería', '05': 'Ávila', '06': 'Badajoz',
  '07': 'Illes Balears', '08': 'Barcelona', '09': 'Burgos', '10': 'Cáceres', '11': 'Cádiz', '12': 'Castellón',
  '13': 'Ciudad Real', '14': 'Córdoba', '15': 'A Coruña', '16': 'Cuenca', '17': 'Girona', '18': 'Granada',
  '19': 'Guadalajara', '20': 'Gipuzkoa', '21': 'Huelva', '22': 'Huesca', '23': 'Jaén', '24': 'León', '25': 'Lleida',
  '26': 'La Rioja', '27': 'Lugo', '28': 'Madrid', '29': 'Málaga', '30': 'Murcia', '31': 'Navarra', '32': 'Ourense',
  '33': 'Asturias', '34': 'Palencia', '35': 'Las Palmas', '36': 'Pontevedra', '37': 'Salamanca',
  '38': 'Santa Cruz de Tenerife', '39': 'Cantabria', '40': 'Segovia', '41': 'Sevilla', '42': 'Soria', '43': 'Tarragona',
  '44': 'Teruel', '45': 'Toledo', '46': 'Valencia', '47': 'Valladolid', '48': 'Bizkaia', '49': 'Zamora', '50': 'Zaragoza',
  '51': 'Ceuta', '52': 'Melilla',
};

/**
 * Spanish entries: a municipality and its postcodes, as `first` or `first-last` (an
 * inclusive range of the city's own delivery codes). The province comes from the code.
 */
export type SpanishPlace = readonly [city: string, postcodes: readonly string[]];

export const spanishPlaces: readonly SpanishPlace[] = [
  ['Madrid', ['28001-28053']], ['Barcelona', ['08001-08042']], ['Valencia', ['46001-46025']], ['Sevilla', ['41001-41020']],
  ['Zaragoza', ['50001-50018']], ['Málaga', ['29001-29017']], ['Murcia', ['30001-30012']], ['Palma', ['07001-07015']],
  ['Las Palmas de Gran Canaria', ['35001-35019']], ['Bilbao', ['48001-48015']], ['Alicante', ['03001-03016']],
  ['Córdoba', ['14001-14014']], ['Valladolid', ['47001-47016']], ['Vigo', ['36201-36216']], ['Gijón', ['33201-33213']],
  ["L'Hospitalet de Llobregat", ['08901-08908']], ['Vitoria-Gasteiz', ['01001-01015']], ['A Coruña', ['15001-15011']],
  ['Elche', ['03201-03206']], ['Granada', ['18001-18015']], ['Terrassa', ['08221-08227']], ['Badalona', ['08911-08918']],
  ['Oviedo', ['33001-33013']], ['Cartagena', ['30201-30205']], ['Sabadell', ['08201-08208']],
  ['Jerez de la Frontera', ['11401-11408']], ['Móstoles', ['28931-28938']],
  ['Santa Cruz de Tenerife', ['38001-38010']], ['Pamplona', ['31001-31016']], ['Almería', ['04001-04009']],
  ['Alcalá de Henares', ['28801-28807']], ['Fuenlabrada', ['28941-28945']], ['Leganés', ['28911-28919']],
  ['San Sebastián', ['20001-20018']], ['Getafe', ['28901-28907']], ['Burgos', ['09001-09007']], ['Santander', ['39001-39012']],
  ['Albacete', ['02001-02006']], ['Castellón de la Plana', ['12001-12006']], ['Alcorcón', ['28921-28925']],
  ['San Cristóbal de La Laguna', ['38201']], ['Logroño', ['26001-26009']], ['Badajoz', ['06001-06011']],
  ['Salamanca', ['37001-37008']], ['Huelva', ['21001-21007']], ['Marbella', ['29601-29604']], ['Lleida', ['25001-25008']],
  ['Tarragona', ['43001-43008']], ['León', ['24001-24010']], ['Cádiz', ['11001-11012']], ['Dos Hermanas', ['41701-41704']],
  ['Mataró', ['08301-08304']], ['Torrejón de Ardoz', ['28850']], ['Jaén', ['23001-23009']], ['Algeciras', ['11201-11207']],
  ['Ourense', ['32001-32005']], ['Alcobendas', ['28100']], ['Reus', ['43201-43206']], ['Girona', ['17001-17007']],
  ['Santiago de Compostela', ['15701-15707']], ['Lugo', ['27001-27004']], ['Cáceres', ['10001-10005']], ['Lorca', ['30800']],
  ['Guadalajara', ['19001-19005']], ['Toledo', ['45001-45007']], ['Pontevedra', ['36001-36005']], ['Palencia', ['34001-34005']],
  ['Ciudad Real', ['13001-13005']], ['Zamora', ['49001']], ['Ávila', ['05001']], ['Segovia', ['40001']], ['Soria', ['42001']],
  ['Cuenca', ['16001']], ['Huesca', ['22001']], ['Teruel', ['44001']], ['Ceuta', ['51001']], ['Melilla', ['52001']],
  ['Ponferrada', ['24401']], ['Talavera de la Reina', ['45600']], ['Mérida', ['06800']], ['Gandia', ['46700-46702']],
  ['Benidorm', ['03501-03503']], ['Torrevieja', ['03181-03182']], ['Eivissa', ['07800']], ['Manresa', ['08241-08243']],
  ['Ferrol', ['15401-15406']], ['Pozuelo de Alarcón', ['28223-28224']], ['Las Rozas de Madrid', ['28230-28232']],
  ['Majadahonda', ['28220-28222']], ['Parla', ['28980-28984']], ['Rivas-Vaciamadrid', ['28521-28523']], ['Aranjuez', ['28300']],
  ['Telde', ['35200']], ['Barakaldo', ['48901']], ['Getxo', ['48990']], ['Portugalete', ['48920']], ['Santurtzi', ['48980']],
  ['Irun', ['20300']], ['Eibar', ['20600']], ['Avilés', ['33400']], ['Mieres', ['33600']], ['Torrelavega', ['39300']],
  ['Tudela', ['31500']], ['Calahorra', ['26500']], ['Miranda de Ebro', ['09200']], ['Aranda de Duero', ['09400']],
  ['Medina del Campo', ['47400']], ['Plasencia', ['10600']], ['Don Benito', ['06400']], ['Almendralejo', ['06200']],
  ['Puertollano', ['13500']], ['Tomelloso', ['13700']], ['Valdepeñas', ['13300']], ['Alcázar de San Juan', ['13600']],
  ['Fuengirola', ['29640']], ['Torremolinos', ['29620']], ['Estepona', ['29680']], ['Benalmádena', ['29630']],
  ['Antequera', ['29200']], ['Ronda', ['29400']], ['Motril', ['18600']], ['Linares', ['23700']], ['Úbeda', ['23400']],
  ['Lucena', ['14900']], ['El Puerto de Santa María', ['11500']], ['San Fernando', ['11100']],
  ['Chiclana de la Frontera', ['11130']], ['Sanlúcar de Barrameda', ['11540']], ['Utrera', ['41710']],
  ['Alcalá de Guadaíra', ['41500']], ['Écija', ['41400']], ['Roquetas de Mar', ['04740']], ['El Ejido', ['04700']],
  ['Vila-real', ['12540']], ['Vinaròs', ['12500']], ['Sagunto', ['46500']], ['Torrent', ['46900']], ['Paterna', ['46980']],
  ['Alzira', ['46600']], ['Xàtiva', ['46800']], ['Ontinyent', ['46870']], ['Alcoy', ['03801']], ['Elda', ['03600']],
  ['Orihuela', ['03300']], ['Dénia', ['03700']], ['Figueres', ['17600']], ['Blanes', ['17300']], ['Lloret de Mar', ['17310']],
  ['Vic', ['08500']], ['Granollers', ['08401']], ['Igualada', ['08700']], ['Vilanova i la Geltrú', ['08800']], ['Sitges', ['08870']],
  ['Castelldefels', ['08860']], ['Cornellà de Llobregat', ['08940']], ['Sant Boi de Llobregat', ['08830']],
  ['El Prat de Llobregat', ['08820']], ['Rubí', ['08191']], ['Tortosa', ['43500']], ['Cambrils', ['43850']], ['Salou', ['43840']],
  ['Manacor', ['07500']], ['Inca', ['07300']], ['Maó', ['07701']], ['Ciutadella de Menorca', ['07760']], ['Arrecife', ['35500']],
  ['Puerto del Rosario', ['35600']], ['Adeje', ['38670']], ['Puerto de la Cruz', ['38400']],
];
