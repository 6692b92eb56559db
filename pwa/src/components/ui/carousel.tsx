import { type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icon';
import { useSlideIndex } from './use-slide-index';
import './carousel.css';

interface CarouselProps<Item> {
  items: Item[];
  label: string;
  getKey: (item: Item) => string;
  renderSlide: (item: Item, isActive: boolean) => ReactNode;
  /** Rendered over the slides, e.g. a detail overlay; stays under the arrows. */
  overlay?: ReactNode;
  onMove?: () => void;
}

/** Slides with wrapping previous/next arrows, dots and a 300 ms move lock; arrow keys work inside. */
export function Carousel<Item>({ items, label, getKey, renderSlide, overlay, onMove }: CarouselProps<Item>) {
  const { index, next, previous, goTo } = useSlideIndex(items.length);

  const move = (moved: boolean) => {
    if (moved) onMove?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') move(next());
    else if (event.key === 'ArrowLeft') move(previous());
    else return;
    event.preventDefault();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys bubble up from the focused controls inside
    <section className="carousel" aria-roledescription="carousel" aria-label={label} onKeyDown={handleKeyDown}>
      <div className="carousel__viewport">
        <div className="carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {items.map((item, itemIndex) => (
            <div
              key={getKey(item)}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${itemIndex + 1} of ${items.length}`}
              aria-hidden={itemIndex !== index}
              inert={itemIndex !== index}
            >
              {renderSlide(item, itemIndex === index)}
            </div>
          ))}
        </div>
        {overlay}
      </div>
      {items.length > 1 && (
        <>
          <button
            type="button"
            className="icon-button icon-button--floating carousel__arrow carousel__arrow--previous"
            aria-label="Previous slide"
            onClick={() => move(previous())}
          >
            <Icon name="previous" />
          </button>
          <button
            type="button"
            className="icon-button icon-button--floating carousel__arrow carousel__arrow--next"
            aria-label="Next slide"
            onClick={() => move(next())}
          >
            <Icon name="next" />
          </button>
          <div className="carousel__dots">
            {items.map((item, itemIndex) => (
              <button
                key={getKey(item)}
                type="button"
                className="carousel__dot"
                aria-label={`Go to slide ${itemIndex + 1}`}
                aria-current={itemIndex === index ? 'true' : undefined}
                onClick={() => move(goTo(itemIndex))}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
