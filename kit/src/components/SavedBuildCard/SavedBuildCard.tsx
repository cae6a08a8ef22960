import { useId, useState } from 'react';
import type { ConfiguratorSlot, PcBuild, PcBuildBlock } from '../../domain';
import { useIntl } from '../../i18n';
import { Money } from '../../i18n/Money';
import { Button } from '../Button';
import { Link } from '../Link';
import { DialogShell } from '../internal/DialogShell';
import { IncompatibleNote } from '../internal/IncompatibleNote';
import * as styles from './SavedBuildCard.css';

import { ProductImage, type ProductImageSource } from '../internal/ProductImage';
import { thumbnail } from '../internal/productImage.css';
export type SavedBuildCardProps = {
  /** The saved build as the API sends it. */
  build: PcBuild;
  /** "Edit system": the customiser with this draft (`?draft=<id>`). */
  editHref: string;
  /**
   * The customiser with this draft on one step (`?draft=<id>&step=<slot>`): where an
   * incompatible block's link leads. Without it, the link leads to `editHref`.
   */
  stepHref?: (step: ConfiguratorSlot) => string;
  /** "Rename" was pressed (the app opens the name dialog). */
  onRename: () => void;
  /** The shopper confirmed deleting it. */
  onDelete: () => void;
  /** "Add to cart" was pressed; only offered while nothing blocks the build. */
  onAddToCart: () => void;
  /** Adding to the cart is under way. @default false */
  isAddingToCart?: boolean;
  /** Level of the build's name heading, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * The build's picture, drawn from its parts; the build's own (`PcBuild.image`) when not given,
   * none with `null`. Decorative unless it has an `alt`: the name and main parts listed beside it
   * say what the build is.
   */
  image?: ProductImageSource | null;
};

/** The words of a block (SPEC §8 "Saved builds"); an incompatible block is `IncompatibleNote`. */
function blockMessage(block: Exclude<PcBuildBlock, { kind: 'incompatible' }>): { id: string; values: Record<string, string> } {
  switch (block.kind) {
    case 'out_of_stock':
      return { id: 'configurator.savedBuild.block.outOfStock', values: { title: block.title } };
    case 'archived':
      return { id: 'configurator.savedBuild.block.archived', values: { title: block.title } };
    case 'unfinished':
      return { id: 'configurator.savedBuild.block.unfinished', values: {} };
  }
}

/**
 * A saved build or draft in the account (SPEC §2 "Saved builds: … edit a system, add to
 * cart"): its name, main parts, price and ship date, what blocks it (SPEC §8 "'{title} out
 * of stock', '{title} is archived', 'Assembly is not finished'"; a complete build that is not
 * compatible names the rule and its parts, with a link to the step that fixes it), and the actions. While
 * blocked, "Add to cart" stays focusable but says why it does nothing. Deleting asks first.
 *
 * @selector [data-blocked] on the root while anything blocks the build
 */
export function SavedBuildCard({
  build,
  editHref,
  stepHref,
  onRename,
  onDelete,
  onAddToCart,
  isAddingToCart = false,
  headingLevel = 3,
  image,
}: SavedBuildCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const blocksId = useId();
  const [confirming, setConfirming] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const blocked = build.blocks.length > 0;
  const mainParts = build.components.filter(({ component }) => component.category === 'cpu' || component.category === 'gpu');
  const labels = { name: build.name };
  const picture = image === undefined ? build.image : image;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-blocked={blocked || undefined}>
      {picture ? <ProductImage image={picture} className={thumbnail} /> : null}
      <div className={styles.header}>
        <Heading id={titleId} className={styles.name}>
          {build.name}
        </Heading>
        <p className={styles.updated}>
          {intl.formatMessage(
            { id: 'configurator.savedBuild.updated' },
            {
              date: (
                <time key="date" dateTime={build.updated_at}>
                  {intl.formatDate(build.updated_at, { day: 'numeric', month: 'short', year: 'numeric' })}
                </time>
              ),
            },
          )}
        </p>
      </div>
      {mainParts.length > 0 ? (
        <ul className={styles.parts} aria-label={intl.formatMessage({ id: 'configurator.savedBuild.mainParts' })}>
          {mainParts.map(({ component, amount }) => (
            <li key={component.product_id}>
              {amount > 1 ? intl.formatMessage({ id: 'configurator.savedBuild.partTimes' }, { amount, name: component.name }) : component.name}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage({ id: 'configurator.savedBuild.price' })}</dt>
          <dd className={`${styles.factValue} ${styles.price}`}>
            <Money value={build.price} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage({ id: 'configurator.savedBuild.shipDate' })}</dt>
          <dd className={styles.factValue}>
            <time dateTime={build.estimated_ship_date}>
              {intl.formatDate(build.estimated_ship_date, { weekday: 'short', day: 'numeric', month: 'short' })}
            </time>
          </dd>
        </div>
      </dl>
      {blocked ? (
        <ul id={blocksId} className={styles.blocks} aria-label={intl.formatMessage({ id: 'configurator.savedBuild.blocks' })}>
          {build.blocks.map((block, index) => {
            if (block.kind === 'incompatible')
              return (
                <li key={`${block.kind}-${index}`} className={styles.block} data-kind={block.kind} data-rule={block.issue.rule}>
                  <IncompatibleNote issue={block.issue} step={block.step} href={stepHref ? stepHref(block.step) : editHref} />
                </li>
              );
            const message = blockMessage(block);
            return (
              <li key={`${block.kind}-${index}`} className={styles.block} data-kind={block.kind}>
                {intl.formatMessage({ id: message.id }, message.values)}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Link href={editHref} variant="button" aria-label={intl.formatMessage({ id: 'configurator.savedBuild.editLabel' }, labels)}>
          {intl.formatMessage({ id: 'configurator.savedBuild.edit' })}
        </Link>
        <Button
          variant="secondary"
          isPending={isAddingToCart}
          onPress={blocked ? undefined : onAddToCart}
          aria-describedby={blocked ? blocksId : undefined}
          aria-label={intl.formatMessage({ id: 'configurator.savedBuild.addToCartLabel' }, labels)}
          className={blocked ? styles.unavailable : undefined}
        >
          {intl.formatMessage({ id: 'configurator.savedBuild.addToCart' })}
        </Button>
        <Button variant="secondary" onPress={onRename} aria-label={intl.formatMessage({ id: 'configurator.savedBuild.renameLabel' }, labels)}>
          {intl.formatMessage({ id: 'configurator.savedBuild.rename' })}
        </Button>
        <Button
          variant="secondary"
          onPress={() => setConfirming(true)}
          aria-label={intl.formatMessage({ id: 'configurator.savedBuild.deleteLabel' }, labels)}
        >
          {intl.formatMessage({ id: 'configurator.savedBuild.delete' })}
        </Button>
      </div>
      <DialogShell
        name="delete-build"
        open={confirming}
        onOpenChange={(open) => setConfirming(open)}
        title={intl.formatMessage({ id: 'configurator.savedBuild.confirmTitle' }, labels)}
        description={intl.formatMessage({ id: 'configurator.savedBuild.confirmBody' })}
        actions={
          <>
            <Button variant="secondary" onPress={() => setConfirming(false)}>
              {intl.formatMessage({ id: 'configurator.savedBuild.cancel' })}
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                setConfirming(false);
                onDelete();
              }}
            >
              {intl.formatMessage({ id: 'configurator.savedBuild.confirmDelete' })}
            </Button>
          </>
        }
      />
    </article>
  );
}
