/**
 * Cute pastel pictures for the demo catalogue, drawn as SVG (no network, no image files): a simple
 * character face per IP, set on a shape per product type. Faces are drawn around (0, 0) in a space
 * about 200 units wide and placed with a transform.
 */

export const CHARACTERS = ['kitty', 'melody', 'pudding', 'mouse', 'bear', 'shinchan', 'bunny'] as const;
export type Character = (typeof CHARACTERS)[number];

export type ArtShape =
  'ornament' | 'phone-case' | 'keychain' | 'sticker' | 'acrylic' | 'mirror' | 'card-holder' | 'storage-box' | 'phone-holder' | 'blind-box';

export interface Palette {
  background: string;
  accent: string;
  deep: string;
}

export const PALETTES = {
  Pink: { background: '#ffe3ec', accent: '#ffb3c8', deep: '#e8789a' },
  Mint: { background: '#dcf7ec', accent: '#9fe3c6', deep: '#4fb68c' },
  Lavender: { background: '#ece4ff', accent: '#c9b5ff', deep: '#8b6fd6' },
  Butter: { background: '#fff5d1', accent: '#ffe08a', deep: '#d9a520' },
  Sky: { background: '#dff0ff', accent: '#a9d4ff', deep: '#4f95d9' },
  Peach: { background: '#ffe9dc', accent: '#ffc2a1', deep: '#e3855a' },
} satisfies Record<string, Palette>;
export type PaletteName = keyof typeof PALETTES;
export const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[];

const INK = '#4a3b4f';
const SIZE = 480;

export function productArtwork(character: Character, shape: ArtShape, paletteName: PaletteName): string {
  const palette = PALETTES[paletteName];
  return svg(SIZE, SIZE, palette, SHAPES[shape](palette, FACES[character]));
}

/** A wide banner for the welcome carousel: a row of faces on confetti. */
export function bannerArtwork(characters: Character[], paletteName: PaletteName): string {
  const palette = PALETTES[paletteName];
  const width = 960;
  const step = width / (characters.length + 1);
  const faces = characters.map((character, index) => place(FACES[character], step * (index + 1), 200, 0.95));
  const ribbon = `<rect x="0" y="330" width="${width}" height="70" fill="${palette.accent}" opacity="0.6"/>`;
  return svg(width, 400, palette, ribbon + faces.join(''));
}

function svg(width: number, height: number, palette: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${palette.background}"/>${confetti(width, height, palette)}${body}</svg>`;
}

function confetti(width: number, height: number, palette: Palette): string {
  const dots = [
    [0.1, 0.12, 9],
    [0.86, 0.1, 7],
    [0.93, 0.55, 10],
    [0.06, 0.7, 8],
    [0.18, 0.92, 6],
    [0.8, 0.9, 9],
  ];
  return dots
    .map(([x, y, r], index) => {
      const fill = index % 2 === 0 ? palette.accent : '#ffffff';
      return `<circle cx="${x * width}" cy="${y * height}" r="${r}" fill="${fill}" opacity="0.9"/>`;
    })
    .join('');
}

function place(face: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${face}</g>`;
}

const eyes = (spread: number, y: number, rx = 7, ry = 10) =>
  `<ellipse cx="${-spread}" cy="${y}" rx="${rx}" ry="${ry}" fill="${INK}"/><ellipse cx="${spread}" cy="${y}" rx="${rx}" ry="${ry}" fill="${INK}"/>`;
const blush = (spread: number, y: number) =>
  `<ellipse cx="${-spread}" cy="${y}" rx="13" ry="7" fill="#ff9fb8" opacity="0.7"/><ellipse cx="${spread}" cy="${y}" rx="13" ry="7" fill="#ff9fb8" opacity="0.7"/>`;
const outline = `stroke="${INK}" stroke-width="5" stroke-linejoin="round"`;

const FACES: Record<Character, string> = {
  kitty: `<path d="M-78 -20 L-70 -92 L-22 -58 Z M78 -20 L70 -92 L22 -58 Z" fill="#fff" ${outline}/>
<ellipse cx="0" cy="0" rx="88" ry="68" fill="#fff" ${outline}/>
<path d="M30 -70 L58 -92 L62 -52 Z M30 -70 L2 -92 L-2 -52 Z" fill="#ff4f7a" ${outline}/><circle cx="30" cy="-72" r="11" fill="#ff4f7a" ${outline}/>
${eyes(34, 4, 6, 9)}<ellipse cx="0" cy="20" rx="9" ry="6" fill="#ffd23f" ${outline}/>
<path d="M-62 12 H-100 M-62 24 L-98 32 M62 12 H100 M62 24 L98 32" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
  melody: `<path d="M-62 -40 C-80 -120 -30 -140 -28 -60 M62 -40 C80 -120 30 -140 28 -60" fill="#ffb3c8" ${outline}/>
<ellipse cx="0" cy="0" rx="86" ry="76" fill="#ffb3c8" ${outline}/>
<ellipse cx="0" cy="14" rx="62" ry="50" fill="#fff" ${outline}/>
<circle cx="48" cy="-72" r="13" fill="#fff" ${outline}/><circle cx="48" cy="-72" r="5" fill="#ffd23f"/>
${eyes(24, 10, 5, 8)}<ellipse cx="0" cy="28" rx="7" ry="5" fill="#ffd23f"/>${blush(40, 32)}`,
  pudding: `<ellipse cx="-78" cy="8" rx="20" ry="40" fill="#b07a4a" ${outline}/><ellipse cx="78" cy="8" rx="20" ry="40" fill="#b07a4a" ${outline}/>
<ellipse cx="0" cy="6" rx="78" ry="70" fill="#ffe08a" ${outline}/>
<path d="M-50 -52 Q0 -100 50 -52 Q0 -66 -50 -52 Z" fill="#8a5a35" ${outline}/><rect x="-4" y="-96" width="8" height="16" rx="3" fill="#8a5a35"/>
${eyes(26, 6, 6, 8)}<path d="M-12 32 Q0 42 12 32" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>${blush(44, 28)}`,
  mouse: `<circle cx="-66" cy="-62" r="40" fill="#3d3340"/><circle cx="66" cy="-62" r="40" fill="#3d3340"/>
<circle cx="0" cy="6" r="74" fill="#3d3340"/>
<path d="M-58 30 C-70 -30 -20 -40 0 -14 C20 -40 70 -30 58 30 C50 70 -50 70 -58 30 Z" fill="#ffe0c8"/>
${eyes(16, -4, 7, 13)}<ellipse cx="0" cy="22" rx="12" ry="8" fill="${INK}"/>
<path d="M-26 38 Q0 58 26 38" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
  bear: `<circle cx="-62" cy="-58" r="28" fill="#f7a8c4" ${outline}/><circle cx="62" cy="-58" r="28" fill="#f7a8c4" ${outline}/>
<circle cx="-62" cy="-58" r="13" fill="#e97aa2"/><circle cx="62" cy="-58" r="13" fill="#e97aa2"/>
<ellipse cx="0" cy="4" rx="82" ry="74" fill="#f7a8c4" ${outline}/>
<ellipse cx="0" cy="30" rx="38" ry="28" fill="#ffd9e6" ${outline}/>
${eyes(30, -8, 7, 9)}<path d="M-10 18 Q0 8 10 18 Q0 32 -10 18 Z" fill="#9b59b6" ${outline}/>`,
  shinchan: `<ellipse cx="0" cy="8" rx="82" ry="76" fill="#ffe0c8" ${outline}/>
<path d="M-80 -10 C-86 -80 -20 -96 30 -84 C70 -76 86 -40 82 -6 C60 -40 0 -56 -80 -10 Z" fill="${INK}"/>
<path d="M-50 -22 L-16 -16 M16 -16 L50 -22" stroke="${INK}" stroke-width="13" stroke-linecap="round"/>
${eyes(32, 6, 6, 8)}<path d="M-14 42 Q0 54 14 42 Q0 46 -14 42 Z" fill="#e8505b" ${outline}/>${blush(52, 30)}`,
  bunny: `<path d="M-40 -50 C-110 -40 -120 60 -90 80 C-70 60 -60 0 -44 -30 Z M40 -50 C110 -40 120 60 90 80 C70 60 60 0 44 -30 Z" fill="#e8d3b9" ${outline}/>
<ellipse cx="0" cy="0" rx="66" ry="62" fill="#f1e2cc" ${outline}/>
${eyes(22, 0, 5, 6)}<path d="M-6 18 L6 18 L0 25 Z" fill="#e58fa6"/>
<path d="M0 25 V32 M0 32 Q-8 38 -14 34 M0 32 Q8 38 14 34" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>${blush(38, 20)}`,
};

type ShapeDrawing = (palette: Palette, face: string) => string;

const questionMark = (x: number, y: number, color: string) =>
  `<path d="M${x - 24} ${y - 28} a24 24 0 1 1 34 22 q-10 6 -10 18 v6" fill="none" stroke="${color}" stroke-width="12" stroke-linecap="round"/><circle cx="${x}" cy="${y + 38}" r="7" fill="${color}"/>`;

const SHAPES: Record<ArtShape, ShapeDrawing> = {
  ornament: (palette, face) =>
    `<ellipse cx="240" cy="410" rx="130" ry="30" fill="${palette.deep}" opacity="0.35"/>
<rect x="140" y="352" width="200" height="58" rx="22" fill="${palette.accent}" ${outline}/>${place(face, 240, 220, 1.35)}`,
  'phone-case': (palette, face) =>
    `<rect x="132" y="40" width="216" height="400" rx="44" fill="${palette.accent}" ${outline}/>
<rect x="154" y="62" width="74" height="92" rx="22" fill="#fff" opacity="0.8" ${outline}/>
<circle cx="178" cy="88" r="13" fill="${INK}"/><circle cx="205" cy="128" r="13" fill="${INK}"/>${place(face, 240, 290, 0.95)}`,
  keychain: (palette, face) =>
    `<circle cx="240" cy="70" r="38" fill="none" stroke="#b9b0bd" stroke-width="12"/>
<path d="M240 108 V150" stroke="${palette.deep}" stroke-width="10" stroke-dasharray="12 6"/>
<circle cx="240" cy="292" r="138" fill="#fff" opacity="0.75" ${outline}/>${place(face, 240, 300, 1.05)}`,
  sticker: (palette, face) =>
    `<circle cx="248" cy="258" r="170" fill="${palette.deep}" opacity="0.25"/><circle cx="240" cy="248" r="170" fill="#fff"/>
${place(face, 240, 252, 1.45)}<path d="M366 120 l14 -28 l14 28 l28 14 l-28 14 l-14 28 l-14 -28 l-28 -14 Z" fill="${palette.accent}"/>`,
  acrylic: (palette, face) =>
    `<rect x="90" y="60" width="300" height="320" rx="40" fill="#fff" opacity="0.55" ${outline}/>
<path d="M120 100 L170 80 M120 130 L200 96" stroke="#fff" stroke-width="10" stroke-linecap="round"/>
<rect x="150" y="380" width="180" height="40" rx="12" fill="${palette.accent}" ${outline}/>${place(face, 240, 228, 1.2)}`,
  mirror: (palette, face) =>
    `<rect x="215" y="330" width="50" height="130" rx="24" fill="${palette.deep}" ${outline}/>
<circle cx="240" cy="200" r="160" fill="${palette.accent}" ${outline}/><circle cx="240" cy="200" r="132" fill="#fff" opacity="0.8"/>${place(face, 240, 206, 1.15)}`,
  'card-holder': (palette, face) =>
    `<rect x="70" y="120" width="340" height="250" rx="36" fill="${palette.accent}" ${outline}/>
<path d="M70 170 H410" stroke="${INK}" stroke-width="5"/><rect x="200" y="140" width="80" height="14" rx="7" fill="#fff"/>${place(face, 240, 270, 0.95)}`,
  'storage-box': (palette, face) =>
    `<rect x="80" y="170" width="320" height="240" rx="26" fill="${palette.accent}" ${outline}/>
<rect x="64" y="130" width="352" height="60" rx="20" fill="${palette.deep}" ${outline}/>${place(face, 240, 300, 0.95)}`,
  'phone-holder': (palette, face) =>
    `<path d="M150 420 H330 L300 380 H180 Z" fill="${palette.deep}" ${outline}/><rect x="228" y="300" width="24" height="84" fill="${palette.deep}"/>
<circle cx="240" cy="200" r="140" fill="${palette.accent}" ${outline}/>${place(face, 240, 206, 1.15)}`,
  'blind-box': (palette, face) =>
    `<path d="M100 170 L240 110 L380 170 L240 230 Z" fill="#fff" ${outline}/>
<path d="M100 170 V360 L240 430 V230 Z" fill="${palette.accent}" ${outline}/><path d="M380 170 V360 L240 430 V230 Z" fill="${palette.deep}" ${outline}/>
${questionMark(170, 300, '#fff')}${questionMark(312, 300, '#fff')}${place(face, 240, 120, 0.7)}`,
};
