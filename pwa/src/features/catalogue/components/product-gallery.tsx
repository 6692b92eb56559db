import type { KeyboardEvent } from 'react';
import { Icon } from '../../../components/ui/icon';
import type { SlideIndex } from '../../../components/ui/use-slide-index';
import type { GalleryImage } from '../gallery-images';
import './product-gallery.css';

export function ProductGallery({ images, slides }: { images: GalleryImage[]; slides: SlideIndex }) {
  const current = images.at(slides.index);
  if (!current) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') slides.next();
    else if (event.key === 'ArrowLeft') slides.previous();
    else return;
    event.preventDefault();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys bubble up from the focused controls inside
    <section className="gallery" aria-label="Product images" onKeyDown={handleKeyDown}>
      <div className="gallery__stage">
        <img
          key={`${current.src}${slides.index}`}
          className={slides.moved ? 'gallery__image gallery__image--moved-in' : 'gallery__image'}
          src={current.src}
          alt={current.alt}
          fetchPriority="high"
        />
        {images.length > 1 && (
          <>
            <button
              type="button"
              className="icon-button icon-button--floating gallery__arrow gallery__arrow--previous"
              aria-label="Previous image"
              onClick={slides.previous}
            >
              <Icon name="previous" />
            </button>
            <button
              type="button"
              className="icon-button icon-button--floating gallery__arrow gallery__arrow--next"
              aria-label="Next image"
              onClick={slides.next}
            >
              <Icon name="next" />
            </button>
            <p className="gallery__counter" aria-live="polite">
              {slides.index + 1} / {images.length}
            </p>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbnails">
          {images.map((image, index) => (
            <li key={`${image.src}-${index}`}>
              <button
                type="button"
                className="gallery__thumbnail"
                aria-label={`Show image ${index + 1}: ${image.alt}`}
                aria-current={index === slides.index ? 'true' : undefined}
                onClick={() => slides.goTo(index)}
              >
                <img src={image.src} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
