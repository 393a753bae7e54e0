// Local illustrations for the sample catalog: one small SVG per category,
// served from public/illustrations/, so sample pages show pictures without a
// photo host. Real catalogs keep their sellers' own photo URLs.
// `npm run generate` writes them; the generated listings point at them as
// site-relative paths, which publishing resolves against SITE.

export const ILLUSTRATION_SIZE = { width: 1200, height: 900 };
export const illustrationPath = (category) => `/illustrations/${category}.svg`;

// Per category: a hue and a silhouette (paths in a 1200×900 box) that hints at the machine family.
const SHAPES = {
  'print-finishing-bindery': ['#3a6ea5', 'M260 600h680v120H260zM300 420h600v180H300zM360 340h480v80H360z'],
  'cnc-metalworking': ['#4b5563', 'M240 380h720v340H240zM300 430h360v230H300zM700 430h200v60H700zM700 520h200v60H700z'],
  packaging: ['#b45309', 'M200 560h800v80H200zM260 400h160v160H260zM520 400h160v160H520zM780 400h160v160H780z'],
  woodworking: ['#7c5a2a', 'M220 560h760v60H220zM300 620h40v120h-40zM860 620h40v120h-40zM560 360a100 100 0 1 0 1 0z'],
  'food-beverage': ['#0f766e', 'M300 300h200v420H300zM560 360h160v360H560zM780 420h120v300H780zM300 300l100-80 100 80z'],
  conveyors: ['#6b7280', 'M160 520h880v60H160zM200 580a40 40 0 1 0 1 0zM960 580a40 40 0 1 0 1 0zM260 440h120v80H260zM520 440h120v80H520zM780 440h120v80H780z'],
  stamping: ['#991b1b', 'M360 240h480v120H360zM400 360h80v300h-80zM720 360h80v300h-80zM480 460h240v80H480zM340 660h520v80H340z'],
  plastics: ['#7c3aed', 'M200 460h800v180H200zM260 360h240v100H260zM620 400h300v60H620zM240 640h60v80h-60zM900 640h60v80h-60z'],
  'general-industrial': ['#ca8a04', 'M300 420h340v220H300zM640 500h180v140H640zM820 260h40v380h-40zM860 560h160v30H860zM360 680a40 40 0 1 0 1 0zM760 680a40 40 0 1 0 1 0z'],
  converting: ['#1d4ed8', 'M260 500h680v200H260zM320 380h220v120H320zM640 300a90 90 0 1 0 1 0zM280 700h60v40h-60zM860 700h60v40h-60z'],
  mailing: ['#15803d', 'M220 400h760v300H220zM280 460h300v180H280zM640 460h280v40H640zM640 540h280v40H640zM640 620h280v40H640z'],
  'wide-format': ['#0e7490', 'M300 300h600v420H300zM360 360h300v200H360zM720 380a50 50 0 1 0 1 0zM720 520a50 50 0 1 0 1 0zM360 620h480v40H360z'],
  'raw-materials': ['#57534e', 'M220 700l160-260 160 260zM480 700l180-320 180 320zM760 700l120-200 120 200z'],
};

export function illustrationSvg(category, label) {
  const [hue, d] = SHAPES[category] ?? ['#4b5563', 'M300 360h600v360H300z'];
  const { width, height } = ILLUSTRATION_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Illustration: ${label}">` +
    `<rect width="${width}" height="${height}" fill="#eef1f5"/><rect y="740" width="${width}" height="160" fill="#d9dee6"/>` +
    `<path d="${d}" fill="${hue}" fill-opacity=".85"/>` +
    `<text x="600" y="830" font-family="system-ui,sans-serif" font-size="44" text-anchor="middle" fill="#1f2937">${label}</text>` +
    `<text x="600" y="120" font-family="system-ui,sans-serif" font-size="30" text-anchor="middle" fill="#4b5563">Sample illustration, not a photo of the machine</text></svg>\n`;
}

export const SHAPED_CATEGORIES = Object.keys(SHAPES);
