import { useId, useRef, type KeyboardEvent } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { useIntl } from '../../i18n';
import * as styles from './Gallery.css';

/** One picture of the gallery; `src` is usually an absolute path under `/api/…`. */
export type GalleryImage = {
  src: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  width: number;
  height: number;
};

export type GalleryProps = {
  /** The pictures in order, each with its text alternative; one is shown large and each has a thumbnail button. */
  images: readonly GalleryImage[];
  /** Names the gallery for screen readers, e.g. "Nightfall illustrations". */
  label: string;
  /** Index of the picture shown (controlled). */
  value?: number;
  /** Index of the picture shown first (uncontrolled). @default 0 */
  defaultValue?: number;
  /** Called with the index of the picture the shopper picked. */
  onValueChange?: (index: number) => void;
  /**
   * The gallery is the page's main picture (a model page's first screen): its shown picture is
   * fetched at high priority, ahead of scripts, since it is what the page's largest paint waits for.
   * @default false
   */
  priority?: boolean;
};

/**
 * A main picture and a row of thumbnail buttons. The thumbnails are one tab stop (a
 * toolbar with a roving tab index): ←/→ (and ↑/↓, Home, End) move between them and show
 * the picture at once; the shown one has `aria-current="true"` and `data-selected`.
 *
 * @selector [data-selected] the thumbnail of the picture shown
 * @selector :focus-visible keyboard focus on a thumbnail
 */
export function Gallery({ images, label, value, defaultValue = 0, onValueChange, priority = false }: GalleryProps) {
  const intl = useIntl();
  const [chosen, select] = useControllableState(value, defaultValue, onValueChange);
  const count = images.length;
  const selected = clamp(chosen, count);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const captionId = useId();

  if (count === 0) return null;
  const current = images[selected]!;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowDown: 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowUp: -1,
    };
    let next: number | null = null;
    if (event.key in step) next = (selected + step[event.key]! + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  };

  const position = intl.formatMessage({ id: 'gallery.position' }, { index: selected + 1, count });

  return (
    <section className={styles.gallery} aria-label={label} data-count={count}>
      <figure className={styles.stage}>
        <img
          className={styles.mainImage}
          src={current.src}
          alt={current.alt}
          width={current.width}
          height={current.height}
          fetchPriority={priority ? 'high' : undefined}
          aria-describedby={captionId}
        />
        <figcaption id={captionId} className={styles.caption}>
          {position}
        </figcaption>
      </figure>
      {count > 1 ? (
        <div role="toolbar" aria-label={intl.formatMessage({ id: 'gallery.thumbnails' })} className={styles.thumbnails} onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <Thumbnail
              key={`${index}-${image.src}`}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              image={image}
              selected={index === selected}
              label={intl.formatMessage({ id: 'gallery.thumbnail' }, { index: index + 1, count, alt: image.alt })}
              onPress={() => select(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

type ThumbnailProps = {
  image: GalleryImage;
  selected: boolean;
  label: string;
  onPress: () => void;
  ref: (element: HTMLButtonElement | null) => void;
};

function Thumbnail({ image, selected, label, onPress, ref }: ThumbnailProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.thumbnail}
      // Only the shown picture's thumbnail is in the tab order; arrows reach the others.
      tabIndex={selected ? 0 : -1}
      aria-current={selected ? 'true' : undefined}
      aria-label={label}
      data-selected={selected || undefined}
      onClick={onPress}
    >
      <img className={styles.thumbnailImage} src={image.src} alt="" width={image.width} height={image.height} />
      <span className={styles.selectedMark} aria-hidden="true" />
    </button>
  );
}

function clamp(index: number, count: number): number {
  if (count === 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}
