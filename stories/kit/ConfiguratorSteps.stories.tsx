import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfiguratorSteps, type ConfiguratorStepItem } from '@rigsmith/kit';
import { configuratorSteps, isRequiredStep, type StepState } from '@rigsmith/kit/domain';

const stepsWith = (states: Partial<Record<(typeof configuratorSteps)[number], StepState>>): ConfiguratorStepItem[] =>
  configuratorSteps.map((slot) => ({
    slot,
    required: isRequiredStep(slot),
    state: states[slot] ?? 'empty',
    count: states[slot] && states[slot] !== 'empty' ? (slot === 'memory' ? 2 : 1) : 0,
  }));

const meta = {
  title: 'Kit/ConfiguratorSteps',
  component: ConfiguratorSteps,
  tags: ['autodocs'],
  args: { steps: stepsWith({}), value: 'cpu', onValueChange: fn() },
  decorators: [
    // A sidebar's width, or the story's own `frameWidth`.
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.frameWidth as number | undefined) ?? 280, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfiguratorSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: every step says whether a PC needs it. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Build steps' });
    await expect(within(nav).getAllByRole('button')).toHaveLength(13);
    await expect(within(nav).getByRole('button', { name: /Processor/ })).toHaveAttribute('aria-current', 'step');
    await expect(within(nav).getByRole('button', { name: /Monitor/ })).toHaveTextContent('Optional');
  },
};

/** Every state at once: done, current, warning, still needed and compatibility issue. */
export const EveryStepState: Story = {
  args: {
    steps: stepsWith({ cpu: 'done', motherboard: 'issue', memory: 'done', gpu: 'warning', storage: 'done', cooler: 'needed' }),
    value: 'motherboard',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Motherboard/ })).toHaveTextContent('Compatibility issue');
    await expect(canvas.getByRole('button', { name: /Memory/ })).toHaveTextContent('2 chosen');
    await expect(canvas.getByRole('button', { name: /Graphics card/ })).toHaveTextContent('Has a warning');
    await expect(canvas.getByRole('button', { name: /CPU cooler/ })).toHaveTextContent('Still needed');
  },
};

/** Tab lands on the current step, the arrow keys move, Enter picks. */
export const Keyboard: Story = {
  args: { steps: stepsWith({ cpu: 'done' }), value: 'memory' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Memory/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /Storage/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('storage');
  },
};

export const GermanStorefront: Story = {
  parameters: { storefront: 'de' },
  args: { steps: stepsWith({ cpu: 'done', motherboard: 'issue' }), value: 'motherboard' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Konfigurationsschritte' })).toBeVisible();
  },
};

export const EmberTheme: Story = {
  parameters: { theme: 'ember' },
  args: { steps: stepsWith({ cpu: 'done', motherboard: 'issue', gpu: 'warning' }), value: 'gpu' },
};

/** `compact` (a phone): the markers in rows, the current one outlined; every name still read by screen readers. */
export const Compact: Story = {
  args: {
    compact: true,
    steps: stepsWith({ cpu: 'done', motherboard: 'issue', memory: 'done', gpu: 'warning', cooler: 'needed' }),
    value: 'storage',
  },
  // A 390 px phone: 358 px inside the page's margins.
  parameters: { frameWidth: 358 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    // Two rows of markers, not thirteen rows of names.
    await expect(new Set(buttons.map((button) => button.getBoundingClientRect().top)).size).toBe(2);
    await expect(canvas.getByRole('button', { name: /Storage/ })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('button', { name: /Motherboard/ })).toHaveTextContent('Compatibility issue');
  },
};
