import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A form's values, starting from what is known of the customer and taking in what arrives later
 * (the profile, after the page showed the session's copy): a field still empty gets the value
 * that arrived; one the customer has typed into keeps theirs.
 */
export function usePrefilledValues<T extends { [K in keyof T]: string }>(known: T): [T, Dispatch<SetStateAction<T>>] {
  const [values, setValues] = useState<T>(known);
  const arrived = JSON.stringify(known);
  useEffect(() => {
    const latest = JSON.parse(arrived) as T;
    setValues((current) => {
      const filled = Object.entries(latest).filter(([field, value]) => value && !current[field as keyof T]);
      return filled.length ? { ...current, ...Object.fromEntries(filled) } : current;
    });
  }, [arrived]);
  return [values, setValues];
}
