import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkableInDataset, checkableTable } from './imported';

// Real rows from pc-part-dataset (July 2025).
const rows = {
  motherboard: [
    // Curated: the facts of ./facts/motherboards.ts fill in what the row lacks.
    { name: 'MSI B650 GAMING PLUS WIFI', price: 169.99, socket: 'AM5', form_factor: 'ATX', max_memory: 192, memory_slots: 4, color: 'Black' },
    // Not curated: its M.2 slots, headers and connectors are unknown.
    {
      name: 'Asus PRIME B650-PLUS WIFI',
      price: 159.99,
      socket: 'AM5',
      form_factor: 'ATX',
      max_memory: 192,
      memory_slots: 4,
      color: 'Black / Silver',
    },
  ],
  'internal-hard-drive': [
    {
      name: 'Samsung 990 Pro',
      price: 149.99,
      capacity: 2000,
      price_per_gb: 0.075,
      type: 'SSD',
      cache: 2048,
      form_factor: 'M.2-2280',
      interface: 'M.2 PCIe 4.0 X4',
    },
  ],
  'video-card': [
    // Curated: slot width, power inputs and outputs from ./facts/gpus.ts.
    {
      name: 'MSI GeForce RTX 3060 Ventus 2X 12G',
      price: 299.97,
      chipset: 'GeForce RTX 3060 12GB',
      memory: 12,
      core_clock: 1320,
      boost_clock: 1777,
      color: 'Black',
      length: 235,
    },
    // Not curated: length and board power known, power inputs unknown.
    {
      name: 'Asus DUAL OC V2',
      price: 369.99,
      chipset: 'GeForce RTX 4060',
      memory: 8,
      core_clock: 1830,
      boost_clock: 2535,
      color: 'Black',
      length: 202,
    },
  ],
};

describe('checkable imported parts', () => {
  it('counts, per category, the imported parts every rule can check, curated facts included', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pc-part-dataset-'));
    try {
      for (const [file, list] of Object.entries(rows)) await writeFile(join(dir, `${file}.jsonl`), list.map((row) => JSON.stringify(row)).join('\n'));
      const tally = await checkableInDataset(dir, ['motherboard', 'internal-hard-drive', 'video-card']);
      expect(tally).toEqual({
        motherboard: { parts: 2, checkable: 1 },
        storage: { parts: 1, checkable: 1 },
        gpu: { parts: 2, checkable: 1 },
      });
      expect(checkableTable(tally)).toBe(
        [
          '| category | imported | fully checkable | share |',
          '| --- | ---: | ---: | ---: |',
          '| motherboard | 2 | 1 | 50 % |',
          '| gpu | 2 | 1 | 50 % |',
          '| storage | 1 | 1 | 100 % |',
          '| all | 5 | 3 | 60 % |',
        ].join('\n'),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
