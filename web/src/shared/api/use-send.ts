import { useCallback, useEffect, useRef, useState } from 'react';

export type SendCallbacks<Result> = {
  onSuccess?: (result: Result) => void;
  onError?: (error: unknown) => void;
};

/**
 * A call the customer sets off (a quote, a login), for the screens that do without TanStack Query
 * (docs/decisions/026-first-load-budget.md), in the shape of its `useMutation`: `mutate` sends, `isPending` holds
 * while the call is under way. As there, the callbacks answer only the last call, and only while the component is
 * still there.
 */
export function useSend<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const [pending, setPending] = useState(0);
  const last = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (variables: Variables, callbacks: SendCallbacks<Result> = {}) => {
      const call = ++last.current;
      setPending((count) => count + 1);
      const answers = () => mounted.current && call === last.current;
      send(variables)
        .then(
          (result) => {
            if (answers()) callbacks.onSuccess?.(result);
          },
          (error: unknown) => {
            if (answers()) callbacks.onError?.(error);
          },
        )
        .finally(() => {
          if (mounted.current) setPending((count) => count - 1);
        });
    },
    [send],
  );
  return { mutate, isPending: pending > 0 };
}
