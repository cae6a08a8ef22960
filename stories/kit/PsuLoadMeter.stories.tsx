import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PsuLoadMeter } from '@rigsmith/kit';
import { buildPartsOfChosen, chosenFrom, estimatePower, noParts, withAmount } from '@rigsmith/kit/domain';
import { offer, seededBuildLines } from '../../kit/src/domain/configurator/fixtures/offers';

const normal = estimatePower(buildPartsOfChosen(chosenFrom(seededBuildLines('RS-VANGUARD-5070'))));
const overloaded = estimatePower(buildPartsOfChosen(withAmount(chosenFrom(seededBuildLines('RS-TITAN-5090')), offer('psu-msi-mag-a550bn'), 1)));
// Covers the 487 W peak but not the 650 W NVIDIA recommends for the RTX 5070: a warning.
const tight = estimatePower(buildPartsOfChosen(withAmount(chosenFrom(seededBuildLines('RS-VANGUARD-5070')), offer('psu-msi-mag-a550bn'), 1)));
const noPsu = estimatePower(buildPartsOfChosen(withAmount(noParts, offer('cpu-amd-ryzen-5-7600'), 1)));

const meta = {
  title: 'Kit/PsuLoadMeter',
  component: PsuLoadMeter,
  tags: ['autodocs'],
  args: { power: normal },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PsuLoadMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter', { name: 'PSU load' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^about \d+ W of \d+ W/),
    );
  },
};

export const Overloaded: Story = {
  args: { power: overloaded },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The 550 W power supply is too small/)).toBeVisible();
  },
};

export const Tight: Story = {
  args: { power: tight },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/covers the peak draw with little to spare/)).toBeVisible();
  },
};

export const NoPowerSupplyYet: Story = { args: { power: noPsu } };
