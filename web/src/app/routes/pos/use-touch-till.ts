import { useEffect } from 'react';
import { tillStrip } from '@/hooks/use-till-strip';

/**
 * While the till screen is shown its controls, its dialogs' too, are sized for a finger below the desktop's width
 * (index.css); leaving the screen closes the till strip.
 */
export function useTouchTill() {
  useEffect(() => {
    document.body.dataset.touchTill = '';
    return () => {
      delete document.body.dataset.touchTill;
      tillStrip.set(false);
    };
  }, []);
}
