import { describe, expect, it } from 'vitest';
import { fpsFinderHref, fpsFinderSearch, parseFpsFinderSearch, parseGraphicsSettings, toFpsFinderQuery } from './fpsFinderSearch';

describe('parseFpsFinderSearch', () => {
  it('reads every setting from the query string', () => {
    expect(parseFpsFinderSearch('?game=cyberpunk-2077&resolution=1440p&preset=ultra&fps=144')).toEqual({
      game: 'cyberpunk-2077',
      resolution: '1440p',
      preset: 'ultra',
      fps: 144,
    });
  });

  it('opens with no game at 1080p High, 60 FPS when the address says nothing', () => {
    expect(parseFpsFinderSearch('')).toEqual({ game: null, resolution: '1080p', preset: 'high', fps: 60 });
  });

  it('falls back to the defaults for values the controls cannot show', () => {
    expect(parseFpsFinderSearch('resolution=8k&preset=epic&fps=100&game=')).toEqual({
      game: null,
      resolution: '1080p',
      preset: 'high',
      fps: 60,
    });
    expect(parseFpsFinderSearch('fps=abc').fps).toBe(60);
    expect(parseFpsFinderSearch('game=<script>').game).toBeNull();
    expect(parseFpsFinderSearch('game=../../etc').game).toBeNull();
  });

  it('reads a game slug whatever its case and surrounding spaces', () => {
    expect(parseFpsFinderSearch('game=%20Elden-Ring%20').game).toBe('elden-ring');
  });
});

describe('fpsFinderSearch', () => {
  it('writes the settings in a fixed order and leaves out a missing game', () => {
    expect(fpsFinderSearch({ game: 'fortnite', resolution: '4k', preset: 'low', fps: 240 })).toBe('game=fortnite&resolution=4k&preset=low&fps=240');
    expect(fpsFinderSearch({ game: null, resolution: '1080p', preset: 'high', fps: 60 })).toBe('resolution=1080p&preset=high&fps=60');
  });

  it('round-trips with parseFpsFinderSearch', () => {
    const values = [
      { game: 'baldurs-gate-3', resolution: '1440p', preset: 'medium', fps: 30 },
      { game: null, resolution: '4k', preset: 'ultra', fps: 120 },
    ] as const;
    for (const value of values) expect(parseFpsFinderSearch(fpsFinderSearch(value))).toEqual(value);
  });

  it('builds the in-store address of the finder', () => {
    expect(fpsFinderHref({ game: 'elden-ring', resolution: '1440p', preset: 'high', fps: 144 })).toBe(
      '/gaming-pcs/by-fps?game=elden-ring&resolution=1440p&preset=high&fps=144',
    );
  });
});

describe('toFpsFinderQuery', () => {
  it('maps the state to the API query, with the framerate as target_fps', () => {
    expect(toFpsFinderQuery({ game: 'elden-ring', resolution: '1440p', preset: 'high', fps: 144 })).toEqual({
      game: 'elden-ring',
      resolution: '1440p',
      preset: 'high',
      target_fps: 144,
    });
  });

  it('asks nothing until a game is chosen', () => {
    expect(toFpsFinderQuery(parseFpsFinderSearch('resolution=4k'))).toBeNull();
  });
});

describe('parseGraphicsSettings', () => {
  it('reads a game page’s settings and defaults to 1080p High', () => {
    expect(parseGraphicsSettings('resolution=4k&preset=ultra')).toEqual({ resolution: '4k', preset: 'ultra' });
    expect(parseGraphicsSettings('resolution=720p')).toEqual({ resolution: '1080p', preset: 'high' });
  });
});
