import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, CompatibilityBanner, CompatibilityBanners, type CompatibilityBannerItem } from '@rigsmith/kit';
import { buildPartsOfChosen, checkCompatibility, noParts, withAmount, type CompatibilityIssue } from '@rigsmith/kit/domain';
import type { PartOffer } from '@rigsmith/kit/api';
import { offer } from '../../kit/src/domain/configurator/fixtures/offers';
import { crucialSoDimm, micron7450Pro22110, mx500M2, tridentZ5Rgb8000 } from '../../kit/src/domain/compat/fixtures/extra-parts';

const cpu = offer('cpu-amd-ryzen-7-5700x');
const board = offer('motherboard-asus-tuf-gaming-b760-plus-wifi');
const issues = checkCompatibility(buildPartsOfChosen(withAmount(withAmount(noParts, cpu, 1), board, 1)));
const socket = issues.find((issue) => issue.rule === 'socket-mismatch')!;
const gpuRequired = issues.find((issue) => issue.rule === 'gpu-required')!;
const gpu = offer('gpu-asus-rtx-4070-super-dual-evo-oc');
const psu = offer('psu-msi-mag-a650bn');
const adapter: CompatibilityIssue = {
  rule: 'gpu-power-adapter',
  severity: 'warning',
  parts: [
    { slot: 'gpu', id: gpu.id },
    { slot: 'psu', id: psu.id },
  ],
  message: { id: 'compat.gpu-power-adapter', values: { gpu: gpu.name, psu: psu.name } },
};
const note: CompatibilityIssue = {
  rule: 'bios-update',
  severity: 'info',
  parts: [{ slot: 'motherboard', id: board.id }],
  message: { id: 'compat.bios-update', values: { board: board.name, microarchitecture: 'Raptor Lake Refresh', cpu: 'Intel Core i5-14400F' } },
};

const socketItem: CompatibilityBannerItem = {
  issue: socket,
  parts: [
    { slot: 'cpu', name: cpu.name },
    { slot: 'motherboard', name: board.name },
  ],
  swap: { partName: 'MSI MAG B550 TOMAHAWK', replacingName: board.name, price: { amount: 11099, currency: 'gbp' } },
};
const gpuItem: CompatibilityBannerItem = {
  issue: gpuRequired,
  parts: [{ slot: 'cpu', name: cpu.name }],
  swap: { partName: 'MSI GeForce RTX 3060 Ventus 2X 12G', replacingName: null, price: { amount: 23699, currency: 'gbp' } },
};
const adapterItem: CompatibilityBannerItem = {
  issue: adapter,
  parts: [
    { slot: 'gpu', name: gpu.name },
    { slot: 'psu', name: psu.name },
  ],
  swap: { partName: 'Corsair RM750e (2025)', replacingName: psu.name, price: { amount: 7899, currency: 'gbp' } },
};

const meta = {
  title: 'Kit/CompatibilityBanners',
  component: CompatibilityBanner,
  tags: ['autodocs'],
  subcomponents: { CompatibilityBanners },
  args: { ...socketItem, onSwap: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompatibilityBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blocker with its one-click swap. */
export const BlockerWithSwap: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Incompatible' })).toHaveTextContent('Socket mismatch');
    await userEvent.click(canvas.getByRole('button', { name: 'Swap to MSI MAG B550 TOMAHAWK' }));
    await expect(args.onSwap).toHaveBeenCalled();
  },
};

/** A blocker no compatible part in stock can fix. */
export const BlockerWithoutSwap: Story = { args: { swap: null } };

/** A slot to fill (no graphics card yet): "Still needed", with "Add …". */
export const NeededWithAdd: Story = { args: { ...gpuItem } };

export const WarningWithSwap: Story = { args: { ...adapterItem } };

export const WarningWithoutSwap: Story = { args: { ...adapterItem, swap: null } };

export const Info: Story = { args: { issue: note, parts: [{ slot: 'motherboard', name: board.name }], swap: null } };

// The engine's own verdicts on a build it cannot fully check, as the engine words them.
const misplaced = checkCompatibility({ psu: gpu as never }).find((issue) => issue.rule === 'part-in-wrong-slot')!;
// A processor whose supported memory types are unknown: the memory-type rule cannot run.
const unchecked = checkCompatibility({
  cpu: { ...cpu, specs: { ...cpu.specs, memoryTypes: undefined } } as never,
  motherboard: board as never,
}).find((issue) => issue.rule === 'could-not-check')!;

/** A part given in another category's slot: a blocker, left out of every other check. */
export const PartInWrongSlot: Story = { args: { issue: misplaced, parts: [{ slot: 'psu', name: gpu.name }], swap: null } };

/** Some rules could not run because a part lacks a fact they read: said, not passed silently. */
export const CouldNotCheck: Story = {
  args: {
    issue: unchecked,
    parts: [
      { slot: 'cpu', name: cpu.name },
      { slot: 'motherboard', name: board.name },
    ],
    swap: null,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-severity', 'info');
  },
};

// Power and mounting verdicts, as the engine words them for real builds.
const issueOf = (rule: CompatibilityIssue['rule'], ids: string[]) =>
  checkCompatibility(buildPartsOfChosen(ids.reduce((chosen, id) => withAmount(chosen, offer(id), 1), noParts))).find((issue) => issue.rule === rule)!;
const itemOf = (issue: CompatibilityIssue, swapId: string | null, replacing: PartOffer | null): CompatibilityBannerItem => ({
  issue,
  parts: issue.parts.map(({ slot, id }) => ({ slot, name: offer(id).name })),
  swap: swapId ? { partName: offer(swapId).name, replacingName: replacing?.name ?? null, price: offer(swapId).price } : null,
});
const sf750 = offer('psu-corsair-sf750-2024');
const oneEps = offer('psu-msi-mag-a650bn');
const aio360 = offer('cooler-arctic-liquid-freezer-iii-pro-360');

/** An RTX 4090 on a Corsair SF750: it covers the 687 W peak, below NVIDIA's 850 W. A warning, with a bigger unit as the swap. */
export const PsuHeadroom: Story = {
  args: itemOf(
    issueOf('psu-headroom', ['cpu-amd-ryzen-7-7800x3d', 'gpu-nvidia-rtx-4090-founders-edition', sf750.id]),
    'psu-corsair-sf1000-2024',
    sf750,
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-severity', 'warning');
  },
};

/** A 230 W Ryzen 9 on a two-input board and a PSU with one EPS cable: a blocker (a 65 W processor would be fine). */
export const EpsHighDraw: Story = {
  args: itemOf(
    issueOf('eps-connectors', ['cpu-amd-ryzen-9-9950x', 'motherboard-msi-mag-b650-tomahawk-wifi', oneEps.id]),
    'psu-msi-mag-a750gl-pcie5',
    oneEps,
  ),
};

/** A 360 mm AIO and four more 120 mm fans in a Corsair 4000D: the radiator takes three of the mounts. */
export const RadiatorFanMounts: Story = {
  args: itemOf(
    issueOf('radiator-fan-mounts', ['case-corsair-4000d-airflow-black', aio360.id, 'case-fan-corsair-rs120-3-pack', 'case-fan-arctic-p12-pwm-pst']),
    'cooler-nzxt-kraken-280',
    aio360,
  ),
};

/** A case with a front USB-C port on a budget board without the header: the port would be dead. */
export const FrontUsbC: Story = {
  args: itemOf(
    issueOf('front-usb-c', ['case-fractal-design-pop-air-white', 'motherboard-msi-b550m-pro-vdh-wifi']),
    'case-fractal-design-define-r5',
    offer('case-fractal-design-pop-air-white'),
  ),
};

/** A 360 mm AIO that fits an NZXT H5 Flow only at the front, beside a 338 mm card: the radiator and its fans leave 313 mm. */
export const GpuFrontRadiator: Story = {
  args: itemOf(
    issueOf('gpu-front-radiator', ['case-nzxt-h5-flow-2024-white', 'cooler-nzxt-kraken-360', 'gpu-msi-rtx-5070-gaming-trio-oc']),
    'cooler-nzxt-kraken-240',
    offer('cooler-nzxt-kraken-360'),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-severity', 'warning');
  },
};

/** Two ARGB fan packs on a board with one 5 V ARGB header beside a 12 V RGB one: the warning says plainly not to use the 12 V header. */
export const RgbHeaderVoltage: Story = {
  args: itemOf(
    issueOf('rgb-header-voltage', ['motherboard-msi-b550m-pro-vdh-wifi', 'case-fan-corsair-rs120-argb-3-pack', 'case-fan-corsair-rs120-argb']),
    'motherboard-msi-mag-b550-tomahawk',
    offer('motherboard-msi-b550m-pro-vdh-wifi'),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('never plug a 5 V ARGB device into a 12 V RGB header');
  },
};

// M.2 and memory verdicts on real parts beyond the curated catalogue, as the engine words them.
const b650i = offer('motherboard-gigabyte-b650i-aorus-ultra');
const b650 = offer('motherboard-msi-b650-gaming-plus-wifi');
const engineItem = (
  build: Parameters<typeof checkCompatibility>[0],
  rule: CompatibilityIssue['rule'],
  names: Record<string, string>,
  swapId: string,
) => {
  const issue = checkCompatibility(build).find((found) => found.rule === rule)!;
  const replacing = issue.parts[0]!;
  return {
    issue,
    parts: issue.parts.map(({ slot, id }) => ({ slot, name: names[id] ?? offer(id).name })),
    swap: { partName: offer(swapId).name, replacingName: names[replacing.id] ?? offer(replacing.id).name, price: offer(swapId).price },
  } satisfies CompatibilityBannerItem;
};

/** A 110 mm (22110) server drive on a board whose M.2 slots end at 80 mm: a blocker, with a 2280 drive as the swap. */
export const M2KeyLength: Story = {
  args: engineItem(
    { motherboard: b650i as never, storage: [micron7450Pro22110] },
    'm2-key-length',
    { [micron7450Pro22110.id]: micron7450Pro22110.name },
    'storage-samsung-990-pro-2tb',
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Incompatible' })).toHaveTextContent('M.2 22110 card');
  },
};

/** A SATA M.2 drive (B+M key) on a board whose M.2 slots run NVMe drives only. */
export const M2SataOnNvmeSlots: Story = {
  args: engineItem(
    { motherboard: b650 as never, storage: [mx500M2] },
    'm2-key-length',
    { [mx500M2.id]: mx500M2.name },
    'storage-crucial-p3-plus-1tb',
  ),
};

/** Laptop SO-DIMM memory for a desktop board: a blocker, with a DIMM kit as the swap. */
export const MemoryFormFactor: Story = {
  args: engineItem(
    { motherboard: b650 as never, memory: [crucialSoDimm] },
    'memory-form-factor',
    { [crucialSoDimm.id]: crucialSoDimm.name },
    'memory-gskill-flare-x5-32gb-6000-cl36',
  ),
};

/** A DDR5-8000 kit on a board listed up to 7200 MT/s: a warning (it runs slower), with a 6000 kit as the swap. */
export const MemorySpeed: Story = {
  args: engineItem(
    { motherboard: b650 as never, memory: [tridentZ5Rgb8000] },
    'memory-speed',
    { [tridentZ5Rgb8000.id]: tridentZ5Rgb8000.name },
    'memory-gskill-flare-x5-32gb-6000-cl36',
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-severity', 'warning');
  },
};

// A graphics card as the wholesale import gives it: its power inputs unknown (null), not 0.
const xtx = offer('gpu-xfx-rx-7900-xtx-merc-310-black');
const importedXtx = { ...xtx, id: 'ds-video-card-42', specs: { ...xtx.specs, powerConnectors: null, slotWidth: null } };
const rm1000e = offer('psu-corsair-rm1000e-2025');

/** An imported RX 7900 XTX whose power inputs the dataset does not give: not checked, and said so, rather than passed. */
export const CouldNotCheckImportedPart: Story = {
  args: {
    issue: checkCompatibility({ gpu: [importedXtx as never], psu: rm1000e as never }).find((issue) => issue.rule === 'could-not-check')!,
    parts: [
      { slot: 'gpu', name: xtx.name },
      { slot: 'psu', name: rm1000e.name },
    ],
    swap: null,
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('article');
    await expect(banner).toHaveAttribute('data-severity', 'info');
    // The note names the fact the import lacks and its part.
    await expect(banner).toHaveTextContent(`we do not know the power inputs of the ${xtx.name}`);
  },
};

export const EmberTheme: Story = { parameters: { theme: 'ember' } };

/** The banner list: a polite live region says what changed as parts change. */
function LiveBanners() {
  const [items, setItems] = useState<CompatibilityBannerItem[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" onPress={() => setItems([socketItem])}>
          Choose the LGA1700 board
        </Button>
        <Button variant="secondary" onPress={() => setItems([])}>
          Swap the board
        </Button>
      </div>
      <CompatibilityBanners items={items} onSwap={() => setItems([])} emptyMessage="No compatibility issues so far." />
    </div>
  );
}

export const AnnouncedToScreenReaders: StoryObj = {
  render: () => <LiveBanners />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const announcer = canvas.getByTestId('compatibility-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose the LGA1700 board' }));
    await waitFor(() => expect(announcer).toHaveTextContent(/^Compatibility issue: Socket mismatch/));
    await userEvent.click(canvas.getByRole('button', { name: /^Swap to MSI/ }));
    await waitFor(() => expect(announcer).toHaveTextContent('No compatibility issues left.'));
    await expect(canvas.getByText('No compatibility issues so far.')).toBeVisible();
  },
};

/** Several issues at once, blockers first, as the engine orders them. */
export const List: StoryObj = {
  render: () => <CompatibilityBanners items={[socketItem, gpuItem, adapterItem]} onSwap={() => {}} />,
};
