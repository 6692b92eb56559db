import { useEffect, useState } from 'react';

/** The seconds until the Send button may mail another code, counted down once a second. */
export function useResendCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: setSecondsLeft };
}
