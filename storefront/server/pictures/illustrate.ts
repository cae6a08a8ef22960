/**
 * The shop's product illustrations: rendered from the product's real facts (the case's
 * outer size and colour, the graphics card's length, the cooler, the fans and their
 * lighting), never photographs, in one art direction for the model galleries, the build
 * cards and cart lines, and the configurator's part categories (SPEC §3 "Build or product
 * card"). Pure string building, so the seed script and the API draw the same pictures.
 *
 * Art direction: a soft light studio backdrop (so a black case reads on the dark theme and
 * a white one on the light theme), filled shapes lit from the top left by gradients, a floor
 * shadow, the glass side showing the parts inside, fans glowing in the build's lighting.
 * No text inside a picture: alt texts and captions carry the words.
 */

import { caseFinishColours, partCategories, type CaseFinish, type PartCategory } from '@rigsmith/kit/domain';

export const PICTURE_WIDTH = 800;
export const PICTURE_HEIGHT = 600;

/** A case's colour as drawn: its finish (the catalogue's `colour` fact), null when unknown. */
export type CaseColour = CaseFinish | null;
export type Front = 'mesh' | 'slats' | 'glass' | 'vents';

/** A case's outer shape as the maker specifies it. */
export type CaseShape = {
  /** Height, width, depth in mm. */
  size: [height: number, width: number, depth: number];
  front: Front;
  /** An external 5.25" bay at the top of the front. */
  bay?: boolean;
  /** Graphics card mounted upright, facing the glass. */
  verticalGpu?: boolean;
  /** A cut corner where front and side glass meet (panoramic cases). */
  panoramic?: boolean;
};

/** What a build's picture shows, each from the build's parts. */
export type BuildFacts = {
  shape: CaseShape;
  colour: CaseColour;
  /** The graphics card's length in mm; null without one (integrated graphics). */
  gpuLengthMm: number | null;
  /** 'tower' for an air cooler, 'radiator' with its length in mm for a liquid one, 'stock' for the CPU's own. */
  cooler: { kind: 'tower' } | { kind: 'radiator'; lengthMm: number } | { kind: 'stock' };
  /** Case fans at the front (included with the case, plus any fans the build adds), at most three. */
  frontFans: number;
  /** An exhaust fan at the back, under the roof. */
  rearFan: boolean;
  /** ARGB lighting (ARGB fans, a lighting kit, an RGB case). */
  rgb: boolean;
};

const r = (n: number) => Math.round(n);
const W = PICTURE_WIDTH;
const H = PICTURE_HEIGHT;

type Finish = { light: string; dark: string; edge: string; interior: string; detail: string; fan: string };

/** `a` moved towards `b` by `t` (0–1), both `#rrggbb`. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A painted finish from its base colour, lit like the hand-tuned black and white ones. */
function painted(base: string): Finish {
  return {
    light: mix(base, '#ffffff', 0.3),
    dark: mix(base, '#000000', 0.3),
    edge: mix(base, '#000000', 0.6),
    interior: mix(base, '#1b2028', 0.7),
    detail: mix(base, '#000000', 0.15),
    fan: mix(base, '#20252d', 0.5),
  };
}

/** The case body and panel colours per finish; the interior is what the glass shows. */
const finishes: Record<CaseFinish, Finish> = {
  // Black and white are hand-tuned; the others are painted from the finish's base colour.
  ...(Object.fromEntries(Object.entries(caseFinishColours).map(([finish, base]) => [finish, painted(base)])) as Record<CaseFinish, Finish>),
  black: { light: '#4a515c', dark: '#15181d', edge: '#0b0d10', interior: '#1b2028', detail: '#2b3139', fan: '#20252d' },
  white: { light: '#ffffff', dark: '#cfd5dd', edge: '#aab2bd', interior: '#e3e8ee', detail: '#b9c1cc', fan: '#eef1f5' },
};

/**
 * A case whose finish the catalogue does not know is drawn in a pale neutral grey rather
 * than as black: unknown is not black (alt texts name no colour either way).
 */
const unknownFinish: Finish = painted('#a3a9b1');

const finishOf = (colour: CaseColour): Finish => (colour ? finishes[colour] : unknownFinish);

/** Lighting: an RGB build glows violet to cyan; plain fans stay grey. */
const GLOW_A = '#8b5cf6';
const GLOW_B = '#22d3ee';

/** Gradients and the backdrop every picture shares. */
function defs(colour: CaseColour): string {
  const f = finishOf(colour);
  return (
    '<defs>' +
    '<radialGradient id="bg" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe3ea"/></radialGradient>' +
    `<linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${f.light}"/><stop offset="1" stop-color="${f.dark}"/></linearGradient>` +
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".45" stop-color="#fff" stop-opacity=".04"/><stop offset="1" stop-color="#fff" stop-opacity=".12"/></linearGradient>' +
    '<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8ecf1"/><stop offset="1" stop-color="#8d96a3"/></linearGradient>' +
    '<linearGradient id="shroud" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b424d"/><stop offset="1" stop-color="#111418"/></linearGradient>' +
    '<linearGradient id="pcb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2c3542"/><stop offset="1" stop-color="#161b23"/></linearGradient>' +
    `<linearGradient id="rgb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${GLOW_A}"/><stop offset="1" stop-color="${GLOW_B}"/></linearGradient>` +
    '<radialGradient id="glow"><stop offset="0" stop-color="#a78bfa" stop-opacity=".75"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="floor"><stop offset="0" stop-color="#1b2330" stop-opacity=".35"/><stop offset="1" stop-color="#1b2330" stop-opacity="0"/></radialGradient>' +
    '</defs>'
  );
}

const svg = (body: string, colour: CaseColour = 'black') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(colour)}<rect width="${W}" height="${H}" fill="url(#bg)"/>${body}</svg>\n`;

const rect = (x: number, y: number, w: number, h: number, fill: string, radius = 4, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${radius}" fill="${fill}"${extra}/>`;
const floor = (cx: number, y: number, w: number) =>
  `<ellipse cx="${r(cx)}" cy="${r(y)}" rx="${r(w * 0.62)}" ry="${r(Math.max(10, w * 0.06))}" fill="url(#floor)"/>`;

/** A fan face on: its frame, blades and hub, ringed in light when the build has RGB. */
function fan(cx: number, cy: number, size: number, rgb: boolean, frame = '#20252d'): string {
  const radius = size / 2;
  const blades = [0, 72, 144, 216, 288]
    .map(
      (angle) =>
        `<path d="M0 ${r(-radius * 0.2)}Q${r(radius * 0.55)} ${r(-radius * 0.55)} ${r(radius * 0.2)} ${r(-radius * 0.82)}Q${r(-radius * 0.1)} ${r(-radius * 0.55)} 0 ${r(-radius * 0.2)}Z" transform="rotate(${angle})"/>`,
    )
    .join('');
  return (
    (rgb ? `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 1.25)}" fill="url(#glow)"/>` : '') +
    rect(cx - radius, cy - radius, size, size, frame, r(size * 0.12)) +
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.9)}" fill="${rgb ? 'url(#rgb)' : '#3a414c'}"/>` +
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.8)}" fill="#15191f"/>` +
    `<g transform="translate(${r(cx)} ${r(cy)})" fill="#4b5360">${blades}</g>` +
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.2)}" fill="#2a3038"/>`
  );
}

/** A box of the given real size, scaled to fill the picture with a margin, centred. */
function frame(widthMm: number, heightMm: number, margin = 1) {
  const scale = Math.min(((W - 240) * margin) / widthMm, ((H - 170) * margin) / heightMm);
  const w = widthMm * scale;
  const h = heightMm * scale;
  return { x: (W - w) / 2, y: (H - h) / 2 - 10, w, h, s: scale };
}

/** A case body with a highlight along its top edge and feet. */
function body(x: number, y: number, w: number, h: number, colour: CaseColour): string {
  const f = finishOf(colour);
  return (
    floor(x + w / 2, y + h + 8, w) +
    rect(x + w * 0.12, y + h - 4, w * 0.12, 12, f.edge, 3) +
    rect(x + w * 0.76, y + h - 4, w * 0.12, 12, f.edge, 3) +
    rect(x, y, w, h, 'url(#body)', 12, ` stroke="${f.edge}" stroke-width="2"`) +
    rect(x + 6, y + 3, w - 12, 4, '#fff', 2, ' opacity=".35"')
  );
}

/** The side through the glass: board, memory, cooler, graphics card, shroud and front fans. */
export function sideView(facts: BuildFacts): string {
  return svg(sideBody(facts), facts.colour);
}

function sideBody(facts: BuildFacts): string {
  const { shape, colour } = facts;
  const [height, , depth] = shape.size;
  const { x, y, w, h, s } = frame(depth, height);
  const f = finishOf(colour);
  const parts = [body(x, y, w, h, colour)];
  const glass = { x: x + 14 * s, y: y + 14 * s, w: w - 28 * s, h: h - 28 * s };
  parts.push(rect(glass.x, glass.y, glass.w, glass.h, f.interior, 6));
  // The power supply shroud along the bottom, in the case's colour.
  const shroudTop = glass.y + glass.h * 0.8;
  parts.push(rect(glass.x, shroudTop, glass.w, glass.y + glass.h - shroudTop, 'url(#body)', 4));
  // The motherboard against the back (left), the tray behind it.
  const board = { x: glass.x + glass.w * 0.06, y: glass.y + glass.h * 0.07, w: Math.min(glass.w * 0.56, 244 * s), h: glass.h * 0.68 };
  parts.push(rect(board.x, board.y, board.w, board.h, 'url(#pcb)', 4, ' stroke="#3d4757" stroke-width="2"'));
  // The rear I/O cover and the power stage heatsinks.
  parts.push(rect(board.x, board.y, board.w * 0.12, board.h * 0.36, 'url(#metal)', 3, ' opacity=".8"'));
  parts.push(rect(board.x + board.w * 0.14, board.y + board.h * 0.04, board.w * 0.3, board.h * 0.07, 'url(#metal)', 3, ' opacity=".8"'));
  parts.push(rect(board.x + board.w * 0.6, board.y + board.h * 0.8, board.w * 0.16, board.h * 0.12, 'url(#metal)', 3, ' opacity=".7"'));
  const socket = { x: board.x + board.w * 0.36, y: board.y + board.h * 0.16, size: Math.min(board.w, board.h) * 0.22 };
  // Memory beside the socket.
  for (let i = 0; i < 2; i += 1) {
    parts.push(
      rect(socket.x + socket.size * 1.45 + i * 10 * s, board.y + board.h * 0.08, 6 * s, board.h * 0.4, facts.rgb ? 'url(#rgb)' : '#5b6472', 2),
    );
  }
  const cx = socket.x + socket.size / 2;
  const cy = socket.y + socket.size / 2;
  if (facts.cooler.kind === 'tower') {
    const fin = { w: socket.size * 1.25, h: socket.size * 1.9 };
    parts.push(rect(cx - fin.w / 2, cy - fin.h / 2, fin.w, fin.h, 'url(#metal)', 4));
    for (let i = 1; i < 7; i += 1) parts.push(rect(cx - fin.w / 2, cy - fin.h / 2 + (fin.h * i) / 7, fin.w, 1.5, '#6b7583', 0));
    parts.push(fan(cx - fin.w / 2 - socket.size * 0.05, cy, fin.h * 0.78, facts.rgb, f.fan));
  } else {
    parts.push(
      `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(socket.size * 0.55)}" fill="#1d2229" stroke="${facts.rgb ? 'url(#rgb)' : '#59626f'}" stroke-width="${r(Math.max(3, socket.size * 0.1))}"/>`,
    );
  }
  if (facts.cooler.kind === 'radiator') {
    // The radiator under the roof, its fans in a row, the hoses down to the pump.
    const length = Math.min(facts.cooler.lengthMm * s, glass.w * 0.8);
    const radiator = { x: glass.x + glass.w * 0.08, y: glass.y + 6 * s, w: length, h: 30 * s };
    parts.push(
      `<path d="M${r(cx - 8 * s)} ${r(cy)}C${r(cx - 8 * s)} ${r(radiator.y + 60 * s)} ${r(radiator.x + 30 * s)} ${r(radiator.y + 50 * s)} ${r(radiator.x + 30 * s)} ${r(radiator.y + radiator.h)}" stroke="#0d0f12" stroke-width="${r(7 * s)}" fill="none"/>`,
    );
    parts.push(rect(radiator.x, radiator.y, radiator.w, radiator.h, 'url(#shroud)', 3));
    const fans = Math.max(1, Math.round(facts.cooler.lengthMm / 120));
    for (let i = 0; i < fans; i += 1) {
      const fx = radiator.x + (radiator.w * (i + 0.5)) / fans;
      parts.push(
        rect(fx - (radiator.w / fans) * 0.44, radiator.y + radiator.h - 2, (radiator.w / fans) * 0.88, 9 * s, facts.rgb ? 'url(#rgb)' : '#2a3038', 2),
      );
    }
  }
  // The graphics card, to its real length, along the first slot (or upright by the glass).
  if (facts.gpuLengthMm !== null) {
    const length = Math.min(facts.gpuLengthMm * s, glass.w * 0.94);
    if (shape.verticalGpu) {
      const card = { x: glass.x + glass.w * 0.62, y: glass.y + glass.h * 0.06, w: 44 * s, h: Math.min(length, glass.h * 0.72) };
      parts.push(rect(card.x, card.y, card.w, card.h, 'url(#shroud)', 5));
      parts.push(rect(card.x + card.w * 0.35, card.y + 8, card.w * 0.3, card.h - 16, facts.rgb ? 'url(#rgb)' : '#59626f', 2));
    } else {
      // Seen from above its fans: the backplate edge on top, the shroud, the fans' rims.
      const card = { x: board.x + board.w * 0.02, y: board.y + board.h * 0.6, w: length, h: 46 * s };
      parts.push(rect(card.x, card.y, card.w, card.h, 'url(#shroud)', 6, ' stroke="#58616e" stroke-width="2"'));
      parts.push(rect(card.x + 3, card.y + 2, card.w - 6, 5 * s, 'url(#metal)', 2));
      parts.push(rect(card.x + card.w * 0.1, card.y + card.h * 0.45, card.w * 0.8, card.h * 0.16, facts.rgb ? 'url(#rgb)' : '#7b8592', 2));
    }
  }
  // Fans inside the front (right), face on, and the rear exhaust.
  const fanSize = Math.min(118 * s, glass.h * 0.26);
  for (let i = 0; i < Math.min(facts.frontFans, 3); i += 1) {
    parts.push(fan(glass.x + glass.w - fanSize * 0.62, glass.y + glass.h * 0.04 + fanSize * (0.6 + i * 1.08), fanSize, facts.rgb, f.fan));
  }
  if (facts.rearFan && !shape.verticalGpu)
    parts.push(
      fan(glass.x + fanSize * 0.55, glass.y + fanSize * 0.62 + (facts.cooler.kind === 'radiator' ? 40 * s : 0), fanSize * 0.8, facts.rgb, f.fan),
    );
  // Glass: the reflection, and the panoramic seam.
  parts.push(rect(glass.x, glass.y, glass.w, glass.h, 'url(#glass)', 6, ` stroke="${f.edge}" stroke-opacity=".5" stroke-width="2"`));
  parts.push(
    `<path d="M${r(glass.x + glass.w * 0.1)} ${r(glass.y + glass.h * 0.62)}L${r(glass.x + glass.w * 0.42)} ${r(glass.y + 4)}L${r(glass.x + glass.w * 0.5)} ${r(glass.y + 4)}L${r(glass.x + glass.w * 0.18)} ${r(glass.y + glass.h * 0.62)}Z" fill="#fff" opacity=".09"/>`,
  );
  if (shape.panoramic) parts.push(rect(glass.x + glass.w - 3, glass.y, 3, glass.h, f.edge, 1, ' opacity=".6"'));
  return parts.join('');
}

/** The front: its panel (mesh, slats, glass or vents), fans showing through where they would. */
export function frontView(facts: BuildFacts): string {
  const { shape, colour } = facts;
  const [height, width] = shape.size;
  const { x, y, w, h, s } = frame(width, height);
  const f = finishOf(colour);
  const parts = [body(x, y, w, h, colour)];
  const inset = 12 * s;
  const top = y + inset + (shape.bay ? 50 * s : 0);
  if (shape.bay) parts.push(rect(x + inset, y + inset, w - 2 * inset, 38 * s, f.detail, 3));
  const panel = { x: x + inset, y: top, w: w - 2 * inset, h: y + h - inset - top };
  const fanSize = Math.min(panel.w * 0.82, 120 * s);
  const fans = Array.from({ length: Math.min(facts.frontFans, 3) }, (_, i) =>
    fan(panel.x + panel.w / 2, panel.y + fanSize * (0.62 + i * 1.08), fanSize, facts.rgb, f.interior),
  );
  if (shape.front === 'glass') {
    parts.push(rect(panel.x, panel.y, panel.w, panel.h, f.interior, 4), ...fans);
    parts.push(rect(panel.x, panel.y, panel.w, panel.h, 'url(#glass)', 4));
  } else if (shape.front === 'slats') {
    // Wooden slats (the maker's walnut or oak) over a mesh.
    parts.push(rect(panel.x, panel.y, panel.w, panel.h, f.interior, 4));
    const slats = 9;
    for (let i = 0; i < slats; i += 1)
      parts.push(rect(panel.x + (panel.w * i) / slats + 2, panel.y, panel.w / slats - 4, panel.h, colour === 'black' ? '#6b4a2f' : '#c8a27a', 2));
  } else {
    // Perforations as a pattern tile, so a mesh front stays a few hundred bytes.
    const step = shape.front === 'mesh' ? 9 : 14;
    const tile = `M${step / 2 - 2} ${step / 2}h4`;
    const rows = shape.front === 'mesh' ? step : step * 2;
    parts.push(
      rect(panel.x, panel.y, panel.w, panel.h, f.interior, 4),
      ...(shape.front === 'mesh' ? fans.map((one) => `<g opacity=".55">${one}</g>`) : []),
    );
    parts.push(
      `<pattern id="perf" width="${step}" height="${rows}" patternUnits="userSpaceOnUse" x="${r(panel.x)}" y="${r(panel.y)}"><path d="${tile}" stroke="${f.detail}" stroke-width="3" stroke-linecap="round"/></pattern>`,
      rect(panel.x, panel.y, panel.w, panel.h, 'url(#perf)', 4),
    );
  }
  return svg(parts.join(''), colour);
}

/** The roof: its vented fan mounts over the radiator or exhaust fans, and the power button. */
export function topView(facts: BuildFacts): string {
  const { shape, colour } = facts;
  const [, width, depth] = shape.size;
  const { x, y, w, h, s } = frame(depth, width);
  const f = finishOf(colour);
  const parts = [floor(x + w / 2, y + h + 10, w), rect(x, y, w, h, 'url(#body)', 12, ` stroke="${f.edge}" stroke-width="2"`)];
  const vent = { x: x + w * 0.16, y: y + h * 0.18, w: w * 0.64, h: h * 0.64 };
  parts.push(rect(vent.x, vent.y, vent.w, vent.h, f.interior, 6));
  const fans = depth > 450 ? 3 : 2;
  const size = Math.min(vent.h * 0.86, (vent.w / fans) * 0.92, 120 * s);
  for (let i = 0; i < fans; i += 1) parts.push(fan(vent.x + (vent.w * (i + 0.5)) / fans, vent.y + vent.h / 2, size, facts.rgb, f.interior));
  parts.push(rect(vent.x, vent.y, vent.w, vent.h, 'url(#glass)', 6, ` stroke="${f.detail}" stroke-width="2"`));
  parts.push(
    `<circle cx="${r(x + w * 0.07)}" cy="${r(y + h * 0.5)}" r="${r(9 * s)}" fill="${f.detail}" stroke="${facts.rgb ? GLOW_B : f.edge}" stroke-width="3"/>`,
  );
  parts.push(rect(x + w * 0.05, y + h * 0.72, w * 0.04, 6 * s, f.edge, 2));
  return svg(parts.join(''), colour);
}

/** A graphics card's picture by length, so a short card looks short beside a long one. */
const gpuPictures = ['gpu-short', 'gpu-standard', 'gpu-long'] as const;
/** A cooler's picture by kind: a tower for air, a radiator for liquid. */
const coolerPictures = ['cooler-tower', 'cooler-liquid'] as const;

/**
 * The picture of a part category (configurator part cards and part lines): one per
 * category of the kit's `partCategories`, except the graphics card in its length class and
 * the cooler by kind. Derived from the category list so a new category gets a picture
 * name (and `partView` fails to typecheck until it is drawn).
 */
export type PartPicture = Exclude<PartCategory, 'gpu' | 'cooler'> | (typeof gpuPictures)[number] | (typeof coolerPictures)[number];
export const partPictures: readonly PartPicture[] = partCategories.flatMap((category): readonly PartPicture[] =>
  category === 'gpu' ? gpuPictures : category === 'cooler' ? coolerPictures : [category],
);

/** A graphics card's length class: up to 200 mm short (one or two small fans), over 285 mm long (three fans). */
export function gpuLengthClass(lengthMm: number): 'gpu-short' | 'gpu-standard' | 'gpu-long' {
  return lengthMm <= 200 ? 'gpu-short' : lengthMm > 285 ? 'gpu-long' : 'gpu-standard';
}

const cx = W / 2;
const cy = H / 2 - 10;

function graphicsCard(lengthMm: number, fans: number): string {
  const s = 1.55;
  const w = lengthMm * s;
  const h = 118 * s;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const size = Math.min(h * 0.78, (w * 0.92) / fans);
  return (
    floor(cx, y + h + 24, w) +
    rect(x - 18, y + 10, 20, h * 0.7, 'url(#metal)', 2) +
    rect(x, y, w, h, 'url(#shroud)', 14) +
    rect(x + 10, y + h - 10, w * 0.6, 18, '#c9a227', 2) +
    Array.from({ length: fans }, (_, i) => fan(x + (w * (i + 0.5)) / fans, y + h / 2 - 4, size, false, '#1a1e24')).join('') +
    rect(x + 6, y + 4, w - 12, 4, '#fff', 2, ' opacity=".2"')
  );
}

export function partView(picture: PartPicture): string {
  const body: Record<PartPicture, () => string> = {
    cpu: () =>
      floor(cx, cy + 150, 300) +
      rect(cx - 140, cy - 140, 280, 280, '#1f6f4a', 16) +
      rect(cx - 110, cy - 110, 220, 220, 'url(#metal)', 22, ' stroke="#7b8592" stroke-width="3"') +
      rect(cx - 80, cy - 80, 160, 160, '#fff', 14, ' opacity=".18"'),
    motherboard: () =>
      floor(cx, cy + 200, 340) +
      rect(cx - 180, cy - 200, 360, 400, 'url(#pcb)', 8) +
      rect(cx - 70, cy - 150, 100, 100, 'url(#metal)', 6) +
      [0, 1, 2, 3].map((i) => rect(cx + 60 + i * 22, cy - 170, 12, 200, '#4b5563', 3)).join('') +
      rect(cx - 160, cy + 50, 300, 24, '#111418', 3) +
      rect(cx - 160, cy + 120, 300, 24, '#111418', 3) +
      rect(cx - 175, cy - 190, 60, 150, '#3a4352', 6) +
      rect(cx - 40, cy + 160, 80, 30, 'url(#metal)', 4),
    memory: () =>
      floor(cx, cy + 110, 520) +
      [-44, 44]
        .map(
          (dy) =>
            rect(cx - 260, cy + dy - 40, 520, 80, '#1d2b22', 4) +
            rect(cx - 254, cy + dy - 62, 508, 82, 'url(#shroud)', 6) +
            rect(cx - 240, cy + dy - 58, 480, 8, 'url(#rgb)', 3) +
            Array.from({ length: 16 }, (_, i) => rect(cx - 250 + i * 31.5, cy + dy + 30, 20, 10, '#c9a227', 1)).join(''),
        )
        .join(''),
    'gpu-short': () => graphicsCard(180, 1),
    'gpu-standard': () => graphicsCard(245, 2),
    'gpu-long': () => graphicsCard(320, 3),
    storage: () =>
      floor(cx, cy + 60, 480) +
      rect(cx - 280, cy - 48, 560, 96, '#1d3b2a', 6) +
      rect(cx - 220, cy - 40, 360, 80, 'url(#shroud)', 6) +
      rect(cx - 270, cy - 30, 28, 60, '#c9a227', 2) +
      rect(cx + 168, cy - 28, 56, 56, '#2a3038', 4) +
      `<circle cx="${cx + 262}" cy="${cy}" r="14" fill="#dfe3ea"/>`,
    'cooler-tower': () =>
      floor(cx, cy + 220, 300) +
      rect(cx - 120, cy - 200, 240, 380, 'url(#metal)', 8) +
      Array.from({ length: 18 }, (_, i) => rect(cx - 120, cy - 190 + i * 21, 240, 2, '#6b7583', 0)).join('') +
      [-60, -20, 20, 60].map((dx) => rect(cx + dx - 7, cy + 180, 14, 40, '#b87333', 4)).join('') +
      fan(cx, cy - 10, 230, false),
    'cooler-liquid': () =>
      floor(cx, cy + 190, 520) +
      rect(cx - 300, cy - 170, 600, 120, 'url(#shroud)', 8) +
      [0, 1, 2].map((i) => fan(cx - 200 + i * 200, cy - 110, 104, true)).join('') +
      `<path d="M${cx - 120} ${cy - 50}C${cx - 120} ${cy + 60} ${cx - 40} ${cy + 80} ${cx - 30} ${cy + 110}M${cx + 120} ${cy - 50}C${cx + 120} ${cy + 60} ${cx + 40} ${cy + 80} ${cx + 30} ${cy + 110}" stroke="#0d0f12" stroke-width="16" fill="none"/>` +
      `<circle cx="${cx}" cy="${cy + 130}" r="62" fill="#1d2229" stroke="url(#rgb)" stroke-width="10"/>`,
    case: () => sideBody(genericFacts),
    psu: () =>
      floor(cx, cy + 130, 400) +
      rect(cx - 210, cy - 120, 420, 240, 'url(#body)', 10, ' stroke="#0b0d10" stroke-width="2"') +
      `<circle cx="${cx - 30}" cy="${cy}" r="96" fill="#15191f"/>` +
      Array.from(
        { length: 7 },
        (_, i) => `<circle cx="${cx - 30}" cy="${cy}" r="${14 + i * 13}" fill="none" stroke="#6b7583" stroke-width="2.5"/>`,
      ).join('') +
      rect(cx + 110, cy - 90, 70, 40, '#2a3038', 4) +
      rect(cx + 110, cy + 30, 70, 60, '#2a3038', 4),
    'case-fan': () => floor(cx, cy + 170, 300) + fan(cx, cy, 320, true),
    lighting: () =>
      floor(cx, cy + 80, 520) +
      `<circle cx="${cx}" cy="${cy}" r="200" fill="url(#glow)"/>` +
      rect(cx - 290, cy - 18, 580, 36, '#111418', 18) +
      Array.from({ length: 15 }, (_, i) => `<circle cx="${cx - 266 + i * 38}" cy="${cy}" r="9" fill="${i % 2 ? GLOW_B : GLOW_A}"/>`).join(''),
    monitor: () =>
      floor(cx, cy + 210, 340) +
      rect(cx - 300, cy - 190, 600, 340, '#111418', 12) +
      rect(cx - 286, cy - 176, 572, 312, 'url(#rgb)', 4, ' opacity=".85"') +
      rect(cx - 20, cy + 150, 40, 50, 'url(#metal)', 2) +
      rect(cx - 120, cy + 196, 240, 14, 'url(#metal)', 7),
    'optical-drive': () =>
      floor(cx, cy + 70, 480) +
      rect(cx - 260, cy - 60, 520, 120, 'url(#body)', 6, ' stroke="#0b0d10" stroke-width="2"') +
      rect(cx - 220, cy - 20, 380, 14, '#0b0d10', 3) +
      rect(cx + 180, cy + 20, 40, 12, '#59626f', 3),
    os: () =>
      floor(cx, cy + 150, 300) +
      rect(cx - 150, cy - 150, 300, 300, 'url(#rgb)', 20) +
      [-1, 1].flatMap((i) => [-1, 1].map((j) => rect(cx + (i < 0 ? -92 : 6), cy + (j < 0 ? -92 : 6), 86, 86, '#fff', 6, ' opacity=".85"'))).join(''),
    accessory: () =>
      floor(cx, cy + 160, 320) +
      `<path d="M${cx - 170} ${cy - 60}L${cx} ${cy - 140}L${cx + 170} ${cy - 60}L${cx + 170} ${cy + 140}L${cx - 170} ${cy + 140}Z" fill="url(#metal)"/>` +
      `<path d="M${cx - 170} ${cy - 60}L${cx} ${cy + 10}L${cx + 170} ${cy - 60}" stroke="#7b8592" stroke-width="4" fill="none"/>`,
  };
  return svg(body[picture]());
}

/** A mid tower for a case the shop has no model shape of (sizes of a typical ATX mid tower). */
export const genericShape: CaseShape = { size: [465, 230, 450], front: 'mesh' };
const genericFacts: BuildFacts = {
  shape: genericShape,
  colour: 'black',
  gpuLengthMm: 280,
  cooler: { kind: 'tower' },
  frontFans: 2,
  rearFan: true,
  rgb: true,
};
