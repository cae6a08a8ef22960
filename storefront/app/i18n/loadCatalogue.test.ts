import { describe, expect, it, vi } from 'vitest';
import { browserCatalogue } from './loadCatalogue';

describe('browserCatalogue', () => {
  it('adds each group to the one catalogue object, downloading each group once', async () => {
    const download = vi.fn(async (group: string) => ({ default: { [`${group}.title`]: group } }));
    const catalogue = browserCatalogue('fr-FR', download);
    const { messages } = catalogue;
    await catalogue.load('shell');
    await Promise.all([catalogue.load('home'), catalogue.load('home')]);
    expect(catalogue.messages).toBe(messages);
    expect(messages).toEqual({ 'shell.title': 'shell', 'home.title': 'home' });
    expect(download.mock.calls).toEqual([
      ['shell', 'fr-FR'],
      ['home', 'fr-FR'],
    ]);
  });

  it('downloads a group again after a failed attempt', async () => {
    const download = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: { 'model.title': 'Model' } });
    const catalogue = browserCatalogue('en-GB', download);
    await expect(catalogue.load('model')).rejects.toThrow('offline');
    await catalogue.load('model');
    expect(catalogue.messages).toEqual({ 'model.title': 'Model' });
  });
});
