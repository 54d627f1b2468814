import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';

/**
 * A modal dialog drawn beside the page (a portal), so the page can be made inert: it then neither scrolls under
 * the finger nor reaches a screen reader or the keyboard (aria-modal alone is not honoured everywhere). Focus is
 * kept inside, Escape closes, and focus returns to what opened it.
 */
export function ModalDialog({
  className,
  labelledBy,
  describedBy,
  onClose,
  style,
  children,
}: {
  className: string;
  /** E.g. the restaurant's brand colours: the dialog is drawn outside the page's `.app` that carries them. */
  style?: CSSProperties;
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  // Declared before the focus trap, so on closing the page is live again before focus goes back to the opener.
  useEffect(() => {
    const page = document.getElementById('root');
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    page?.setAttribute('inert', '');
    return () => {
      document.body.style.overflow = previous;
      page?.removeAttribute('inert');
    };
  }, []);
  useFocusTrap(dialog, onClose);
  return createPortal(
    <div
      ref={dialog}
      className={className}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      style={style}
    >
      {children}
    </div>,
    document.body,
  );
}
