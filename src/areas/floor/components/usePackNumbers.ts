import { useEffect, useState } from 'react';
import { packNumbersLeft, takePackNumber, topUpPackNumbers } from '../../../offline/pack-numbers';

/**
 * The pack numbers reserved on this device: tops them up when the screen opens (`left` is null
 * until known) and takes the next one for a new pack (null when none is left).
 */
export function usePackNumbers() {
  const [left, setLeft] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void topUpPackNumbers().then((n) => live && setLeft(n));
    return () => {
      live = false;
    };
  }, []);

  const takeNumber = async () => {
    const numbers = await takePackNumber(crypto.randomUUID());
    setLeft(await packNumbersLeft());
    return numbers;
  };

  return { left, takeNumber };
}
