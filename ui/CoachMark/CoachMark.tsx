import { useEffect, useId, useRef } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './CoachMark.css';

/** Where the highlighted element is on the screen, in CSS pixels of the viewport. */
export interface CoachMarkRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface CoachMarkProps {
  /** Changes with every step: focus moves to the card again, so the new step is read. */
  stepKey: string | number;
  /** Which step this is, already translated ("Step 2 of 8"). */
  stepLabel: string;
  /** 1-based position and count, drawn as dots. */
  position: { current: number; total: number };
  title: string;
  body: string;
  /**
   * The element the step is about, on screen. Without it the card sits in the middle of a
   * plain scrim.
   * @default null
   */
  targetRect?: CoachMarkRect | null;
  /**
   * Names the highlighted element for those who cannot see the ring, already translated
   * ("Highlighted: the cart button").
   * @default undefined
   */
  targetDescription?: string;
  nextLabel: string;
  skipLabel: string;
  /**
   * The last step has nothing to skip: only the next (finish) button shows.
   * @default false
   */
  isLast?: boolean;
  onNext: () => void;
  /** Skip, and Escape. */
  onSkip: () => void;
}

/** Room between the ring and the element, and between the ring and the card. */
const RING_GAP = 6;
const CARD_GAP = 14;

function clampToViewport(r: CoachMarkRect, viewport: number): CoachMarkRect {
  const width = typeof window === 'undefined' ? 390 : window.innerWidth;
  const top = Math.max(RING_GAP / 2, r.top - RING_GAP);
  const left = Math.max(RING_GAP / 2, r.left - RING_GAP);
  const bottom = Math.min(viewport - RING_GAP / 2, r.top + r.height + RING_GAP);
  const right = Math.min(width - RING_GAP / 2, r.left + r.width + RING_GAP);
  return { top, left, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/**
 * One step of a guided tour: the page dimmed except a ring around the element the step is about,
 * and a card beside it with the step, its text and Skip / Next. It is a modal dialog: focus
 * moves into the card at every step (so a screen reader reads the step, its text and what is
 * highlighted), stays inside, and Escape skips.
 */
export function CoachMark({
  stepKey,
  stepLabel,
  position,
  title,
  body,
  targetRect = null,
  targetDescription,
  nextLabel,
  skipLabel,
  isLast = false,
  onNext,
  onSkip,
}: CoachMarkProps) {
  const dialogRef = useRef<HTMLElement>(null);
  const stepId = useId();
  const titleId = useId();
  const bodyId = useId();
  const targetId = useId();

  useEffect(() => {
    dialogRef.current?.focus();
  }, [stepKey]);

  const viewport = typeof window === 'undefined' ? 844 : window.innerHeight;
  // The ring stays inside the screen, so an element at its edge is still ringed on every side.
  const ring = targetRect && clampToViewport(targetRect, viewport);
  // The card goes on the side of the element with more room.
  const placement = !ring
    ? 'center'
    : ring.top + ring.height / 2 < viewport / 2
      ? 'below'
      : 'above';
  const cardPosition =
    !ring || placement === 'center'
      ? undefined
      : placement === 'below'
        ? { top: ring.top + ring.height + CARD_GAP }
        : { bottom: viewport - ring.top + CARD_GAP };

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onSkip();
      }}
      className={styles.overlay({ spotlight: !!ring })}
    >
      {ring && <div className={styles.spotlight} style={ring} aria-hidden="true" />}
      <Modal className={styles.card({ placement })} style={cardPosition}>
        <Dialog
          ref={dialogRef}
          className={styles.dialog}
          aria-labelledby={`${stepId} ${titleId}`}
          aria-describedby={targetDescription ? `${bodyId} ${targetId}` : bodyId}
        >
          <p id={stepId} className={styles.step}>
            {stepLabel}
          </p>
          <Heading slot="title" id={titleId} className={styles.title}>
            {title}
          </Heading>
          <p id={bodyId} className={styles.body}>
            {body}
          </p>
          {targetDescription && (
            <p id={targetId} className={styles.target}>
              {targetDescription}
            </p>
          )}
          <div className={styles.actions}>
            <ol className={styles.dots} aria-hidden="true">
              {Array.from({ length: position.total }, (_, i) => (
                <li key={i} className={styles.dot({ current: i + 1 === position.current })} />
              ))}
            </ol>
            <div className={styles.buttons}>
              {!isLast && (
                <Button variant="ghost" size="sm" onPress={onSkip}>
                  {skipLabel}
                </Button>
              )}
              <Button size="sm" onPress={onNext}>
                {nextLabel}
              </Button>
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
