/**
 * Italy's provinces and metropolitan cities with their sigle (ISTAT's "sigla automobilistica"),
 * the two letters Italian addresses write after the comune: "00184 Roma RM".
 */
const sigle: Record<string, string> = {
  Agrigento: 'AG', Alessandria: 'AL', Ancona: 'AN', Aosta: 'AO', "Valle d'Aosta": 'AO', Arezzo: 'AR', 'Ascoli Piceno': 'AP',
  Asti: 'AT', Avellino: 'AV', Bari: 'BA', 'Barletta-Andria-Trani': 'BT', Belluno: 'BL', Benevento: 'BN', Bergamo: 'BG',
  Biella: 'BI', Bologna: 'BO', Bolzano: 'BZ', Brescia: 'BS', Brindisi: 'BR', Cagliari: 'CA', Caltanissetta: 'CL',
  Campobasso: 'CB', Caserta: 'CE', Catania: 'CT', Catanzaro: 'CZ', Chieti: 'CH', Como: 'CO', Cosenza: 'CS', Cremona: 'CR',
  Crotone: 'KR', Cuneo: 'CN', Enna: 'EN', Fermo: 'FM', Ferrara: 'FE', Firenze: 'FI', Foggia: 'FG', 'Forlì-Cesena': 'FC',
  Frosinone: 'FR', Genova: 'GE', Gorizia: 'GO', Grosseto: 'GR', Imperia: 'IM', Isernia: 'IS', "L'Aquila": 'AQ',
  'La Spezia': 'SP', Latina: 'LT', Lecce: 'LE', Lecco: 'LC', Livorno: 'LI', Lodi: 'LO', Lucca: 'LU', Macerata: 'MC',
  Mantova: 'MN', 'Massa-Carrara': 'MS', Matera: 'MT', Messina: 'ME', Milano: 'MI', Modena: 'MO', 'Monza e della Brianza': 'MB',
  Napoli: 'NA', Novara: 'NO', Nuoro: 'NU', Oristano: 'OR', Padova: 'PD', Palermo: 'PA', Parma: 'PR', Pavia: 'PV',
  Perugia: 'PG', 'Pesaro e Urbino': 'PU', Pescara: 'PE', Piacenza: 'PC', Pisa: 'PI', Pistoia: 'PT', Pordenone: 'PN',
  Potenza: 'PZ', Prato: 'PO', Ragusa: 'RG', Ravenna: 'RA', 'Reggio Calabria': 'RC', 'Reggio di Calabria': 'RC',
  "Reggio nell'Emilia": 'RE', 'Reggio Emilia': 'RE', Rieti: 'RI', Rimini: 'RN', Roma: 'RM', Rovigo: 'RO', Salerno: 'SA',
  Sassari: 'SS', Savona: 'SV', Siena: 'SI', Siracusa: 'SR', Sondrio: 'SO', 'Sud Sardegna': 'SU', Taranto: 'TA',
  Teramo: 'TE', Terni: 'TR', Torino: 'TO', Trapani: 'TP', Trento: 'TN', Treviso: 'TV', Trieste: 'TS', Udine: 'UD',
  Varese: 'VA', Venezia: 'VE', 'Verbano-Cusio-Ossola': 'VB', Vercelli: 'VC', Verona: 'VR', 'Vibo Valentia': 'VV',
  Vicenza: 'VI', Viterbo: 'VT',
};

/** Names compare without accents, case, punctuation or a bilingual second name ("Bolzano/Bozen"). */
const keyOf = (name: string) =>
  name
    .split('/')[0]!
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

const byKey = new Map(Object.entries(sigle).map(([name, code]) => [keyOf(name), code]));
const codes = new Set(Object.values(sigle));

/** The sigla of an Italian province named `name` (or already a sigla), or null if unknown. */
export function italianProvinceCode(name: string): string | null {
  const trimmed = name.trim();
  if (codes.has(trimmed.toUpperCase()) && trimmed.length === 2) return trimmed.toUpperCase();
  return byKey.get(keyOf(trimmed)) ?? null;
}
