/**
 * A product's picture as a card or line shows it. The kit's cards take it as a prop; the
 * catalogue API sends it as `image` (`Picture`). The shop's pictures are SVG illustrations,
 * sharp at every screen density from one URL, so no `srcset` is taken.
 */
export type ProductImageSource = {
  src: string;
  /** Intrinsic width: with `height`, the box is reserved before the picture loads (no layout shift). */
  width: number;
  height: number;
  /**
   * Text alternative, in the shopper's language. Leave it out when the picture only illustrates
   * the product the card already names (the shop's illustrations): it is then decorative (`alt=""`).
   */
  alt?: string;
};

type ProductImageProps = {
  image: ProductImageSource;
  className: string;
  /** Above the fold (the page's first card): fetched at once and at high priority instead of lazily. */
  priority?: boolean;
};

/** An `img` with its dimensions, lazily loaded and decoded off the main thread unless it is the page's first. */
export function ProductImage({ image, className, priority = false }: ProductImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
