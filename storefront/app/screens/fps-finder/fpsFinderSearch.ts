import { defaultFpsFinderValue, targetFramerates, type FpsFinderValue } from '@rigsmith/kit';
import type { FpsFinderQuery } from '@rigsmith/kit/api';
import { graphicsPresets, resolutions, type GraphicsPreset, type Resolution } from '@rigsmith/kit/domain';

/**
 * The FPS finder keeps its state in the address (`/gaming-pcs/by-fps?game=…&resolution=…&preset=…&fps=…`),
 * so a result can be shared, bookmarked and reached from a game's page with the game chosen.
 * These are the two directions of that mapping, plus the API query it leads to.
 */

/** The graphics settings a game page or the finder shows when the address names none. */
export const defaultGraphicsSettings = { resolution: '1080p', preset: 'high' } as const satisfies {
  resolution: Resolution;
  preset: GraphicsPreset;
};

const slugPattern = /^[a-z0-9][a-z0-9-]{0,99}$/;

const isResolution = (value: string | null): value is Resolution => value !== null && (resolutions as readonly string[]).includes(value);
const isPreset = (value: string | null): value is GraphicsPreset => value !== null && (graphicsPresets as readonly string[]).includes(value);

/** Resolution and preset from a query string; anything unknown falls back to 1080p High. */
export function parseGraphicsSettings(search: string): { resolution: Resolution; preset: GraphicsPreset } {
  const params = new URLSearchParams(search);
  const resolution = params.get('resolution');
  const preset = params.get('preset');
  return {
    resolution: isResolution(resolution) ? resolution : defaultGraphicsSettings.resolution,
    preset: isPreset(preset) ? preset : defaultGraphicsSettings.preset,
  };
}

/**
 * Reads the finder's state from a query string (with or without the leading `?`).
 * Values the finder cannot show (an unknown preset, a framerate not in the select, a
 * malformed slug) fall back to the defaults rather than failing: an old or hand-edited
 * link still opens a working page.
 */
export function parseFpsFinderSearch(search: string): FpsFinderValue {
  const params = new URLSearchParams(search);
  const game = params.get('game')?.trim().toLowerCase() ?? '';
  const fps = Number(params.get('fps'));
  return {
    game: slugPattern.test(game) ? game : null,
    ...parseGraphicsSettings(search),
    fps: (targetFramerates as readonly number[]).includes(fps) ? fps : defaultFpsFinderValue.fps,
  };
}

/** Writes the finder's state as a query string (no leading `?`), in a fixed key order. */
export function fpsFinderSearch(value: FpsFinderValue): string {
  const params = new URLSearchParams();
  if (value.game) params.set('game', value.game);
  params.set('resolution', value.resolution);
  params.set('preset', value.preset);
  params.set('fps', String(value.fps));
  return params.toString();
}

/** The in-store address of the finder for a state. */
export function fpsFinderHref(value: FpsFinderValue): string {
  return `/gaming-pcs/by-fps?${fpsFinderSearch(value)}`;
}

/** The API query for the state, or null while no game is chosen (no request then). */
export function toFpsFinderQuery(value: FpsFinderValue): FpsFinderQuery | null {
  if (!value.game) return null;
  return { game: value.game, resolution: value.resolution, preset: value.preset, target_fps: value.fps };
}
