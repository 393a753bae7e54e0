// Text fragments for descriptions, shipping notes, photos and seller names.

export const ORIGINS = {
  'print-finishing-bindery': ['commercial printer', 'trade bindery', 'in-plant print shop', 'book manufacturer', 'packaging printer', 'direct-mail printer'],
  'cnc-metalworking': ['job shop', 'aerospace supplier', 'medical device machining cell', 'tool room', 'hydraulics manufacturer', 'sheet-metal fabricator'],
  packaging: ['co-packer', 'folding carton plant', 'distribution center', 'contract packager', 'corrugated plant'],
  woodworking: ['cabinet shop', 'kitchen manufacturer', 'architectural millwork shop', 'furniture plant', 'store-fixture maker'],
  'food-beverage': ['meat processor', 'commercial bakery', 'snack plant', 'regional bottler', 'dairy', 'seafood processor'],
  conveyors: ['distribution center', 'e-commerce fulfilment center', 'parcel hub', 'food plant', 'retail DC'],
  stamping: ['automotive tier-2 supplier', 'appliance parts stamper', 'electrical enclosure maker', 'contract stamper'],
  plastics: ['custom molder', 'medical molder', 'packaging molder', 'automotive interior supplier', 'closures plant'],
  'wide-format': ['sign shop', 'display printer', 'trade printer', 'exhibition builder', 'vehicle-wrap shop'],
  mailing: ['direct mail house', 'lettershop', 'utility billing center', 'fulfilment company', 'presort bureau'],
  converting: ['label converter', 'flexible packaging plant', 'tape manufacturer', 'nonwovens converter'],
  'general-industrial': ['fabrication shop', 'warehouse operation', 'construction contractor', 'foundry', 'rental fleet'],
  'raw-materials': ['steel service center', 'mill overrun lot', 'distributor', 'cancelled OEM order', 'plant closure'],
};

export const REASONS = [
  'consolidating two plants into one', 'upgrading to a newer model', 'closing after more than 30 years in business',
  'moving to a smaller building', 'dropping a second shift', 'replacing it with an automated line', 'selling surplus capacity',
  'liquidating on behalf of the lender', 'changing its product mix', 'bringing this work to a sister plant',
];

export const USAGE = [
  'ran a single shift on short runs', 'was under a service contract until it was taken out of production',
  'was used as a backup machine for the last few years', 'ran two shifts until the end of last year',
  'was maintained by the OEM service team', 'saw light use in a prototype department', 'ran daily until the line was shut down',
  'was serviced every six months by a factory-trained technician',
];

export const RUNNING = [
  'It is still under power and can be demonstrated by appointment.',
  'It is running in production until removal, so you can see it working.',
  'Under power for inspection; bring your own test material.',
  'Ran perfectly the day it was shut down; power can be reconnected for a test.',
];
export const UNDER_POWER = [
  'The machine is under power for inspection, but no longer in production.',
  'Powered up and the control boots normally; it can be jogged and cycled for inspection.',
];
export const NOT_RUNNING = [
  'It is not running: the control powers up but shows a drive fault that has not been diagnosed. Sold as is, where is.',
  'Not running; the main motor was removed for a rebuild that was never completed. Sold as is.',
  'Not running at the moment because of a hydraulic leak. Priced accordingly.',
];
export const DISMANTLED = [
  'It has been disconnected, drained and skidded in our warehouse, ready for loading.',
  'Disconnected and crated; the last video of it running is available on request.',
  'Dismantled by a professional rigger and stored indoors.',
];
export const UNKNOWN_STATE = [
  'We bought it as part of a plant purchase and have not run it ourselves.',
  'We have not powered it up since it arrived in our yard.',
];

export const CONDITION_NOTES = {
  new: ['Never installed; still in the original crate.', 'Unused demo machine with full factory warranty transferable.'],
  refurbished: ['Fully refurbished in our shop: new bearings, belts, seals and a fresh paint job.', 'Rebuilt by a factory-trained technician, with a 90-day parts warranty.'],
  excellent: ['Very clean, well cared-for machine with complete service records.', 'Excellent condition with low hours for its age.'],
  good: ['Good condition with normal wear for its age.', 'Solid machine with the usual cosmetic marks; mechanically sound.'],
  fair: ['Fair condition: it works, but expect some maintenance before heavy production.', 'Shows its age and some wear on guides and covers.'],
  poor: ['Poor cosmetic condition and overdue for maintenance.', 'Needs work; rust on the frame and several covers missing.'],
  'for-parts': ['Sold for parts only.', 'Parts machine: many components are usable, the control is intact.'],
};

export const SHIPPING = [
  'Loading onto the buyer\'s truck included. Rigging by the buyer\'s rigger; a certificate of insurance is required.',
  'Ex works. We can arrange crating and ocean freight to any port at cost.',
  'Skidded and shrink-wrapped; forklift loading at our dock.',
  'The machine is on the second floor; the freight elevator is rated at 6,000 lb.',
  'Needs a flatbed with tarps. Weight is on the nameplate photo.',
  'Free loading; removal must be completed within 30 days of payment.',
  'Dock-high loading available, 53 ft trailers welcome.',
  'We work with an experienced rigging company and can quote delivery door to door.',
  'Buyer to arrange shipping; we can recommend local riggers.',
  'Loading by crane possible through the roof hatch; crane costs for the buyer.',
];

export const VIEWS = ['front view', 'operator side', 'control panel', 'electrical cabinet', 'nameplate', 'rear view', 'tooling included', 'overview in the plant', 'detail of the feeder', 'delivery end'];
export const RAW_VIEWS = ['stack overview', 'label detail', 'edge detail', 'warehouse overview', 'mill tag'];

export const INSPECTION = [
  'Inspection is welcome by appointment.',
  'Video of the machine running is available on request.',
  'Please book a viewing at least two days ahead.',
  'Remote video inspection is possible.',
  'Inspection reports from the last service visit are available.',
];

export const TERMS = [
  'Price is ex works, excluding taxes.',
  'Offers considered; the machine must be removed by the end of the quarter.',
  'Payment by wire transfer before loading.',
  'Financing can be arranged for qualified buyers.',
  'Sold as is, where is, without warranty.',
];

export const STEMS = {
  na: ['Midwest', 'Great Lakes', 'Buckeye', 'Tri-State', 'Heartland', 'Lakeshore', 'Keystone', 'Summit', 'Northstar', 'Pioneer', 'Allied', 'Precision', 'Eastern', 'Pacific', 'Frontier', 'Liberty', 'Cardinal', 'Ironwood', 'Riverside', 'Crossroads'],
  CA: ['Maple Leaf', 'Laurentian', 'Prairie', 'Northern', 'Dominion', 'Trillium', 'Lakehead', 'Boréal'],
  DE: ['Rhein-Ruhr', 'Süd', 'Bavaria', 'Hanse', 'Nordwest', 'Alpen', 'Main', 'Westfalen'],
  GB: ['Midlands', 'Northern', 'Pennine', 'Thames Valley', 'Severn', 'Clyde'],
  other: ['Euro', 'Benelux', 'Inter', 'Atlas', 'Delta', 'Alpha', 'Nova', 'Omega'],
};

export const TRADE = {
  'print-finishing-bindery': { en: 'Graphic Equipment', user: 'Litho', de: 'Grafische Maschinen', deUser: 'Druckerei' },
  'cnc-metalworking': { en: 'Machine Tools', user: 'Precision Machining', de: 'Werkzeugmaschinen', deUser: 'Zerspanungstechnik' },
  packaging: { en: 'Packaging Machinery', user: 'Packaging', de: 'Verpackungsmaschinen', deUser: 'Verpackung' },
  woodworking: { en: 'Woodworking Machinery', user: 'Cabinetry', de: 'Holzbearbeitungsmaschinen', deUser: 'Möbelwerk' },
  'food-beverage': { en: 'Food Equipment', user: 'Foods', de: 'Lebensmitteltechnik', deUser: 'Feinkost' },
  conveyors: { en: 'Material Handling', user: 'Distribution', de: 'Fördertechnik', deUser: 'Logistik' },
  stamping: { en: 'Press Sales', user: 'Stamping', de: 'Pressen', deUser: 'Stanztechnik' },
  plastics: { en: 'Plastics Machinery', user: 'Molding', de: 'Kunststoffmaschinen', deUser: 'Kunststofftechnik' },
  'wide-format': { en: 'Sign & Display Equipment', user: 'Graphics', de: 'Digitaldruck', deUser: 'Werbetechnik' },
  mailing: { en: 'Mailing Systems', user: 'Direct Mail', de: 'Postbearbeitung', deUser: 'Lettershop' },
  converting: { en: 'Converting Equipment', user: 'Label', de: 'Converting-Technik', deUser: 'Etiketten' },
  'general-industrial': { en: 'Industrial Equipment', user: 'Fabrication', de: 'Industriebedarf', deUser: 'Metallbau' },
  'raw-materials': { en: 'Metals & Materials', user: 'Steel Service', de: 'Stahlhandel', deUser: 'Metallhandel' },
};

export const AUCTION = ['Industrial Auctions', 'Asset Recovery', 'Auction Group'];
export const BROKER = ['Equipment Brokers', 'Machinery Brokerage', 'Trading'];

export const LOCAL_DEALER = {
  NL: (n) => `${n} Machinehandel B.V.`, BE: (n) => `${n} Machines NV`, IT: (n) => `${n} Macchine S.r.l.`,
  FR: (n) => `${n} Machines SAS`, ES: (n) => `Maquinaria ${n} S.L.`, AT: (n) => `${n} Maschinen GmbH`,
  CH: (n) => `${n} Maschinen AG`, PL: (n) => `${n} Maszyny Sp. z o.o.`, CZ: (n) => `${n} Stroje s.r.o.`,
};

export const RAW_CONDITION = {
  new: ['Prime material in the original mill packaging.', 'First-quality material, never processed.'],
  excellent: ['Prime material; a few packages were opened for inspection and re-wrapped.', 'Excellent condition, stored in a heated warehouse since delivery.'],
  good: ['Good condition; some outer wraps show handling marks, the material itself is clean.', 'Minor edge marks on the outer laps; otherwise clean.'],
  fair: ['Some packages show water staining on the outer wrap; sold with an inspection allowance.', 'Secondary quality: light surface marks, suitable for non-visible parts.'],
};
export const RAW_SHIPPING = [
  'Loaded by forklift onto flatbed or van trailers at our dock.',
  'Coils are banded on skids; coil cradles or a flatbed with coil racks required.',
  'Ex warehouse. Partial lots possible, minimum one full truckload.',
  'Pick-up within two weeks of payment; storage charged after that.',
  'We can arrange freight to your plant at cost.',
];
