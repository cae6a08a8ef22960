import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { atWidth, playAtWidth, type Canvas } from '../../../.storybook/layout';
import { configuratorAnswers, lines, linesOf, pcBuildOf, storedBuild } from '../../../.storybook/fixtures/configurator';

const meta = {
  title: 'Screens/Configurator/Customiser',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/custom-pc-builder/customiser', api: configuratorAnswers() },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An AM4 processor without graphics, on the motherboard step. */
const am4Build = storedBuild(lines('cpu-amd-ryzen-7-5700x'), { step: 'motherboard' });
/** The same processor on an LGA1700 board: a blocker, and what is still needed. */
const clashingBuild = storedBuild(lines('cpu-amd-ryzen-7-5700x', 'motherboard-asus-tuf-gaming-b760-plus-wifi'), { step: 'motherboard' });
const completeBuild = storedBuild(linesOf('RS-VANGUARD-5070'), { step: 'psu' });

async function opened(canvasElement: HTMLElement) {
  await afterLoader(canvasElement);
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Custom PC Builder' })).toBeVisible();
  // The step's list has answered (its count replaces "Counting parts…").
  await canvas.findByText(/^(\d+ parts?|No parts)$/, {}, { timeout: 3000 });
  return canvas;
}

/** The customiser's words the width stories look for, per storefront. */
const WIDTH_WORDS = {
  uk: { steps: 'Build steps', stepTwo: 'Step 2 of 13: Motherboard', previous: 'Back: Processor', next: 'Next step: Memory' },
  de: {
    steps: 'Konfigurationsschritte',
    stepTwo: 'Schritt 2 von 13: Mainboard',
    previous: 'Zurück: Prozessor',
    next: 'Nächster Schritt: Arbeitsspeicher',
  },
  fr: {
    steps: 'Étapes de la configuration',
    stepTwo: 'Étape 2 sur 13\u202f: Carte mère',
    previous: 'Retour\u202f: Processeur',
    next: 'Étape suivante\u202f: Mémoire',
  },
};
type WidthStorefront = keyof typeof WIDTH_WORDS;

/** The AM4 build on the motherboard step, in a storefront's language and currency. */
const widthArgs = (storefront: WidthStorefront) =>
  storefront === 'uk' ? { customiserBuild: am4Build } : { storefront, api: configuratorAnswers('eur'), customiserBuild: am4Build };

/** The step's parts in any language: the motherboard step's radio group has its boards. */
async function stepListed(canvasElement: HTMLElement) {
  await afterLoader(canvasElement);
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  await waitFor(() => expect(canvasElement.querySelectorAll('[role="radiogroup"] input[type="radio"]').length).toBeGreaterThan(0), { timeout: 3000 });
}

/**
 * A phone (390 px): the steps as a compact row above the parts, and a bar at the bottom of the
 * screen with the running price, the compatibility state and "Next step".
 */
const phone = (storefront: WidthStorefront): Story => ({
  args: widthArgs(storefront),
  globals: atWidth('phone'),
  play: playAtWidth(stepListed, async (canvas: Canvas) => {
    const words = WIDTH_WORDS[storefront];
    await expect(canvas.getByRole('navigation', { name: words.steps })).toHaveAttribute('data-compact', 'true');
    const next = await canvas.findByRole('button', { name: words.next }, { timeout: 3000 });
    await expect(next.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.queryByRole('button', { name: words.previous })).toBeNull();
  }),
});

/** A tablet (768 px): the step list beside the parts, the build summary across below them; no phone bar. */
const tablet = (storefront: WidthStorefront): Story => ({
  args: widthArgs(storefront),
  globals: atWidth('tablet'),
  play: playAtWidth(stepListed, async (canvas: Canvas) => {
    const words = WIDTH_WORDS[storefront];
    const steps = canvas.getByRole('navigation', { name: words.steps });
    await expect(steps).not.toHaveAttribute('data-compact', 'true');
    const parts = canvas.getByRole('radiogroup', { name: words.stepTwo }).getBoundingClientRect();
    await expect(parts.left).toBeGreaterThan(steps.getBoundingClientRect().right);
    // The step's buttons come with its list's count, a moment after the parts.
    await expect(await canvas.findByRole('button', { name: words.previous }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.next })).toBeVisible();
  }),
});

export const Phone = phone('uk');
export const PhoneGerman = phone('de');
export const PhoneFrench = phone('fr');
export const Tablet = tablet('uk');
export const TabletGerman = tablet('de');
export const TabletFrench = tablet('fr');

/** A desktop (1366 px): steps, parts and the build summary in three columns. */
export const Desktop: Story = {
  args: { customiserBuild: am4Build },
  globals: atWidth('desktop'),
  play: playAtWidth(opened, async (canvas) => {
    const parts = canvas.getByRole('radiogroup', { name: 'Step 2 of 13: Motherboard' }).getBoundingClientRect();
    const summary = canvas.getByRole('region', { name: 'Your build' }).getBoundingClientRect();
    await expect(summary.left).toBeGreaterThan(parts.right);
    await expect(summary.top).toBeLessThan(window.innerHeight);
  }),
};

/** A phone on the last step: the bar's "Review your build" takes the place of "Next step", in reach at the bottom of the screen. */
export const PhoneLastStep: Story = {
  args: { customiserBuild: { ...completeBuild, step: 'os' } },
  globals: atWidth('phone'),
  play: playAtWidth(opened, async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Step 13 of 13: Operating system' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Next step/ })).toBeNull();
    const inBar = canvas
      .getAllByRole('link', { name: 'Review your build' })
      .filter((link) => link.getBoundingClientRect().bottom <= window.innerHeight && link.getBoundingClientRect().top >= window.innerHeight - 160);
    await expect(inBar).toHaveLength(1);
    await expect(inBar[0]).toHaveAttribute('href', '/system-summary');
    await expect(canvas.queryByRole('button', { name: /^Back: / })).toBeNull();
  }),
};

/** A first visit: step 1, nothing chosen, the assembly fee alone, every step still to do. */
export const EmptyBuild: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(document.title).toBe('Custom PC Builder | Rigsmith');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Step 1 of 13: Processor' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Step 1 of 13: Processor' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your build' })).toHaveTextContent('£99.00');
    await expect(canvas.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  },
};

/** Choosing a board that does not fit: the banner appears and is announced; the swap clears it. */
export const ChooseAPartThenSwap: Story = {
  args: { customiserBuild: am4Build },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only compatible' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'title_desc');
    const board = await canvas.findByRole('radio', { name: 'MSI PRO B760M-A WIFI DDR4' });
    await userEvent.click(board);
    const announcer = canvas.getByTestId('compatibility-announcer');
    await waitFor(() => expect(announcer).toHaveTextContent(/Compatibility issue|new compatibility issues/));
    const banners = canvas.getByRole('region', { name: 'Compatibility' });
    await expect(within(banners).getAllByRole('article', { name: 'Incompatible' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: /2\. Motherboard/ })).toHaveTextContent('Compatibility issue');
    const swap = await within(banners).findAllByRole('button', { name: /^Swap to / });
    await userEvent.click(swap[0]!);
    await waitFor(() => expect(within(banners).queryByText(/Socket mismatch/)).toBeNull());
    await waitFor(() => expect(announcer).toHaveTextContent(/resolved/));
  },
};

/** Mid-build with a blocker: banners with their one-click fixes, the step marked. */
export const MidBuildWithBlocker: Story = {
  args: { customiserBuild: clashingBuild },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const banners = canvas.getByRole('region', { name: 'Compatibility' });
    await expect(banners).toHaveTextContent('Socket mismatch');
    await expect(within(banners).getAllByRole('article', { name: 'Still needed' })).toHaveLength(2);
    // Each part still needed offers its own "Add …".
    const adds = await within(banners).findAllByRole('button', { name: /^Add / });
    await expect(adds).toHaveLength(2);
    for (const add of adds) await expect(add).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your build' })).toHaveTextContent(/issues/);
  },
};

/** Every part chosen and compatible: ready to review. */
export const CompleteBuild: Story = {
  args: { customiserBuild: completeBuild },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(canvas.getByText('No compatibility issues so far.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Step 8 of 13: Power supply' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'PSU load' })).toBeVisible();
    const shareLink = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Share this build' });
    await expect(shareLink.value).toMatch(/^https:\/\/shop\.rigsmith\.example\/custom-pc-builder\/customiser\?build=/);
    await expect(canvas.getAllByRole('link', { name: 'Review your build' })[0]).toHaveAttribute('href', '/system-summary');
    await expect(within(canvas.getByRole('region', { name: 'Chosen parts' })).getByRole('button', { name: /^Remove / })).toBeVisible();
  },
};

/** A multi-part step: the chosen kit has its stepper above the list; more can be added. */
export const MultiPartStep: Story = {
  args: { customiserBuild: { ...completeBuild, step: 'memory' } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const chosen = await canvas.findByRole('region', { name: 'Chosen parts' });
    await expect(within(chosen).getByRole('textbox', { name: /^Quantity of / })).toHaveValue('1');
    await expect(canvas.getByRole('group', { name: 'Step 3 of 13: Memory' })).toBeVisible();
  },
};

/** Next step moves on and puts focus on the new step's heading. */
export const NextStep: Story = {
  args: { customiserBuild: am4Build },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next step: Memory' }));
    const heading = canvas.getByRole('heading', { level: 2, name: 'Step 3 of 13: Memory' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('button', { name: /3\. Memory/ })).toHaveAttribute('aria-current', 'step');
    // The picture at the top of the page: where focus scrolled it would move the sticky panels.
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(heading).toHaveFocus();
  },
};

/** Reset asks first (cancel, save and reset, reset); reset empties the build and says so. */
export const ResetDialog: Story = {
  args: { customiserBuild: completeBuild },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your build?' });
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Save and reset', 'Reset']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect(await canvas.findByText('Your build was reset: start again from the processor.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Step 1 of 13: Processor' })).toBeVisible();
  },
};

/** Signed in: a draft is saved to the account under its name; the success dialog offers continue or drafts. */
export const SaveDraft: Story = {
  args: { customiserBuild: completeBuild, session: true },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Quiet 1440p build');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save draft' }));
    const saved = await screen.findByRole('dialog', { name: 'Draft saved' });
    await expect(saved).toHaveTextContent('“Quiet 1440p build” is in your saved builds.');
    await expect(within(saved).getByRole('link', { name: 'Go to drafts' })).toHaveAttribute('href', '/account/saved-builds');
    await userEvent.click(within(saved).getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Editing “Quiet 1440p build”')).toBeVisible();
  },
};

/** Editing a saved draft (`?draft=`): its name heads the page. */
export const EditDraft: Story = {
  args: {
    path: '/custom-pc-builder/customiser?draft=41',
    session: true,
    api: { ...configuratorAnswers(), 'api/ecommerce/pc_build/41/': pcBuildOf(41, 'Quiet AM5 build', linesOf('RS-VANGUARD-5070')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(canvas.getByText('Editing “Quiet AM5 build”')).toBeVisible();
  },
};

/**
 * A guest's blocked build from the cart (`?guest-build=<public_id>&step=case`): its parts as
 * this browser's build, not a draft, on the step that fixes it.
 */
export const GuestBuildOnAStep: Story = {
  args: {
    path: '/custom-pc-builder/customiser?guest-build=00000000-0000-4000-8000-000000000501&step=case',
    api: {
      ...configuratorAnswers(),
      'api/ecommerce/pc_build/00000000-0000-4000-8000-000000000501/': pcBuildOf(501, 'Small and tall', linesOf('RS-VANGUARD-5070'), 'gbp', {
        saved: false,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Step 7 of 13: Case' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /7\. Case/ })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('button', { name: /1\. Processor/ })).toHaveTextContent('Chosen');
    await expect(canvas.queryByText(/^Editing/)).toBeNull();
    await expect(canvas.queryByText(/couldn’t find this build/)).toBeNull();
  },
};

/** Customising a discounted pre-built build warns first (SPEC §4). */
export const DiscountWarning: Story = {
  args: { path: '/custom-pc-builder/customiser?from=RS-VANGUARD-5070TI' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Customising loses the discount' });
    await expect(dialog).toHaveTextContent('The Rigsmith Vanguard RTX 5070 Ti is £100.00 off as it is.');
  },
};

/** Proceed: the pre-built build's parts, and what the customisation loses. */
export const CustomisingAPreBuilt: Story = {
  args: { path: '/custom-pc-builder/customiser?from=RS-VANGUARD-5070TI' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Customise anyway' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Customising the Rigsmith Vanguard RTX 5070 Ti')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your build' })).toHaveTextContent('do not get the pre-built discount of £100.00');
  },
};

/** A shared link opens the same parts for anyone. */
export const SharedLink: Story = {
  args: {
    path: `/custom-pc-builder/customiser?build=${linesOf('RS-STRIKER-5060')
      .map(({ component, amount }) => (amount > 1 ? `${component.toString(36)}-${amount}` : component.toString(36)))
      .join('.')}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(canvas.getByRole('button', { name: /1\. Processor/ })).toHaveTextContent('Chosen');
  },
};

/** A broken link says so and starts an empty build. */
export const BrokenLink: Story = {
  args: { path: '/custom-pc-builder/customiser?build=not..a..build' },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This build link is broken or out of date');
  },
};

/** The performance tab: estimated FPS per game for the build. */
export const PerformanceTab: Story = {
  args: { customiserBuild: completeBuild },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Performance' }));
    await expect(await canvas.findByRole('table', { name: 'Estimated FPS at 1440p High' })).toBeVisible();
  },
};

export const FrenchStorefront: Story = {
  args: { storefront: 'fr', api: configuratorAnswers('eur'), customiserBuild: clashingBuild },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Configurateur de PC' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Compatibilité' })).toHaveTextContent('Incompatible');
  },
};

export const GermanStorefront: Story = {
  args: { storefront: 'de', api: configuratorAnswers('eur'), customiserBuild: completeBuild },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Schritt 8 von 13: Netzteil' })).toBeVisible();
  },
};
