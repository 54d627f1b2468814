// The ALTCHA solver's Web Worker: the hashing runs off the main thread, so the page stays responsive while the
// guest types. Loaded only when the details step asks for a proof (solve.ts), as a chunk of its own.
import { solveAltcha, type TAltchaChallenge } from '@stol/contracts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TAltchaChallenge>) => void) | null;
  postMessage(message: string | null): void;
};

scope.onmessage = (event) => {
  void solveAltcha(event.data).then(
    (proof) => scope.postMessage(proof),
    () => scope.postMessage(null),
  );
};
