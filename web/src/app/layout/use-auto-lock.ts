import { useEffect, useRef } from 'react';

const activity = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Calls `lock` after `minutes` without a tap, key or scroll (Settings → Security); 0 never locks. */
export function useAutoLock(minutes: number, lock: () => void) {
  const lockRef = useRef(lock);
  useEffect(() => {
    lockRef.current = lock;
  });
  useEffect(() => {
    if (minutes <= 0) return;
    let timer = window.setTimeout(() => lockRef.current(), minutes * 60_000);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => lockRef.current(), minutes * 60_000);
    };
    for (const event of activity) window.addEventListener(event, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of activity) window.removeEventListener(event, restart);
    };
  }, [minutes]);
}
