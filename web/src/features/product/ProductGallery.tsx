import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { defaultImg } from '@/platform/default-image.ts';

/** The part's images: a large one and, when there are more, thumbnails to switch to. */
export function ProductGallery({ images, part, size = 320 }: { images: string[]; part: string; size?: number }) {
  const shown = images.length > 0 ? images : [defaultImg];
  const [current, setCurrent] = useState(0);
  const fallback = (event: { currentTarget: HTMLImageElement }) => (event.currentTarget.src = defaultImg);
  return (
    <div className="product-gallery">
      <img
        className="product-image"
        src={shown[current] ?? shown[0]}
        alt={m.product_imageAlt({ part, number: current + 1 })}
        width={size}
        height={size}
        // The page's largest paint: fetched ahead of the scripts and the other images.
        fetchPriority="high"
        onError={fallback}
      />
      {shown.length > 1 && (
        <ul className="product-thumbs" aria-label={m.product_images()}>
          {shown.map((image, index) => (
            <li key={image + index}>
              <button
                type="button"
                className="product-thumb"
                aria-pressed={index === current}
                aria-label={m.product_showImage({ number: index + 1 })}
                onClick={() => setCurrent(index)}
              >
                <img src={image} alt="" width={56} height={56} onError={fallback} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
