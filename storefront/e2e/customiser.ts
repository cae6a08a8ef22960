import { expect, type Page } from '@playwright/test';

/** Helpers for the customiser journeys. */

/** The current step's group of parts (a radio group in a one-part step). */
export const stepGroup = (page: Page, name: string | RegExp) =>
  page.getByRole('main').getByRole('radiogroup', { name }).or(page.getByRole('main').getByRole('group', { name }));

/** The step heading, e.g. "Step 3 of 13: Memory". */
export const stepHeading = (page: Page, number: number, name: string) =>
  page.getByRole('heading', { level: 2, name: `Step ${number} of 13: ${name}` });

/** Chooses the first part the list offers in the current step, by mouse. */
export async function chooseFirstPart(page: Page, number: number, name: string) {
  await expect(stepHeading(page, number, name)).toBeVisible();
  const group = stepGroup(page, `Step ${number} of 13: ${name}`);
  const radio = group.getByRole('radio').first();
  // The step's heading comes before its parts: wait for the list, or a count of 0 reads as "no radios".
  await expect(radio.or(group.getByRole('button', { name: /Increase/ }).first())).toBeVisible();
  if (await radio.count()) {
    await radio.check();
    await expect(radio).toBeChecked();
  } else {
    await group
      .getByRole('button', { name: /Increase/ })
      .first()
      .click();
    // Once chosen, the part moves up to "Chosen parts", with its stepper.
    await expect(page.getByRole('region', { name: 'Chosen parts' }).getByRole('textbox').first()).toHaveValue('1');
  }
}
