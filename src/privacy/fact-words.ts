// Words that say a number is a machine's fact, not a way to call anyone:
// labels before it (serial, part, article, HS code, VAT id, norm, counter,
// project, IP address …, in the catalog's languages) and units after it
// (mm, kN, impressions, h, EUR …). A buyer needs these numbers; the phone
// scorer (./phone-score.ts) lowers its confidence when it sees one.
// Keys are `plainWord` forms (lower case, no diacritics).

export const FACT_LABELS = new Set([
  // EN
  'serial', 'sn', 'ser', 'serialno', 'part', 'pn', 'partno', 'item', 'article', 'art', 'ref', 'reference', 'order',
  'ordering',
  'code', 'sku', 'drawing', 'dwg', 'asset', 'inventory', 'inv', 'equipment', 'machine', 'lot', 'batch',
  'charge', 'invoice', 'project', 'job', 'po', 'contract', 'certificate', 'cert', 'licence', 'license',
  'permit', 'registration', 'reg', 'vin', 'chassis', 'frame', 'engine', 'motor', 'counter', 'count', 'impressions',
  'hours',
  'hrs', 'meter', 'reading', 'odometer', 'total', 'cycles', 'strokes', 'shots', 'sheets', 'ean', 'gtin', 'upc', 'isbn',
  'hs',
  'hscode', 'taric', 'tariff', 'customs', 'commodity', 'vat', 'vatno', 'tva', 'iva', 'btw', 'ust', 'ustid', 'ustidnr',
  'idnr',
  'uid', 'mwst', 'tax', 'taxid', 'nip', 'regon', 'krs', 'siret', 'siren', 'kvk', 'cif', 'nif', 'eori', 'duns', 'iban',
  'bic',
  'swift', 'account', 'iso', 'din', 'iec', 'ansi', 'astm', 'asme', 'vde', 'vdi', 'norm', 'standard', 'class', 'ip',
  'ipv4',
  'address', 'mac', 'firmware', 'software', 'version', 'ver', 'rev', 'revision', 'release', 'build', 'fw', 'sw',
  'plate', 'nameplate', 'year', 'built', 'date', 'dated', 'since', 'period', 'warranty', 'valid', 'until', 'from',
  'weight',
  'price', 'load', 'force', 'travel', 'stroke', 'capacity', 'output', 'speed', 'size', 'format', 'dimensions', 'volume',
  'case', 'ticket', 'file', 'dossier', 'tracking', 'shipment', 'container', 'seal', 'bl', 'awb', 'customer', 'supplier',
  'vendor', 'manufacturer', 'mfr', 'catalog', 'catalogue', 'cat', 'kit', 'spare', 'replacement', 'oem', 'ordercode',
  'identifier', 'object', 'station', 'position', 'pos', 'cost', 'centre', 'center', 'batchno', 'lotno',
  // DE
  'seriennummer', 'seriennr', 'serien', 'fabriknummer', 'fabriknr', 'fabrik', 'maschinennummer', 'maschinennr', 'masch',
  'baunummer', 'baunr', 'artikelnummer', 'artikel', 'artnr', 'teilenummer', 'teil', 'teilenr', 'bestellnummer',
  'bestell',
  'bestellnr', 'auftrag', 'auftragsnummer', 'auftragsnr', 'rechnung', 'rechnungsnummer', 'rechnungsnr', 'projekt',
  'projektnummer', 'projektnr', 'inventar', 'inventarnummer', 'inventarnr', 'anlagennummer', 'anlage', 'zeichnung',
  'zeichnungsnummer', 'kommission', 'kommissionsnummer', 'zolltarifnummer', 'zolltarif', 'warennummer', 'steuernummer',
  'stnr', 'handelsregister', 'hrb', 'hra', 'zahler', 'zahlerstand', 'stunden', 'betriebsstunden', 'laufzeit', 'drucke',
  'takte', 'hub', 'gewicht', 'preis', 'baujahr', 'bj', 'datum', 'seit', 'zeitraum', 'gultig', 'bis', 'von', 'ab',
  'typenschild',
  'ersatzteil', 'ersatzteilnummer', 'bestellcode', 'sachnummer', 'identnummer', 'ident', 'kennung', 'kundennummer',
  'lieferant',
  'lieferschein', 'vorgang', 'aktenzeichen', 'steuer', 'umsatzsteuer', 'prufnummer', 'zulassung', 'tuv', 'ce',
  'kostenstelle',
  // FR
  'serie', 'reference', 'piece', 'commande', 'facture', 'projet', 'compteur', 'heures', 'norme', 'matricule',
  'numero de serie', 'douane', 'nomenclature', 'lot', 'dossier', 'annee', 'depuis',
  // IT
  'matricola', 'seriale', 'articolo', 'codice', 'ordine', 'fattura', 'progetto', 'contatore', 'ore', 'partita', 'norma',
  'anno', 'dal', 'ricambio',
  // ES, PT
  'articulo', 'referencia', 'pedido', 'factura', 'proyecto', 'contador', 'horas', 'codigo', 'numero de serie', 'ano',
  'desde', 'encomenda', 'fatura', 'projeto', 'peca', 'pieza', 'repuesto',
  // NL
  'serienummer', 'artikelnummer', 'onderdeel', 'onderdeelnummer', 'bestelling', 'bestelnummer', 'factuur', 'teller',
  'uren',
  'bouwjaar', 'sinds',
  // PL, CS, TR, Nordic
  'seryjny', 'artykul', 'czesc', 'zamowienie', 'faktura', 'projekt', 'licznik', 'godziny', 'rok', 'vyrobni', 'seriove',
  'objednavka', 'ic', 'dic', 'seri', 'parca', 'siparis', 'fatura', 'vergi', 'serienr', 'delenummer', 'ordrenummer',
  'timer',
]);

/**
 * Labels that name a fact only with a number word after them ("Machine no. 541 203 118", "Item #4711"): alone
 * they are prose ("a used CNC machine 0171 …").
 */
export const WEAK_FACT_LABELS = new Set(['machine', 'equipment', 'object', 'station', 'case', 'file', 'customer',
  'supplier',
  'vendor', 'unit', 'account', 'code', 'plate', 'maschine', 'anlage', 'objekt']);
/** The number words that make a weak label a fact label. */
export const NUMBER_MARKERS = new Set(['no', 'nr', 'nro', 'n', 'number', 'nummer', 'numero', 'numer', 'num', '#',
  'id', 'code', 'cislo', 'c']);
/** A compound ending in a number word names what the number is ("Tillverkningsnr", "Werkstoffnummer"). */
export const NUMBERED_COMPOUND = /.{3,}(?:nr|nummer|number|numero|numer|cislo)$/;

/** Upper-case labels that are prose in lower case ("EN 60204-1", "PN 16", "DN 50", "UL 508A"). */
export const FACT_LABELS_UPPER = new Set(['EN', 'PN', 'DN', 'UL', 'CSA', 'BS', 'NF', 'UNI', 'NEN', 'SN', 'HS', 'CN',
  'IP']);

/** Units and counted things after a number: "250 000 N", "1.050 / 560 / 510 mm", "12 345 678 impressions". */
export const UNITS = new Set([
  'mm', 'cm', 'dm', 'km', 'um', 'µm', 'inch', 'inches', 'ft', 'feet', 'yd', 'mil', 'kg', 'mg', 'ton',
  'tons', 'tonnes', 'lb', 'lbs', 'oz', 'kn', 'mn', 'dan', 'kgf', 'lbf', 'nm', 'knm', 'kv', 'mv', 'ma', 'ka', 'kw',
  'mw', 'kva', 'hp', 'ps', 'cv', 'hz', 'khz', 'mhz', 'ghz', 'hrs', 'hr', 'hours', 'hour', 'std', 'stunden', 'heures',
  'horas', 'godz', 'uur', 'min', 'mins', 'minutes', 'sec', 'ms', 'rpm', 'upm', 'bar', 'mbar', 'psi', 'pa', 'kpa', 'mpa',
  'ml', 'cl', 'hl', 'gal', 'pcs', 'pc', 'stk', 'stuck', 'pieces', 'piece', 'parts', 'units', 'sheets',
  'bogen', 'feuilles', 'fogli', 'hojas', 'arkuszy', 'impressions', 'drucke', 'impresiones', 'copies', 'copie',
  'exemplaires',
  'cycles', 'zyklen', 'takte', 'strokes', 'hube', 'shots', 'schuss', 'labels', 'bottles', 'cans', 'packs', 'bags',
  'boxes',
  'cartons', 'pallets', 'eur', 'euro', 'euros', 'usd', 'dollars', 'chf', 'gbp', 'pln', 'zl', 'sek', 'dkk', 'nok', 'czk',
  'huf',
  'try', 'cad', 'mxn', 'jpy', 'cny', 'dpi', 'ppm', 'bpm', 'cpm', 'spm', 'ipm', 'lpm', 'mpm', 'sqm', 'qm', 'm2', 'm3',
  'km/h',
  'dB', 'db', 'lux', 'kwh', 'mah', 'ah', 'vac', 'vdc', 'ac', 'dc', 'phase', 'kb', 'mb', 'gb', 'tb', 'bit', 'bits',
  'bytes',
  'px', 'pixels', 'ppi', 'gsm', 'mic', 'micron', 'microns', 'years', 'year', 'jahre', 'ans', 'anni', 'anos', 'months',
  'monate', 'weeks', 'wochen', 'days', 'tage', 'jours', 'giorni', 'dias', 'fois', 'volte', 'veces', 'razy',
  'km', 'miles', 'meter', 'meters', 'metres', 'metre', 'grams', 'kilos', 'liters', 'litres', '%',
]);

/** One-letter units count in their own case only ("400 V", "250 000 N"), never a stray French "à". */
export const LETTER_UNITS = new Set(['m', 't', 'h', 'N', 'V', 'A', 'W', 'K', 'g', 'l', 'L', 's', 'x', 'X', 'u', 'C',
  'F']);

/** Currency words and signs before a number: "EUR 125 000", "$ 1,250,000". */
export const CURRENCY_BEFORE = /(?:€|\$|£|¥|₺|zł|\b(?:eur|euro|usd|us\$|chf|gbp|pln|sek|dkk|nok|czk|huf|try|cad|mxn|fr|sfr)\.?)\s*$/i;
