import { Modal } from './modal.tsx';
import styles from './lightbox.module.css';

/** A picture at full size, above every other dialog (SPEC §9: lightbox layer 1002). */
export function Lightbox({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  return (
    <Modal title={alt || '이미지 크게 보기'} onClose={onClose} layer="lightbox" size="xl">
      <img className={styles.image} src={src} alt={alt} />
    </Modal>
  );
}
