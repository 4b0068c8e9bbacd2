/** A promise the test settles when it chooses (`release(value)`): a slow read held open. */
export function deferred<T>(): { promise: Promise<T>; release: (value: T) => void } {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
