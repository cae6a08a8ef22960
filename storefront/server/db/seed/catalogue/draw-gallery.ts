/**
 * Draws the case models' gallery pictures: a front, a side through the glass, and the
 * top of each case, as plain line drawings in proportion to the real case (outer
 * dimensions in mm from the maker). Run after changing a shape and commit the output:
 *
 *   node --import tsx storefront/server/db/seed/catalogue/draw-gallery.ts
 *
 * The pictures carry no text (alt texts are in case-models.json) and stay under 6 KB.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Front = 'mesh' | 'slats' | 'glass' | 'vents';
type Shape = {
  /** Height, width, depth in mm. */
  size: [height: number, width: number, depth: number];
  front: Front;
  /** An external 5.25" bay at the top of the front. */
  bay?: boolean;
  /** Graphics card mounted upright, facing the glass. */
  verticalGpu?: boolean;
  /** Radiator on top (liquid cooled) rather than a tower cooler. */
  radiator?: boolean;
  /** Fans along the front, seen through the side. */
  frontFans: number;
  /** A cut corner where front and side glass meet (panoramic cases). */
  panoramic?: boolean;
};

export const shapes: Record<string, Shape> = {
  vanguard: { size: [465, 220, 428], front: 'mesh', frontFans: 2 },
  striker: { size: [474, 215, 454], front: 'mesh', bay: true, frontFans: 2 },
  nomad: { size: [292, 185, 376], front: 'vents', frontFans: 0, radiator: true },
  aurora: { size: [469, 215, 447], front: 'slats', frontFans: 2, radiator: true },
  titan: { size: [522, 304, 526], front: 'glass', frontFans: 0, radiator: true },
  nightfall: { size: [470, 320, 460], front: 'glass', frontFans: 0, radiator: true, verticalGpu: true, panoramic: true },
};

const W = 800;
const H = 600;
const ink = 'stroke="#1f2a37" stroke-width="3" fill="none" stroke-linejoin="round" stroke-linecap="round"';
const fine = 'stroke="#7b8794" stroke-width="2" fill="none" stroke-linecap="round"';
const r = (n: number) => Math.round(n);

/** A box of the given real size, scaled to fill the picture with a margin, centred. */
function frame(widthMm: number, heightMm: number) {
  const scale = Math.min((W - 240) / widthMm, (H - 170) / heightMm);
  const w = widthMm * scale;
  const h = heightMm * scale;
  return { x: (W - w) / 2, y: (H - h) / 2 - 10, w, h, s: scale };
}

const rect = (x: number, y: number, w: number, h: number, style = ink, radius = 6) =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${radius}" ${style}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, style = fine) => `<path d="M${r(x1)} ${r(y1)}L${r(x2)} ${r(y2)}" ${style}/>`;
const circle = (cx: number, cy: number, radius: number, style = fine) => `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" ${style}/>`;
/** A fan: its frame and hub. */
const fan = (cx: number, cy: number, size: number) => circle(cx, cy, size / 2) + circle(cx, cy, size / 8);
const shadow = (x: number, w: number, y: number) => `<ellipse cx="${r(x + w / 2)}" cy="${r(y + 14)}" rx="${r(w * 0.62)}" ry="12" fill="#e5e9ef"/>`;

function front(shape: Shape): string {
  const [height, width] = shape.size;
  const { x, y, w, h, s } = frame(width, height);
  const parts = [shadow(x, w, y + h), rect(x, y, w, h, ink, 10)];
  const inset = 14 * s;
  const top = y + inset + (shape.bay ? 50 * s : 0);
  if (shape.bay) parts.push(rect(x + inset, y + inset, w - 2 * inset, 38 * s, fine, 3));
  const panel = { x: x + inset, y: top, w: w - 2 * inset, h: y + h - inset - top };
  if (shape.front === 'slats') {
    for (let i = 1; i < 9; i += 1) parts.push(line(panel.x + (panel.w * i) / 9, panel.y, panel.x + (panel.w * i) / 9, panel.y + panel.h));
    parts.push(rect(panel.x, panel.y, panel.w, panel.h, fine, 4));
  } else if (shape.front === 'mesh' || shape.front === 'vents') {
    const step = shape.front === 'mesh' ? 16 : 24;
    const cols = Math.floor(panel.w / step);
    const rows = Math.floor(panel.h / step);
    const dots: string[] = [];
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        if (shape.front === 'vents' && row % 2) continue;
        dots.push(`M${r(panel.x + (col + 0.5) * step - 3)} ${r(panel.y + (row + 0.5) * step)}h6`);
      }
    }
    parts.push(`<path d="${dots.join('')}" ${fine}/>`);
  } else {
    parts.push(rect(panel.x, panel.y, panel.w, panel.h, fine, 4));
    parts.push(line(panel.x + panel.w * 0.2, panel.y + panel.h * 0.35, panel.x + panel.w * 0.55, panel.y + panel.h * 0.1));
    parts.push(line(panel.x + panel.w * 0.25, panel.y + panel.h * 0.55, panel.x + panel.w * 0.8, panel.y + panel.h * 0.2));
  }
  parts.push(line(x + w * 0.15, y + h, x + w * 0.15, y + h + 8, ink), line(x + w * 0.85, y + h, x + w * 0.85, y + h + 8, ink));
  return parts.join('');
}

function side(shape: Shape): string {
  const [height, , depth] = shape.size;
  const { x, y, w, h, s } = frame(depth, height);
  const parts = [shadow(x, w, y + h), rect(x, y, w, h, ink, 10)];
  const glass = { x: x + 16 * s, y: y + 16 * s, w: w - 32 * s, h: h - 32 * s };
  parts.push(rect(glass.x, glass.y, glass.w, glass.h, fine, 4));
  if (shape.panoramic) parts.push(line(glass.x + glass.w, glass.y, glass.x + glass.w, glass.y + glass.h, ink));
  // Inside: the board, the power supply shroud, the cooling and the graphics card.
  const shroud = glass.y + glass.h * 0.78;
  parts.push(line(glass.x, shroud, glass.x + glass.w, shroud));
  const board = { x: glass.x + glass.w * 0.12, y: glass.y + glass.h * 0.08, w: glass.w * 0.55, h: glass.h * 0.62 };
  parts.push(rect(board.x, board.y, board.w, board.h, fine, 3));
  const socket = { x: board.x + board.w * 0.38, y: board.y + board.h * 0.14, w: board.w * 0.24, h: board.h * 0.2 };
  if (shape.radiator) {
    // A radiator under the roof with its fans, the pump block on the CPU.
    const radiator = { x: glass.x + glass.w * 0.14, y: glass.y + 8 * s, w: glass.w * 0.62, h: 27 * s };
    parts.push(rect(radiator.x, radiator.y, radiator.w, radiator.h, fine, 3));
    for (let i = 1; i < 3; i += 1)
      parts.push(line(radiator.x + (radiator.w * i) / 3, radiator.y, radiator.x + (radiator.w * i) / 3, radiator.y + radiator.h));
    parts.push(circle(socket.x + socket.w / 2, socket.y + socket.h / 2, socket.h * 0.42));
  } else {
    // A tower cooler: its fin stack over the socket.
    parts.push(rect(socket.x - socket.w * 0.2, socket.y - socket.h * 0.3, socket.w * 1.4, socket.h * 1.9, fine, 3));
    for (let i = 1; i < 4; i += 1)
      parts.push(
        line(
          socket.x - socket.w * 0.2,
          socket.y - socket.h * 0.3 + (socket.h * 1.9 * i) / 4,
          socket.x + socket.w * 1.2,
          socket.y - socket.h * 0.3 + (socket.h * 1.9 * i) / 4,
        ),
      );
  }
  if (shape.verticalGpu) parts.push(rect(glass.x + glass.w * 0.72, glass.y + glass.h * 0.1, glass.w * 0.12, glass.h * 0.64, fine, 3));
  else parts.push(rect(board.x, board.y + board.h * 0.62, glass.w * 0.6, board.h * 0.14, fine, 3));
  for (let i = 0; i < shape.frontFans; i += 1) parts.push(fan(glass.x + glass.w - 70 * s, glass.y + glass.h * (0.2 + i * 0.32), 110 * s));
  parts.push(line(glass.x + glass.w * 0.05, glass.y + glass.h * 0.3, glass.x + glass.w * 0.3, glass.y + glass.h * 0.05, fine));
  return parts.join('');
}

function top(shape: Shape): string {
  const [, width, depth] = shape.size;
  const { x, y, w, h, s } = frame(depth, width);
  const parts = [rect(x, y, w, h, ink, 10)];
  const vent = { x: x + w * 0.18, y: y + h * 0.2, w: w * 0.6, h: h * 0.6 };
  parts.push(rect(vent.x, vent.y, vent.w, vent.h, fine, 4));
  const fans = shape.size[2] > 450 ? 3 : 2;
  const size = Math.min(vent.h * 0.85, (vent.w / fans) * 0.9, 110 * s);
  for (let i = 0; i < fans; i += 1) parts.push(fan(vent.x + (vent.w * (i + 0.5)) / fans, vent.y + vent.h / 2, size));
  parts.push(circle(x + w * 0.08, y + h * 0.5, 9 * s, ink), line(x + w * 0.06, y + h * 0.75, x + w * 0.1, y + h * 0.75, ink));
  return parts.join('');
}

export function drawings(slug: string): [string, string][] {
  const shape = shapes[slug];
  if (!shape) throw new Error(`no shape for case model ${slug}`);
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="#f7f8fa"/>${body}</svg>\n`;
  return [
    [`${slug}-1.svg`, svg(front(shape))],
    [`${slug}-2.svg`, svg(side(shape))],
    [`${slug}-3.svg`, svg(top(shape))],
  ];
}

async function main(): Promise<void> {
  const dir = fileURLToPath(new URL('./gallery/', import.meta.url));
  await mkdir(dir, { recursive: true });
  for (const slug of Object.keys(shapes)) {
    for (const [file, svg] of drawings(slug)) await writeFile(join(dir, file), svg);
  }
  console.log(`Drew ${Object.keys(shapes).length * 3} pictures in ${dir}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
