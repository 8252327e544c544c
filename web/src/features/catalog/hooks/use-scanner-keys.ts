import { useEffect, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { createScanDetector, releaseTypedKeys, scanDetectorReducer } from '@tillwise/core/barcode/scan-input';
import type { ScanDetectorStep } from '@tillwise/core/barcode/scan-input';

/**
 * A scan this soon after keys reached the box as typing is taken as the rest of the same scan: a scanner that
 * stalls for a moment (a busy USB bus, a loaded till) splits its burst, and a person does not type and scan within
 * half a second.
 */
const splitScanMs = 500;

interface ScannerKeys {
  /** A whole code a scanner sent (a fast burst ended by Enter); `afterTyping` when it may continue the box's text. */
  onScan: (code: string, afterTyping: boolean) => void;
  /** Characters a person typed into the box, released once their timing shows it. */
  onType: (text: string) => void;
  /** A person's own Enter in the box. */
  onEnter: () => void;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Tells a keyboard-wedge scanner from a person by timing (core's scan detector), for the till's search box: a scan
 * reaches the till whole, never half typed into the box; a person's keys reach the box at most 30 ms late. Scans
 * made while nothing editable has the focus (after tapping a tile, say) are caught on the page too.
 */
export function useScannerKeys(handlers: ScannerKeys) {
  const detector = useRef(createScanDetector());
  const timer = useRef<number | null>(null);
  const latest = useRef(handlers);
  const typedAt = useRef(Number.NEGATIVE_INFINITY);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  const apply = (step: ScanDetectorStep, inBox: boolean) => {
    detector.current = step.state;
    if (step.typed && inBox) {
      latest.current.onType(step.typed);
      typedAt.current = performance.now();
    }
    if (step.emitted) latest.current.onScan(step.emitted, performance.now() - typedAt.current < splitScanMs);
    if (step.enter && inBox) latest.current.onEnter();
  };
  const scheduleRelease = (inBox: boolean) => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      apply(releaseTypedKeys(detector.current, performance.now()), inBox);
    }, detector.current.options.maxGapMs + 5);
  };

  useEffect(() => {
    const onPageKey = (event: KeyboardEvent) => {
      if (isEditable(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key !== 'Enter' && event.key.length !== 1) return;
      apply(scanDetectorReducer(detector.current, { key: event.key, at: event.timeStamp }), false);
      scheduleRelease(false);
    };
    window.addEventListener('keydown', onPageKey);
    return () => {
      window.removeEventListener('keydown', onPageKey);
      if (timer.current !== null) window.clearTimeout(timer.current);
    };
    // The handlers are read through a ref, so the listener is added once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The search box's keydown: single characters and Enter go through the detector; other keys edit as usual. */
  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Enter' || event.key.length === 1) {
      event.preventDefault();
      apply(scanDetectorReducer(detector.current, { key: event.key, at: event.timeStamp }), true);
      scheduleRelease(true);
      return;
    }
    // Backspace, arrows, Delete: what is held lands first, so the key edits the text the person sees.
    flushSync(() => apply(releaseTypedKeys(detector.current, Number.POSITIVE_INFINITY), true));
  };

  return { onKeyDown };
}
