import { Modal } from '../../ui/modal.tsx';
import styles from './admin-ui.module.css';

/** One image at full size above everything else (layer 1002). */
export function ImageLightbox({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  return (
    <Modal title={alt} onClose={onClose} layer="lightbox" size="lg">
      <img className={styles.lightboxImage} src={src} alt={alt} />
    </Modal>
  );
}

/** The non-empty image slots of a post, in order (at most three). */
export function imagesOf(post: {
  image_1_url?: string | null;
  image_2_url?: string | null;
  image_3_url?: string | null;
}): string[] {
  return [post.image_1_url, post.image_2_url, post.image_3_url].filter(
    (url): url is string => typeof url === 'string' && url.trim() !== '',
  );
}
