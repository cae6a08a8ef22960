import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PresetChoice, ResolutionChoice } from '@rigsmith/kit';
import type { GraphicsPreset, Resolution } from '@rigsmith/kit/domain';

/** The resolution and graphics-settings groups the FPS finder and the game pages share. */
function GraphicsSettings({ resolution = '1080p', preset = 'high' }: { resolution?: Resolution; preset?: GraphicsPreset }) {
  const [settings, setSettings] = useState({ resolution, preset });
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      <ResolutionChoice value={settings.resolution} onValueChange={(next) => setSettings({ ...settings, resolution: next })} />
      <PresetChoice value={settings.preset} onValueChange={(next) => setSettings({ ...settings, preset: next })} />
    </div>
  );
}

const meta = {
  title: 'Kit/GraphicsSettings',
  component: GraphicsSettings,
  tags: ['autodocs'],
  subcomponents: { ResolutionChoice, PresetChoice },
  args: { resolution: '1080p', preset: 'high' },
} satisfies Meta<typeof GraphicsSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: '1080p' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '1440p' })).toBeChecked();
  },
};

export const FourKUltraInFrench: Story = {
  args: { resolution: '4k', preset: 'ultra' },
  parameters: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Résolution' })).toBeVisible();
  },
};
