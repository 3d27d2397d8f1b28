import { useState } from "react";
import { SIMULATED_DELAY_MS } from "../shared/form-messages";

/**
 * A simulated submission (SPEC section 7): `start()` makes `pending` true for 1.5 s, then calls
 * `onDone` and goes back to idle. Nothing is sent anywhere.
 */
export function useSimulatedSubmit(onDone: () => void) {
  const [pending, setPending] = useState(false);
  function start() {
    setPending(true);
    setTimeout(() => {
      setPending(false);
      onDone();
    }, SIMULATED_DELAY_MS);
  }
  return { pending, start };
}
