import { useCallback, useEffect, useState } from "react";

/**
 * Whole seconds left until a moment, ticking once a second (product §4: Resend OTP in N
 * seconds, 60 down to 0). Counting against the clock keeps it right when the tab sleeps.
 */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);

  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return { secondsLeft, restart };
}
