import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkRouterProvider, Pagination } from '@rigsmith/kit';

/** Stands in for the app's router: links route through it instead of reloading the story. */
const navigate = fn();

const meta = {
  title: 'Kit/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 1,
    pageCount: 12,
    hrefForPage: (page: number) => `/gaming-pcs?page=${page}`,
    perPage: 12,
    onPerPageChange: fn(),
  },
  decorators: [
    (Story) => (
      <LinkRouterProvider navigate={navigate}>
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </LinkRouterProvider>
    ),
  ],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(links.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await expect(links.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/gaming-pcs?page=2');
    await expect(links.getAllByRole('link', { name: /^Page/ }).map((link) => link.textContent)).toEqual(['1', '2', '3', '4', '5', '12']);
  },
};

export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getAllByRole('link', { name: /^Page/ }).map((link) => link.textContent)).toEqual(['1', '5', '6', '7', '12']);
    await expect(links.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/gaming-pcs?page=5');
  },
};

export const LastPage: Story = {
  args: { page: 12, perPage: 48 },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    await expect(links.queryByRole('link', { name: 'Next page' })).toBeNull();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Per page' })).toHaveValue('48');
  },
};

/** Tab to a page link and press Enter: the app's router is asked to go there. */
export const Keyboard: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvasElement, args }) => {
    const links = nav(canvasElement);
    await userEvent.tab();
    await expect(links.getByRole('link', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(links.getByRole('link', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/gaming-pcs?page=3');
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Per page' }), '24');
    await expect(args.onPerPageChange).toHaveBeenCalledWith(24);
  },
};

export const GermanStorefront: Story = {
  args: { page: 3, pageCount: 4 },
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    const links = within(within(canvasElement).getByRole('navigation', { name: 'Seitennavigation' }));
    await expect(links.getByRole('link', { name: 'Vorherige Seite' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page');
  },
};
