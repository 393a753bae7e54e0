// Locations used by the catalog generator: [city, region, region_code, country].
// Region codes are ISO 3166-2 subdivision codes without the country prefix, or
// null where a seller's export carried no usable code. No region code in this
// list equals a country code used here, so a two-letter location filter is
// unambiguous against this data.
export const PLACES = {
  US: [
    ['Columbus', 'Ohio', 'OH'], ['Cleveland', 'Ohio', 'OH'], ['Cincinnati', 'Ohio', 'OH'], ['Dayton', 'Ohio', 'OH'],
    ['Toledo', 'Ohio', 'OH'], ['Akron', 'Ohio', 'OH'], ['Youngstown', 'Ohio', 'OH'], ['Mentor', 'Ohio', 'OH'],
    ['Chicago', 'Illinois', 'IL'], ['Elk Grove Village', 'Illinois', 'IL'], ['Rockford', 'Illinois', 'IL'],
    ['Detroit', 'Michigan', 'MI'], ['Grand Rapids', 'Michigan', 'MI'], ['Troy', 'Michigan', 'MI'],
    ['Indianapolis', 'Indiana', 'IN'], ['Fort Wayne', 'Indiana', 'IN'],
    ['Milwaukee', 'Wisconsin', 'WI'], ['Green Bay', 'Wisconsin', 'WI'],
    ['Minneapolis', 'Minnesota', 'MN'], ['Pittsburgh', 'Pennsylvania', 'PA'], ['Philadelphia', 'Pennsylvania', 'PA'],
    ['Lancaster', 'Pennsylvania', 'PA'], ['Charlotte', 'North Carolina', 'NC'], ['Greensboro', 'North Carolina', 'NC'],
    ['Atlanta', 'Georgia', 'GA'], ['Dallas', 'Texas', 'TX'], ['Houston', 'Texas', 'TX'], ['San Antonio', 'Texas', 'TX'],
    ['Nashville', 'Tennessee', 'TN'], ['Kansas City', 'Missouri', 'MO'], ['St. Louis', 'Missouri', 'MO'],
    ['Louisville', 'Kentucky', 'KY'], ['Buffalo', 'New York', 'NY'], ['Rochester', 'New York', 'NY'],
    ['Newark', 'New Jersey', 'NJ'], ['Worcester', 'Massachusetts', 'MA'], ['Seattle', 'Washington', 'WA'],
    ['Portland', 'Oregon', 'OR'], ['Denver', 'Colorado', 'CO'], ['Phoenix', 'Arizona', 'AZ'],
  ],
  CA: [
    ['Toronto', 'Ontario', 'ON'], ['Mississauga', 'Ontario', 'ON'], ['Hamilton', 'Ontario', 'ON'], ['London', 'Ontario', 'ON'],
    ['Ottawa', 'Ontario', 'ON'], ['Kitchener', 'Ontario', 'ON'], ['Concord', 'Ontario', 'ON'],
    ['Montréal', 'Quebec', 'QC'], ['Laval', 'Quebec', 'QC'], ['Québec', 'Quebec', 'QC'], ['Drummondville', 'Quebec', 'QC'],
    ['Vancouver', 'British Columbia', 'BC'], ['Surrey', 'British Columbia', 'BC'], ['Calgary', 'Alberta', 'AB'],
    ['Edmonton', 'Alberta', 'AB'], ['Winnipeg', 'Manitoba', 'MB'],
  ],
  DE: [
    ['München', 'Bayern', 'BY'], ['Nürnberg', 'Bayern', 'BY'], ['Augsburg', 'Bayern', 'BY'], ['Würzburg', 'Bayern', 'BY'],
    ['Düsseldorf', 'Nordrhein-Westfalen', 'NW'], ['Köln', 'Nordrhein-Westfalen', 'NW'], ['Dortmund', 'Nordrhein-Westfalen', 'NW'],
    ['Bielefeld', 'Nordrhein-Westfalen', 'NW'], ['Mönchengladbach', 'Nordrhein-Westfalen', 'NW'], ['Gütersloh', 'Nordrhein-Westfalen', 'NW'],
    ['Stuttgart', 'Baden-Württemberg', 'BW'], ['Heidelberg', 'Baden-Württemberg', 'BW'], ['Göppingen', 'Baden-Württemberg', 'BW'],
    ['Frankfurt am Main', 'Hessen', 'HE'], ['Offenbach am Main', 'Hessen', 'HE'], ['Hamburg', 'Hamburg', 'HH'],
    ['Leipzig', 'Sachsen', 'SN'], ['Chemnitz', 'Sachsen', 'SN'], ['Hannover', 'Niedersachsen', 'NI'], ['Osnabrück', 'Niedersachsen', 'NI'],
  ],
  GB: [
    ['Birmingham', 'England', 'ENG'], ['Manchester', 'England', 'ENG'], ['Leeds', 'England', 'ENG'], ['Leicester', 'England', 'ENG'],
    ['Nottingham', 'England', 'ENG'], ['Bristol', 'England', 'ENG'], ['Glasgow', 'Scotland', 'SCT'], ['Cardiff', 'Wales', 'WLS'],
  ],
  NL: [
    ['Eindhoven', 'Noord-Brabant', 'NB'], ['Tilburg', 'Noord-Brabant', 'NB'], ['Rotterdam', 'Zuid-Holland', 'ZH'],
    ['Amsterdam', 'Noord-Holland', 'NH'], ['Zwolle', 'Overijssel', 'OV'],
  ],
  BE: [['Antwerpen', 'Vlaanderen', 'VLG'], ['Gent', 'Vlaanderen', 'VLG'], ['Liège', 'Wallonie', 'WAL']],
  IT: [
    ['Milano', 'Lombardia', null], ['Brescia', 'Lombardia', null], ['Bergamo', 'Lombardia', null], ['Bologna', 'Emilia-Romagna', null],
    ['Modena', 'Emilia-Romagna', null], ['Torino', 'Piemonte', null], ['Verona', 'Veneto', null], ['Treviso', 'Veneto', null],
  ],
  FR: [
    ['Lyon', 'Auvergne-Rhône-Alpes', 'ARA'], ['Saint-Étienne', 'Auvergne-Rhône-Alpes', 'ARA'], ['Paris', 'Île-de-France', 'IDF'],
    ['Lille', 'Hauts-de-France', 'HDF'], ['Strasbourg', 'Grand Est', 'GES'], ['Nantes', 'Pays de la Loire', 'PDL'],
  ],
  ES: [
    ['Barcelona', 'Cataluña', 'CT'], ['Sabadell', 'Cataluña', 'CT'], ['Madrid', 'Comunidad de Madrid', 'MD'],
    ['Valencia', 'Comunidad Valenciana', 'VC'], ['Bilbao', 'País Vasco', 'PV'],
  ],
  AT: [['Wien', 'Wien', null], ['Linz', 'Oberösterreich', null], ['Graz', 'Steiermark', null], ['Salzburg', 'Salzburg', null]],
  CH: [['Basel', 'Basel-Stadt', 'BS'], ['St. Gallen', 'St. Gallen', 'SG'], ['Aarau', 'Aargau', 'AG'], ['Luzern', 'Luzern', 'LU']],
  PL: [
    ['Warszawa', 'Mazowieckie', 'MZ'], ['Katowice', 'Śląskie', 'SL'], ['Poznań', 'Wielkopolskie', 'WP'], ['Wrocław', 'Dolnośląskie', 'DS'],
  ],
  CZ: [['Brno', 'Jihomoravský kraj', null], ['Ostrava', 'Moravskoslezský kraj', null]],
};

// Relative weight of each country in the catalog (a North American marketplace
// with a strong European dealer base).
export const COUNTRY_WEIGHTS = [
  ['US', 46], ['CA', 12], ['DE', 14], ['GB', 5], ['NL', 4], ['BE', 2], ['IT', 5], ['FR', 3], ['ES', 2], ['AT', 2], ['CH', 2], ['PL', 2], ['CZ', 1],
];

export const CURRENCY = { US: 'USD', CA: 'CAD', GB: 'GBP' }; // everything else EUR
// Rough conversion from the USD reference prices in categories.mjs.
export const FX = { USD: 1, CAD: 1.37, EUR: 0.92, GBP: 0.79 };

export const TLD = { US: 'com', CA: 'ca', DE: 'de', GB: 'co.uk', NL: 'nl', BE: 'be', IT: 'it', FR: 'fr', ES: 'es', AT: 'at', CH: 'ch', PL: 'pl', CZ: 'cz' };

// Mains supply by country: [voltage, frequency].
export const MAINS = { US: [480, 60], CA: [600, 60], GB: [400, 50] }; // everything else 400 V 50 Hz

export const FIRST_NAMES = {
  na: ['Mike', 'Dave', 'Steve', 'Jim', 'Tom', 'Brian', 'Kevin', 'Jeff', 'Rick', 'Paul', 'Mark', 'Scott', 'Lisa', 'Karen', 'Jennifer', 'Michelle', 'Sarah', 'Greg', 'Doug', 'Ron', 'Tony', 'Dan', 'Chris', 'Amanda', 'Pierre', 'Marc', 'Luc', 'Sylvie', 'Nathalie'],
  DE: ['Thomas', 'Michael', 'Andreas', 'Stefan', 'Jürgen', 'Klaus', 'Markus', 'Frank', 'Sabine', 'Claudia', 'Petra', 'Uwe', 'Jörg', 'Martin', 'Tobias'],
  GB: ['Gary', 'Ian', 'Neil', 'Graham', 'Stuart', 'Claire', 'Emma', 'Alan', 'Colin', 'Darren'],
  NL: ['Jeroen', 'Bas', 'Sander', 'Pieter', 'Marieke', 'Wouter', 'Joost'],
  BE: ['Koen', 'Bart', 'Wim', 'Els', 'Dirk', 'Philippe'],
  IT: ['Marco', 'Luca', 'Giuseppe', 'Alessandro', 'Francesca', 'Paolo', 'Roberto', 'Giulia'],
  FR: ['Jean', 'Philippe', 'Nicolas', 'Christophe', 'Isabelle', 'Laurent', 'Céline'],
  ES: ['Javier', 'Carlos', 'Jordi', 'Marta', 'Alejandro', 'Iñaki'],
  AT: ['Wolfgang', 'Gerhard', 'Christian', 'Manfred', 'Birgit'],
  CH: ['Urs', 'Beat', 'Reto', 'Daniel', 'Corinne'],
  PL: ['Piotr', 'Tomasz', 'Krzysztof', 'Agnieszka', 'Paweł', 'Marek'],
  CZ: ['Jan', 'Petr', 'Martin', 'Lenka', 'Jiří'],
};

export const LAST_NAMES = {
  na: ['Miller', 'Johnson', 'Schultz', 'Kowalski', 'Brennan', 'Fischer', 'Hoffman', 'Murphy', 'Baker', 'Sullivan', 'Novak', 'Reynolds', 'Carter', 'Walsh', 'Tremblay', 'Gagnon', 'Roy', 'Bouchard', 'Patel', 'Nguyen', 'Morrison', 'Kaminski', 'Yoder'],
  DE: ['Müller', 'Schmidt', 'Schneider', 'Weber', 'Becker', 'Keller', 'Wagner', 'Hoffmann', 'Schäfer', 'Koch', 'Richter', 'Krüger', 'Wolf', 'Brandt', 'Lehmann'],
  GB: ['Smith', 'Taylor', 'Brown', 'Wilson', 'Hughes', 'Clarke', 'Walker', 'Wright', 'Robinson', 'Patterson'],
  NL: ['de Vries', 'Jansen', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'van den Berg'],
  BE: ['Peeters', 'Janssens', 'Maes', 'Dubois', 'Claes', 'Wouters'],
  IT: ['Rossi', 'Bianchi', 'Colombo', 'Ferrari', 'Ricci', 'Galli', 'Conti', 'Marino'],
  FR: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Girard', 'Fontaine'],
  ES: ['García', 'Martínez', 'Puig', 'Fernández', 'Etxeberria', 'Ruiz'],
  AT: ['Gruber', 'Huber', 'Bauer', 'Pichler', 'Steiner'],
  CH: ['Meier', 'Brunner', 'Baumann', 'Frei', 'Zürcher'],
  PL: ['Nowak', 'Kowalczyk', 'Wiśniewski', 'Wójcik', 'Zieliński', 'Lewandowski'],
  CZ: ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka'],
};
